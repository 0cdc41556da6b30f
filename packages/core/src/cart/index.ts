/**
 * The cart and checkout (`/shop/cart`): the cart lines (or the single 'buy now' product of the
 * §2 query), check boxes, quantity steppers saved through the update call (reverted on failure),
 * delete, points (§5), recipient and address (prefilled from `recentAddress`), and pay: the §5
 * alerts, then the PC or mobile ready call by user agent (§9), then the browser goes to the pay
 * provider (`openUrl`); any payment call failure navigates to `/shop/payment/error` (§8). Each time
 * the page is shown — on load, and when the browser restores it from its back/forward cache (back
 * from the provider's page: `pageRestore`) — the payment this tab left on the provider's page (its
 * `checkoutId`, kept with the form) is released first (`releasePayments`), so its points show again
 * at once; a payment waiting in another tab or on another device is not touched. `?payment=canceled`
 * (the provider's '취소') shows `CART_COPY.paymentCanceled`.
 *
 * ```ts
 * const cart = createActor(provideCartMachine({ api, navigate, openUrl: (u) => location.assign(u), pageRestore }),
 *   { input: { search: location.search, userAgent: navigator.userAgent } }).start()
 * render(connectCart(cart.getSnapshot(), cart.send))
 * ```
 */
export { cartMachine } from "./cart.machine.ts"
export type { CartMachine } from "./cart.machine.ts"
export { createCartImplementations, provideCartMachine } from "./cart.actors.ts"
export { connectCart } from "./cart.connect.ts"
export { CHECKOUT_STORAGE_KEY, storedCheckoutMemory } from "./cart.memory.ts"
export type { CartLineView, CartSheet, CartView } from "./cart.connect.ts"
export {
  applyCartResponse,
  BuyNowQuery,
  buyNowFromSearch,
  buyNowLineFromServer,
  buyNowPath,
  buyNowProductId,
  cartLineKey,
  initialCartContext,
  isPaymentCanceled,
  lineFromBuyNow,
  linesFromCart,
  orderRequestOf,
  pointsUsed
} from "./cart.rules.ts"
export { CART_COPY, CART_PATH, PAYMENT_CANCELED_QUERY, PAYMENT_ERROR_PATH } from "./cart.types.ts"
export type {
  CartContext,
  CartEvent,
  CartInput,
  CartLoad,
  CartLoadInput,
  CartPorts,
  CheckoutFields,
  CheckoutLine,
  CheckoutMemory,
  PaymentInput,
  QuantityInput,
  ReleaseInput
} from "./cart.types.ts"

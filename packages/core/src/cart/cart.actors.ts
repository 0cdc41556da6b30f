/** The cart's calls and ways out: `cartMachine.provide(createCartImplementations({ api, navigate, openUrl, pageRestore }))`. */
import { fromCallback } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import { isHttpStatus } from "../api/errors.ts"
import { cartMachine } from "./cart.machine.ts"
import { checkoutFieldsOf } from "./cart.rules.ts"
import type { CartContext, CartLoad, CartLoadInput, CartPorts, PaymentInput, QuantityInput, ReleaseInput } from "./cart.types.ts"

export const createCartImplementations = ({ api, navigate, openUrl, pageRestore, checkoutMemory }: CartPorts) => ({
  actors: {
    releasePayments: fromApiCall<void, ReleaseInput>(async ({ input, signal }) => {
      await api.call("releasePayments", { body: input }, { signal })
    }),
    watchPageRestore: fromCallback<{ type: "page.restored" }>(({ sendBack }) => pageRestore.subscribe(() => sendBack({ type: "page.restored" }))),
    loadCart: fromApiCall<CartLoad, CartLoadInput>(async ({ input, signal }) => {
      const [cart, product] = await Promise.all([
        api.call("cart", undefined, { signal }),
        input.productId === null
          ? null
          : api.call("productDetail", { query: { productId: input.productId } }, { signal }).then(
              (answer) => answer.itemDetail,
              // The product is gone: nothing to buy (the line is dropped).
              (e: unknown) => {
                if (isHttpStatus(e, 404)) return null
                throw e
              }
            )
      ])
      return { cart, product }
    }),
    updateQuantity: fromApiCall<void, QuantityInput>(async ({ input, signal }) => {
      await api.call("updateCart", { body: { cartItemId: input.line.cartId!, productId: input.line.productId, quantity: input.line.quantity } }, { signal })
    }),
    deleteLine: fromApiCall<void, QuantityInput>(async ({ input, signal }) => {
      await api.call("deleteFromCart", { body: { cartItemId: input.line.cartId!, productId: input.line.productId, quantity: input.line.quantity } }, { signal })
    }),
    readyPayment: fromApiCall<string, PaymentInput>(({ input, signal }) =>
      api.call(input.platform === "pc" ? "paymentReadyPc" : "paymentReadyMobile", { body: input.order }, { signal })
    )
  },
  actions: {
    rememberCheckout: ({ context }: { context: CartContext }) => checkoutMemory?.save(checkoutFieldsOf(context)),
    rememberLeaving: ({ context }: { context: CartContext }) =>
      checkoutMemory?.save({
        ...checkoutFieldsOf(context),
        leftForProvider: true,
        ...(context.checkoutId === null ? {} : { leftCheckoutId: context.checkoutId })
      }),
    forgetLeaving: () => checkoutMemory?.forgetLeaving?.(),
    openUrl: (_: unknown, params: { url: string }) => openUrl(params.url),
    navigate: (_: unknown, params: { path: string }) => navigate(params.path)
  }
})

export const provideCartMachine = (ports: CartPorts) => cartMachine.provide(createCartImplementations(ports))

/**
 * The product detail (`/shop/item/{id}`): a `Findable` product (404 or an address naming no id →
 * `notFound`), the like toggle N↔Y (optimistic, reverted with an alert on failure), and the
 * purchase modal: quantity ≥ 1, 'add to cart' (then '장바구니에 담았어요' with a way to the
 * cart) or 'buy now' (navigates to `/shop/cart` with the §2 query).
 *
 * ```ts
 * const detail = createActor(provideProductMachine({ api, navigate }), { input: { productId: params.id } }).start()
 * render(connectProduct(detail.getSnapshot(), detail.send))
 * ```
 */
export { productIdOf, productMachine } from "./product.machine.ts"
export type { ProductMachine } from "./product.machine.ts"
export { createProductImplementations, provideProductMachine } from "./product.actors.ts"
export { connectProduct } from "./product.connect.ts"
export type { ProductDetailData, ProductView, PurchaseStep, PurchaseView } from "./product.connect.ts"
export { CART_ADD_STORAGE_KEY, storedCartAdd } from "./product.memory.ts"
export { PRODUCT_COPY } from "./product.types.ts"
export type {
  AddToCartInput,
  CartAdd,
  CartAddMemory,
  LikeProductInput,
  ProductContext,
  ProductEvent,
  ProductInput,
  ProductPorts
} from "./product.types.ts"

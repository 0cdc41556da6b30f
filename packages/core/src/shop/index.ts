/**
 * The shop catalogue (`/shop`): best items, the product grid as a shop paged list (§9: pages
 * from 1, 1000 px / 1000 ms, a page of ≤ 1 item ends it) with a liked-only toggle that switches
 * the grid to the liked list with the same paging, and the cart button's line count.
 *
 * ```ts
 * const shop = createActor(provideShopMachine({ api })).start()
 * render(connectShop(shop.getSnapshot(), shop.send))   // best, grid (PagedLoadable), likedOnly, toggleLiked, cart
 * ```
 */
export { SHOP_GRID_INPUT, shopMachine } from "./shop.machine.ts"
export type { ShopMachine } from "./shop.machine.ts"
export { createShopImplementations, provideShopMachine } from "./shop.actors.ts"
export { connectShop, productCard } from "./shop.connect.ts"
export type { ProductCard, ShopView } from "./shop.connect.ts"
export { productPath, SHOP_COPY } from "./shop.types.ts"
export type { ShopContext, ShopEvent, ShopPorts } from "./shop.types.ts"

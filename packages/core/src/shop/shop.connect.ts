/** The shop's view model: best items, the product grid (a paged `Loadable`), the liked toggle and the cart button. */
import type { SnapshotFrom } from "xstate"
import { formatWon } from "../domain/format.ts"
import { connectPagedLoadable, type PagedLoadable } from "../pagedList/pagedList.connect.ts"
import type { PagedListMachine } from "../pagedList/pagedList.machine.ts"
import type { Loadable } from "../resource/loadable.ts"
import type { Product } from "../schema/shop.ts"
import type { ShopMachine } from "./shop.machine.ts"
import { CART_PATH } from "../cart/cart.types.ts"
import { productPath, SHOP_COPY, type ShopEvent } from "./shop.types.ts"

/** A product in the strip or the grid. */
export interface ProductCard {
  readonly productId: number
  readonly name: string
  readonly vendor: string
  /** `12,900원`. */
  readonly priceLabel: string
  readonly thumbnailImage: string | null
  readonly isLiked: boolean
  /** One of the best items (the §3 client-side best flag): the view may show `copy.bestBadge`. */
  readonly isBest: boolean
  /** The product page, `/shop/item/{id}`. */
  readonly href: string
}

export const productCard = (p: Product, isBest: boolean): ProductCard => ({
  productId: p.productId,
  name: p.name,
  vendor: p.vendor,
  priceLabel: formatWon(p.price),
  thumbnailImage: p.thumbnailImage,
  isLiked: p.isLiked,
  isBest,
  href: productPath(p.productId)
})

export interface ShopView {
  /** The best items strip; `empty` when the shop has none. */
  readonly best: Loadable<ReadonlyArray<ProductCard>>
  /**
   * The grid (§9 paging: report `scrolled(...)` on scroll and after each render); `empty` shows
   * `copy.likedEmpty` when `likedOnly`, else `copy.empty`.
   */
  readonly grid: PagedLoadable<ProductCard>
  /** The liked-items toggle is on. */
  readonly likedOnly: boolean
  toggleLiked(): void
  /** The cart button: its line count (null while unknown: no badge), its label and its link. */
  readonly cart: { readonly count: number | null; readonly label: string; readonly href: string }
  readonly copy: typeof SHOP_COPY
}

const LOADING = { status: "loading" } as const

export const connectShop = (snapshot: SnapshotFrom<ShopMachine>, send: (event: ShopEvent) => void): ShopView => {
  const c = snapshot.context
  const bestIds = new Set(c.best.map((p) => p.productId))
  const best: Loadable<ReadonlyArray<ProductCard>> = snapshot.matches({ best: "failed" })
    ? { status: "failed", retry: () => send({ type: "user.retryBest" }) }
    : snapshot.matches({ best: "ready" })
      ? c.best.length === 0
        ? { status: "empty" }
        : { status: "ready", reloading: false, data: c.best.map((p) => productCard(p, true)) }
      : LOADING
  const child = (snapshot.children as { grid?: { getSnapshot(): unknown } }).grid
  const gridSnapshot = (c.grid ?? child?.getSnapshot() ?? null) as SnapshotFrom<PagedListMachine> | null
  const list = gridSnapshot ? connectPagedLoadable<Product>(gridSnapshot, (event) => send({ type: "grid.send", event })) : LOADING
  const grid: PagedLoadable<ProductCard> = list.status === "ready" ? { ...list, data: list.data.map((p) => productCard(p, bestIds.has(p.productId))) } : list
  const count = snapshot.matches({ cart: "known" }) ? c.cartCount : null
  return {
    best,
    grid,
    likedOnly: snapshot.matches({ grid: "liked" }),
    toggleLiked: () => send({ type: "user.toggleLiked" }),
    cart: { count, label: count === null ? SHOP_COPY.cart : `${SHOP_COPY.cart} ${count}`, href: CART_PATH },
    copy: SHOP_COPY
  }
}

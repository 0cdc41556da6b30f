/** Types of the shop catalogue (`/shop`, §2, §9). */
import type { SnapshotFrom } from "xstate"
import type { ApiClient } from "../api/client.ts"
import type { PagedListMachine } from "../pagedList/pagedList.machine.ts"
import type { PagedListEvent } from "../pagedList/pagedList.types.ts"
import type { Product } from "../schema/shop.ts"

export interface ShopContext {
  /** The best items (the horizontal strip), once loaded. */
  readonly best: ReadonlyArray<Product>
  /** The product grid's last snapshot (the invoked paged list `grid`: all products, or liked only). */
  readonly grid: SnapshotFrom<PagedListMachine> | null
  /** Lines in the cart (the cart button's count), or null while unknown. */
  readonly cartCount: number | null
}

export type ShopEvent =
  /** The liked-items toggle: the grid becomes the liked list (same paging), or all products again. */
  | { readonly type: "user.toggleLiked" }
  | { readonly type: "user.retryBest" }
  /** An event for the grid's paged list (scrolled, retry, refresh, item.updated), forwarded to it. */
  | { readonly type: "grid.send"; readonly event: PagedListEvent<Product> }

export interface ShopPorts {
  readonly api: ApiClient
}

/** The product page of an item (`/shop/item/{id}`). */
export const productPath = (productId: number): string => `/shop/item/${productId}`

/** Korean copy of the shop that the spec does not give. */
export const SHOP_COPY = {
  title: "쇼핑",
  best: "베스트 상품",
  bestFailed: "베스트 상품을 불러오지 못했어요.",
  all: "전체 상품",
  likedOnly: "찜한 상품만",
  empty: "등록된 상품이 없어요.",
  likedEmpty: "찜한 상품이 없어요.",
  couldNotLoad: "상품을 불러오지 못했어요.",
  moreFailed: "다음 상품을 불러오지 못했어요.",
  retry: "다시 시도",
  cart: "장바구니",
  liked: "찜한 상품",
  bestBadge: "인기"
} as const

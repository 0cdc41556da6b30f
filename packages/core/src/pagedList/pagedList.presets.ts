/** The §9 list configurations, as inputs for the paged list machine. */
import {
  POST_PAGE_SIZE,
  POST_SCROLL_DEBOUNCE_MS,
  POST_SCROLL_THRESHOLD_PX,
  SHOP_FIRST_PAGE,
  SHOP_SCROLL_DEBOUNCE_MS,
  SHOP_SCROLL_THRESHOLD_PX
} from "../domain/constants.ts"
import type { ItemKey, PagedListInput } from "./pagedList.types.ts"

/** Newest change first (posts within each fetched page, §9). */
export const byUpdatedAtDesc = <T extends { readonly updatedAt: Date }>(a: T, b: T): number => b.updatedAt.getTime() - a.updatedAt.getTime()

/**
 * The post list (§9): pages from 0, 15 per page, the end is a page shorter than that, each page
 * sorted by `updatedAt` descending, the next page within 20 px of the bottom after 300 ms still.
 */
export const postListInput = <T extends { readonly updatedAt: Date }>(key: (item: T) => ItemKey): PagedListInput<T> => ({
  firstPage: 0,
  pageSize: POST_PAGE_SIZE,
  end: "shorterThanPage",
  sortPage: byUpdatedAtDesc,
  key,
  thresholdPx: POST_SCROLL_THRESHOLD_PX,
  debounceMs: POST_SCROLL_DEBOUNCE_MS
})

/**
 * Shop, liked-product and order lists (§9): pages from 1 (the server sizes them), a page with
 * 1 or fewer items is the end, the next page within 1000 px of the bottom after 1000 ms still.
 */
export const shopListInput = <T>(key: (item: T) => ItemKey): PagedListInput<T> => ({
  firstPage: SHOP_FIRST_PAGE,
  end: "oneOrFewer",
  key,
  thresholdPx: SHOP_SCROLL_THRESHOLD_PX,
  debounceMs: SHOP_SCROLL_DEBOUNCE_MS
})

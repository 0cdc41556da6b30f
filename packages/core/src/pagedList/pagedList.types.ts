/** Types of the paged (infinite) list machine: posts, products, liked products, orders, notifications. */

/** Loads one page. `size` is the input's `pageSize` (undefined when the server decides, as in the shop). */
export type PageLoader<T> = (page: number, size: number | undefined, signal: AbortSignal) => Promise<ReadonlyArray<T>>

/** What the `loadPage` actor is called with. */
export interface PageRequest {
  readonly page: number
  readonly size: number | undefined
}

/** Identifies an item across pages (no item is shown twice) and for `item.updated`. */
export type ItemKey = string | number

/**
 * When the list has no more pages (§9), decided on each fetched page as it came back (before
 * de-duplication):
 * - `"shorterThanPage"`: a page with fewer items than `pageSize` is the last (posts);
 * - `"oneOrFewer"`: a page with 1 or fewer items is the last (shop and order lists);
 * - a function of the page and the page size.
 */
export type EndRule = "shorterThanPage" | "oneOrFewer" | ((page: ReadonlyArray<unknown>, pageSize: number | undefined) => boolean)

/**
 * Re-reading the shown items that wait on something outside (an order line whose payment or
 * refund the pay provider has not answered yet): while any item `isUnsettled`, the pages that may
 * hold them are read again every `everyMs`, at most `times` times after the list loaded or an item
 * became unsettled (`item.updated`), and each item found replaces the one shown.
 */
export interface RecheckConfig<T> {
  isUnsettled(item: T): boolean
  readonly everyMs: number
  readonly times: number
}

/** What the `recheck` actor is called with: the keys to find, in pages `firstPage` … `lastPage` (those shown). */
export interface RecheckRequest {
  readonly keys: ReadonlyArray<ItemKey>
  readonly firstPage: number
  readonly lastPage: number
  readonly size: number | undefined
  key(item: unknown): ItemKey
}

export interface PagedListInput<T> {
  /** The first page's index: posts start at 0, shop and order lists at 1 (§9). Default 0. */
  readonly firstPage?: number
  /** Items asked per page; required by the `"shorterThanPage"` rule. */
  readonly pageSize?: number
  /** Default `"shorterThanPage"`. */
  readonly end?: EndRule
  /** Orders the items of each fetched page (posts: `updatedAt` descending); pages stay in fetch order. */
  sortPage?(a: T, b: T): number
  /** The item's identity: a later copy of an item already shown is dropped. */
  key(item: T): ItemKey
  /** The next page loads when the view is at most this far from the bottom (posts 20 px, shop 1000 px). */
  readonly thresholdPx: number
  /** …and has not scrolled for this long (posts 300 ms, shop 1000 ms). */
  readonly debounceMs: number
  /** Re-read unsettled items (the order list); none by default. */
  readonly recheck?: RecheckConfig<T>
}

export interface PagedListContext<T> {
  /** The configuration, with defaults filled in. */
  readonly config: Required<Omit<PagedListInput<T>, "sortPage" | "pageSize" | "recheck">> & Pick<PagedListInput<T>, "sortPage" | "pageSize" | "recheck">
  /** The items shown, in order, without duplicates. Kept while refreshing and after a failed page. */
  readonly items: ReadonlyArray<T>
  /** The page the next `loadPage` asks for. */
  readonly nextPage: number
  /** The distance from the bottom the view last reported (px); Infinity before any report. */
  readonly distanceFromBottom: number
  /** Re-reads left (`recheck.times` after the list loaded or an item became unsettled; 0 without `recheck`). */
  readonly rechecksLeft: number
  /** The last failure's message (English, for logs; §8: load failures are only logged). */
  readonly error: string | null
}

export type PagedListEvent<T = unknown> =
  /** The view scrolled (or rendered): how far its bottom edge is from the end of the content, px. */
  | { readonly type: "user.scrolled"; readonly distanceFromBottom: number }
  /** Load again what failed (the first page, or the next page; the items stay). */
  | { readonly type: "user.retry" }
  /** Reload from the first page (pull to refresh, after writing a post); the items stay until it arrives. */
  | { readonly type: "user.refresh" }
  /** An item changed elsewhere (a like toggled in the detail): the item with the same key is replaced. */
  | { readonly type: "item.updated"; readonly item: T }

export type PagedListStatus = "loading" | "failure" | "idle" | "loadingMore" | "moreFailure" | "end" | "empty"

/** Scroll metrics of a scrolling element (or the window: `scrollY`, `document.documentElement.scrollHeight`, `innerHeight`). */
export interface ScrollMetrics {
  readonly scrollTop: number
  readonly scrollHeight: number
  readonly clientHeight: number
}

/**
 * THE loading vocabulary of every screen: what a view knows about data that is loaded for it.
 * Machines' `connect` functions produce it; views switch on `status` and nothing else.
 *
 * - `loading`: nothing to show yet (the first load, or a reload after a failure).
 * - `ready`: the data; `reloading` while a new load runs with the last data still shown.
 * - `empty`: loaded, and there is nothing (the machine's emptiness rule decided).
 * - `failed`: the load failed (§8: logged, the block stays empty); `retry` loads again.
 *
 * A load of ONE thing addressed by the page (a dog, a post, a product) is a `Findable<T>`: a
 * `Loadable` that may also be `notFound` — the server answered 404 (missing, or not the member's)
 * or the address cannot name one — which no retry can change; the view offers a way back instead.
 *
 * A paged list is a `Loadable<ReadonlyArray<Item>, PageMore>`: its `ready` also says whether the
 * next page is loading, whether the end was reached, and how to ask for more.
 */
export type Loadable<T, More extends object = Record<never, never>> =
  | { readonly status: "loading" }
  | ({ readonly status: "ready"; readonly data: T; readonly reloading: boolean } & More)
  | { readonly status: "empty" }
  | { readonly status: "failed"; readonly retry: () => void }

export type LoadStatus = Loadable<unknown>["status"]

/** The thing the page addresses does not exist (or is not the member's): a retry cannot help. */
export interface NotFound {
  readonly status: "notFound"
}

/** A `Loadable` of one addressed thing, which may be `notFound`. */
export type Findable<T, More extends object = Record<never, never>> = Loadable<T, More> | NotFound

/** What a paged list adds to `ready` (the core `pagedList` machine's connect fills it in). */
export interface PageMore {
  readonly loadingMore: boolean
  /** The last page was reached: no more to load. */
  readonly end: boolean
  loadMore(): void
}

export const loadingState = { status: "loading" } as const
export const emptyState = { status: "empty" } as const
export const readyState = <T>(data: T, reloading = false): Loadable<T> => ({ status: "ready", data, reloading })
export const notFoundState: NotFound = { status: "notFound" }
export const failedState = (retry: () => void): Loadable<never> => ({ status: "failed", retry })

/** The data when ready, else `fallback` (for blocks that draw something in every state, like a map). */
export const dataOr = <T, F>(loadable: Findable<T, object>, fallback: F): T | F => (loadable.status === "ready" ? loadable.data : fallback)

/**
 * The `Loadable` statuses without the data, for a view model that carries what it loaded in its
 * own fields beside the load (a form, a post with its comment box, the quest board, a calendar's
 * month and day): views switch on `load.status` exactly as on a `Loadable`'s.
 */
export type LoadState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly reloading: boolean }
  | { readonly status: "empty" }
  | { readonly status: "failed"; readonly retry: () => void }

/**
 * A machine's load as a `LoadState`: `failed` (with `retry`) when it failed, `loading` while it
 * loads with nothing to show yet, `ready` (`reloading` while a load runs over what is shown), or
 * `empty` when the machine's emptiness rule said so.
 */
export const loadState = (
  at: { readonly loading: boolean; readonly failed: boolean; readonly empty?: boolean; readonly hasData?: boolean },
  retry: () => void
): LoadState =>
  at.failed ? { status: "failed", retry } : at.loading && !at.hasData ? loadingState : at.empty ? emptyState : { status: "ready", reloading: at.loading }

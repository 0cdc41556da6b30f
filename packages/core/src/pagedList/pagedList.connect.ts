/**
 * The paged list's view models. Views get `connectPagedLoadable` (a `Loadable`, the one loading
 * vocabulary); `connectPagedList` is the machine-level reading it is built on, internal to the
 * core (its tests read the machine through it) and not exported from the package.
 */
import type { SnapshotFrom } from "xstate"
import type { PagedListMachine } from "./pagedList.machine.ts"
import type { Loadable, PageMore } from "../resource/loadable.ts"
import type { PagedListEvent, PagedListStatus, ScrollMetrics } from "./pagedList.types.ts"

export interface PagedListView<T> {
  readonly status: PagedListStatus
  /** The items to show, in order, without duplicates (also while refreshing and after a failed page). */
  readonly items: ReadonlyArray<T>
  /** The first page is loading (the first time, or a refresh: `items` may hold the old list). */
  readonly isLoading: boolean
  /** The first page is loading over a list already shown (pull to refresh). */
  readonly isRefreshing: boolean
  /** The next page is loading (show a spinner under the items). */
  readonly isLoadingMore: boolean
  /** The first page failed (§8: the screen stays as it is; a retry may be offered). */
  readonly isError: boolean
  /** The next page failed; the items stay and `retry()` asks for it again. */
  readonly isMoreError: boolean
  /** No more pages. */
  readonly isEnd: boolean
  /** The first page had no items: the view shows its empty message (§8, e.g. `MESSAGES.emptyPosts`). */
  readonly isEmpty: boolean
  /** Report the scroll position: pixels from the bottom, or the element's scroll metrics. */
  scrolled(position: number | ScrollMetrics): void
  retry(): void
  refresh(): void
  /** Replace the item with the same key (a like toggled in the detail). */
  updateItem(item: T): void
}

/** How far the bottom of the viewport is from the end of the content, px (never negative). */
export const distanceFromBottom = (m: ScrollMetrics): number => Math.max(0, m.scrollHeight - m.scrollTop - m.clientHeight)

const statusOf = (snapshot: SnapshotFrom<PagedListMachine>): PagedListStatus => {
  if (snapshot.matches({ ready: "loadingMore" })) return "loadingMore"
  if (snapshot.matches({ ready: "moreFailure" })) return "moreFailure"
  if (snapshot.matches("ready")) return "idle"
  const flat = ["loading", "failure", "end", "empty"] as const
  return flat.find((s) => snapshot.matches(s)) ?? "loading"
}

/** `T` is the item type of the list's loader. */
export const connectPagedList = <T>(snapshot: SnapshotFrom<PagedListMachine>, send: (event: PagedListEvent<T>) => void): PagedListView<T> => {
  const status = statusOf(snapshot)
  const items = snapshot.context.items as ReadonlyArray<T>
  return {
    status,
    items,
    isLoading: status === "loading",
    isRefreshing: status === "loading" && items.length > 0,
    isLoadingMore: status === "loadingMore",
    isError: status === "failure",
    isMoreError: status === "moreFailure",
    isEnd: status === "end",
    isEmpty: status === "empty",
    scrolled: (position) => send({ type: "user.scrolled", distanceFromBottom: typeof position === "number" ? position : distanceFromBottom(position) }),
    retry: () => send({ type: "user.retry" }),
    refresh: () => send({ type: "user.refresh" }),
    updateItem: (item) => send({ type: "item.updated", item })
  }
}

/** What a paged list adds to a `ready` Loadable: the core `PageMore`, a failed next page, and the scroll report. */
export interface PagedMore extends PageMore {
  /** The next page failed; the items stay and `loadMore()` asks for it again. */
  readonly moreFailed: boolean
  /** Report the scroll position: pixels from the bottom, or the element's scroll metrics. */
  scrolled(position: number | ScrollMetrics): void
}

/** A paged list in the one loading vocabulary of views. */
export type PagedLoadable<T> = Loadable<ReadonlyArray<T>, PagedMore>

/**
 * `connectPagedList` as a `Loadable` (the views' vocabulary): `loading` (first page), `failed`,
 * `empty`, or `ready` with `loadingMore`, `end`, `moreFailed`, `loadMore()` (asks for the failed
 * page again, or reports the bottom reached) and `scrolled(...)`. `reloading` is a refresh.
 */
export const connectPagedLoadable = <T>(snapshot: SnapshotFrom<PagedListMachine>, send: (event: PagedListEvent<T>) => void): PagedLoadable<T> => {
  const view = connectPagedList<T>(snapshot, send)
  if (view.isError) return { status: "failed", retry: view.retry }
  if (view.isEmpty) return { status: "empty" }
  if (view.isLoading && view.items.length === 0) return { status: "loading" }
  return {
    status: "ready",
    data: view.items,
    reloading: view.isRefreshing,
    loadingMore: view.isLoadingMore,
    end: view.isEnd,
    moreFailed: view.isMoreError,
    loadMore: () => (view.isMoreError ? view.retry() : view.scrolled(0)),
    scrolled: view.scrolled
  }
}

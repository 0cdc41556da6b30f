/**
 * Infinite lists (posts, products, liked products, orders, notifications): one page at a time,
 * no duplicates, the next page when the view has stayed near the bottom (§9 threshold and
 * debounce), the end by the list's rule, refresh from the first page, one item replaced in place,
 * and (opt-in `recheck`) unsettled items re-read every few seconds for a bounded time.
 *
 * ```ts
 * const machine = pagedList((page, size, signal) => api.call("posts", { params: { type: 1 }, query: { page, size } }, { signal }))
 * const ref = createActor(machine, { input: postListInput((p: Post) => p.postId) }).start()
 * const posts = connectPagedLoadable<Post>(ref.getSnapshot(), ref.send)   // a Loadable: ready with data, loadingMore, end, loadMore(), scrolled(metrics)
 * ```
 */
export { appendPage, isLastPage, pagedListMachine } from "./pagedList.machine.ts"
export type { PagedListMachine } from "./pagedList.machine.ts"
export { createPagedListImplementations, pagedList, providePagedListMachine } from "./pagedList.actors.ts"
export { connectPagedLoadable, distanceFromBottom } from "./pagedList.connect.ts"
export type { PagedLoadable, PagedMore } from "./pagedList.connect.ts"
export { POST_LIST_INPUT, postListMachine } from "./postList.ts"
export { byUpdatedAtDesc, postListInput, shopListInput } from "./pagedList.presets.ts"
export type {
  EndRule,
  ItemKey,
  PageLoader,
  PageRequest,
  PagedListContext,
  PagedListEvent,
  PagedListInput,
  PagedListStatus,
  RecheckConfig,
  RecheckRequest,
  ScrollMetrics
} from "./pagedList.types.ts"

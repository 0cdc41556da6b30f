/** The paged list's one effect: loading a page, through a loader the client supplies. */
import { fromApiCall } from "../api/abort.ts"
import { pagedListMachine } from "./pagedList.machine.ts"
import type { PageLoader, PageRequest } from "./pagedList.types.ts"

/**
 * The implementations for `machine.provide(...)`: `loadPage` calls `load(page, size, signal)`;
 * the signal aborts when the state that asked leaves (a refresh, the screen going away), and an
 * aborted call never answers the machine (`fromApiCall`).
 */
export const createPagedListImplementations = <T>(load: PageLoader<T>) => ({
  actors: {
    loadPage: fromApiCall<ReadonlyArray<unknown>, PageRequest>(({ input, signal }) => load(input.page, input.size, signal))
  }
})

/**
 * A paged list machine over `load`. Create the actor with its `PagedListInput` (or a preset:
 * `postListInput`, `shopListInput`) and render `connectPagedList<T>(snapshot, send)`.
 *
 * ```ts
 * const posts = pagedList((page, size, signal) => api.call("posts", { params: { type: 1 }, query: { page, size } }, { signal }))
 * const ref = createActor(posts, { input: postListInput((p: Post) => p.postId) }).start()
 * ```
 */
export const pagedList = <T>(load: PageLoader<T>) => pagedListMachine.provide(createPagedListImplementations(load))

/** The house name for the same thing (`provide<Feature>Machine`). */
export const providePagedListMachine = pagedList

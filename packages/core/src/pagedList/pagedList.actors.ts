/** The paged list's one effect: loading a page, through a loader the client supplies. */
import { fromApiCall } from "../api/abort.ts"
import { pagedListMachine } from "./pagedList.machine.ts"
import type { ItemKey, PageLoader, PageRequest, RecheckRequest } from "./pagedList.types.ts"

/** Reads pages from the first until every wanted item was seen (or the last page shown): the items found. */
const recheckPages = async <T>(load: PageLoader<T>, input: RecheckRequest, signal: AbortSignal): Promise<ReadonlyArray<T>> => {
  const wanted = new Set<ItemKey>(input.keys)
  const found: T[] = []
  for (let page = input.firstPage; page <= input.lastPage && wanted.size > 0; page += 1) {
    for (const item of await load(page, input.size, signal)) {
      if (wanted.delete(input.key(item))) found.push(item)
    }
  }
  return found
}

/**
 * The implementations for `machine.provide(...)`: `loadPage` calls `load(page, size, signal)`,
 * `recheck` reads the shown pages again from the first until it has seen the unsettled items;
 * the signal aborts when the state that asked leaves (a refresh, the screen going away), and an
 * aborted call never answers the machine (`fromApiCall`).
 */
export const createPagedListImplementations = <T>(load: PageLoader<T>) => ({
  actors: {
    loadPage: fromApiCall<ReadonlyArray<unknown>, PageRequest>(({ input, signal }) => load(input.page, input.size, signal)),
    recheck: fromApiCall<ReadonlyArray<unknown>, RecheckRequest>(({ input, signal }) => recheckPages(load, input, signal))
  }
})

/**
 * A paged list machine over `load`. Create the actor with its `PagedListInput` (or a preset:
 * `postListInput`, `shopListInput`) and render `connectPagedLoadable<T>(snapshot, send)`.
 *
 * ```ts
 * const posts = pagedList((page, size, signal) => api.call("posts", { params: { type: 1 }, query: { page, size } }, { signal }))
 * const ref = createActor(posts, { input: postListInput((p: Post) => p.postId) }).start()
 * ```
 */
export const pagedList = <T>(load: PageLoader<T>) => pagedListMachine.provide(createPagedListImplementations(load))

/** The house name for the same thing (`provide<Feature>Machine`). */
export const providePagedListMachine = pagedList

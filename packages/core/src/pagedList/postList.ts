/**
 * The board list (`/post/{type}`, §9): the paged list over `GET /api/post/board/{type}` with the
 * post preset (pages from 0, 15 per page, sorted by `updatedAt` descending within each page, the
 * end at a short page, the next page within 20 px of the bottom after 300 ms).
 *
 * ```ts
 * const ref = createActor(postListMachine(api, 1), { input: postListInput((p: Post) => p.postId) }).start()
 * ```
 */
import type { ApiClient } from "../api/client.ts"
import type { Post } from "../schema/community.ts"
import { pagedList } from "./pagedList.actors.ts"
import { postListInput } from "./pagedList.presets.ts"
import type { PagedListInput } from "./pagedList.types.ts"

export const postListMachine = (api: ApiClient, boardId: number) =>
  pagedList<Post>((page, size, signal) => api.call("posts", { params: { type: boardId }, query: size === undefined ? { page } : { page, size } }, { signal }))

/** The post list's input: the §9 preset keyed by `postId`. */
export const POST_LIST_INPUT: PagedListInput<Post> = postListInput((p: Post) => p.postId)

/** Board, post, like and comment calls of §7. Rules live in `services/community/`. */
import type { ApiRouter } from "../http/route.ts"
import { BOARDS } from "../services/community/boards.ts"
import { writeComment } from "../services/community/comments.ts"
import { getPost, likePost, listPosts, writePost } from "../services/community/posts.ts"

export const communityRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  api.route("boardTypes", async () => BOARDS)
  api.route("posts", ({ memberId, params, query }) => listPosts(db(), memberId, params.type, query))
  api.route("post", ({ memberId, params }) => getPost(db(), memberId, params.postId))
  api.route("likePost", ({ memberId, params, body }) => likePost(db(), memberId, params.postId, body.likeStatus))
  api.route("writePost", ({ memberId, fields, files }) =>
    writePost(db(), api.deps.images, memberId, { title: fields.title, contents: fields.contents, boardId: fields.boardid }, files.images ?? [])
  )
  api.route("writeComment", ({ memberId, body }) => writeComment(db(), api.deps.notifications, memberId, body))
}

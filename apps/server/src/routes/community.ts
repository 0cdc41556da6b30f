/** Board, post, like and comment calls of §7. Rules live in `services/community/`. */
import type { ApiRouter } from "../http/route.ts"
import { BOARDS } from "../services/community/boards.ts"
import { writeComment } from "../services/community/comments.ts"
import { deleteComment } from "../services/community/ownComments.ts"
import { deletePost, editPost, keptUrls } from "../services/community/ownPosts.ts"
import { getPost, likePost, listPosts, writePost } from "../services/community/posts.ts"

export const communityRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  api.route("boardTypes", async () => BOARDS)
  api.route("posts", ({ memberId, params, query }) => listPosts(db(), memberId, params.type, query))
  api.route("post", ({ memberId, params }) => getPost(db(), memberId, params.postId))
  api.route("likePost", ({ memberId, params, body }) => likePost(db(), memberId, params.postId, body.likeStatus))
  api.route("writePost", ({ memberId, fields, files, submission }) =>
    writePost(db(), api.deps.images, memberId, { title: fields.title, contents: fields.contents, boardId: fields.boardid }, files.images ?? [], submission)
  )
  api.route("editPost", ({ memberId, params, fields, files }) =>
    editPost(
      db(),
      api.deps.images,
      memberId,
      params.postId,
      { title: fields.title, contents: fields.contents, boardId: fields.boardid, keep: fields.keep === undefined ? undefined : keptUrls(fields.keep) },
      files.images ?? []
    )
  )
  api.route("deletePost", ({ memberId, params }) => deletePost(db(), api.deps.images, api.deps.notifications, memberId, params.postId))
  api.route("deleteComment", ({ memberId, params }) => deleteComment(db(), api.deps.notifications, memberId, params.commentId))
  api.route("writeComment", ({ memberId, body, submission }) => writeComment(db(), api.deps.notifications, memberId, body, submission))
}

/** The detail's calls: `postDetailMachine.provide(createPostDetailImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { Post } from "../schema/community.ts"
import { postDetailMachine } from "./postDetail.machine.ts"
import type { CommentInput, CommentWriteResponse, LikeInput, LikeResponse, PostDetailContext, PostDetailPorts } from "./postDetail.types.ts"

export const createPostDetailImplementations = ({ api, now = () => new Date(), navigate }: PostDetailPorts) => ({
  actors: {
    loadPost: fromApiCall<Post, { postId: number }>(({ input, signal }) => api.call("post", { params: { postId: input.postId } }, { signal })),
    likePost: fromApiCall<LikeResponse, LikeInput>(({ input, signal }) =>
      api.call("likePost", { params: { postId: input.postId }, body: { likeStatus: input.liked } }, { signal })
    ),
    writeComment: fromApiCall<CommentWriteResponse, CommentInput>(({ input, signal }) =>
      api.call(
        "writeComment",
        { body: { postId: input.postId, contents: input.contents, parentId: input.parentId, createdAt: now() } },
        { signal, idempotencyKey: input.submissionKey }
      )
    ),
    deletePost: fromApiCall<void, { postId: number }>(({ input, signal }) => api.call("deletePost", { params: { postId: input.postId } }, { signal })),
    deleteComment: fromApiCall<void, { commentId: number }>(({ input, signal }) =>
      api.call("deleteComment", { params: { commentId: input.commentId } }, { signal })
    )
  },
  actions: {
    openBoard: ({ context }: { context: { post: Post | null } }) => navigate?.(`/post/${context.post?.boardId ?? 1}`, { replace: true }),
    /** The loaded post under the address of its own board, when the address named another (`PostDetailInput.board`). */
    placeAtOwnBoard: ({ context }: { context: PostDetailContext }) => {
      const own = context.post?.boardId
      if (own === undefined || context.board === null || own === context.board) return
      navigate?.(`/post/${own}/${context.postId}${context.highlight === null ? "" : `?comment=${context.highlight}`}`, { replace: true })
    }
  }
})

export const providePostDetailMachine = (ports: PostDetailPorts) => postDetailMachine.provide(createPostDetailImplementations(ports))

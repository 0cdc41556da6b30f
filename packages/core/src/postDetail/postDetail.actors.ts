/** The detail's calls: `postDetailMachine.provide(createPostDetailImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { Post } from "../schema/community.ts"
import { postDetailMachine } from "./postDetail.machine.ts"
import type { CommentInput, CommentWriteResponse, LikeInput, LikeResponse, PostDetailPorts } from "./postDetail.types.ts"

export const createPostDetailImplementations = ({ api, now = () => new Date() }: PostDetailPorts) => ({
  actors: {
    loadPost: fromApiCall<Post, { postId: number }>(({ input, signal }) => api.call("post", { params: { postId: input.postId } }, { signal })),
    likePost: fromApiCall<LikeResponse, LikeInput>(({ input, signal }) =>
      api.call("likePost", { params: { postId: input.postId }, body: { likeStatus: input.liked } }, { signal })
    ),
    writeComment: fromApiCall<CommentWriteResponse, CommentInput>(({ input, signal }) =>
      api.call("writeComment", { body: { postId: input.postId, contents: input.contents, parentId: input.parentId, createdAt: now() } }, { signal })
    )
  }
})

export const providePostDetailMachine = (ports: PostDetailPorts) => postDetailMachine.provide(createPostDetailImplementations(ports))

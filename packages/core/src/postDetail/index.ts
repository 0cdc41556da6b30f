/**
 * The post detail (`/post/{postType}/{postId}`): load, like (optimistic, reverted on error),
 * comment and reply (blank refused with '댓글 내용을 입력해주세요.', comments reloaded after).
 * `createActor(providePostDetailMachine({ api }), { input: { postId } })`, render `connectPostDetail`.
 */
export { postDetailMachine } from "./postDetail.machine.ts"
export type { PostDetailMachine } from "./postDetail.machine.ts"
export { createPostDetailImplementations, providePostDetailMachine } from "./postDetail.actors.ts"
export { connectPostDetail } from "./postDetail.connect.ts"
export type { CommentView, DeleteDialogView, PostDetailView } from "./postDetail.connect.ts"
export { POST_DETAIL_COPY } from "./postDetail.types.ts"
export type { CommentInput, LikeInput, PostDetailContext, PostDetailEvent, PostDetailInput, PostDetailPorts } from "./postDetail.types.ts"

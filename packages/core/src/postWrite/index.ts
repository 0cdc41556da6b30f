/**
 * The post form (`/post/write`): board, title, contents, up to 5 images (a 6th and non-images are
 * refused with a Korean message), upload with progress, the draft kept on failure, the new post's
 * detail on success (through `navigate`); the leave question in the app's dialog (`leave()`), a new
 * post's draft kept through the `drafts` port and offered again ('작성 중인 글이 있어요'); and
 * `/post/edit/{postId}` (`input.postId`): my post loaded, changed and saved with `editPost`.
 * `createActor(providePostWriteMachine({ api, navigate }), { input: { boardId } })`, render `connectPostWrite`.
 */
export { postWriteMachine } from "./postWrite.machine.ts"
export type { PostWriteMachine } from "./postWrite.machine.ts"
export { createPostWriteImplementations, providePostWriteMachine } from "./postWrite.actors.ts"
export { connectPostWrite } from "./postWrite.connect.ts"
export type { PostWriteDialog, PostWriteView } from "./postWrite.connect.ts"
export { POST_WRITE_COPY, pickImages } from "./postWrite.types.ts"
export { POST_PREFILL_STORAGE_KEY, postPrefillStore } from "./postPrefill.ts"
export type { PostPrefillStore } from "./postPrefill.ts"
export type {
  PickedImage,
  PostDraftStore,
  PostWriteContext,
  PostWriteEvent,
  PostWriteInput,
  PostWritePorts,
  StoredPostDraft,
  WritePostInput
} from "./postWrite.types.ts"

/**
 * The post form (`/post/write`): board, title, contents, up to 5 images (a 6th and non-images are
 * refused with a Korean message), upload with progress, the draft kept on failure, the new post's
 * detail on success (through `navigate`), and `isDirty` for a leave confirmation.
 * `createActor(providePostWriteMachine({ api, navigate }), { input: { boardId } })`, render `connectPostWrite`.
 */
export { postWriteMachine } from "./postWrite.machine.ts"
export type { PostWriteMachine } from "./postWrite.machine.ts"
export { createPostWriteImplementations, providePostWriteMachine } from "./postWrite.actors.ts"
export { connectPostWrite } from "./postWrite.connect.ts"
export type { PostWriteView } from "./postWrite.connect.ts"
export { POST_WRITE_COPY, refuseImages } from "./postWrite.types.ts"
export type { PickedImage, PostWriteContext, PostWriteEvent, PostWriteInput, PostWritePorts, WritePostInput } from "./postWrite.types.ts"

/** The form's call and navigation: `postWriteMachine.provide(createPostWriteImplementations({ api, navigate }))`. */
import { fromCallback, type EventObject } from "xstate"
import { postWriteMachine } from "./postWrite.machine.ts"
import type { PostWriteEvent, PostWritePorts, WritePostInput } from "./postWrite.types.ts"

export const createPostWriteImplementations = ({ api, navigate }: PostWritePorts) => ({
  actors: {
    writePost: fromCallback<EventObject, WritePostInput>(({ input, sendBack }) => {
      const controller = new AbortController()
      const send = (event: PostWriteEvent) => {
        // An aborted upload never answers (the actor was stopped; its parent moved on).
        if (!controller.signal.aborted) sendBack(event)
      }
      api
        .call(
          "writePost",
          {
            fields: { title: input.title, contents: input.contents, boardid: input.boardId },
            files: { images: input.images }
          },
          {
            signal: controller.signal,
            onUploadProgress: (fraction) => send({ type: "upload.progress", fraction })
          }
        )
        .then(
          (answer) => send({ type: "upload.done", postId: answer.postId }),
          (error: unknown) => send({ type: "upload.failed", error })
        )
      return () => controller.abort()
    })
  },
  actions: {
    navigateToPost: ({ context }: { context: { boardId: number; postId: number | null } }) => {
      if (context.postId !== null) navigate(`/post/${context.boardId}/${context.postId}`, { replace: true })
    }
  }
})

export const providePostWriteMachine = (ports: PostWritePorts) => postWriteMachine.provide(createPostWriteImplementations(ports))

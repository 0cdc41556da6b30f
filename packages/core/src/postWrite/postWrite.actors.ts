/** The form's calls, draft and navigation: `postWriteMachine.provide(createPostWriteImplementations({ api, navigate, drafts, leave }))`. */
import { fromCallback, fromPromise, type EventObject } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import { isEntityId, NotFoundError } from "../api/errors.ts"
import type { Post } from "../schema/community.ts"
import { postWriteMachine } from "./postWrite.machine.ts"
import type { PostWriteContext, PostWriteEvent, PostWritePorts, StoredPostDraft, WritePostInput } from "./postWrite.types.ts"

export const createPostWriteImplementations = ({ api, navigate, drafts, leave }: PostWritePorts) => ({
  actors: {
    writePost: fromCallback<EventObject, WritePostInput>(({ input, sendBack }) => {
      const controller = new AbortController()
      const send = (event: PostWriteEvent) => {
        // An aborted upload never answers (the actor was stopped; its parent moved on).
        if (!controller.signal.aborted) sendBack(event)
      }
      const options = {
        signal: controller.signal,
        onUploadProgress: (fraction: number) => send({ type: "upload.progress", fraction })
      }
      const fields = { title: input.title, contents: input.contents, boardid: input.boardId }
      const call =
        input.editId != null
          ? api.call(
              "editPost",
              { params: { postId: input.editId }, fields: { ...fields, keep: (input.kept ?? []).join("\n") }, files: { images: input.images } },
              options
            )
          : api.call(
              "writePost",
              { fields, files: { images: input.images } },
              input.submissionKey ? { ...options, idempotencyKey: input.submissionKey } : options
            )
      call.then(
        (answer) => send({ type: "upload.done", postId: answer.postId }),
        (error: unknown) => send({ type: "upload.failed", error })
      )
      return () => controller.abort()
    }),
    // An address that cannot name a post (`/post/edit/abc`) is not found, without a call.
    loadPost: fromApiCall<Post, { postId: number }>(({ input, signal }) =>
      isEntityId(input.postId)
        ? api.call("post", { params: { postId: input.postId } }, { signal })
        : Promise.reject(new NotFoundError(`Bad post id ${input.postId}`))
    ),
    loadDraft: fromPromise<StoredPostDraft | null>(async () => (drafts ? drafts.load() : null))
  },
  actions: {
    navigateToPost: ({ context }: { context: { boardId: number; postId: number | null } }) => {
      if (context.postId !== null) navigate(`/post/${context.boardId}/${context.postId}`, { replace: true })
    },
    saveDraft: ({ context }: { context: PostWriteContext }) => {
      if (context.editId !== null || !drafts) return
      const empty = !context.title.trim() && !context.contents.trim() && context.images.length === 0
      if (empty) drafts.clear()
      else
        drafts.save({
          boardId: context.boardId,
          title: context.title,
          contents: context.contents,
          images: context.images,
          submissionKey: context.submissionKey,
          sentUnknown: context.sentUnknown
        })
    },
    clearDraft: ({ context }: { context: PostWriteContext }) => {
      if (context.editId === null) drafts?.clear()
    },
    leave: () => leave?.()
  }
})

export const providePostWriteMachine = (ports: PostWritePorts) => postWriteMachine.provide(createPostWriteImplementations(ports))

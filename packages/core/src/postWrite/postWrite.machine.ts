/**
 * The post form.
 *
 * ```
 * editing ─user.submit [invalid]─> editing (alert)
 * editing ─user.submit─> submitting (upload progress) ─upload.done─> saved (navigates to the post's detail)
 *                        submitting ─upload.failed─> editing (the draft is kept, alert)
 * ```
 * Images: at most 5 (a 6th is refused with `POST_WRITE_COPY.tooManyImages`), image files only.
 * `connectPostWrite(...).isDirty` tells the screen to confirm leaving.
 */
import { assertEvent, assign, fromCallback, setup, type EventObject } from "xstate"
import { isHttpStatus } from "../api/errors.ts"
import { POST_WRITE_COPY, refuseImages, type PostWriteContext, type PostWriteEvent, type PostWriteInput, type WritePostInput } from "./postWrite.types.ts"

const missing = (name: string) => new Error(`postWrite: '${name}' is not provided; use postWriteMachine.provide(createPostWriteImplementations(ports))`)

const validate = (c: PostWriteContext): string | null =>
  !c.title.trim() ? POST_WRITE_COPY.titleRequired : !c.contents.trim() ? POST_WRITE_COPY.contentsRequired : null

export const postWriteMachine = setup({
  types: {
    context: {} as PostWriteContext,
    events: {} as PostWriteEvent,
    input: {} as PostWriteInput
  },
  actors: {
    /** Sends `upload.progress`, then `upload.done` or `upload.failed`; stopping it aborts the call. */
    writePost: fromCallback<EventObject, WritePostInput>(() => {
      throw missing("writePost")
    })
  },
  actions: {
    setBoard: assign(({ event }) => {
      assertEvent(event, "user.changeBoard")
      return { boardId: event.boardId }
    }),
    setTitle: assign(({ event }) => {
      assertEvent(event, "user.changeTitle")
      return { title: event.value }
    }),
    setContents: assign(({ event }) => {
      assertEvent(event, "user.changeContents")
      return { contents: event.value }
    }),
    addImages: assign(({ context, event }) => {
      assertEvent(event, "user.addImages")
      return { images: [...context.images, ...event.files], alert: null }
    }),
    refuseImages: assign(({ context, event }) => {
      assertEvent(event, "user.addImages")
      return { alert: refuseImages(context.images.length, event.files) }
    }),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, "user.removeImage")
      return { images: context.images.filter((_, i) => i !== event.index) }
    }),
    alertInvalid: assign(({ context }) => ({ alert: validate(context) })),
    startUpload: assign({ progress: 0, alert: null }),
    setProgress: assign(({ event }) => {
      assertEvent(event, "upload.progress")
      return { progress: Math.min(1, Math.max(0, event.fraction)) }
    }),
    setSaved: assign(({ event }) => {
      assertEvent(event, "upload.done")
      return { postId: event.postId, progress: 1 }
    }),
    alertFailed: assign(({ event }) => {
      assertEvent(event, "upload.failed")
      const refused = isHttpStatus(event.error, 413) || isHttpStatus(event.error, 415)
      return { progress: null, alert: refused ? POST_WRITE_COPY.imageRefused : POST_WRITE_COPY.submitFailed }
    }),
    navigateToPost: () => {
      throw missing("navigateToPost")
    },
    dismissAlert: assign({ alert: null })
  },
  guards: {
    areImagesRefused: ({ context, event }) => {
      assertEvent(event, "user.addImages")
      return refuseImages(context.images.length, event.files) !== null
    },
    isFormInvalid: ({ context }) => validate(context) !== null
  }
}).createMachine({
  id: "postWrite",
  context: ({ input }) => ({
    boardId: input.boardId ?? 1,
    title: "",
    contents: "",
    images: [],
    progress: null,
    alert: null,
    postId: null
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.dismissAlert": { actions: "dismissAlert" },
        "user.changeBoard": { actions: "setBoard" },
        "user.changeTitle": { actions: "setTitle" },
        "user.changeContents": { actions: "setContents" },
        "user.addImages": [{ guard: "areImagesRefused", actions: "refuseImages" }, { actions: "addImages" }],
        "user.removeImage": { actions: "removeImage" },
        "user.submit": [
          { guard: "isFormInvalid", actions: "alertInvalid" },
          { target: "submitting", actions: "startUpload" }
        ]
      }
    },
    submitting: {
      invoke: {
        id: "writePost",
        src: "writePost",
        input: ({ context }) => ({
          boardId: context.boardId,
          title: context.title.trim(),
          contents: context.contents.trim(),
          images: context.images
        })
      },
      on: {
        "upload.progress": { actions: "setProgress" },
        "upload.done": { target: "saved", actions: ["setSaved", "navigateToPost"] },
        "upload.failed": { target: "editing", actions: "alertFailed" }
      }
    },
    saved: { type: "final" }
  }
})

export type PostWriteMachine = typeof postWriteMachine

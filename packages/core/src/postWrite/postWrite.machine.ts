/**
 * The post form: a new post, or (`input.postId`) my post to edit.
 *
 * ```
 * start ─[edit]─> loadingPost ─ok─> editing (fields filled) ; ─another member's, 404/403─> notFound ; ─error─> loadFailed ─user.retry─> loadingPost
 * start ─[new]─> checkingDraft ─a draft─> offeringDraft ─user.restoreDraft─> editing (the draft) ; ─user.discardDraft─> editing (draft cleared)
 *                checkingDraft ─none / error─> editing (what was typed meanwhile kept, and saved) ; ─user.leave─> as from editing
 * editing ─user.leave [dirty]─> confirmingLeave ─user.stay─> editing ; ─user.confirmLeave / user.discardAndLeave─> left
 * editing ─user.leave [clean]─> left (the screen goes back)
 * editing ─user.submit [invalid]─> editing (alert)
 * editing ─user.submit─> submitting (upload progress) ─upload.done─> saved (navigates to the post's detail)
 *                        submitting ─upload.failed─> editing (the draft is kept, alert)
 *                        submitting ─user.cancelUpload─> editing ; ─user.leave─> confirmingLeave (the upload aborted, the draft kept)
 * ```
 * Images: at most 5 (picked ones beyond the room are left out and said so), image files only; in
 * edit mode the post's kept images count too. A new post's draft (text and picked photos) is saved
 * through the `drafts` port on every change and cleared when the post is sent or thrown away.
 * A new post's send carries a submission key (`newSubmissionKey`, kept with the draft): sent again
 * with the same content (a retry, a reload after a lost answer) it keeps the key, so the server
 * answers the first post instead of writing a second. A change of the content drops it — unless the
 * last send got no answer (`sentUnknown`): then the key stays, and a server that wrote the first
 * refuses it for the changed content ('앞서 보낸 글이 이미 등록됐어요…') instead of writing a second.
 * `connectPostWrite(...).isDirty` tells the screen to ask before leaving (`user.leave`).
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from "xstate"
import { isSubmissionReused, newSubmissionKey } from "../api/endpoint.ts"
import { HttpError, isNotThere, mayHaveBeenDone } from "../api/errors.ts"
import { visibleText } from "../domain/textRules.ts"
import type { Post } from "../schema/community.ts"
import {
  POST_WRITE_COPY,
  pickImages,
  type PostWriteContext,
  type PostWriteEvent,
  type PostWriteInput,
  type StoredPostDraft,
  type WritePostInput
} from "./postWrite.types.ts"

/** The key stays while the content it was sent with stays, and while its last send's outcome is unknown. */
const keyIfSame = (c: PostWriteContext, same: boolean): { submissionKey: string | null } => ({
  submissionKey: same || c.sentUnknown ? c.submissionKey : null
})

const missing = (name: string) => new Error(`postWrite: '${name}' is not provided; use postWriteMachine.provide(createPostWriteImplementations(ports))`)

/** Something typed or picked is not saved (edit mode: the form is open on a loaded post). */
export const isDirty = (c: PostWriteContext): boolean =>
  c.editId !== null ? c.pristine !== null && fingerprint(c) !== c.pristine : c.title.trim() !== "" || c.contents.trim() !== "" || c.images.length > 0

const fingerprint = (c: Pick<PostWriteContext, "boardId" | "title" | "contents" | "kept" | "images">): string =>
  JSON.stringify([c.boardId, c.title, c.contents, c.kept, c.images.length])

/**
 * The stored draft is what the form already shows (a prefilled form reopened: the walk
 * certification after a reload saved its own prefill as the draft): nothing to offer.
 */
const showsDraft = (c: PostWriteContext, d: StoredPostDraft): boolean =>
  d.boardId === c.boardId &&
  d.title === c.title &&
  d.contents === c.contents &&
  d.images.length === c.images.length &&
  d.images.every((image, i) => image.size === c.images[i]!.size && image.type === c.images[i]!.type && (image.name ?? "") === (c.images[i]!.name ?? ""))

/** Each field needs something visible (spaces or zero-width characters alone are refused, as on the wire). */
const validate = (c: PostWriteContext): string | null =>
  !visibleText(c.title) ? POST_WRITE_COPY.titleRequired : !visibleText(c.contents) ? POST_WRITE_COPY.contentsRequired : null

/**
 * Why the post was not sent, in Korean: a refusal (400, 413 photo too large, 415 not a photo, 422)
 * says the server's own `message` when it is Korean (the server names the limit: '사진은 한 장에
 * 10MB까지…'); a refused photo without one gets the app's own copy with the limits; anything else
 * (no answer, 5xx) the general failure.
 */
export const uploadFailureMessage = (error: unknown): string => {
  if (!(error instanceof HttpError)) return POST_WRITE_COPY.submitFailed
  const own = error.message.trim()
  if ([400, 413, 415, 422].includes(error.status) && /[가-힣]/.test(own)) return own
  return error.status === 413 || error.status === 415 ? POST_WRITE_COPY.imageRefused : POST_WRITE_COPY.submitFailed
}

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
    }),
    loadPost: fromPromise<Post, { postId: number }>(async () => {
      throw missing("loadPost")
    }),
    loadDraft: fromPromise<StoredPostDraft | null>(async () => null)
  },
  actions: {
    fillFromPost: assign((_, post: Post) => {
      const fields = { boardId: post.boardId, title: post.title, contents: post.contents, kept: post.imgList, images: [] }
      return { ...fields, pristine: fingerprint(fields) }
    }),
    setOffer: assign((_, offer: StoredPostDraft | null) => ({ offer })),
    restoreDraft: assign(({ context }) =>
      context.offer
        ? {
            boardId: context.offer.boardId,
            title: context.offer.title,
            contents: context.offer.contents,
            images: context.offer.images,
            submissionKey: context.offer.submissionKey ?? null,
            sentUnknown: context.offer.submissionKey ? context.offer.sentUnknown === true : false,
            offer: null
          }
        : {}
    ),
    dropOffer: assign({ offer: null }),
    /** Saves a new post's draft (the port decides when to write); edit mode keeps none. */
    saveDraft: () => {},
    clearDraft: () => {},
    leave: () => {},
    setBoard: assign(({ context, event }) => {
      assertEvent(event, "user.changeBoard")
      return { boardId: event.boardId, ...keyIfSame(context, event.boardId === context.boardId) }
    }),
    setTitle: assign(({ context, event }) => {
      assertEvent(event, "user.changeTitle")
      return {
        title: event.value,
        ...keyIfSame(context, event.value.trim() === context.title.trim()),
        invalidField: context.invalidField === "title" ? null : context.invalidField
      }
    }),
    setContents: assign(({ context, event }) => {
      assertEvent(event, "user.changeContents")
      return {
        contents: event.value,
        ...keyIfSame(context, event.value.trim() === context.contents.trim()),
        invalidField: context.invalidField === "contents" ? null : context.invalidField
      }
    }),
    /** Adds the picked images that fit (`pickImages`), saying what was left out. */
    addImages: assign(({ context, event }) => {
      assertEvent(event, "user.addImages")
      const { take, alert } = pickImages(context.kept.length + context.images.length, event.files)
      return { images: [...context.images, ...take], alert, ...keyIfSame(context, false) }
    }),
    refuseImages: assign(({ context, event }) => {
      assertEvent(event, "user.addImages")
      return { alert: pickImages(context.kept.length + context.images.length, event.files).alert }
    }),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, "user.removeImage")
      const k = context.kept.length
      return event.index < k
        ? { kept: context.kept.filter((_, i) => i !== event.index) }
        : { images: context.images.filter((_, i) => i !== event.index - k), ...keyIfSame(context, false) }
    }),
    alertInvalid: assign(({ context }) => ({
      alert: validate(context),
      invalidField: visibleText(context.title) ? ("contents" as const) : ("title" as const)
    })),
    /** A new post's send keeps the key of the same content's earlier send (its answer may have been lost), else makes one. */
    startUpload: assign(({ context }) => ({
      progress: 0,
      alert: null,
      submissionKey: context.editId === null ? (context.submissionKey ?? newSubmissionKey()) : null
    })),
    setProgress: assign(({ event }) => {
      assertEvent(event, "upload.progress")
      return { progress: Math.min(1, Math.max(0, event.fraction)) }
    }),
    setSaved: assign(({ event }) => {
      assertEvent(event, "upload.done")
      return { postId: event.postId, progress: 1 }
    }),
    // A stopped upload may have reached the server whole.
    noteUploadCanceled: assign(({ context }) => ({ alert: POST_WRITE_COPY.uploadCanceled, progress: null, sentUnknown: context.submissionKey !== null })),
    dropProgress: assign({ progress: null }),
    alertFailed: assign(({ context, event }) => {
      assertEvent(event, "upload.failed")
      // The key's earlier send was written (its answer lost): this changed one was refused, not posted twice.
      if (isSubmissionReused(event.error)) return { progress: null, alert: POST_WRITE_COPY.alreadyPosted, submissionKey: null, sentUnknown: false }
      return {
        progress: null,
        // No answer: the post may be there, and a send again under the key cannot post it twice.
        alert: context.submissionKey !== null && mayHaveBeenDone(event.error) ? POST_WRITE_COPY.outcomeUnknown : uploadFailureMessage(event.error),
        sentUnknown: context.submissionKey !== null && (context.sentUnknown || mayHaveBeenDone(event.error))
      }
    }),
    navigateToPost: () => {
      throw missing("navigateToPost")
    },
    dismissAlert: assign({ alert: null })
  },
  guards: {
    /** None of the picked files can be added (none is an image, or there is no room). */
    areImagesRefused: ({ context, event }) => {
      assertEvent(event, "user.addImages")
      return pickImages(context.kept.length + context.images.length, event.files).take.length === 0
    },
    isFormInvalid: ({ context }) => validate(context) !== null,
    isEdit: ({ context }) => context.editId !== null,
    hasOffer: ({ context }, offer: StoredPostDraft | null) => offer !== null && !showsDraft(context, offer),
    isGone: (_, params: { error: unknown }) => isNotThere(params.error),
    isOthers: (_, params: { post: Post }) => params.post.isMine === false,
    isDirty: ({ context }) => isDirty(context)
  }
}).createMachine({
  id: "postWrite",
  context: ({ input }) => ({
    editId: input.postId ?? null,
    pristine: null,
    kept: [],
    offer: null,
    boardId: input.prefill?.boardId ?? input.boardId ?? 1,
    title: input.postId == null ? (input.prefill?.title ?? "") : "",
    contents: input.postId == null ? (input.prefill?.contents ?? "") : "",
    images: input.postId == null ? (input.prefill?.images ?? []) : [],
    progress: null,
    alert: null,
    postId: null,
    submissionKey: null,
    sentUnknown: false,
    invalidField: null
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "isEdit", target: "loadingPost" }, { target: "checkingDraft" }]
    },
    loadingPost: {
      invoke: {
        id: "loadPost",
        src: "loadPost",
        input: ({ context }) => ({ postId: context.editId! }),
        onDone: [
          // Anyone may read a post, only its author edit it: another member's post is not there to edit.
          { guard: { type: "isOthers", params: ({ event }) => ({ post: event.output }) }, target: "notFound" },
          { target: "editing", actions: { type: "fillFromPost", params: ({ event }) => event.output } }
        ],
        onError: [{ guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) }, target: "notFound" }, { target: "loadFailed" }]
      }
    },
    loadFailed: { on: { "user.retry": "loadingPost" } },
    /** Missing, or not mine: nothing to edit. */
    notFound: {},
    /**
     * The form is on screen while the stored draft is read (IndexedDB can take a second on a busy
     * phone): what is typed meanwhile is kept, and saved once the read is over (not before: the
     * draft being read must not be written over first). A draft found is still offered.
     */
    checkingDraft: {
      on: {
        "user.dismissAlert": { actions: "dismissAlert" },
        "user.changeBoard": { actions: "setBoard" },
        "user.changeTitle": { actions: "setTitle" },
        "user.changeContents": { actions: "setContents" },
        "user.addImages": [{ guard: "areImagesRefused", actions: "refuseImages" }, { actions: "addImages" }],
        "user.removeImage": { actions: "removeImage" },
        // Leaving before the read is over asks as well; what was typed becomes the draft (an older one is not offered).
        "user.leave": [
          { guard: "isDirty", target: "confirmingLeave", actions: "saveDraft" },
          { target: "left", actions: "leave" }
        ]
      },
      invoke: {
        id: "loadDraft",
        src: "loadDraft",
        onDone: [
          {
            guard: { type: "hasOffer", params: ({ event }) => event.output },
            target: "offeringDraft",
            actions: { type: "setOffer", params: ({ event }) => event.output }
          },
          { guard: "isDirty", target: "editing", actions: "saveDraft" },
          { target: "editing" }
        ],
        onError: [{ guard: "isDirty", target: "editing", actions: "saveDraft" }, { target: "editing" }]
      }
    },
    offeringDraft: {
      on: {
        "user.restoreDraft": { target: "editing", actions: "restoreDraft" },
        "user.discardDraft": [
          { guard: "isDirty", target: "editing", actions: ["dropOffer", "clearDraft", "saveDraft"] },
          { target: "editing", actions: ["dropOffer", "clearDraft"] }
        ]
      }
    },
    confirmingLeave: {
      on: {
        "user.stay": "editing",
        "user.confirmLeave": { target: "left", actions: "leave" },
        "user.discardAndLeave": { target: "left", actions: ["clearDraft", "leave"] }
      }
    },
    left: { type: "final" },
    editing: {
      on: {
        "user.dismissAlert": { actions: "dismissAlert" },
        "user.changeBoard": { actions: ["setBoard", "saveDraft"] },
        "user.changeTitle": { actions: ["setTitle", "saveDraft"] },
        "user.changeContents": { actions: ["setContents", "saveDraft"] },
        "user.addImages": [{ guard: "areImagesRefused", actions: "refuseImages" }, { actions: ["addImages", "saveDraft"] }],
        "user.removeImage": { actions: ["removeImage", "saveDraft"] },
        "user.leave": [
          { guard: "isDirty", target: "confirmingLeave" },
          { target: "left", actions: "leave" }
        ],
        "user.submit": [
          { guard: "isFormInvalid", actions: "alertInvalid" },
          // Saved with its key: a reload after a lost answer sends the same submission again.
          { target: "submitting", actions: ["startUpload", "saveDraft"] }
        ]
      }
    },
    submitting: {
      invoke: {
        id: "writePost",
        src: "writePost",
        input: ({ context }) => ({
          editId: context.editId,
          kept: context.kept,
          boardId: context.boardId,
          title: context.title.trim(),
          contents: context.contents.trim(),
          images: context.images,
          submissionKey: context.submissionKey
        })
      },
      on: {
        "upload.progress": { actions: "setProgress" },
        "upload.done": { target: "saved", actions: ["setSaved", "clearDraft", "navigateToPost"] },
        "upload.failed": { target: "editing", actions: ["alertFailed", "saveDraft"] },
        // A long or stalled upload is never a trap: stopped here (leaving the state aborts the call), the draft as it was.
        "user.cancelUpload": { target: "editing", actions: ["noteUploadCanceled", "saveDraft"] },
        // The leave question says enough: no second dialog over it.
        "user.leave": { target: "confirmingLeave", actions: "dropProgress" }
      }
    },
    saved: { type: "final" }
  }
})

export type PostWriteMachine = typeof postWriteMachine

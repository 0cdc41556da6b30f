/** The post form's view model: fields, picked images, the upload's progress, the dirty flag and handlers. */
import type { SnapshotFrom } from "xstate"
import { MAX_POST_IMAGES } from "../domain/constants.ts"
import { loadState, notFoundState, type LoadState, type NotFound } from "../resource/loadable.ts"
import { isDirty, type PostWriteMachine } from "./postWrite.machine.ts"
import { POST_WRITE_COPY, type PickedImage, type PostWriteEvent } from "./postWrite.types.ts"

/** A question the form asks in the app's own dialog. */
export interface PostWriteDialog {
  readonly title: string
  readonly body: string
  readonly confirmLabel: string
  readonly cancelLabel: string
  /** A third choice ('삭제하고 나가기'), when there is one. */
  readonly extraLabel: string | null
  confirm(): void
  cancel(): void
  extra(): void
}

export interface PostWriteView {
  /** `new` writes a post; `edit` changes my post (`/post/edit/{postId}`). */
  readonly mode: "new" | "edit"
  /** Edit mode loads the post first (`notFound`: missing or not mine); a new post is `ready` at once. */
  readonly load: LoadState | NotFound
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
  /** Edit mode: the post's stored images still kept (shown before `images`; `removeImage` counts them first). */
  readonly keptImages: ReadonlyArray<string>
  /** `2/5` */
  readonly imageCountLabel: string
  readonly canAddImage: boolean
  readonly isSubmitting: boolean
  /** 0…100 while uploading, else null. */
  readonly progressPercent: number | null
  readonly submitLabel: string
  readonly alert: string | null
  /** The title's problem ('제목을 입력해주세요.' after '등록' found it blank), until it is edited. */
  readonly titleError: string | null
  /** The text's problem ('내용을 입력해주세요.'), likewise. */
  readonly contentsError: string | null
  /** Something was typed or picked and not saved: `leave()` asks first. */
  readonly isDirty: boolean
  /** The open question: restore a draft, or leave with unsaved work; null when none. */
  readonly dialog: PostWriteDialog | null
  /** The form is done (left or saved): the screen stops guarding the way out. */
  readonly isClosed: boolean
  readonly copy: typeof POST_WRITE_COPY
  changeBoard(boardId: number): void
  changeTitle(value: string): void
  changeContents(value: string): void
  addImages(files: ReadonlyArray<PickedImage>): void
  removeImage(index: number): void
  submit(): void
  /** Stops the upload under way (`isSubmitting`): the form as it was, a note saying so. */
  cancelUpload(): void
  dismissAlert(): void
  /** Back, a link or the hardware back. */
  leave(): void
  retry(): void
}

export const connectPostWrite = (snapshot: SnapshotFrom<PostWriteMachine>, send: (event: PostWriteEvent) => void): PostWriteView => {
  const c = snapshot.context
  const isSubmitting = snapshot.matches("submitting")
  const progressPercent = isSubmitting && c.progress !== null ? Math.round(c.progress * 100) : null
  const count = c.kept.length + c.images.length
  const edit = c.editId !== null
  const dialog: PostWriteDialog | null = snapshot.matches("offeringDraft")
    ? {
        title: POST_WRITE_COPY.draftTitle,
        body: POST_WRITE_COPY.draftBody,
        confirmLabel: POST_WRITE_COPY.draftRestore,
        cancelLabel: POST_WRITE_COPY.draftDiscard,
        extraLabel: null,
        confirm: () => send({ type: "user.restoreDraft" }),
        cancel: () => send({ type: "user.discardDraft" }),
        extra: () => {}
      }
    : snapshot.matches("confirmingLeave")
      ? {
          title: edit ? POST_WRITE_COPY.leaveEditTitle : POST_WRITE_COPY.leaveTitle,
          body: edit ? POST_WRITE_COPY.leaveEditBody : POST_WRITE_COPY.leaveBody,
          confirmLabel: POST_WRITE_COPY.leave,
          cancelLabel: POST_WRITE_COPY.stay,
          extraLabel: edit ? null : POST_WRITE_COPY.discardAndLeave,
          confirm: () => send({ type: "user.confirmLeave" }),
          cancel: () => send({ type: "user.stay" }),
          extra: () => send({ type: "user.discardAndLeave" })
        }
      : null
  return {
    mode: edit ? "edit" : "new",
    load: snapshot.matches("notFound")
      ? notFoundState
      : loadState({ loading: snapshot.matches("loadingPost") || snapshot.matches("start"), failed: snapshot.matches("loadFailed") }, () =>
          send({ type: "user.retry" })
        ),
    boardId: c.boardId,
    title: c.title,
    contents: c.contents,
    images: c.images,
    keptImages: c.kept,
    imageCountLabel: `${count}/${MAX_POST_IMAGES}`,
    canAddImage: !isSubmitting && count < MAX_POST_IMAGES,
    isSubmitting,
    progressPercent,
    submitLabel: progressPercent !== null ? `${POST_WRITE_COPY.uploading} ${progressPercent}%` : edit ? POST_WRITE_COPY.save : POST_WRITE_COPY.submit,
    alert: c.alert,
    titleError: c.invalidField === "title" ? POST_WRITE_COPY.titleRequired : null,
    contentsError: c.invalidField === "contents" ? POST_WRITE_COPY.contentsRequired : null,
    isDirty: !snapshot.matches("saved") && !snapshot.matches("left") && isDirty(c),
    dialog,
    isClosed: snapshot.matches("saved") || snapshot.matches("left"),
    copy: POST_WRITE_COPY,
    changeBoard: (boardId) => send({ type: "user.changeBoard", boardId }),
    changeTitle: (value) => send({ type: "user.changeTitle", value }),
    changeContents: (value) => send({ type: "user.changeContents", value }),
    addImages: (files) => send({ type: "user.addImages", files }),
    removeImage: (index) => send({ type: "user.removeImage", index }),
    submit: () => send({ type: "user.submit" }),
    cancelUpload: () => send({ type: "user.cancelUpload" }),
    dismissAlert: () => send({ type: "user.dismissAlert" }),
    leave: () => send({ type: "user.leave" }),
    retry: () => send({ type: "user.retry" })
  }
}

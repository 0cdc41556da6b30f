/** The post form's view model: fields, picked images, the upload's progress, the dirty flag and handlers. */
import type { SnapshotFrom } from "xstate"
import { MAX_POST_IMAGES } from "../domain/constants.ts"
import type { PostWriteMachine } from "./postWrite.machine.ts"
import { POST_WRITE_COPY, type PickedImage, type PostWriteEvent } from "./postWrite.types.ts"

export interface PostWriteView {
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
  /** `2/5` */
  readonly imageCountLabel: string
  readonly canAddImage: boolean
  readonly isSubmitting: boolean
  /** 0…100 while uploading, else null. */
  readonly progressPercent: number | null
  readonly submitLabel: string
  readonly alert: string | null
  /** Something was typed or picked and not saved: confirm before leaving (`copy.leaveConfirm`). */
  readonly isDirty: boolean
  readonly copy: typeof POST_WRITE_COPY
  changeBoard(boardId: number): void
  changeTitle(value: string): void
  changeContents(value: string): void
  addImages(files: ReadonlyArray<PickedImage>): void
  removeImage(index: number): void
  submit(): void
  dismissAlert(): void
}

export const connectPostWrite = (snapshot: SnapshotFrom<PostWriteMachine>, send: (event: PostWriteEvent) => void): PostWriteView => {
  const c = snapshot.context
  const isSubmitting = snapshot.matches("submitting")
  const progressPercent = isSubmitting && c.progress !== null ? Math.round(c.progress * 100) : null
  return {
    boardId: c.boardId,
    title: c.title,
    contents: c.contents,
    images: c.images,
    imageCountLabel: `${c.images.length}/${MAX_POST_IMAGES}`,
    canAddImage: !isSubmitting && c.images.length < MAX_POST_IMAGES,
    isSubmitting,
    progressPercent,
    submitLabel: progressPercent !== null ? `${POST_WRITE_COPY.uploading} ${progressPercent}%` : POST_WRITE_COPY.submit,
    alert: c.alert,
    isDirty: !snapshot.matches("saved") && (c.title.trim() !== "" || c.contents.trim() !== "" || c.images.length > 0),
    copy: POST_WRITE_COPY,
    changeBoard: (boardId) => send({ type: "user.changeBoard", boardId }),
    changeTitle: (value) => send({ type: "user.changeTitle", value }),
    changeContents: (value) => send({ type: "user.changeContents", value }),
    addImages: (files) => send({ type: "user.addImages", files }),
    removeImage: (index) => send({ type: "user.removeImage", index }),
    submit: () => send({ type: "user.submit" }),
    dismissAlert: () => send({ type: "user.dismissAlert" })
  }
}

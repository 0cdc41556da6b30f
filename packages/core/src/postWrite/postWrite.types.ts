/** Types of the post form (`/post/write`): board, title, contents, up to 5 images; upload with progress. */
import type { ApiClient } from "../api/client.ts"
import { MAX_POST_IMAGES } from "../domain/constants.ts"
import type { Navigate } from "../ports.ts"

/** An image the member picked: a `Blob`/`File` with its type (checked) and name (shown). */
export type PickedImage = Blob & { readonly name?: string }

export interface PostWriteInput {
  /** The board the form starts on (the list's tab); 1 when absent. */
  readonly boardId?: number
}

export interface PostWriteContext {
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
  /** Upload progress 0…1 while submitting, else null. */
  readonly progress: number | null
  readonly alert: string | null
  /** The written post's id once saved. */
  readonly postId: number | null
}

export type PostWriteEvent =
  | { readonly type: "user.changeBoard"; readonly boardId: number }
  | { readonly type: "user.changeTitle"; readonly value: string }
  | { readonly type: "user.changeContents"; readonly value: string }
  | { readonly type: "user.addImages"; readonly files: ReadonlyArray<PickedImage> }
  | { readonly type: "user.removeImage"; readonly index: number }
  | { readonly type: "user.submit" }
  | { readonly type: "user.dismissAlert" }
  /** From the upload actor. */
  | { readonly type: "upload.progress"; readonly fraction: number }
  | { readonly type: "upload.done"; readonly postId: number }
  | { readonly type: "upload.failed"; readonly error: unknown }

export interface PostWritePorts {
  readonly api: ApiClient
  readonly navigate: Navigate
}

export interface WritePostInput {
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
}

/** Korean copy of the form (the spec gives only the rule: at most 5 images, image files only). */
export const POST_WRITE_COPY = {
  tooManyImages: `사진은 최대 ${MAX_POST_IMAGES}장까지 올릴 수 있어요.`,
  notAnImage: "이미지 파일만 올릴 수 있어요.",
  titleRequired: "제목을 입력해주세요.",
  contentsRequired: "내용을 입력해주세요.",
  submitFailed: "게시글을 등록하지 못했어요. 다시 시도해주세요.",
  imageRefused: "올릴 수 없는 사진이 있어요. 다른 사진으로 다시 시도해주세요.",
  leaveConfirm: "작성 중인 글이 있어요. 나가면 내용이 사라져요. 나갈까요?",
  submit: "등록",
  uploading: "올리는 중",
  titlePlaceholder: "제목",
  contentsPlaceholder: "내용을 입력해주세요"
} as const

/** Why picked files are refused, or null when they may be added. */
export const refuseImages = (current: number, files: ReadonlyArray<PickedImage>): string | null => {
  if (files.some((f) => !f.type.startsWith("image/"))) return POST_WRITE_COPY.notAnImage
  if (current + files.length > MAX_POST_IMAGES) return POST_WRITE_COPY.tooManyImages
  return null
}

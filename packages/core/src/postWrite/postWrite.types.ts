/** Types of the post form (`/post/write`, and `/post/edit/{postId}` for my post): board, title, contents, up to 5 images; upload with progress. */
import type { ApiClient } from "../api/client.ts"
import { MAX_POST_IMAGES } from "../domain/constants.ts"
import type { Navigate } from "../ports.ts"

/** An image the member picked: a `Blob`/`File` with its type (checked) and name (shown). */
export type PickedImage = Blob & { readonly name?: string }

export interface PostWriteInput {
  /** The board the form starts on (the list's tab); 1 when absent. */
  readonly boardId?: number
  /** Edit mode: my post to load and change (no draft is kept or offered). */
  readonly postId?: number | null
  /**
   * A new post filled in by another screen (the walk result's '인증글 쓰기': the route picture and
   * the figures). A kept draft is still offered: restoring it replaces these, discarding keeps them.
   */
  readonly prefill?: StoredPostDraft | null
}

/** What the form keeps while a new post is written, offered again when the form opens ('작성 중인 글이 있어요'). */
export interface StoredPostDraft {
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
  /**
   * The key of the draft's last send (`newSubmissionKey`), kept until the content changes: sent
   * again after a reload, a post whose answer was lost is answered, not written twice.
   */
  readonly submissionKey?: string | null
  /** The key's last send failed without an answer: it may have been written (`PostWriteContext.sentUnknown`). */
  readonly sentUnknown?: boolean
}

/** Where the draft of a new post is kept (the app: IndexedDB, so photos survive a reload). */
export interface PostDraftStore {
  load(): Promise<StoredPostDraft | null>
  save(draft: StoredPostDraft): void
  clear(): void
}

export interface PostWriteContext {
  /** Edit mode: the post being changed, else null. */
  readonly editId: number | null
  /** Edit mode: the post's current image URLs still kept, in order (new images follow them). */
  readonly kept: ReadonlyArray<string>
  /** Edit mode: the loaded post's fields, to tell whether anything changed. */
  readonly pristine: string | null
  /** A stored draft the form offers to restore. */
  readonly offer: StoredPostDraft | null
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
  /** Upload progress 0…1 while submitting, else null. */
  readonly progress: number | null
  readonly alert: string | null
  /** The written post's id once saved. */
  readonly postId: number | null
  /**
   * A new post's submission key: made by the first send, kept (with the draft) while the same
   * content is sent again, dropped when the content changes (`newSubmissionKey`).
   */
  readonly submissionKey: string | null
  /**
   * The last send with `submissionKey` got no answer (the network, a 5xx, a stopped upload): it may
   * have been written. The key then stays when the content changes, so a changed send cannot make a
   * second post: the server refuses the key for other content if the first was written (the form
   * then says the post is up), and writes the changed one under it if not.
   */
  readonly sentUnknown: boolean
  /** The field '등록' last found blank: marked invalid with its message until it is edited. */
  readonly invalidField: "title" | "contents" | null
}

export type PostWriteEvent =
  | { readonly type: "user.changeBoard"; readonly boardId: number }
  | { readonly type: "user.changeTitle"; readonly value: string }
  | { readonly type: "user.changeContents"; readonly value: string }
  | { readonly type: "user.addImages"; readonly files: ReadonlyArray<PickedImage> }
  /** Removes a picked image; `index` counts the kept images first (edit mode), then the new ones. */
  | { readonly type: "user.removeImage"; readonly index: number }
  | { readonly type: "user.restoreDraft" }
  | { readonly type: "user.discardDraft" }
  /** Back, a link or the hardware back: asks first when something is unsaved. */
  | { readonly type: "user.leave" }
  | { readonly type: "user.confirmLeave" }
  /** Leave and throw the draft away. */
  | { readonly type: "user.discardAndLeave" }
  | { readonly type: "user.stay" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.submit" }
  /** Stop the upload under way (slow or stalled): back to the form as it was. */
  | { readonly type: "user.cancelUpload" }
  | { readonly type: "user.dismissAlert" }
  /** From the upload actor. */
  | { readonly type: "upload.progress"; readonly fraction: number }
  | { readonly type: "upload.done"; readonly postId: number }
  | { readonly type: "upload.failed"; readonly error: unknown }

export interface PostWritePorts {
  readonly api: ApiClient
  readonly navigate: Navigate
  /** Keeps the draft of a new post; without it nothing is kept. */
  readonly drafts?: PostDraftStore
  /** Leaves the form (the screen goes back, or follows the link that was tapped). */
  readonly leave?: () => void
}

export interface WritePostInput {
  /** Edit mode: the post to change (with `kept`), else a new post is written. */
  readonly editId?: number | null
  readonly kept?: ReadonlyArray<string>
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<PickedImage>
  /** A new post's submission key (`PostWriteContext.submissionKey`). */
  readonly submissionKey?: string | null
}

/** Korean copy of the form (the spec gives only the rule: at most 5 images, image files only). */
export const POST_WRITE_COPY = {
  tooManyImages: `사진은 최대 ${MAX_POST_IMAGES}장까지 올릴 수 있어요.`,
  /** More were picked than there was room for: the first `n` were added. */
  tooManyImagesKept: (n: number) => `사진은 최대 ${MAX_POST_IMAGES}장까지 올릴 수 있어서 앞의 ${n}장만 담았어요.`,
  notAnImage: "이미지 파일만 올릴 수 있어요.",
  titleRequired: "제목을 입력해주세요.",
  contentsRequired: "내용을 입력해주세요.",
  submitFailed: "게시글을 등록하지 못했어요. 다시 시도해주세요.",
  /** No answer came (the network, a 5xx): the post may be there; the same send again cannot post it twice (decision 0013). */
  outcomeUnknown: "글이 등록됐는지 확인하지 못했어요. 다시 등록해도 두 번 올라가지 않아요.",
  /** A send whose answer was lost had written the post: the changed one was not sent as a second. */
  alreadyPosted: "앞서 보낸 글이 이미 등록됐어요. 게시판에서 확인하고, 바꿀 내용은 그 글을 수정해주세요.",
  cancelUpload: "올리기 취소",
  uploadCanceled: "올리기를 멈췄어요. 쓰던 글은 그대로 있어요. 등록하면 처음부터 다시 올려요.",
  /** The server refused a photo (413/415) that the device could not make small enough: why, and the limit (the server's `MAX_IMAGE_BYTES`). */
  imageRefused: "보낼 수 없는 사진이 있어요. 사진은 한 장에 10MB까지, JPEG·PNG·WebP·GIF·AVIF 파일만 올릴 수 있어요.",
  submit: "등록",
  save: "수정 완료",
  couldNotLoad: "게시글을 불러오지 못했어요.",
  notFound: "수정할 수 없는 게시글이에요.",
  /** The way out of `notFound`: the board. */
  notFoundAction: "목록으로",
  draftTitle: "작성 중인 글이 있어요",
  draftBody: "이어서 쓸까요?",
  draftRestore: "이어서 쓰기",
  draftDiscard: "새로 쓰기",
  leaveTitle: "글쓰기를 그만둘까요?",
  leaveBody: "나가도 쓰던 글은 임시 저장돼요. 다음에 글쓰기를 열면 이어서 쓸 수 있어요.",
  leaveEditTitle: "수정을 그만둘까요?",
  leaveEditBody: "고친 내용은 저장되지 않아요.",
  leave: "나가기",
  discardAndLeave: "삭제하고 나가기",
  stay: "계속 쓰기",
  uploading: "올리는 중",
  titlePlaceholder: "제목",
  contentsPlaceholder: "내용을 입력해주세요"
} as const

/**
 * Which of the picked `files` join the `current` photos, and what to tell the member: the image
 * files, in the order picked, as many as there is room for (a gallery pick of 8 keeps the first
 * that fit, not none); the alert says what was left out, or is null when nothing was.
 */
export const pickImages = (
  current: number,
  files: ReadonlyArray<PickedImage>
): { readonly take: ReadonlyArray<PickedImage>; readonly alert: string | null } => {
  const images = files.filter((f) => f.type.startsWith("image/"))
  const room = Math.max(0, MAX_POST_IMAGES - current)
  const take = images.slice(0, room)
  const alert =
    images.length < files.length
      ? POST_WRITE_COPY.notAnImage
      : take.length < images.length
        ? take.length > 0
          ? POST_WRITE_COPY.tooManyImagesKept(take.length)
          : POST_WRITE_COPY.tooManyImages
        : null
  return { take, alert }
}

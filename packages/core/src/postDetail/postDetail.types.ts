/** Types of the post detail (`/post/{postType}/{postId}`): the post, its like and its comments. */
import type { ApiClient } from "../api/client.ts"
import type { Navigate } from "../ports.ts"
import { EDITED_POST_LABEL, type CommentWriteResponse, type LikeResponse as LikeResponseSchema, type Post } from "../schema/community.ts"

export interface PostDetailInput {
  readonly postId: number
  /** The comment to open the post at, highlighted (from a notification). */
  readonly commentId?: number | null
  /**
   * The board the address names (`/post/{board}/{postId}`): once the post is loaded, an address
   * that named another board — a comment notification knows the post, not its board — is put right.
   */
  readonly board?: number | null
}

export interface PostDetailContext {
  readonly postId: number
  /** The post as last loaded, with the optimistic like applied while a like call runs. */
  readonly post: Post | null
  /** The like state before the running like call (restored when it fails). */
  readonly likeBefore: { readonly isLiked: boolean; readonly likesCount: number } | null
  /** What the running like call asks for; a tap meanwhile changes `post.isLiked`, sent once this call answers. */
  readonly likeSent: boolean | null
  /** The comment being typed. */
  readonly draft: string
  /** The comment being replied to (null: a new top-level comment). */
  readonly replyTo: number | null
  /** The message to show, cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /** The comment opened at (from a notification), highlighted. */
  readonly highlight: number | null
  /** The board the address names (`PostDetailInput.board`). */
  readonly board: number | null
  /** The comment whose deletion is being asked or sent. */
  readonly deleting: number | null
  /**
   * The comment's submission key (`newSubmissionKey`): made by its first send, kept while the same
   * text to the same comment is sent again (a retry after a lost answer is not a second comment).
   */
  readonly commentKey: string | null
  /** '등록' found the comment blank: the field is marked invalid with §5's words until it is typed in. */
  readonly blankSubmitted: boolean
  /** A comment was just written (said to screen readers: '댓글을 등록했어요.'); cleared by typing. */
  readonly written: boolean
}

export type PostDetailEvent =
  | { readonly type: "user.toggleLike" }
  | { readonly type: "user.changeComment"; readonly value: string }
  | { readonly type: "user.replyTo"; readonly commentId: number }
  | { readonly type: "user.cancelReply" }
  | { readonly type: "user.submitComment" }
  | { readonly type: "user.dismissAlert" }
  /** Load again after a failed load. */
  | { readonly type: "user.retry" }
  /** My post: ask, then delete it (the board list opens). */
  | { readonly type: "user.askDeletePost" }
  /** My comment: ask, then delete it. */
  | { readonly type: "user.askDeleteComment"; readonly commentId: number }
  | { readonly type: "user.confirmDelete" }
  | { readonly type: "user.cancelDelete" }

export interface PostDetailPorts {
  readonly api: ApiClient
  /** The comment's `createdAt` (the server decides; sent because §7 lists it). */
  readonly now?: () => Date
  /** Opens the board after my post was deleted. */
  readonly navigate?: Navigate
}

export interface LikeInput {
  readonly postId: number
  readonly liked: boolean
}
export interface CommentInput {
  readonly postId: number
  readonly contents: string
  readonly parentId: number | null
  readonly submissionKey: string
}
export type { CommentWriteResponse }
export type LikeResponse = typeof LikeResponseSchema.Type

/** Korean copy of the detail that the spec does not give. */
export const POST_DETAIL_COPY = {
  couldNotLoad: "게시글을 불러오지 못했어요.",
  notFound: "삭제되었거나 없는 게시글이에요.",
  retry: "다시 시도",
  likeFailed: "좋아요를 반영하지 못했어요. 잠시 후 다시 시도해주세요.",
  commentFailed: "댓글을 등록하지 못했어요. 다시 시도해주세요.",
  /** Said to screen readers once a comment is written (it appears in the list, off screen on a long post). */
  commentWritten: "댓글을 등록했어요.",
  /** No answer came (the network, a 5xx): the comment may be there; sending it again cannot add it twice (decision 0013). */
  commentUnknown: "댓글이 등록됐는지 확인하지 못했어요. 다시 등록해도 두 번 달리지 않아요.",
  /** The reply's comment was deleted meanwhile: the text stays, now as a comment of its own. */
  replyTargetGone: "답글을 달려던 댓글이 삭제됐어요. 쓴 내용은 일반 댓글로 남겨 두었어요.",
  /** Before the time of the author's last change. */
  edited: EDITED_POST_LABEL,
  commentPlaceholder: "댓글을 입력해주세요",
  replyPlaceholder: "답글을 입력해주세요",
  submit: "등록",
  submitting: "등록 중…",
  reply: "답글 달기",
  cancelReply: "답글 취소",
  edit: "수정",
  delete: "삭제",
  deletePostTitle: "게시글을 삭제할까요?",
  deletePostBody: "사진과 댓글도 함께 삭제되고, 되돌릴 수 없어요.",
  deleteCommentTitle: "댓글을 삭제할까요?",
  deleteCommentBody: "답글이 있으면 '삭제된 댓글이에요'로 남아요.",
  confirmDelete: "삭제",
  cancelDelete: "취소",
  deleting: "삭제 중…",
  deleteFailed: "삭제하지 못했어요. 잠시 후 다시 시도해주세요.",
  removedDeleted: "삭제된 댓글이에요",
  removedWithdrawn: "탈퇴한 회원의 댓글이에요",
  notFoundAction: "목록으로"
} as const

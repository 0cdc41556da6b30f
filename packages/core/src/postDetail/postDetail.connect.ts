/** The detail's view model: the post with formatted dates, the like button, the comment box and handlers. */
import type { SnapshotFrom } from "xstate"
import { formatKoreanDateTime } from "../domain/format.ts"
import { MESSAGES } from "../domain/messages.ts"
import { isEditedPost, type Comment, type Post } from "../schema/community.ts"
import type { PostDetailMachine } from "./postDetail.machine.ts"
import { loadState, notFoundState, type LoadState, type NotFound } from "../resource/loadable.ts"
import { POST_DETAIL_COPY, type PostDetailEvent } from "./postDetail.types.ts"

export interface CommentView {
  readonly id: number
  /** The text, or for a removed comment the line shown in its place ('삭제된 댓글이에요'). */
  readonly content: string
  /** Kept in its place without its text (it has replies): no author, no actions. */
  readonly removed: boolean
  /** Mine: the view offers '삭제'. */
  readonly canDelete: boolean
  /** Opened at from a notification: highlighted and scrolled to. */
  readonly isHighlighted: boolean
  readonly nickname: string
  readonly profileImageUrl: string | null
  readonly createdAtLabel: string
  /** This comment is the one being replied to. */
  readonly isReplyTarget: boolean
  readonly replies: ReadonlyArray<CommentView>
  reply(): void
  askDelete(): void
}

/** The confirmation dialog of a deletion, while asked or sent. */
export interface DeleteDialogView {
  readonly title: string
  readonly body: string
  readonly isDeleting: boolean
  confirm(): void
  cancel(): void
}

export interface PostDetailView {
  /** The post's load (`failed` offers `retry`; `notFound`: deleted or never there); the post itself is `post`. */
  readonly load: LoadState | NotFound
  /** My post: where '수정' leads, else null. */
  readonly editHref: string | null
  /** My post: '삭제' is offered. */
  readonly canDelete: boolean
  /** The open delete confirmation, or null. */
  readonly deleteDialog: DeleteDialogView | null
  readonly post: Post | null
  readonly createdAtLabel: string
  /** '수정됨 11월 26일 (목) 오전 5:41' when the author changed the post after writing it, else null. */
  readonly editedLabel: string | null
  readonly isLiked: boolean
  readonly likesCount: number
  readonly isLiking: boolean
  readonly commentsCount: number
  readonly comments: ReadonlyArray<CommentView>
  /** '댓글이 없을 때' (§8 'No comments to display.'), or null. */
  readonly emptyComments: string | null
  readonly draft: string
  readonly placeholder: string
  readonly replyingTo: { readonly id: number; readonly nickname: string } | null
  readonly isSubmitting: boolean
  readonly submitLabel: string
  readonly alert: string | null
  /** The comment field's problem ('댓글 내용을 입력해주세요.' after a blank '등록'), until it is typed in. */
  readonly commentError: string | null
  /** What a status region says: '댓글을 등록했어요.' once a comment is written, else null. */
  readonly commentStatus: string | null
  readonly copy: typeof POST_DETAIL_COPY
  toggleLike(): void
  changeComment(value: string): void
  submitComment(): void
  cancelReply(): void
  dismissAlert(): void
  retry(): void
  askDeletePost(): void
}

const findComment = (list: ReadonlyArray<Comment>, id: number): Comment | undefined => {
  for (const c of list) {
    if (c.id === id) return c
    const child = findComment(c.children, id)
    if (child) return child
  }
  return undefined
}

/** `now` dates the labels (`11월 26일 (목) 오전 5:41`, the year when not `now`'s). */
export const connectPostDetail = (
  snapshot: SnapshotFrom<PostDetailMachine>,
  send: (event: PostDetailEvent) => void,
  now: Date | number = Date.now()
): PostDetailView => {
  const c = snapshot.context
  const post = c.post
  const toView = (comment: Comment): CommentView => ({
    id: comment.id,
    content:
      comment.removed === "DELETED" ? POST_DETAIL_COPY.removedDeleted : comment.removed === "WITHDRAWN" ? POST_DETAIL_COPY.removedWithdrawn : comment.content,
    removed: comment.removed !== undefined,
    canDelete: comment.isMine === true && comment.removed === undefined,
    isHighlighted: c.highlight === comment.id,
    nickname: comment.nickname,
    profileImageUrl: comment.profileImageUrl,
    createdAtLabel: formatKoreanDateTime(comment.createdAt, now),
    isReplyTarget: c.replyTo === comment.id,
    replies: comment.children.map(toView),
    reply: () => send({ type: "user.replyTo", commentId: comment.id }),
    askDelete: () => send({ type: "user.askDeleteComment", commentId: comment.id })
  })
  const asking = snapshot.matches({ ready: { manage: "confirmingPost" } }) || snapshot.matches({ ready: { manage: "confirmingComment" } })
  const deletingNow = snapshot.matches({ ready: { manage: "deletingPost" } }) || snapshot.matches({ ready: { manage: "deletingComment" } })
  const aboutPost = snapshot.matches({ ready: { manage: "confirmingPost" } }) || snapshot.matches({ ready: { manage: "deletingPost" } })
  const deleteDialog: DeleteDialogView | null =
    asking || deletingNow
      ? {
          title: aboutPost ? POST_DETAIL_COPY.deletePostTitle : POST_DETAIL_COPY.deleteCommentTitle,
          body: aboutPost ? POST_DETAIL_COPY.deletePostBody : POST_DETAIL_COPY.deleteCommentBody,
          isDeleting: deletingNow,
          confirm: () => send({ type: "user.confirmDelete" }),
          cancel: () => send({ type: "user.cancelDelete" })
        }
      : null
  const comments = (post?.comments ?? []).map(toView)
  const target = c.replyTo !== null && post?.comments ? findComment(post.comments, c.replyTo) : undefined
  const isSubmitting = snapshot.matches({ ready: { comment: "submitting" } })
  return {
    load: snapshot.matches("notFound")
      ? notFoundState
      : loadState({ loading: snapshot.matches("loading"), failed: snapshot.matches("loadFailed"), hasData: post !== null }, () => send({ type: "user.retry" })),
    post,
    editHref: post?.isMine ? `/post/edit/${post.postId}` : null,
    canDelete: post?.isMine === true,
    deleteDialog,
    createdAtLabel: post ? formatKoreanDateTime(post.createdAt, now) : "",
    editedLabel: post && isEditedPost(post) ? `${POST_DETAIL_COPY.edited} ${formatKoreanDateTime(post.updatedAt, now)}` : null,
    isLiked: post?.isLiked ?? false,
    likesCount: post?.likesCount ?? 0,
    isLiking: snapshot.matches({ ready: { like: "liking" } }),
    commentsCount: post?.commentsCount ?? 0,
    comments,
    emptyComments: post && comments.length === 0 ? MESSAGES.emptyComments : null,
    draft: c.draft,
    placeholder: target ? POST_DETAIL_COPY.replyPlaceholder : POST_DETAIL_COPY.commentPlaceholder,
    replyingTo: target ? { id: target.id, nickname: target.nickname } : null,
    isSubmitting,
    submitLabel: isSubmitting ? POST_DETAIL_COPY.submitting : POST_DETAIL_COPY.submit,
    alert: c.alert,
    commentError: c.blankSubmitted ? MESSAGES.commentBlank : null,
    commentStatus: c.written ? POST_DETAIL_COPY.commentWritten : null,
    copy: POST_DETAIL_COPY,
    toggleLike: () => send({ type: "user.toggleLike" }),
    changeComment: (value) => send({ type: "user.changeComment", value }),
    submitComment: () => send({ type: "user.submitComment" }),
    cancelReply: () => send({ type: "user.cancelReply" }),
    dismissAlert: () => send({ type: "user.dismissAlert" }),
    retry: () => send({ type: "user.retry" }),
    askDeletePost: () => send({ type: "user.askDeletePost" })
  }
}

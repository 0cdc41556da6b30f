/** The detail's view model: the post with formatted dates, the like button, the comment box and handlers. */
import type { SnapshotFrom } from "xstate"
import { formatDateTime } from "../domain/format.ts"
import { MESSAGES } from "../domain/messages.ts"
import type { Comment, Post } from "../schema/community.ts"
import type { PostDetailMachine } from "./postDetail.machine.ts"
import { loadState, type LoadState } from "../resource/loadable.ts"
import { POST_DETAIL_COPY, type PostDetailEvent } from "./postDetail.types.ts"

export interface CommentView {
  readonly id: number
  readonly content: string
  readonly nickname: string
  readonly profileImageUrl: string | null
  readonly createdAtLabel: string
  /** This comment is the one being replied to. */
  readonly isReplyTarget: boolean
  readonly replies: ReadonlyArray<CommentView>
  reply(): void
}

export interface PostDetailView {
  /** The post's load (`failed` offers `retry`); the post itself is `post`. */
  readonly load: LoadState
  readonly post: Post | null
  readonly createdAtLabel: string
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
  readonly copy: typeof POST_DETAIL_COPY
  toggleLike(): void
  changeComment(value: string): void
  submitComment(): void
  cancelReply(): void
  dismissAlert(): void
  retry(): void
}

const findComment = (list: ReadonlyArray<Comment>, id: number): Comment | undefined => {
  for (const c of list) {
    if (c.id === id) return c
    const child = findComment(c.children, id)
    if (child) return child
  }
  return undefined
}

export const connectPostDetail = (snapshot: SnapshotFrom<PostDetailMachine>, send: (event: PostDetailEvent) => void): PostDetailView => {
  const c = snapshot.context
  const post = c.post
  const toView = (comment: Comment): CommentView => ({
    id: comment.id,
    content: comment.content,
    nickname: comment.nickname,
    profileImageUrl: comment.profileImageUrl,
    createdAtLabel: formatDateTime(comment.createdAt),
    isReplyTarget: c.replyTo === comment.id,
    replies: comment.children.map(toView),
    reply: () => send({ type: "user.replyTo", commentId: comment.id })
  })
  const comments = (post?.comments ?? []).map(toView)
  const target = c.replyTo !== null && post?.comments ? findComment(post.comments, c.replyTo) : undefined
  const isSubmitting = snapshot.matches({ ready: { comment: "submitting" } })
  return {
    load: loadState({ loading: snapshot.matches("loading"), failed: snapshot.matches("loadFailed"), hasData: post !== null }, () =>
      send({ type: "user.retry" })
    ),
    post,
    createdAtLabel: post ? formatDateTime(post.createdAt) : "",
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
    copy: POST_DETAIL_COPY,
    toggleLike: () => send({ type: "user.toggleLike" }),
    changeComment: (value) => send({ type: "user.changeComment", value }),
    submitComment: () => send({ type: "user.submitComment" }),
    cancelReply: () => send({ type: "user.cancelReply" }),
    dismissAlert: () => send({ type: "user.dismissAlert" }),
    retry: () => send({ type: "user.retry" })
  }
}

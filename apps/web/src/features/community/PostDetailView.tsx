import { useEffect, useRef, useState, type ReactElement } from "react"
import { Link } from "wouter"
import { MAX_COMMENT_LENGTH } from "@mungwalk/core/domain"
import type { CommentView, DeleteDialogView, PostDetailView as PostDetailModel } from "@mungwalk/core/postDetail"
import {
  Alert,
  Avatar,
  Button,
  Card,
  Modal,
  button,
  IconComment,
  IconHeart,
  IconHeartFilled,
  LoadFailed,
  Page,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden
} from "../../ui/index.ts"
import { FULL_WIDTH, pictureProps } from "../../ui/pictures.ts"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { visuallyHidden } from "../../ui/index.ts"
import * as css from "./community.css.ts"
import { PostNotFound } from "./PostNotFound.tsx"

export interface PostDetailViewProps {
  /** `connectPostDetail(...)`. */
  detail: PostDetailModel
}

/** The post's photos: one, or several swiped sideways (scroll snap) with a dot per photo. */
export const PostImages = ({ images, title }: { images: ReadonlyArray<string>; title: string }): ReactElement | null => {
  const [shown, setShown] = useState(0)
  if (images.length === 0) return null
  return (
    <div>
      <section
        className={css.gallery}
        aria-label={`${title} 사진 ${images.length}장`}
        tabIndex={images.length > 1 ? 0 : undefined}
        onScroll={(e) => setShown(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {images.map((src, i) => (
          <img key={src} src={src} {...pictureProps(src, FULL_WIDTH)} alt={`사진 ${i + 1}/${images.length}`} className={css.slide} />
        ))}
      </section>
      {images.length > 1 ? (
        <div className={css.dots} aria-hidden>
          {images.map((src, i) => (
            <span key={src} className={css.dot} data-state={i === shown ? "active" : "inactive"} />
          ))}
        </div>
      ) : null}
    </div>
  )
}

interface CommentLabels {
  readonly reply: string
  readonly delete: string
}

const CommentItem = ({ comment, labels }: { comment: CommentView; labels: CommentLabels }): ReactElement => (
  <li
    id={`comment-${comment.id}`}
    ref={comment.isHighlighted ? scrollIntoView : undefined}
    className={css.comment}
    aria-label={comment.removed ? comment.content : `${comment.nickname}의 댓글`}
  >
    <div
      className={css.commentBody}
      data-state={comment.isReplyTarget ? "target" : comment.isHighlighted ? "highlighted" : comment.removed ? "removed" : "idle"}
    >
      {comment.removed ? (
        <p className={css.removedComment}>{comment.content}</p>
      ) : (
        <>
          <span className={css.author}>
            <Avatar src={comment.profileImageUrl} alt="" size="sm" />
            <span className={css.authorName}>{comment.nickname}</span>
            <Text as="span" size="xs" tone="muted" numeric className={css.authorDate}>
              {comment.createdAtLabel}
            </Text>
          </span>
          <p className={css.contents}>{comment.content}</p>
          <span className={css.commentActions}>
            <button type="button" className={css.replyLink} onClick={comment.reply}>
              {labels.reply}
            </button>
            {comment.canDelete ? (
              <button type="button" className={css.deleteLink} onClick={comment.askDelete} aria-label={`내 댓글 ${labels.delete}`}>
                {labels.delete}
              </button>
            ) : null}
          </span>
        </>
      )}
    </div>
    {comment.replies.length > 0 ? (
      <ul className={css.replies} aria-label="답글">
        {comment.replies.map((r) => (
          <CommentItem key={r.id} comment={r} labels={labels} />
        ))}
      </ul>
    ) : null}
  </li>
)

/** The app's confirmation of a deletion (post or comment). */
export const DeleteDialog = ({ dialog, confirmLabel, cancelLabel }: { dialog: DeleteDialogView | null; confirmLabel: string; cancelLabel: string }) => (
  <Modal
    open={dialog !== null}
    role="alertdialog"
    title={dialog?.title ?? ""}
    description={dialog?.body}
    {...(dialog && !dialog.isDeleting ? { onClose: dialog.cancel } : {})}
    actions={
      <>
        <Button variant="outline" fullWidth onClick={dialog?.cancel} disabled={dialog?.isDeleting}>
          {cancelLabel}
        </Button>
        <Button variant="danger" fullWidth onClick={dialog?.confirm} loading={dialog?.isDeleting}>
          {confirmLabel}
        </Button>
      </>
    }
  />
)

/** The highlighted comment (opened from a notification) is scrolled into view when it is drawn. */
const scrollIntoView = (element: HTMLElement | null): void => element?.scrollIntoView({ block: "center" })

/** `/post/{type}/{id}`: photos, title, author, the text as written, the like button, the comment tree and the comment box. */
export const PostDetailView = ({ detail }: PostDetailViewProps): ReactElement => {
  const post = detail.post
  // '답글 달기' takes the member to the box, which now says whom it answers (typing goes there at once).
  const box = useRef<HTMLTextAreaElement>(null)
  const replyTo = detail.replyingTo?.id ?? null
  useEffect(() => {
    if (replyTo !== null) box.current?.focus()
  }, [replyTo])
  // A blank '등록' marks the field invalid; closing its alert puts the focus there (as every form does).
  const form = useFocusFirstInvalid<HTMLFormElement>(detail.alert !== null)
  if (detail.load.status === "notFound") return <PostNotFound message={detail.copy.notFound} actionLabel={detail.copy.notFoundAction} />
  if (detail.load.status === "failed") {
    return (
      <Page>
        <LoadFailed message={detail.copy.couldNotLoad} onRetry={detail.load.retry} retryLabel={detail.copy.retry} />
      </Page>
    )
  }
  if (!post) {
    return (
      <Page>
        <Skeleton height={240} label="게시글을 불러오는 중" />
        <Skeleton height={32} />
        <Skeleton height={96} />
      </Page>
    )
  }
  return (
    <>
      <Page>
        <article>
          <Stack gap="4">
            <PostImages images={post.imgList} title={post.title} />
            <Stack gap="2">
              <Text as="h1" size="xl" weight="bold">
                {post.title}
              </Text>
              <span className={css.author}>
                <Avatar src={post.profileImageUrl} alt="" size="sm" />
                <span className={css.authorName}>{post.nickname}</span>
                <Text as="time" size="xs" tone="muted" numeric dateTime={post.createdAt.toISOString()} className={css.authorDate}>
                  {detail.createdAtLabel}
                </Text>
              </span>
              {/* A line of its own (beside the author and the date it squeezed the nickname to a few letters), so no '·' leads it. */}
              {detail.editedLabel ? (
                <Text as="time" size="xs" tone="muted" numeric dateTime={post.updatedAt.toISOString()} data-part="edited">
                  {detail.editedLabel}
                </Text>
              ) : null}
            </Stack>
            <p className={css.contents}>{post.contents}</p>
            {detail.editHref || detail.canDelete ? (
              <div className={css.ownerActions}>
                {detail.editHref ? (
                  <Link href={detail.editHref} className={button({ size: "sm", variant: "outline" })} aria-label={`내 글 ${detail.copy.edit}`}>
                    {detail.copy.edit}
                  </Link>
                ) : null}
                {detail.canDelete ? (
                  <Button size="sm" variant="outline" onClick={detail.askDeletePost} aria-label={`내 글 ${detail.copy.delete}`}>
                    {detail.copy.delete}
                  </Button>
                ) : null}
              </div>
            ) : null}
            <div className={css.meta}>
              <button type="button" className={css.likeButton} aria-pressed={detail.isLiked} onClick={detail.toggleLike}>
                {detail.isLiked ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
                <VisuallyHidden>좋아요</VisuallyHidden>
                <span data-part="likes">{detail.likesCount}</span>
              </button>
              <span className={css.count}>
                <IconComment size={18} />
                <VisuallyHidden>댓글</VisuallyHidden>
                {detail.commentsCount}
              </span>
            </div>
          </Stack>
        </article>
        <Card padding="sm">
          <Stack gap="3">
            <Text as="h2" size="md" weight="bold">
              댓글 {detail.commentsCount}
            </Text>
            {detail.emptyComments ? (
              <Text tone="muted">{detail.emptyComments}</Text>
            ) : (
              <ul className={css.comments} aria-label="댓글 목록">
                {detail.comments.map((c) => (
                  <CommentItem key={c.id} comment={c} labels={detail.copy} />
                ))}
              </ul>
            )}
          </Stack>
        </Card>
      </Page>
      <form
        ref={form}
        className={css.commentBox}
        aria-label="댓글 쓰기"
        onSubmit={(e) => {
          e.preventDefault()
          detail.submitComment()
        }}
      >
        {detail.replyingTo ? (
          <div className={css.replyingTo}>
            <Text as="span" size="sm" weight="medium">
              {detail.replyingTo.nickname}님에게 답글
            </Text>
            <Button size="sm" variant="ghost" onClick={detail.cancelReply}>
              {detail.copy.cancelReply}
            </Button>
          </div>
        ) : null}
        {/* Always there, so a screen reader hears the text change: '댓글을 등록했어요.' once one is written. */}
        <p role="status" className={visuallyHidden}>
          {detail.commentStatus}
        </p>
        {detail.commentError ? (
          <Text id="comment-error" size="sm" tone="danger">
            {detail.commentError}
          </Text>
        ) : null}
        <div className={css.commentRow}>
          <textarea
            ref={box}
            className={css.textarea}
            rows={1}
            aria-label={detail.placeholder}
            placeholder={detail.placeholder}
            maxLength={MAX_COMMENT_LENGTH}
            value={detail.draft}
            // Not `disabled`: a field that is loses the focus to the page's top while the comment is sent.
            readOnly={detail.isSubmitting}
            aria-busy={detail.isSubmitting || undefined}
            aria-invalid={detail.commentError !== null || undefined}
            aria-describedby={detail.commentError ? "comment-error" : undefined}
            onChange={(e) => detail.changeComment(e.currentTarget.value)}
          />
          <Button type="submit" loading={detail.isSubmitting}>
            {detail.submitLabel}
          </Button>
        </div>
      </form>
      <DeleteDialog dialog={detail.deleteDialog} confirmLabel={detail.copy.confirmDelete} cancelLabel={detail.copy.cancelDelete} />
      <Alert message={detail.alert} onConfirm={detail.dismissAlert} />
    </>
  )
}

import { useState, type ReactElement } from "react"
import type { CommentView, PostDetailView as PostDetailModel } from "@mungwalk/core/postDetail"
import {
  Alert,
  Avatar,
  Button,
  Card,
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
import * as css from "./community.css.ts"

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

const CommentItem = ({ comment, replyLabel }: { comment: CommentView; replyLabel: string }): ReactElement => (
  <li className={css.comment} aria-label={`${comment.nickname}의 댓글`}>
    <div className={css.commentBody} data-state={comment.isReplyTarget ? "target" : "idle"}>
      <span className={css.author}>
        <Avatar src={comment.profileImageUrl} alt="" size="sm" />
        <span className={css.authorName}>{comment.nickname}</span>
        <Text as="span" size="xs" tone="muted" numeric>
          {comment.createdAtLabel}
        </Text>
      </span>
      <p className={css.contents}>{comment.content}</p>
      <button type="button" className={css.replyLink} onClick={comment.reply}>
        {replyLabel}
      </button>
    </div>
    {comment.replies.length > 0 ? (
      <ul className={css.replies} aria-label="답글">
        {comment.replies.map((r) => (
          <CommentItem key={r.id} comment={r} replyLabel={replyLabel} />
        ))}
      </ul>
    ) : null}
  </li>
)

/** `/post/{type}/{id}`: photos, title, author, the text as written, the like button, the comment tree and the comment box. */
export const PostDetailView = ({ detail }: PostDetailViewProps): ReactElement => {
  const post = detail.post
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
                <Text as="time" size="xs" tone="muted" numeric dateTime={post.createdAt.toISOString()}>
                  {detail.createdAtLabel}
                </Text>
              </span>
            </Stack>
            <p className={css.contents}>{post.contents}</p>
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
                  <CommentItem key={c.id} comment={c} replyLabel={detail.copy.reply} />
                ))}
              </ul>
            )}
          </Stack>
        </Card>
      </Page>
      <form
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
        <div className={css.commentRow}>
          <textarea
            className={css.textarea}
            rows={1}
            aria-label={detail.placeholder}
            placeholder={detail.placeholder}
            value={detail.draft}
            disabled={detail.isSubmitting}
            onChange={(e) => detail.changeComment(e.currentTarget.value)}
          />
          <Button type="submit" loading={detail.isSubmitting}>
            {detail.submitLabel}
          </Button>
        </div>
      </form>
      <Alert message={detail.alert} onConfirm={detail.dismissAlert} />
    </>
  )
}

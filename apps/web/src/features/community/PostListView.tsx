import { memo, type ReactElement } from "react"
import { Link } from "wouter"
import { EDITED_POST_LABEL, MESSAGES, formatKoreanDateTime, isEditedPost, type Post } from "@mungwalk/core"
import type { PagedLoadable } from "@mungwalk/core/pagedList"
import {
  Avatar,
  Button,
  EmptyState,
  IconComment,
  IconCommunity,
  IconHeart,
  IconPencil,
  LoadFailed,
  button,
  Page,
  Skeleton,
  Spinner,
  Stack,
  Text
} from "../../ui/index.ts"
import { pictureProps, squareCover } from "../../ui/pictures.ts"
import { sameRowProps } from "../../ui/sameRow.ts"
import { useReportScroll } from "../../ui/useReportScroll.ts"
import { BOARDS } from "./board.ts"
import * as css from "./community.css.ts"

export interface PostListViewProps {
  /** The board shown (1 산책 인증, 2 정보 공유). */
  boardId: number
  /** The board's paged list (§9). */
  posts: PagedLoadable<Post>
  /** The page's clock: a date of another year is shown with its year (`formatKoreanDateTime`). */
  now: Date
  /** A card was tapped (before its post opens): the screen keeps the list for the way back. */
  onOpenPost?: () => void
}

/** The posts a phone shows before scrolling: their photos load at once (one is the page's largest paint). */
const POSTS_ON_FIRST_SCREEN = 4

/** One post: the first image, title, author with avatar, date, like and comment counts. Drawn again only when its props change (`sameRowProps`). */
export const PostCard = memo(
  ({ post, now, eager = false }: { post: Post; now: Date; eager?: boolean }): ReactElement => (
    <Link href={`/post/${post.boardId}/${post.postId}`} className={css.postCard} data-image={post.img ? "some" : "none"}>
      <div className={css.cardBody}>
        <span className={css.cardTitle}>{post.title}</span>
        <span className={css.author}>
          <Avatar src={post.profileImageUrl} alt="" size="sm" />
          <span className={css.authorName}>{post.nickname}</span>
        </span>
        <span className={css.meta}>
          <time dateTime={post.updatedAt.toISOString()}>
            {formatKoreanDateTime(post.updatedAt, now)}
            {isEditedPost(post) ? ` · ${EDITED_POST_LABEL}` : ""}
          </time>
          <span className={css.counts}>
            <span className={css.count} role="img" aria-label={`좋아요 ${post.likesCount}개`}>
              <IconHeart size={14} />
              {post.likesCount}
            </span>
            <span className={css.count} role="img" aria-label={`댓글 ${post.commentsCount}개`}>
              <IconComment size={14} />
              {post.commentsCount}
            </span>
          </span>
        </span>
      </div>
      {post.img ? (
        <img src={post.img} {...pictureProps(post.img, squareCover(css.THUMB_PX))} alt="" className={css.thumb} loading={eager ? "eager" : "lazy"} />
      ) : null}
    </Link>
  ),
  sameRowProps
)

/** `/post/{type}`: the board tabs, a write button, the cards; the next page loads near the bottom (§9). */
export const PostListView = ({ boardId, posts, now, onOpenPost }: PostListViewProps): ReactElement => {
  useReportScroll(posts)
  return (
    <Page>
      <nav className={css.tabs} aria-label="게시판">
        {BOARDS.map((b) => (
          <Link
            key={b.id}
            href={`/post/${b.id}`}
            className={css.tab}
            data-state={b.id === boardId ? "active" : "inactive"}
            aria-current={b.id === boardId ? "page" : undefined}
          >
            {b.title}
          </Link>
        ))}
      </nav>
      <div className={css.listHeader}>
        <Text as="h1" size="lg" weight="bold">
          {BOARDS.find((b) => b.id === boardId)?.title ?? ""}
        </Text>
        <Link href={`/post/write?board=${boardId}`} className={button({ size: "sm", pill: true })}>
          <IconPencil size={18} />
          글쓰기
        </Link>
      </div>
      {posts.status === "loading" ? (
        <Stack gap="3">
          <Skeleton height={112} label="게시글을 불러오는 중" />
          <Skeleton height={112} />
          <Skeleton height={112} />
        </Stack>
      ) : posts.status === "failed" ? (
        <LoadFailed message="게시글을 불러오지 못했어요." onRetry={posts.retry} />
      ) : posts.status === "empty" ? (
        <EmptyState icon={<IconCommunity size={40} />} message={MESSAGES.emptyPosts} />
      ) : (
        <>
          <ul className={css.postList} aria-label="게시글 목록" aria-busy={posts.reloading || posts.loadingMore} onClickCapture={onOpenPost}>
            {posts.data.map((post, i) => (
              <li key={post.postId}>
                <PostCard post={post} now={now} eager={i < POSTS_ON_FIRST_SCREEN} />
              </li>
            ))}
          </ul>
          <div className={css.listFooter}>
            {posts.loadingMore ? (
              <Spinner size={24} label="게시글을 더 불러오는 중" />
            ) : posts.moreFailed ? (
              <Button variant="ghost" onClick={posts.loadMore}>
                게시글을 더 불러오지 못했어요. 다시 시도
              </Button>
            ) : posts.end ? (
              <Text size="sm" tone="muted">
                마지막 게시글이에요.
              </Text>
            ) : null}
          </div>
        </>
      )}
    </Page>
  )
}

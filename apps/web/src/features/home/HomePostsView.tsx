/**
 * Home's latest walk-certification posts (pure, props only): a member's 3 latest, with a link to
 * the board; skeletons while they load, a retry when they could not be read.
 */
import type { ReactElement } from "react"
import { Link } from "wouter"
import { HOME_COPY, MESSAGES } from "@mungwalk/core"
import type { HomePostCard } from "@mungwalk/core/home"
import type { Loadable } from "@mungwalk/core/resource"
import { Card, IconCamera, LoadFailed, PageSection, Skeleton, Stack, Text } from "../../ui/index.ts"
import { pictureProps, squareCover } from "../../ui/pictures.ts"
import * as css from "./HomeView.css.ts"

const LatestPosts = ({ posts }: { posts: Loadable<ReadonlyArray<HomePostCard>> }): ReactElement => {
  if (posts.status === "loading") {
    return (
      <Stack gap="2">
        <Skeleton height={72} label="산책 인증 글을 불러오는 중" />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    )
  }
  if (posts.status === "failed") return <LoadFailed message={HOME_COPY.postsFailed} onRetry={posts.retry} />
  if (posts.status === "empty")
    return (
      <Card tone="muted">
        <Text tone="muted" align="center">
          {MESSAGES.emptyPosts}
        </Text>
      </Card>
    )
  return (
    <ul className={css.postList} aria-label="최신 산책 인증 글">
      {posts.data.map((p) => (
        <li key={p.postId}>
          <Link href={p.href} className={css.postCard}>
            {p.img ? (
              <img className={css.postThumb} src={p.img} {...pictureProps(p.img, squareCover(css.POST_THUMB_PX))} alt="" loading="lazy" />
            ) : (
              <span className={css.postThumb} aria-hidden>
                <IconCamera size={22} />
              </span>
            )}
            <span className={css.postText}>
              <span className={css.postTitle}>{p.title}</span>
              {/* The author and the date each on a line of their own: at 360 px one line cut the date off. */}
              <span className={css.postMeta}>{p.nickname}</span>
              <span className={css.postMeta}>{p.dateLabel}</span>
            </span>
            <span className={css.postCounts}>
              <span role="img" aria-label={`좋아요 ${p.likesCount}`}>
                ♥ {p.likesCount}
              </span>
              <span>댓글 {p.commentsCount}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The section, with its '더보기' to the board. */
export const HomePostsView = ({ posts }: { posts: Loadable<ReadonlyArray<HomePostCard>> }): ReactElement => (
  <PageSection
    title={HOME_COPY.latestPostsTitle}
    action={
      <Link href="/post/1" className={css.inlineLink}>
        {HOME_COPY.more}
      </Link>
    }
  >
    <LatestPosts posts={posts} />
  </PageSection>
)

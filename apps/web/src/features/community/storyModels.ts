/**
 * View models for the community and notification stories, made by the core's own `connect`
 * functions from machine snapshots (`resolveState`), so every story shows a reachable state.
 */
import type { Comment, Notification, Post } from "@mungwalk/core"
import { connectNotifications, notificationsMachine, type NotificationsContext, type NotificationsView } from "@mungwalk/core/notifications"
import { POST_LIST_INPUT, connectPagedLoadable, pagedListMachine, type PagedListContext, type PagedLoadable } from "@mungwalk/core/pagedList"
import { connectPostDetail, postDetailMachine, type PostDetailContext, type PostDetailView } from "@mungwalk/core/postDetail"
import { connectPostWrite, postWriteMachine, type PostWriteContext, type PostWriteEvent, type PostWriteView } from "@mungwalk/core/postWrite"
import { art } from "../../ui/theme.css.ts"
import { memberPhoto, portrait } from "../../fixtures.ts"

const ignore = () => {}

/** "Now" of the stories (the cards' relative dates). */
export const storyNow = new Date("2026-11-21T12:00:00Z")

/** A drawn landscape "photo" as a data URL (no server in stories). */
export const storyPhoto = (sky: string, ground: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${sky}"/><rect y="190" width="400" height="110" fill="${ground}"/><circle cx="310" cy="70" r="34" fill="${art.cF7B955}"/><ellipse cx="170" cy="200" rx="60" ry="38" fill="${art.cB86B35}"/><circle cx="225" cy="170" r="30" fill="${art.cB86B35}"/></svg>`
  )}`

export const photos = [storyPhoto(art.cCFE8D7, art.c2E7D32), storyPhoto(art.cFFF1E6, art.cE0A86C), storyPhoto(art.cF6EEE6, art.c34A853)]

const avatars = [memberPhoto, portrait(art.cFFF4E6, art.cE0A86C, art.c8A5A33), portrait(art.cEADFD4, art.cF3DCC2, art.c8A5A10)]

export const storyPost = (n: number, extra: Partial<Post> = {}): Post => ({
  boardId: 1,
  postId: n,
  title: [`한강공원 산책 인증 ${n}`, `오늘은 콩이랑 두 바퀴! ${n}`, `비 온 뒤 산책길 ${n}`][n % 3]!,
  contents: "오늘 날씨가 좋아서 한강까지 걸었어요.\n콩이가 신나서 계속 뛰었답니다.\n\n다음에 같이 산책해요!",
  nickname: ["산책왕콩이맘", "보리아빠", "두부네"][n % 3]!,
  profileImageUrl: avatars[n % 3]!,
  img: n % 4 === 3 ? null : photos[n % 3]!,
  imgList: n % 4 === 3 ? [] : [photos[n % 3]!],
  createdAt: new Date(storyNow.getTime() - n * 37 * 60_000),
  updatedAt: new Date(storyNow.getTime() - n * 37 * 60_000),
  likesCount: (n * 7) % 23,
  commentsCount: (n * 3) % 9,
  isLiked: false,
  boardType: "산책 인증",
  ...extra
})

export const storyPosts = (count: number, from = 1): ReadonlyArray<Post> => Array.from({ length: count }, (_, i) => storyPost(from + i))

// ── the board list ─────────────────────────────────────────────────────────────────────────────

type ListValue = "loading" | "failure" | "end" | "empty" | { ready: "still" | "loadingMore" | "moreFailure" }

/** The post list machine in `value` holding `items`. */
export const postListIn = (value: ListValue, items: ReadonlyArray<Post> = [], retry: () => void = ignore): PagedLoadable<Post> => {
  const context: PagedListContext<Post> = {
    config: { firstPage: 0, end: "shorterThanPage", ...POST_LIST_INPUT } as PagedListContext<Post>["config"],
    items,
    nextPage: Math.ceil(items.length / 15),
    distanceFromBottom: Number.POSITIVE_INFINITY,
    rechecksLeft: 0,
    error: value === "failure" || (typeof value === "object" && value.ready === "moreFailure") ? "HTTP 500" : null
  }
  return connectPagedLoadable<Post>(pagedListMachine.resolveState({ value, context }), (e) => (e.type === "user.retry" ? retry() : undefined))
}

// ── the detail ─────────────────────────────────────────────────────────────────────────────────

const comment = (id: number, content: string, who: number, children: ReadonlyArray<Comment> = [], parentId: number | null = null): Comment => ({
  id,
  content,
  nickname: ["보리아빠", "두부네", "산책왕콩이맘"][who % 3]!,
  profileImageUrl: avatars[(who + 1) % 3]!,
  createdAt: new Date(storyNow.getTime() - (10 - id) * 60_000),
  parentId,
  count: children.length,
  children
})

export const storyComments: ReadonlyArray<Comment> = [
  comment(1, "콩이 너무 귀여워요! 어디 공원인가요?", 0, [comment(3, "여의도 한강공원이에요 :)", 2, [], 1), comment(4, "저도 가봐야겠어요", 1, [], 1)]),
  comment(2, "다음 주말에 같이 산책해요", 1)
]

type Manage = "idle" | "confirmingPost" | "deletingPost" | "confirmingComment" | "deletingComment" | "reloading"
type DetailValue =
  | "loading"
  | "loadFailed"
  | "notFound"
  | { ready: { like: "idle" | "liking"; comment: "editing" | "submitting" | "reloading"; manage?: Manage } }

export const postDetailIn = (value: DetailValue, post: Post | null, context: Partial<PostDetailContext> = {}): PostDetailView =>
  connectPostDetail(
    postDetailMachine.resolveState({
      value: typeof value === "object" ? { ready: { manage: "idle", ...value.ready } } : value,
      context: {
        postId: post?.postId ?? 1,
        post,
        likeBefore: null,
        likeSent: null,
        draft: "",
        replyTo: null,
        alert: null,
        highlight: null,
        board: null,
        deleting: null,
        commentKey: null,
        blankSubmitted: false,
        written: false,
        ...context
      }
    }),
    ignore
  )

export const readyDetail = { ready: { like: "idle", comment: "editing" } } as const

// ── the form ───────────────────────────────────────────────────────────────────────────────────

/** `count` small PNG-typed blobs of a drawn photo (previews render from object URLs). */
export const pickedPhotos = (count: number): ReadonlyArray<Blob & { name: string }> =>
  Array.from({ length: count }, (_, i) => {
    const svg = decodeURIComponent(photos[i % 3]!.slice("data:image/svg+xml,".length))
    return Object.assign(new Blob([svg], { type: "image/svg+xml" }), { name: `photo-${i + 1}.svg` })
  })

export const postWriteIn = (
  value: "editing" | "submitting" | "offeringDraft" | "confirmingLeave" | "loadingPost" | "loadFailed" | "notFound",
  context: Partial<PostWriteContext> = {},
  send: (event: PostWriteEvent) => void = ignore
): PostWriteView =>
  connectPostWrite(
    postWriteMachine.resolveState({
      value,
      context: {
        editId: null,
        pristine: null,
        kept: [],
        offer: null,
        boardId: 1,
        title: "",
        contents: "",
        images: [],
        progress: null,
        alert: null,
        postId: null,
        submissionKey: null,
        sentUnknown: false,
        invalidField: null,
        ...context
      }
    }),
    send
  )

// ── notifications ──────────────────────────────────────────────────────────────────────────────

export const storyNotifications: ReadonlyArray<Notification> = [
  {
    id: 3,
    commenterNickname: "보리아빠",
    commentContent: "다음 주말에 같이 산책해요",
    read: false,
    postId: 1,
    createdAt: new Date(storyNow.getTime() - 4 * 60_000)
  },
  {
    id: 2,
    commenterNickname: "두부네",
    commentContent: "콩이 너무 귀여워요! 어디 공원인가요?",
    read: false,
    postId: 4,
    boardId: 2,
    createdAt: new Date(storyNow.getTime() - 3 * 3_600_000)
  },
  { id: 1, commenterNickname: "산책왕콩이맘", commentContent: "좋은 정보 감사합니다", read: true, postId: 2, createdAt: new Date("2026-11-02T09:30:00Z") }
]

type PageValue = "outside" | { inside: "loading" | "showing" | "failed" }

export const notificationsIn = (page: PageValue, context: Partial<NotificationsContext> = {}, retry: () => void = ignore): NotificationsView =>
  connectNotifications(
    notificationsMachine.resolveState({
      value: { live: {}, flag: "idle", page },
      context: { unread: false, items: [], path: page === "outside" ? "/" : "/notification", ...context }
    }),
    (e) => (e.type === "user.retry" ? retry() : undefined),
    storyNow
  )

/** The notifications view model: the top bar's flag, and the page's list (newest first) with labels. */
import type { SnapshotFrom } from "xstate"
import { formatKoreanDateTime, formatTimeAgo } from "../domain/format.ts"
import type { NotificationsMachine } from "./notifications.machine.ts"
import { loadState, type LoadState } from "../resource/loadable.ts"
import { NOTIFICATIONS_COPY, type NotificationsEvent } from "./notifications.types.ts"

export interface NotificationItemView {
  readonly id: number
  readonly title: string
  readonly content: string
  readonly read: boolean
  /**
   * `/post/{boardId}/{postId}` when the notification names its post (board 1 when the server does
   * not say: the detail puts it under its own board), with `?comment={id}` to open it at the comment, highlighted.
   */
  readonly href: string | null
  /** When the comment was written, '5분 전' (null when the server did not say). */
  readonly timeLabel: string | null
  /** The same moment in full for a `<time>` element's title: `"11월 26일 (목) 오전 5:41"`. */
  readonly timeTitle: string | null
  /** ISO 8601, for a `<time>` element's `dateTime`. */
  readonly dateTime: string | null
}

export interface NotificationsView {
  /** The top bar's icon state. */
  readonly hasUnread: boolean
  readonly iconLabel: string
  /** The page's load: `loading` with no items yet, `ready` (`reloading` over the items shown), `failed` with `retry`. */
  readonly load: LoadState
  readonly items: ReadonlyArray<NotificationItemView>
  /** The empty-list text, or null. */
  readonly empty: string | null
  readonly copy: typeof NOTIFICATIONS_COPY
  retry(): void
}

/** `now` dates the items' '5분 전' (passed in, so views stay pure and tests fixed). */
export const connectNotifications = (
  snapshot: SnapshotFrom<NotificationsMachine>,
  send: (event: NotificationsEvent) => void,
  now: Date | number = Date.now()
): NotificationsView => {
  const c = snapshot.context
  const showing = snapshot.matches({ page: { inside: "showing" } })
  return {
    hasUnread: c.unread,
    iconLabel: c.unread ? NOTIFICATIONS_COPY.unreadLabel : NOTIFICATIONS_COPY.noUnreadLabel,
    load: loadState(
      { loading: snapshot.matches({ page: { inside: "loading" } }), failed: snapshot.matches({ page: { inside: "failed" } }), hasData: c.items.length > 0 },
      () => send({ type: "user.retry" })
    ),
    items: c.items.map((n) => ({
      id: n.id,
      title: n.reply ? NOTIFICATIONS_COPY.replied(n.commenterNickname) : NOTIFICATIONS_COPY.commented(n.commenterNickname),
      content: n.commentContent,
      read: n.read,
      href: n.postId === undefined ? null : `/post/${n.boardId ?? 1}/${n.postId}${n.commentId === undefined ? "" : `?comment=${n.commentId}`}`,
      timeLabel: n.createdAt === undefined ? null : formatTimeAgo(n.createdAt, now),
      timeTitle: n.createdAt === undefined ? null : formatKoreanDateTime(n.createdAt, now),
      dateTime: n.createdAt === undefined ? null : n.createdAt.toISOString()
    })),
    empty: showing && c.items.length === 0 ? NOTIFICATIONS_COPY.empty : null,
    copy: NOTIFICATIONS_COPY,
    retry: () => send({ type: "user.retry" })
  }
}

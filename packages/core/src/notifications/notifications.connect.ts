/** The notifications view model: the top bar's flag, and the page's list (newest first) with labels. */
import type { SnapshotFrom } from "xstate"
import type { NotificationsMachine } from "./notifications.machine.ts"
import { loadState, type LoadState } from "../resource/loadable.ts"
import { NOTIFICATIONS_COPY, type NotificationsEvent } from "./notifications.types.ts"

export interface NotificationItemView {
  readonly id: number
  readonly title: string
  readonly content: string
  readonly read: boolean
  /**
   * `/post/1/{postId}` when the notification names its post (the board is not known here: the
   * detail does not depend on it), with `?comment={id}` to open it at the comment, highlighted.
   */
  readonly href: string | null
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

export const connectNotifications = (snapshot: SnapshotFrom<NotificationsMachine>, send: (event: NotificationsEvent) => void): NotificationsView => {
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
      href: n.postId === undefined ? null : `/post/1/${n.postId}${n.commentId === undefined ? "" : `?comment=${n.commentId}`}`
    })),
    empty: showing && c.items.length === 0 ? NOTIFICATIONS_COPY.empty : null,
    copy: NOTIFICATIONS_COPY,
    retry: () => send({ type: "user.retry" })
  }
}

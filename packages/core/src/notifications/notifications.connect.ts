/** The notifications view model: the top bar's flag, and the page's list (newest first) with labels. */
import type { SnapshotFrom } from "xstate"
import type { NotificationsMachine } from "./notifications.machine.ts"
import { NOTIFICATIONS_COPY, type NotificationsEvent } from "./notifications.types.ts"

export interface NotificationItemView {
  readonly id: number
  readonly title: string
  readonly content: string
  readonly read: boolean
  /** `/post/1/{postId}` when the notification names its post (the board is not known here: the detail does not depend on it). */
  readonly href: string | null
}

export interface NotificationsView {
  /** The top bar's icon state. */
  readonly hasUnread: boolean
  readonly iconLabel: string
  readonly isLoading: boolean
  readonly loadFailed: boolean
  readonly items: ReadonlyArray<NotificationItemView>
  /** The empty-list text, or null. */
  readonly empty: string | null
  readonly copy: typeof NOTIFICATIONS_COPY
  retry(): void
}

export const connectNotifications = (
  snapshot: SnapshotFrom<NotificationsMachine>,
  send: (event: NotificationsEvent) => void
): NotificationsView => {
  const c = snapshot.context
  const showing = snapshot.matches({ page: { inside: "showing" } })
  return {
    hasUnread: c.unread,
    iconLabel: c.unread ? NOTIFICATIONS_COPY.unreadLabel : NOTIFICATIONS_COPY.noUnreadLabel,
    isLoading: snapshot.matches({ page: { inside: "loading" } }),
    loadFailed: snapshot.matches({ page: { inside: "failed" } }),
    items: c.items.map((n) => ({
      id: n.id,
      title: NOTIFICATIONS_COPY.commented(n.commenterNickname),
      content: n.commentContent,
      read: n.read,
      href: n.postId === undefined ? null : `/post/1/${n.postId}`
    })),
    empty: showing && c.items.length === 0 ? NOTIFICATIONS_COPY.empty : null,
    copy: NOTIFICATIONS_COPY,
    retry: () => send({ type: "user.retry" })
  }
}

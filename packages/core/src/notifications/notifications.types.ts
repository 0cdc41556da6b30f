/** Types of the notifications feature: the top bar's unread flag (app-wide) and the `/notification` page. */
import type { ApiClient } from "../api/client.ts"
import type { NotificationStream } from "../ports.ts"
import type { Notification } from "../schema/notification.ts"

export const NOTIFICATION_PAGE = "/notification"

export interface NotificationsContext {
  /** The top bar's flag: unread notifications exist. */
  readonly unread: boolean
  /** The list, newest first (the server answers oldest first; §7 "reversed for display"). */
  readonly items: ReadonlyArray<Notification>
  /** The current app path (from `route.changed` / `nav.changed`). */
  readonly path: string | null
}

export type NotificationsEvent =
  | { readonly type: "route.changed"; readonly path: string }
  | { readonly type: "nav.changed"; readonly path: string }
  /** From the stream port. */
  | { readonly type: "stream.unread"; readonly unread: boolean }
  /** Load the list again after a failed load. */
  | { readonly type: "user.retry" }
  /** Internal: check the flag after the page marked everything read. */
  | { readonly type: "flag.refresh" }

export interface NotificationsPorts {
  readonly api: ApiClient
  readonly stream: NotificationStream
}

/** Korean copy the spec does not give. */
export const NOTIFICATIONS_COPY = {
  title: "알림",
  empty: "새로운 알림이 없어요.",
  couldNotLoad: "알림을 불러오지 못했어요.",
  retry: "다시 시도",
  unreadLabel: "읽지 않은 알림이 있어요",
  noUnreadLabel: "알림",
  /** Said before an unread notification (its tint is not seen by everyone). */
  unreadItem: "새 알림",
  commented: (nickname: string) => `${nickname}님이 댓글을 남겼어요.`,
  replied: (nickname: string) => `${nickname}님이 답글을 남겼어요.`
} as const

/**
 * Notifications (§2 top bar icon and `/notification`, §4): one session-long actor. Send it every
 * navigation (`route.changed` / `nav.changed`): it checks the unread flag each time, loads the
 * list (newest first) on `/notification`, and marks all read when that page is left, then refreshes
 * the flag. Live changes come from the `NotificationStream` port (`createNotificationStream` over
 * `EventSource`, with tickets and reconnect backoff).
 * `createActor(provideNotificationsMachine({ api, stream })).start()`, render `connectNotifications`.
 */
export { notificationsMachine } from "./notifications.machine.ts"
export type { NotificationsMachine } from "./notifications.machine.ts"
export { createNotificationsImplementations, provideNotificationsMachine } from "./notifications.actors.ts"
export { connectNotifications } from "./notifications.connect.ts"
export type { NotificationItemView, NotificationsView } from "./notifications.connect.ts"
export { createNotificationStream } from "./notifications.stream.ts"
export type { EventSourceLike, NotificationStreamOptions } from "./notifications.stream.ts"
export { NOTIFICATION_PAGE, NOTIFICATIONS_COPY } from "./notifications.types.ts"
export type { NotificationsContext, NotificationsEvent, NotificationsPorts } from "./notifications.types.ts"

/** The notifications' calls and stream: `notificationsMachine.provide(createNotificationsImplementations({ api, stream }))`. */
import { fromCallback, type EventObject } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import type { Notification } from "../schema/notification.ts"
import { notificationsMachine } from "./notifications.machine.ts"
import type { NotificationsEvent, NotificationsPorts } from "./notifications.types.ts"

export const createNotificationsImplementations = ({ api, stream }: NotificationsPorts) => ({
  actors: {
    watchUnread: fromCallback<EventObject>(({ sendBack }) =>
      stream.subscribe((unread) => sendBack({ type: "stream.unread", unread } satisfies NotificationsEvent))
    ),
    checkUnread: fromApiCall<boolean, void>(({ signal }) => api.call("checkNotifications", undefined, { signal })),
    loadNotifications: fromApiCall<ReadonlyArray<Notification>, void>(({ signal }) => api.call("notifications", undefined, { signal })),
    readAll: fromApiCall<void, void>(({ signal }) => api.call("readAllNotifications", undefined, { signal }))
  }
})

export const provideNotificationsMachine = (ports: NotificationsPorts) => notificationsMachine.provide(createNotificationsImplementations(ports))

/** Notifications over the real client, a fake server and a fake stream port. */
import { createActor, type InspectionEvent } from "xstate"
import type { NotificationStream } from "../ports.ts"
import type { Notification } from "../schema/notification.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { provideNotificationsMachine } from "./notifications.actors.ts"
import { connectNotifications } from "./notifications.connect.ts"

export const NOTES: ReadonlyArray<Notification> = [
  { id: 1, commenterNickname: "보리아빠", commentContent: "귀여워요", read: true, postId: 3 },
  { id: 2, commenterNickname: "초코맘", commentContent: "어디예요?", read: false, postId: 4 }
]

export const createFakeStream = () => {
  const listeners = new Set<(unread: boolean) => void>()
  const stream: NotificationStream = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
  return {
    stream,
    listeners,
    emit: (unread: boolean) => {
      for (const l of listeners) l(unread)
    }
  }
}

export const createNotificationsWorld = (options: { inspect?: (e: InspectionEvent) => void } = {}) => {
  const server = createFakeApi()
  const live = createFakeStream()
  const actor = createActor(provideNotificationsMachine({ api: server.api, stream: live.stream }), options.inspect ? { inspect: options.inspect } : {})
  const view = () => connectNotifications(actor.getSnapshot(), actor.send)
  return { server, live, actor, view }
}

import type { ReactElement } from "react"
import { connectNotifications } from "@mungwalk/core/notifications"
import { useServices } from "../../app/services.tsx"
import { useConnectedActor } from "../../app/useConnected.ts"
import { NotificationView } from "./NotificationView.tsx"
import { useNotificationsActor, type NotificationsActor } from "./notificationService.ts"

const Notifications = ({ actor }: { actor: NotificationsActor }) => <NotificationView notifications={useConnectedActor(actor, connectNotifications)} />

/** `/notification`: the app's notifications actor (it loads the list here and marks all read when the page is left). */
export const NotificationScreen = (): ReactElement | null => {
  const actor = useNotificationsActor(useServices().notifications)
  return actor ? <Notifications actor={actor} /> : null
}

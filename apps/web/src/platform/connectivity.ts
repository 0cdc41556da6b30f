/** The core's `Connectivity` port over `navigator.onLine` and the window's `online` / `offline` events. */
import type { Connectivity } from "@mungwalk/core"

type OnlineTarget = Pick<Window, "addEventListener" | "removeEventListener">

export const browserConnectivity = (
  nav: Pick<Navigator, "onLine"> | undefined = typeof navigator === "undefined" ? undefined : navigator,
  target: OnlineTarget | undefined = typeof window === "undefined" ? undefined : window
): Connectivity => ({
  // Without a navigator (not a browser) the device counts as online: calls then say for themselves.
  isOnline: () => nav?.onLine ?? true,
  subscribe(listener) {
    if (!target) return () => {}
    const online = () => listener(true)
    const offline = () => listener(false)
    target.addEventListener("online", online)
    target.addEventListener("offline", offline)
    return () => {
      target.removeEventListener("online", online)
      target.removeEventListener("offline", offline)
    }
  }
})

/**
 * The core's `WakeLock` port over the Screen Wake Lock API. The browser drops a screen lock
 * whenever the page is hidden, so a held lock is requested again each time the page becomes
 * visible, until the release function is called. Without the API (or when the first request is
 * refused) `acquire` rejects and the walk goes on without it.
 */
import type { PageVisibility, WakeLock } from "@mungwalk/core"
import { browserVisibility } from "./visibility.ts"

type WakeLockApi = { request(type: "screen"): Promise<WakeLockSentinel> }

const navigatorWakeLock = (): WakeLockApi | undefined =>
  typeof navigator === "undefined" ? undefined : (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock

export const browserWakeLock = (api: WakeLockApi | undefined = navigatorWakeLock(), visibility: PageVisibility = browserVisibility()): WakeLock => ({
  async acquire() {
    if (!api) throw new Error("Screen Wake Lock is not supported")
    let held = true
    let sentinel: WakeLockSentinel | null = await api.request("screen")
    let requesting = false
    const reacquire = () => {
      if (!held || requesting || (sentinel && !sentinel.released)) return
      requesting = true
      api.request("screen").then(
        (s) => {
          requesting = false
          if (held) sentinel = s
          else void s.release().catch(() => {})
        },
        () => {
          requesting = false // refused this time (battery saver…); the next visibility change tries again
        }
      )
    }
    const unsubscribe = visibility.subscribe((hidden) => {
      if (!hidden) reacquire()
    })
    return () => {
      held = false
      unsubscribe()
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => {})
      sentinel = null
    }
  }
})

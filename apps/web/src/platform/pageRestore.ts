/** The core's `PageRestore` port: `pageshow` with `persisted` (the page came back from the back/forward cache). */
import type { PageRestore } from "@mungwalk/core"

export const browserPageRestore = (win: Window | undefined = typeof window === "undefined" ? undefined : window): PageRestore => ({
  subscribe(listener) {
    if (!win) return () => {}
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) listener()
    }
    win.addEventListener("pageshow", onShow)
    return () => win.removeEventListener("pageshow", onShow)
  }
})

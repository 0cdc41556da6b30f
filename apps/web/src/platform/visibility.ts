/** The core's `PageVisibility` port over the Page Visibility API. */
import type { PageVisibility } from "@mungwalk/core"

export const browserVisibility = (doc: Document | undefined = typeof document === "undefined" ? undefined : document): PageVisibility => ({
  isHidden: () => doc?.visibilityState === "hidden",
  subscribe(listener) {
    if (!doc) return () => {}
    const onChange = () => listener(doc.visibilityState === "hidden")
    doc.addEventListener("visibilitychange", onChange)
    return () => doc.removeEventListener("visibilitychange", onChange)
  }
})

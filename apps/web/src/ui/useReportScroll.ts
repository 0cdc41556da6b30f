/** Paged lists that load the next page near the bottom of the window (posts §9, shop and orders §9). */
import { useEffect, useRef } from "react"
import type { PagedLoadable } from "@mungwalk/core/pagedList"

/** The page's scroll position, for the list's "near the bottom" rule (the window scrolls, not the list). */
const windowMetrics = () => ({
  scrollTop: window.scrollY,
  scrollHeight: document.documentElement.scrollHeight,
  clientHeight: window.innerHeight
})

/**
 * Reports the window's distance from the bottom to a ready paged list (on scroll, resize, and after
 * each page renders: a short page cannot be scrolled). The threshold and debounce are the machine's.
 */
export const useReportScroll = <T>(list: PagedLoadable<T>): void => {
  const ready = list.status === "ready" ? list : null
  const scrolled = useRef(ready?.scrolled)
  scrolled.current = ready?.scrolled
  const listening = ready !== null && !ready.end
  const count = ready?.data.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` is the trigger: report again after each page renders (a short page cannot be scrolled)
  useEffect(() => {
    if (!listening) return
    const report = () => scrolled.current?.(windowMetrics())
    report()
    window.addEventListener("scroll", report, { passive: true })
    window.addEventListener("resize", report)
    return () => {
      window.removeEventListener("scroll", report)
      window.removeEventListener("resize", report)
    }
  }, [listening, count])
}

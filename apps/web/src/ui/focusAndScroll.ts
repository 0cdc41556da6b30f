/**
 * Two page-level moves a view asks for, kept out of views (they read no platform themselves:
 * `app/viewRules.test.ts`).
 */
import { useEffect } from "react"

/**
 * On mount, focuses what `target()` answers when the page has no focused element any more: the
 * control that had the focus was just replaced by this one (the focus fell to the page's body).
 */
export const useTakeDroppedFocus = (target: () => HTMLElement | null | undefined): void => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the moment the focus was dropped
  useEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) target()?.focus()
  }, [])
}

/**
 * Brings `element` back into view when its top is scrolled above the viewport or under the sticky
 * top bar (the page's `scroll-padding-top` is the bar's height): smoothly, unless reduced motion.
 */
export const scrollBackIntoView = (element: HTMLElement | null): void => {
  if (!element) return
  const barHeight = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  if (element.getBoundingClientRect().top >= barHeight - 1) return
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  element.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" })
}

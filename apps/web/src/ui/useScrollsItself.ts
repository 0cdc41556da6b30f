import { useLayoutEffect, useState, type RefObject } from "react"

/**
 * Whether the element scrolls inside itself now (its content taller than its box), kept current as
 * the box or its content changes size (`ResizeObserver`). A box that scrolls takes the keyboard's
 * focus (`tabIndex={0}` while this is true, WCAG 2.1.1): its arrow keys then scroll it, which a
 * phone's hardware keyboard or a switch control cannot do otherwise. A box that shows all of itself
 * stays out of the tab order.
 */
export const useScrollsItself = (ref: RefObject<HTMLElement | null>): boolean => {
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setScrolls(el.scrollHeight > el.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    for (const child of el.children) observer.observe(child)
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}

import { useLayoutEffect, useState, type RefObject } from "react"

/** The element's content-box size, kept current with a `ResizeObserver`; `fallback` until measured. */
export const useElementSize = (ref: RefObject<HTMLElement | null>, fallback: { width: number; height: number }): { width: number; height: number } => {
  const [size, setSize] = useState(fallback)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.height > 0) {
        setSize((s) => (s.width === r.width && s.height === r.height ? s : { width: r.width, height: r.height }))
      }
    }
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return size
}

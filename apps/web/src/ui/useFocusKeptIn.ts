/**
 * Focus kept in a part whose controls are replaced while the focus is on them (an order row whose
 * refund button goes when its status changes): a removed element takes the focus to the page's
 * top, and a keyboard or screen reader user would start over from there.
 */
import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from "react"

export interface FocusKeptIn<E extends HTMLElement> {
  readonly ref: RefObject<E | null>
  /** The part can take the focus (not in the Tab order). */
  readonly tabIndex: -1
  readonly onFocus: () => void
  readonly onBlur: (e: FocusEvent<E>) => void
}

/**
 * Props for the part's element: after a render with another `key` (what replaces the controls),
 * focus that was inside the part and fell to nothing goes to the part itself, which then reads
 * what it says now. Focus that left the part, or that is still somewhere, is left alone.
 */
export const useFocusKeptIn = <E extends HTMLElement>(key: unknown): FocusKeptIn<E> => {
  const ref = useRef<E>(null)
  const focusWasIn = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when `key` changed
  useLayoutEffect(() => {
    const el = ref.current
    const active = el?.ownerDocument.activeElement ?? null
    if (el && focusWasIn.current && (active === null || active === el.ownerDocument.body)) el.focus()
  }, [key])
  return {
    ref,
    tabIndex: -1,
    onFocus: () => {
      focusWasIn.current = true
    },
    onBlur: (e) => {
      // Focus that went elsewhere; none (the focused control removed, the window left) keeps the mark.
      if (e.relatedTarget !== null) focusWasIn.current = e.currentTarget.contains(e.relatedTarget)
    }
  }
}

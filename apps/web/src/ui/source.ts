/**
 * A value that changes, read when drawn and followed as it changes: what a part of a view reads
 * by itself instead of through the screen's model (the on-walk screen's live card and map, issue
 * 33). The app makes one over an actor (`actorSource`, `app/useConnected.ts`); a story hands a
 * fixed or a movable one.
 */
import { createElement, useLayoutEffect, useReducer, useRef, type ReactElement } from "react"
import { flushSync } from "react-dom"

export interface Source<T> {
  /** The latest value (the same object while it did not change). */
  readonly get: () => T
  /** Calls `onChange` after each change; returns the unsubscribe. */
  readonly subscribe: (onChange: () => void) => () => void
}

/** A value that never changes (a story, a view drawn from a model). */
export const fixedSource = <T>(value: T): Source<T> => ({ get: () => value, subscribe: () => () => {} })

/** A value moved by hand (stories, tests): `move` hands it on as a walk's fix or tick would. */
export const movableSource = <T>(initial: T): Source<T> & { move(next: T): void } => {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    move(next) {
      value = next
      for (const l of listeners) l()
    }
  }
}

/**
 * A part of `source` as a source of its own: `select` of its value, the same object while `same`
 * says nothing of it changed, and a change told only then (a view that draws a part of a value
 * draws again when that part changes, not with every value).
 */
export const selectedSource = <T, U>(source: Source<T>, select: (value: T) => U, same: (a: U, b: U) => boolean): Source<U> => {
  let last: { from: T; value: U } | null = null
  const get = (): U => {
    const from = source.get()
    if (last?.from === from) return last.value
    const value = select(from)
    last = { from, value: last && same(last.value, value) ? last.value : value }
    return last.value
  }
  return {
    get,
    subscribe(onChange) {
      let told = get()
      return source.subscribe(() => {
        const now = get()
        if (now === told) return
        told = now
        onChange()
      })
    }
  }
}

/**
 * A source's value for the component that draws it: drawn again at once, in the task that changed
 * it (`flushSync`), when the source says it changed — that component alone, not the screen.
 */
export const useSourceAtOnce = <T>(source: Source<T>): T => {
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const value = source.get()
  const drawn = useRef(value)
  drawn.current = value
  useLayoutEffect(() => {
    // A change between the render and now is drawn after this effect; then each, at once.
    if (source.get() !== drawn.current) redraw()
    return source.subscribe(() => {
      if (source.get() !== drawn.current) flushSync(redraw)
    })
  }, [source])
  return value
}

/**
 * A part of a source drawn as text: `text(source.get())` in a span, kept as the source changes by
 * writing the span's one text node itself, without drawing any component again (issue 33: a walk's
 * live figures change every few seconds for hours, and React's render and commit of the card
 * around a figure cost more than laying out the figure's new text). The span is React's; its text
 * is this binding's alone (React renders no children into it). `text` is read at each change (an
 * inline function is fine) and after each render of the binding.
 */
export const SourceText = <T>({ source, text, className }: { source: Source<T>; text: (value: T) => string; className?: string }): ReactElement => {
  const span = useRef<HTMLSpanElement>(null)
  const latest = useRef(text)
  latest.current = text
  const draw = useRef<(() => void) | null>(null)
  useLayoutEffect(() => {
    const el = span.current!
    const node = document.createTextNode("")
    el.replaceChildren(node)
    const drawNow = () => {
      const next = latest.current(source.get())
      if (node.data !== next) node.data = next
    }
    draw.current = drawNow
    drawNow()
    const unsubscribe = source.subscribe(drawNow)
    return () => {
      draw.current = null
      unsubscribe()
    }
  }, [source])
  // After a render with another `text` (the same source): drawn with it now, not at the next change.
  useLayoutEffect(() => draw.current?.())
  return createElement("span", { ref: span, className })
}

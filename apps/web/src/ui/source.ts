/**
 * A value that changes, read when drawn and followed as it changes: what a part of a view reads
 * by itself instead of through the screen's model (the on-walk screen's live card and map, issue
 * 33). The app makes one over an actor (`actorSource`, `app/useConnected.ts`); a story hands a
 * fixed or a movable one.
 */
import { useLayoutEffect, useReducer, useRef } from "react"
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

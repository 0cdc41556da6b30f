/**
 * `use-sync-external-store`'s shims as ES modules, for every build that runs the app on Preact
 * (`preactAliases` in vite.config.ts). wouter and @xstate/react import the package's CommonJS
 * shims, which `require("react")`: the bundler then wraps Preact's compat and the shims in its
 * CommonJS interop helpers, and writes those helpers to a file of their own that every start
 * requests. Preact's compat has `useSyncExternalStore` itself; the selector variant @xstate/react's
 * `useSelector` uses is written here, with the package's semantics: the same snapshot gives the same
 * selection, and a new selection that `isEqual` calls equal to the last one rendered is not taken
 * (no re-render for it).
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react"

export { useSyncExternalStore }

/** The selection the component last rendered with, once it has rendered. */
export interface Rendered<T> {
  has: boolean
  value: T | undefined
}

/**
 * `selector` memoized for one subscription: called again only for a new snapshot (by identity),
 * and answering the previous selection — the same object — when `isEqual` finds the new one equal
 * to it (to the rendered one, for the first snapshot).
 */
export const memoizedSelector = <S, T>(
  selector: (snapshot: S) => T,
  isEqual: ((a: T, b: T) => boolean) | undefined,
  rendered: Rendered<T>
): ((snapshot: S) => T) => {
  let last: { snapshot: S; selection: T } | undefined
  return (snapshot) => {
    if (last !== undefined && Object.is(last.snapshot, snapshot)) return last.selection
    const next = selector(snapshot)
    const previous = last !== undefined ? { has: true, value: last.selection } : rendered
    const selection = isEqual !== undefined && previous.has && isEqual(previous.value as T, next) ? (previous.value as T) : next
    last = { snapshot, selection }
    return selection
  }
}

export const useSyncExternalStoreWithSelector = <S, T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => S,
  getServerSnapshot: (() => S) | undefined | null,
  selector: (snapshot: S) => T,
  isEqual?: (a: T, b: T) => boolean
): T => {
  const rendered = useRef<Rendered<T>>({ has: false, value: undefined }).current
  const getSelection = useMemo(() => {
    const select = memoizedSelector(selector, isEqual, rendered)
    return () => select(getSnapshot())
  }, [getSnapshot, selector, isEqual, rendered])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSnapshot ? getSelection : undefined)
  useEffect(() => {
    rendered.has = true
    rendered.value = value
  }, [value, rendered])
  return value
}

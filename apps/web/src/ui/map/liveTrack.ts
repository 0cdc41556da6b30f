/**
 * The walk in progress on a map (`MapViewProps.live`, issue 33: smooth at hour two). A fix a
 * second moves the walker and grows the route for hours; drawing that through React and the map
 * costs a render, a style and layout pass and a frame of the page on every fix. Here the map draws
 * the track as it was (`useLiveTrack`'s answer, React state) and keeps it while it still serves:
 * the walker inside the view's middle and the route's undrawn end within `TAIL_HOLD_PX` of the
 * drawn line. Meanwhile each change is drawn over the map by `paint` (the dot and the route's end
 * on the live overlay, `liveOverlay.ts`) with no render at all.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from "react"
import type { LatLng } from "@mungwalk/core"
import { project } from "./projection.ts"
import { LIVE_MAX_PIXEL_RATIO, mountLiveOverlay, type LiveOverlay } from "./liveOverlay.ts"
import type { LiveTrack, LiveTrackState } from "./types.ts"

/**
 * How far (px on screen) a followed route's newest points may reach beyond the line the map draws
 * while the overlay draws them (`paint`): the map draws the route again about every 80 fixes at a
 * walking pace (~0.6 px a fix at the default zoom), not on every one. On MapLibre without a GPU a
 * frame for the route costs 100–300 ms at 4× slowdown whatever changed.
 */
export const TAIL_HOLD_PX = 48

/** A track that never changes (a story, a view drawn from a model). */
export const fixedTrack = (state: LiveTrackState): LiveTrack => ({ get: () => state, subscribe: () => () => {} })

/**
 * Whether `route` only grew from `drawn` (the same point objects up to its end) by points within
 * `holdPx` (on screen at `zoom`) of the drawn line's end.
 */
export const grewWithin = (drawn: ReadonlyArray<LatLng>, route: ReadonlyArray<LatLng>, zoom: number, holdPx: number = TAIL_HOLD_PX): boolean => {
  if (drawn === route) return true
  const n = drawn.length
  if (n === 0 || route.length < n || route[0] !== drawn[0] || route[n - 1] !== drawn[n - 1]) return false
  const end = project(drawn[n - 1]!, zoom)
  for (let k = n; k < route.length; k++) {
    const p = project(route[k]!, zoom)
    if (Math.hypot(p.x - end.x, p.y - end.y) > holdPx) return false
  }
  return true
}

/**
 * Where the undrawn end of `route` starts: the drawn line's last point (the two lines meet), or
 * `route.length` (nothing to draw) when the map draws the route as it is.
 */
export const undrawnFrom = (drawn: ReadonlyArray<LatLng>, route: ReadonlyArray<LatLng>): number =>
  route.length > drawn.length ? Math.max(0, drawn.length - 1) : route.length

/**
 * The track as the map draws it (`undefined` without `live`): React state, changed only when
 * `holds(now, drawn)` says the drawn track no longer serves. After each render and each change that
 * holds, `paint(now, drawn)` draws what the drawn track lacks (the overlay). Both are read at the
 * moment of the change: the latest render's.
 */
export const useLiveTrack = (
  live: LiveTrack | undefined,
  holds: (now: LiveTrackState, drawn: LiveTrackState) => boolean,
  paint: (now: LiveTrackState, drawn: LiveTrackState) => void
): LiveTrackState | undefined => {
  const [drawn, setDrawn] = useState(() => live?.get())
  const latest = useRef({ holds, paint, drawn })
  latest.current = { holds, paint, drawn }
  useLayoutEffect(() => {
    if (!live) return
    const update = () => {
      const now = live.get()
      const { holds: hold, paint: draw, drawn: before } = latest.current
      if (before === now) return
      if (before && hold(now, before)) draw(now, before)
      else setDrawn(now)
    }
    update()
    return live.subscribe(update)
  }, [live])
  // Every render (the view moved, the drawn track changed): the overlay again, at the latest track.
  useLayoutEffect(() => {
    if (live && drawn) latest.current.paint(live.get(), drawn)
  })
  return live ? drawn : undefined
}

/** The live overlay over `host` while `on` (mounted before the track's first paint, removed when off or unmounted). */
export const useLiveOverlay = (host: RefObject<HTMLElement | null>, on: boolean): RefObject<LiveOverlay | null> => {
  const overlay = useRef<LiveOverlay | null>(null)
  useLayoutEffect(() => {
    const el = host.current
    if (!on || !el) return
    const mounted = mountLiveOverlay(el)
    overlay.current = mounted
    return () => {
      overlay.current = null
      mounted.dispose()
    }
  }, [host, on])
  return overlay
}

/** The device pixels per CSS pixel the overlay draws at. */
export const livePixelRatio = (): number => Math.min(globalThis.devicePixelRatio || 1, LIVE_MAX_PIXEL_RATIO)

/**
 * The points of `route` from `from` on, on screen as x0, y0, x1, y1, … (`toScreen`: a map's
 * projection to its frame's CSS pixels): the overlay's undrawn end is `route` from the drawn line's
 * last point (`undrawnFrom`).
 */
export const onScreen = (route: ReadonlyArray<LatLng>, from: number, toScreen: (p: LatLng) => { x: number; y: number }): Float64Array => {
  const n = Math.max(0, route.length - from)
  const out = new Float64Array(n * 2)
  for (let i = 0; i < n; i++) {
    const p = toScreen(route[from + i]!)
    out[2 * i] = p.x
    out[2 * i + 1] = p.y
  }
  return out
}

/** A track moved by hand (stories, tests): `move` hands the map a new state as a walk's fix does. */
export const movableTrack = (initial: LiveTrackState): LiveTrack & { move(next: LiveTrackState): void } => {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    move(next) {
      state = next
      for (const l of listeners) l()
    }
  }
}

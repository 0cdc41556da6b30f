/**
 * The walk in progress on a map (`MapViewProps.live`, issue 33: smooth at hour two). A fix a
 * second moves the walker and grows the route for hours; drawing that through React and the map
 * costs a render, a style and layout pass and a frame of the page on every fix. Here the map draws
 * the track as it was (`useLiveTrack`'s answer, React state) and keeps it while it still serves:
 * the walker inside the view's middle and the route's undrawn end within `TAIL_HOLD_PX` of the
 * drawn line. Meanwhile each change is drawn over the map (the dot and the route's end on the live
 * overlay, `liveOverlay.ts`) with no render at all.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from "react"
import type { LatLng } from "@mungwalk/core"
import { followCamera, project } from "./projection.ts"
import { LIVE_MAX_PIXEL_RATIO, mountLiveOverlay, type LiveOverlay } from "./liveOverlay.ts"
import type { LiveTrack, LiveTrackState } from "./types.ts"

/**
 * How far (px on screen) a followed route's newest points may reach beyond the line the map draws
 * while the overlay draws them (`paint`): the map draws the route again about every 80 fixes at a
 * walking pace (~0.6 px a fix at the default zoom), not on every one. On MapLibre without a GPU a
 * frame for the route costs 100–300 ms at 4× slowdown whatever changed.
 */
export const TAIL_HOLD_PX = 48

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

/** Where a map's view is, as the live track needs it: to tell whether it still serves and to draw over it. */
export interface LiveView {
  /** The view's centre: `followCamera` answers this same object while the walker is within the view's middle. */
  readonly camera: LatLng
  readonly zoom: number
  /** The frame's size in CSS pixels. */
  readonly width: number
  readonly height: number
  /** A point on screen, in the frame's CSS pixels. */
  readonly toScreen: (p: LatLng) => { x: number; y: number }
}

/** Whether the track `drawn` as the map drew it still serves at `now`: the walker within the view's middle, the route grown within `TAIL_HOLD_PX`. */
const stillServes = (v: LiveView, now: LiveTrackState, drawn: LiveTrackState): boolean =>
  (now.position === null) === (drawn.position === null) &&
  (now.position === null || followCamera(v.camera, now.position, v.zoom, v.width, v.height) === v.camera) &&
  grewWithin(drawn.route, now.route, v.zoom)

/**
 * The track as the map draws it (`undefined` without `live`): React state, changed only when it no
 * longer serves (the view must move to the walker, or the route's undrawn end passed
 * `TAIL_HOLD_PX`). After each render and each change that keeps it, the overlay draws what the map
 * lacks: the walker's dot and the route's undrawn end. `view` answers where the map's view is now
 * (null: no view yet — the map draws each change).
 */
export const useLiveTrack = (live: LiveTrack | undefined, overlay: RefObject<LiveOverlay | null>, view: () => LiveView | null): LiveTrackState | undefined => {
  const [drawn, setDrawn] = useState(() => live?.get())
  const latest = useRef({ view, drawn })
  latest.current = { view, drawn }
  useLayoutEffect(() => {
    if (!live) return
    const update = () => {
      const now = live.get()
      const { view: current, drawn: before } = latest.current
      if (before === now) return
      const v = current()
      if (v && before && stillServes(v, now, before)) paintOver(overlay.current, v, now, before)
      else setDrawn(now)
    }
    update()
    return live.subscribe(update)
  }, [live, overlay])
  // Every render (the view moved, the drawn track changed): the overlay again, at the latest track.
  useLayoutEffect(() => {
    const v = latest.current.view()
    if (live && drawn && v) paintOver(overlay.current, v, live.get(), drawn)
  })
  return live ? drawn : undefined
}

/** The overlay's drawing of what the map lacks of `now` while it draws `drawn`. */
const paintOver = (overlay: LiveOverlay | null, v: LiveView, now: LiveTrackState, drawn: LiveTrackState): void =>
  overlay?.draw({
    width: v.width,
    height: v.height,
    pixelRatio: livePixelRatio(),
    tail: onScreen(now.route, undrawnFrom(drawn.route, now.route), v.toScreen),
    dot: now.position ? v.toScreen(now.position) : null
  })

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

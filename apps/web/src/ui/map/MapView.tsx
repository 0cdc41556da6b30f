/**
 * The one map of the app, with three implementations behind one contract (`MapViewProps`):
 * - `VITE_NAVER_MAP_CLIENT_ID` set: Naver Maps v3 (the spec's provider; `NaverMap.tsx`);
 * - otherwise MapLibre GL JS over a keyless OpenStreetMap style (`MapLibreMap.tsx`);
 * - either one falls back to the schematic map (`SchematicMap.tsx`) when it cannot draw.
 * Each is its own chunk, requested only after the page has painted once, the map's frame has
 * come into view and the main thread is idle (`whenIdle`) — home's hot-place map sits just below the fold on a phone: a visit that
 * never scrolls there never downloads the map library (1 MB) or its tiles. The map library never weighs on a
 * screen's first load. A screen whose own content matters more can also hold the map back with
 * `deferred` until that content is drawn (`/walk`: the dog chooser and the start button first).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react"
import type { MapViewProps } from "./types.ts"
import * as css from "./MapOverlays.css.ts"
import { MapLoading } from "./MapOverlays.tsx"
import { whenIdle } from "./whenIdle.ts"

const NAVER_CLIENT_ID: string | undefined = import.meta.env.VITE_NAVER_MAP_CLIENT_ID || undefined

const NaverMap = lazy(() => import("./NaverMap.tsx"))
const MapLibreMap = lazy(() => import("./MapLibreMap.tsx"))

/** Which implementation `MapView` uses in this build. */
export const mapProvider: "naver" | "maplibre" = NAVER_CLIENT_ID ? "naver" : "maplibre"

/** How near the viewport the frame must come before the map's chunk is requested: when it shows. */
const NEAR_VIEWPORT = "0px"

/** The longest the map's chunk waits for an idle main thread once its frame is in view. */
export const MAP_IDLE_TIMEOUT_MS = 2000

/**
 * False during the first render and paint and while `hold`; true from the frame after a paint
 * without `hold` on, once `frame` is within NEAR_VIEWPORT of the viewport (at once where
 * IntersectionObserver does not exist) and then the main thread is idle (`whenIdle`, at most
 * MAP_IDLE_TIMEOUT_MS): the map library's evaluation does not land in the screen's own start.
 */
const useNearViewportAfterPaint = (frame: RefObject<HTMLElement | null>, hold: boolean): boolean => {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready || hold) return
    let observer: IntersectionObserver | undefined
    let cancelIdle: (() => void) | undefined
    const show = () => {
      observer?.disconnect()
      cancelIdle ??= whenIdle(() => setReady(true), MAP_IDLE_TIMEOUT_MS)
    }
    const id = requestAnimationFrame(() => {
      const el = frame.current
      if (!el || typeof IntersectionObserver === "undefined") return show()
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) show()
        },
        { rootMargin: NEAR_VIEWPORT }
      )
      observer.observe(el)
    })
    return () => {
      cancelAnimationFrame(id)
      observer?.disconnect()
      cancelIdle?.()
    }
  }, [ready, hold, frame])
  return ready
}

export interface MapViewOptions extends MapViewProps {
  /**
   * While true, the map's chunk is not requested yet: the screen's own content is drawn first, and
   * a 1 MB library does not compete with it for a slow phone's network and CPU. Once false, the
   * map loads from the next frame on, as above. Default false.
   */
  readonly deferred?: boolean
}

export const MapView = ({ deferred = false, ...props }: MapViewOptions): ReactNode => {
  const frame = useRef<HTMLDivElement>(null)
  const ready = useNearViewportAfterPaint(frame, deferred)
  const placeholder = (
    <div ref={frame} className={css.root} style={{ height: props.height }} aria-busy="true" data-map="pending">
      <MapLoading />
    </div>
  )
  if (!ready) return placeholder
  return <Suspense fallback={placeholder}>{NAVER_CLIENT_ID ? <NaverMap {...props} clientId={NAVER_CLIENT_ID} /> : <MapLibreMap {...props} />}</Suspense>
}

export default MapView

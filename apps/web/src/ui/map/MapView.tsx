/**
 * The one map of the app, with three implementations behind one contract (`MapViewProps`):
 * - `VITE_NAVER_MAP_CLIENT_ID` set: Naver Maps v3 (the spec's provider; `NaverMap.tsx`);
 * - otherwise MapLibre GL JS over a keyless OpenStreetMap style (`MapLibreMap.tsx`);
 * - either one falls back to the schematic map (`SchematicMap.tsx`) when it cannot draw.
 * Each is its own chunk, requested only after the page has painted once and the map's frame has
 * come into view — home's hot-place map sits just below the fold on a phone: a visit that
 * never scrolls there never downloads the map library (1 MB) or its tiles. The map library never weighs on a
 * screen's first load.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react"
import type { MapViewProps } from "./types.ts"
import * as css from "./MapOverlays.css.ts"

const NAVER_CLIENT_ID: string | undefined = import.meta.env.VITE_NAVER_MAP_CLIENT_ID || undefined

const NaverMap = lazy(() => import("./NaverMap.tsx"))
const MapLibreMap = lazy(() => import("./MapLibreMap.tsx"))

/** Which implementation `MapView` uses in this build. */
export const mapProvider: "naver" | "maplibre" = NAVER_CLIENT_ID ? "naver" : "maplibre"

/** How near the viewport the frame must come before the map's chunk is requested: when it shows. */
const NEAR_VIEWPORT = "0px"

/**
 * False during the first render and paint; true from the next frame on once `frame` is within
 * NEAR_VIEWPORT of the viewport (at once where IntersectionObserver does not exist).
 */
const useNearViewportAfterPaint = (frame: RefObject<HTMLElement | null>): boolean => {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    let observer: IntersectionObserver | undefined
    const id = requestAnimationFrame(() => {
      const el = frame.current
      if (!el || typeof IntersectionObserver === "undefined") return setReady(true)
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) setReady(true)
      }, { rootMargin: NEAR_VIEWPORT })
      observer.observe(el)
    })
    return () => {
      cancelAnimationFrame(id)
      observer?.disconnect()
    }
  }, [ready, frame])
  return ready
}

export const MapView = (props: MapViewProps): ReactNode => {
  const frame = useRef<HTMLDivElement>(null)
  const ready = useNearViewportAfterPaint(frame)
  const placeholder = <div ref={frame} className={css.root} style={{ height: props.height }} aria-busy="true" data-map="pending" />
  if (!ready) return placeholder
  return (
    <Suspense fallback={placeholder}>
      {NAVER_CLIENT_ID ? <NaverMap {...props} clientId={NAVER_CLIENT_ID} /> : <MapLibreMap {...props} />}
    </Suspense>
  )
}

export default MapView

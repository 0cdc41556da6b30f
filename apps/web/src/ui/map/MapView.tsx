/**
 * The one map of the app, with three implementations behind one contract (`MapViewProps`):
 * - `VITE_NAVER_MAP_CLIENT_ID` set: Naver Maps v3 (the spec's provider; `NaverMap.tsx`);
 * - otherwise MapLibre GL JS over a keyless OpenStreetMap style (`MapLibreMap.tsx`);
 * - either one falls back to the schematic map (`SchematicMap.tsx`) when it cannot draw.
 * Each is its own chunk, and none is requested before the page has painted once: the map library
 * never weighs on a screen's first load.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react"
import type { MapViewProps } from "./types.ts"
import * as css from "./MapOverlays.css.ts"

const NAVER_CLIENT_ID: string | undefined = import.meta.env.VITE_NAVER_MAP_CLIENT_ID || undefined

const NaverMap = lazy(() => import("./NaverMap.tsx"))
const MapLibreMap = lazy(() => import("./MapLibreMap.tsx"))

/** Which implementation `MapView` uses in this build. */
export const mapProvider: "naver" | "maplibre" = NAVER_CLIENT_ID ? "naver" : "maplibre"

/** False during the first render and paint, true from the next frame on. */
const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const id = requestAnimationFrame(() => setPainted(true))
    return () => cancelAnimationFrame(id)
  }, [])
  return painted
}

export const MapView = (props: MapViewProps): ReactNode => {
  const painted = useAfterFirstPaint()
  const placeholder = <div className={css.root} style={{ height: props.height }} aria-busy="true" data-map="pending" />
  if (!painted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      {NAVER_CLIENT_ID ? <NaverMap {...props} clientId={NAVER_CLIENT_ID} /> : <MapLibreMap {...props} />}
    </Suspense>
  )
}

export default MapView

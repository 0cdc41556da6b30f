/**
 * The one map of the app. With `VITE_NAVER_MAP_CLIENT_ID` set it is a Naver Maps v3 map (the SDK
 * and the adapter load only when a map is shown); otherwise the built-in schematic SVG map.
 */
import { lazy, Suspense, type ReactNode } from "react"
import { SchematicMap } from "./SchematicMap.tsx"
import type { MapViewProps } from "./types.ts"
import * as css from "./NaverMap.css.ts"

const NAVER_CLIENT_ID: string | undefined = import.meta.env.VITE_NAVER_MAP_CLIENT_ID || undefined

const NaverMap = lazy(() => import("./NaverMap.tsx"))

/** Which implementation `MapView` uses in this build. */
export const mapProvider: "naver" | "schematic" = NAVER_CLIENT_ID ? "naver" : "schematic"

export const MapView = (props: MapViewProps): ReactNode => {
  if (!NAVER_CLIENT_ID) return <SchematicMap {...props} />
  return (
    <Suspense fallback={<div className={css.root} style={{ height: props.height }} aria-busy="true" />}>
      <NaverMap {...props} clientId={NAVER_CLIENT_ID} />
    </Suspense>
  )
}

export default MapView

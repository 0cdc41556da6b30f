import { ROUTE_DEFAULT_COLOR, simplifyToMax, type LatLng } from "@mungwalk/core"
import type { MapRoute } from "./types.ts"

/** Longest route (in points) either map draws; longer ones are simplified first. */
export const MAX_DRAWN_POINTS = 400

export interface DrawnRoute {
  readonly points: ReadonlyArray<LatLng>
  readonly color: string
}

/** Routes as drawn: empty ones dropped, long ones simplified, the default colour filled in. */
export const prepareRoutes = (routes: ReadonlyArray<MapRoute> = []): DrawnRoute[] =>
  routes
    .filter((r) => r.points.length > 0)
    .map((r) => ({
      points: r.points.length > MAX_DRAWN_POINTS ? simplifyToMax(r.points, MAX_DRAWN_POINTS) : r.points,
      color: r.color ?? ROUTE_DEFAULT_COLOR
    }))

/** Every position a map shows: route points and markers (what `fitToContent` frames). */
export const contentPoints = (routes: ReadonlyArray<DrawnRoute>, markers: ReadonlyArray<{ position: LatLng }> = []): LatLng[] => [
  ...routes.flatMap((r) => r.points),
  ...markers.map((m) => m.position)
]

import { ROUTE_DEFAULT_COLOR, ROUTE_LINE_OPACITY, ROUTE_LINE_WIDTH, simplifyToMax, type LatLng } from "@mungwalk/core"
import type { MapRoute } from "./types.ts"

/** Longest route (in points) either map draws; longer ones are simplified first. */
export const MAX_DRAWN_POINTS = 400

export interface DrawnRoute {
  readonly points: ReadonlyArray<LatLng>
  readonly color: string
  /** Its index in the routes given (what `selectedRoute` and a tap name). */
  readonly index: number
}

/** Routes as drawn: empty ones dropped, long ones simplified, the default colour filled in. */
export const prepareRoutes = (routes: ReadonlyArray<MapRoute> = []): DrawnRoute[] =>
  routes.flatMap((r, index) =>
    r.points.length === 0
      ? []
      : [{ points: r.points.length > MAX_DRAWN_POINTS ? simplifyToMax(r.points, MAX_DRAWN_POINTS) : r.points, color: r.color ?? ROUTE_DEFAULT_COLOR, index }]
  )

/** How a route is drawn when one may be selected: the selected one thicker and opaque, the others dimmed. */
export type RouteState = "selected" | "dimmed" | "normal"

export const routeState = (index: number, selected: number | null | undefined): RouteState =>
  selected === null || selected === undefined ? "normal" : index === selected ? "selected" : "dimmed"

export const ROUTE_LOOK: Record<RouteState, { readonly width: number; readonly opacity: number }> = {
  normal: { width: ROUTE_LINE_WIDTH, opacity: ROUTE_LINE_OPACITY },
  selected: { width: ROUTE_LINE_WIDTH * 2, opacity: 1 },
  dimmed: { width: ROUTE_LINE_WIDTH, opacity: 0.25 }
}

/** The routes in drawing order: the selected one last (on top). */
export const inDrawingOrder = (routes: ReadonlyArray<DrawnRoute>, selected: number | null | undefined): DrawnRoute[] =>
  [...routes].sort((a, b) => Number(a.index === selected) - Number(b.index === selected))

/** Every position a map shows: route points and markers (what `fitToContent` frames). */
export const contentPoints = (routes: ReadonlyArray<DrawnRoute>, markers: ReadonlyArray<{ position: LatLng }> = []): LatLng[] => [
  ...routes.flatMap((r) => r.points),
  ...markers.map((m) => m.position)
]

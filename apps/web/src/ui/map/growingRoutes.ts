/**
 * Routes as drawn, for a route that grows at its end (the walk in progress, issue 33: smooth at
 * hour two). `prepareRoutes` simplifies a long route whole — 7,200 points at hour two, again on
 * every fix. The preparer here remembers what it drew: when a route is the last one it saw with
 * points appended (the same first and last point objects where it ended), the new points are
 * appended to the drawn line, and only when that passes `MAX_DRAWN_POINTS` is the drawn line
 * (not the whole route) simplified, to half of it. The work per fix is then bounded by the drawn
 * line, not by the walk's length. Any other change (another route, a reload's new objects, a
 * point taken out) draws the route anew as `prepareRoutes` does.
 */
import { useMemo, useRef, useState } from "react"
import { ROUTE_DEFAULT_COLOR, simplifyToMax, type LatLng } from "@mungwalk/core"
import { MAX_DRAWN_POINTS, type DrawnRoute } from "./prepareRoutes.ts"
import type { MapRoute } from "./types.ts"
import { project } from "./projection.ts"

interface Drawn {
  readonly length: number
  readonly first: LatLng
  readonly last: LatLng
  readonly points: ReadonlyArray<LatLng>
}

/** Has `points` only grown since `drawn` was drawn from it (the same point objects up to its old end)? */
const grewFrom = (points: ReadonlyArray<LatLng>, drawn: Drawn | undefined): drawn is Drawn =>
  drawn !== undefined && points.length >= drawn.length && points[0] === drawn.first && points[drawn.length - 1] === drawn.last

/** A `prepareRoutes` that remembers its last answer (see above); one per map. */
export const createRoutePreparer = (max: number = MAX_DRAWN_POINTS) => {
  let last: ReadonlyArray<Drawn | undefined> = []
  return (routes: ReadonlyArray<MapRoute> = []): DrawnRoute[] => {
    const next: (Drawn | undefined)[] = []
    const out = routes.flatMap((r, index): DrawnRoute[] => {
      const points = r.points
      if (points.length === 0) return []
      const before = last[index]
      let drawn: ReadonlyArray<LatLng>
      if (points.length <= max) drawn = points
      else if (grewFrom(points, before)) {
        drawn = points.length === before.length ? before.points : [...before.points, ...points.slice(before.length)]
        if (drawn.length > max) drawn = simplifyToMax(drawn, Math.floor(max / 2))
      } else drawn = simplifyToMax(points, max)
      next[index] = { length: points.length, first: points[0]!, last: points[points.length - 1]!, points: drawn }
      return [{ points: drawn, color: r.color ?? ROUTE_DEFAULT_COLOR, index }]
    })
    last = next
    return out
  }
}

/** The routes a map draws (`createRoutePreparer`, one per map instance). */
export const useDrawnRoutes = (routes: ReadonlyArray<MapRoute> | undefined): DrawnRoute[] => {
  const [prepare] = useState(createRoutePreparer)
  return useMemo(() => prepare(routes), [prepare, routes])
}

/**
 * How far (px on screen) a followed walk's newest points may reach beyond the drawn line before it
 * is drawn again: less than the position dot's radius (8 px), so the line's undrawn end is always
 * under the dot. At a walking pace (~0.6 px a second at the default zoom) the line is drawn again
 * every few fixes, not on every one; the dot itself moves on every fix.
 */
export const ROUTE_HOLD_PX = 5

/**
 * `routes` as last drawn while they only grew by points within `holdPx` (on screen at `zoom`) of the
 * drawn end — the same array, so nothing downstream (simplifying, the map's source, the SVG) runs;
 * else `routes` as given. Off (`hold` false) it is `routes`.
 */
export const holdGrowth = (
  drawn: ReadonlyArray<MapRoute> | undefined,
  routes: ReadonlyArray<MapRoute> | undefined,
  zoom: number,
  holdPx: number = ROUTE_HOLD_PX
): ReadonlyArray<MapRoute> | undefined => {
  if (drawn === undefined || routes === undefined || drawn === routes || drawn.length !== routes.length) return routes
  for (let i = 0; i < routes.length; i++) {
    const a = drawn[i]!
    const b = routes[i]!
    if (a.color !== b.color) return routes
    const n = a.points.length
    if (n === 0 || b.points.length < n || b.points[0] !== a.points[0] || b.points[n - 1] !== a.points[n - 1]) return routes
    const end = project(a.points[n - 1]!, zoom)
    for (let k = n; k < b.points.length; k++) {
      const p = project(b.points[k]!, zoom)
      if (Math.hypot(p.x - end.x, p.y - end.y) > holdPx) return routes
    }
  }
  return drawn
}

/** `holdGrowth` across renders: the routes a following map draws (see `ROUTE_HOLD_PX`). */
export const useHeldRoutes = (
  routes: ReadonlyArray<MapRoute> | undefined,
  zoom: number,
  hold: boolean,
  holdPx: number = ROUTE_HOLD_PX
): ReadonlyArray<MapRoute> | undefined => {
  const drawn = useRef(routes)
  const next = hold ? holdGrowth(drawn.current, routes, zoom, holdPx) : routes
  drawn.current = next
  return next
}

/**
 * How far a followed walk's newest points may reach beyond the line MapLibre draws when the map
 * draws them itself in a light overlay meanwhile (`routeTails`): on SwiftShader (no GPU) a MapLibre
 * frame for the route costs 100–300 ms at 4× slowdown whatever changed, so the route's source is
 * set every ~80 fixes at a walking pace instead of every ~8; the overlay (an SVG line over the
 * canvas, as the dot is an element) draws the rest on every fix.
 */
export const TAIL_HOLD_PX = 48

/** A route's undrawn end: its points from the held (drawn) line's last one on, in the route's look. */
export interface RouteTail {
  readonly index: number
  readonly color: string | undefined
  readonly points: ReadonlyArray<LatLng>
}

/**
 * The ends of `routes` that `held` (what `useHeldRoutes` gave the map) does not draw yet: for a
 * route that only grew since, its points from the held line's last point on (so the two lines
 * meet); none where the map draws the route as it is.
 */
export const routeTails = (held: ReadonlyArray<MapRoute> | undefined, routes: ReadonlyArray<MapRoute> | undefined): RouteTail[] => {
  if (held === undefined || routes === undefined || held === routes || held.length !== routes.length) return []
  const out: RouteTail[] = []
  for (let i = 0; i < routes.length; i++) {
    const a = held[i]!.points
    const b = routes[i]!.points
    if (b.length > a.length && a.length > 0 && b[a.length - 1] === a[a.length - 1])
      out.push({ index: i, color: routes[i]!.color, points: b.slice(a.length - 1) })
  }
  return out
}

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
import { useMemo, useState } from "react"
import { ROUTE_DEFAULT_COLOR, simplifyToMax, type LatLng } from "@mungwalk/core"
import { MAX_DRAWN_POINTS, type DrawnRoute } from "./prepareRoutes.ts"
import type { MapRoute } from "./types.ts"

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

/**
 * Pure views of a walk's stored route: its distance and calories (the core's functions, so the
 * client's live figures and the server's agree), the month-view overview, the part other members
 * may see, and the grid cells that part passed through.
 */
import {
  acceptFix,
  caloriesBurned,
  DEFAULT_POINT_ACCURACY_M,
  haversine,
  routeDistance,
  simplifyRoute,
  simplifyToMax,
  NEARBY_ROUTE_TRIM_M,
  trimRouteEnds,
  type Fix
} from "@mungwalk/core/domain"
import type { LatLng } from "@mungwalk/core/schema"
import type { LngLat, OverviewPoint } from "../../db/schema.ts"
import { cellOf } from "./cells.ts"

/** A stored route point; `time` in epoch milliseconds. */
export interface StoredPoint {
  readonly time: number
  readonly lat: number
  readonly lng: number
  readonly accuracy: number | null
}

/** Path length cut from both ends of a shared route, and the radius around its real start and end that is never shown. */
export const SHARE_TRIM_M = NEARBY_ROUTE_TRIM_M
/** Month views carry at most this many points per walk. */
export const OVERVIEW_MAX_POINTS = 200
/** Shared routes are simplified with this tolerance (metres)… */
export const SHARE_SIMPLIFY_TOLERANCE_M = 4
/** …and to at most this many points per polyline. */
export const SHARE_MAX_POINTS = 150
/** Pieces of a shared route shorter than this are dropped (a stub says nothing about where people walk). */
export const SHARE_MIN_PIECE_M = 30

/** Distance in metres from every stored point, with the core's jitter filtering (a null accuracy counts as unknown). */
export const walkDistance = (points: ReadonlyArray<StoredPoint>): number => routeDistance(points)

/** Calories for a dog of `weightKg` over `metres` (the core's formula). */
export const dogCalories = (weightKg: number, metres: number): number => caloriesBurned(weightKg, metres)

/** The route simplified to at most {@link OVERVIEW_MAX_POINTS} points. */
export const overviewOf = (points: ReadonlyArray<StoredPoint>): OverviewPoint[] => simplifyToMax(points, OVERVIEW_MAX_POINTS).map((p) => [p.lng, p.lat, p.time])

/** Drops fixes the client's gate would have refused (poor accuracy, (0,0), impossible speed). */
const plausible = (points: ReadonlyArray<StoredPoint>): StoredPoint[] => {
  const out: StoredPoint[] = []
  let prev: Fix | undefined
  for (const p of points) {
    const fix: Fix = { lat: p.lat, lng: p.lng, time: p.time, accuracy: p.accuracy ?? DEFAULT_POINT_ACCURACY_M }
    if (acceptFix(prev, fix).accept) {
      out.push(p)
      prev = fix
    }
  }
  return out
}

const pathLength = (pts: ReadonlyArray<LatLng>): number => {
  let total = 0
  for (let i = 1; i < pts.length; i++) total += haversine(pts[i - 1]!, pts[i]!)
  return total
}

/**
 * The part of a route other members may see, as raw (unsimplified) pieces: implausible fixes
 * dropped, {@link SHARE_TRIM_M} of path cut from both ends (nothing when the route is not longer
 * than twice that), and every point within {@link SHARE_TRIM_M} of the real start or end removed —
 * a loop walk passes its own door again, so the path cut alone is not enough. What remains may be
 * several pieces.
 */
export const shareablePieces = (points: ReadonlyArray<StoredPoint>): LatLng[][] => {
  if (points.length < 2) return []
  const start = points[0]!
  const end = points[points.length - 1]!
  const trimmed = trimRouteEnds(plausible(points), SHARE_TRIM_M)
  const pieces: LatLng[][] = []
  let current: LatLng[] = []
  const flush = () => {
    if (current.length >= 2 && pathLength(current) >= SHARE_MIN_PIECE_M) pieces.push(current)
    current = []
  }
  for (const p of trimmed) {
    if (haversine(p, start) > SHARE_TRIM_M && haversine(p, end) > SHARE_TRIM_M) current.push({ lat: p.lat, lng: p.lng })
    else flush()
  }
  flush()
  return pieces
}

/** The shared route as stored: each piece simplified, `[lng, lat]` pairs. */
export const sharedRouteOf = (pieces: ReadonlyArray<ReadonlyArray<LatLng>>): LngLat[][] =>
  pieces.map((piece) => simplifyToMax(simplifyRoute(piece, SHARE_SIMPLIFY_TOLERANCE_M), SHARE_MAX_POINTS).map((p): LngLat => [p.lng, p.lat]))

export interface CellVisit {
  readonly x: number
  readonly y: number
  /** Mean position of the walk's points in the cell: on the street, unlike the cell's centre. */
  readonly lat: number
  readonly lng: number
}

/** The cells the shareable pieces pass through, once each. */
export const cellsOf = (pieces: ReadonlyArray<ReadonlyArray<LatLng>>): CellVisit[] => {
  const sums = new Map<string, { x: number; y: number; lat: number; lng: number; n: number }>()
  for (const piece of pieces) {
    for (const p of piece) {
      const c = cellOf(p)
      const key = `${c.x}:${c.y}`
      const s = sums.get(key)
      if (s) {
        s.lat += p.lat
        s.lng += p.lng
        s.n++
      } else sums.set(key, { x: c.x, y: c.y, lat: p.lat, lng: p.lng, n: 1 })
    }
  }
  return [...sums.values()].map((s) => ({ x: s.x, y: s.y, lat: s.lat / s.n, lng: s.lng / s.n }))
}

/** Everything stored when a walk ends, from its complete route. */
export interface FinishedViews {
  readonly distance: number
  readonly overview: OverviewPoint[]
  readonly sharedRoute: LngLat[][]
  readonly cells: CellVisit[]
}

export const finishedViews = (points: ReadonlyArray<StoredPoint>): FinishedViews => {
  const pieces = shareablePieces(points)
  return {
    distance: walkDistance(points),
    overview: overviewOf(points),
    sharedRoute: sharedRouteOf(pieces),
    cells: cellsOf(pieces)
  }
}

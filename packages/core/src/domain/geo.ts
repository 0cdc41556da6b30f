/**
 * Geodesy for walks: great-circle distances, the client's GPS fix gate and route trimming. The
 * route distance with jitter filtering is in `routeDistance.ts`, the live estimate of a walk in
 * progress in `liveRoute.ts` (client and server use the same functions).
 */
import type { LatLng } from "../schema/common.ts"
import { EARTH_RADIUS_M } from "./constants.ts"

const RAD = Math.PI / 180

/** Great-circle distance in metres. */
export function haversine(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD
  const dLng = (b.lng - a.lng) * RAD
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(s)))
}

/** Initial bearing from `a` to `b`, degrees clockwise from north in [0, 360). */
export function bearing(a: LatLng, b: LatLng): number {
  const φ1 = a.lat * RAD
  const φ2 = b.lat * RAD
  const Δλ = (b.lng - a.lng) * RAD
  const y = Math.sin(Δλ) * Math.cos(φ2)
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ)
  return (Math.atan2(y, x) / RAD + 360) % 360
}

/** The point `metres` away from `from` along the great circle with initial `bearingDeg`. */
export function destination(from: LatLng, bearingDeg: number, metres: number): LatLng {
  const δ = metres / EARTH_RADIUS_M
  const θ = bearingDeg * RAD
  const φ1 = from.lat * RAD
  const λ1 = from.lng * RAD
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ))
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2))
  return { lat: φ2 / RAD, lng: ((λ2 / RAD + 540) % 360) - 180 }
}

/**
 * The point `east` and `north` metres from `origin` on a local tangent plane (equirectangular).
 * Accurate to well under 0.1 % within a few kilometres, which is all a walk needs.
 */
export function offsetMetres(origin: LatLng, east: number, north: number): LatLng {
  return {
    lat: origin.lat + north / EARTH_RADIUS_M / RAD,
    lng: origin.lng + east / (EARTH_RADIUS_M * Math.cos(origin.lat * RAD)) / RAD
  }
}

/** Whether a coordinate pair is a usable position: finite, in range and not (0, 0) ("null island"). */
export function isUsablePosition(p: { lat: number; lng: number }): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 && !(p.lat === 0 && p.lng === 0)
}

// ---------------------------------------------------------------------------------------------
// The client's fix gate

/** A GPS fix as the browser reports it. */
export interface Fix {
  lat: number
  lng: number
  /** Reported horizontal accuracy, metres. */
  accuracy: number
  /** Epoch milliseconds. */
  time: number
}

export type FixVerdict = { accept: true } | { accept: false; reason: "accuracy" | "nullIsland" | "speed" | "time" | "invalid" }

/**
 * Fixes reporting a worse accuracy than this are not recorded. Phones report 3–20 m outdoors;
 * 50 m and beyond means a cell/Wi-Fi position or a receiver that has lost the sky, which would
 * draw a route through buildings.
 */
export const MAX_FIX_ACCURACY_M = 50

/**
 * The fastest a person with a dog can move, m/s. Brisk walking is under 2 m/s, running with a
 * dog 3–5 m/s and a flat-out sprint after a dog about 8–9 m/s, so 10 m/s (36 km/h) never rejects a
 * real movement, while multipath jumps imply tens to hundreds of m/s.
 */
export const MAX_WALK_SPEED_MPS = 10

/**
 * The client's gate for recording a fix. `prev` is the last accepted fix. The speed test gives
 * both fixes the benefit of their reported accuracy: a jump is impossible only when even the
 * error-adjusted displacement could not be covered at {@link MAX_WALK_SPEED_MPS}; after a long
 * gap a far fix is therefore accepted whenever the implied speed is plausible.
 */
export function acceptFix(prev: Fix | undefined, next: Fix): FixVerdict {
  if (!isUsablePosition(next) || !Number.isFinite(next.time) || !(next.accuracy >= 0)) {
    return next.lat === 0 && next.lng === 0 ? { accept: false, reason: "nullIsland" } : { accept: false, reason: "invalid" }
  }
  if (next.accuracy > MAX_FIX_ACCURACY_M) return { accept: false, reason: "accuracy" }
  if (prev === undefined) return { accept: true }
  if (!(next.time > prev.time)) return { accept: false, reason: "time" }
  const seconds = (next.time - prev.time) / 1000
  const moved = Math.max(0, haversine(prev, next) - prev.accuracy - next.accuracy)
  return moved > MAX_WALK_SPEED_MPS * seconds ? { accept: false, reason: "speed" } : { accept: true }
}

// ---------------------------------------------------------------------------------------------
// Route distance

/** A recorded route point; `accuracy` (metres) when the client sent it. */
export interface TrackPoint {
  lat: number
  lng: number
  /** Epoch milliseconds. */
  time: number
  accuracy?: number
}

/** Accuracy assumed for points recorded without one, metres. */
export const DEFAULT_POINT_ACCURACY_M = 10

// ---------------------------------------------------------------------------------------------
// Route trimming

/**
 * Cuts `metres` of path length from both ends of a route, interpolating the cut points.
 * Returns an empty route when it is not longer than twice `metres`. Nearby routes use
 * `NEARBY_ROUTE_TRIM_M` (200 m) so that nobody's door is shown.
 */
export function trimRouteEnds(points: ReadonlyArray<LatLng>, metres: number): LatLng[] {
  if (points.length < 2) return []
  const cum: number[] = [0]
  for (let i = 1; i < points.length; i++) cum.push(cum[i - 1]! + haversine(points[i - 1]!, points[i]!))
  const length = cum[cum.length - 1]!
  const cut = Math.max(0, metres)
  if (length <= 2 * cut) return []
  const at = (d: number): { index: number; point: LatLng } => {
    let i = 1
    while (i < cum.length - 1 && cum[i]! < d) i++
    const a = points[i - 1]!
    const b = points[i]!
    const seg = cum[i]! - cum[i - 1]!
    const f = seg > 0 ? (d - cum[i - 1]!) / seg : 0
    return { index: i, point: { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f } }
  }
  const start = at(cut)
  const end = at(length - cut)
  const out: LatLng[] = [start.point]
  for (let i = start.index; i < end.index; i++) {
    if (cum[i]! > cut && cum[i]! < length - cut) out.push({ lat: points[i]!.lat, lng: points[i]!.lng })
  }
  out.push(end.point)
  return out
}

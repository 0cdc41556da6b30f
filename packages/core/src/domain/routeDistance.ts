/**
 * The route distance of a walk with jitter filtering (client and server use the same function):
 * cleaning, multipath outliers dropped by a sliding median test, a smoother, stops and drift
 * measured apart, and the simplified path's length. The tuning is in `routeFilter.ts`, the outlier
 * tests in `routeOutliers.ts`.
 */
import { EARTH_RADIUS_M } from "./constants.ts"
import { DEFAULT_POINT_ACCURACY_M, isUsablePosition, type TrackPoint } from "./geo.ts"
import { FILTER, medianOf } from "./routeFilter.ts"
import { dropOutliers, surelyWithin } from "./routeOutliers.ts"
import { smooth, type Track } from "./routeSmoother.ts"
import { streetsLength } from "./routeStreets.ts"
import { douglasPeuckerMask } from "./simplify.ts"

export { isolatedOutlier } from "./routeOutliers.ts"

const RAD = Math.PI / 180

/** A route point as {@link routeDistance} reads it: a {@link TrackPoint}, or a stored point whose missing accuracy is `null`. */
export interface RouteFix {
  readonly lat: number
  readonly lng: number
  /** Epoch milliseconds. */
  readonly time: number
  readonly accuracy?: number | null | undefined
}

const pointAccuracy = (p: RouteFix): number =>
  p.accuracy !== undefined && p.accuracy !== null && Number.isFinite(p.accuracy) && p.accuracy > 0 ? p.accuracy : DEFAULT_POINT_ACCURACY_M

const isUsableFix = (p: RouteFix): boolean => isUsablePosition(p) && Number.isFinite(p.time)

/**
 * Usable points ordered by time; of several with the same time the most accurate (then lowest
 * lat/lng) wins. Points that are all usable and strictly increasing in time (what the server
 * stores) are answered as they are, without a copy or a sort.
 */
function cleanPoints(points: ReadonlyArray<RouteFix>): ReadonlyArray<RouteFix> {
  let ordered = true
  for (let i = 0; i < points.length && ordered; i++) {
    ordered = isUsableFix(points[i]!) && (i === 0 || points[i]!.time > points[i - 1]!.time)
  }
  if (ordered) return points
  const valid = points.filter(isUsableFix)
  valid.sort((a, b) => a.time - b.time || pointAccuracy(a) - pointAccuracy(b) || a.lat - b.lat || a.lng - b.lng)
  const out: RouteFix[] = []
  for (const p of valid) {
    if (out.length > 0 && out[out.length - 1]!.time === p.time) continue
    out.push(p)
  }
  return out
}

/**
 * The points as columns on a local plane ({@link Track}: metres east and north of the first usable
 * point, seconds since it, accuracy), cleaned as {@link cleanPoints} does. Each point's fields are
 * read once: the points come from many places (stored rows, the client's fixes, generators) with
 * as many object shapes, where every property read is a megamorphic lookup, and the reads cost
 * more than the rest of the filter (a 60-minute walk of spread-built points 6 → 3 ms). Points that
 * are all usable and in strictly increasing time order (what the server stores) take one pass;
 * others are cleaned first.
 */
function trackOf(points: ReadonlyArray<RouteFix>): Track {
  const count = points.length
  const lat = new Float64Array(count)
  const lng = new Float64Array(count)
  const time = new Float64Array(count)
  const accuracy = new Float64Array(count)
  let ordered = true
  for (let i = 0; i < count; i++) {
    const p = points[i]!
    const la = p.lat
    const ln = p.lng
    const ti = p.time
    const ac = p.accuracy
    if (!(isUsablePosition({ lat: la, lng: ln }) && Number.isFinite(ti) && (i === 0 || ti > time[i - 1]!))) {
      ordered = false
      break
    }
    lat[i] = la
    lng[i] = ln
    time[i] = ti
    accuracy[i] = ac !== undefined && ac !== null && Number.isFinite(ac) && ac > 0 ? ac : DEFAULT_POINT_ACCURACY_M
  }
  if (!ordered) {
    const clean = cleanPoints(points)
    for (let i = 0; i < clean.length; i++) {
      const p = clean[i]!
      lat[i] = p.lat
      lng[i] = p.lng
      time[i] = p.time
      accuracy[i] = pointAccuracy(p)
    }
    return toPlane(lat, lng, time, accuracy, clean.length)
  }
  return toPlane(lat, lng, time, accuracy, count)
}

/** The first `n` points of the columns on the plane of the first one (in place: `lng` becomes `x`, `lat` `y`, `time` `t`). */
function toPlane(lat: Float64Array, lng: Float64Array, time: Float64Array, accuracy: Float64Array, n: number): Track {
  if (n < 2) return { n, x: lng, y: lat, t: time, a: accuracy }
  const originLat = lat[0]!
  const originLng = lng[0]!
  const originTime = time[0]!
  const kx = EARTH_RADIUS_M * RAD * Math.cos(originLat * RAD)
  const ky = EARTH_RADIUS_M * RAD
  for (let i = 0; i < n; i++) {
    lng[i] = (lng[i]! - originLng) * kx
    lat[i] = (lat[i]! - originLat) * ky
    time[i] = (time[i]! - originTime) / 1000
  }
  return { n, x: lng, y: lat, t: time, a: accuracy }
}

/**
 * The corners of the path `xs[0..size-1]`, `ys[0..size-1]` (indices, in order): where the chord
 * from the point `span` metres back along the path to a point and the chord from it to the point
 * `span` metres ahead turn by at least `cornerTurnDeg`, the sharpest point of each such stretch.
 * Points nearer than `span` to either end of the path are none. `along` is scratch space of at
 * least `size` entries (it is left holding the path length up to each point). Linear: the points
 * back and ahead only move forward.
 */
export function pathCorners(xs: ArrayLike<number>, ys: ArrayLike<number>, size: number, span: number, along: Float64Array = new Float64Array(size)): number[] {
  const corners: number[] = []
  if (size < 3) return corners
  along[0] = 0
  for (let i = 1; i < size; i++) along[i] = along[i - 1]! + Math.hypot(xs[i]! - xs[i - 1]!, ys[i]! - ys[i - 1]!)
  const cosMax = Math.cos(FILTER.cornerTurnDeg * RAD)
  let back = 0
  let ahead = 0
  let best = -1
  let bestCos = 0
  for (let i = 0; i < size; i++) {
    while (back + 1 < i && along[back + 1]! <= along[i]! - span) back++
    let cos = Number.NaN
    if (along[back]! <= along[i]! - span) {
      if (ahead < i) ahead = i
      while (ahead < size && along[ahead]! < along[i]! + span) ahead++
      if (ahead >= size) break
      const ax = xs[i]! - xs[back]!
      const ay = ys[i]! - ys[back]!
      const bx = xs[ahead]! - xs[i]!
      const by = ys[ahead]! - ys[i]!
      cos = (ax * bx + ay * by) / Math.max(1e-9, Math.hypot(ax, ay) * Math.hypot(bx, by))
    }
    if (cos < cosMax) {
      if (best < 0 || cos < bestCos) {
        best = i
        bestCos = cos
      }
    } else if (best >= 0) {
      corners.push(best)
      best = -1
    }
  }
  if (best >= 0) corners.push(best)
  return corners
}

/**
 * Length of a kept path (`count` indices into the track) after Douglas–Peucker with a tolerance
 * that follows each point's accuracy (at least `floor`), in chunks so the cost stays linear. Where
 * the floor is at least `cornerFloorM`, the path's corners ({@link pathCorners}, over
 * `cornerSpanPerAccuracy` × the chunk's mean accuracy) are kept whatever their tolerance, so the
 * simplification splits there first and each street is judged against its own chord.
 */
function simplifiedLength(track: Track, indices: Int32Array, count: number, floor: number): number {
  const chunkSize = Math.min(count, FILTER.simplifyChunk + 1)
  const xs = new Float64Array(chunkSize)
  const ys = new Float64Array(chunkSize)
  const tol = new Float64Array(chunkSize)
  const along = floor >= FILTER.cornerFloorM ? new Float64Array(chunkSize) : undefined
  let length = 0
  for (let start = 0; start < count - 1; start += FILTER.simplifyChunk) {
    const size = Math.min(count, start + FILTER.simplifyChunk + 1) - start
    let accuracySum = 0
    for (let i = 0; i < size; i++) {
      const k = indices[start + i]!
      xs[i] = track.x[k]!
      ys[i] = track.y[k]!
      tol[i] = Math.max(floor, FILTER.simplifyPerAccuracy * track.a[k]!)
      accuracySum += track.a[k]!
    }
    if (along) for (const c of pathCorners(xs, ys, size, (FILTER.cornerSpanPerAccuracy * accuracySum) / size, along)) tol[c] = 0
    const keep = douglasPeuckerMask(xs.subarray(0, size), ys.subarray(0, size), tol.subarray(0, size))
    let prev = 0
    for (let i = 1; i < size; i++) {
      if (keep[i] !== 1) continue
      length += Math.hypot(xs[i]! - xs[prev]!, ys[i]! - ys[prev]!)
      prev = i
    }
  }
  return length
}

/**
 * The smoothed track's own wobble while walking: the median distance of a point from the chord
 * between the points `wobbleWindowS` before and after it, over the points where that chord is
 * walked at ≥ 0.5 m/s. On a straight street this is the GPS error's residual lateral wander; the
 * corners are few and the median ignores them. 0 when fewer than 20 points qualify.
 */
export function wobble(track: Track): number {
  const { n, x: xs, y: ys, t: ts } = track
  const w = FILTER.wobbleWindowS
  const ds = new Float64Array(n)
  let count = 0
  let lo = 0
  let hi = 0
  for (let i = 0; i < n; i++) {
    while (lo + 1 < i && ts[lo + 1]! <= ts[i]! - w) lo++
    if (ts[lo]! > ts[i]! - w) continue
    if (hi < i) hi = i
    while (hi < n && ts[hi]! < ts[i]! + w) hi++
    if (hi >= n) break
    const cx = xs[hi]! - xs[lo]!
    const cy = ys[hi]! - ys[lo]!
    const chord = Math.hypot(cx, cy)
    if (chord < FILTER.walkSpeedMps * (ts[hi]! - ts[lo]!) || chord > FILTER.wobbleMaxSpeedMps * (ts[hi]! - ts[lo]!)) continue
    ds[count++] = Math.abs(cx * (ys[i]! - ys[lo]!) - cy * (xs[i]! - xs[lo]!)) / chord
  }
  if (count < 20) return 0
  return medianOf(ds.subarray(0, count))
}

/** The least simplification tolerance of a smoothed track (m): `simplifyPerWobble × wobble²`. */
export function simplifyFloor(track: Track): number {
  const w = wobble(track)
  return FILTER.simplifyPerWobble * w * w
}

/**
 * Where the walker came to rest in the slow hop `from`..`to` of a smoothed track: the first point
 * from which the track moves less than `departSpeedMps × departWindowS` over the next
 * `departWindowS` seconds (within the hop), or `from` when there is none. One pass over the hop.
 */
export function stopArrival(
  track: { readonly x: ArrayLike<number>; readonly y: ArrayLike<number>; readonly t: ArrayLike<number> },
  from: number,
  to: number
): number {
  const { x: xs, y: ys, t: ts } = track
  const still = FILTER.departSpeedMps * FILTER.departWindowS
  let m = from
  for (let i = from; i < to; i++) {
    while (m < to && ts[m]! - ts[i]! < FILTER.departWindowS) m++
    if (ts[m]! - ts[i]! < FILTER.departWindowS) break
    if (Math.hypot(xs[m]! - xs[i]!, ys[m]! - ys[i]!) < still) return i
  }
  return from
}

/**
 * Length of the route in metres with GPS jitter filtered out. Client and server use it; the server
 * stores it as the walk's `totalDistance`, always recomputed from all points (the smoother looks
 * both ways, so a prefix's length can still move slightly when later points arrive).
 *
 * 1. Unusable points are dropped, the rest ordered by time, duplicates (same time) merged.
 * 2. Multipath outliers are dropped (`routeOutliers.ts`: a median test over a time window, the
 *    nearest neighbours' test beside a gap, a fix reporting a worse accuracy than its neighbours
 *    tested against the ones that do not, then an impossible-speed test).
 * 3. A Kalman (RTS) smoother removes the fast jitter, weighting each fix by its accuracy.
 * 4. Hysteresis: nothing counts until the smoothed track leaves a radius of twice the accuracy
 *    around the last anchor, so the wander while a dog sniffs adds nothing. A hop made at walking
 *    pace keeps its whole path (corners included); a slow hop (one holding a stop) must leave three
 *    times the accuracy, keeps its path up to where the walker came to rest ({@link stopArrival}:
 *    a stop at a corner keeps its corner), then counts as the chord from there when it ends in a
 *    departure, and not at all when it is slow drift while standing.
 * 5. The kept path is simplified (Douglas–Peucker, tolerance 0.3 × accuracy, at least 4 × w² where
 *    w is the smoothed track's own wobble at walking pace, {@link wobble}) to drop the residual
 *    wobble of the correlated GPS error, then measured. Where that floor is 16 m or more (the
 *    urban canyon's fast-wandering error), the path's corners ({@link pathCorners}) are kept, so
 *    it splits at them first.
 *
 * Where that floor is 7–14 m (a city street's GPS error, wandering over tens of seconds), steps 4
 * and 5 are replaced by the streets (`routeStreets.ts`): the track split at its stops and corners,
 * a constant-velocity least-squares line per street through the fixes (before smoothing), the
 * route the polyline through the streets' ends and the stops' median positions.
 *
 * Deterministic and independent of input order; linear apart from the initial sort (skipped when
 * the points come in time order), with no per-point allocation: the track is held in typed columns.
 */
export function routeDistance(points: ReadonlyArray<RouteFix>): number {
  const track = trackOf(points)
  if (track.n < 2) return 0
  dropOutliers(track)
  const rawX = track.x.slice(0, track.n)
  const rawY = track.y.slice(0, track.n)
  smooth(track, FILTER.processNoise, FILTER.measurementPerAccuracy)
  const { n, x: xs, y: ys, t: ts, a: as } = track
  if (n < 2) return 0
  const floor = simplifyFloor(track)
  if (floor >= FILTER.streetFloorM && floor < FILTER.streetFloorMaxM) return streetsLength(track, rawX, rawY, floor)
  const dist = (i: number, j: number) => Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!)
  let total = 0
  // The path being kept (indices into the track); a pen-up ends it and starts the next one.
  const kept = new Int32Array(n)
  let keptCount = 1
  const penUp = (next: number) => {
    if (keptCount >= 2) total += simplifiedLength(track, kept, keptCount, floor)
    kept[0] = next
    keptCount = 1
  }
  let anchor = 0
  for (let j = 1; j < n; j++) {
    const radius = Math.min(FILTER.radiusMaxM, Math.max(FILTER.radiusMinM, FILTER.radiusPerAccuracy * Math.max(as[anchor]!, as[j]!)))
    if (j < n - 1 && surelyWithin(xs[j]! - xs[anchor]!, ys[j]! - ys[anchor]!, radius)) continue
    const chord = dist(anchor, j)
    if (chord < radius && j < n - 1) continue
    const speed = chord / Math.max(1e-9, ts[j]! - ts[anchor]!)
    if (speed >= FILTER.walkSpeedMps) {
      for (let k = anchor + 1; k <= j; k++) kept[keptCount++] = k
    } else {
      const stopRadius = Math.min(FILTER.radiusMaxM, Math.max(FILTER.radiusMinM, FILTER.stopRadiusPerAccuracy * Math.max(as[anchor]!, as[j]!)))
      if (chord < stopRadius && j < n - 1) continue
      // The walk up to the arrival counts as a path (a stop at a corner keeps its corner); the
      // rest of the hop counts as the chord from the arrival, or not at all.
      const a = stopArrival(track, anchor, j)
      for (let k = anchor + 1; k <= a; k++) kept[keptCount++] = k
      let k = j
      while (k > anchor && ts[j]! - ts[k - 1]! <= FILTER.departWindowS) k--
      const window = ts[j]! - ts[k]!
      const departing =
        window > 0 && dist(k, j) >= Math.max(FILTER.departSpeedMps * Math.max(window, FILTER.departWindowS / 2), FILTER.departPerAccuracy * as[j]!)
      if (departing || dist(a, j) / Math.max(1e-9, ts[j]! - ts[a]!) >= FILTER.driftSpeedMps) kept[keptCount++] = j
      else penUp(j)
    }
    anchor = j
  }
  penUp(n - 1)
  return total
}

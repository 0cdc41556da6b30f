/**
 * The route distance of a walk with jitter filtering (client and server use the same function):
 * cleaning, multipath outliers dropped by a sliding median test, a smoother, stops and drift
 * measured apart, and the simplified path's length.
 */
import { EARTH_RADIUS_M } from "./constants.ts"
import { DEFAULT_POINT_ACCURACY_M, isUsablePosition, MAX_WALK_SPEED_MPS, type TrackPoint } from "./geo.ts"
import { smooth, type Track } from "./routeSmoother.ts"
import { douglasPeuckerMask } from "./simplify.ts"
import { RangeMedian, SortedWindow } from "./slidingMedian.ts"

const RAD = Math.PI / 180

/**
 * Tuning of {@link routeDistance}. Lengths that depend on the GPS error scale with the local
 * reported accuracy. The values were chosen on the generated tracks of `bench/tracks.ts` over
 * many seeds; `bench/distance.ts` prints the result on the benchmark tracks and on other seeds.
 */
const FILTER = {
  /**
   * Outliers: half-width of the median window (s); a point farther than max(10 m, 1.5 × accuracy)
   * from the window's median is dropped. The correlated error moves the median with the point, so
   * a fix's own distance from it is small (white noise, a corner); urban multipath throws fixes
   * 15–100 m, and a wider limit let the 15–30 m ones through (+6–8 % on the noisy urban tracks).
   */
  medianWindowS: 10,
  outlierMinM: 10,
  outlierPerAccuracy: 1.5,
  /**
   * Where the window is one-sided (the first and last seconds of a walk, after a gap) its median
   * lies seconds away from the point: the limit grows by the window's own pace times that time, so
   * a walker, a runner or a bike keeps its fixes there. The pace is robust: the slower of the
   * rates from the median of the window's first half to the window's median and from there to the
   * median of its last half (medians of positions over the differences of the median times), so a
   * burst of thrown fixes would have to fill half the window to make it look fast. It is at least
   * this much (m/s), so a slow walk keeps a jogger's margin, and at most MAX_WALK_SPEED_MPS.
   */
  outlierMinSpeedMps: 3,
  /**
   * A fix whose window holds fewer than 5 fixes, or fewer than `medianMinFixes` where the window
   * borders a gap (the fix before or after it more than `medianWindowS` away), is tested against
   * its nearest neighbours instead: up to `isolatedNeighbours` on each side within
   * `isolatedHorizonS`, at least `isolatedMinNeighbours` in all. A window's median resists a burst
   * only while the burst is less than half of it; beside a gap it is not: the first fixes after a
   * tunnel are often a burst of 1–3 thrown ones, the phone's own speed gate then refuses the good
   * fixes after them for seconds, and a window of 5–7 fixes held the burst and two or three good
   * ones (one urban run +5.3 %, issue 36). 8 is more than twice such a burst. Only beside a gap:
   * a track sampled every 3 s has 7 fixes in every window, and the neighbours' test there cost
   * runs at 4–7 m/s 40 of 120 within 3 %.
   */
  medianMinFixes: 8,
  isolatedNeighbours: 4,
  isolatedMinNeighbours: 4,
  isolatedHorizonS: 60,
  /** The speed test grants both fixes their accuracy, up to this much (m) together. */
  speedGraceMaxM: 60,
  /** Smoother: acceleration noise density (m²/s³) and measurement standard deviation per accuracy metre. */
  processNoise: 10,
  measurementPerAccuracy: 0.5,
  /** Hysteresis radius: twice the accuracy, 5–40 m. */
  radiusPerAccuracy: 2,
  radiusMinM: 5,
  radiusMaxM: 40,
  /**
   * A slow hop (one holding a stop) ends only beyond three times the accuracy (5–40 m): over a
   * stop of minutes the correlated error wanders farther than over the seconds of a walking hop.
   */
  stopRadiusPerAccuracy: 3,
  /** A hop covered at least this fast (m/s) is walking: its path counts. */
  walkSpeedMps: 0.5,
  /**
   * A slow hop that does not end in a departure is drift while standing when, from its arrival
   * (below), it moved slower than this (m/s): it does not count.
   */
  driftSpeedMps: 0.15,
  /**
   * A departure: over the last `departWindowS` seconds the track moved at least `departSpeedMps`
   * and at least half the accuracy (so the error's own wander is not taken for one). The arrival
   * of a slow hop: its first point from which the track moves less than `departSpeedMps` over the
   * next `departWindowS` seconds.
   */
  departWindowS: 8,
  departSpeedMps: 0.4,
  departPerAccuracy: 0.5,
  /** The kept path is simplified with a tolerance of 0.3 × accuracy, in chunks so the cost stays linear. */
  simplifyPerAccuracy: 0.3,
  /**
   * The tolerance is at least `simplifyPerWobble × w²` (metres, w in metres), w being the smoothed
   * track's own lateral wobble at walking pace ({@link wobble}: the median distance of a point from
   * the chord between the points `wobbleWindowS` before and after it, over chords walked at
   * 0.5–`wobbleMaxSpeedMps` m/s). Reported accuracy does not say how fast the error wanders: a fast
   * (τ ≈ 40 s) error of 8 m survives the smoother as a wobble of 2–3 m that inflated the length by
   * 8–10 %, while slow-wandering tracks wobble 0.5–1 m (floor 1–4 m, mostly below 0.3 × accuracy).
   * Issue 36; fitted on its tuning seeds (see `bench/conditions.ts`).
   */
  wobbleWindowS: 10,
  wobbleMaxSpeedMps: 2.5,
  simplifyPerWobble: 4,
  simplifyChunk: 512
} as const

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
 * Whether `Math.hypot(dx, dy) - minus > limit`, answered exactly as with `Math.hypot`. That one
 * (it scales against overflow) is several times slower than the plain square root of the sum of
 * squares, which is within a few ulps of it: the plain one decides unless the two sides are within
 * a relative 1e-9 (plus 1e-150 for underflow) of each other, and `Math.hypot` decides the rest.
 */
function hypotExceeds(dx: number, dy: number, minus: number, limit: number): boolean {
  const d = Math.sqrt(dx * dx + dy * dy)
  const e = d - minus - limit
  const margin = 1e-9 * (d + minus + Math.abs(limit)) + 1e-150
  if (e > margin) return true
  if (e < -margin) return false
  return Math.hypot(dx, dy) - minus > limit
}

/** Whether `Math.hypot(dx, dy) < limit` for certain, by the same plain square root; false when in doubt. */
const surelyWithin = (dx: number, dy: number, limit: number): boolean => Math.sqrt(dx * dx + dy * dy) < limit - 1e-9 * limit - 1e-150

/** The median of the times `ts[from..to - 1]`, which are in order: the middle one (or two). */
function middleTime(ts: Float64Array, from: number, to: number): number {
  const count = to - from
  const mid = from + (count >> 1)
  return count % 2 === 1 ? ts[mid]! : (ts[mid - 1]! + ts[mid]!) / 2
}

/** The median of `values` (sorted in place). */
function medianOf(values: Float64Array): number {
  values.sort()
  const mid = values.length >> 1
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2
}

/**
 * Whether the isolated fix `i` (too few fixes in its window, see `medianMinFixes`) is an outlier: farther from the
 * median of its nearest neighbours (up to `isolatedNeighbours` on each side within
 * `isolatedHorizonS`, itself excluded) than max(10 m, 1.5 × their median accuracy) plus a pace
 * times its time from their median time. The pace is the rate from the median of the neighbours
 * before to that of those after (3–10 m/s), or 3 m/s when they are all on one side.
 */
export function isolatedOutlier(xs: ArrayLike<number>, ys: ArrayLike<number>, ts: ArrayLike<number>, as: ArrayLike<number>, n: number, i: number): boolean {
  let from = i
  while (from > 0 && i - from < FILTER.isolatedNeighbours && ts[i]! - ts[from - 1]! <= FILTER.isolatedHorizonS) from--
  let to = i
  while (to < n - 1 && to - i < FILTER.isolatedNeighbours && ts[to + 1]! - ts[i]! <= FILTER.isolatedHorizonS) to++
  const before = i - from
  const after = to - i
  const m = before + after
  if (m < FILTER.isolatedMinNeighbours) return false
  const pick = (column: ArrayLike<number>, lo: number, hi: number, skip: number) => {
    const out = new Float64Array(hi - lo + 1 - (skip >= lo && skip <= hi ? 1 : 0))
    let k = 0
    for (let j = lo; j <= hi; j++) if (j !== skip) out[k++] = column[j]!
    return medianOf(out)
  }
  const mx = pick(xs, from, to, i)
  const my = pick(ys, from, to, i)
  const mt = pick(ts, from, to, i)
  let pace: number = FILTER.outlierMinSpeedMps
  if (before > 0 && after > 0) {
    const rate =
      Math.hypot(pick(xs, i + 1, to, -1) - pick(xs, from, i - 1, -1), pick(ys, i + 1, to, -1) - pick(ys, from, i - 1, -1)) /
      (pick(ts, i + 1, to, -1) - pick(ts, from, i - 1, -1))
    pace = Math.min(MAX_WALK_SPEED_MPS, Math.max(FILTER.outlierMinSpeedMps, rate))
  }
  const limit = Math.max(FILTER.outlierMinM, FILTER.outlierPerAccuracy * pick(as, from, to, i)) + pace * Math.abs(ts[i]! - mt)
  return Math.hypot(xs[i]! - mx, ys[i]! - my) > limit
}

/**
 * Drops multipath outliers in place: first points far from the median of their time window
 * (robust to bursts shorter than half the window, even when they report a fine accuracy), then
 * points whose implied speed from the last kept point is impossible even granting both their
 * accuracy. The window's medians come from sorted windows updated as it slides: linear overall.
 */
function dropOutliers(track: Track): void {
  const { n, x: xs, y: ys, t: ts, a: as } = track
  const kept = new Int32Array(n)
  let count = 0
  const wx = new SortedWindow()
  const wy = new SortedWindow()
  const wa = new SortedWindow()
  // The medians of the window's earlier and later halves (for its pace), asked for only when the
  // pace decides: both halves only move forward as the window slides.
  const earlyX = new RangeMedian(xs)
  const earlyY = new RangeMedian(ys)
  const lateX = new RangeMedian(xs)
  const lateY = new RangeMedian(ys)
  // The window of point i is lo..hi: every point within medianWindowS seconds of it.
  let lo = 0
  let hi = -1
  for (let i = 0; i < n; i++) {
    const t = ts[i]!
    for (;;) {
      const enters = hi + 1 < n && ts[hi + 1]! <= t + FILTER.medianWindowS
      const leaves = ts[lo]! < t - FILTER.medianWindowS
      if (enters && leaves) {
        hi++
        wx.replace(xs[lo]!, xs[hi]!)
        wy.replace(ys[lo]!, ys[hi]!)
        wa.replace(as[lo]!, as[hi]!)
        lo++
      } else if (enters) {
        hi++
        wx.insert(xs[hi]!)
        wy.insert(ys[hi]!)
        wa.insert(as[hi]!)
      } else if (leaves) {
        wx.remove(xs[lo]!)
        wy.remove(ys[lo]!)
        wa.remove(as[lo]!)
        lo++
      } else break
    }
    // Beside a gap (the fix before the window or after it more than a half-window away from it), a
    // window needs `medianMinFixes`; elsewhere 5 (a sparse track, a fix every 3 s, keeps its medians).
    const besideGap = (lo > 0 && ts[lo]! - ts[lo - 1]! > FILTER.medianWindowS) || (hi + 1 < n && ts[hi + 1]! - ts[hi]! > FILTER.medianWindowS)
    if (wx.length >= (besideGap ? FILTER.medianMinFixes : 5)) {
      const medianTime = middleTime(ts, lo, hi + 1)
      const lag = Math.abs(t - medianTime)
      const base = Math.max(FILTER.outlierMinM, FILTER.outlierPerAccuracy * wa.median())
      const mx = wx.median()
      const my = wy.median()
      // The limit grows with the pace, so the slowest and the fastest pace decide most points
      // without it (the same answer: the limit is monotone in the pace).
      if (hypotExceeds(xs[i]! - mx, ys[i]! - my, 0, base + FILTER.outlierMinSpeedMps * lag)) {
        if (hypotExceeds(xs[i]! - mx, ys[i]! - my, 0, base + MAX_WALK_SPEED_MPS * lag)) continue
        // The pace from the window's median to the medians of its first and of its last h points
        // (h = half the window), the slower of the two: a burst must fill half of both halves
        // (half the window, which would move its median too) to make the window look fast.
        const h = (hi - lo + 1) >> 1
        const early = Math.hypot(mx - earlyX.median(lo, lo + h), my - earlyY.median(lo, lo + h)) / (medianTime - middleTime(ts, lo, lo + h))
        const late =
          Math.hypot(lateX.median(hi + 1 - h, hi + 1) - mx, lateY.median(hi + 1 - h, hi + 1) - my) / (middleTime(ts, hi + 1 - h, hi + 1) - medianTime)
        const speed = Math.min(MAX_WALK_SPEED_MPS, Math.max(FILTER.outlierMinSpeedMps, Math.min(early, late)))
        if (hypotExceeds(xs[i]! - mx, ys[i]! - my, 0, base + speed * lag)) continue
      }
    } else if (isolatedOutlier(xs, ys, ts, as, n, i)) continue
    kept[count++] = i
  }
  // The speed test, compacting the kept points to the front (each is read before it is overwritten).
  let out = 0
  for (let k = 0; k < count; k++) {
    const i = kept[k]!
    if (out > 0) {
      const prev = out - 1
      // Dropped when |p - prev| - min(prev.a + p.a, speedGraceMaxM) > MAX_WALK_SPEED_MPS × Δt.
      const grace = Math.min(as[prev]! + as[i]!, FILTER.speedGraceMaxM)
      if (hypotExceeds(xs[i]! - xs[prev]!, ys[i]! - ys[prev]!, grace, MAX_WALK_SPEED_MPS * (ts[i]! - ts[prev]!))) continue
    }
    xs[out] = xs[i]!
    ys[out] = ys[i]!
    ts[out] = ts[i]!
    as[out] = as[i]!
    out++
  }
  track.n = out
}

/**
 * Length of a kept path (`count` indices into the track) after Douglas–Peucker with a tolerance
 * that follows each point's accuracy (at least `floor`), in chunks so the cost stays linear.
 */
function simplifiedLength(track: Track, indices: Int32Array, count: number, floor: number): number {
  const chunkSize = Math.min(count, FILTER.simplifyChunk + 1)
  const xs = new Float64Array(chunkSize)
  const ys = new Float64Array(chunkSize)
  const tol = new Float64Array(chunkSize)
  let length = 0
  for (let start = 0; start < count - 1; start += FILTER.simplifyChunk) {
    const size = Math.min(count, start + FILTER.simplifyChunk + 1) - start
    for (let i = 0; i < size; i++) {
      const k = indices[start + i]!
      xs[i] = track.x[k]!
      ys[i] = track.y[k]!
      tol[i] = Math.max(floor, FILTER.simplifyPerAccuracy * track.a[k]!)
    }
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
 * 2. Multipath outliers are dropped (median test over a time window, then an impossible-speed test).
 * 3. A Kalman (RTS) smoother removes the fast jitter, weighting each fix by its accuracy.
 * 4. Hysteresis: nothing counts until the smoothed track leaves a radius of twice the accuracy
 *    around the last anchor, so the wander while a dog sniffs adds nothing. A hop made at walking
 *    pace keeps its whole path (corners included); a slow hop (one holding a stop) must leave three
 *    times the accuracy, keeps its path up to where the walker came to rest ({@link stopArrival}:
 *    a stop at a corner keeps its corner), then counts as the chord from there when it ends in a
 *    departure, and not at all when it is slow drift while standing.
 * 5. The kept path is simplified (Douglas–Peucker, tolerance 0.3 × accuracy, at least 4 × w² where
 *    w is the smoothed track's own wobble at walking pace, {@link wobble}) to drop the residual
 *    wobble of the correlated GPS error, then measured.
 *
 * Deterministic and independent of input order; linear apart from the initial sort (skipped when
 * the points come in time order), with no per-point allocation: the track is held in typed columns.
 */
export function routeDistance(points: ReadonlyArray<RouteFix>): number {
  const clean = cleanPoints(points)
  if (clean.length < 2) return 0
  const origin = clean[0]!
  const kx = EARTH_RADIUS_M * RAD * Math.cos(origin.lat * RAD)
  const ky = EARTH_RADIUS_M * RAD
  const track: Track = {
    n: clean.length,
    x: new Float64Array(clean.length),
    y: new Float64Array(clean.length),
    t: new Float64Array(clean.length),
    a: new Float64Array(clean.length)
  }
  for (let i = 0; i < clean.length; i++) {
    const p = clean[i]!
    track.x[i] = (p.lng - origin.lng) * kx
    track.y[i] = (p.lat - origin.lat) * ky
    track.t[i] = (p.time - origin.time) / 1000
    track.a[i] = pointAccuracy(p)
  }
  dropOutliers(track)
  smooth(track, FILTER.processNoise, FILTER.measurementPerAccuracy)
  const { n, x: xs, y: ys, t: ts, a: as } = track
  if (n < 2) return 0
  const floor = simplifyFloor(track)
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

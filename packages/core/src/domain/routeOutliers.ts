/**
 * The route distance's multipath outlier tests (`routeDistance.ts`, step 2): a sliding median test
 * over a time window, the nearest neighbours' test for a fix without enough of a window (beside a
 * gap), the test of a fix reporting a worse accuracy than its neighbours against the ones that do
 * not, then an impossible-speed test. Each looks only at a fix's neighbours in time.
 */
import { MAX_WALK_SPEED_MPS } from "./geo.ts"
import { FILTER, medianOf } from "./routeFilter.ts"
import type { Track } from "./routeSmoother.ts"
import { RangeMedian, SortedWindow } from "./slidingMedian.ts"

/**
 * Whether `Math.hypot(dx, dy) - minus > limit`, answered exactly as with `Math.hypot`. That one
 * (it scales against overflow) is several times slower than the plain square root of the sum of
 * squares, which is within a few ulps of it: the plain one decides unless the two sides are within
 * a relative 1e-9 (plus 1e-150 for underflow) of each other, and `Math.hypot` decides the rest.
 */
export function hypotExceeds(dx: number, dy: number, minus: number, limit: number): boolean {
  const d = Math.sqrt(dx * dx + dy * dy)
  const e = d - minus - limit
  const margin = 1e-9 * (d + minus + Math.abs(limit)) + 1e-150
  if (e > margin) return true
  if (e < -margin) return false
  return Math.hypot(dx, dy) - minus > limit
}

/** Whether `Math.hypot(dx, dy) < limit` for certain, by the same plain square root; false when in doubt. */
export const surelyWithin = (dx: number, dy: number, limit: number): boolean => Math.sqrt(dx * dx + dy * dy) < limit - 1e-9 * limit - 1e-150

/** The median of the times `ts[from..to - 1]`, which are in order: the middle one (or two). */
function middleTime(ts: Float64Array, from: number, to: number): number {
  const count = to - from
  const mid = from + (count >> 1)
  return count % 2 === 1 ? ts[mid]! : (ts[mid - 1]! + ts[mid]!) / 2
}

/**
 * Whether the isolated fix `i` (too few fixes in its window, see `medianMinFixes`) is an outlier: farther from the
 * median of its nearest neighbours (up to `isolatedNeighbours` on each side within
 * `isolatedHorizonS`, itself excluded) than max(10 m, 1.5 × their median accuracy) plus a pace
 * times its time from their median time. The pace is the rate from the median of the neighbours
 * before to that of those after (3–10 m/s), or 3 m/s when they are all on one side.
 */
export function isolatedOutlier(xs: ArrayLike<number>, ys: ArrayLike<number>, ts: ArrayLike<number>, as: ArrayLike<number>, n: number, i: number): boolean {
  const { from, to } = isolatedNeighbours(ts, n, i)
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

/** The nearest neighbours of fix `i` ({@link isolatedOutlier}): `from..to`, up to `isolatedNeighbours` on each side within `isolatedHorizonS`. */
export function isolatedNeighbours(ts: ArrayLike<number>, n: number, i: number): { from: number; to: number } {
  let from = i
  while (from > 0 && i - from < FILTER.isolatedNeighbours && ts[i]! - ts[from - 1]! <= FILTER.isolatedHorizonS) from--
  let to = i
  while (to < n - 1 && to - i < FILTER.isolatedNeighbours && ts[to + 1]! - ts[i]! <= FILTER.isolatedHorizonS) to++
  return { from, to }
}

/**
 * Whether fix `i`, among its neighbours `from..to` (itself included), is a suspect outlier: it
 * reports more than `suspectPerAccuracy` × the median accuracy of the others, and it is farther
 * than max(10 m, 1.5 × its own accuracy) plus a pace times the time between them from the nearest
 * trusted neighbour (one reporting at most that much) before it or from the one after it. False
 * when fewer than `suspectMinTrusted` neighbours are trusted. The pace is the rate from the median
 * of the trusted neighbours before it to that of those after it (3–10 m/s), or 3 m/s when they are
 * all on one side. Its cost is that of its neighbours.
 */
export function suspectOutlier(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  ts: ArrayLike<number>,
  as: ArrayLike<number>,
  from: number,
  to: number,
  i: number
): boolean {
  if (to - from < 2) return false
  const others = new Float64Array(to - from)
  for (let j = from, k = 0; j <= to; j++) if (j !== i) others[k++] = as[j]!
  const cut = FILTER.suspectPerAccuracy * medianOf(others)
  if (!(as[i]! > cut)) return false
  let before = 0
  let after = 0
  for (let j = from; j <= to; j++) {
    if (j === i || as[j]! > cut) continue
    if (j < i) before++
    else after++
  }
  if (before + after < FILTER.suspectMinTrusted) return false
  const pick = (column: ArrayLike<number>, lo: number, hi: number) => {
    let count = 0
    for (let j = lo; j <= hi; j++) if (j !== i && as[j]! <= cut) count++
    const out = new Float64Array(count)
    let k = 0
    for (let j = lo; j <= hi; j++) if (j !== i && as[j]! <= cut) out[k++] = column[j]!
    return medianOf(out)
  }
  let pace: number = FILTER.outlierMinSpeedMps
  if (before > 0 && after > 0) {
    const rate =
      Math.hypot(pick(xs, i + 1, to) - pick(xs, from, i - 1), pick(ys, i + 1, to) - pick(ys, from, i - 1)) / (pick(ts, i + 1, to) - pick(ts, from, i - 1))
    pace = Math.min(MAX_WALK_SPEED_MPS, Math.max(FILTER.outlierMinSpeedMps, rate))
  }
  const base = Math.max(FILTER.outlierMinM, FILTER.outlierPerAccuracy * as[i]!)
  const far = (j: number) => Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!) > base + pace * Math.abs(ts[i]! - ts[j]!)
  let j = i - 1
  while (j >= from && as[j]! > cut) j--
  if (j >= from && far(j)) return true
  j = i + 1
  while (j <= to && as[j]! > cut) j++
  return j <= to && far(j)
}

/**
 * Drops multipath outliers in place: first points far from the median of their time window
 * (robust to bursts shorter than half the window, even when they report a fine accuracy), then
 * points whose implied speed from the last kept point is impossible even granting both their
 * accuracy. The window's medians come from sorted windows updated as it slides: linear overall.
 */
export function dropOutliers(track: Track): void {
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
      // The test of a fix reporting a worse accuracy than its neighbours, asked only when it may be
      // one: the median of the others is at least the window's value of rank ⌊(m − 2) / 2⌋.
      if (as[i]! > FILTER.suspectPerAccuracy * wa.at((wa.length - 2) >> 1) && suspectOutlier(xs, ys, ts, as, lo, hi, i)) continue
    } else {
      if (isolatedOutlier(xs, ys, ts, as, n, i)) continue
      const { from, to } = isolatedNeighbours(ts, n, i)
      if (suspectOutlier(xs, ys, ts, as, from, to, i)) continue
    }
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

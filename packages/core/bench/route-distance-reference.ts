/**
 * The original `routeDistance` (before the sorted sliding median windows, the typed columns and
 * the `Math.hypot` shortcuts), kept as the reference: `geo.reference.test.ts` checks that the
 * optimised one answers the same double on every generated track and random input, and
 * `route-distance.ts` times both. Not used by the app. Changes of the filter itself are made here
 * too, written plainly (issue 10, short and noisy walks: the tighter median test, the stop radius,
 * the arrival of a stop and the drift speed measured from it; fast movement: the median test's
 * pace measured from its window; issue 36: the neighbours' tests shared with the optimised filter
 * — isolated fixes, fixes reporting a worse accuracy than their neighbours — and the corners kept
 * by the simplification where its floor is large, found by a plain search here).
 */
import { DEFAULT_POINT_ACCURACY_M, isUsablePosition, MAX_WALK_SPEED_MPS, type TrackPoint } from "../src/domain/geo.ts"
import { EARTH_RADIUS_M } from "../src/domain/constants.ts"
import { douglasPeuckerMask } from "../src/domain/simplify.ts"
import { isolatedOutlier, simplifyFloor } from "../src/domain/routeDistance.ts"
import { isolatedNeighbours, suspectOutlier } from "../src/domain/routeOutliers.ts"

const RAD = Math.PI / 180

/**
 * Tuning of {@link referenceRouteDistance}. Lengths that depend on the GPS error scale with the local
 * reported accuracy. The values were chosen on the generated tracks of `bench/tracks.ts` over
 * many seeds; `bench/distance.ts` prints the result on the benchmark tracks and on other seeds.
 */
const FILTER = {
  /** Outliers: half-width of the median window (s); a point farther than max(10 m, 1.5 × accuracy) from the median is dropped. */
  medianWindowS: 10,
  outlierMinM: 10,
  outlierPerAccuracy: 1.5,
  /**
   * The limit grows by the window's pace times the time between the point and its window's median
   * time (one-sided windows): the slower of the rates from its first half's median to its median
   * and from there to its last half's median, at least this much (m/s), at most MAX_WALK_SPEED_MPS.
   */
  outlierMinSpeedMps: 3,
  /** A fix reporting more than this × its neighbours' median accuracy is tested against the others (`suspectOutlier`). */
  suspectPerAccuracy: 1.5,
  /** The speed test grants both fixes their accuracy, up to this much (m) together. */
  speedGraceMaxM: 60,
  /** Smoother: acceleration noise density (m²/s³) and measurement standard deviation per accuracy metre. */
  processNoise: 10,
  measurementPerAccuracy: 0.5,
  /** Hysteresis radius: twice the accuracy, 5–40 m. */
  radiusPerAccuracy: 2,
  radiusMinM: 5,
  radiusMaxM: 40,
  /** A slow hop (one holding a stop) ends only beyond three times the accuracy (5–40 m). */
  stopRadiusPerAccuracy: 3,
  /** A hop covered at least this fast (m/s) is walking: its path counts. */
  walkSpeedMps: 0.5,
  /** A slow hop that does not end in a departure and moved slower than this (m/s) from its arrival is drift while standing: it does not count. */
  driftSpeedMps: 0.15,
  /**
   * A departure: over the last `departWindowS` seconds the track moved at least `departSpeedMps`
   * and at least half the accuracy (so the error's own wander is not taken for one).
   */
  departWindowS: 8,
  departSpeedMps: 0.4,
  departPerAccuracy: 0.5,
  /** The kept path is simplified with a tolerance of 0.3 × accuracy, in chunks so the cost stays linear. */
  simplifyPerAccuracy: 0.3,
  simplifyChunk: 512,
  /** Where the floor is at least this (m), the corners are kept (turning ≥ 70° over 6 × the mean accuracy along the path). */
  cornerFloorM: 16,
  cornerSpanPerAccuracy: 6,
  cornerTurnDeg: 70,
  /** Where the floor is at least 7 m and below 14 m, the route is measured as streets (`streetsLength`). */
  streetFloorM: 7,
  streetFloorMaxM: 14,
  streetCornerSpanM: 30,
  streetCornerTurnDeg: 40,
  /**
   * A gentler corner (25–40°, its stretch at 25° holding no sharp turn) is one only where the
   * smoothed path lies 2 × the floor off the chord between its neighbouring cuts.
   */
  streetCandidateTurnDeg: 25,
  streetBendPerFloor: 2,
  /** Neighbouring streets at multiples of 90° within 20° share a grid; a street within 3 × the floor of it over its length is fitted along it. */
  streetGridToleranceDeg: 20,
  streetGridLateralPerFloor: 3,
  /** A stop: slower than 0.5 m/s over ±10 s for 10 s; runs within 30 s and 15 m are one; widened by 3 s. */
  dwellWindowS: 10,
  dwellSpeedMps: 0.5,
  dwellMinS: 10,
  dwellMergeS: 30,
  dwellMergeM: 15,
  dwellMarginS: 3,
  /** A stop from the first fix on that lasts 20 s is where the walk starts. */
  leadStandMinS: 20
} as const

interface Local {
  /** Metres east and north of the route's first point. */
  x: number
  y: number
  /** Seconds since the route's first point. */
  t: number
  /** Accuracy, metres. */
  a: number
}

const pointAccuracy = (p: TrackPoint) => (p.accuracy !== undefined && Number.isFinite(p.accuracy) && p.accuracy > 0 ? p.accuracy : DEFAULT_POINT_ACCURACY_M)

/** Usable points ordered by time; of several with the same time the most accurate (then lowest lat/lng) wins. */
function cleanPoints(points: ReadonlyArray<TrackPoint>): TrackPoint[] {
  const valid = points.filter((p) => isUsablePosition(p) && Number.isFinite(p.time))
  valid.sort((a, b) => a.time - b.time || pointAccuracy(a) - pointAccuracy(b) || a.lat - b.lat || a.lng - b.lng)
  const out: TrackPoint[] = []
  for (const p of valid) {
    if (out.length > 0 && out[out.length - 1]!.time === p.time) continue
    out.push(p)
  }
  return out
}

/** Median of a typed array (sorted in place). */
function median(values: Float64Array): number {
  values.sort()
  const mid = values.length >> 1
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2
}

/**
 * Drops multipath outliers: first points far from the median of their time window (robust to
 * bursts shorter than half the window, even when they report a fine accuracy), then points whose
 * implied speed from the last kept point is impossible even granting both their accuracy.
 */
function dropOutliers(pts: Local[]): Local[] {
  const n = pts.length
  const kept: Local[] = []
  // The columns, for the neighbours' tests shared with the optimised filter.
  const columns = [pts.map((q) => q.x), pts.map((q) => q.y), pts.map((q) => q.t), pts.map((q) => q.a)] as const
  let xs = new Float64Array(64)
  let ys = new Float64Array(64)
  let as = new Float64Array(64)
  let lo = 0
  let hi = 0
  for (let i = 0; i < n; i++) {
    const p = pts[i]!
    while (pts[lo]!.t < p.t - FILTER.medianWindowS) lo++
    while (hi + 1 < n && pts[hi + 1]!.t <= p.t + FILTER.medianWindowS) hi++
    const m = hi - lo + 1
    // Fewer than 5 fixes, or fewer than 8 beside a gap (the fix before or after the window more than
    // medianWindowS from it), where a burst of thrown fixes can half fill it: the nearest
    // neighbours' test instead (issue 36).
    const besideGap = (lo > 0 && pts[lo]!.t - pts[lo - 1]!.t > FILTER.medianWindowS) || (hi + 1 < n && pts[hi + 1]!.t - pts[hi]!.t > FILTER.medianWindowS)
    if (m >= (besideGap ? 8 : 5)) {
      if (m > xs.length) {
        xs = new Float64Array(m * 2)
        ys = new Float64Array(m * 2)
        as = new Float64Array(m * 2)
      }
      for (let k = 0; k < m; k++) {
        const q = pts[lo + k]!
        xs[k] = q.x
        ys[k] = q.y
        as[k] = q.a
      }
      const ts = new Float64Array(m)
      for (let k = 0; k < m; k++) ts[k] = pts[lo + k]!.t
      const mx = median(xs.subarray(0, m))
      const my = median(ys.subarray(0, m))
      const mt = median(ts)
      // The window's pace: the slower of the rates from the median of its first h points to its
      // median and from there to the median of its last h points (h = ⌊m / 2⌋).
      const h = m >> 1
      const half = (from: number, pick: (q: Local) => number) => median(Float64Array.from(pts.slice(from, from + h), pick))
      const early = Math.hypot(mx - half(lo, (q) => q.x), my - half(lo, (q) => q.y)) / (mt - half(lo, (q) => q.t))
      const late = Math.hypot(half(hi + 1 - h, (q) => q.x) - mx, half(hi + 1 - h, (q) => q.y) - my) / (half(hi + 1 - h, (q) => q.t) - mt)
      const limit =
        Math.max(FILTER.outlierMinM, FILTER.outlierPerAccuracy * median(as.subarray(0, m))) +
        Math.min(MAX_WALK_SPEED_MPS, Math.max(FILTER.outlierMinSpeedMps, Math.min(early, late))) * Math.abs(p.t - mt)
      if (Math.hypot(p.x - mx, p.y - my) > limit) continue
      // A fix reporting a worse accuracy than its neighbours, against the trusted ones (issue 36);
      // asked only when it may be one (`as` is sorted by its median: the median of the others is
      // at least its value of rank ⌊(m − 2) / 2⌋).
      if (p.a > FILTER.suspectPerAccuracy * as[(m - 2) >> 1]! && suspectOutlier(...columns, lo, hi, i)) continue
    } else {
      if (isolatedOutlier(...columns, n, i)) continue
      const { from, to } = isolatedNeighbours(columns[2], n, i)
      if (suspectOutlier(...columns, from, to, i)) continue
    }
    kept.push(p)
  }
  const out: Local[] = []
  for (const p of kept) {
    const prev = out[out.length - 1]
    if (prev) {
      const moved = Math.hypot(p.x - prev.x, p.y - prev.y) - Math.min(prev.a + p.a, FILTER.speedGraceMaxM)
      if (moved > MAX_WALK_SPEED_MPS * (p.t - prev.t)) continue
    }
    out.push(p)
  }
  return out
}

/**
 * Rauch–Tung–Striebel smoother with a constant-velocity model on each axis. The measurement
 * noise follows each fix's accuracy, so poor fixes are smoothed harder. Both axes share one
 * covariance (same model, same measurement noise), so it is computed once.
 */
function smooth(pts: Local[]): Local[] {
  const n = pts.length
  if (n < 3) return pts.slice()
  const q = FILTER.processNoise
  // Per step: predicted state (x, v per axis), filtered state, predicted and filtered covariance.
  const predX = new Float64Array(2 * n)
  const predY = new Float64Array(2 * n)
  const filtX = new Float64Array(2 * n)
  const filtY = new Float64Array(2 * n)
  const predP = new Float64Array(3 * n)
  const filtP = new Float64Array(3 * n)
  let x = pts[0]!.x
  let vx = 0
  let y = pts[0]!.y
  let vy = 0
  let P00 = (FILTER.measurementPerAccuracy * pts[0]!.a) ** 2
  let P01 = 0
  let P11 = 4
  for (let k = 0; k < n; k++) {
    const p = pts[k]!
    if (k > 0) {
      const dt = p.t - pts[k - 1]!.t
      x += vx * dt
      y += vy * dt
      const n00 = P00 + 2 * dt * P01 + dt * dt * P11 + (q * dt ** 3) / 3
      const n01 = P01 + dt * P11 + (q * dt * dt) / 2
      const n11 = P11 + q * dt
      P00 = n00
      P01 = n01
      P11 = n11
    }
    predX[2 * k] = x
    predX[2 * k + 1] = vx
    predY[2 * k] = y
    predY[2 * k + 1] = vy
    predP[3 * k] = P00
    predP[3 * k + 1] = P01
    predP[3 * k + 2] = P11
    const s = P00 + (FILTER.measurementPerAccuracy * p.a) ** 2
    const g0 = P00 / s
    const g1 = P01 / s
    const ix = p.x - x
    const iy = p.y - y
    x += g0 * ix
    vx += g1 * ix
    y += g0 * iy
    vy += g1 * iy
    const f00 = (1 - g0) * P00
    const f01 = (1 - g0) * P01
    const f11 = P11 - g1 * P01
    P00 = f00
    P01 = f01
    P11 = f11
    filtX[2 * k] = x
    filtX[2 * k + 1] = vx
    filtY[2 * k] = y
    filtY[2 * k + 1] = vy
    filtP[3 * k] = P00
    filtP[3 * k + 1] = P01
    filtP[3 * k + 2] = P11
  }
  const out: Local[] = new Array(n)
  out[n - 1] = { ...pts[n - 1]!, x, y }
  for (let k = n - 2; k >= 0; k--) {
    const dt = pts[k + 1]!.t - pts[k]!.t
    // Smoother gain C = Pf Fᵀ Pp⁻¹ with F = [[1, dt], [0, 1]].
    const f00 = filtP[3 * k]!
    const f01 = filtP[3 * k + 1]!
    const f11 = filtP[3 * k + 2]!
    const b00 = f00 + dt * f01
    const b10 = f01 + dt * f11
    const p00 = predP[3 * (k + 1)]!
    const p01 = predP[3 * (k + 1) + 1]!
    const p11 = predP[3 * (k + 1) + 2]!
    const det = p00 * p11 - p01 * p01
    const i00 = p11 / det
    const i01 = -p01 / det
    const i11 = p00 / det
    const c00 = b00 * i00 + f01 * i01
    const c01 = b00 * i01 + f01 * i11
    const c10 = b10 * i00 + f11 * i01
    const c11 = b10 * i01 + f11 * i11
    const dx = x - predX[2 * (k + 1)]!
    const dvx = vx - predX[2 * (k + 1) + 1]!
    const dy = y - predY[2 * (k + 1)]!
    const dvy = vy - predY[2 * (k + 1) + 1]!
    x = filtX[2 * k]! + c00 * dx + c01 * dvx
    vx = filtX[2 * k + 1]! + c10 * dx + c11 * dvx
    y = filtY[2 * k]! + c00 * dy + c01 * dvy
    vy = filtY[2 * k + 1]! + c10 * dy + c11 * dvy
    out[k] = { ...pts[k]!, x, y }
  }
  return out
}

/**
 * The corners of a polyline: each point gets the cosine of the turn between the chord from the
 * last point at least `span` metres before it along the path and the chord to the first point at
 * least `span` metres after it (none when either is missing); of each stretch of consecutive
 * points turning by `cornerTurnDeg` or more, the first sharpest is a corner. With `cosines`, each
 * corner's cosine is pushed onto it.
 */
function corners(xs: number[], ys: number[], span: number, turnDeg: number = FILTER.cornerTurnDeg, cosines?: number[]): number[] {
  const along = [0]
  for (let i = 1; i < xs.length; i++) along.push(along[i - 1]! + Math.hypot(xs[i]! - xs[i - 1]!, ys[i]! - ys[i - 1]!))
  const turning = xs.map((_, i) => {
    let back = i - 1
    while (back >= 0 && along[back]! > along[i]! - span) back--
    let ahead = i
    while (ahead < xs.length && along[ahead]! < along[i]! + span) ahead++
    if (back < 0 || ahead >= xs.length) return undefined
    const ax = xs[i]! - xs[back]!
    const ay = ys[i]! - ys[back]!
    const bx = xs[ahead]! - xs[i]!
    const by = ys[ahead]! - ys[i]!
    const cos = (ax * bx + ay * by) / Math.max(1e-9, Math.hypot(ax, ay) * Math.hypot(bx, by))
    return cos < Math.cos(turnDeg * RAD) ? cos : undefined
  })
  const out: number[] = []
  let stretch: number[] = []
  for (let i = 0; i <= xs.length; i++) {
    if (i < xs.length && turning[i] !== undefined) {
      stretch.push(i)
      continue
    }
    if (stretch.length > 0) {
      const sharpest = stretch.reduce((best, k) => (turning[k]! < turning[best]! ? k : best))
      out.push(sharpest)
      cosines?.push(turning[sharpest]!)
    }
    stretch = []
  }
  return out
}

/**
 * Length of a polyline after Douglas–Peucker with a tolerance that follows each point's accuracy;
 * where the floor is at least `cornerFloorM`, the corners (over `cornerSpanPerAccuracy` × the
 * chunk's mean accuracy) are always kept.
 */
function simplifiedLength(pts: Local[], indices: number[], floor: number): number {
  let length = 0
  for (let start = 0; start < indices.length - 1; start += FILTER.simplifyChunk) {
    const chunk = indices.slice(start, Math.min(indices.length, start + FILTER.simplifyChunk + 1))
    const xs = chunk.map((k) => pts[k]!.x)
    const ys = chunk.map((k) => pts[k]!.y)
    const tolerance = chunk.map((k) => Math.max(floor, FILTER.simplifyPerAccuracy * pts[k]!.a))
    if (floor >= FILTER.cornerFloorM) {
      const span = (FILTER.cornerSpanPerAccuracy * chunk.reduce((sum, k) => sum + pts[k]!.a, 0)) / chunk.length
      for (const c of corners(xs, ys, span)) tolerance[c] = 0
    }
    const keep = douglasPeuckerMask(xs, ys, tolerance)
    let prev = 0
    for (let i = 1; i < chunk.length; i++) {
      if (keep[i] !== 1) continue
      length += Math.hypot(xs[i]! - xs[prev]!, ys[i]! - ys[prev]!)
      prev = i
    }
  }
  return length
}

/**
 * The route as streets (issue 36, sixth pass; `routeStreets.ts` in the app), written plainly. The
 * stops: runs of points where the smoothed track moved slower than `dwellSpeedMps` between the
 * first point at most `dwellWindowS` before and the last at most as far after (spanning at least
 * `dwellWindowS`), merged when one begins within `dwellMergeS` s and `dwellMergeM` m of where the
 * last ended, kept when they last `dwellMinS`, widened by `dwellMarginS`. Between them, the
 * corners of the smoothed path. Each street is the least-squares constant-velocity line through
 * its raw fixes (between its corners and stops, both ends included), read at its ends' times;
 * streets meet at the mean of their ends, or at the median of a stop's raw fixes. Corners turning
 * by 25–40° (seventh pass) are kept only where the smoothed point at the corner lies at least
 * `streetBendPerFloor` × `floor` off the chord from the street's start (the last kept cut) to the
 * next candidate cut (or the last point), judged left to right.
 */
function streetsLength(pts: Local[], raw: Local[], floor: number): number {
  const n = pts.length
  const still = pts.map((p) => {
    const window = pts.filter((q) => q.t >= p.t - FILTER.dwellWindowS && q.t <= p.t + FILTER.dwellWindowS)
    const first = window[0]!
    const last = window[window.length - 1]!
    const span = last.t - first.t
    return span >= FILTER.dwellWindowS && Math.hypot(last.x - first.x, last.y - first.y) < FILTER.dwellSpeedMps * span
  })
  const runs: { first: number; last: number }[] = []
  for (let i = 0; i < n; i++) {
    if (!still[i] || (i > 0 && still[i - 1])) continue
    let end = i
    while (end + 1 < n && still[end + 1]) end++
    const previous = runs[runs.length - 1]
    const near =
      previous &&
      pts[i]!.t - pts[previous.last]!.t <= FILTER.dwellMergeS &&
      Math.hypot(pts[i]!.x - pts[previous.last]!.x, pts[i]!.y - pts[previous.last]!.y) < FILTER.dwellMergeM
    if (previous && near) previous.last = end
    else if (pts[end]!.t - pts[i]!.t >= FILTER.dwellMinS) runs.push({ first: i, last: end })
  }
  const stops = runs.map(({ first, last }) => {
    const from = pts[first]!.t - FILTER.dwellMarginS
    const to = pts[last]!.t + FILTER.dwellMarginS
    const inside = pts.map((_p, k) => k).filter((k) => pts[k]!.t >= from && pts[k]!.t <= to)
    return { from, to, first: inside[0]!, last: inside[inside.length - 1]! }
  })
  const candidates: { from: number; to: number; stop?: (typeof stops)[number]; gentle?: boolean }[] = []
  let stretch = 0
  const cornersOf = (end: number) => {
    const xs = pts.slice(stretch, end + 1).map((p) => p.x)
    const ys = pts.slice(stretch, end + 1).map((p) => p.y)
    const cosines: number[] = []
    // The sharp corners, and the gentle ones whose stretch at the lower angle holds no sharp turn, in order.
    const sharp = corners(xs, ys, FILTER.streetCornerSpanM, FILTER.streetCornerTurnDeg).map((c) => ({ c, gentle: false }))
    const found = corners(xs, ys, FILTER.streetCornerSpanM, FILTER.streetCandidateTurnDeg, cosines)
    const gentle = found.filter((_c, k) => !(cosines[k]! < Math.cos(FILTER.streetCornerTurnDeg * RAD))).map((c) => ({ c, gentle: true }))
    for (const { c, gentle: g } of [...sharp, ...gentle].sort((a, b) => a.c - b.c)) {
      const t = pts[stretch + c]!.t
      candidates.push(g ? { from: t, to: t, gentle: true } : { from: t, to: t })
    }
  }
  for (const stop of stops) {
    if (stop.first > stretch) cornersOf(stop.first - 1)
    candidates.push({ from: stop.from, to: stop.to, stop })
    stretch = stop.last + 1
  }
  if (stretch < n) cornersOf(n - 1)
  // The gentle corners where the path is not bent off its chord are dropped.
  const pointAt = (time: number) => {
    const k = pts.findIndex((p) => p.t >= time)
    return pts[k < 0 ? n - 1 : k]!
  }
  const cuts: typeof candidates = []
  let from = pts[0]!.t
  candidates.forEach((cut, k) => {
    if (cut.gentle && cut.from > from) {
      const a = pointAt(from)
      const c = pointAt(cut.from)
      const b = pointAt(k + 1 < candidates.length ? candidates[k + 1]!.from : pts[n - 1]!.t)
      const chord = Math.hypot(b.x - a.x, b.y - a.y)
      const bend = chord > 1e-9 ? Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / chord : Math.hypot(c.x - a.x, c.y - a.y)
      if (bend < FILTER.streetBendPerFloor * floor) return
    }
    cuts.push(cut)
    from = cut.to
  })
  const median = (values: number[]) => {
    const sorted = Float64Array.from(values).sort()
    const mid = sorted.length >> 1
    return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  }
  type Line = [number, number, number, number]
  const streets: { fixes: Local[]; t0: number; t1: number; line: Line | undefined; stop: (typeof stops)[number] | undefined }[] = []
  let lead: (typeof stops)[number] | undefined
  const street = (t0: number, t1: number, stop: (typeof stops)[number] | undefined) => {
    const fixes = raw.filter((p) => p.t >= t0 && p.t <= t1)
    let line: Line | undefined
    if (t1 > t0 && fixes.length >= 3) {
      const tm = (t0 + t1) / 2
      let su = 0
      let suu = 0
      let sx = 0
      let sy = 0
      let sux = 0
      let suy = 0
      for (const p of fixes) {
        const u = p.t - tm
        su += u
        suu += u * u
        sx += p.x
        sy += p.y
        sux += u * p.x
        suy += u * p.y
      }
      const m = fixes.length
      const den = suu - (su * su) / m
      if (den > 1e-9) {
        const vx = (sux - (su * sx) / m) / den
        const vy = (suy - (su * sy) / m) / den
        line = [sx / m + vx * (t0 - tm - su / m), sy / m + vy * (t0 - tm - su / m), sx / m + vx * (t1 - tm - su / m), sy / m + vy * (t1 - tm - su / m)]
      }
    }
    streets.push({ fixes, t0, t1, line, stop })
  }
  let start = pts[0]!.t
  for (const cut of cuts) {
    if (cut.from <= start) {
      // A stand of at least `leadStandMinS` from the first fix on: the walk starts at its median.
      if (cut.stop && cut.to - start >= FILTER.leadStandMinS) {
        lead = cut.stop
        start = cut.to
      }
      continue
    }
    street(start, cut.from, cut.stop)
    start = cut.to
  }
  if (start < pts[n - 1]!.t) street(start, pts[n - 1]!.t, undefined)
  // Grids: runs of neighbouring streets at multiples of 90° (within the tolerance) share a direction.
  const angleOf = (l: Line) => Math.atan2(l[3] - l[1], l[2] - l[0])
  const quarter = Math.PI / 2
  const offGrid = (a: number) => {
    const r = ((a % quarter) + quarter) % quarter
    return Math.min(r, quarter - r)
  }
  for (let k = 0; k < streets.length; ) {
    if (!streets[k]!.line) {
      k++
      continue
    }
    let end = k
    while (
      end + 1 < streets.length &&
      streets[end + 1]!.line &&
      offGrid(angleOf(streets[end + 1]!.line!) - angleOf(streets[end]!.line!)) <= (FILTER.streetGridToleranceDeg * Math.PI) / 180
    )
      end++
    if (end > k) {
      let c = 0
      let s4 = 0
      for (const { line } of streets.slice(k, end + 1)) {
        const w = (line![2] - line![0]) ** 2 + (line![3] - line![1]) ** 2
        c += w * Math.cos(4 * angleOf(line!))
        s4 += w * Math.sin(4 * angleOf(line!))
      }
      const theta = Math.atan2(s4, c) / 4
      for (const st of streets.slice(k, end + 1)) {
        const own = angleOf(st.line!)
        const a = theta + (Math.round((own - theta) / quarter) * Math.PI) / 2
        if (Math.hypot(st.line![2] - st.line![0], st.line![3] - st.line![1]) * Math.abs(Math.sin(a - own)) > FILTER.streetGridLateralPerFloor * floor) continue
        const ux = Math.cos(a)
        const uy = Math.sin(a)
        const tm = (st.t0 + st.t1) / 2
        let su = 0
        let suu = 0
        let sa = 0
        let sua = 0
        let sd = 0
        for (const p of st.fixes) {
          const u = p.t - tm
          const along = p.x * ux + p.y * uy
          su += u
          suu += u * u
          sa += along
          sua += u * along
          sd += -p.x * uy + p.y * ux
        }
        const m = st.fixes.length
        const den = suu - (su * su) / m
        if (!(m >= 3 && den > 1e-9)) continue
        const v = (sua - (su * sa) / m) / den
        const a0 = sa / m + v * (st.t0 - tm - su / m)
        const a1 = sa / m + v * (st.t1 - tm - su / m)
        const d = sd / m
        st.line = [a0 * ux - d * uy, a0 * uy + d * ux, a1 * ux - d * uy, a1 * uy + d * ux]
      }
    }
    k = end + 1
  }
  const vertices: [number, number][] = []
  let pinned = false
  if (lead) {
    const dwell = raw.slice(lead.first, lead.last + 1)
    vertices.push([median(dwell.map((p) => p.x)), median(dwell.map((p) => p.y))])
    pinned = true
  }
  for (const { line, stop } of streets) {
    if (line) {
      if (!pinned) {
        const previous = vertices.pop()
        vertices.push(previous ? [(previous[0] + line[0]) / 2, (previous[1] + line[1]) / 2] : [line[0], line[1]])
      }
      if (!stop) vertices.push([line[2], line[3]])
      pinned = false
    }
    if (stop) {
      const dwell = raw.slice(stop.first, stop.last + 1)
      vertices.push([median(dwell.map((p) => p.x)), median(dwell.map((p) => p.y))])
      pinned = true
    }
  }
  let length = 0
  for (let k = 1; k < vertices.length; k++) length += Math.hypot(vertices[k]![0] - vertices[k - 1]![0], vertices[k]![1] - vertices[k - 1]![1])
  return length
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
 *    times the accuracy, keeps its path up to where the walker came to rest, then counts as the
 *    chord from there when it ends in a departure, and not at all when it is slow drift.
 * 5. The kept path is simplified (Douglas–Peucker, tolerance 0.3 × accuracy) to drop the residual
 *    wobble of the correlated GPS error, then measured.
 *
 * Deterministic and independent of input order; linear apart from the initial sort (bounded
 * windows, chunked simplification).
 */
export function referenceRouteDistance(points: ReadonlyArray<TrackPoint>): number {
  const clean = cleanPoints(points)
  if (clean.length < 2) return 0
  const origin = clean[0]!
  const kx = EARTH_RADIUS_M * RAD * Math.cos(origin.lat * RAD)
  const ky = EARTH_RADIUS_M * RAD
  const local: Local[] = clean.map((p) => ({
    x: (p.lng - origin.lng) * kx,
    y: (p.lat - origin.lat) * ky,
    t: (p.time - origin.time) / 1000,
    a: pointAccuracy(p)
  }))
  const raw = dropOutliers(local)
  const pts = smooth(raw)
  // The tolerance's floor from the smoothed track's wobble (issue 36), the optimised filter's own function.
  const floor = simplifyFloor({
    n: pts.length,
    x: Float64Array.from(pts, (p) => p.x),
    y: Float64Array.from(pts, (p) => p.y),
    t: Float64Array.from(pts, (p) => p.t),
    a: Float64Array.from(pts, (p) => p.a)
  })
  const n = pts.length
  if (n < 2) return 0
  if (floor >= FILTER.streetFloorM && floor < FILTER.streetFloorMaxM) return streetsLength(pts, raw, floor)
  const dist = (i: number, j: number) => Math.hypot(pts[i]!.x - pts[j]!.x, pts[i]!.y - pts[j]!.y)
  let total = 0
  // The path being kept (indices into pts); a pen-up ends it and starts the next one.
  let kept: number[] = [0]
  const penUp = (next: number) => {
    if (kept.length >= 2) total += simplifiedLength(pts, kept, floor)
    kept = [next]
  }
  let anchor = 0
  for (let j = 1; j < n; j++) {
    const p = pts[j]!
    const a = pts[anchor]!
    const chord = dist(anchor, j)
    const radius = Math.min(FILTER.radiusMaxM, Math.max(FILTER.radiusMinM, FILTER.radiusPerAccuracy * Math.max(a.a, p.a)))
    if (chord < radius && j < n - 1) continue
    const speed = chord / Math.max(1e-9, p.t - a.t)
    if (speed >= FILTER.walkSpeedMps) {
      for (let k = anchor + 1; k <= j; k++) kept.push(k)
    } else {
      const stopRadius = Math.min(FILTER.radiusMaxM, Math.max(FILTER.radiusMinM, FILTER.stopRadiusPerAccuracy * Math.max(a.a, p.a)))
      if (chord < stopRadius && j < n - 1) continue
      // Arrival: the first point of the hop from which the track moves less than
      // departSpeedMps × departWindowS over the next departWindowS seconds (the anchor when none).
      let arrival = anchor
      for (let i = anchor; i < j; i++) {
        let m = i
        while (m < j && pts[m]!.t - pts[i]!.t < FILTER.departWindowS) m++
        if (pts[m]!.t - pts[i]!.t < FILTER.departWindowS) break
        if (dist(i, m) < FILTER.departSpeedMps * FILTER.departWindowS) {
          arrival = i
          break
        }
      }
      for (let k = anchor + 1; k <= arrival; k++) kept.push(k)
      let k = j
      while (k > anchor && p.t - pts[k - 1]!.t <= FILTER.departWindowS) k--
      const window = p.t - pts[k]!.t
      const departing = window > 0 && dist(k, j) >= Math.max(FILTER.departSpeedMps * Math.max(window, FILTER.departWindowS / 2), FILTER.departPerAccuracy * p.a)
      if (departing || dist(arrival, j) / Math.max(1e-9, p.t - pts[arrival]!.t) >= FILTER.driftSpeedMps) kept.push(j)
      else penUp(j)
    }
    anchor = j
  }
  penUp(n - 1)
  return total
}

/**
 * The route distance's street stage (`routeDistance.ts`, step 5 where the track wobbles like a
 * city street's GPS): the track segmented into streets — split at the stops (where the walker
 * stood) and at the corners — each street a constant-velocity line fitted by least squares to its
 * fixes, the route the polyline through the streets' ends. A street's line averages the
 * correlated error over the whole street, where a simplified path keeps one instant of it at each
 * vertex. Issue 36, sixth pass; the streets' gentle bends, seventh pass; the streets on grids
 * (`alignToGrids`), eighth pass (docs/benchmarks.md, "Walk distance").
 */
import { FILTER } from "./routeFilter.ts"
import { alignToGrids } from "./routeGrids.ts"
import type { Track } from "./routeSmoother.ts"

/** A stop: from `from` to `to` (seconds, the dwell widened by `dwellMarginS`), the track's fixes `first..last` (indices). */
export interface Dwell {
  readonly from: number
  readonly to: number
  readonly first: number
  readonly last: number
}

/**
 * Where the walker stood: runs of fixes at which the smoothed track, over the ±`dwellWindowS`
 * seconds around the fix, moved slower than `dwellSpeedMps` (and that window spans at least
 * `dwellWindowS`), lasting at least `dwellMinS`. The correlated error wanders while the walker
 * stands, so a long stop can show as several runs: a run that begins within `dwellMergeS` seconds
 * and `dwellMergeM` metres of where the last one ended continues it (a walk between them would
 * have gone farther). Each stop is widened by `dwellMarginS` on each side: the window's test
 * starts a stop that much after the arrival and ends it that much before the departure. One pass.
 */
export function dwells(track: Track): Dwell[] {
  const { n, x: xs, y: ys, t: ts } = track
  const w = FILTER.dwellWindowS
  const runs: { from: number; to: number; first: number; last: number }[] = []
  let lo = 0
  let hi = 0
  let runStart = -1
  let runEnd = -1
  const close = () => {
    if (runStart < 0) return
    const last = runs[runs.length - 1]
    if (
      last !== undefined &&
      ts[runStart]! - ts[last.last]! <= FILTER.dwellMergeS &&
      Math.hypot(xs[runStart]! - xs[last.last]!, ys[runStart]! - ys[last.last]!) < FILTER.dwellMergeM
    ) {
      last.to = ts[runEnd]!
      last.last = runEnd
    } else if (ts[runEnd]! - ts[runStart]! >= FILTER.dwellMinS) {
      runs.push({ from: ts[runStart]!, to: ts[runEnd]!, first: runStart, last: runEnd })
    }
    runStart = -1
  }
  for (let i = 0; i < n; i++) {
    while (ts[lo]! < ts[i]! - w) lo++
    if (hi < i) hi = i
    while (hi + 1 < n && ts[hi + 1]! <= ts[i]! + w) hi++
    const span = ts[hi]! - ts[lo]!
    if (span >= w && Math.hypot(xs[hi]! - xs[lo]!, ys[hi]! - ys[lo]!) < FILTER.dwellSpeedMps * span) {
      if (runStart < 0) runStart = i
      runEnd = i
    } else close()
  }
  close()
  const margin = FILTER.dwellMarginS
  return runs.map((r) => {
    let first = r.first
    let last = r.last
    while (first > 0 && ts[first - 1]! >= r.from - margin) first--
    while (last + 1 < n && ts[last + 1]! <= r.to + margin) last++
    return { from: r.from - margin, to: r.to + margin, first, last }
  })
}

/**
 * The corners of the smoothed track's stretch `from..to` (indices): where the chords from the
 * point `streetCornerSpanM` back along the path and to the point as far ahead turn by at least
 * `turnDeg` (`streetCornerTurnDeg` unless told), the sharpest point of each such stretch. With
 * `cosines`, the cosine of each corner's turn is pushed onto it. Linear.
 */
export function streetCorners(track: Track, from: number, to: number, turnDeg: number = FILTER.streetCornerTurnDeg, cosines?: number[]): number[] {
  const { x: xs, y: ys } = track
  const corners: number[] = []
  const size = to - from + 1
  if (size < 3) return corners
  const span = FILTER.streetCornerSpanM
  const along = new Float64Array(size)
  for (let i = 1; i < size; i++) along[i] = along[i - 1]! + Math.hypot(xs[from + i]! - xs[from + i - 1]!, ys[from + i]! - ys[from + i - 1]!)
  const cosMax = Math.cos((turnDeg * Math.PI) / 180)
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
      const ax = xs[from + i]! - xs[from + back]!
      const ay = ys[from + i]! - ys[from + back]!
      const bx = xs[from + ahead]! - xs[from + i]!
      const by = ys[from + ahead]! - ys[from + i]!
      cos = (ax * bx + ay * by) / Math.max(1e-9, Math.hypot(ax, ay) * Math.hypot(bx, by))
    }
    if (cos < cosMax) {
      if (best < 0 || cos < bestCos) {
        best = i
        bestCos = cos
      }
    } else if (best >= 0) {
      corners.push(from + best)
      cosines?.push(bestCos)
      best = -1
    }
  }
  if (best >= 0) {
    corners.push(from + best)
    cosines?.push(bestCos)
  }
  return corners
}

/**
 * The constant-velocity line fitted by least squares (x and y against time) to the fixes
 * `from..to` (indices into `xs`, `ys`, `ts`), evaluated at the times `t0` and `t1`; undefined
 * with fewer than 3 fixes.
 */
export function streetLine(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  ts: ArrayLike<number>,
  from: number,
  to: number,
  t0: number,
  t1: number
): { x0: number; y0: number; x1: number; y1: number } | undefined {
  const n = to - from + 1
  if (n < 3) return undefined
  const tm = (t0 + t1) / 2
  let su = 0
  let suu = 0
  let sx = 0
  let sy = 0
  let sux = 0
  let suy = 0
  for (let i = from; i <= to; i++) {
    const u = ts[i]! - tm
    su += u
    suu += u * u
    sx += xs[i]!
    sy += ys[i]!
    sux += u * xs[i]!
    suy += u * ys[i]!
  }
  const den = suu - (su * su) / n
  if (!(den > 1e-9)) return undefined
  const vx = (sux - (su * sx) / n) / den
  const vy = (suy - (su * sy) / n) / den
  const mx = sx / n
  const my = sy / n
  const mu = su / n
  return { x0: mx + vx * (t0 - tm - mu), y0: my + vy * (t0 - tm - mu), x1: mx + vx * (t1 - tm - mu), y1: my + vy * (t1 - tm - mu) }
}

/** The median of `values[from..to]` (a copy is sorted). */
function medianBetween(values: ArrayLike<number>, from: number, to: number): number {
  const copy = new Float64Array(to - from + 1)
  for (let i = from; i <= to; i++) copy[i - from] = values[i]!
  copy.sort()
  const mid = copy.length >> 1
  return copy.length % 2 === 1 ? copy[mid]! : (copy[mid - 1]! + copy[mid]!) / 2
}

/** A street: its fixes `from..to`, its time `t0..t1`, its line, the stop after it. */
export interface Street {
  readonly from: number
  readonly to: number
  readonly t0: number
  readonly t1: number
  line: { x0: number; y0: number; x1: number; y1: number } | undefined
  readonly stop: Dwell | undefined
}

/** A cut between streets, in time order: a corner (`from` = `to`, the corner fix's time) or a stop. */
interface Cut {
  readonly from: number
  readonly to: number
  readonly stop?: Dwell
  /** A corner turning by less than `streetCornerTurnDeg`: kept only if {@link dropStraightCorners} finds it bent. */
  readonly gentle?: boolean
}

/** The first index `0..n` whose time is at least `time` (a binary search). */
function firstAtOrAfter(ts: ArrayLike<number>, n: number, time: number): number {
  let lo = 0
  let hi = n
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (ts[mid]! < time) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Drops the gentle corners (turns of `streetCandidateTurnDeg` to `streetCornerTurnDeg`) where the
 * smoothed path at the corner lies less than `streetBendPerFloor` × `floor` off the chord from the
 * street's start (the cut before it, or the first fix) to the next cut (or the last fix): there
 * the turn is the error's wander, not a bend of the street. Left to right, so a dropped corner's
 * two streets are judged as one against the next. In place; one binary search per corner.
 */
function dropStraightCorners(cuts: Cut[], track: Track, floor: number): void {
  const { n, x: xs, y: ys, t: ts } = track
  const limit = FILTER.streetBendPerFloor * floor
  const at = (time: number) => Math.min(n - 1, firstAtOrAfter(ts, n, time))
  let start = ts[0]!
  let kept = 0
  for (let k = 0; k < cuts.length; k++) {
    const cut = cuts[k]!
    if (cut.gentle === true && cut.from > start) {
      const i = at(start)
      const c = at(cut.from)
      const j = at(k + 1 < cuts.length ? cuts[k + 1]!.from : ts[n - 1]!)
      const cx = xs[j]! - xs[i]!
      const cy = ys[j]! - ys[i]!
      const chord = Math.hypot(cx, cy)
      const bend = chord > 1e-9 ? Math.abs(cx * (ys[c]! - ys[i]!) - cy * (xs[c]! - xs[i]!)) / chord : Math.hypot(xs[c]! - xs[i]!, ys[c]! - ys[i]!)
      if (bend < limit) continue
    }
    cuts[kept++] = cut
    start = cut.to
  }
  cuts.length = kept
}

/**
 * The length of the route as streets: the smoothed `track` gives the stops ({@link dwells}) and,
 * between them, the corners ({@link streetCorners}: turns of `streetCornerTurnDeg`, and gentler
 * ones down to `streetCandidateTurnDeg` where {@link dropStraightCorners} finds the path bent by
 * `streetBendPerFloor` × `floor`, the simplification floor of `routeDistance.ts`); `rawX`, `rawY`
 * are the same fixes before smoothing (outliers already dropped), to which each street's line is fitted ({@link streetLine},
 * over its fixes from the corner or the departure before it to the corner or the arrival after
 * it). Two streets meet at the mean of their lines' ends at a corner, and at the stop's own
 * position (the median of its fixes) at a stop. A street with fewer than 3 fixes is skipped, its
 * neighbours joined directly. A stop from the first fix on is not cut: the smoothed track starts
 * from rest, so its first seconds can look still (a canyon walk lost 1.2 % so). Linear (a stop's
 * median sorts its own fixes).
 */
export function streetsLength(track: Track, rawX: Float64Array, rawY: Float64Array, floor: number): number {
  const { n, t: ts } = track
  if (n < 2) return 0
  // Cuts in time order: a corner (a fix index) or a stop.
  const cuts: Cut[] = []
  let stretch = 0
  const sharp = Math.cos((FILTER.streetCornerTurnDeg * Math.PI) / 180)
  const cosines: number[] = []
  const cornersUpTo = (end: number) => {
    // The corners of `streetCornerTurnDeg` as they are; a gentle one only where its stretch of
    // `streetCandidateTurnDeg` holds no sharp turn (else two corners near each other, whose
    // stretches join at the lower angle, would be read as one).
    cosines.length = 0
    const candidates = streetCorners(track, stretch, end, FILTER.streetCandidateTurnDeg, cosines)
    const found = [
      ...streetCorners(track, stretch, end).map((at) => ({ at, gentle: false })),
      ...candidates.filter((_at, g) => !(cosines[g]! < sharp)).map((at) => ({ at, gentle: true }))
    ].sort((a, b) => a.at - b.at)
    for (const { at, gentle } of found) cuts.push({ from: ts[at]!, to: ts[at]!, gentle })
  }
  for (const d of dwells(track)) {
    if (d.first > stretch) cornersUpTo(d.first - 1)
    cuts.push({ from: d.from, to: d.to, stop: d })
    stretch = d.last + 1
  }
  if (stretch < n) cornersUpTo(n - 1)
  dropStraightCorners(cuts, track, floor)
  // The streets in order, each with the stop after it (if any); the lead stand, if the walk starts from one.
  const streets: Street[] = []
  let lead: Dwell | undefined
  let i = 0
  const street = (t0: number, t1: number, stop: Dwell | undefined) => {
    while (i < n && ts[i]! < t0) i++
    let j = i
    while (j + 1 < n && ts[j + 1]! <= t1) j++
    const line = t1 > t0 ? streetLine(rawX, rawY, ts, i, j, t0, t1) : undefined
    streets.push({ from: i, to: j, t0, t1, line, stop })
  }
  let start = ts[0]!
  for (const cut of cuts) {
    if (cut.from <= start) {
      // A stop from the first fix on: the walk starts from the stop's position when it is a real
      // stand (the leash put on); a short one is the smoother starting from rest, taken in by the first street.
      if (cut.stop !== undefined && cut.to - start >= FILTER.leadStandMinS) {
        lead = cut.stop
        start = cut.to
      }
      continue
    }
    street(start, cut.from, cut.stop)
    start = cut.to
  }
  if (start < ts[n - 1]!) street(start, ts[n - 1]!, undefined)
  alignToGrids(streets, rawX, rawY, ts, floor)
  const xs: number[] = []
  const ys: number[] = []
  let pinned = false
  if (lead !== undefined) {
    xs.push(medianBetween(rawX, lead.first, lead.last))
    ys.push(medianBetween(rawY, lead.first, lead.last))
    pinned = true
  }
  for (const s of streets) {
    const { line, stop } = s
    if (line !== undefined) {
      if (!pinned) {
        const x = xs.pop()
        const y = ys.pop()
        xs.push(x === undefined ? line.x0 : (x + line.x0) / 2)
        ys.push(y === undefined ? line.y0 : (y + line.y0) / 2)
      }
      xs.push(line.x1)
      ys.push(line.y1)
      pinned = false
    }
    if (stop !== undefined) {
      // The stop's own position replaces the street's end there.
      if (line !== undefined) {
        xs.pop()
        ys.pop()
      }
      xs.push(medianBetween(rawX, stop.first, stop.last))
      ys.push(medianBetween(rawY, stop.first, stop.last))
      pinned = true
    }
  }
  let length = 0
  for (let k = 1; k < xs.length; k++) length += Math.hypot(xs[k]! - xs[k - 1]!, ys[k]! - ys[k - 1]!)
  return length
}

/**
 * The street stage's grids (`routeStreets.ts`, issue 36, eighth pass; docs/benchmarks.md, "Walk
 * distance"): streets that meet their neighbours at right angles share one direction.
 */
import { FILTER } from "./routeFilter.ts"
import type { Street } from "./routeStreets.ts"

/**
 * Streets that meet at right angles (or go on straight) share a grid: runs of neighbouring streets
 * whose directions differ by a multiple of 90° within `streetGridToleranceDeg` take one direction
 * for the run (the length²-weighted mean of their directions, modulo 90°), and each street's line is
 * fitted again along its grid direction: its offset across (the mean of its fixes) and its
 * constant-velocity position along.
 */
export function alignToGrids(streets: Street[], xs: ArrayLike<number>, ys: ArrayLike<number>, ts: ArrayLike<number>, floor: number): void {
  const tolerance = FILTER.streetGridToleranceDeg
  if (!(tolerance > 0)) return
  const angle = (s: Street) => Math.atan2(s.line!.y1 - s.line!.y0, s.line!.x1 - s.line!.x0)
  const fold = (a: number) => {
    const q = Math.PI / 2
    const r = ((a % q) + q) % q
    return Math.min(r, q - r)
  }
  const limit = (tolerance * Math.PI) / 180
  let k = 0
  while (k < streets.length) {
    if (streets[k]!.line === undefined) {
      k++
      continue
    }
    let end = k
    while (end + 1 < streets.length && streets[end + 1]!.line !== undefined && fold(angle(streets[end + 1]!) - angle(streets[end]!)) <= limit) end++
    if (end > k) {
      let c = 0
      let s4 = 0
      for (let m = k; m <= end; m++) {
        const l = streets[m]!.line!
        const w = (l.x1 - l.x0) ** 2 + (l.y1 - l.y0) ** 2
        c += w * Math.cos(4 * angle(streets[m]!))
        s4 += w * Math.sin(4 * angle(streets[m]!))
      }
      const theta = Math.atan2(s4, c) / 4
      for (let m = k; m <= end; m++) {
        const st = streets[m]!
        const turns = Math.round((angle(st) - theta) / (Math.PI / 2))
        const a = theta + (turns * Math.PI) / 2
        const l = st.line!
        const lateral = Math.hypot(l.x1 - l.x0, l.y1 - l.y0) * Math.abs(Math.sin(a - angle(st)))
        if (lateral > FILTER.streetGridLateralPerFloor * floor) continue
        const fitted = lineAlong(xs, ys, ts, st.from, st.to, st.t0, st.t1, Math.cos(a), Math.sin(a))
        if (fitted !== undefined) st.line = fitted
      }
    }
    k = end + 1
  }
}

/** The least-squares line of the fixes `from..to` along the unit direction (ux, uy): the mean offset across, constant velocity along. */
function lineAlong(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  ts: ArrayLike<number>,
  from: number,
  to: number,
  t0: number,
  t1: number,
  ux: number,
  uy: number
) {
  const n = to - from + 1
  if (n < 3) return undefined
  const tm = (t0 + t1) / 2
  let su = 0
  let suu = 0
  let sa = 0
  let sua = 0
  let sd = 0
  for (let i = from; i <= to; i++) {
    const u = ts[i]! - tm
    const a = xs[i]! * ux + ys[i]! * uy
    su += u
    suu += u * u
    sa += a
    sua += u * a
    sd += -xs[i]! * uy + ys[i]! * ux
  }
  const den = suu - (su * su) / n
  if (!(den > 1e-9)) return undefined
  const v = (sua - (su * sa) / n) / den
  const ma = sa / n
  const mu = su / n
  const d = sd / n
  const at = (t: number) => ma + v * (t - tm - mu)
  const a0 = at(t0)
  const a1 = at(t1)
  // Across: the normal (−uy, ux) times d.
  return { x0: a0 * ux - d * uy, y0: a0 * uy + d * ux, x1: a1 * ux - d * uy, y1: a1 * uy + d * ux }
}

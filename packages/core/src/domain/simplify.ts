/** Route simplification (Douglas–Peucker) for drawing long routes and trimming responses. */
import type { LatLng } from "../schema/common.ts"
import { EARTH_RADIUS_M } from "./constants.ts"

const RAD = Math.PI / 180

/** Squared distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentDistanceSq(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const len = dx * dx + dy * dy
  let t = len > 0 ? ((px - ax) * dx + (py - ay) * dy) / len : 0
  t = Math.min(1, Math.max(0, t))
  const ex = ax + t * dx - px
  const ey = ay + t * dy - py
  return ex * ex + ey * ey
}

/**
 * Douglas–Peucker over planar coordinates (metres), iterative with an explicit stack. `tolerance`
 * is one value or one per point (a vertex is kept when its distance from the current chord exceeds
 * its own tolerance). Returns which points are kept; the first and last always are.
 */
export function douglasPeuckerMask(xs: ArrayLike<number>, ys: ArrayLike<number>, tolerance: number | ArrayLike<number>): Uint8Array {
  const n = xs.length
  const keep = new Uint8Array(n)
  if (n === 0) return keep
  keep[0] = 1
  keep[n - 1] = 1
  const tol = (i: number) => (typeof tolerance === "number" ? tolerance : tolerance[i]!)
  const stack: number[] = [0, n - 1]
  while (stack.length > 0) {
    const last = stack.pop()!
    const first = stack.pop()!
    let worst = -1
    let worstRatio = 1
    for (let i = first + 1; i < last; i++) {
      const t = Math.max(tol(i), 1e-9)
      const ratio = segmentDistanceSq(xs[i]!, ys[i]!, xs[first]!, ys[first]!, xs[last]!, ys[last]!) / (t * t)
      if (ratio > worstRatio) {
        worstRatio = ratio
        worst = i
      }
    }
    if (worst >= 0) {
      keep[worst] = 1
      stack.push(first, worst, worst, last)
    }
  }
  return keep
}

/** Projects points to metres on a local equirectangular plane centred on their mean latitude. */
function project(points: ReadonlyArray<LatLng>): { xs: Float64Array; ys: Float64Array } {
  const n = points.length
  let latSum = 0
  for (const p of points) latSum += p.lat
  const lat0 = n > 0 ? latSum / n : 0
  const kx = EARTH_RADIUS_M * RAD * Math.cos(lat0 * RAD)
  const ky = EARTH_RADIUS_M * RAD
  const xs = new Float64Array(n)
  const ys = new Float64Array(n)
  const lng0 = n > 0 ? points[0]!.lng : 0
  points.forEach((p, i) => {
    // Unwrap across the antimeridian relative to the first point.
    let dLng = p.lng - lng0
    if (dLng > 180) dLng -= 360
    if (dLng < -180) dLng += 360
    xs[i] = dLng * kx
    ys[i] = p.lat * ky
  })
  return { xs, ys }
}

/**
 * Douglas–Peucker simplification with a tolerance in metres, on a local equirectangular
 * projection. Keeps the first and last points; the kept points are the input objects themselves.
 */
export function simplifyRoute<T extends LatLng>(points: ReadonlyArray<T>, toleranceMetres: number): T[] {
  if (points.length <= 2 || !(toleranceMetres > 0)) return points.slice()
  const { xs, ys } = project(points)
  const keep = douglasPeuckerMask(xs, ys, toleranceMetres)
  return points.filter((_, i) => keep[i] === 1)
}

/**
 * Simplifies until at most `maxPoints` remain, raising the tolerance geometrically (from 0.5 m)
 * and returning the result of the smallest tolerance that fits. Always keeps the two ends.
 */
export function simplifyToMax<T extends LatLng>(points: ReadonlyArray<T>, maxPoints: number): T[] {
  const limit = Math.max(2, Math.floor(maxPoints))
  if (points.length <= limit) return points.slice()
  const { xs, ys } = project(points)
  const count = (tol: number) => douglasPeuckerMask(xs, ys, tol)
  const size = (mask: Uint8Array) => mask.reduce((s, k) => s + k, 0)
  let lo = 0
  let hi = 0.5
  let mask = count(hi)
  while (size(mask) > limit) {
    lo = hi
    hi *= 2
    mask = count(hi)
  }
  // Narrow the tolerance between the last too-large and the first fitting one.
  for (let i = 0; i < 12 && hi - lo > 0.01; i++) {
    const mid = (lo + hi) / 2
    const m = count(mid)
    if (size(m) <= limit) {
      hi = mid
      mask = m
    } else {
      lo = mid
    }
  }
  return points.filter((_, i) => mask[i] === 1)
}

/**
 * The route distance's smoother (`routeDistance.ts`) and the column form of a route its stages
 * work on.
 */

/**
 * The route on a local plane as columns: metres east (`x`) and north (`y`) of the first point,
 * seconds since it (`t`) and accuracy in metres (`a`); the first `n` entries are in use.
 */
export interface Track {
  n: number
  readonly x: Float64Array
  readonly y: Float64Array
  readonly t: Float64Array
  readonly a: Float64Array
}

/**
 * Rauch–Tung–Striebel smoother with a constant-velocity model on each axis, in place on `x` and
 * `y`. The measurement noise follows each fix's accuracy, so poor fixes are smoothed harder. Both
 * axes share one covariance (same model, same measurement noise), so it is computed once.
 * `processNoise` is the acceleration noise density (m²/s³), `measurementPerAccuracy` the
 * measurement's standard deviation per metre of reported accuracy.
 */
export function smooth(track: Track, processNoise: number, measurementPerAccuracy: number): void {
  const { n, x: xs, y: ys, t: ts, a: as } = track
  if (n < 3) return
  const q = processNoise
  // Per step: predicted state (x, v per axis), filtered state, predicted and filtered covariance.
  const predX = new Float64Array(2 * n)
  const predY = new Float64Array(2 * n)
  const filtX = new Float64Array(2 * n)
  const filtY = new Float64Array(2 * n)
  const predP = new Float64Array(3 * n)
  const filtP = new Float64Array(3 * n)
  let x = xs[0]!
  let vx = 0
  let y = ys[0]!
  let vy = 0
  let P00 = (measurementPerAccuracy * as[0]!) ** 2
  let P01 = 0
  let P11 = 4
  for (let k = 0; k < n; k++) {
    if (k > 0) {
      const dt = ts[k]! - ts[k - 1]!
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
    const s = P00 + (measurementPerAccuracy * as[k]!) ** 2
    const g0 = P00 / s
    const g1 = P01 / s
    const ix = xs[k]! - x
    const iy = ys[k]! - y
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
  xs[n - 1] = x
  ys[n - 1] = y
  for (let k = n - 2; k >= 0; k--) {
    const dt = ts[k + 1]! - ts[k]!
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
    xs[k] = x
    ys[k] = y
  }
}

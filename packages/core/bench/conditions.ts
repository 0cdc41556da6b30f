/**
 * Walks in stated GPS conditions (issue 36): open sky, urban and urban canyon, 12, 30 and 60
 * minutes, generated from their own model rather than `tracks.ts`'s noise, so that the filter
 * (tuned on `tracks.ts`) is measured on tracks it was not shaped by.
 *
 * The model, per condition (σ is the per-axis standard deviation of the position error):
 * - the error is an AR(1) (first-order Gauss–Markov) bias per axis with a correlation time τ of
 *   30–50 s (~40 s) and σ of 3 m (open sky), 5 m (urban) or 8 m (urban canyon), each ±15 % per walk,
 *   seen through the phone's own filter (a 3 s lag, as `tracks.ts` models it), plus 0.3 m of white
 *   noise (without the lag every filter overcounts about twice as much: see docs/benchmarks.md);
 * - the reported accuracy is the error's 68 % radius (1.515 σ), wandering ±10 % (log-normal, 30 s);
 * - multipath: 1 % (open sky), 3 % (urban) or 4 % (canyon) of the fixes are thrown 40–160 m
 *   (uniform) in bursts of 1–3, every one of them still reporting 2.7–5.4 σ of accuracy (a lying
 *   fix: an accuracy cut cannot catch it);
 * - streets of 60–160 m with corners (75 % right-angle turns, the rest 20–70°), the dog sniffing
 *   (20–110 s, the true position fixed and the noise continuing) after 35 % of the streets;
 * - one 45 s gap on a straight street of 110–170 m (ending well before it does: a filter cannot
 *   know the corners of a path it has no fixes for);
 * - fixes about every second (`tracks.ts`'s `nextInterval`), each passed through the app's own
 *   gate (`acceptFix` against the last accepted fix: accuracy worse than 50 m, impossible speed).
 * The true distance is the length of the noise-free path.
 */
import { EARTH_RADIUS_M } from "../src/domain/constants.ts"
import { acceptFix, offsetMetres, haversine, type TrackPoint } from "../src/domain/geo.ts"
import {
  between,
  type GeneratedTrack,
  gaussian,
  type Leg,
  MATCHING_ERROR_PER_ACCURACY,
  mulberry32,
  planFor,
  simulateTruth,
  START_TIME,
  stop,
  TRACK_ORIGIN,
  type TrackSpec,
  walk
} from "./tracks.ts"

/** A GPS condition: the per-axis σ of the correlated error (m) and the share of multipath fixes. */
export interface Condition {
  readonly name: string
  readonly sigma: number
  readonly multipath: number
}

export const OPEN_SKY: Condition = { name: "open sky", sigma: 3, multipath: 0.01 }
export const URBAN: Condition = { name: "urban", sigma: 5, multipath: 0.03 }
export const URBAN_CANYON: Condition = { name: "urban canyon", sigma: 8, multipath: 0.04 }

/** The gap every walk has, seconds. */
export const GAP_S = 45
/** The phone's own position filter follows the error with this lag, seconds (as in `tracks.ts`). */
const RECEIVER_LAG_S = 3

/** The plan of a walk of about `seconds`: streets with corners and sniffs, and the gap's straight street. */
function conditionPlan(rand: () => number, seconds: number, speed: number): { plan: Leg[]; gapLeg: number; gapAt: number } {
  const streets = planFor(seconds, speed, (i) => {
    const turn = i === 0 ? 0 : rand() < 0.75 ? (rand() < 0.75 ? 90 : -90) : (rand() < 0.5 ? 1 : -1) * between(rand, 20, 70)
    return [walk(between(rand, 60, 160), turn), ...(rand() < 0.35 ? [stop(between(rand, 20, 110))] : [])]
  })
  // The gap's street goes after a walking leg somewhere in the middle half of the walk.
  let at = Math.floor(between(rand, 0.25, 0.75) * streets.length)
  while (at < streets.length && streets[at]!.kind !== "walk") at++
  const gapLeg = at + 1
  const metres = between(rand, 110, 170)
  const plan = [...streets.slice(0, gapLeg), walk(metres, rand() < 0.5 ? 90 : -90), ...streets.slice(gapLeg)]
  return { plan, gapLeg, gapAt: between(rand, 0.1, 0.3) }
}

/** One walk of about `seconds` in `condition`, from `seed`. Deterministic. */
export interface ConditionTrack extends GeneratedTrack {
  /** Corners (turns of 20° or more between streets) and the mean time spent walking a street, s. */
  readonly corners: number
  readonly streetSeconds: number
  readonly sigma: number
  readonly tau: number
  /** Per truth point: the plan's leg it belongs to and whether the walker is moving (for {@link oracleDistance}). */
  readonly legs: ReadonlyArray<{ readonly leg: number; readonly moving: boolean }>
  /** The times (epoch ms) of the observed fixes that were thrown by multipath. */
  readonly thrown: ReadonlySet<number>
}

export function generateConditionTrack(name: string, condition: Condition, seconds: number, seed: number): ConditionTrack {
  const rand = mulberry32(seed * 31 + 11)
  const normal = gaussian(rand)
  const speed: readonly [number, number] = [1.0, 1.5]
  const { plan, gapLeg, gapAt } = conditionPlan(rand, seconds, 1.25)
  const spec: TrackSpec = { name, seed, plan, speed, accuracy: 0, accuracySpread: 0, tau: 0 }
  const samples = simulateTruth(spec, rand, normal)
  const toPoint = (east: number, north: number, t: number): TrackPoint => {
    const p = offsetMetres(TRACK_ORIGIN, east, north)
    return { lat: p.lat, lng: p.lng, time: START_TIME + Math.round(t * 1000) }
  }
  const truth = samples.map((s) => toPoint(s.east, s.north, s.t))
  const onGapLeg = samples.filter((s) => s.leg === gapLeg && s.moving)
  const gapStart = onGapLeg[0]!.t + gapAt * (onGapLeg[onGapLeg.length - 1]!.t - onGapLeg[0]!.t)

  // The noise has its own stream, so the plan and the walker do not depend on the condition.
  const noise = mulberry32(seed * 7919 + 23)
  const n = gaussian(noise)
  const sigma = condition.sigma * between(noise, 0.85, 1.15)
  const tau = between(noise, 30, 50)
  const burstChance = condition.multipath / (2 * (1 - condition.multipath))
  let biasE = sigma * n()
  let biasN = sigma * n()
  let logAcc = 0
  let seenE = biasE
  let seenN = biasN
  let throw_: { left: number; east: number; north: number } | undefined
  let prevT = 0
  let last: { lat: number; lng: number; time: number; accuracy: number } | undefined
  const observed: TrackPoint[] = []
  const thrown = new Set<number>()
  for (const s of samples) {
    const dt = s.t - prevT
    prevT = s.t
    const phi = Math.exp(-dt / tau)
    const q = Math.sqrt(1 - phi * phi)
    biasE = phi * biasE + q * sigma * n()
    biasN = phi * biasN + q * sigma * n()
    const rho = Math.exp(-dt / 30)
    logAcc = rho * logAcc + Math.sqrt(1 - rho * rho) * 0.1 * n()
    const lag = 1 - Math.exp(-dt / RECEIVER_LAG_S)
    seenE += lag * (biasE - seenE)
    seenN += lag * (biasN - seenN)
    if (s.t >= gapStart && s.t < gapStart + GAP_S) continue
    let east = s.east + seenE + 0.3 * n()
    let north = s.north + seenN + 0.3 * n()
    let accuracy = (sigma / MATCHING_ERROR_PER_ACCURACY) * Math.exp(logAcc)
    if (!throw_ && noise() < burstChance) {
      const metres = between(noise, 40, 160)
      const dir = noise() * 2 * Math.PI
      throw_ = { left: 1 + Math.floor(noise() * 3), east: metres * Math.sin(dir), north: metres * Math.cos(dir) }
    }
    const isThrown = throw_ !== undefined
    if (throw_) {
      east += throw_.east + (noise() - 0.5) * 4
      north += throw_.north + (noise() - 0.5) * 4
      accuracy = sigma * between(noise, 2.7, 5.4)
      throw_.left -= 1
      if (throw_.left <= 0) throw_ = undefined
    }
    const fix = { ...toPoint(east, north, s.t), accuracy: Math.round(Math.max(1, accuracy) * 10) / 10 }
    // The app's gate, against the last fix it accepted.
    if (!acceptFix(last, fix).accept) continue
    last = fix
    observed.push(fix)
    if (isThrown) thrown.add(fix.time)
  }
  let trueDistance = 0
  for (let i = 1; i < truth.length; i++) trueDistance += haversine(truth[i - 1]!, truth[i]!)
  const corners = plan.filter((leg, i) => i > 0 && leg.kind === "walk" && Math.abs(leg.turn ?? 0) >= 20).length
  const walking = samples.filter((s) => s.moving).length
  const streetSeconds = (walking * (samples[samples.length - 1]!.t / samples.length)) / Math.max(1, corners + 1)
  const legs = samples.map((s) => ({ leg: s.leg, moving: s.moving }))
  return { name, truth, observed, trueDistance, corners, streetSeconds, sigma, tau, legs, thrown }
}

/**
 * A reference no filter of positions can be expected to beat: the route measured by an oracle that
 * knows what the filter has to guess — when each street's walking began and ended (the corners and
 * stops from the plan) and which fixes multipath threw — and still only has the fixes to place the
 * streets. Each street is a constant-velocity line fitted by least squares to the unthrown fixes
 * walked on it (x and y against time); a corner is the mean of the two streets' fitted ends there;
 * the route is the polyline through the corners. Its error is the noise's alone: each street's
 * offset and direction are estimated from a correlated error, and a polyline through noisy
 * vertices is longer than the true one on average. Unlike {@link cornerLimit} the oracle does not
 * know the streets' directions, so its share within 3 % is the realistic ceiling (a street with
 * fewer than 3 fixes is skipped, its neighbours joined directly).
 */
export function oracleDistance(t: ConditionTrack): number {
  const o = t.truth[0]!
  const ky = (EARTH_RADIUS_M * Math.PI) / 180
  const kx = ky * Math.cos((o.lat * Math.PI) / 180)
  const streets: { leg: number; from: number; to: number }[] = []
  for (let i = 1; i < t.truth.length; i++) {
    if (!t.legs[i]!.moving) continue
    const last = streets[streets.length - 1]
    if (last?.leg === t.legs[i]!.leg) last.to = t.truth[i]!.time
    else streets.push({ leg: t.legs[i]!.leg, from: t.truth[i - 1]!.time, to: t.truth[i]!.time })
  }
  const vertices: [number, number][] = []
  for (const { from, to } of streets) {
    const fixes = t.observed.filter((p) => p.time >= from && p.time <= to && !t.thrown.has(p.time))
    if (fixes.length < 3) continue
    const tm = fixes.reduce((sum, p) => sum + p.time, 0) / fixes.length
    let su = 0,
      suu = 0,
      sx = 0,
      sy = 0,
      sux = 0,
      suy = 0
    for (const p of fixes) {
      const u = (p.time - tm) / 1000
      const x = (p.lng - o.lng) * kx
      const y = (p.lat - o.lat) * ky
      su += u
      suu += u * u
      sx += x
      sy += y
      sux += u * x
      suy += u * y
    }
    const n = fixes.length
    const vx = suu > 0 ? (sux - (su * sx) / n) / (suu - (su * su) / n) : 0
    const vy = suu > 0 ? (suy - (su * sy) / n) / (suu - (su * su) / n) : 0
    const at = (time: number): [number, number] => [sx / n + vx * ((time - tm) / 1000 - su / n), sy / n + vy * ((time - tm) / 1000 - su / n)]
    const start = at(from)
    const previous = vertices.pop()
    vertices.push(previous ? [(previous[0] + start[0]) / 2, (previous[1] + start[1]) / 2] : start, at(to))
  }
  let length = 0
  for (let i = 1; i < vertices.length; i++) length += Math.hypot(vertices[i]![0] - vertices[i - 1]![0], vertices[i]![1] - vertices[i - 1]![1])
  return length
}

/** A named generator of walks and its base seed; run `r` of a sweep uses seed `seed × 1000 + r`. */
export interface TrackSource {
  readonly name: string
  readonly seed: number
  readonly generate: (seed: number) => ConditionTrack
}

/** A condition's family: 12-, 30- and 60-minute walks. */
export interface ConditionFamily {
  readonly name: string
  readonly about: string
  readonly sources: ReadonlyArray<TrackSource>
}

const conditionFamily = (condition: Condition, seed: number): ConditionFamily => ({
  name: condition.name,
  about: `σ ${condition.sigma} m per axis, AR(1) τ 30–50 s, ${(condition.multipath * 100).toFixed(0)} % of fixes thrown 40–160 m reporting 2.7–5.4 σ, sniffs 20–110 s, a ${GAP_S} s gap`,
  sources: [12, 30, 60].map((minutes, i) => ({
    name: `${condition.name}, ${minutes} min`,
    seed: seed + i,
    generate: (runSeed: number) => generateConditionTrack(`${condition.name}, ${minutes} min`, condition, minutes * 60, runSeed)
  }))
})

/** The three conditions' families (issue 36). */
export function conditionFamilies(): ConditionFamily[] {
  return [conditionFamily(OPEN_SKY, 3601), conditionFamily(URBAN, 3611), conditionFamily(URBAN_CANYON, 3621)]
}

/** Runs 1–8 of each source were used to tune the filter; runs 101–108 (held out) are the bench's table of the first passes. */
export const TUNING_RUNS = { first: 1, count: 8 } as const
export const HELD_OUT_RUNS = { first: 101, count: 8 } as const
/**
 * The runs that decide issue 36's targets: 400 per maker, 1,200 per family, never used to choose
 * the filter (the passes tuned on runs 1–40 and 201–260; the seventh also looked at 1001–1100,
 * 2001–2100, 3001–3100 and 4001–4100). 24 runs cannot resolve a 95 % share (a binomial sd of ≈ 4.4
 * points), 300 hardly (≈ 1.3: the oracle's own share moved 281–290 of 300 across five such sets);
 * 1,200 can (≈ 0.6). A pass that tunes on these runs must move the deciding runs to a fresh range.
 */
export const DECIDING_RUNS = { first: 5001, count: 400 } as const

/** The seed of run `run` of `source`. */
export const conditionRunSeed = (source: TrackSource, run: number): number => source.seed * 1000 + run

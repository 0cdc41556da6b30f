/**
 * Seeded generator of realistic noisy GPS walk tracks for the distance benchmark and tests.
 *
 * Each track is a noise-free path (`truth`, one point per fix time, including the times the phone
 * reported nothing) and what a phone reports along it (`observed`). The walker weaves a little,
 * turns at a human rate, speeds up and slows down. The noise follows how phone GPS errors behave:
 * - the reported accuracy varies smoothly (3–30 m) with the sky view of each place;
 * - the position error is mostly a slowly wandering bias: a first-order Gauss–Markov (AR(1))
 *   process per axis with a correlation time of 75–180 s and a standard deviation of 0.45 × the
 *   reported accuracy, seen through the phone's own filter (a 3 s lag), plus a small white part
 *   (0.3 m + 5 % of the accuracy);
 * - fixes arrive about every second with jitter, sometimes a second late, sometimes twice;
 * - multipath bursts throw 1–5 fixes 50–300 m away, half of them with a fine reported accuracy;
 * - a tunnel leaves a gap of 2–3 minutes, after which the receiver re-converges from a coarse fix;
 * - while the walker stands still for long the error can creep 10–20 m away (slow drift) and
 *   fades once walking again.
 * The true distance is the length of the noise-free path.
 */
import { haversine, offsetMetres, type TrackPoint } from "../src/domain/geo.ts"
import type { LatLng } from "../src/schema/common.ts"
import { mulberry32 } from "../src/domain/random.ts"

export { mulberry32 } from "../src/domain/random.ts"

/** A standard normal sampler (Box–Muller) over a uniform source. */
export function gaussian(random: () => number): () => number {
  let spare: number | undefined
  return () => {
    if (spare !== undefined) {
      const s = spare
      spare = undefined
      return s
    }
    let u = 0
    while (u === 0) u = random()
    const v = random()
    const r = Math.sqrt(-2 * Math.log(u))
    spare = r * Math.sin(2 * Math.PI * v)
    return r * Math.cos(2 * Math.PI * v)
  }
}

/** One part of a walk plan: walk `metres` after turning by `turn` degrees, or stand still. */
export type Leg =
  | { readonly kind: "walk"; readonly metres: number; readonly turn?: number; readonly speed?: number }
  | {
      readonly kind: "stop"
      readonly seconds: number
      /** The error creeps this far (metres) over the stop, then re-converges once walking again. */
      readonly drift?: number
      /** Reported accuracy while stopped (e.g. under a tree or next to a building). */
      readonly accuracy?: number
    }

export interface TrackSpec {
  readonly name: string
  readonly seed: number
  readonly plan: ReadonlyArray<Leg>
  /** Walking speed range, m/s. */
  readonly speed: readonly [number, number]
  /** Typical reported accuracy (m) and how far it wanders around it (log-scale standard deviation). */
  readonly accuracy: number
  readonly accuracySpread: number
  /** Correlation time of the position error, seconds. */
  readonly tau: number
  /** Multipath bursts, at these fractions of the walk's duration. */
  readonly outliers?: ReadonlyArray<number>
  /**
   * A gap in reporting starting at this fraction of the walk's duration (of the plan leg `leg`'s
   * duration when given, e.g. a straight leg under a bridge), lasting `seconds`.
   */
  readonly gap?: { readonly at: number; readonly seconds: number; readonly leg?: number }
  /** Initial heading, degrees from north. */
  readonly heading?: number
  /**
   * Standard deviation of the correlated error per axis, per metre of reported accuracy (default
   * 0.45: the error is smaller than the phone says). {@link MATCHING_ERROR_PER_ACCURACY} makes the
   * reported accuracy the error's 68 % radius, as phones define it.
   */
  readonly errorPerAccuracy?: number
  /**
   * Multipath spread over the whole walk: this share of the fixes (e.g. 0.03) is thrown
   * `metres[0]`–`metres[1]` away (log-uniform) in bursts of 1–3 fixes, half of them still reporting
   * the usual accuracy and half a 2–4 × worse one. Drawn from its own seeded stream.
   */
  readonly multipath?: { readonly share: number; readonly metres: readonly [number, number] }
}

/**
 * Per-axis error standard deviation per metre of accuracy when the reported accuracy is the 68 %
 * radius of a circular Gaussian error (P(r ≤ 1.515 σ) = 0.68): the accuracy then matches the error.
 */
export const MATCHING_ERROR_PER_ACCURACY = 1 / 1.515

export interface GeneratedTrack {
  readonly name: string
  /** The noise-free path, one point per fix time (including times with no report). */
  readonly truth: TrackPoint[]
  /** What the phone reports. */
  readonly observed: TrackPoint[]
  /** Length of the noise-free path, metres. */
  readonly trueDistance: number
}

/** Start of every generated walk: the spec's default map centre. */
export const TRACK_ORIGIN: LatLng = { lat: 37.5740321, lng: 127.0078127 }
export const START_TIME = Date.UTC(2026, 10, 21, 0, 0, 0)
/** Time constant of the phone's own position filter, seconds. */
const RECEIVER_LAG_S = 3

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))
const angleDiff = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180

export interface TruthSample {
  readonly t: number
  readonly east: number
  readonly north: number
  readonly moving: boolean
  /** Index of the plan leg being executed. */
  readonly leg: number
  /** Fraction of the current stop elapsed (0 while walking). */
  readonly stopProgress: number
}

/** Simulates the walker: headings turn at a human rate, speed ramps up and down, the line weaves a little. */
export function simulateTruth(spec: TrackSpec, rand: () => number, normal: () => number): TruthSample[] {
  const out: TruthSample[] = []
  let t = 0
  let east = 0
  let north = 0
  let heading = spec.heading ?? rand() * 360
  let target = heading
  let speed = 0
  let weave = 0
  out.push({ t, east, north, moving: false, leg: 0, stopProgress: 0 })
  spec.plan.forEach((leg, index) => {
    if (leg.kind === "stop") {
      const end = t + leg.seconds
      while (t < end) {
        t += nextInterval(rand)
        speed = 0
        out.push({ t, east, north, moving: false, leg: index, stopProgress: clamp(1 - (end - t) / leg.seconds, 0, 1) })
      }
      return
    }
    target += leg.turn ?? 0
    const cruise = leg.speed ?? spec.speed[0] + rand() * (spec.speed[1] - spec.speed[0])
    let walked = 0
    while (walked < leg.metres) {
      const dt = nextInterval(rand)
      t += dt
      // Start-up and slow-down of about 1 m/s², a slight speed variation, and a weave of a few degrees.
      const wanted = cruise * (1 + 0.05 * normal())
      speed += clamp(wanted - speed, -1 * dt, 0.8 * dt)
      weave = 0.9 * weave + 0.45 * normal()
      const desired = target + weave * 4
      heading += clamp(angleDiff(heading, desired), -60 * dt, 60 * dt)
      const step = Math.min(speed * dt, leg.metres - walked + 0.01)
      const rad = (heading * Math.PI) / 180
      east += step * Math.sin(rad)
      north += step * Math.cos(rad)
      walked += step
      out.push({ t, east, north, moving: true, leg: index, stopProgress: 0 })
    }
  })
  return out
}

/** Fix interval: about a second with jitter; now and then a fix comes a second late. */
export function nextInterval(rand: () => number): number {
  const base = 0.85 + rand() * 0.35
  return rand() < 0.04 ? base + 1 : base
}

/** When a gap begins: at the fraction `at` of the walk's duration, or of leg `leg`'s (from its first to its last sample). */
function gapStartTime(samples: ReadonlyArray<TruthSample>, at: number, leg: number | undefined): number {
  if (leg === undefined) return at * samples[samples.length - 1]!.t
  const on = samples.filter((s) => s.leg === leg && s.moving)
  if (on.length === 0) throw new Error(`the gap's leg ${leg} is not a walk of the plan`)
  return on[0]!.t + at * (on[on.length - 1]!.t - on[0]!.t)
}

/** Generates one track from its spec. Deterministic for a given spec (seed included). */
export function generateTrack(spec: TrackSpec): GeneratedTrack {
  const rand = mulberry32(spec.seed)
  const normal = gaussian(rand)
  const samples = simulateTruth(spec, rand, normal)
  const duration = samples[samples.length - 1]!.t
  const toPoint = (east: number, north: number, t: number): TrackPoint => {
    const p = offsetMetres(TRACK_ORIGIN, east, north)
    return { lat: p.lat, lng: p.lng, time: START_TIME + Math.round(t * 1000) }
  }
  const truth = samples.map((s) => toPoint(s.east, s.north, s.t))

  const gapStart = spec.gap ? gapStartTime(samples, spec.gap.at, spec.gap.leg) : Infinity
  const gapEnd = spec.gap ? gapStart + spec.gap.seconds : -Infinity
  const outlierStarts = (spec.outliers ?? []).map((f) => f * duration)
  let burst: { left: number; east: number; north: number; accuracy: number } | undefined
  // Spread multipath: its own stream, so specs without it draw exactly what they always drew.
  const multipath = spec.multipath
  const mp = multipath ? mulberry32(spec.seed * 7919 + 17) : undefined
  // Bursts of 1–3 fixes (mean 2) starting with this chance at each fix give the wanted share.
  const burstChance = multipath ? multipath.share / (2 * (1 - multipath.share)) : 0
  let spread: { left: number; east: number; north: number; accuracy: number } | undefined

  let logAcc = 0
  let biasE = 0
  let biasN = 0
  let seenE = 0
  let seenN = 0
  let driftE = 0
  let driftN = 0
  let driftDir = rand() * 2 * Math.PI
  let reacquire = 0
  let prevT = 0
  const observed: TrackPoint[] = []
  for (const s of samples) {
    const dt = s.t - prevT
    prevT = s.t
    const leg = spec.plan[s.leg]
    // Reported accuracy: the place's level times a smooth log-normal wander.
    const rho = Math.exp(-dt / 30)
    logAcc = rho * logAcc + Math.sqrt(1 - rho * rho) * spec.accuracySpread * normal()
    let level = spec.accuracy
    if (leg?.kind === "stop" && leg.accuracy !== undefined && !s.moving) level = leg.accuracy
    let accuracy = clamp(level * Math.exp(logAcc), 3, 30)
    if (s.t >= gapStart && s.t < gapEnd) {
      reacquire = 20
      continue
    }
    if (reacquire > 0) {
      // Leaving the tunnel: a coarse, re-converging fix for a few seconds and a new error state.
      if (reacquire === 20) {
        biasE = seenE = normal() * 0.45 * 25
        biasN = seenN = normal() * 0.45 * 25
      }
      accuracy = Math.max(accuracy, 5 + reacquire)
      reacquire = Math.max(0, reacquire - dt)
    }
    const phi = Math.exp(-dt / spec.tau)
    const sigma = (spec.errorPerAccuracy ?? 0.45) * accuracy
    const q = Math.sqrt(1 - phi * phi) * sigma
    biasE = phi * biasE + q * normal()
    biasN = phi * biasN + q * normal()
    // The phone's own filter follows the error with a lag of a few seconds.
    const lag = 1 - Math.exp(-dt / RECEIVER_LAG_S)
    seenE += lag * (biasE - seenE)
    seenN += lag * (biasN - seenN)
    // Slow drift while standing still; afterwards it fades as the receiver re-converges.
    if (leg?.kind === "stop" && leg.drift && !s.moving) {
      const wanted = leg.drift * s.stopProgress
      driftE = wanted * Math.sin(driftDir)
      driftN = wanted * Math.cos(driftDir)
    } else {
      const fade = Math.exp(-dt / spec.tau)
      driftE *= fade
      driftN *= fade
      if (Math.hypot(driftE, driftN) < 0.05) driftDir = rand() * 2 * Math.PI
    }
    const white = 0.3 + 0.05 * accuracy
    let east = s.east + seenE + driftE + white * normal()
    let north = s.north + seenN + driftN + white * normal()
    let reported = accuracy * (1 + 0.08 * normal())

    if (!burst && outlierStarts.length > 0 && s.t >= outlierStarts[0]!) {
      outlierStarts.shift()
      const distance = 50 + rand() * 250
      const dir = rand() * 2 * Math.PI
      burst = {
        left: 1 + Math.floor(rand() * 5),
        east: distance * Math.sin(dir),
        north: distance * Math.cos(dir),
        accuracy: rand() < 0.5 ? 4 + rand() * 6 : 30 + rand() * 60
      }
    }
    if (burst) {
      east += burst.east + normal() * 3
      north += burst.north + normal() * 3
      reported = burst.accuracy
      burst.left -= 1
      if (burst.left <= 0) burst = undefined
    }
    if (mp && multipath) {
      if (!spread && !burst && mp() < burstChance) {
        const [lo, hi] = multipath.metres
        const distance = lo * (hi / lo) ** mp()
        const dir = mp() * 2 * Math.PI
        spread = {
          left: 1 + Math.floor(mp() * 3),
          east: distance * Math.sin(dir),
          north: distance * Math.cos(dir),
          accuracy: mp() < 0.5 ? 0 : 2 + mp() * 2
        }
      }
      if (spread) {
        east += spread.east + (mp() - 0.5) * 4
        north += spread.north + (mp() - 0.5) * 4
        if (spread.accuracy > 0) reported *= spread.accuracy
        spread.left -= 1
        if (spread.left <= 0) spread = undefined
      }
    }
    const point = { ...toPoint(east, north, s.t), accuracy: Math.round(Math.max(1, reported) * 10) / 10 }
    observed.push(point)
    // watchPosition now and then delivers the same fix twice.
    if (rand() < 0.01) observed.push({ ...point })
  }

  let trueDistance = 0
  for (let i = 1; i < truth.length; i++) trueDistance += haversine(truth[i - 1]!, truth[i]!)
  return { name: spec.name, truth, observed, trueDistance }
}

export const walk = (metres: number, turn = 0, speed?: number): Leg =>
  speed === undefined ? { kind: "walk", metres, turn } : { kind: "walk", metres, turn, speed }
export const stop = (seconds: number, extra: { drift?: number; accuracy?: number } = {}): Leg => ({
  kind: "stop",
  seconds,
  ...extra
})

/** A loop around city blocks: `sides` legs turning ±90° (mostly right, so it closes). */
function blocks(rand: () => number, sides: number, lo: number, hi: number): Leg[] {
  const legs: Leg[] = []
  for (let i = 0; i < sides; i++) {
    const turn = i === 0 ? 0 : rand() < 0.75 ? 90 : -90
    legs.push(walk(lo + rand() * (hi - lo), turn))
  }
  return legs
}

/** A walk where the dog stops to sniff every so often for 30–180 s. */
function sniffing(rand: () => number, stops: number, between: readonly [number, number]): Leg[] {
  const legs: Leg[] = []
  for (let i = 0; i < stops; i++) {
    legs.push(walk(between[0] + rand() * (between[1] - between[0]), (rand() - 0.5) * 120))
    legs.push(stop(30 + rand() * 150))
  }
  legs.push(walk(between[0] + rand() * (between[1] - between[0]), (rand() - 0.5) * 120))
  return legs
}

/** The benchmark's track specs. Each plan has its own seeded randomness, so specs are independent. */
export function trackSpecs(): TrackSpec[] {
  const plan = (seed: number) => mulberry32(seed * 31 + 7)
  return [
    {
      name: "straight stroll",
      seed: 101,
      plan: [walk(300), walk(250, 8), walk(300, -10)],
      speed: [1.2, 1.5],
      accuracy: 5,
      accuracySpread: 0.25,
      tau: 120,
      heading: 70
    },
    {
      name: "loop around blocks",
      seed: 202,
      plan: [...blocks(plan(202), 14, 80, 170), walk(60, 90)],
      speed: [1.1, 1.5],
      accuracy: 8,
      accuracySpread: 0.35,
      tau: 90
    },
    {
      name: "long walk (5 km)",
      seed: 303,
      plan: [
        walk(900),
        walk(400, 35),
        stop(60),
        walk(700, -80),
        walk(500, 20),
        stop(120),
        ...blocks(plan(303), 8, 80, 140),
        walk(600, 45),
        stop(45),
        walk(800, -30)
      ],
      speed: [1.2, 1.6],
      accuracy: 7,
      accuracySpread: 0.35,
      tau: 150
    },
    {
      name: "sniffing stops",
      seed: 404,
      plan: sniffing(plan(404), 12, [60, 160]),
      speed: [1.0, 1.4],
      accuracy: 8,
      accuracySpread: 0.35,
      tau: 90
    },
    {
      name: "slow walk (0.6 m/s)",
      seed: 505,
      plan: [walk(150), walk(120, 90), stop(40), walk(200, -60), walk(150, 100)],
      speed: [0.6, 0.6],
      accuracy: 6,
      accuracySpread: 0.3,
      tau: 120
    },
    {
      name: "gap (tunnel, 150 s)",
      seed: 606,
      plan: [walk(400), walk(300, 70), walk(450, 5), walk(300, -80), walk(200, 90)],
      speed: [1.2, 1.5],
      accuracy: 6,
      accuracySpread: 0.3,
      tau: 100,
      gap: { at: 0.45, seconds: 150 }
    },
    {
      name: "multipath outliers",
      seed: 707,
      plan: [...blocks(plan(707), 12, 90, 170), stop(50), walk(200, 45)],
      speed: [1.1, 1.5],
      accuracy: 9,
      accuracySpread: 0.35,
      tau: 90,
      outliers: [0.08, 0.2, 0.33, 0.47, 0.6, 0.71, 0.85, 0.93]
    },
    {
      name: "urban canyon (8–30 m)",
      seed: 808,
      plan: [...blocks(plan(808), 10, 120, 240), stop(60), walk(150, 90)],
      speed: [1.1, 1.5],
      accuracy: 14,
      accuracySpread: 0.35,
      tau: 180,
      outliers: [0.3, 0.7]
    },
    {
      name: "bench rest with drift",
      seed: 909,
      plan: [walk(500), walk(300, 60), stop(300, { drift: 20, accuracy: 14 }), walk(400, 120), walk(300, -45)],
      speed: [1.1, 1.4],
      accuracy: 6,
      accuracySpread: 0.3,
      tau: 120
    },
    {
      name: "sniffing with drift",
      seed: 1010,
      plan: [
        walk(350),
        stop(150, { drift: 12, accuracy: 12 }),
        walk(300, 90),
        stop(180, { drift: 15, accuracy: 16 }),
        walk(400, -70),
        stop(120, { drift: 10, accuracy: 10 }),
        walk(350, 60)
      ],
      speed: [0.9, 1.3],
      accuracy: 7,
      accuracySpread: 0.3,
      tau: 100
    }
  ]
}

/** The benchmark's tracks: varied, noisy, deterministic. */
export function generateTracks(): GeneratedTrack[] {
  return trackSpecs().map(generateTrack)
}

// ---------------------------------------------------------------------------------------------
// Track families: specs drawn from a seed (plan, pace, noise level), many draws per family

/** A spec drawn from a seed: the plan, the pace and the noise level all come from it. */
export type SpecMaker = (seed: number) => TrackSpec

/** A named spec maker and its base seed. */
export interface SpecSource {
  readonly name: string
  readonly seed: number
  readonly make: SpecMaker
}

/** The seed of run `run` (1, 2, …) of a sweep over `source`; today's sweep has always used these. */
export const runSeed = (source: SpecSource, run: number): number => source.seed * 1000 + run

export interface TrackFamily {
  readonly name: string
  /** What the family is, in a line. */
  readonly about: string
  /** The makers; a sweep runs each with many seeds (see {@link runSeed}). */
  readonly makers: ReadonlyArray<SpecSource>
  /** The share of runs within 3 % the filter is held to (printed beside the measured one), if any. */
  readonly targetWithin3?: number
}

/** A uniform draw in [lo, hi). */
export const between = (rand: () => number, lo: number, hi: number) => lo + rand() * (hi - lo)

/** A short sniff: 15–90 s. */
const sniff = (rand: () => number): Leg => stop(between(rand, 15, 90))

/**
 * A plan of about `seconds` (at `speed` m/s on average): legs from `next(i)` until the time is
 * spent, the last walk cut to fit; a plan always ends walking.
 */
export function planFor(seconds: number, speed: number, next: (i: number) => Leg[]): Leg[] {
  const legs: Leg[] = []
  let left = seconds
  for (let i = 0; left > 0; i++) {
    for (const leg of next(i)) {
      if (leg.kind === "stop") {
        if (leg.seconds >= left - 20) continue
        legs.push(leg)
        left -= leg.seconds
      } else {
        const metres = Math.min(leg.metres, left * speed)
        legs.push({ ...leg, metres })
        left -= metres / speed
      }
      if (left <= 0) break
    }
  }
  return legs
}

/** Around blocks: streets of `lo`–`hi` m with ±90° corners (mostly right), the dog sniffing at some corners. */
const blockLegs =
  (rand: () => number, lo: number, hi: number, sniffChance: number) =>
  (i: number): Leg[] => [walk(between(rand, lo, hi), i === 0 ? 0 : rand() < 0.75 ? 90 : -90), ...(rand() < sniffChance ? [sniff(rand)] : [])]

/** To the corner and back: out along a street or two, a sniff, a U-turn, home the same way. */
function outAndBack(rand: () => number, seconds: number, speed: number): Leg[] {
  const pause = sniff(rand)
  const metres = ((seconds - (pause.kind === "stop" ? pause.seconds : 0)) * speed) / 2
  const first = metres * between(rand, 0.5, 0.8)
  const bend = rand() < 0.5 ? 90 : -90
  return [walk(first), walk(metres - first, bend), pause, walk(metres - first, 180), walk(first, -bend)]
}

/** A walk of 10–15 minutes. */
const shortSeconds = (rand: () => number) => between(rand, 600, 900)

/** The noise of an ordinary walk: accuracy 5–9 m, the generator's usual error, no spread multipath. */
function ordinaryNoise(rand: () => number) {
  return { accuracy: between(rand, 5, 9), accuracySpread: 0.3, tau: between(rand, 75, 180) }
}

/**
 * Noisy urban conditions: the correlated error's 68 % radius is 5–8 m and the phone reports just
 * that (not the generator's usual optimistic accuracy), and 3–4 % of the fixes are thrown 15–100 m
 * by multipath. The correlation time is the generator's usual 75–180 s, or `tau` when given.
 */
function urbanNoise(rand: () => number, tau: readonly [number, number] = [75, 180]) {
  return {
    accuracy: between(rand, 5, 8),
    accuracySpread: 0.15,
    tau: between(rand, tau[0], tau[1]),
    errorPerAccuracy: MATCHING_ERROR_PER_ACCURACY,
    multipath: { share: between(rand, 0.03, 0.04), metres: [15, 100] as const }
  }
}

/** A maker whose plan, pace and noise come from the seed: `build(rand)` gives the rest of the spec. */
const maker = (name: string, seed: number, build: (rand: () => number) => Omit<TrackSpec, "name" | "seed">): SpecSource => ({
  name,
  seed,
  make: (runSeed) => ({ name, seed: runSeed, ...build(mulberry32(runSeed * 31 + 7)) })
})

/** Short walks of 10–15 minutes (about 450–1,200 m with their stops), in ordinary conditions. */
export const SHORT_WALKS: ReadonlyArray<SpecSource> = [
  maker("short block loop", 1101, (rand) => ({
    plan: planFor(shortSeconds(rand), 1.25, blockLegs(rand, 80, 160, 0.4)),
    speed: [1.1, 1.4],
    ...ordinaryNoise(rand)
  })),
  maker("short out and back", 1202, (rand) => ({
    plan: outAndBack(rand, shortSeconds(rand), 1.2),
    speed: [1.0, 1.4],
    ...ordinaryNoise(rand)
  })),
  maker("short sniffing walk", 1303, (rand) => ({
    plan: planFor(shortSeconds(rand), 1.1, () => [walk(between(rand, 50, 120), (rand() - 0.5) * 150), sniff(rand)]),
    speed: [0.9, 1.3],
    ...ordinaryNoise(rand)
  })),
  maker("short brisk walk", 1404, (rand) => ({
    plan: planFor(shortSeconds(rand), 1.47, blockLegs(rand, 120, 220, 0.15)),
    speed: [1.35, 1.6],
    ...ordinaryNoise(rand)
  }))
]

/** Noisy urban walks (see `urbanNoise`): around blocks, sniffing (20–35 min), and a short errand (10–15 min). */
function urbanWalks(seed: number, tau?: readonly [number, number]): ReadonlyArray<SpecSource> {
  const suffix = tau ? `, τ ${tau[0]}–${tau[1]} s` : ""
  return [
    maker(`urban blocks${suffix}`, seed + 1, (rand) => ({
      plan: planFor(between(rand, 1200, 2100), 1.3, blockLegs(rand, 70, 150, 0.35)),
      speed: [1.1, 1.5],
      ...urbanNoise(rand, tau)
    })),
    maker(`urban sniffing${suffix}`, seed + 2, (rand) => ({
      plan: planFor(between(rand, 1200, 2100), 1.1, () => [walk(between(rand, 60, 150), (rand() - 0.5) * 120), stop(between(rand, 30, 150))]),
      speed: [0.9, 1.3],
      ...urbanNoise(rand, tau)
    })),
    maker(`urban short errand${suffix}`, seed + 3, (rand) => ({
      plan: planFor(shortSeconds(rand), 1.25, blockLegs(rand, 80, 150, 0.4)),
      speed: [1.1, 1.4],
      ...urbanNoise(rand, tau)
    }))
  ]
}

export const NOISY_URBAN_WALKS = urbanWalks(2100)
/** The same walks with an error that wanders faster (correlation time 40–120 s): a harder case, printed without a target. */
export const FAST_WANDER_URBAN_WALKS = urbanWalks(2200, [40, 120])

/**
 * A run's plan: `before`, then a straight leg of 250–450 m (under a bridge, along an underpass)
 * during which the GPS is lost for 15–40 s (ending well before the leg does), then `after`.
 */
function runWithGap(rand: () => number, before: Leg[], after: Leg[]): Pick<TrackSpec, "plan" | "gap"> {
  const metres = between(rand, 250, 450)
  return {
    plan: [...before, walk(metres, rand() < 0.5 ? 90 : -90), ...after],
    gap: { leg: before.length, at: between(rand, 0.15, 0.35), seconds: between(rand, 15, 40) }
  }
}

/** The noise of a run in the open: accuracy 3–6 m (a clear sky along a river or a park). */
function openNoise(rand: () => number) {
  return { accuracy: between(rand, 3, 6), accuracySpread: 0.3, tau: between(rand, 75, 180) }
}

/**
 * A maker of runs at `speed` m/s: `seconds` of `legs` before the straight with the gap (then a
 * sniff when `pause`), and as much after it.
 */
function fastRun(
  name: string,
  seed: number,
  speed: readonly [number, number],
  seconds: readonly [number, number],
  legs: (rand: () => number) => (i: number) => Leg[],
  pause = false
): SpecSource {
  const cruise = (speed[0] + speed[1]) / 2
  const part = (rand: () => number) => planFor(between(rand, seconds[0], seconds[1]), cruise, legs(rand))
  return maker(name, seed, (rand) => ({
    ...runWithGap(rand, [...part(rand), ...(pause ? [sniff(rand)] : [])], part(rand)),
    speed,
    ...openNoise(rand)
  }))
}

/**
 * Runs with the dog, 3–6 min (about 0.8–1.8 km), in the open (accuracy 3–6 m), each losing the
 * GPS for 15–40 s on a straight leg mid-run: the fixes at the end and on both sides of the gap
 * come from a runner at full pace (the runner ramps up from standing at the very start, and stops
 * at the last fix). Three makers at 4–5 m/s, one at 5–7 m/s (a sprint after the dog, a bike). The
 * gap is on a straight so that what it hides is a straight line too: no filter can know the
 * corners of a path it has no fixes for.
 */
export const FAST_RUNS: ReadonlyArray<SpecSource> = [
  fastRun("run along the river", 3101, [4, 5], [60, 120], (rand) => () => [walk(between(rand, 150, 400), (rand() - 0.5) * 40)]),
  fastRun("run around blocks", 3202, [4, 5], [60, 120], (rand) => blockLegs(rand, 100, 250, 0)),
  fastRun("run with a sniff", 3303, [4, 5], [60, 120], (rand) => blockLegs(rand, 100, 250, 0), true),
  fastRun("sprint or bike, 5–7 m/s", 3404, [5, 7], [40, 90], (rand) => () => [walk(between(rand, 150, 400), (rand() - 0.5) * 60)])
]

/**
 * Today's specs as a family: each regenerated with other seeds (same plan, new walker and noise),
 * as the robustness sweep has always done.
 */
const TODAY: ReadonlyArray<SpecSource> = trackSpecs().map((spec) => ({
  name: spec.name,
  seed: spec.seed,
  make: (seed: number) => ({ ...spec, seed })
}))

/** The families the distance benchmark sweeps; the new ones carry the target (≥ 90 % within 3 %). */
export function trackFamilies(): TrackFamily[] {
  return [
    { name: "today's tracks", about: "the ten benchmark specs, 10–60 min", makers: TODAY },
    { name: "short walks", about: "10–15 min around the block, out and back, sniffing, brisk", makers: SHORT_WALKS, targetWithin3: 0.9 },
    {
      name: "noisy urban",
      about: "5–8 m correlated error with matching accuracy, 3–4 % multipath 15–100 m",
      makers: NOISY_URBAN_WALKS,
      targetWithin3: 0.9
    },
    {
      name: "fast runs",
      about: "running with the dog at 4–5 m/s (one maker 5–7 m/s), 3–6 min in the open, the GPS lost for 15–40 s mid-run",
      makers: FAST_RUNS,
      targetWithin3: 0.9
    },
    {
      name: "urban, fast wander",
      about: "noisy urban with the error's correlation time 40–120 s instead of 75–180 s (no target)",
      makers: FAST_WANDER_URBAN_WALKS
    }
  ]
}

/**
 * The optimised `routeDistance` answers exactly (the same double) what the original
 * implementation, kept in `bench/route-distance-reference.ts`, answers.
 */
import { describe, expect, it } from "vitest"
import { conditionFamilies, conditionRunSeed } from "../../bench/conditions.ts"
import { longWalkSpec } from "../../bench/route-distance.ts"
import { referenceRouteDistance } from "../../bench/route-distance-reference.ts"
import { generateTrack, mulberry32, runSeed, trackFamilies, trackSpecs } from "../../bench/tracks.ts"
import { offsetMetres, type TrackPoint } from "./geo.ts"
import { routeDistance } from "./routeDistance.ts"

/** Both implementations on `points`; fails with the two values when they differ in any bit. */
const expectSame = (points: ReadonlyArray<TrackPoint>) => {
  const ours = routeDistance(points)
  const reference = referenceRouteDistance(points)
  expect(Object.is(ours, reference), `ours ${ours} m, reference ${reference} m (${points.length} points)`).toBe(true)
  return ours
}

/**
 * A random input that stresses the edges: bursts of 10 Hz fixes (median windows of ~200 values),
 * long gaps, repeated times, exact repeats of a position (equal values entering and leaving a
 * window), jumps, and accuracies that are missing, zero, negative, NaN or large.
 */
const randomTrack = (seed: number): TrackPoint[] => {
  const rand = mulberry32(seed)
  const origin = { lat: 37.5 + rand() * 0.1, lng: 127 + rand() * 0.1 }
  const n = Math.floor(rand() * 600)
  const dense = rand() < 0.3
  const points: TrackPoint[] = []
  let time = 1_700_000_000_000 + Math.floor(rand() * 1e6)
  let east = 0
  let north = 0
  for (let i = 0; i < n; i++) {
    const r = rand()
    time += r < 0.05 ? 0 : r < 0.08 ? 30_000 + Math.floor(rand() * 120_000) : dense ? 100 : 500 + Math.floor(rand() * 1500)
    if (rand() < 0.7) {
      east += (rand() - 0.3) * 3
      north += (rand() - 0.5) * 3
    }
    const jump = rand() < 0.03 ? 100 + rand() * 200 : 0
    const p = offsetMetres(origin, east + jump, north)
    const a = rand()
    const point: TrackPoint = { lat: p.lat, lng: p.lng, time }
    if (a < 0.7) point.accuracy = Math.round(1 + rand() * 40)
    else if (a < 0.75) point.accuracy = 0
    else if (a < 0.78) point.accuracy = -5
    else if (a < 0.8) point.accuracy = Number.NaN
    else if (a < 0.85) point.accuracy = 100 + rand() * 200
    points.push(point)
  }
  // A few unusable points and a shuffle half of the time.
  if (n > 0 && rand() < 0.3) points.push({ lat: 0, lng: 0, time }, { lat: Number.NaN, lng: 127, time: time + 1 })
  if (rand() < 0.5) {
    for (let i = points.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1))
      ;[points[i], points[j]] = [points[j]!, points[i]!]
    }
  }
  return points
}

// CPU-heavy comparisons (thousands of tracks): a generous timeout so a busy 2-core machine does not fail them.
describe("routeDistance is the original implementation, bit for bit", { timeout: 60_000 }, () => {
  it("on every benchmark track and on each track spec with 15 other seeds", () => {
    let compared = 0
    for (const spec of trackSpecs()) {
      for (let s = 0; s <= 15; s++) {
        const track = generateTrack(s === 0 ? spec : { ...spec, seed: spec.seed * 1000 + s + 1 })
        expect(expectSame(track.observed)).toBeGreaterThan(0)
        compared++
      }
    }
    expect(compared).toBe(trackSpecs().length * 16)
  })

  it("on the other families' tracks (short walks, noisy urban with stops and multipath), 6 seeds each", () => {
    let compared = 0
    for (const family of trackFamilies().slice(1)) {
      for (const source of family.makers) {
        for (let run = 0; run < 6; run++) {
          expect(expectSame(generateTrack(source.make(run === 0 ? source.seed : runSeed(source, run))).observed)).toBeGreaterThan(0)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(60)
  })

  it("on growing prefixes of a five-hour walk, as the server recomputes it on every update", () => {
    const observed = generateTrack(longWalkSpec()).observed
    expect(observed.length).toBeGreaterThan(14_400)
    for (let n = 0; n <= observed.length; n += n < 100 ? 1 : 997) expectSame(observed.slice(0, n))
    expectSame(observed)
  })

  it("on tracks without accuracies, shuffled and with duplicated fixes", () => {
    const rand = mulberry32(99)
    for (const spec of trackSpecs().slice(0, 5)) {
      const observed = generateTrack(spec).observed
      expectSame(observed.map(({ lat, lng, time }) => ({ lat, lng, time })))
      const shuffled = [...observed, ...observed.slice(0, 200).map((p) => ({ ...p, accuracy: (p.accuracy ?? 10) + 1 }))]
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1))
        ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
      }
      expectSame(shuffled)
    }
  })

  it("on urban and urban-canyon walks (issue 36), where the simplification keeps the corners", () => {
    for (const family of conditionFamilies().slice(1)) {
      for (const source of family.sources.slice(0, 2)) {
        for (let run = 1; run <= 4; run++) expectSame(source.generate(conditionRunSeed(source, run)).observed)
      }
    }
  })

  it("on 400 random inputs: dense bursts, gaps, equal times and positions, odd accuracies", () => {
    let nonZero = 0
    for (let seed = 1; seed <= 400; seed++) if (expectSame(randomTrack(seed)) > 0) nonZero++
    expect(nonZero).toBeGreaterThan(200)
  })

  it("on runs and rides at 3–10 m/s with gaps and thrown fixes, where the window's pace decides", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const rand = mulberry32(5000 + seed)
      const speed = 3 + rand() * 7
      const interval = rand() < 0.5 ? 1 : 0.5
      const origin = { lat: 37.5, lng: 127 }
      const heading = rand() * 2 * Math.PI
      const points: TrackPoint[] = []
      for (let t = 0; t < 120; t += interval) {
        if (t > 40 && t < 40 + (seed % 30)) continue
        const along = speed * t
        const thrown = rand() < 0.03 ? 20 + rand() * 60 : 0
        const p = offsetMetres(origin, along * Math.sin(heading) + thrown + rand() - 0.5, along * Math.cos(heading) + rand() - 0.5)
        points.push({ ...p, time: 1_700_000_000_000 + Math.round(t * 1000), accuracy: 3 + Math.round(rand() * 10) })
      }
      expect(expectSame(points)).toBeGreaterThan(0)
    }
  })

  it("on a phone lying perfectly still (every window full of equal values) and on tiny inputs", () => {
    const still = Array.from({ length: 300 }, (_, i) => ({ lat: 37.5, lng: 127, time: i * 1000, accuracy: 5 }))
    expect(expectSame(still)).toBe(0)
    for (let n = 0; n <= 8; n++) expectSame(randomTrack(1000 + n).slice(0, n))
  })

  it("on points placed right at the outlier limit and the speed limit, where Math.hypot itself decides", () => {
    // A still phone with single fixes 30 m (the outlier limit) and 20 m (1 s at 10 m/s plus the
    // two 5 m accuracies) away, nudged by ±1e-12 m around each threshold.
    const origin = { lat: 37.5, lng: 127 }
    for (const nudge of [-1e-12, 0, 1e-12]) {
      for (const [metres, bearing] of [
        [30, 0],
        [30, 1],
        [20, 0],
        [20, 1],
        [10, 0]
      ] as const) {
        const points: TrackPoint[] = []
        for (let i = 0; i < 40; i++) {
          const away = i === 20 ? metres + nudge : 0
          const p = offsetMetres(origin, bearing === 0 ? away : away * Math.SQRT1_2, bearing === 0 ? 0 : away * Math.SQRT1_2)
          points.push({ ...p, time: i * 1000, accuracy: 5 })
        }
        expectSame(points)
        // The same jump, walked away from: the hysteresis radius (10 m here) is met at the boundary too.
        expectSame(points.map((p, i) => (i < 20 ? p : { ...offsetMetres(origin, (i - 19) * (10 + nudge), 0), time: p.time, accuracy: 5 })))
      }
    }
  })

  it("a stored point's null accuracy counts as a missing one", () => {
    const observed = generateTrack(trackSpecs()[3]!).observed
    const stored = observed.map((p, i) => ({ lat: p.lat, lng: p.lng, time: p.time, accuracy: i % 3 === 0 ? null : (p.accuracy ?? null) }))
    const omitted = observed.map((p, i) => (i % 3 === 0 ? { lat: p.lat, lng: p.lng, time: p.time } : p))
    expect(Object.is(routeDistance(stored), referenceRouteDistance(omitted))).toBe(true)
  })
})

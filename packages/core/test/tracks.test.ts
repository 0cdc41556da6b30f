/**
 * The benchmark's track generator (`bench/tracks.ts`): the families it adds for short and noisy
 * walks and fast runs are what they say (length, pace, error size, multipath share, the gap), and
 * deterministic.
 */
import { describe, expect, it } from "vitest"
import { haversine } from "../src/domain/geo.ts"
import {
  FAST_RUNS,
  generateTrack,
  type GeneratedTrack,
  MATCHING_ERROR_PER_ACCURACY,
  NOISY_URBAN_WALKS,
  runSeed,
  SHORT_WALKS,
  type SpecSource,
  trackFamilies,
  trackSpecs
} from "../bench/tracks.ts"

/** Each observed fix with the true position at its time (the generator reports at the truth's times). */
const pairs = (track: GeneratedTrack) => {
  const truth = new Map(track.truth.map((p) => [p.time, p]))
  return track.observed.map((p) => ({ p, q: truth.get(p.time)! }))
}
const minutes = (track: GeneratedTrack) => (track.truth[track.truth.length - 1]!.time - track.truth[0]!.time) / 60_000
const runs = (sources: ReadonlyArray<SpecSource>, count: number) =>
  sources.flatMap((source) => Array.from({ length: count }, (_, r) => source.make(runSeed(source, r + 1))))

describe("track families", () => {
  it("today's specs come first, unchanged, and every family has a name and unique spec names", () => {
    const families = trackFamilies()
    expect(families[0]!.makers.map((m) => m.name)).toEqual(trackSpecs().map((s) => s.name))
    expect(families[0]!.makers[0]!.make(trackSpecs()[0]!.seed)).toEqual(trackSpecs()[0])
    const names = families.flatMap((f) => f.makers.map((m) => m.name))
    expect(new Set(names).size).toBe(names.length)
    expect(families.filter((f) => f.targetWithin3 === 0.9).map((f) => f.name)).toEqual(["short walks", "noisy urban", "fast runs"])
  })

  it("is deterministic: the same seed gives the same track, another seed another one", () => {
    for (const source of [...SHORT_WALKS, ...NOISY_URBAN_WALKS]) {
      const a = generateTrack(source.make(runSeed(source, 3)))
      expect(generateTrack(source.make(runSeed(source, 3)))).toEqual(a)
      expect(generateTrack(source.make(runSeed(source, 4))).trueDistance).not.toBe(a.trueDistance)
    }
  })

  it("short walks last 10–15 minutes (give or take the start-up) and cover 350–1,300 m", () => {
    const specs = runs(SHORT_WALKS, 10)
    // Dogs stop: most short walks have a sniff or more.
    expect(specs.filter((spec) => spec.plan.some((leg) => leg.kind === "stop")).length).toBeGreaterThan(0.7 * specs.length)
    for (const spec of specs) {
      const track = generateTrack(spec)
      expect(minutes(track), spec.name).toBeGreaterThan(9.3)
      expect(minutes(track), spec.name).toBeLessThan(16)
      expect(track.trueDistance, spec.name).toBeGreaterThan(350)
      expect(track.trueDistance, spec.name).toBeLessThan(1300)
    }
  })

  it("noisy urban: the reported accuracy is the error's 68 % radius, and 3–4 % of fixes are multipath", () => {
    let within = 0
    let fixes = 0
    let thrown = 0
    let total = 0
    for (const spec of runs(NOISY_URBAN_WALKS, 6)) {
      expect(spec.errorPerAccuracy).toBe(MATCHING_ERROR_PER_ACCURACY)
      expect(spec.accuracy).toBeGreaterThanOrEqual(5)
      expect(spec.accuracy).toBeLessThanOrEqual(8)
      const clean = generateTrack({ ...spec, multipath: undefined })
      for (const { p, q } of pairs(clean)) {
        fixes++
        if (haversine(p, q) <= p.accuracy!) within++
      }
      // Multipath has its own random stream: without it every other fix is the same, so the
      // fixes that differ are exactly the thrown ones.
      const noisy = generateTrack(spec)
      expect(noisy.observed.length).toBe(clean.observed.length)
      total += noisy.observed.length
      noisy.observed.forEach((p, i) => {
        if (p.lat !== clean.observed[i]!.lat || p.lng !== clean.observed[i]!.lng) thrown++
      })
    }
    // 68 % at the nominal error; a little more here (0.75) because every walk starts with no error
    // and takes a correlation time to reach its full size. Today's tracks (0.45 × accuracy): ~90 %.
    expect(within / fixes).toBeGreaterThan(0.6)
    expect(within / fixes).toBeLessThan(0.8)
    expect(thrown / total).toBeGreaterThan(0.028)
    expect(thrown / total).toBeLessThan(0.042)
  })

  it("fast runs: 3–6 min at 4–7 m/s, no fix for 15–40 s on a straight leg, fixes right up to both sides of the gap", () => {
    for (const spec of runs(FAST_RUNS, 10)) {
      const track = generateTrack(spec)
      expect(minutes(track), spec.name).toBeGreaterThan(2.5)
      expect(minutes(track), spec.name).toBeLessThan(7)
      const pace = track.trueDistance / (minutes(track) * 60 - spec.plan.reduce((s, leg) => s + (leg.kind === "stop" ? leg.seconds : 0), 0))
      expect(pace, spec.name).toBeGreaterThan(spec.name.startsWith("sprint") ? 4.5 : 3.6)
      expect(pace, spec.name).toBeLessThan(spec.name.startsWith("sprint") ? 7 : 5)
      // The gap: one silence of its length, on its leg (a straight), between fixes a second apart.
      const silences = track.observed
        .slice(1)
        .map((p, i) => (p.time - track.observed[i]!.time) / 1000)
        .filter((s) => s > 3)
      expect(silences, spec.name).toHaveLength(1)
      expect(silences[0]! - spec.gap!.seconds, spec.name).toBeGreaterThanOrEqual(0)
      expect(silences[0]! - spec.gap!.seconds, spec.name).toBeLessThan(3)
      const leg = spec.plan[spec.gap!.leg!]!
      expect(leg.kind === "walk" && leg.metres >= 250).toBe(true)
    }
  })

  it("a gap on a leg starts at that fraction of the leg's walk", () => {
    const spec = FAST_RUNS[0]!.make(runSeed(FAST_RUNS[0]!, 1))
    const early = generateTrack({ ...spec, gap: { ...spec.gap!, at: 0.1 } })
    const late = generateTrack({ ...spec, gap: { ...spec.gap!, at: 0.3 } })
    const silenceAt = (track: GeneratedTrack) => track.observed.find((p, i) => i > 0 && p.time - track.observed[i - 1]!.time > 3000)!.time
    const leg = spec.plan[spec.gap!.leg!]!
    const legSeconds = leg.kind === "walk" ? leg.metres / 5 : 0
    // 0.2 of a leg walked at 4–5 m/s, give or take a fix.
    expect((silenceAt(late) - silenceAt(early)) / 1000).toBeGreaterThan(0.2 * legSeconds - 1.5)
    expect((silenceAt(late) - silenceAt(early)) / 1000).toBeLessThan(0.2 * legSeconds * 1.25 + 1.5)
  })

  it("the options default to what today's tracks always drew", () => {
    const spec = trackSpecs()[3]!
    expect(generateTrack({ ...spec, errorPerAccuracy: 0.45, multipath: undefined })).toEqual(generateTrack(spec))
  })
})

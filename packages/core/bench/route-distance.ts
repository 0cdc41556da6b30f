/**
 * Speed of `routeDistance` (the server recomputes it from every stored point on each walk update):
 *
 *   npx tsx packages/core/bench/route-distance.ts [--reference]
 *
 * Times one call on the first 600 / 3,600 / 7,200 / 14,400 fixes (10 min to 4 h at 1 Hz) of a long
 * generated walk (`tracks.ts`: blocks, sniffing stops, drift, multipath bursts, a tunnel gap), in
 * time order and copied into objects of one shape, as the server passes them (the generator's
 * spread-built points each have their own hidden class, which would time megamorphic property
 * reads instead of the filter). `--reference` also times the original implementation
 * (`route-distance-reference.ts`) and checks both answer the same double.
 */
import type { TrackPoint } from "../src/domain/geo.ts"
import { routeDistance } from "../src/domain/routeDistance.ts"
import { referenceRouteDistance } from "./route-distance-reference.ts"
import { generateTrack, type Leg, mulberry32, type TrackSpec } from "./tracks.ts"

/** A walk of about 5 hours mixing everything the generator can do. */
export function longWalkSpec(seed = 2024): TrackSpec {
  const rand = mulberry32(seed)
  const plan: Leg[] = []
  for (let i = 0; i < 40; i++) {
    for (let side = 0; side < 4; side++) {
      plan.push({ kind: "walk", metres: 80 + rand() * 90, turn: side === 0 ? (rand() - 0.5) * 120 : rand() < 0.75 ? 90 : -90 })
    }
    plan.push(i % 5 === 4 ? { kind: "stop", seconds: 120 + rand() * 120, drift: 10 + rand() * 10, accuracy: 12 } : { kind: "stop", seconds: 30 + rand() * 120 })
  }
  return {
    name: "long mixed walk",
    seed,
    plan,
    speed: [1.0, 1.5],
    accuracy: 8,
    accuracySpread: 0.35,
    tau: 120,
    outliers: Array.from({ length: 49 }, (_, k) => (k + 1) / 50),
    gap: { at: 0.5, seconds: 150 }
  }
}

export const BENCH_SIZES = [600, 3600, 7200, 14_400] as const

/**
 * Milliseconds per call: the fastest of `runs` timed batches (each at least ~10 ms) after a
 * warm-up. The minimum, not the median, because other processes share the machine's cores.
 */
export function timeCall(fn: () => unknown, runs = 40): number {
  for (let i = 0; i < 5; i++) fn()
  let reps = 1
  for (;;) {
    const t0 = performance.now()
    for (let i = 0; i < reps; i++) fn()
    if (performance.now() - t0 >= 10) break
    reps *= 2
  }
  const samples: number[] = []
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now()
    for (let i = 0; i < reps; i++) fn()
    samples.push((performance.now() - t0) / reps)
  }
  return Math.min(...samples)
}

export interface SpeedRow {
  points: number
  ms: number
  referenceMs?: number
  metres: number
}

export function runRouteDistanceBench(withReference: boolean): SpeedRow[] {
  const observed = generateTrack(longWalkSpec()).observed.map((p): TrackPoint => ({ lat: p.lat, lng: p.lng, time: p.time, accuracy: p.accuracy ?? 10 }))
  if (observed.length < BENCH_SIZES[BENCH_SIZES.length - 1]!) throw new Error(`the long walk has only ${observed.length} fixes`)
  return BENCH_SIZES.map((n) => {
    const points: TrackPoint[] = observed.slice(0, n)
    const metres = routeDistance(points)
    const row: SpeedRow = { points: n, ms: timeCall(() => routeDistance(points)), metres }
    if (withReference) {
      const reference = referenceRouteDistance(points)
      if (!Object.is(reference, metres)) throw new Error(`${n} points: ${metres} m, the reference says ${reference} m`)
      row.referenceMs = timeCall(() => referenceRouteDistance(points))
    }
    return row
  })
}

const argv = (globalThis as { process?: { argv?: string[] } }).process?.argv ?? []
const entry = argv[1]?.replace(/\\/g, "/")
if (entry && import.meta.url.endsWith(entry.replace(/^\.\//, ""))) {
  const withReference = argv.includes("--reference")
  console.log(`routeDistance, ms per call${withReference ? " (reference: the original implementation)" : ""}\n`)
  for (const r of runRouteDistanceBench(withReference)) {
    const ref = r.referenceMs === undefined ? "" : `  reference ${r.referenceMs.toFixed(3).padStart(8)} ms  ×${(r.referenceMs / r.ms).toFixed(1)}`
    console.log(
      `${String(r.points).padStart(6)} points  ${r.ms.toFixed(3).padStart(8)} ms  (${((r.ms * 1000) / r.points).toFixed(2)} µs/point, ${r.metres.toFixed(1)} m)${ref}`
    )
  }
}

/**
 * Walk distance benchmark (issue §4): for each generated track, the true distance, the naive sum
 * of point-to-point distances and `routeDistance`, with our error. Run it directly:
 *
 *   npx tsx packages/core/bench/distance.ts
 *
 * Besides the benchmark's own tracks it prints a robustness sweep: every track spec regenerated
 * with other seeds, so the filter is not judged on ten lucky draws.
 */
import { haversine, routeDistance, type TrackPoint } from "../src/domain/geo.ts"
import { generateTrack, generateTracks, trackSpecs } from "./tracks.ts"

export interface DistanceRow {
  track: string
  trueM: number
  naiveM: number
  oursM: number
  /** (ours − true) / true, percent. */
  errorPct: number
}

/** Sum of great-circle distances between consecutive reported points. */
export function naiveDistance(points: ReadonlyArray<TrackPoint>): number {
  let total = 0
  for (let i = 1; i < points.length; i++) total += haversine(points[i - 1]!, points[i]!)
  return total
}

/** The benchmark: one row per generated track. */
export function runDistanceBench(): DistanceRow[] {
  return generateTracks().map((t) => {
    const oursM = routeDistance(t.observed)
    return {
      track: t.name,
      trueM: t.trueDistance,
      naiveM: naiveDistance(t.observed),
      oursM,
      errorPct: ((oursM - t.trueDistance) / t.trueDistance) * 100
    }
  })
}

export interface SweepRow {
  track: string
  runs: number
  /** Runs whose error is within 2 %. */
  within2: number
  meanErrorPct: number
  worstErrorPct: number
}

/** Each track spec regenerated with `seeds` different seeds; error statistics of `routeDistance`. */
export function runDistanceSweep(seeds = 20): SweepRow[] {
  return trackSpecs().map((spec) => {
    const errors: number[] = []
    for (let s = 0; s < seeds; s++) {
      const t = generateTrack({ ...spec, seed: spec.seed * 1000 + s + 1 })
      errors.push(((routeDistance(t.observed) - t.trueDistance) / t.trueDistance) * 100)
    }
    return {
      track: spec.name,
      runs: seeds,
      within2: errors.filter((e) => Math.abs(e) <= 2).length,
      meanErrorPct: errors.reduce((a, b) => a + b, 0) / seeds,
      worstErrorPct: errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0)
    }
  })
}

const signed = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(2)} %`

/** The benchmark as a plain-text table. */
export function formatDistanceTable(rows: ReadonlyArray<DistanceRow>): string {
  const header = ["track", "true m", "naive m", "ours m", "naive err", "ours err"]
  const body = rows.map((r) => [
    r.track,
    r.trueM.toFixed(1),
    r.naiveM.toFixed(1),
    r.oursM.toFixed(1),
    signed(((r.naiveM - r.trueM) / r.trueM) * 100),
    signed(r.errorPct)
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n")
}

/** The sweep as a plain-text table. */
export function formatSweepTable(rows: ReadonlyArray<SweepRow>): string {
  const lines = rows.map((r) =>
    `${r.track.padEnd(26)}  within 2 %: ${String(r.within2).padStart(2)}/${r.runs}  mean ${signed(r.meanErrorPct).padStart(9)}  worst ${signed(r.worstErrorPct).padStart(9)}`
  )
  const total = rows.reduce((s, r) => s + r.within2, 0)
  const runs = rows.reduce((s, r) => s + r.runs, 0)
  return [...lines, `all: ${total}/${runs} runs within 2 %`].join("\n")
}

/** Prints the benchmark table; returns the rows. */
export function printDistanceBench(): DistanceRow[] {
  const rows = runDistanceBench()
  console.log("Walk distance: true vs naive sum vs routeDistance (generated GPS tracks)\n")
  console.log(formatDistanceTable(rows))
  const worst = Math.max(...rows.map((r) => Math.abs(r.errorPct)))
  console.log(`\nworst |error| of ours: ${worst.toFixed(2)} % (goal: within 2 % on every track)`)
  return rows
}

const entry = (globalThis as { process?: { argv?: string[] } }).process?.argv?.[1]?.replace(/\\/g, "/")
if (entry && import.meta.url.endsWith(entry.replace(/^\.\//, ""))) {
  printDistanceBench()
  console.log("\nRobustness sweep (each spec with 20 other seeds):\n")
  console.log(formatSweepTable(runDistanceSweep(20)))
}

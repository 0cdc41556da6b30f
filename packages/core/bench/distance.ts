/**
 * Walk distance benchmark (issue §4): for each generated track, the true distance, the naive sum
 * of point-to-point distances and `routeDistance`, with our error. Run it directly:
 *
 *   npx tsx packages/core/bench/distance.ts
 *
 * Besides the benchmark's own tracks it prints a robustness sweep by family (`tracks.ts`,
 * `trackFamilies`): today's specs regenerated with other seeds, short walks (10–15 min) and noisy
 * urban walks drawn from many seeds, each with the share of runs within 2 % and within 3 % and,
 * for the new families, their target (≥ 90 % within 3 %). Figures are printed, never asserted.
 * `--seeds N` sets the runs per spec (default 30).
 *
 * Issue 36 (open sky, urban, urban canyon; `conditions.ts`): the 24-run table of the held-out runs
 * 101–108 is printed for continuity with the first passes, without a verdict (24 runs cannot
 * resolve a 95 % share: a binomial sd of ≈ 4.4 %). The targets are decided on `DECIDING_RUNS`
 * (runs 5001–5400 of each maker, 1,200 per family, never used to choose the filter; ≈ 100 s), and
 * the output says so. `--wide` adds runs 1–40 and 201–260 (what the filter was tuned on),
 * `--tuning-runs` runs 1–8, `--runs A-B` any other range (e.g. `--runs 1001-1100`).
 */
import { haversine, type TrackPoint } from "../src/domain/geo.ts"
import { routeDistance } from "../src/domain/routeDistance.ts"
import { type ConditionTrack, conditionFamilies, conditionRunSeed, DECIDING_RUNS, HELD_OUT_RUNS, oracleDistance, TUNING_RUNS } from "./conditions.ts"
import { generateTrack, generateTracks, runSeed, type SpecSource, type TrackFamily, trackFamilies, type TrackSpec } from "./tracks.ts"

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
  /** Runs whose error is within 2 % and within 3 %. */
  within2: number
  within3: number
  meanErrorPct: number
  worstErrorPct: number
}

/** Error (percent) of `routeDistance` on one run of a spec. */
const runError = (spec: TrackSpec): number => {
  const t = generateTrack(spec)
  return ((routeDistance(t.observed) - t.trueDistance) / t.trueDistance) * 100
}

/** Error statistics of `routeDistance` on `source` regenerated with `seeds` seeds (see `runSeed`). */
export function sweepSource(source: SpecSource, seeds: number): SweepRow {
  const errors: number[] = []
  for (let run = 1; run <= seeds; run++) errors.push(runError(source.make(runSeed(source, run))))
  return {
    track: source.name,
    runs: seeds,
    within2: errors.filter((e) => Math.abs(e) <= 2).length,
    within3: errors.filter((e) => Math.abs(e) <= 3).length,
    meanErrorPct: errors.reduce((a, b) => a + b, 0) / seeds,
    worstErrorPct: errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0)
  }
}

/** Each of today's track specs regenerated with `seeds` different seeds. */
export function runDistanceSweep(seeds = 20): SweepRow[] {
  return trackFamilies()[0]!.makers.map((source) => sweepSource(source, seeds))
}

export interface FamilySweep {
  family: TrackFamily
  rows: SweepRow[]
}

/** Every family's makers, each with `seeds` seeds. */
export function runFamilySweeps(seeds = 30): FamilySweep[] {
  return trackFamilies().map((family) => ({ family, rows: family.makers.map((source) => sweepSource(source, seeds)) }))
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

const share = (n: number, of: number) => `${String(n).padStart(3)}/${of} (${((n / of) * 100).toFixed(0).padStart(3)} %)`

/** The sweep as a plain-text table: per spec, then the total. */
export function formatSweepTable(rows: ReadonlyArray<SweepRow>): string {
  const width = Math.max(26, ...rows.map((r) => r.track.length))
  const lines = rows.map(
    (r) =>
      `${r.track.padEnd(width)}  within 2 %: ${share(r.within2, r.runs)}  within 3 %: ${share(r.within3, r.runs)}  mean ${signed(r.meanErrorPct).padStart(9)}  worst ${signed(r.worstErrorPct).padStart(9)}`
  )
  const totals = sumRows(rows)
  return [...lines, `${"all".padEnd(width)}  within 2 %: ${share(totals.within2, totals.runs)}  within 3 %: ${share(totals.within3, totals.runs)}`].join("\n")
}

const sumRows = (rows: ReadonlyArray<SweepRow>) => ({
  runs: rows.reduce((s, r) => s + r.runs, 0),
  within2: rows.reduce((s, r) => s + r.within2, 0),
  within3: rows.reduce((s, r) => s + r.within3, 0)
})

/** The family sweeps: a table per family with its target, then one line per family and overall. */
export function formatFamilySweeps(sweeps: ReadonlyArray<FamilySweep>): string {
  const out: string[] = []
  const width = Math.max(16, ...sweeps.map((s) => s.family.name.length))
  const summary = (name: string, rows: ReadonlyArray<SweepRow>, target?: number) => {
    const t = sumRows(rows)
    const goal = target === undefined ? "" : `  target ≥ ${(target * 100).toFixed(0)} % within 3 %: ${t.within3 >= target * t.runs ? "met" : "NOT met"}`
    return `${name.padEnd(width)}  within 2 %: ${share(t.within2, t.runs)}  within 3 %: ${share(t.within3, t.runs)}${goal}`
  }
  for (const { family, rows } of sweeps) {
    out.push(
      `${family.name} — ${family.about}${family.targetWithin3 === undefined ? "" : ` (target: ≥ ${(family.targetWithin3 * 100).toFixed(0)} % of runs within 3 %)`}`
    )
    out.push(formatSweepTable(rows), "")
  }
  out.push("Per family:")
  for (const { family, rows } of sweeps) out.push(summary(family.name, rows, family.targetWithin3))
  const targeted = sweeps.filter((s) => s.family.targetWithin3 !== undefined)
  if (targeted.length > 0)
    out.push(
      summary(
        "with a target",
        targeted.flatMap((s) => s.rows),
        Math.max(...targeted.map((s) => s.family.targetWithin3!))
      )
    )
  out.push(
    summary(
      "overall",
      sweeps.flatMap((s) => s.rows)
    )
  )
  return out.join("\n")
}

// ---------------------------------------------------------------------------------------------
// Issue 36: open sky, urban and urban canyon (bench/conditions.ts)

/** erf(x), Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7). */
function erf(x: number): number {
  const s = Math.sign(x)
  const t = 1 / (1 + 0.3275911 * Math.abs(x))
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496735) * t + 0.254829592) * t * Math.exp(-x * x)
  return s * y
}

/**
 * The best a filter of positions can hope for on one run: the chance that its error is within 3 %
 * when only the corners' error counts. A street's lateral offset is the error's mean over the
 * street, which nothing in the positions tells from the street itself. Even knowing the streets'
 * directions and corner times, that mean is estimated no better than the Cramér–Rao bound for the
 * mean of a Gaussian AR(1) (Gauss–Markov) process seen for T seconds: the Fisher information of
 * fixes sampled densely is (1 + T / 2τ) / σ², so the standard deviation is at least
 * σ √(2τ / (T + 2τ)) — with τ ≈ 40 s a street of 80 s is worth two independent fixes, however
 * many the phone reports (the least-squares mean reaches the bound). A right-angle corner moves the
 * length by √2 × its offset, so the length's standard deviation is √corners × √2 × that, and the
 * chance of |error| ≤ 3 % is erf(0.03 L / (sd √2)). An upper bound (ends, gap and stops ignored).
 */
export function cornerLimit(t: ConditionTrack): { sdPct: number; within3: number } {
  const perStreet = t.sigma * Math.sqrt((2 * t.tau) / (t.streetSeconds + 2 * t.tau))
  const sd = Math.sqrt(t.corners) * Math.SQRT2 * perStreet
  return { sdPct: (sd / t.trueDistance) * 100, within3: erf((0.03 * t.trueDistance) / (sd * Math.SQRT2)) }
}

export interface ConditionRow extends SweepRow {
  /** The mean of {@link cornerLimit} over the runs: the share within 3 % no filter of positions can beat. */
  limitWithin3: number
  limitSdPct: number
  /** The runs {@link oracleDistance} measures within 3 %, and its mean error (percent). */
  oracleWithin3: number
  oracleMeanPct: number
  /** The sum of the squared errors (percent²), for the mean's standard error. */
  sumSquares: number
}

/** Runs `first`..`first + count - 1` of each maker. */
export interface RunRange {
  readonly first: number
  readonly count: number
}

/** Each condition family's 12-, 30- and 60-minute makers over `ranges` of runs, measured with `measure`. */
export function runConditionSweeps(
  ranges: RunRange | ReadonlyArray<RunRange>,
  measure: (points: ReadonlyArray<TrackPoint>) => number = routeDistance
): { family: string; about: string; rows: ConditionRow[] }[] {
  const list: ReadonlyArray<RunRange> = "first" in ranges ? [ranges] : ranges
  const runs = { count: list.reduce((s, r) => s + r.count, 0) }
  const seeds = list.flatMap((r) => Array.from({ length: r.count }, (_, k) => r.first + k))
  return conditionFamilies().map((family) => ({
    family: family.name,
    about: family.about,
    rows: family.sources.map((source) => {
      const errors: number[] = []
      const oracle: number[] = []
      let limit = 0
      let sd = 0
      for (const r of seeds) {
        const t = source.generate(conditionRunSeed(source, r))
        errors.push(((measure(t.observed) - t.trueDistance) / t.trueDistance) * 100)
        oracle.push(((oracleDistance(t) - t.trueDistance) / t.trueDistance) * 100)
        const l = cornerLimit(t)
        limit += l.within3 / runs.count
        sd += l.sdPct / runs.count
      }
      return {
        track: source.name,
        runs: runs.count,
        within2: errors.filter((e) => Math.abs(e) <= 2).length,
        within3: errors.filter((e) => Math.abs(e) <= 3).length,
        meanErrorPct: errors.reduce((a, b) => a + b, 0) / runs.count,
        worstErrorPct: errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0),
        limitWithin3: limit,
        limitSdPct: sd,
        oracleWithin3: oracle.filter((e) => Math.abs(e) <= 3).length,
        oracleMeanPct: oracle.reduce((a, b) => a + b, 0) / runs.count,
        sumSquares: errors.reduce((a, e) => a + e * e, 0)
      }
    })
  }))
}

/** `--wide`: runs 1–40 (tuning runs 1–8 among them) and 201–260 of each maker, 100 per maker. */
export const WIDE_RUNS = [
  { first: 1, count: 40 },
  { first: 201, count: 60 }
] as const

/** Issue 36's targets: ≥ 95 % of runs within 3 % and a mean within ±1 %, per family. */
export const CONDITION_TARGET = { within3: 0.95, meanPct: 1 } as const

/** The binomial sd, in points, of a share at the target (95 %) measured over `runs` runs. */
export const targetShareSdPoints = (runs: number): number => Math.sqrt((CONDITION_TARGET.within3 * (1 - CONDITION_TARGET.within3)) / runs) * 100

/** "1001–1100" or "1–40 and 201–260". */
export const runsLabel = (ranges: RunRange | ReadonlyArray<RunRange>): string =>
  ("first" in ranges ? [ranges] : ranges).map((r) => `${r.first}–${r.first + r.count - 1}`).join(" and ")

/**
 * The condition sweeps as a table: per maker, then per family with the target, met or explained
 * (`verdict: false`: the table alone, for a set too small to decide the targets).
 */
export function formatConditionSweeps(
  sweeps: ReturnType<typeof runConditionSweeps>,
  options: { readonly verdict?: boolean; readonly runs?: string } = {}
): string {
  const out: string[] = []
  const width = 24
  const pct = (x: number) => `${(x * 100).toFixed(0).padStart(3)} %`
  const row = (name: string, r: Omit<ConditionRow, "track">) =>
    `${name.padEnd(width)}  within 2 %: ${share(r.within2, r.runs)}  within 3 %: ${share(r.within3, r.runs)}  mean ${signed(r.meanErrorPct).padStart(9)}  worst ${signed(r.worstErrorPct).padStart(9)}  limit ≈ ${pct(r.limitWithin3)} (corner sd ${r.limitSdPct.toFixed(1)} %)  oracle ${share(r.oracleWithin3, r.runs)} ${signed(r.oracleMeanPct)}`
  const verdicts: string[] = []
  for (const { family, about, rows } of sweeps) {
    out.push(`${family} — ${about}`)
    for (const r of rows) out.push(row(r.track, r))
    const runs = rows.reduce((s, r) => s + r.runs, 0)
    const total: Omit<ConditionRow, "track"> = {
      runs,
      within2: rows.reduce((s, r) => s + r.within2, 0),
      within3: rows.reduce((s, r) => s + r.within3, 0),
      meanErrorPct: rows.reduce((s, r) => s + r.meanErrorPct * r.runs, 0) / runs,
      worstErrorPct: rows.reduce((w, r) => (Math.abs(r.worstErrorPct) > Math.abs(w) ? r.worstErrorPct : w), 0),
      limitWithin3: rows.reduce((s, r) => s + r.limitWithin3 * r.runs, 0) / runs,
      limitSdPct: rows.reduce((s, r) => s + r.limitSdPct * r.runs, 0) / runs,
      oracleWithin3: rows.reduce((s, r) => s + r.oracleWithin3, 0),
      oracleMeanPct: rows.reduce((s, r) => s + r.oracleMeanPct * r.runs, 0) / runs,
      sumSquares: rows.reduce((s, r) => s + r.sumSquares, 0)
    }
    out.push(row(`${family}, all`, total), "")
    const shareMet = total.within3 >= CONDITION_TARGET.within3 * runs
    const meanMet = Math.abs(total.meanErrorPct) <= CONDITION_TARGET.meanPct
    const explained = total.limitWithin3 < CONDITION_TARGET.within3
    // The mean's standard error over these runs: a mean of 24 runs is itself ± about half a percent.
    const spread = Math.sqrt(rows.reduce((s, r) => s + r.sumSquares, 0) / runs - total.meanErrorPct ** 2) / Math.sqrt(runs)
    verdicts.push(
      `${family.padEnd(14)} ≥ 95 % within 3 %: ${shareMet ? "met" : explained ? `NOT met — the limit is ≈ ${pct(total.limitWithin3)} (below)` : "NOT met"}; mean within ±1 %: ${meanMet ? "met" : "NOT met"} (${signed(total.meanErrorPct)} ± ${spread.toFixed(2)} % over ${runs} runs)`
    )
    if (!shareMet) {
      // What the noise alone leaves on these very runs: the oracle is told the corners and the thrown fixes.
      const atOracle = total.oracleWithin3 >= CONDITION_TARGET.within3 * runs ? "it meets the target" : "it misses the target too"
      verdicts.push(
        `  ${family}: the oracle (told the corners and which fixes were thrown) has ${total.oracleWithin3}/${runs} within 3 % on these runs: ${atOracle}`
      )
      if (total.oracleWithin3 < CONDITION_TARGET.within3 * runs && !explained) {
        // The bound allows the target but the oracle, told what the filter guesses, misses it on these runs too.
        const sd = targetShareSdPoints(runs)
        verdicts.push(
          `  ${family}: on these runs the target is at the edge of what the noise leaves: the oracle's share is itself a draw (a 95 % share of ${runs} runs has a binomial sd of ≈ ${sd.toFixed(1)} points), and the filter is ${total.oracleWithin3 - total.within3} runs behind it`
        )
      }
      if (total.oracleWithin3 >= CONDITION_TARGET.within3 * runs) {
        // Not the noise's limit: say where the filter is behind the oracle (docs/benchmarks.md, "Walk distance").
        const behind = rows.filter((r) => r.within3 < r.oracleWithin3).map((r) => `${r.track} ${r.within3} vs ${r.oracleWithin3} of ${r.runs}`)
        verdicts.push(
          `  ${family}: the filter's, not the noise's — behind the oracle within 3 % on ${behind.join(", ") || "no maker"}; mostly the short walks, a spread rather than a bias: the filter fits a line per street as the oracle does, but finds the streets' corners and stops from the fixes, and a stop it misses or a false one from the error's wander moves a 12-minute walk by a few percent (docs/benchmarks.md, sixth and seventh passes)`
        )
      }
    }
    for (const r of rows) {
      if (r.limitWithin3 < CONDITION_TARGET.within3 && r.within3 < CONDITION_TARGET.within3 * r.runs) {
        verdicts.push(
          `  ${r.track}: no filter of positions can expect more than ≈ ${pct(r.limitWithin3)} within 3 %: each street's offset is the error's mean over it, known at best to σ √(2τ/(T+2τ)) (the Cramér–Rao bound of an AR(1) mean over T s), every corner moves the length by √2 × that, so the length's sd is ≈ ${r.limitSdPct.toFixed(1)} % of the walk`
        )
      } else if (shareMet && r.within3 < CONDITION_TARGET.within3 * r.runs) {
        // The family meets the target; a length of it alone does not (the short walks): say how far that is from the oracle.
        verdicts.push(
          `  ${r.track} alone: ${share(r.within3, r.runs)} within 3 %; the oracle (told the corners, the stops and the thrown fixes) ${share(r.oracleWithin3, r.runs)}, the limit ≈ ${pct(r.limitWithin3)}: a short walk has few streets to average its corners' error over`
        )
      }
    }
  }
  if (options.verdict === false) return out.join("\n")
  out.push(`Targets (issue 36)${options.runs === undefined ? "" : `, decided on runs ${options.runs}`}:`, ...verdicts)
  return out.join("\n")
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

const argv = (globalThis as { process?: { argv?: string[] } }).process?.argv ?? []
const entry = argv[1]?.replace(/\\/g, "/")
if (entry && import.meta.url.endsWith(entry.replace(/^\.\//, ""))) {
  const seeds = Number(argv[argv.indexOf("--seeds") + 1]) || 30
  printDistanceBench()
  console.log(`\nRobustness sweep by family (each spec with ${seeds} seeds; new families draw plan, pace and noise from the seed):\n`)
  console.log(formatFamilySweeps(runFamilySweeps(seeds)))
  const perFamily = (r: RunRange) => r.count * 3
  console.log(
    `\nIssue 36: open sky, urban and urban canyon walks (bench/conditions.ts). "limit" is the share within 3 % that no filter of positions can expect to beat (cornerLimit); "oracle" is told the corners, stops and thrown fixes (oracleDistance).`
  )
  console.log(
    `\nHeld-out runs ${runsLabel(HELD_OUT_RUNS)} (${perFamily(HELD_OUT_RUNS)} per family), the table of the first passes, kept for continuity: too few runs to decide a 95 % share (binomial sd ≈ ${targetShareSdPoints(perFamily(HELD_OUT_RUNS)).toFixed(1)} points), so no verdict here.\n`
  )
  console.log(formatConditionSweeps(runConditionSweeps(HELD_OUT_RUNS), { verdict: false }))
  console.log(
    `\nTHE VERDICT: runs ${runsLabel(DECIDING_RUNS)} of each maker (${perFamily(DECIDING_RUNS)} per family, binomial sd of a 95 % share ≈ ${targetShareSdPoints(perFamily(DECIDING_RUNS)).toFixed(1)} points), never used to choose the filter (it was tuned on runs 1–40 and 201–260; the seventh pass also looked at 1001–1100, 2001–2100, 3001–3100 and 4001–4100, the eighth chose on 1001–1100, 2001–2100 and 3001–3100):\n`
  )
  console.log(formatConditionSweeps(runConditionSweeps(DECIDING_RUNS), { runs: `${runsLabel(DECIDING_RUNS)} (${perFamily(DECIDING_RUNS)} per family)` }))
  if (argv.includes("--tuning-runs")) {
    console.log(`\nThe same on the tuning runs ${runsLabel(TUNING_RUNS)}:\n`)
    console.log(formatConditionSweeps(runConditionSweeps(TUNING_RUNS), { runs: runsLabel(TUNING_RUNS) }))
  }
  if (argv.includes("--wide")) {
    // 100 runs per maker (300 per family), the runs the filter was tuned on.
    console.log(`\nThe same on runs ${runsLabel(WIDE_RUNS)} (100 per maker; the filter was tuned on these):\n`)
    console.log(formatConditionSweeps(runConditionSweeps(WIDE_RUNS), { runs: runsLabel(WIDE_RUNS) }))
  }
  const runsArg = argv.indexOf("--runs")
  const range = runsArg >= 0 ? /^(\d+)-(\d+)$/.exec(argv[runsArg + 1] ?? "") : null
  if (range !== null && Number(range[2]) >= Number(range[1])) {
    const extra = { first: Number(range[1]), count: Number(range[2]) - Number(range[1]) + 1 }
    console.log(`\nThe same on runs ${runsLabel(extra)}:\n`)
    console.log(formatConditionSweeps(runConditionSweeps(extra), { runs: runsLabel(extra) }))
  }
}

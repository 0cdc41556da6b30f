/**
 * Totals of a list of walks (the calendar's month and day, the home's today block): their own
 * module, so the home's first load does not take the calendar's view model with it.
 */
import { formatCalories, formatDuration, formatKm } from "../domain/format.ts"
import { countMarks, formatMarkCounts, type MarkCount } from "../domain/walkResult.ts"
import type { Walk, WalkMarkKind } from "../schema/walk.ts"

export interface WalkTotals {
  readonly count: number
  /** Metres. */
  readonly distance: number
  /** Seconds. */
  readonly duration: number
  /** kcal of all dogs. */
  readonly calories: number
  readonly distanceLabel: string
  readonly durationLabel: string
  readonly caloriesLabel: string
  /** The marks of all the walks by kind (소변, 대변, 물; kinds with none left out). */
  readonly markCounts: ReadonlyArray<MarkCount>
  /** `"소변 2 · 대변 1"`, or `""`. */
  readonly marksLabel: string
}

/** Totals of a list of walks, with §9 labels (km with 2 decimals, h m, rounded kcal). */
export const summarizeWalks = (walks: ReadonlyArray<Walk>): WalkTotals => {
  const distance = walks.reduce((s, w) => s + w.distance, 0)
  const duration = walks.reduce((s, w) => s + w.duration, 0)
  const calories = walks.reduce((s, w) => s + w.dogs.reduce((k, d) => k + d.caloriesBurned, 0), 0)
  return {
    count: walks.length,
    distance,
    duration,
    calories,
    distanceLabel: formatKm(distance),
    durationLabel: formatDuration(duration),
    caloriesLabel: formatCalories(calories),
    ...marksOf(walks.flatMap((w) => w.marks ?? []))
  }
}

/** The marks' counts by kind and their label. */
export const marksOf = (marks: ReadonlyArray<{ readonly kind: WalkMarkKind }>) => {
  const markCounts = countMarks(marks)
  return { markCounts, marksLabel: formatMarkCounts(markCounts) }
}

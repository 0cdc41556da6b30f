/**
 * The rules a batch of route points meets on both update paths (`services/walks.ts`'s locked one
 * and `updateFromCopy.ts`), and the small conversions they share.
 */
import { isUsablePosition } from "@mungwalk/core/domain"
import type { WalkUpdateRequest } from "@mungwalk/core/schema"
import type { StoredPoint } from "./routeViews.ts"

/** Route points may be this much before the start or after the server's clock (phone clocks drift a little). */
export const CLOCK_SKEW_MS = 2 * 60_000

export const ms = (d: Date): number => d.getTime()

export const isoOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : new Date(epochMs).toISOString())

/** What is wrong with the times and positions of a batch (the message names the bad field), or null. */
export const batchProblem = (startTime: number, paths: WalkUpdateRequest["walkPaths"], now: Date): string | null => {
  const earliest = startTime - CLOCK_SKEW_MS
  const latest = ms(now) + CLOCK_SKEW_MS
  for (let i = 0; i < paths.length; i++) {
    const p = paths[i]!
    const t = ms(p.recordTime)
    if (t < earliest) {
      return `body.walkPaths.${i}.recordTime: ${p.recordTime.toISOString()} is before the walk started (${new Date(startTime).toISOString()})`
    }
    if (t > latest) return `body.walkPaths.${i}.recordTime: ${p.recordTime.toISOString()} is in the future`
    if (!isUsablePosition(p.location)) return `body.walkPaths.${i}.location.coordinates: (0, 0) is not a position`
  }
  return null
}

/** What is wrong with the times and positions of a batch's marks (the message names the bad field), or null. */
export const marksProblem = (startTime: number, marks: NonNullable<WalkUpdateRequest["walkMarks"]>, now: Date): string | null => {
  const earliest = startTime - CLOCK_SKEW_MS
  const latest = ms(now) + CLOCK_SKEW_MS
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i]!
    const t = ms(m.recordTime)
    if (t < earliest) return `body.walkMarks.${i}.recordTime: ${m.recordTime.toISOString()} is before the walk started (${new Date(startTime).toISOString()})`
    if (t > latest) return `body.walkMarks.${i}.recordTime: ${m.recordTime.toISOString()} is in the future`
    if (!isUsablePosition(m.location)) return `body.walkMarks.${i}.location.coordinates: (0, 0) is not a position`
  }
  return null
}

/** The points from `from` on (all when null) of time-ordered `points`. */
export const pointsFrom = (points: StoredPoint[], from: number | null): StoredPoint[] => {
  if (from === null) return points
  const first = points.findIndex((p) => p.time >= from)
  return first < 0 ? [] : first === 0 ? points : points.slice(first)
}

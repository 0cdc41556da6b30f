/** The point history grouped by Asia/Seoul day, for `/mypage/point` (§2). */
import type { PointEntry } from "../schema/point.ts"
import { seoulDayKey } from "./format.ts"

export interface PointDay {
  /** The KST date, `yyyy-mm-dd`. */
  readonly date: string
  /** The day's entries, newest first. */
  readonly entries: ReadonlyArray<PointEntry>
  /** Sum of the day's `plus` entries. */
  readonly plus: number
  /** Sum of the day's `minus` entries (a positive number). */
  readonly minus: number
}

const newestFirst = (a: PointEntry, b: PointEntry): number => b.date.getTime() - a.date.getTime() || b.id - a.id

/**
 * Groups point entries by their Asia/Seoul date (an entry at 00:30 KST belongs to that KST date,
 * whatever the device's zone), newest day first, each day's entries newest first (ties by id).
 */
export const groupPointEntriesByDay = (entries: ReadonlyArray<PointEntry>): PointDay[] => {
  const days = new Map<string, PointEntry[]>()
  for (const entry of [...entries].sort(newestFirst)) {
    const key = seoulDayKey(entry.date)
    const day = days.get(key)
    if (day) day.push(entry)
    else days.set(key, [entry])
  }
  return [...days.entries()].map(([date, list]) => ({
    date,
    entries: list,
    plus: list.reduce((sum, e) => sum + (e.type === "plus" ? e.amount : 0), 0),
    minus: list.reduce((sum, e) => sum + (e.type === "minus" ? e.amount : 0), 0)
  }))
}

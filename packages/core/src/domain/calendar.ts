/** The walk calendar's month grid and month navigation (spec §9: weeks start on Sunday, 100 px swipe). */
import { CALENDAR_SWIPE_THRESHOLD_PX, CALENDAR_WEEK_START } from "./constants.ts"

/** One cell of a month grid. */
export interface CalendarDay {
  /** `yyyy-mm-dd`. */
  date: string
  /** Day of the month, 1–31. */
  day: number
  /** False for the days of the previous or next month that fill the first and last week. */
  inMonth: boolean
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
}

const DAY_MS = 86_400_000

/** Midnight UTC of a calendar date (safe for years 0–99 too). */
function utcDate(year: number, month: number, day: number): number {
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day)
  d.setUTCHours(0, 0, 0, 0)
  return d.getTime()
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

/** `yyyy-mm-dd` for a calendar date. */
export function dateKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** Number of days of `month` (1–12) in `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(utcDate(year, month + 1, 0)).getUTCDate()
}

/** The month `delta` months away from `year`/`month` (1–12). */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/**
 * The weeks of a month, each seven days starting on Sunday, covering the whole month; the days
 * of the adjacent months that complete the first and last week are marked `inMonth: false`.
 */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = utcDate(year, month, 1)
  const lead = (new Date(first).getUTCDay() - CALENDAR_WEEK_START + 7) % 7
  const cells = Math.ceil((lead + daysInMonth(year, month)) / 7) * 7
  const weeks: CalendarDay[][] = []
  for (let i = 0; i < cells; i++) {
    const d = new Date(first + (i - lead) * DAY_MS)
    const y = d.getUTCFullYear()
    const m = d.getUTCMonth() + 1
    const day = d.getUTCDate()
    if (i % 7 === 0) weeks.push([])
    weeks[weeks.length - 1]!.push({
      date: dateKey(y, m, day),
      day,
      inMonth: y === year && m === month,
      weekday: d.getUTCDay()
    })
  }
  return weeks
}

/**
 * Month change for a horizontal swipe of `dx` pixels: at least the threshold to the left (negative)
 * shows the next month, to the right the previous one; anything shorter changes nothing.
 */
export function swipeMonthDelta(dx: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx)) return 0
  if (dx <= -CALENDAR_SWIPE_THRESHOLD_PX) return 1
  if (dx >= CALENDAR_SWIPE_THRESHOLD_PX) return -1
  return 0
}

import { describe, expect, it } from "vitest"
import { addMonths, daysInMonth, monthGrid, swipeMonthDelta } from "./calendar.ts"
import { CALENDAR_SWIPE_THRESHOLD_PX } from "./constants.ts"

describe("monthGrid", () => {
  it("November 2026 starts on a Sunday: five whole weeks, December fills the last one", () => {
    const weeks = monthGrid(2026, 11)
    expect(weeks).toHaveLength(5)
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    expect(weeks[0]![0]).toEqual({ date: "2026-11-01", day: 1, inMonth: true, weekday: 0 })
    expect(weeks[3]![6]).toEqual({ date: "2026-11-28", day: 28, inMonth: true, weekday: 6 })
    expect(weeks[4]![1]).toEqual({ date: "2026-11-30", day: 30, inMonth: true, weekday: 1 })
    expect(weeks[4]!.slice(2).map((d) => [d.date, d.inMonth])).toEqual([
      ["2026-12-01", false],
      ["2026-12-02", false],
      ["2026-12-03", false],
      ["2026-12-04", false],
      ["2026-12-05", false]
    ])
  })

  it("February 2026 is exactly four weeks, all in the month", () => {
    const weeks = monthGrid(2026, 2)
    expect(weeks).toHaveLength(4)
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true)
    expect(weeks[0]![0]!.date).toBe("2026-02-01")
    expect(weeks[3]![6]!.date).toBe("2026-02-28")
  })

  it("weeks always start on Sunday and days of adjacent months are marked", () => {
    const weeks = monthGrid(2026, 10)
    expect(weeks.flat().every((d, i) => d.weekday === i % 7)).toBe(true)
    expect(weeks[0]!.slice(0, 4).map((d) => [d.date, d.inMonth])).toEqual([
      ["2026-09-27", false],
      ["2026-09-28", false],
      ["2026-09-29", false],
      ["2026-09-30", false]
    ])
    expect(weeks[0]![4]).toEqual({ date: "2026-10-01", day: 1, inMonth: true, weekday: 4 })
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31)
  })

  it("a 31-day month starting on Saturday needs six weeks", () => {
    const weeks = monthGrid(2026, 8)
    expect(weeks).toHaveLength(6)
    expect(weeks[0]![6]!.date).toBe("2026-08-01")
  })

  it("leap February 2028 has 29 days in the grid", () => {
    expect(
      monthGrid(2028, 2)
        .flat()
        .filter((d) => d.inMonth)
        .map((d) => d.day)
        .at(-1)
    ).toBe(29)
  })
})

describe("daysInMonth", () => {
  it("knows month lengths and leap years", () => {
    expect(daysInMonth(2026, 1)).toBe(31)
    expect(daysInMonth(2026, 4)).toBe(30)
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
    expect(daysInMonth(2026, 12)).toBe(31)
  })
})

describe("addMonths", () => {
  it("wraps across years in both directions", () => {
    expect(addMonths(2026, 11, 1)).toEqual({ year: 2026, month: 12 })
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 })
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 })
    expect(addMonths(2026, 11, -23)).toEqual({ year: 2024, month: 12 })
    expect(addMonths(2026, 11, 0)).toEqual({ year: 2026, month: 11 })
  })
})

describe("swipeMonthDelta", () => {
  it("a swipe of at least 100 px to the left shows the next month, to the right the previous", () => {
    expect(CALENDAR_SWIPE_THRESHOLD_PX).toBe(100)
    expect(swipeMonthDelta(-100)).toBe(1)
    expect(swipeMonthDelta(-250)).toBe(1)
    expect(swipeMonthDelta(100)).toBe(-1)
    expect(swipeMonthDelta(180)).toBe(-1)
  })

  it("shorter swipes change nothing", () => {
    expect(swipeMonthDelta(-99.9)).toBe(0)
    expect(swipeMonthDelta(99)).toBe(0)
    expect(swipeMonthDelta(0)).toBe(0)
    expect(swipeMonthDelta(Number.NaN)).toBe(0)
  })
})

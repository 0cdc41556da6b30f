import { describe, expect, it } from "vitest"
import type { PointEntry } from "../schema/point.ts"
import { groupPointEntriesByDay } from "./pointLedger.ts"

const entry = (id: number, iso: string, type: "plus" | "minus", amount: number): PointEntry => ({
  id,
  description: `entry ${id}`,
  date: new Date(iso),
  type,
  amount
})

describe("groupPointEntriesByDay", () => {
  it("groups by the Asia/Seoul date, newest day first, each day newest first", () => {
    const days = groupPointEntriesByDay([
      entry(1, "2026-02-28T10:00:00Z", "plus", 10), // 2026-02-28 19:00 KST
      entry(2, "2026-02-28T15:30:00Z", "plus", 50), // 2026-03-01 00:30 KST: the next KST day
      entry(3, "2026-02-28T14:59:59Z", "minus", 5), // 2026-02-28 23:59:59 KST
      entry(4, "2026-03-01T02:00:00Z", "minus", 20) // 2026-03-01 11:00 KST
    ])
    expect(days.map((d) => [d.date, d.entries.map((e) => e.id)])).toEqual([
      ["2026-03-01", [4, 2]],
      ["2026-02-28", [3, 1]]
    ])
    expect(days.map((d) => [d.plus, d.minus])).toEqual([
      [50, 20],
      [10, 5]
    ])
  })

  it("orders entries of the same instant by id, newest (highest) first", () => {
    const days = groupPointEntriesByDay([entry(7, "2026-03-01T01:00:00Z", "plus", 1), entry(9, "2026-03-01T01:00:00Z", "plus", 2)])
    expect(days[0]!.entries.map((e) => e.id)).toEqual([9, 7])
  })

  it("an empty history has no days, and the input is left as it was", () => {
    expect(groupPointEntriesByDay([])).toEqual([])
    const input = [entry(1, "2026-03-01T01:00:00Z", "plus", 1), entry(2, "2026-03-02T01:00:00Z", "plus", 1)]
    groupPointEntriesByDay(input)
    expect(input.map((e) => e.id)).toEqual([1, 2])
  })
})

import { describe, expect, it } from "vitest"
import { haversine } from "@mungwalk/core/domain"
import { percentile, summariseWindows, walkerPath } from "./onWalkFigures.ts"

describe("percentile", () => {
  it("answers the nearest rank", () => {
    const xs = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10]
    expect(percentile(xs, 50)).toBe(5)
    expect(percentile(xs, 95)).toBe(10)
    expect(percentile(xs, 90)).toBe(9)
    expect(percentile(xs, 0)).toBe(1)
    expect(percentile(xs, 100)).toBe(10)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 50)).toBeNaN()
  })
})

describe("walkerPath", () => {
  it("walks the same streets on every run, a step per fix, never far from home", () => {
    const start = { lat: 37.5740321, lng: 127.0078127 }
    const path = walkerPath(start, 7200)
    expect(path).toEqual(walkerPath(start, 7200))
    expect(path).toHaveLength(7200)
    for (let i = 1; i < path.length; i++) expect(haversine(path[i - 1]!, path[i]!)).toBeLessThan(2.5)
    expect(Math.max(...path.map((p) => haversine(start, p)))).toBeLessThan(1500)
    // It turns: not one straight line.
    expect(haversine(start, path.at(-1)!)).toBeLessThan(7200 * 1.2 * 0.5)
  })
})

describe("summariseWindows", () => {
  it("tells the fix alone apart from windows shared with the tick or an answer", () => {
    const s = summariseWindows([
      { taskMs: 2, tick: false, answer: false, longTasks: [] },
      { taskMs: 4, tick: false, answer: false, longTasks: [60] },
      { taskMs: 30, tick: true, answer: false, longTasks: [] },
      { taskMs: 90, tick: true, answer: true, longTasks: [80] }
    ])
    expect(s.fixOnly).toEqual({ count: 2, p50: 2, p95: 4, max: 4 })
    expect(s.withTick.count).toBe(1)
    expect(s.withAnswer).toEqual({ count: 1, p50: 90, p95: 90, max: 90 })
    expect(s.all.count).toBe(4)
    expect(s.fixLongTasks).toEqual([60])
    expect(s.sharedLongTasks).toEqual([80])
  })
})

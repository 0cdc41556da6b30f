import { describe, expect, it } from "vitest"
import { haversine } from "@mungwalk/core/domain"
import { CLOCK_MARK, mainThreadTimeByWindow, percentile, summariseWindows, traceClockOrigin, walkerPath, type TraceEvent } from "./onWalkFigures.ts"

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

  it("tells a batch's send and the window after it from the other windows of the fix alone", () => {
    const w = (taskMs: number, send = false, answer = false) => ({ taskMs, tick: false, answer, send, longTasks: [] })
    const s = summariseWindows([w(5), w(12, true), w(9), w(6), w(14, true), w(20, false, true), w(7)])
    expect(s.sendWindows).toEqual({ count: 3, p50: 12, p95: 14, max: 14 })
    expect(s.quietWindows).toEqual({ count: 3, p50: 6, p95: 7, max: 7 })
  })

  it("tells the windows that drew a new distance on the live card from the quiet ones", () => {
    const w = (taskMs: number, distance = false, send = false) => ({ taskMs, tick: false, answer: false, send, distance, longTasks: [] })
    const s = summariseWindows([w(3), w(9, true), w(4), w(11, true, true), w(5), w(10, true)])
    // A send's window is a send's, whatever else it drew.
    expect(s.distanceWindows).toEqual({ count: 2, p50: 9, p95: 10, max: 10 })
    expect(s.quietWindows).toEqual({ count: 2, p50: 3, p95: 4, max: 4 })
  })
})

describe("mainThreadTimeByWindow", () => {
  const task = (ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
    name: "ThreadControllerImpl::RunTask",
    cat: "toplevel",
    ph: "X",
    pid: 1,
    tid: 2,
    ts,
    dur,
    ...extra
  })

  it("counts the main thread's top-level tasks inside each window, clipped at its edges", () => {
    // The page's clock mark at performance.now() 0.5 ms is at 1,000 µs on the trace's clock.
    const clock: TraceEvent = { name: CLOCK_MARK, cat: "blink.user_timing", ph: "R", pid: 1, tid: 2, ts: 1_000 }
    const events = [
      clock,
      // Begun before the window: only its part inside counts.
      task(900, 300),
      // A task and one nested in it: counted once.
      task(2_000, 4_000),
      task(2_500, 1_000),
      // Another thread (the map's worker) and another category: not the main thread's tasks.
      task(3_000, 5_000, { tid: 9 }),
      { ...task(7_000, 500), cat: "devtools.timeline" },
      // Between windows: nobody's.
      task(11_000, 2_000),
      // Crosses the end: the part inside.
      task(29_000, 3_000, { tdur: 1_500 })
    ]
    const origin = traceClockOrigin(events, 0.5)
    expect(origin).toEqual({ origin: 500, pid: 1, tid: 2 })
    // Page-clock windows: [0.5, 9.5] ms and [19.5, 29.5] ms, i.e. [1,000, 10,000] and [20,000, 30,000] µs in the trace.
    const windows = [
      { start: 0.5, end: 9.5 },
      { start: 19.5, end: 29.5 }
    ]
    expect(mainThreadTimeByWindow(events, windows, origin)).toEqual([4.2, 1])
    // Thread time, pro rata: a third of the task's 1.5 ms.
    expect(mainThreadTimeByWindow(events, windows, origin, { cpu: true })).toEqual([4.2, 0.5])
  })

  it("needs the page's clock mark", () => {
    expect(() => traceClockOrigin([], 0)).toThrow(/no 'mwb:clock' mark/)
  })
})

import { describe, expect, it } from "vitest"
import { cpuTimeTbt, type TraceEvent } from "./mainThreadCpu.ts"

const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", cat: "__metadata", ph: "M", pid, tid, ts: 0, args: { name } })
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: "RunTask",
  cat: "disabled-by-default-devtools.timeline",
  ph: "X",
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000
})
const script = (pid: number, tid: number, ts: number): TraceEvent => ({ name: "FunctionCall", cat: "devtools.timeline", ph: "X", pid, tid, ts, dur: 10 })

describe("cpuTimeTbt", () => {
  it("sums 4 × the thread time less 50 ms of the page's main-thread tasks from the first contentful paint", () => {
    const events = [
      meta(1, 10, "CrRendererMain"),
      meta(2, 20, "CrRendererMain"),
      meta(1, 11, "Compositor"),
      script(1, 10, 50),
      script(1, 10, 60),
      script(2, 20, 70),
      { name: "firstContentfulPaint", cat: "loading", ph: "R", pid: 1, tid: 10, ts: 1_000 },
      // Before the paint: not counted.
      task(1, 10, 500, 100, 100),
      // Waits for another process: 140 ms of wall time, 30 ms of CPU → 4 × 30 − 50 = 70.
      task(1, 10, 2_000, 140, 30),
      // Under 12.5 ms of CPU: nothing.
      task(1, 10, 3_000, 60, 12),
      // Another thread and another renderer: not the page's main thread.
      task(1, 11, 4_000, 100, 100),
      task(2, 20, 4_000, 100, 100),
      // 25 ms → 50.
      task(1, 10, 5_000, 25, 25)
    ]
    expect(cpuTimeTbt(events)).toBeCloseTo(120, 6)
    expect(cpuTimeTbt(events, 2)).toBeCloseTo(10, 6)
  })

  it("gives nothing without a paint or without thread times", () => {
    const base = [meta(1, 10, "CrRendererMain"), script(1, 10, 0)]
    expect(cpuTimeTbt([...base, task(1, 10, 2_000, 100, 100)])).toBeUndefined()
    const noThreadTime: TraceEvent = { name: "RunTask", cat: "disabled-by-default-devtools.timeline", ph: "X", pid: 1, tid: 10, ts: 2_000, dur: 100_000 }
    expect(cpuTimeTbt([...base, { name: "firstContentfulPaint", cat: "loading", ph: "R", pid: 1, tid: 10, ts: 1_000 }, noThreadTime])).toBeUndefined()
  })
})

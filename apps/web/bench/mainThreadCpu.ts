/**
 * Total blocking time from the main thread's CPU time, beside Lighthouse's (issue 30). Lighthouse's
 * simulation multiplies the wall time of each main-thread task of an unthrottled load by the CPU
 * slowdown (4); on a machine whose cores the page shares with the server, Lighthouse and
 * Chromium's other processes — or where the main thread waits for a GPU process that draws WebGL
 * on the CPU (SwiftShader) — a task's wall time is more than the page's work. The same trace holds
 * each task's thread time (`tdur`): Σ max(0, slowdown × thread time − 50 ms) over the main
 * thread's tasks from the first contentful paint is the page's own blocking work, scaled as
 * Lighthouse scales it. Not a Lighthouse figure: printed beside it, never scored.
 */
import type { TraceEvent as TimelineEvent } from "./onWalkFigures.ts"

/** A Chromium trace event (`onWalkFigures.ts`'s fields) with the thread's name of its metadata events. */
export type TraceEvent = TimelineEvent & { readonly args?: { readonly name?: string } }

/** Events that run the page's code: the thread with most of them is the page's main thread. */
const SCRIPT_EVENTS = new Set(["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire"])

/** The page's main thread: of the threads named `CrRendererMain`, the one that ran most of its scripts. */
const mainThread = (events: ReadonlyArray<TraceEvent>): string | undefined => {
  const renderers = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`))
  const counts = new Map<string, number>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (SCRIPT_EVENTS.has(e.name) && renderers.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/**
 * Σ max(0, `slowdown` × thread time − 50 ms) over the main thread's tasks that start at or after
 * its first contentful paint, in ms; undefined when the trace has no paint or no thread times.
 */
export const cpuTimeTbt = (events: ReadonlyArray<TraceEvent>, slowdown = 4): number | undefined => {
  const main = mainThread(events)
  if (main === undefined) return undefined
  const on = (e: TraceEvent) => `${e.pid}:${e.tid}` === main
  const fcp = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === Number(main.split(":")[0])).sort((a, b) => a.ts - b.ts)[0]
  if (fcp === undefined) return undefined
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && on(e) && e.ts >= fcp.ts)
  if (tasks.some((t) => t.tdur === undefined)) return undefined
  return tasks.reduce((sum, t) => sum + Math.max(0, (slowdown * t.tdur!) / 1000 - 50), 0)
}

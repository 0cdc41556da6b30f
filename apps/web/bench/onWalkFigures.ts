/**
 * The pure parts of the on-walk bench (`onWalk.ts`): the walker's 2-hour path, percentiles, and
 * how each measured window is attributed (a fix alone, or a fix that shared its window with the
 * walk's one-second tick or a send's answer). Tested in Node (`onWalkFigures.test.ts`).
 */
import { mulberry32, type LatLng } from "@mungwalk/core"

const METRES_PER_DEGREE_LAT = 111_195

/** The `p`-th percentile (0–100) of `xs`, nearest rank; NaN for no values. */
export const percentile = (xs: ReadonlyArray<number>, p: number): number => {
  if (xs.length === 0) return Number.NaN
  const sorted = [...xs].sort((a, b) => a - b)
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length)
  return sorted[Math.max(0, rank - 1)]!
}

/** The core's seeded PRNG (mulberry32): the same path on every run. */
export const seededRandom = mulberry32

/**
 * `count` fixes of a walker leaving `start`: `stepM` metres per fix along streets of a grid (a
 * turn of ±90° at a corner every `blockFixes` fixes, now and then), drawn back towards the start
 * when more than `radiusM` away — a neighbourhood walk that crosses itself, as a 2-hour one does.
 */
export const walkerPath = (start: LatLng, count: number, { stepM = 1.2, blockFixes = 80, radiusM = 900, seed = 33 } = {}): LatLng[] => {
  const random = seededRandom(seed)
  const cosLat = Math.cos((start.lat * Math.PI) / 180)
  let north = 0
  let east = 0
  let heading = 0 // 0 north, 1 east, 2 south, 3 west
  const points: LatLng[] = []
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % blockFixes === 0) {
      if (Math.hypot(north, east) > radiusM) {
        // Head back: the axis with the larger offset, towards the start.
        heading = Math.abs(north) > Math.abs(east) ? (north > 0 ? 2 : 0) : east > 0 ? 3 : 1
      } else if (random() < 0.6) {
        heading = (heading + (random() < 0.5 ? 1 : 3)) % 4
      }
    }
    north += heading === 0 ? stepM : heading === 2 ? -stepM : 0
    east += heading === 1 ? stepM : heading === 3 ? -stepM : 0
    // A little GPS wobble across the street (±0.5 m).
    const wobble = (random() - 0.5) * 1
    points.push({
      lat: start.lat + (north + (heading % 2 === 1 ? wobble : 0)) / METRES_PER_DEGREE_LAT,
      lng: start.lng + (east + (heading % 2 === 0 ? wobble : 0)) / (METRES_PER_DEGREE_LAT * cosLat)
    })
  }
  return points
}

/** One measured window: the main-thread time from a fix's delivery until the page settled. */
export interface FixWindow {
  /** Main-thread task time in the window, ms (CDP `TaskDuration` after minus before). */
  readonly taskMs: number
  /** The walk's one-second tick redrew the live card in the window. */
  readonly tick: boolean
  /** An update call's answer was handled in the window (the outbox acknowledged). */
  readonly answer: boolean
  /** A batch left in the window (an update posted to the API's worker). */
  readonly send?: boolean
  /** The live card's distance changed in the window (its text drawn again). */
  readonly distance?: boolean
  /** Long tasks (> 50 ms) that started in the window, ms each. */
  readonly longTasks: ReadonlyArray<number>
  /** The window on the trace's clock, µs (kept with `--trace`). */
  readonly traceSpan?: readonly [number, number]
}

export interface FixStats {
  readonly count: number
  readonly p50: number
  readonly p95: number
  readonly max: number
}

export const stats = (xs: ReadonlyArray<number>): FixStats => ({
  count: xs.length,
  p50: percentile(xs, 50),
  p95: percentile(xs, 95),
  max: xs.length === 0 ? Number.NaN : Math.max(...xs)
})

export interface WindowSummary {
  /** Every window (the fix's cost whatever else happened in it). */
  readonly all: FixStats
  /** Windows with the fix alone: no tick, no answer. */
  readonly fixOnly: FixStats
  /** Windows that also held the one-second tick (and no answer). */
  readonly withTick: FixStats
  /** Windows that also held an update's answer. */
  readonly withAnswer: FixStats
  /** Windows of a fix alone that sent a batch, and the window after each (the send's two windows). */
  readonly sendWindows: FixStats
  /** Windows of a fix alone, not a send's, in which the live card's distance changed. */
  readonly distanceWindows: FixStats
  /** Windows of a fix alone, neither a send's nor the one after it nor a new distance's. */
  readonly quietWindows: FixStats
  /** Long tasks in windows of a fix alone: caused by the fix. */
  readonly fixLongTasks: ReadonlyArray<number>
  /** Long tasks in windows shared with a tick or an answer. */
  readonly sharedLongTasks: ReadonlyArray<number>
}

/** The windows' figures, the fix alone told apart from windows shared with the tick or an answer. */
export const summariseWindows = (windows: ReadonlyArray<FixWindow>): WindowSummary => {
  const alone = windows.filter((w) => !w.tick && !w.answer)
  const nearSend = new Set(windows.flatMap((w, i) => (w.send ? [w, windows[i + 1]] : [])))
  return {
    sendWindows: stats(alone.filter((w) => nearSend.has(w)).map((w) => w.taskMs)),
    distanceWindows: stats(alone.filter((w) => !nearSend.has(w) && w.distance).map((w) => w.taskMs)),
    quietWindows: stats(alone.filter((w) => !nearSend.has(w) && !w.distance).map((w) => w.taskMs)),
    all: stats(windows.map((w) => w.taskMs)),
    fixOnly: stats(alone.map((w) => w.taskMs)),
    withTick: stats(windows.filter((w) => w.tick && !w.answer).map((w) => w.taskMs)),
    withAnswer: stats(windows.filter((w) => w.answer).map((w) => w.taskMs)),
    fixLongTasks: alone.flatMap((w) => w.longTasks),
    sharedLongTasks: windows.filter((w) => w.tick || w.answer).flatMap((w) => w.longTasks)
  }
}

/** The fields of a Chromium trace event the bench reads (`Tracing.dataCollected`). */
export interface TraceEvent {
  readonly name: string
  readonly cat: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  /** Start, µs (the trace's clock). */
  readonly ts: number
  /** Wall duration, µs (`ph: "X"`). */
  readonly dur?: number
  /** Thread (CPU) duration, µs, where the trace has it. */
  readonly tdur?: number
}

/** The mark the page sets once per call (`performance.mark`): its trace time and its `startTime` tie the page's clock to the trace's. */
export const CLOCK_MARK = "mwb:clock"

/**
 * The trace's time (µs) of the page's `performance.now()` 0, from the page's clock mark: its
 * `startTime` (ms, page clock) and the mark's event in the trace (µs, trace clock).
 */
export const traceClockOrigin = (events: ReadonlyArray<TraceEvent>, markStartTime: number): { origin: number; pid: number; tid: number } => {
  const mark = events.find((e) => e.name === CLOCK_MARK)
  if (!mark) throw new Error(`trace: no '${CLOCK_MARK}' mark`)
  return { origin: mark.ts - markStartTime * 1000, pid: mark.pid, tid: mark.tid }
}

/**
 * The main thread's task time in each window (issue 33's per-fix figure). `windows` are in the
 * page's clock (`performance.now()`, ms), turned into the trace's by `origin` (µs,
 * `traceClockOrigin`); the main thread is the thread (`pid`, `tid`) the page's clock mark is on.
 * Its time in a window is what its top-level tasks (category `toplevel`, nested ones folded into
 * the task that holds them) overlap the window — every task, whoever queued it: the machine's
 * transition, React's render, the map's frames, style, layout, paint, a collection. `cpu`: the
 * tasks' thread time instead of wall time (pro rata where a task crosses the window's edge).
 * Answers ms per window.
 */
export const mainThreadTimeByWindow = (
  events: ReadonlyArray<TraceEvent>,
  windows: ReadonlyArray<{ readonly start: number; readonly end: number }>,
  { origin, pid, tid }: { origin: number; pid: number; tid: number },
  { cpu = false } = {}
): number[] => {
  const tasks = events
    .filter((e) => e.ph === "X" && e.pid === pid && e.tid === tid && e.cat.split(",").includes("toplevel") && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  // Top level only: a task inside the one before it (a nested run loop, a task's own trace scope) is already counted.
  const top: TraceEvent[] = []
  for (const t of tasks) {
    const last = top[top.length - 1]
    if (last && t.ts < last.ts + last.dur!) continue
    top.push(t)
  }
  const out: number[] = []
  let from = 0
  for (const w of windows) {
    const s = origin + w.start * 1000
    const e = origin + w.end * 1000
    if (e < s) throw new Error("trace: a window ends before it starts")
    // Tasks are sorted and do not overlap: skip those that ended before this window.
    while (from < top.length && top[from]!.ts + top[from]!.dur! <= s) from++
    let us = 0
    for (let i = from; i < top.length && top[i]!.ts < e; i++) {
      const t = top[i]!
      const overlap = Math.min(t.ts + t.dur!, e) - Math.max(t.ts, s)
      if (overlap <= 0) continue
      us += cpu ? ((t.tdur ?? t.dur!) * overlap) / t.dur! : overlap
    }
    out.push(us / 1000)
  }
  return out
}

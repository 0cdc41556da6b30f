/**
 * "Smooth at hour two" (issue 33): the real on-walk screen (`/walk/onwalk`, production build, the
 * real server on a fresh PGlite data dir) through a 2-hour walk — 7,200 fixes, one per second of
 * the walk — in headless Chromium at 390 px with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), once on the map (MapLibre over the local tile host stand-in,
 * `tileHost.ts`) and once on the offline fallback (the schematic map: the tile host unreachable).
 *
 * How it fast-forwards: the page's `navigator.geolocation` is scripted (an init script; the app's
 * geolocation port reads it as it would a phone's). The walk is started through the screen
 * (dog chosen, '산책 시작'), then the bench hands the page one fix after another, each as soon as the
 * last one's work is done, 1.2 m apart (a 8.6 km walk through a grid of streets, `walkerPath`) and
 * stamped one second apart on the page's clock: the page's `Date` is moved on a second per fix
 * (`pageProbe`), so the walk's clock, the elapsed time and the route distance's speed tests see a
 * walking pace (4.3 km/h) while the 2 hours pass in minutes of real time. The server takes route
 * points only up to its own now: its clock runs 120× from the walk on (`serverClock.mjs`, loaded
 * with `--import`), ahead of the page's, and the app measures the difference at the start call as
 * it does a phone's (`clockOffset`). Every 20th fix sends a batch through the walk outbox
 * (`walkUpdate`), as on a phone; the server must accept every one (a refused point stops the bench).
 * Printed beside the figures: the live card's distance at the end against the path's own length
 * (the core's `routeDistance` of its fixes): they match when no fix is set aside.
 *
 * What it measures, per fix (the main thread's own work for it, nothing of the bench's): the page
 * runs the fixes itself, a few hundred per call (`probe.run`: no CDP round trip inside or between
 * windows), while Chromium traces (CDP `Tracing`, categories `toplevel` and `blink.user_timing`).
 * A fix's window runs from handing it over to the frame that shows it and a task after (one
 * animation frame: the fix's changes need that frame anyway, so the bench adds none); the next
 * window starts where it ends, so every main-thread task of the walk lies in some fix's window —
 * work a fix queued for later (the map worker's answer and its frame, a coalesced write) is counted
 * in a later window, never lost. A window's time is what the main thread's top-level tasks overlap
 * it in the trace (`mainThreadTimeByWindow`; the page's `performance.now()` readings placed on the
 * trace's clock by one `performance.mark` per call): the machine's transition, React's render and
 * commit, style, layout, paint, the map's frames, collections. `--cpu-time` takes the tasks' thread
 * time instead of wall time (on a shared machine wall time also counts waits for a core).
 * Cross-check printed with the progress: the windows' sum against CDP's `TaskDuration` over the
 * same calls (~92 %; the rest is the call's own start and end). Windows that also held the walk's
 * one-second tick (the live card's time changed) or an update's answer (the API's worker answered
 * the page) are told apart: the fix alone is what the target is about, the shared windows are
 * printed beside it; of the fix alone, the two windows of each batch's send (the one in which the
 * update was posted to the API's worker, and the next) and the windows in which the live card's
 * distance changed (its text drawn again) are printed apart from the rest. Long tasks (> 50 ms,
 * `PerformanceObserver`) are counted by the window they started
 * in. The JS heap (`JSHeapUsedSize` after a forced GC, `HeapProfiler.collectGarbage`) at minute 2
 * (fix 120) and hour 2 (the last fix).
 * The bench's floor: 200 windows at the end with no fix handed over — one forced frame, two timers
 * and whatever the page does anyway (p50 5–8 ms at 4×, from 19 ms with the CDP calls per window
 * before) — printed beside.
 * Targets: p95 ≤ 8 ms per fix, heap growth ≤ 20 MB, no long task > 50 ms caused by a fix.
 *
 * Run: `npx tsx apps/web/bench/onWalk.ts [--fixes N] [--only map|fallback] [--throttle R]
 * [--cpu-time] [--profile DIR] [--trace DIR] [--screenshot DIR] [--from-source]` after building (`npm run bench` builds first). `--profile DIR`
 * writes a CPU profile of the last 300 fixes (`<run>.cpuprofile`, for Chromium's DevTools), `--trace DIR`
 * a trace of them (`<run>.trace.json`: the style, layout and paint work a profile shows as "(program)";
 * the floor's windows in `<run>.floor.trace.json`; the traced windows with their kinds and their span on the
 * trace's clock in `<run>.windows.json`, to read what filled the slowest), `--screenshot DIR` the screen after the last fix at 390 and 360 px;
 * `--from-source` runs the server from `apps/server/src` (tsx) instead of its bundle. `WEB_DIST`
 * (the server's) picks another web build. Prints figures; never asserts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import type { CDPSession, Page } from "playwright-core"
import { chromium } from "playwright-core"
import { DEFAULT_MAP_CENTER, haversine, routeDistance } from "@mungwalk/core"
import { startServerProcess } from "../../server/test/helpers/serverProcess.ts"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser.ts"
import { prepareMember } from "./lighthouse.ts"
import {
  CLOCK_MARK,
  mainThreadTimeByWindow,
  summariseWindows,
  traceClockOrigin,
  walkerPath,
  type FixStats,
  type FixWindow,
  type TraceEvent,
  type WindowSummary
} from "./onWalkFigures.ts"
import { startTileHostStandIn } from "./tileHost.ts"

const repo = path.resolve(import.meta.dirname, "../../..")

/** Fixes of a 2-hour walk at one a second. */
export const HOUR_TWO_FIXES = 7_200
/** A fix a second on the page's clock (`pageProbe`): a phone's GPS pace, 1.2 m apart a walking one (`walkerPath`). */
export const FIX_INTERVAL_MS = 1_000
/** How much faster than real time the server's clock runs (`serverClock.mjs`: ahead of the page's walk clock, whose windows last a frame or more). */
const SERVER_CLOCK_RATE = 120
/** Minute 2: where the first heap figure is taken. */
const MINUTE_TWO_FIX = 120
const PROFILED_FIXES = 300
/** Windows without a fix measured after the walk's fixes (`OnWalkRun.floor`). */
const FLOOR_WINDOWS = 200
/** Fixes per call into the page (one trace each). */
const CHUNK_FIXES = 300

export const ON_WALK_TARGETS = { p95Ms: 8, heapGrowthMb: 20, longTaskMs: 50 } as const

export interface OnWalkRun {
  readonly map: "maplibre" | "schematic"
  readonly fixes: number
  readonly windows: WindowSummary
  /** JS heap after a forced GC, bytes. */
  readonly heapMinuteTwo: number
  readonly heapEnd: number
  /** Update calls the server answered 2xx / otherwise during the walk. */
  readonly updatesOk: number
  readonly updatesFailed: number
  /** The live card's distance at the end. */
  readonly distanceLabel: string
  /**
   * The walked path's length, m: its fixes (as handed over, `FIX_INTERVAL_MS` apart) measured by the
   * core's `routeDistance` (the function the server's stored total and the live card use), and as
   * straight segments between them — what the live card should show at the end.
   */
  readonly pathMetres: { readonly route: number; readonly straight: number }
  /** Long tasks that started outside every fix's window. */
  readonly longTasksOutside: ReadonlyArray<number>
  /**
   * The bench's floor: the same windows at the end of the walk with no fix handed over (the
   * evaluate call, three frames and a task, the metrics calls) — a window's time less this is the fix's own.
   */
  readonly floor: FixStats
}

/** Runs in the page before its own scripts: a scripted `navigator.geolocation` and the bench's probes. */
const pageProbe = (start: { lat: number; lng: number }, fixIntervalMs: number) => {
  type Watch = (p: GeolocationPosition) => void
  const watchers = new Map<number, Watch>()
  let nextId = 1
  let current = start
  /*
   * The page's clock (`Date.now()`, `new Date()`): the real one plus `ahead`, which each fix moves
   * on so that fixes are stamped `FIX_INTERVAL_MS` apart — a walking pace on the page's clock (and
   * so on the walk's: the elapsed time, the send interval, the route distance's speed tests), however
   * fast the bench hands them over. Between fixes it runs as the real one; it never goes back.
   * `performance.now()` (what the windows and the trace use) is left alone.
   */
  const RealDate = Date
  const realNow = RealDate.now.bind(RealDate)
  let ahead = 0
  const now = () => realNow() + ahead
  let lastFixAt = Number.NaN
  window.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver))
  })
  /** The next fix's time: one interval after the last fix (the first: now), the page's clock moved on to it. */
  const nextFixTime = (): number => {
    const t = Number.isNaN(lastFixAt) ? now() : Math.max(now(), lastFixAt + fixIntervalMs)
    ahead += t - now()
    lastFixAt = t
    return t
  }
  const position = (at: { lat: number; lng: number }, timestamp = now()): GeolocationPosition => {
    const coords = { latitude: at.lat, longitude: at.lng, accuracy: 5, altitude: null, altitudeAccuracy: null, heading: null, speed: null }
    return { coords: { ...coords, toJSON: () => coords }, timestamp, toJSON: () => ({ coords, timestamp }) } as GeolocationPosition
  }
  const geolocation = {
    getCurrentPosition: (ok: Watch) => setTimeout(() => ok(position(current)), 0),
    watchPosition: (ok: Watch) => {
      const id = nextId++
      watchers.set(id, ok)
      return id
    },
    clearWatch: (id: number) => watchers.delete(id)
  }
  Object.defineProperty(Navigator.prototype, "geolocation", { configurable: true, get: () => geolocation })
  const probe = {
    ticks: 0,
    distances: 0,
    answers: 0,
    sends: 0,
    longTasks: [] as { start: number; duration: number }[],
    /**
     * Hands every watcher a fix, then waits for the frame that shows it (one animation frame: the
     * fix's changes need that frame anyway, so the bench adds none) and a task after it (the frame's
     * paint and commit done); answers what happened meanwhile. `deliver: false`: the same window
     * without the fix (the bench's own floor). The window is its two `performance.now()` readings
     * (the trace places them by `run`'s clock mark); one window ends where the next starts (`run`), so every main-thread task of the
     * walk falls in some fix's window: work a fix queued for later (the map's worker's answer and
     * its frame) is counted in a window after it, never lost.
     */
    async fix(lat: number, lng: number, deliver = true) {
      current = { lat, lng }
      const ticks = probe.ticks
      const distances = probe.distances
      const answers = probe.answers
      const sends = probe.sends
      const p = deliver ? position(current, nextFixTime()) : null
      const start = performance.now()
      if (p) for (const watch of watchers.values()) watch(p)
      await new Promise((r) => requestAnimationFrame(r))
      await new Promise((r) => setTimeout(r, 0))
      const end = performance.now()
      const longTasks = probe.longTasks.filter((t) => t.start >= start && t.start < end).map((t) => t.duration)
      return {
        watchers: watchers.size,
        tick: probe.ticks !== ticks,
        distance: probe.distances !== distances,
        answer: probe.answers !== answers,
        send: probe.sends !== sends,
        longTasks,
        start,
        end
      }
    },
    /** `fix` for each of `points` in turn, all in the page: no round trip to the bench inside or between windows. */
    async run(points: ReadonlyArray<readonly [number, number]>, deliver = true) {
      // One mark per call ties the page's clock to the trace's (none per window: a mark is work of its own).
      const clock = performance.mark("mwb:clock").startTime
      performance.clearMarks()
      const out = []
      for (const [lat, lng] of points) {
        const r = await probe.fix(lat, lng, deliver)
        out.push(r)
        if (r.watchers === 0) break
      }
      return { clock, windows: out }
    },
    /** Watches the live card's time (the tick) and distance; the sends and answers are counted at the API's worker (below). */
    observe() {
      const elapsed = document.querySelector('[data-part="elapsed"]')
      const distance = document.querySelector('[data-part="distance"]')
      if (!elapsed || !distance) return false
      new MutationObserver(() => probe.ticks++).observe(elapsed, { characterData: true, childList: true, subtree: true })
      new MutationObserver(() => probe.distances++).observe(distance, { characterData: true, childList: true, subtree: true })
      return true
    }
  }
  // An update leaves as a request posted to the API's worker (the walk's batches are the app's one
  // background call, `backgroundFetch.ts`) and is answered by its message back: counted there, as
  // they happen (the screen draws nothing for a batch leaving).
  const post = Worker.prototype.postMessage
  Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: Transferable[] | StructuredSerializeOptions) {
    if (typeof message === "object" && message !== null && "url" in message && String((message as { url: unknown }).url).includes("/walks/update"))
      probe.sends++
    return post.call(this, message, options as StructuredSerializeOptions)
  } as typeof Worker.prototype.postMessage
  const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, "onmessage")!
  const answered = new WeakSet<object>()
  Object.defineProperty(Worker.prototype, "onmessage", {
    configurable: true,
    get(this: Worker) {
      return onmessage.get!.call(this)
    },
    set(this: Worker, handler: ((event: MessageEvent) => unknown) | null) {
      onmessage.set!.call(
        this,
        handler &&
          function (this: Worker, event: MessageEvent) {
            const data = event.data as { id?: unknown } | null
            if (data && typeof data === "object" && "id" in data && !answered.has(data)) {
              answered.add(data)
              probe.answers++
            }
            return handler.call(this, event)
          }
      )
    }
  })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: "longtask", buffered: true })
  ;(window as unknown as { __onWalkBench: typeof probe }).__onWalkBench = probe
}

const metrics = async (cdp: CDPSession): Promise<Record<string, number>> => {
  const { metrics: list } = await cdp.send("Performance.getMetrics")
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

const heapAfterGc = async (cdp: CDPSession): Promise<number> => {
  await cdp.send("HeapProfiler.collectGarbage")
  await cdp.send("HeapProfiler.collectGarbage")
  return (await metrics(cdp)).JSHeapUsedSize ?? Number.NaN
}

/** The trace categories the per-window figure needs: every main-thread task, the page's window marks. */
const MEASURE_CATEGORIES = ["toplevel", "blink.user_timing"]
/** With `--trace`: what DevTools shows beside (style, layout, paint, scripts). */
const TIMELINE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline.frame"]

interface ProbeResult {
  readonly watchers: number
  readonly tick: boolean
  readonly distance: boolean
  readonly answer: boolean
  readonly send: boolean
  readonly longTasks: number[]
  readonly start: number
  readonly end: number
}

interface MeasuredWindows {
  readonly windows: FixWindow[]
  readonly watchers: number[]
  readonly spans: { start: number; end: number }[]
  /** The main thread's task time over the whole call by CDP `Performance.getMetrics` (a cross-check of the trace's sum), ms. */
  readonly taskDurationMs: number
  /** The trace's events, when asked for (`keepTrace`). */
  readonly trace?: TraceEvent[]
}

/**
 * Windows for `points` (or, `deliver: false`, the same windows with nothing handed over), all run
 * in the page in one call while Chromium traces; each window's main-thread time is read from the
 * trace (`mainThreadTimeByWindow`): no CDP round trip inside a window.
 */
const measureWindows = async (
  cdp: CDPSession,
  page: Page,
  points: ReadonlyArray<{ lat: number; lng: number }>,
  { deliver = true, cpuTime = false, keepTrace = false }: { deliver?: boolean; cpuTime?: boolean; keepTrace?: boolean } = {}
): Promise<MeasuredWindows> => {
  const events: TraceEvent[] = []
  const collect = ({ value }: { value: object[] }) => {
    for (const e of value as TraceEvent[]) {
      if (keepTrace || e.name === CLOCK_MARK || (e.ph === "X" && e.cat.split(",").includes("toplevel"))) events.push(e)
    }
  }
  cdp.on("Tracing.dataCollected", collect)
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()))
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      recordMode: "recordAsMuchAsPossible",
      includedCategories: keepTrace ? [...MEASURE_CATEGORIES, ...TIMELINE_CATEGORIES] : MEASURE_CATEGORIES,
      ...(cpuTime ? { enableSampling: false } : {})
    }
  })
  const before = (await metrics(cdp)).TaskDuration!
  const { clock, windows: results } = await page.evaluate(
    ([list, d]) =>
      (
        window as unknown as {
          __onWalkBench: { run(p: ReadonlyArray<readonly [number, number]>, d: boolean): Promise<{ clock: number; windows: ProbeResult[] }> }
        }
      ).__onWalkBench.run(list as ReadonlyArray<readonly [number, number]>, d as boolean),
    [points.map((p) => [p.lat, p.lng] as const), deliver] as const
  )
  const after = (await metrics(cdp)).TaskDuration!
  await cdp.send("Tracing.end")
  await complete
  cdp.off("Tracing.dataCollected", collect)
  const clockOrigin = traceClockOrigin(events, clock)
  const times = mainThreadTimeByWindow(events, results, clockOrigin, { cpu: cpuTime })
  return {
    windows: results.map((r, i) => ({
      taskMs: times[i]!,
      tick: r.tick,
      answer: r.answer,
      send: r.send,
      distance: r.distance,
      longTasks: r.longTasks,
      // With the trace kept: the window on the trace's clock (µs), to read what filled it (`--trace`'s `<run>.windows.json`).
      ...(keepTrace ? { traceSpan: [clockOrigin.origin + r.start * 1000, clockOrigin.origin + r.end * 1000] as const } : {})
    })),
    watchers: results.map((r) => r.watchers),
    spans: results.map((r) => ({ start: r.start, end: r.end })),
    taskDurationMs: (after - before) * 1000,
    ...(keepTrace ? { trace: events } : {})
  }
}

interface RunOptions {
  readonly origin: string
  readonly token: string
  readonly fixes: number
  readonly throttle: number
  /** Measure the main thread's CPU time instead of its wall time (see `OnWalkBenchOptions.cpuTime`). */
  readonly cpuTime: boolean
  readonly kind: "map" | "fallback"
  readonly profileDir?: string
  readonly traceDir?: string
  readonly screenshotDir?: string
}

/** `pathMetres` of the fixes handed over (path[0] is the start position, before the first fix). */
const pathLength = (fixes: ReadonlyArray<{ lat: number; lng: number }>): OnWalkRun["pathMetres"] => {
  let straight = 0
  for (let i = 1; i < fixes.length; i++) straight += haversine(fixes[i - 1]!, fixes[i]!)
  return { route: routeDistance(fixes.map((p, i) => ({ ...p, time: i * FIX_INTERVAL_MS, accuracy: 5 }))), straight }
}

const startWalkOnScreen = async (page: Page): Promise<void> => {
  await page.goto("/walk")
  const chooser = page.getByRole("group", { name: "산책할 강아지 선택" })
  const dog = chooser.getByRole("button").first()
  await dog.waitFor()
  if ((await dog.getAttribute("aria-pressed")) !== "true") await dog.click()
  await page.getByRole("button", { name: /마리와 산책 시작$/ }).click()
  // The first walk asks for the location consent once (issue 32).
  const consent = page.getByRole("dialog", { name: "위치정보 이용 동의" })
  await Promise.race([
    page.waitForURL((u) => u.pathname === "/walk/onwalk", { timeout: 30_000 }),
    consent.waitFor({ timeout: 30_000 }).then(async () => {
      await consent.getByRole("button", { name: "동의하고 공개" }).click()
      await page.waitForURL((u) => u.pathname === "/walk/onwalk", { timeout: 30_000 })
    })
  ])
  await page.waitForURL((u) => u.pathname === "/walk/onwalk")
  await page.locator('[data-part="elapsed"]').waitFor()
}

const runOnce = async ({ origin, token, fixes, throttle, kind, profileDir, traceDir, screenshotDir, cpuTime }: RunOptions): Promise<OnWalkRun> => {
  const tiles = kind === "map" ? await startTileHostStandIn() : undefined
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      // WebGL 2 on the CPU (SwiftShader) for MapLibre, as the map's stories run.
      "--enable-unsafe-swiftshader",
      ...(tiles ? tiles.chromiumArgs() : ["--host-resolver-rules=MAP tiles.openfreemap.org ~NOTFOUND"])
    ]
  })
  try {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: "ko-KR",
      timezoneId: "Asia/Seoul",
      permissions: ["geolocation"],
      serviceWorkers: "block"
    })
    context.setDefaultTimeout(30_000)
    await context.addInitScript((t) => localStorage.setItem("accessToken", t), token)
    const path = walkerPath(DEFAULT_MAP_CENTER, fixes + 1)
    // As source: tsx names functions with a helper (`__name`) that the page does not have.
    await context.addInitScript({ content: `var __name = (f) => f; (${pageProbe.toString()})(${JSON.stringify(path[0])}, ${FIX_INTERVAL_MS})` })
    const page = await context.newPage()
    let updatesOk = 0
    let updatesFailed = 0
    page.on("response", (r) => {
      if (!r.url().endsWith("/api/walks/update")) return
      if (r.ok()) updatesOk++
      else updatesFailed++
    })
    const errors: string[] = []
    page.on("pageerror", (e) => errors.push(e.message))
    await startWalkOnScreen(page)
    // The map (or its fallback) drawn before the first fix.
    const want = kind === "map" ? '[data-map="maplibre"][data-state="ready"]' : '[data-map="schematic"]'
    await page.locator(want).waitFor({ timeout: 60_000 })
    if (!(await page.evaluate(() => (window as unknown as { __onWalkBench: { observe(): boolean } }).__onWalkBench.observe()))) {
      throw new Error("the on-walk screen has no live card to watch")
    }
    const cdp = await context.newCDPSession(page)
    // Wall time: the slowdown stretches the main thread's tasks; `--cpu-time`: the thread's CPU time.
    await cdp.send("Performance.enable", { timeDomain: cpuTime ? "threadTicks" : "timeTicks" })
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle })

    const windows: FixWindow[] = []
    const spans: { start: number; end: number }[] = []
    let heapMinuteTwo = Number.NaN
    const profileFrom = profileDir || traceDir ? Math.max(0, fixes - PROFILED_FIXES) : Number.POSITIVE_INFINITY
    /** CDP's task time over the measuring calls and the trace's sum of the windows in them (a cross-check: the rest is between windows). */
    let cdpTaskMs = 0
    let windowsMs = 0
    let keptTrace: TraceEvent[] = []
    // Chunks of fixes, each one call into the page under one trace: a stop at minute 2 (the heap),
    // at the profiled fixes' start, and every CHUNK_FIXES (progress, refused updates).
    let i = 0
    while (i < fixes) {
      const next = Math.min(fixes, i < MINUTE_TWO_FIX ? MINUTE_TWO_FIX : i < profileFrom ? Math.min(profileFrom, i + CHUNK_FIXES) : i + CHUNK_FIXES)
      const profiled = i >= profileFrom
      if (profiled && profileDir && i === profileFrom) {
        await cdp.send("Profiler.enable")
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 })
        await cdp.send("Profiler.start")
      }
      const measured = await measureWindows(cdp, page, path.slice(i + 1, next + 1), { cpuTime, keepTrace: profiled && traceDir !== undefined })
      const stopped = measured.watchers.indexOf(0)
      if (stopped >= 0) throw new Error(`fix ${i + 1 + stopped}: the page watches no position (the walk stopped?)`)
      windows.push(...measured.windows)
      spans.push(...measured.spans)
      cdpTaskMs += measured.taskDurationMs
      windowsMs += measured.windows.reduce((sum, w) => sum + w.taskMs, 0)
      if (measured.trace) keptTrace = keptTrace.concat(measured.trace)
      i = next
      if (i === MINUTE_TWO_FIX) {
        heapMinuteTwo = await heapAfterGc(cdp)
        process.stderr.write(`  ${kind}: JS heap at minute 2 ${(heapMinuteTwo / 1024 / 1024).toFixed(1)} MB\n`)
      }
      if (updatesFailed > 0) throw new Error(`fix ${i}: the server refused an update (${updatesFailed})`)
      if (i % 600 === 0 || i === fixes) {
        // Figures so far, so a run cut short still says something.
        const so = summariseWindows(windows)
        process.stderr.write(
          `  ${kind}: ${i}/${fixes} fixes; fix alone p50 ${so.fixOnly.p50.toFixed(1)} ms, p95 ${so.fixOnly.p95.toFixed(1)} ms; long tasks from fixes ${so.fixLongTasks.length}; the windows hold ${((100 * windowsMs) / cdpTaskMs).toFixed(0)} % of CDP's task time\n`
        )
      }
    }
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true })
      writeFileSync(`${traceDir}/${kind}.trace.json`, JSON.stringify({ traceEvents: keptTrace }))
      writeFileSync(`${traceDir}/${kind}.windows.json`, JSON.stringify(windows.filter((w) => w.traceSpan)))
    }
    if (profileDir) {
      const { profile } = await cdp.send("Profiler.stop")
      mkdirSync(profileDir, { recursive: true })
      writeFileSync(`${profileDir}/${kind}.cpuprofile`, JSON.stringify(profile))
    }
    // The floor: the same windows with nothing handed over, on the screen as it is at the end.
    const floor = await measureWindows(
      cdp,
      page,
      Array.from({ length: FLOOR_WINDOWS }, () => path[fixes]!),
      { deliver: false, cpuTime, keepTrace: traceDir !== undefined }
    )
    const floorWindows = floor.windows
    if (traceDir && floor.trace) writeFileSync(`${traceDir}/${kind}.floor.trace.json`, JSON.stringify({ traceEvents: floor.trace }))
    if (screenshotDir) {
      // What the walker sees at the end (the route, its overlay end, the dot), at 390 and 360 px.
      mkdirSync(screenshotDir, { recursive: true })
      await page.screenshot({ path: `${screenshotDir}/${kind}-390.png` })
      await page.setViewportSize({ width: 360, height: 640 })
      await page.waitForTimeout(500)
      await page.screenshot({ path: `${screenshotDir}/${kind}-360.png` })
    }
    // Let the last batch leave, then measure the heap at hour two.
    await page.waitForTimeout(2_000)
    const heapEnd = await heapAfterGc(cdp)
    const { all, distanceLabel } = await page.evaluate(() => ({
      all: (window as unknown as { __onWalkBench: { longTasks: { start: number; duration: number }[] } }).__onWalkBench.longTasks,
      distanceLabel: document.querySelector('[data-part="distance"]')?.textContent ?? ""
    }))
    const first = spans[0]?.start ?? 0
    const longTasksOutside = all.filter((t) => t.start >= first && !spans.some((s) => t.start >= s.start && t.start < s.end)).map((t) => t.duration)
    if (errors.length > 0) throw new Error(`page errors: ${errors.join("; ")}`)
    const mapKind = (await page.locator("[data-map]").first().getAttribute("data-map")) as "maplibre" | "schematic"
    return {
      map: mapKind,
      fixes,
      windows: summariseWindows(windows),
      heapMinuteTwo,
      heapEnd,
      updatesOk,
      updatesFailed,
      distanceLabel,
      pathMetres: pathLength(path.slice(1, fixes + 1)),
      longTasksOutside,
      floor: summariseWindows(floorWindows).fixOnly
    }
  } finally {
    await browser.close()
    await tiles?.close()
  }
}

export interface OnWalkBenchOptions {
  readonly fixes?: number
  readonly only?: "map" | "fallback"
  readonly throttle?: number
  readonly profileDir?: string
  /** A Chromium trace (`devtools.timeline`: style, layout, paint beside the scripts) of the last 300 fixes, `<run>.trace.json`. */
  readonly traceDir?: string
  /** Screenshots of the screen after the last fix, at 390 and 360 px (`<run>-390.png`, `<run>-360.png`). */
  readonly screenshotDir?: string
  readonly fromSource?: boolean
  /**
   * Time per fix as the main thread's CPU time (CDP `threadTicks`) instead of wall time: on a
   * machine whose cores other work shares, wall time also counts the waits for a core. The
   * slowdown is in both (measured: ~4× either way). Long tasks are wall time either way.
   */
  readonly cpuTime?: boolean
}

export const runOnWalkBench = async (options: OnWalkBenchOptions = {}): Promise<OnWalkRun[]> => {
  const { fixes = HOUR_TWO_FIXES, throttle = 4, cpuTime = false } = options
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-onwalk-"))
  const server = await startServerProcess({
    // The server's clock runs ahead of the page's walk clock (`serverClock.mjs`): it takes route points up to its own now.
    args: [
      "--import",
      pathToFileURL(path.join(import.meta.dirname, "serverClock.mjs")).href,
      ...(options.fromSource ? ["--import", "tsx", path.join(repo, "apps/server/src/main.ts")] : [path.join(repo, "apps/server/dist/main.mjs")])
    ],
    cwd: repo,
    env: {
      DATA_DIR: dataDir,
      DEMO: "0",
      DEV_LOGIN: "1",
      DATABASE_URL: "",
      NODE_ENV: "production",
      RATE_LIMIT: "0",
      BENCH_CLOCK_RATE: String(SERVER_CLOCK_RATE)
    },
    timeoutMs: 180_000
  })
  try {
    const kinds = options.only ? [options.only] : (["map", "fallback"] as const)
    // A member of its own per run: each walk starts as a member's next walk does. Their past walk
    // is stamped by this process's clock: the server's runs fast only from here on (`serverClock.mjs`).
    const tokens = []
    for (const _ of kinds) tokens.push(await prepareMember(server.origin))
    process.kill(server.pid, "SIGUSR2")
    const runs: OnWalkRun[] = []
    for (const [k, kind] of kinds.entries()) {
      const token = tokens[k]!
      runs.push(
        await runOnce({
          origin: server.origin,
          token,
          fixes,
          throttle,
          cpuTime,
          kind,
          ...(options.profileDir ? { profileDir: options.profileDir } : {}),
          ...(options.traceDir ? { traceDir: options.traceDir } : {}),
          ...(options.screenshotDir ? { screenshotDir: options.screenshotDir } : {})
        })
      )
    }
    return runs
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "–")
const km = (metres: number) => `${(metres / 1000).toFixed(2)} km`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const formatOnWalkRuns = (runs: ReadonlyArray<OnWalkRun>, throttle = 4): string => {
  const lines: string[] = []
  for (const r of runs) {
    const w = r.windows
    const growth = r.heapEnd - r.heapMinuteTwo
    const longest = w.fixLongTasks.length > 0 ? Math.max(...w.fixLongTasks) : 0
    lines.push(
      `${r.map === "maplibre" ? "map (MapLibre, local tiles)" : "fallback (schematic map)"}: ${r.fixes} fixes at ${throttle}× CPU slowdown, ${r.updatesOk} updates accepted`,
      `  distance: ${r.distanceLabel} shown at the end; the path ${km(r.pathMetres.route)} (routeDistance of its fixes, ${FIX_INTERVAL_MS / 1000} s apart), ${km(r.pathMetres.straight)} in straight segments`,
      `  main-thread time per fix (fix alone, ${w.fixOnly.count} fixes): p50 ${ms(w.fixOnly.p50)}, p95 ${ms(w.fixOnly.p95)}, max ${ms(w.fixOnly.max)}   target p95 ≤ ${ON_WALK_TARGETS.p95Ms} ms`,
      `  the bench's floor (the same window with no fix, ${r.floor.count} at the end): p50 ${ms(r.floor.p50)}, p95 ${ms(r.floor.p95)}; a fix's own time ≈ the window less this (p50 ${ms(w.fixOnly.p50 - r.floor.p50)})`,
      `  of the fix alone: a batch's send and the window after it (${w.sendWindows.count}): p50 ${ms(w.sendWindows.p50)}, p95 ${ms(w.sendWindows.p95)}; a new distance on the live card (${w.distanceWindows.count}): p50 ${ms(w.distanceWindows.p50)}, p95 ${ms(w.distanceWindows.p95)}; the others (${w.quietWindows.count}): p50 ${ms(w.quietWindows.p50)}, p95 ${ms(w.quietWindows.p95)}`,
      `  every fix's window (${w.all.count}): p50 ${ms(w.all.p50)}, p95 ${ms(w.all.p95)}; with the 1 s tick (${w.withTick.count}): p50 ${ms(w.withTick.p50)}, p95 ${ms(w.withTick.p95)}; with an update's answer (${w.withAnswer.count}): p50 ${ms(w.withAnswer.p50)}, p95 ${ms(w.withAnswer.p95)}, max ${ms(w.withAnswer.max)}`,
      `  JS heap after GC: minute 2 ${mb(r.heapMinuteTwo)}, hour 2 ${mb(r.heapEnd)}, growth ${mb(growth)}   target ≤ ${ON_WALK_TARGETS.heapGrowthMb} MB`,
      `  long tasks > 50 ms caused by a fix: ${w.fixLongTasks.length}${longest ? ` (longest ${ms(longest)})` : ""}   target 0; in windows shared with a tick or an answer: ${w.sharedLongTasks.length}${w.sharedLongTasks.length ? ` (longest ${ms(Math.max(...w.sharedLongTasks))})` : ""}; between fixes: ${r.longTasksOutside.length}`
    )
  }
  return lines.join("\n")
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const { values } = parseArgs({
    options: {
      fixes: { type: "string" },
      only: { type: "string" },
      throttle: { type: "string" },
      profile: { type: "string" },
      trace: { type: "string" },
      screenshot: { type: "string" },
      "from-source": { type: "boolean" },
      "cpu-time": { type: "boolean" }
    }
  })
  const only = values.only === "map" || values.only === "fallback" ? values.only : undefined
  if (values.only && !only) throw new Error("--only takes map or fallback")
  const throttle = values.throttle ? Number(values.throttle) : 4
  const runs = await runOnWalkBench({
    fixes: values.fixes ? Number(values.fixes) : HOUR_TWO_FIXES,
    throttle,
    ...(only ? { only } : {}),
    ...(values.profile ? { profileDir: path.resolve(values.profile) } : {}),
    ...(values.trace ? { traceDir: path.resolve(values.trace) } : {}),
    ...(values.screenshot ? { screenshotDir: path.resolve(values.screenshot) } : {}),
    ...(values["from-source"] ? { fromSource: true } : {}),
    ...(values["cpu-time"] ? { cpuTime: true } : {})
  })
  console.log(formatOnWalkRuns(runs, throttle))
}

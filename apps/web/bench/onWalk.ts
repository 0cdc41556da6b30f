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
 * last one's work is done, stamped with the page's clock — the server takes route points up to its
 * own now, so the 2 hours of fixes arrive within minutes of real time, 1.2 m apart (a 8.6 km walk
 * through a grid of streets, `walkerPath`). Every 20th fix sends a batch through the walk outbox
 * (`walkUpdate`), as on a phone; the server must accept every one (a refused point stops the bench).
 *
 * What it measures, per fix: the main-thread task time (CDP `Performance.getMetrics` `TaskDuration`
 * before the fix and after the page settled: three animation frames and a task later — the
 * machine's transition, React's render, the map's source update, its worker's answer and frame).
 * Windows that also held the walk's one-second tick (the live card's time changed) or an update's
 * answer (the sync chip went back to idle) are told apart: the fix alone is what the target is
 * about, the shared windows are printed beside it. Long tasks (> 50 ms, `PerformanceObserver`)
 * are counted by the window they started in. The JS heap (`JSHeapUsedSize` after a forced GC,
 * `HeapProfiler.collectGarbage`) at minute 2 (fix 120) and hour 2 (the last fix).
 * The bench's floor: 200 windows at the end with no fix handed over — the evaluate call, the three
 * frames and the metrics calls cost the main thread something of their own, printed beside.
 * Targets: p95 ≤ 8 ms per fix, heap growth ≤ 20 MB, no long task > 50 ms caused by a fix.
 *
 * Run: `npx tsx apps/web/bench/onWalk.ts [--fixes N] [--only map|fallback] [--throttle R]
 * [--profile DIR] [--trace DIR] [--from-source]` after building (`npm run bench` builds first). `--profile DIR`
 * writes a CPU profile of the last 300 fixes (`<run>.cpuprofile`, for Chromium's DevTools), `--trace DIR`
 * a trace of them (`<run>.trace.json`: the style, layout and paint work a profile shows as "(program)");
 * `--from-source` runs the server from `apps/server/src` (tsx) instead of its bundle. `WEB_DIST`
 * (the server's) picks another web build. Prints figures; never asserts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import type { CDPSession, Page } from "playwright-core"
import { chromium } from "playwright-core"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import { startServerProcess } from "../../server/test/helpers/serverProcess.ts"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser.ts"
import { prepareMember } from "./lighthouse.ts"
import { summariseWindows, walkerPath, type FixStats, type FixWindow, type WindowSummary } from "./onWalkFigures.ts"
import { startTileHostStandIn } from "./tileHost.ts"

const repo = path.resolve(import.meta.dirname, "../../..")

/** Fixes of a 2-hour walk at one a second. */
export const HOUR_TWO_FIXES = 7_200
/** Minute 2: where the first heap figure is taken. */
const MINUTE_TWO_FIX = 120
const PROFILED_FIXES = 300
/** Windows without a fix measured after the walk's fixes (`OnWalkRun.floor`). */
const FLOOR_WINDOWS = 200

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
  /** Long tasks that started outside every fix's window. */
  readonly longTasksOutside: ReadonlyArray<number>
  /**
   * The bench's floor: the same windows at the end of the walk with no fix handed over (the
   * evaluate call, three frames and a task, the metrics calls) — a window's time less this is the fix's own.
   */
  readonly floor: FixStats
}

/** Runs in the page before its own scripts: a scripted `navigator.geolocation` and the bench's probes. */
const pageProbe = (start: { lat: number; lng: number }) => {
  type Watch = (p: GeolocationPosition) => void
  const watchers = new Map<number, Watch>()
  let nextId = 1
  let current = start
  const position = (at: { lat: number; lng: number }): GeolocationPosition => {
    const coords = { latitude: at.lat, longitude: at.lng, accuracy: 5, altitude: null, altitudeAccuracy: null, heading: null, speed: null }
    return { coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({ coords, timestamp: Date.now() }) } as GeolocationPosition
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
    answers: 0,
    longTasks: [] as { start: number; duration: number }[],
    /**
     * Hands every watcher a fix, then waits for three frames and a task; answers what happened
     * meanwhile. `deliver: false`: the same window without the fix (the bench's own floor).
     */
    async fix(lat: number, lng: number, deliver = true) {
      current = { lat, lng }
      const start = performance.now()
      const ticks = probe.ticks
      const answers = probe.answers
      const p = position(current)
      if (deliver) for (const watch of watchers.values()) watch(p)
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r))
      await new Promise((r) => setTimeout(r, 0))
      const end = performance.now()
      const longTasks = probe.longTasks.filter((t) => t.start >= start && t.start < end).map((t) => t.duration)
      return { watchers: watchers.size, tick: probe.ticks !== ticks, answer: probe.answers !== answers, longTasks, start, end }
    },
    /** Watches the live card's time (the tick) and the sync chip (an update answered: back to idle). */
    observe() {
      const elapsed = document.querySelector('[data-part="elapsed"]')
      const sync = document.querySelector('[data-part="sync"]')
      if (!elapsed || !sync) return false
      new MutationObserver(() => probe.ticks++).observe(elapsed, { characterData: true, childList: true, subtree: true })
      new MutationObserver(() => {
        if (sync.getAttribute("data-state") === "idle") probe.answers++
      }).observe(sync, { attributes: true, attributeFilter: ["data-state"] })
      return true
    }
  }
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

/** One window: hands the page the fix at `at` (or, `deliver: false`, nothing) and measures the main thread's task time until it settled. */
const measureWindow = async (
  cdp: CDPSession,
  page: Page,
  at: { lat: number; lng: number },
  deliver: boolean
): Promise<{ window: FixWindow; watchers: number; span: { start: number; end: number } }> => {
  const before = (await metrics(cdp)).TaskDuration!
  const r = await page.evaluate(
    ([lat, lng, d]) =>
      (
        window as unknown as {
          __onWalkBench: {
            fix(
              a: number,
              b: number,
              d: boolean
            ): Promise<{ watchers: number; tick: boolean; answer: boolean; longTasks: number[]; start: number; end: number }>
          }
        }
      ).__onWalkBench.fix(lat as number, lng as number, d as boolean),
    [at.lat, at.lng, deliver] as const
  )
  const after = (await metrics(cdp)).TaskDuration!
  return {
    window: { taskMs: (after - before) * 1000, tick: r.tick, answer: r.answer, longTasks: r.longTasks },
    watchers: r.watchers,
    span: { start: r.start, end: r.end }
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

const runOnce = async ({ origin, token, fixes, throttle, kind, profileDir, traceDir, cpuTime }: RunOptions): Promise<OnWalkRun> => {
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
    await context.addInitScript({ content: `var __name = (f) => f; (${pageProbe.toString()})(${JSON.stringify(path[0])})` })
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
    for (let i = 1; i <= fixes; i++) {
      if (i === profileFrom + 1 && traceDir) {
        await browser.startTracing(page, {
          path: `${traceDir}/${kind}.trace.json`,
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"]
        })
      }
      if (i === profileFrom + 1 && profileDir) {
        await cdp.send("Profiler.enable")
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 })
        await cdp.send("Profiler.start")
      }
      const at = path[i]!
      const { window: measured, watchers, span } = await measureWindow(cdp, page, at, true)
      if (watchers === 0) throw new Error(`fix ${i}: the page watches no position (the walk stopped?)`)
      windows.push(measured)
      spans.push(span)
      if (i === MINUTE_TWO_FIX) {
        heapMinuteTwo = await heapAfterGc(cdp)
        process.stderr.write(`  ${kind}: JS heap at minute 2 ${(heapMinuteTwo / 1024 / 1024).toFixed(1)} MB\n`)
      }
      if (updatesFailed > 0) throw new Error(`fix ${i}: the server refused an update (${updatesFailed})`)
      if (i % 600 === 0) {
        // Figures so far, so a run cut short still says something.
        const so = summariseWindows(windows)
        process.stderr.write(
          `  ${kind}: ${i}/${fixes} fixes; fix alone p50 ${so.fixOnly.p50.toFixed(1)} ms, p95 ${so.fixOnly.p95.toFixed(1)} ms; long tasks from fixes ${so.fixLongTasks.length}\n`
        )
      }
    }
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true })
      await browser.stopTracing()
    }
    if (profileDir) {
      const { profile } = await cdp.send("Profiler.stop")
      mkdirSync(profileDir, { recursive: true })
      writeFileSync(`${profileDir}/${kind}.cpuprofile`, JSON.stringify(profile))
    }
    // The floor: the same window with nothing handed over, on the screen as it is at the end.
    const floorWindows: FixWindow[] = []
    for (let i = 0; i < FLOOR_WINDOWS; i++) floorWindows.push((await measureWindow(cdp, page, path[fixes]!, false)).window)
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
    args: options.fromSource ? ["--import", "tsx", path.join(repo, "apps/server/src/main.ts")] : [path.join(repo, "apps/server/dist/main.mjs")],
    cwd: repo,
    env: { DATA_DIR: dataDir, DEMO: "0", DEV_LOGIN: "1", DATABASE_URL: "", NODE_ENV: "production", RATE_LIMIT: "0" },
    timeoutMs: 180_000
  })
  try {
    const runs: OnWalkRun[] = []
    for (const kind of options.only ? [options.only] : (["map", "fallback"] as const)) {
      // A member of its own per run: each walk starts as a member's next walk does.
      const token = await prepareMember(server.origin)
      runs.push(
        await runOnce({
          origin: server.origin,
          token,
          fixes,
          throttle,
          cpuTime,
          kind,
          ...(options.profileDir ? { profileDir: options.profileDir } : {}),
          ...(options.traceDir ? { traceDir: options.traceDir } : {})
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
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const formatOnWalkRuns = (runs: ReadonlyArray<OnWalkRun>, throttle = 4): string => {
  const lines: string[] = []
  for (const r of runs) {
    const w = r.windows
    const growth = r.heapEnd - r.heapMinuteTwo
    const longest = w.fixLongTasks.length > 0 ? Math.max(...w.fixLongTasks) : 0
    lines.push(
      `${r.map === "maplibre" ? "map (MapLibre, local tiles)" : "fallback (schematic map)"}: ${r.fixes} fixes at ${throttle}× CPU slowdown, ${r.updatesOk} updates accepted, ${r.distanceLabel} shown`,
      `  main-thread time per fix (fix alone, ${w.fixOnly.count} fixes): p50 ${ms(w.fixOnly.p50)}, p95 ${ms(w.fixOnly.p95)}, max ${ms(w.fixOnly.max)}   target p95 ≤ ${ON_WALK_TARGETS.p95Ms} ms`,
      `  the bench's floor (the same window with no fix, ${r.floor.count} at the end): p50 ${ms(r.floor.p50)}, p95 ${ms(r.floor.p95)}; a fix's own time ≈ the window less this (p50 ${ms(w.fixOnly.p50 - r.floor.p50)})`,
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
    ...(values["from-source"] ? { fromSource: true } : {}),
    ...(values["cpu-time"] ? { cpuTime: true } : {})
  })
  console.log(formatOnWalkRuns(runs, throttle))
}

/**
 * Lighthouse 12, mobile, simulated throttling (issue 10): the production server on a fresh data
 * dir (embedded PGlite with the demo data, development sign-in), Debian's Chromium driven by
 * puppeteer-core, and `/`, `/walk`, `/post/1`, `/shop` each measured `--runs` times (default 5)
 * as a visitor and signed in. Prints the medians beside the targets; never asserts. Beside
 * Lighthouse's TBT (from the tasks' wall time), "TBT cpu" is the same loads' blocking time from the
 * main thread's CPU time (`mainThreadCpu.ts`: what the page's own work blocks, where the wall time
 * also holds waits for the other processes sharing this machine's cores or drawing WebGL on the CPU).
 *
 * Every run gets its own browser context (nothing cached or stored from an earlier run; Lighthouse
 * also clears the origin's service workers and caches). Signed in: a member the bench signs in
 * (`POST /api/login`), registers, gives a dog and one walk today (`prepareMember`) — whose token
 * is written to localStorage `accessToken` by a script that runs before the page's own in every
 * document of the app's origin (`page.evaluateOnNewDocument`), so the app starts signed in exactly
 * as after `/auth/success`.
 * Run: `npx tsx apps/web/bench/lighthouse.ts [--runs N] [--pages /,/walk] [--as visitor|member] [--https] [--origin URL] [--reports DIR] [--explain] [--real-tile-host]`
 * after building (`npm run bench` builds first). `--origin` measures a server already running there (started with
 * DEV_LOGIN=1 and RATE_LIMIT=0) instead of starting one — for quick iterations. `--explain` prints, after
 * each run, the chain of requests and tasks that set its simulated LCP and every request that shared
 * the link with it (`simulatedPath.ts`), and the replayed tasks ≥ 50 ms behind its TBT (those
 * ending before the FCP do not count).
 * `--https` measures the server as a deployment that phones reach serves it: over TLS with HTTP/2
 * (`TLS_CERT_FILE`/`TLS_KEY_FILE` on a throwaway certificate for 127.0.0.1 that this Chromium is
 * told to trust by its key), instead of plain HTTP/1.1.
 * The map's tile host (OpenFreeMap), which this sandbox cannot reach, is a local stand-in
 * (`tileHost.ts`) unless `--real-tile-host`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import lighthouse from "lighthouse"
import puppeteer from "puppeteer-core"
import { createApiClient, createTokenStore } from "@mungwalk/core/api"
import { offsetMetres } from "@mungwalk/core/domain"
import { DEFAULT_MAP_CENTER, memoryStorage } from "@mungwalk/core"
import { http2Fetch } from "../../server/test/helpers/http2Fetch.ts"
import { startServerProcess } from "../../server/test/helpers/serverProcess.ts"
import { createTestCertificate, type TestCertificate } from "../../server/test/helpers/tlsCert.ts"
import { CHROMIUM_PATH } from "../e2e/browser.ts"
import { cpuTimeTbt, type TraceEvent } from "./mainThreadCpu.ts"
import { criticalPath, describeStep, isLowPriorityImage, simulatedRequests, type SimulatedTimings } from "./simulatedPath.ts"
import { startTileHostStandIn } from "./tileHost.ts"

const repo = path.resolve(import.meta.dirname, "../../..")

export const LIGHTHOUSE_PAGES = ["/", "/walk", "/post/1", "/shop"] as const

export interface LighthouseFigures {
  readonly performance: number
  readonly lcpMs: number
  readonly cls: number
  readonly tbtMs: number
  /** The same loads' blocking time from the main thread's CPU time (`mainThreadCpu.ts`): not scored, printed beside TBT. */
  readonly cpuTbtMs: number
  readonly accessibility: number
  readonly bestPractices: number
}

export interface LighthouseRow extends LighthouseFigures {
  readonly page: string
  readonly signedIn: boolean
  readonly runs: number
  readonly lighthouseVersion: string
}

/** Issue 10's targets, printed as the table's last row, in its columns. */
export const LIGHTHOUSE_TARGETS = ["target", "both", "≥ 0.95", "≤ 2.00 s", "0", "≤ 100 ms", "", "1.00", "1.00"] as const

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

export const medianFigures = (runs: ReadonlyArray<LighthouseFigures>): LighthouseFigures => ({
  performance: median(runs.map((r) => r.performance)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  cls: median(runs.map((r) => r.cls)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cpuTbtMs: median(runs.map((r) => r.cpuTbtMs)),
  accessibility: median(runs.map((r) => r.accessibility)),
  bestPractices: median(runs.map((r) => r.bestPractices))
})

/** Runs of one page whose trace Lighthouse failed to record, repeated before the bench gives up. */
const MAX_FAILED_RUNS = 3

export interface LighthouseOptions {
  readonly runs?: number
  readonly pages?: ReadonlyArray<string>
  readonly as?: ReadonlyArray<"visitor" | "member">
  /** A running server to measure; without it one is started on a fresh data dir and stopped after. */
  readonly origin?: string
  /** A folder to keep each run's Lighthouse report in (`<as>-<page>-<run>.json`), to see why a figure is what it is. */
  readonly reportsDir?: string
  /** Print, after each run, the chain that set its simulated LCP (optimistic and pessimistic estimates). */
  readonly explain?: boolean
  /** Serve over TLS with HTTP/2 (a server the bench starts, on a throwaway certificate), not plain HTTP/1.1. */
  readonly https?: boolean
  /**
   * Let the map reach its real tile host instead of the local stand-in (`tileHost.ts`): from a
   * machine that reaches it. In this sandbox the style then fails to load (a console error).
   */
  readonly realTileHost?: boolean
}

/**
 * The node timings of Lighthouse's last simulations, by label (`optimisticLargestContentfulPaint`, …).
 * Lantern keeps them in a module-level map that each simulation overwrites; this is the instance
 * Lighthouse itself imports.
 */
const lastSimulations = async (): Promise<ReadonlyMap<string, SimulatedTimings>> => {
  const lantern = (await import("lighthouse/core/lib/lantern/lantern.js")) as unknown as {
    Simulation: { Simulator: { allNodeTimings: ReadonlyMap<string, SimulatedTimings> } }
  }
  return lantern.Simulation.Simulator.allNodeTimings
}

/** The chains behind a run's simulated LCP, as lines. */
const explainLcp = async (origin: string, title: string): Promise<string> => {
  const lines = [title]
  for (const [label, timings] of await lastSimulations()) {
    if (!label.endsWith("LargestContentfulPaint")) continue
    const path = criticalPath(timings, isLowPriorityImage)
    lines.push(`  ${label.replace("LargestContentfulPaint", "")} estimate ${Math.round(path.at(-1)?.timing.endTime ?? 0)} ms, ${timings.size} nodes kept:`)
    for (const step of path) lines.push(`    ${describeStep(step, origin)}`)
    lines.push("    every request in this estimate, by start:")
    for (const step of simulatedRequests(timings)) lines.push(`      ${describeStep(step, origin)}`)
  }
  return lines.join("\n")
}

/**
 * The tasks behind a run's simulated TBT: every task over 50 ms in each estimate's replay, by start.
 * Only what ends after the first contentful paint counts (from the FCP on, less 50 ms per task).
 */
const explainTbt = async (origin: string, fcpMs: number): Promise<string> => {
  const lines: string[] = []
  for (const [label, timings] of await lastSimulations()) {
    if (!label.endsWith("TotalBlockingTime")) continue
    const tasks = [...timings]
      .filter(([node, t]) => node.type === "cpu" && t.endTime - t.startTime >= 50)
      .map(([node, timing]) => ({ node, timing }))
      .sort((a, b) => a.timing.startTime - b.timing.startTime)
    lines.push(`  ${label.replace("TotalBlockingTime", "")} TBT replay (FCP ≈ ${Math.round(fcpMs)} ms), ${tasks.length} tasks ≥ 50 ms:`)
    for (const step of tasks) lines.push(`    ${step.timing.endTime < fcpMs ? "(before FCP) " : ""}${describeStep(step, origin)}`)
  }
  return lines.join("\n")
}

const startBenchServer = async (certificate: TestCertificate | undefined): Promise<{ origin: string; stop: () => Promise<void> }> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-lighthouse-"))
  const server = await startServerProcess({
    args: [path.join(repo, "apps/server/dist/main.mjs")],
    cwd: repo,
    // The demo data gives `/post/1` and `/shop` their lists; the first start seeds it (slow).
    env: {
      DATA_DIR: dataDir,
      DEV_LOGIN: "1",
      DATABASE_URL: "",
      NODE_ENV: "production",
      RATE_LIMIT: "0",
      ...(certificate ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } : {})
    },
    timeoutMs: 180_000,
    ...(certificate ? { https: { ca: certificate.cert } } : {})
  })
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * The member the signed-in rows measure, as a person who uses the app: signed in, registered
 * (an unregistered member sees only the registration form on every screen), with a dog and one
 * walk today, so `/` and `/walk` show a member's real screens. Answers the member's token.
 */
export const prepareMember = async (origin: string, transport?: typeof fetch): Promise<string> => {
  const tokens = createTokenStore(memoryStorage())
  const api = createApiClient({ baseUrl: origin, tokens, ...(transport ? { fetch: transport } : {}) })
  const tag = Date.now().toString(36).slice(-7)
  const name = `lighthouse-${tag}`
  const { accessToken } = await api.call("login", { body: { name } })
  tokens.set(accessToken)
  await api.call("updateProfile", { part: { nickname: `등대${tag}`, dateOfBirth: "1990-05-05", gender: "female", phoneNumber: "01012345678" } })
  const [breed] = await api.call("breeds", { query: {} })
  const { petId } = await api.call("addPet", {
    part: { breedId: breed!.id, name: "콩이", dateOfBirth: "2020-05-01", gender: "female", weight: 4.2, neutering: true }
  })
  const now = Date.now()
  const { walkId } = await api.call("walkStart", { body: { dogs: [petId], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng } })
  // The server takes fixes from up to 2 minutes before the start and none from the future: a
  // 24-fix stroll over the last 100 s at a walking pace.
  const walkPaths = Array.from({ length: 24 }, (_, i) => {
    const at = offsetMetres(DEFAULT_MAP_CENTER, i * 5, Math.sin(i / 4) * 6)
    return { recordTime: new Date(now - 100_000 + i * 4_000), location: { lat: at.lat, lng: at.lng }, accuracy: 5 }
  })
  await api.call("walkUpdate", { body: { walkId, walkPaths } })
  const last = walkPaths.at(-1)!.location
  await api.call("walkEnd", { body: { walkId, latitude: last.lat, longitude: last.lng } })
  const token = tokens.get()
  if (!token) throw new Error("the bench member has no token after registering")
  return token
}

export const runLighthouseBench = async (options: LighthouseOptions = {}): Promise<LighthouseRow[]> => {
  const { runs = 5, pages = LIGHTHOUSE_PAGES, as = ["visitor", "member"] } = options
  if (options.https && options.origin) throw new Error("--https starts its own server; it does not take --origin")
  const certificate = options.https ? createTestCertificate() : undefined
  const server = options.origin ? { origin: options.origin, stop: async () => {} } : await startBenchServer(certificate)
  const origin = server.origin
  const h2 = certificate ? http2Fetch(certificate.cert) : undefined
  try {
    const accessToken = await prepareMember(origin, h2?.fetch as typeof fetch | undefined)
    const tiles = options.realTileHost ? undefined : await startTileHostStandIn()
    const trusted = certificate ? [certificate.spki] : []
    const browser = await puppeteer
      .launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-dev-shm-usage",
          "--no-first-run",
          // The throwaway certificates are trusted by their keys alone, nothing else is.
          ...(tiles ? tiles.chromiumArgs(trusted) : trusted.map((spki) => `--ignore-certificate-errors-spki-list=${spki}`))
        ]
      })
      .catch(async (error: unknown) => {
        await tiles?.close()
        throw error
      })
    const rows: LighthouseRow[] = []
    try {
      for (const signedIn of as.map((a) => a === "member")) {
        for (const pagePath of pages) {
          const figures: LighthouseFigures[] = []
          let version = ""
          for (let i = 0, failures = 0; i < runs; i++) {
            const context = await browser.createBrowserContext()
            try {
              const tab = await context.newPage()
              if (signedIn) {
                await tab.evaluateOnNewDocument(
                  (o, t) => {
                    if (location.origin === o) localStorage.setItem("accessToken", t)
                  },
                  origin,
                  accessToken
                )
              }
              const result = await lighthouse(
                `${origin}${pagePath}`,
                { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
                undefined,
                tab
              )
              if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`)
              const { categories, audits, runtimeError } = result.lhr
              if (runtimeError) {
                // Lighthouse's own trace recording sometimes fails on a loaded machine (NO_NAVSTART…): that run is
                // repeated, up to MAX_FAILED_RUNS per page, and said on stderr.
                const why = `Lighthouse on ${pagePath}: ${runtimeError.code} ${runtimeError.message}`
                if (++failures > MAX_FAILED_RUNS) throw new Error(why)
                console.error(`${why} — run repeated`)
                i--
                continue
              }
              version = result.lhr.lighthouseVersion
              if (options.explain) {
                const lcp = result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN
                console.log(
                  await explainLcp(
                    origin,
                    `${signedIn ? "member" : "visitor"} ${pagePath} run ${i + 1}: LCP ${Math.round(lcp)} ms (the mean of the two estimates)`
                  )
                )
                const tbt = result.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN
                console.log(`  TBT ${Math.round(tbt)} ms (the mean of the two estimates)`)
                console.log(await explainTbt(origin, result.lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN))
              }
              if (options.reportsDir) {
                const name = `${signedIn ? "member" : "visitor"}-${pagePath.replace(/\W+/g, "_") || "_"}-${i + 1}.json`
                writeFileSync(path.join(options.reportsDir, name), JSON.stringify(result.lhr))
              }
              if (signedIn) {
                // A 401 would mean the page ran as a visitor: the figures would be the wrong page's.
                const requests = (audits["network-requests"]?.details as { items?: Array<{ url: string; statusCode: number }> } | undefined)?.items ?? []
                const refused = requests.filter((r) => r.url.startsWith(`${origin}/api/`) && r.statusCode === 401)
                if (refused.length > 0) throw new Error(`signed in, ${pagePath} was refused: ${refused.map((r) => r.url).join(", ")}`)
              }
              figures.push({
                performance: categories.performance?.score ?? Number.NaN,
                lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
                cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
                tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
                cpuTbtMs: cpuTimeTbt((result.artifacts.Trace?.traceEvents ?? []) as ReadonlyArray<TraceEvent>) ?? Number.NaN,
                accessibility: categories.accessibility?.score ?? Number.NaN,
                bestPractices: categories["best-practices"]?.score ?? Number.NaN
              })
            } finally {
              await context.close()
            }
          }
          rows.push({ page: pagePath, signedIn, runs, lighthouseVersion: version, ...medianFigures(figures) })
        }
      }
    } finally {
      await browser.close()
      await tiles?.close()
    }
    return rows
  } finally {
    h2?.close()
    await server.stop()
    certificate?.remove()
  }
}

export const formatLighthouseTable = (rows: ReadonlyArray<LighthouseRow>, https = false): string => {
  const score = (n: number) => n.toFixed(2)
  const cols = (cells: ReadonlyArray<string>) => cells.map((c, i) => (i < 2 ? c.padEnd(i === 0 ? 8 : 8) : c.padStart(9))).join(" ")
  return [
    `median of ${rows[0]?.runs ?? 0} runs each, Lighthouse ${rows[0]?.lighthouseVersion ?? "?"} mobile (simulated throttling), ${https ? "HTTPS with HTTP/2" : "plain HTTP/1.1"}`,
    cols(["page", "as", "perf", "LCP", "CLS", "TBT", "TBT cpu", "a11y", "BP"]),
    ...rows.map((r) =>
      cols([
        r.page,
        r.signedIn ? "member" : "visitor",
        score(r.performance),
        `${(r.lcpMs / 1000).toFixed(2)} s`,
        r.cls.toFixed(3),
        `${Math.round(r.tbtMs)} ms`,
        Number.isNaN(r.cpuTbtMs) ? "–" : `${Math.round(r.cpuTbtMs)} ms`,
        score(r.accessibility),
        score(r.bestPractices)
      ])
    ),
    cols(LIGHTHOUSE_TARGETS)
  ].join("\n")
}

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const runsArg = (): number => {
  const n = Number(arg("--runs") ?? 5)
  if (!Number.isInteger(n) || n < 1) throw new Error("--runs takes a whole number ≥ 1")
  return n
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const as = arg("--as")?.split(",")
  if (as?.some((a) => a !== "visitor" && a !== "member")) throw new Error("--as takes visitor, member or both")
  const origin = arg("--origin")
  const reportsDir = arg("--reports")
  if (reportsDir) mkdirSync(reportsDir, { recursive: true })
  const https = process.argv.includes("--https")
  const realTileHost = process.argv.includes("--real-tile-host")
  if (!realTileHost) console.log("The map's tile host is a local stand-in (bench/tileHost.ts: its style, empty tiles); --real-tile-host to reach the real one.")
  console.log(
    formatLighthouseTable(
      await runLighthouseBench({
        runs: runsArg(),
        pages: arg("--pages")?.split(",") ?? LIGHTHOUSE_PAGES,
        ...(as ? { as: as as Array<"visitor" | "member"> } : {}),
        ...(origin ? { origin } : {}),
        ...(reportsDir ? { reportsDir } : {}),
        explain: process.argv.includes("--explain"),
        https,
        realTileHost
      }),
      https
    )
  )
}

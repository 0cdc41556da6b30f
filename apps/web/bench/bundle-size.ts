/**
 * Gzipped JavaScript loaded by the main routes in the production build: starts the real server on
 * a fresh data dir, opens `/` as a visitor and `/` ("/ member"), `/walk`, `/post/1`, `/shop` signed in
 * (a registered member with a dog, `prepareMember`, so each loads its own screen, not the login modal
 * or the registration form) in headless Chromium at 390 px, and gzips every script the page fetched.
 * The map library (MapLibre, its worker, Naver's map) is counted apart: a screen loads it once the
 * map's frame is in view, after the first paint. Prints issue 30's targets below (React's runtime
 * counted): `/` ≤ 150 KiB, no route's first load (all but the map library) above 170 KiB.
 * Run: `npx tsx apps/web/bench/bundle-size.ts` after building (`npm run bench` builds first).
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { startServerProcess } from "../../server/test/helpers/serverProcess.ts"
import { launchBrowser, newPhone } from "../e2e/browser.ts"
import { prepareMember } from "./lighthouse.ts"

const repo = path.resolve(import.meta.dirname, "../../..")

export interface PageWeight {
  readonly page: string
  readonly scripts: number
  readonly rawBytes: number
  readonly gzipBytes: number
  /** Of `gzipBytes`, the map library's files, loaded on demand. */
  readonly mapGzipBytes: number
}

/** The map library's files: loaded when a map's frame comes into view, not at the start. */
export const isMapLibrary = (url: string): boolean => /\/(MapLibreMap|maplibre-gl-worker|NaverMap)-[\w-]{8}\.m?js$/.test(new URL(url).pathname)

export const runBundleSizeBench = async (): Promise<PageWeight[]> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-bench-"))
  const server = await startServerProcess({
    args: [path.join(repo, "apps/server/dist/main.mjs")],
    cwd: repo,
    env: { DATA_DIR: dataDir, DEMO: "0", DEV_LOGIN: "1", DATABASE_URL: "", NODE_ENV: "production" }
  })
  const baseURL = server.origin
  try {
    const accessToken = await prepareMember(baseURL)
    const browser = await launchBrowser()
    const results: PageWeight[] = []
    try {
      for (const [page, address, signedIn] of [
        ["/", "/", false],
        ["/ member", "/", true],
        ["/walk", "/walk", true],
        ["/post/1", "/post/1", true],
        ["/shop", "/shop", true]
      ] as const) {
        const { context, page: tab } = await newPhone(browser, { baseURL })
        if (signedIn) await context.addInitScript((t) => localStorage.setItem("accessToken", t), accessToken)
        const scripts = new Map<string, Buffer>()
        tab.on("response", async (res) => {
          if (res.request().resourceType() !== "script") return
          try {
            scripts.set(res.url(), await res.body())
          } catch {
            // redirects have no body
          }
        })
        // Not "networkidle": a member's page keeps the notification stream open, and the map asks
        // for tiles from a host this machine cannot reach. The scripts have all come once no new
        // one was asked for in two seconds (one second was too short on a loaded machine).
        let lastScript = Date.now()
        tab.on("request", (req) => {
          if (req.resourceType() === "script") lastScript = Date.now()
        })
        await tab.goto(address, { waitUntil: "load" })
        while (Date.now() - lastScript < 2000) await tab.waitForTimeout(200)
        let raw = 0
        let gz = 0
        let map = 0
        for (const [url, body] of scripts) {
          const zipped = gzipSync(body, { level: 9 }).length
          raw += body.length
          gz += zipped
          if (isMapLibrary(url)) map += zipped
        }
        results.push({ page, scripts: scripts.size, rawBytes: raw, gzipBytes: gz, mapGzipBytes: map })
        await context.close()
      }
    } finally {
      await browser.close()
    }
    return results
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const formatBundleTable = (rows: ReadonlyArray<PageWeight>): string => {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  return [
    "page      scripts   raw JS      gzipped JS   first load (no map library)",
    ...rows.map(
      (r) =>
        `${r.page.padEnd(9)} ${String(r.scripts).padStart(7)}   ${kb(r.rawBytes).padStart(9)}   ${kb(r.gzipBytes).padStart(10)}   ${kb(r.gzipBytes - r.mapGzipBytes).padStart(10)}`
    ),
    `target    ${"".padStart(7)}   ${"".padStart(9)}   ${"".padStart(10)}   / ≤ 150 KiB, every route ≤ 170 KiB`
  ].join("\n")
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatBundleTable(await runBundleSizeBench()))
}

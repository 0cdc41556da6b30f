/**
 * Gzipped JavaScript loaded for `/` and for `/walk` in the production build: starts the real
 * server on a fresh data dir, opens each page in headless Chromium at 390 px (signed in for `/walk`,
 * so its screen loads instead of the login modal), and gzips every script the page fetched.
 * Run: `npx tsx apps/web/bench/bundle-size.ts` after building (`npm run bench` builds first).
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { startServerProcess } from "../../server/test/helpers/serverProcess.ts"
import { launchBrowser, newPhone } from "../e2e/browser.ts"

const repo = path.resolve(import.meta.dirname, "../../..")

export interface PageWeight {
  readonly page: string
  readonly scripts: number
  readonly rawBytes: number
  readonly gzipBytes: number
}

export const runBundleSizeBench = async (): Promise<PageWeight[]> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-bench-"))
  const server = await startServerProcess({
    args: [path.join(repo, "apps/server/dist/main.mjs")],
    cwd: repo,
    env: { DATA_DIR: dataDir, DEMO: "0", DEV_LOGIN: "1", DATABASE_URL: "", NODE_ENV: "production" }
  })
  const baseURL = server.origin
  try {
    const login = await fetch(`${baseURL}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "bench" }) })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const browser = await launchBrowser()
    const results: PageWeight[] = []
    try {
      for (const [page, signedIn] of [["/", false], ["/walk", true]] as const) {
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
        // one was asked for in a second.
        let lastScript = Date.now()
        tab.on("request", (req) => {
          if (req.resourceType() === "script") lastScript = Date.now()
        })
        await tab.goto(page, { waitUntil: "load" })
        while (Date.now() - lastScript < 1000) await tab.waitForTimeout(200)
        let raw = 0
        let gz = 0
        for (const body of scripts.values()) {
          raw += body.length
          gz += gzipSync(body, { level: 9 }).length
        }
        results.push({ page, scripts: scripts.size, rawBytes: raw, gzipBytes: gz })
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
    "page     scripts   raw JS      gzipped JS",
    ...rows.map((r) => `${r.page.padEnd(8)} ${String(r.scripts).padStart(7)}   ${kb(r.rawBytes).padStart(9)}   ${kb(r.gzipBytes).padStart(10)}`)
  ].join("\n")
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(formatBundleTable(await runBundleSizeBench()))
}

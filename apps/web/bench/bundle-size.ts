/**
 * Gzipped JavaScript loaded for `/` and for `/walk` in the production build: starts the real
 * server on a fresh data dir, opens each page in headless Chromium at 390 px (signed in for `/walk`,
 * so its screen loads instead of the login modal), and gzips every script the page fetched.
 * Run: `npx tsx apps/web/bench/bundle-size.ts` after building (`npm run bench` builds first).
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { launchBrowser, newPhone } from "../e2e/browser.ts"

const repo = path.resolve(import.meta.dirname, "../../..")

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer()
    s.listen(0, "127.0.0.1", () => {
      const a = s.address()
      s.close(() => resolve(typeof a === "object" && a ? a.port : 0))
    })
  })

export interface PageWeight {
  readonly page: string
  readonly scripts: number
  readonly rawBytes: number
  readonly gzipBytes: number
}

export const runBundleSizeBench = async (): Promise<PageWeight[]> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-bench-"))
  const port = await freePort()
  const server = spawn(process.execPath, [path.join(repo, "apps/server/dist/main.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO: "0", DEV_LOGIN: "1", DATABASE_URL: "", NODE_ENV: "production" },
    stdio: "ignore"
  })
  const baseURL = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) break
      } catch {
        // starting
      }
      if (i > 300) throw new Error("server did not start")
      await new Promise((r) => setTimeout(r, 100))
    }
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
        await tab.goto(page, { waitUntil: "networkidle" })
        await tab.waitForTimeout(500)
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
    server.kill("SIGTERM")
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

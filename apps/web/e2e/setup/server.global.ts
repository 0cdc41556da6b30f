/**
 * End-to-end setup: the real server (the production bundle serving the built web app) on a free
 * port with a fresh DATA_DIR (embedded PGlite, demo data, development sign-in). Builds first if
 * the bundles are missing (`npm test` builds them before running Vitest).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import os from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const repo = path.resolve(import.meta.dirname, "../../../..")

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address()
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0))
    })
  })

const ensureBuilt = () => {
  const web = path.join(repo, "apps/web/dist/index.html")
  const server = path.join(repo, "apps/server/dist/main.mjs")
  for (const [file, pkg] of [[web, "@mungwalk/web"], [server, "@mungwalk/server"]] as const) {
    if (existsSync(file)) continue
    const r = spawnSync("pnpm", ["--filter", pkg, "build"], { cwd: repo, stdio: "inherit" })
    if (r.status !== 0) throw new Error(`building ${pkg} failed`)
  }
}

const waitForHealth = async (url: string, child: ChildProcess, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error("server did not become healthy in time")
}

export default async function setup(project: TestProject) {
  ensureBuilt()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-e2e-"))
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(repo, "apps/server/dist/main.mjs")], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEV_LOGIN: "1", NODE_ENV: "production", DATABASE_URL: "" },
    stdio: ["ignore", "inherit", "inherit"]
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child)
  project.provide("baseUrl", baseUrl)
  return async () => {
    child.kill("SIGTERM")
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

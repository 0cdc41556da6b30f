/**
 * End-to-end setup: the real server (the production bundle serving the built web app) on a free
 * port with a fresh DATA_DIR (embedded PGlite, demo data, development sign-in). Builds first if
 * the bundles are missing (`npm test` builds them before running Vitest).
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
import { startServerProcess } from "../../../server/test/helpers/serverProcess.ts"

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const repo = path.resolve(import.meta.dirname, "../../../..")

const ensureBuilt = () => {
  const web = path.join(repo, "apps/web/dist/index.html")
  const server = path.join(repo, "apps/server/dist/main.mjs")
  for (const [file, pkg] of [
    [web, "@mungwalk/web"],
    [server, "@mungwalk/server"]
  ] as const) {
    if (existsSync(file)) continue
    const r = spawnSync("pnpm", ["--filter", pkg, "build"], { cwd: repo, stdio: "inherit" })
    if (r.status !== 0) throw new Error(`building ${pkg} failed`)
  }
}

export default async function setup(project: TestProject) {
  ensureBuilt()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-e2e-"))
  const server = await startServerProcess({
    args: [path.join(repo, "apps/server/dist/main.mjs")],
    cwd: repo,
    env: { DATA_DIR: dataDir, DEV_LOGIN: "1", NODE_ENV: "production", DATABASE_URL: "" },
    // The first start seeds the demo data: slow on a busy 2-core machine.
    timeoutMs: 180_000
  })
  project.provide("baseUrl", server.origin)
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * `@mungwalk/core` as another client gets it (issue 35): `pnpm pack` builds and packs it, npm
 * installs the tarball into a folder outside the workspace, and there, with no workspace module in
 * sight, a TypeScript client (`test/corePackage/client.mts`) and the package's two examples
 * (`packages/core/examples/`) are type-checked under NodeNext strict with no DOM lib, then run
 * with plain `node` against a real server this test starts (the production bundle, embedded
 * PGlite with the demo shop, the development sign-in).
 *
 * The client signs in, registers, adds a dog, walks through the walk machine with scripted fixes,
 * ends, reads the day back, posts and claims the post quest; the GPX example replays
 * `packages/core/examples/sample-walk.gpx` as a walk of that member; the shop example goes from the
 * best product to the pay provider's address. npm fetches `effect` and `xstate` from the registry.
 */
import { execFile, spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServerProcess, type ServerProcess } from "../apps/server/test/helpers/serverProcess.ts"

const ROOT = path.resolve(import.meta.dirname, "..")
const CORE = path.join(ROOT, "packages/core")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

const exec = (cmd: string, args: ReadonlyArray<string>, cwd: string, env: NodeJS.ProcessEnv = {}) =>
  new Promise<string>((resolve, reject) => {
    execFile(cmd, [...args], { cwd, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${stdout}${stderr}`))
      else resolve(stdout)
    })
  })

/** The last line a client printed, as JSON. */
const lastJson = (out: string) => JSON.parse(out.trim().split("\n").at(-1) ?? "null")

describe("@mungwalk/core packed and installed outside the workspace", () => {
  let dir: string
  let dataDir: string
  let server: ServerProcess | undefined
  const member = `패키지${process.pid % 100_000}`

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-core-client-"))
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-core-client-data-"))
    if (!existsSync(path.join(ROOT, "apps/server/dist/main.mjs"))) {
      const r = spawnSync("pnpm", ["--filter", "@mungwalk/server", "build"], { cwd: ROOT, stdio: "inherit" })
      if (r.status !== 0) throw new Error("building @mungwalk/server failed")
    }
    // The server seeds its demo data while the package is built, packed and installed.
    const starting = startServerProcess({
      args: [path.join(ROOT, "apps/server/dist/main.mjs")],
      cwd: ROOT,
      env: { DATA_DIR: dataDir, DEV_LOGIN: "1", NODE_ENV: "production", DATABASE_URL: "", RATE_LIMIT: "0", LOG_LEVEL: "warn" },
      timeoutMs: 240_000
    })
    starting.then((s) => (server = s)).catch(() => {})
    await exec("pnpm", ["pack", "--pack-destination", dir], CORE)
    const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"))
    if (!tarball) throw new Error("pnpm pack wrote no tarball")
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "core-client", private: true, type: "module" }))
    // xstate as the client's own dependency (it creates actors); @types/node for the type-check.
    await exec(
      "npm",
      ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", `./${tarball}`, "xstate@^5.33.3", "@types/node@^20.19.0"],
      dir
    )
    copyFileSync(path.join(ROOT, "test/corePackage/client.mts"), path.join(dir, "client.mts"))
    mkdirSync(path.join(dir, "examples"))
    for (const f of readdirSync(path.join(CORE, "examples"))) copyFileSync(path.join(CORE, "examples", f), path.join(dir, "examples", f))
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          lib: ["ES2023"],
          types: ["node"],
          strict: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: true,
          allowJs: true,
          checkJs: true,
          outDir: "out",
          rootDir: "."
        },
        include: ["client.mts", "examples/*.mjs"]
      })
    )
    server = await starting
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
    for (const d of [dir, dataDir]) if (d) rmSync(d, { recursive: true, force: true })
  }, 30_000)

  it("ships ES modules and declarations only, with an exports map of types and default", () => {
    const pkg = JSON.parse(readFileSync(path.join(dir, "node_modules/@mungwalk/core/package.json"), "utf8"))
    expect(pkg.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" })
    expect(pkg.sideEffects).toBe(false)
    expect(pkg.engines.node).toBeTruthy()
    const files = readdirSync(path.join(dir, "node_modules/@mungwalk/core"), { recursive: true }).map(String)
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([])
    expect(files.filter((f) => /\.test\.|testkit/.test(f))).toEqual([])
  })

  it("type-checks the client and the examples under NodeNext strict without the DOM lib", async () => {
    // Emits out/client.mjs (and copies of the examples); a type error fails the compile. With
    // skipLibCheck, as CONTEXT.md advises (effect 4.1's own declarations of its crypto and
    // key-value-store modules name DOM types); the core's declarations themselves were compiled
    // without the DOM lib by the build that `pnpm pack` ran.
    await exec(process.execPath, [tsc, "-p", "tsconfig.json", "--pretty", "false"], dir)
    expect(existsSync(path.join(dir, "out/client.mjs"))).toBe(true)
  }, 180_000)

  it("runs a client with plain node: sign-in, registration, a dog, a walk, the day read back, a post and a quest claim", async () => {
    const out = lastJson(await exec(process.execPath, ["out/client.mjs", server!.origin, member], dir))
    expect(out.firstSignIn).toBe(false)
    expect(out.registered).toBe(true)
    // 40 fixes kept of 41: the one at 1 km in a second is filtered out; the walk is about 50 m.
    expect(out.walk.kept).toBe(40)
    expect(out.walk.isWalking).toBe(false)
    expect(out.walk.points).toBeGreaterThanOrEqual(30)
    expect(out.walk.distance).toBeGreaterThan(30)
    expect(out.walk.distance).toBeLessThan(70)
    expect(out.walk.dogs).toEqual(["콩이"])
    expect(out.postId).toBeGreaterThan(0)
    expect(out.quest).toEqual({ completedBefore: true, reward: true, point: 30 })
  }, 120_000)

  it("runs the GPX example: the sample track replayed as a walk of that member", async () => {
    const args = ["examples/walk-gpx.mjs", "--server", server!.origin, "--name", member, "--lead", "110", "examples/sample-walk.gpx"]
    const out = lastJson(await exec(process.execPath, args, dir))
    expect(out.fixes).toBe(101)
    expect(out.kept).toBeGreaterThan(90)
    expect(out.refusedByServer).toBe(0)
    expect(out.distance).toBeGreaterThan(80)
    expect(out.distance).toBeLessThan(160)
    expect(out.dogs).toEqual(["콩이"])
  }, 120_000)

  it("runs the shop example up to the pay provider's address", async () => {
    const out = lastJson(await exec(process.execPath, ["examples/shop-to-pay.mjs", "--server", server!.origin, "--name", member, "--quantity", "2"], dir))
    expect(out.quantity).toBe(2)
    expect(out.total).toBeGreaterThan(0)
    expect(new URL(out.payUrl).pathname).toMatch(/sandbox\/kakaopay/)
  }, 120_000)
})

/**
 * One server per embedded database (`src/db/dataDirLock.ts`): a second server on the same
 * DATA_DIR is refused before it touches a file (two PGlite processes on one directory leave a
 * database that no longer opens), and the lock of a server killed with SIGKILL is taken over.
 */
import { spawn } from "node:child_process"
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { DataDirInUseError, lockDataDir, lockFileOf } from "../src/db/dataDirLock.ts"
import { startServerProcess } from "./helpers/serverProcess.ts"

const SERVER_DIR = path.resolve(import.meta.dirname, "..")
const dirs: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mungwalk-lock-"))
  dirs.push(dir)
  return dir
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

/** The pid of a process that has exited. */
const deadPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" })
  await new Promise((resolve) => child.once("exit", resolve))
  return child.pid!
}

describe("the embedded database's directory lock", () => {
  it("refuses a second holder in this process, and is free again once released", async () => {
    const dir = path.join(await tempDir(), "pglite")
    const release = await lockDataDir(dir)
    expect((await readFile(lockFileOf(dir), "utf8")).trim()).toBe(String(process.pid))
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError)
    await release()
    await expect(readFile(lockFileOf(dir), "utf8")).rejects.toThrow()
    await (await lockDataDir(dir))()
  })

  it("takes over the lock of a process that is gone (a crash), and of this pid from an earlier life", async () => {
    const dir = path.join(await tempDir(), "pglite")
    await writeFile(lockFileOf(dir), `${await deadPid()}\n`)
    const release = await lockDataDir(dir)
    expect((await readFile(lockFileOf(dir), "utf8")).trim()).toBe(String(process.pid))
    await release()
    await writeFile(lockFileOf(dir), `${process.pid}\n`)
    await (await lockDataDir(dir))()
  })

  it("refuses a live server's directory", async () => {
    const dir = path.join(await tempDir(), "pglite")
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" })
    try {
      await writeFile(lockFileOf(dir), `${other.pid}\n`)
      const refused = await lockDataDir(dir).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(DataDirInUseError)
      expect((refused as Error).message).toContain(`in use by process ${other.pid}`)
    } finally {
      other.kill("SIGKILL")
    }
  })
})

describe.runIf(process.env.TEST_DATABASE !== "postgres")("two server processes on one DATA_DIR", () => {
  it("the second is refused before it opens anything and the first goes on; after a SIGKILL the directory starts again", { timeout: 120_000 }, async () => {
    const dataDir = await tempDir()
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", DEV_LOGIN: "1", DEMO: "0", WEB_DIST: "", RATE_LIMIT: "0", LOG_LEVEL: "error" }
    const first = await startServerProcess({ args: ["--import", "tsx", "src/main.ts"], cwd: SERVER_DIR, env })
    try {
      const second = await startServerProcess({ args: ["--import", "tsx", "src/main.ts"], cwd: SERVER_DIR, env }).catch((e: unknown) => e)
      expect(second).toBeInstanceOf(Error)
      expect((second as Error).message).toMatch(/server exited \(1\)[\s\S]*in use by process/)
      expect((await fetch(`${first.origin}/api/health`)).ok).toBe(true)
      await first.kill()
      const again = await startServerProcess({ args: ["--import", "tsx", "src/main.ts"], cwd: SERVER_DIR, env })
      expect((await fetch(`${again.origin}/api/health`)).ok).toBe(true)
      await again.stop()
      // A clean stop leaves no lock behind.
      await expect(readFile(lockFileOf(path.join(dataDir, "pglite")), "utf8")).rejects.toThrow()
    } finally {
      await first.kill().catch(() => undefined)
    }
  })
})

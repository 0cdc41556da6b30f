/**
 * Lint findings, warnings included, and unformatted files fail the test run: `biome ci` runs Biome's
 * formatter check and its recommended rules (biome.json) over every package (`npm run format` fixes the format).
 */
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"

const root = new URL("..", import.meta.url).pathname
const biome = path.join(path.dirname(createRequire(import.meta.url).resolve("@biomejs/biome/package.json")), "bin", "biome")

describe("lint", () => {
  it("biome reports no lint finding, not even a warning, and no file out of format", async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [biome, "ci", "--error-on-warnings", "--max-diagnostics=50", "--colors=off", "."],
        { cwd: root, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}` })
        }
      )
    })
    expect(code, output).toBe(0)
  }, 120_000)
})

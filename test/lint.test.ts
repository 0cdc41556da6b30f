/** Lint findings, warnings included, fail the test run: Biome's recommended rules (biome.json) over every package. */
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"

const root = new URL("..", import.meta.url).pathname
const biome = path.join(path.dirname(createRequire(import.meta.url).resolve("@biomejs/biome/package.json")), "bin", "biome")

describe("lint", () => {
  it("biome lint reports nothing, not even a warning", async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, [biome, "lint", "--error-on-warnings", "--max-diagnostics=50", "--colors=off", "."], { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}` })
      })
    })
    expect(code, output).toBe(0)
  }, 120_000)
})

/** Type errors fail the test run: every package typechecks (TypeScript strict) with no errors. */
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

const typecheck = (project: string) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [tsc, "--noEmit", "--pretty", "false", "-p", project],
      { cwd: new URL("..", import.meta.url).pathname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}` })
      }
    )
  })

describe("typecheck", () => {
  for (const project of ["packages/core", "apps/server", "apps/web", "."]) {
    it(`${project} has no type errors`, async () => {
      const { code, output } = await typecheck(project)
      expect(output.trim()).toBe("")
      expect(code).toBe(0)
    }, 180_000)
  }
})

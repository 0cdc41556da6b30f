/**
 * The Vitest suite every machine's `*.model.test.ts` declares: one test per generated path (run
 * against the real machine), then the coverage check, which prints `name: n/n transitions`.
 */
import { describe, expect, it } from "vitest"
import type { AnyStateMachine } from "xstate"
import { CoverageRecorder, planModelPaths, runModelPath, type ModelDriver, type ModelOptions } from "./model.ts"

export const modelSuite = <M extends AnyStateMachine>(name: string, options: ModelOptions<M>, driver: ModelDriver<M>): void => {
  const plan = planModelPaths(name, options)
  const coverage = new CoverageRecorder(name, options.machine)

  describe(`${name} model (${plan.paths.length} generated paths)`, () => {
    it("the generated paths reach every transition of the machine", () => {
      expect(plan.unreachable.map((t) => t.label)).toEqual([])
    })

    plan.paths.forEach((path, i) => {
      it(`path ${i + 1}: ${path.description}`, async () => {
        await runModelPath(plan, path, driver, coverage)
      })
    })

    it(`the real machine takes every transition (${plan.transitions.length})`, () => {
      console.log(coverage.summary())
      expect(coverage.missing.map((t) => t.label)).toEqual([])
    })
  })
}

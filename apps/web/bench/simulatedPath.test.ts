import { describe, expect, it } from "vitest"
import { criticalPath, describeStep, isLowPriorityImage, simulatedRequests, type SimulatedNode, type SimulatedTiming } from "./simulatedPath.ts"

const request = (url: string, deps: SimulatedNode[], priority = "High", resourceType = "Script"): SimulatedNode => ({
  type: "network",
  request: { url, priority, resourceType, transferSize: 2048 },
  getDependencies: () => deps
})
const task = (durationMs: number, deps: SimulatedNode[], scripts: string[] = [], layout = false): SimulatedNode => ({
  type: "cpu",
  duration: durationMs * 1000,
  getDependencies: () => deps,
  didPerformLayout: () => layout,
  getEvaluateScriptURLs: () => new Set(scripts)
})

describe("the chain behind a simulated figure", () => {
  // doc → parse → (small.js, big.js) → run big.js → api call; a low-priority picture ends last.
  const doc = request("http://o.test/shop", [], "VeryHigh", "Document")
  const parse = task(40, [doc])
  const small = request("http://o.test/assets/small.js", [parse])
  const big = request("http://o.test/assets/big.js", [parse])
  const run = task(20, [small, big], ["http://o.test/assets/big.js"], true)
  const call = request("http://o.test/api/list", [run], "High", "Fetch")
  const picture = request("http://o.test/uploads/a.webp", [doc], "Low", "Image")
  const timings = new Map<SimulatedNode, SimulatedTiming>([
    [doc, { startTime: 0, endTime: 600 }],
    [parse, { startTime: 600, endTime: 760 }],
    [small, { startTime: 760, endTime: 900 }],
    [big, { startTime: 760, endTime: 1800 }],
    [run, { startTime: 1800, endTime: 1880 }],
    [call, { startTime: 1880, endTime: 2040 }],
    [picture, { startTime: 600, endTime: 2600 }]
  ])

  it("walks back from the node that ends last, each step to the dependency that ended last", () => {
    expect(criticalPath(timings).map((s) => s.node)).toEqual([doc, picture])
    expect(criticalPath(timings, isLowPriorityImage).map((s) => s.node)).toEqual([doc, parse, big, run, call])
  })

  it("leaves only low-priority pictures out, as Lantern does for the largest contentful paint", () => {
    expect(isLowPriorityImage(picture)).toBe(true)
    expect(isLowPriorityImage(request("http://o.test/hero.webp", [], "High", "Image"))).toBe(false)
    expect(isLowPriorityImage(big)).toBe(false)
    expect(isLowPriorityImage(run)).toBe(false)
  })

  it("ignores dependencies the simulation did not keep, and an empty graph gives an empty chain", () => {
    const orphan = task(5, [request("http://o.test/not-kept.js", [])])
    expect(criticalPath(new Map([[orphan, { startTime: 0, endTime: 20 }]])).map((s) => s.node)).toEqual([orphan])
    expect(criticalPath(new Map())).toEqual([])
  })

  it("describes requests by address, priority and size, and tasks by length, layout and scripts run", () => {
    const [, , step3, step4] = criticalPath(timings, isLowPriorityImage)
    expect(describeStep(step3!, "http://o.test")).toBe("   760–  1800 ms  request /assets/big.js (High, 2.0 KiB)")
    expect(describeStep(step4!, "http://o.test")).toBe("  1800–  1880 ms  task 20.0 ms as observed (layout, runs big.js)")
  })

  it("names the kinds of trace event that took longest in a task", () => {
    const parse: SimulatedNode = {
      type: "cpu",
      duration: 30_000,
      getDependencies: () => [],
      childEvents: [
        { name: "ParseHTML", dur: 20_000 },
        { name: "EvaluateScript", dur: 6_000 },
        { name: "EvaluateScript", dur: 3_500 },
        { name: "FunctionCall", dur: 500 }
      ]
    }
    expect(describeStep({ node: parse, timing: { startTime: 600, endTime: 720 } }, "http://o.test")).toBe(
      "   600–   720 ms  task 30.0 ms as observed (longest: ParseHTML 20.0, EvaluateScript 9.5)"
    )
  })

  it("lists every request the simulation kept by start time, tasks left out", () => {
    expect(simulatedRequests(timings).map((s) => s.node)).toEqual([doc, picture, small, big, call])
    expect(simulatedRequests(new Map())).toEqual([])
  })
})

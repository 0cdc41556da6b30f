/**
 * Why a simulated Lighthouse figure is what it is (`lighthouse.ts --explain`). With simulated
 * throttling, Lighthouse does not time the page it loaded: it rebuilds the load as a graph of
 * network requests and main-thread tasks (Lantern), keeps the nodes a metric depends on, and
 * replays them on a slow phone (150 ms round trips, 1.6 Mbit/s, tasks 4× longer, six connections
 * per origin over HTTP/1.1). The metric is when the replay's last kept node ends. This module
 * walks back from that node, each step to the dependency that ended last: the chain of requests
 * and tasks that set the figure.
 *
 * For the largest contentful paint, Lantern leaves low-priority images out of the end time (it
 * takes them for off-screen pictures), so the chain ends at the last other node.
 */

/** The part of a Lantern graph node this module reads. */
export interface SimulatedNode {
  readonly type: string
  getDependencies(): ReadonlyArray<SimulatedNode>
  /** Network nodes. */
  readonly request?: { readonly url: string; readonly priority: string; readonly resourceType?: string; readonly transferSize: number }
  /** CPU nodes: the task's length as observed, in microseconds. */
  readonly duration?: number
  didPerformLayout?(): boolean
  getEvaluateScriptURLs?(): Set<string>
  /** CPU nodes: the trace events within the task (nested ones too), durations in microseconds. */
  readonly childEvents?: ReadonlyArray<{ readonly name: string; readonly dur?: number }>
}

/** How many kinds of a task's trace events its line names. */
const EVENTS_SHOWN = 4

/**
 * The kinds of trace event that took longest in a task, longest first, as `name ms`. Events nest
 * (a parse runs a script, which compiles), so the figures overlap rather than add up.
 */
const longestEvents = (node: SimulatedNode): string => {
  const byName = new Map<string, number>()
  for (const e of node.childEvents ?? []) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0))
  return [...byName]
    .filter(([, dur]) => dur >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, EVENTS_SHOWN)
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
    .join(", ")
}

export interface SimulatedTiming {
  readonly startTime: number
  readonly endTime: number
}

export type SimulatedTimings = ReadonlyMap<SimulatedNode, SimulatedTiming>

export interface PathStep {
  readonly node: SimulatedNode
  readonly timing: SimulatedTiming
}

/** Lantern's rule for pictures it leaves out of the largest contentful paint. */
export const isLowPriorityImage = (node: SimulatedNode): boolean =>
  node.type === "network" && node.request?.resourceType === "Image" && (node.request.priority === "Low" || node.request.priority === "VeryLow")

/**
 * The chain that ends last, first step first. `ignore` leaves nodes out of the choice of the last
 * node (not out of the chain: an ignored node another waited for is still a step).
 */
export const criticalPath = (timings: SimulatedTimings, ignore: (node: SimulatedNode) => boolean = () => false): PathStep[] => {
  let last: PathStep | undefined
  for (const [node, timing] of timings) {
    if (!ignore(node) && (last === undefined || timing.endTime > last.timing.endTime)) last = { node, timing }
  }
  const path: PathStep[] = []
  const seen = new Set<SimulatedNode>()
  for (let step = last; step !== undefined && !seen.has(step.node); ) {
    seen.add(step.node)
    path.push(step)
    let next: PathStep | undefined
    for (const dependency of step.node.getDependencies()) {
      const timing = timings.get(dependency)
      if (timing !== undefined && (next === undefined || timing.endTime > next.timing.endTime)) next = { node: dependency, timing }
    }
    step = next
  }
  return path.reverse()
}

/**
 * Every request the simulation kept, by start time. Lantern shares the link's bandwidth among all
 * requests in flight (those still waiting for their first byte included), so what ran beside the
 * chain's requests is often why they took as long as they did.
 */
export const simulatedRequests = (timings: SimulatedTimings): PathStep[] =>
  [...timings]
    .filter(([node]) => node.type === "network")
    .map(([node, timing]) => ({ node, timing }))
    .sort((a, b) => a.timing.startTime - b.timing.startTime || a.timing.endTime - b.timing.endTime)

/** One line for a step: simulated start and end (ms), then the request or the task. */
export const describeStep = ({ node, timing }: PathStep, origin: string): string => {
  const when = `${Math.round(timing.startTime).toString().padStart(6)}–${Math.round(timing.endTime).toString().padStart(6)} ms`
  if (node.type === "network" && node.request) {
    const { url, priority, transferSize } = node.request
    const shown = url.startsWith(origin) ? url.slice(origin.length) : url
    return `${when}  request ${shown.length > 72 ? `${shown.slice(0, 71)}…` : shown} (${priority}, ${(transferSize / 1024).toFixed(1)} KiB)`
  }
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map((u) => u.split("/").pop()).join(", ")
  const events = longestEvents(node)
  const what = [node.didPerformLayout?.() ? "layout" : "", scripts ? `runs ${scripts}` : "", events ? `longest: ${events}` : ""].filter(Boolean).join(", ")
  return `${when}  task ${((node.duration ?? 0) / 1000).toFixed(1)} ms as observed${what ? ` (${what})` : ""}`
}

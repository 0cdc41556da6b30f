/**
 * The walk update's live distance (the core's `liveRouteDistance`), measured on worker threads
 * when the machine has cores to spare. It is the largest part of an update's work — a tail of
 * up to ~900 points measured again on every update — and the server's one JavaScript thread
 * bounded its throughput of walk updates: with the measuring on a worker, that thread goes on
 * parsing, checking and answering other requests meanwhile. A worker answers exactly what
 * measuring here would (the points cross as doubles, bit for bit); a worker that fails is
 * replaced, and what it had not answered is measured here.
 */
import os from "node:os"
import { Worker } from "node:worker_threads"
import { liveRouteDistance, type LiveRouteState } from "@mungwalk/core/domain"
import { logger } from "../../http/log.ts"
import { type LiveDistanceReply, type LiveDistanceRequest, packedBytes, packPoints } from "./liveDistanceWire.ts"
import type { StoredPoint } from "./routeViews.ts"

export interface LiveDistance {
  readonly distance: number
  readonly state: LiveRouteState
}

interface Pending {
  readonly state: LiveRouteState
  readonly points: ReadonlyArray<StoredPoint>
  readonly resolve: (live: LiveDistance) => void
  readonly reject: (error: unknown) => void
}

/** The built server starts the bundled worker next to it; from source, tsx's loader runs the TypeScript one. */
const workerUrl = (): URL =>
  import.meta.url.endsWith(".ts") ? new URL("./liveDistance.worker.dev.mjs", import.meta.url) : new URL("./liveDistance.worker.mjs", import.meta.url)

const measureHere = (pending: Pending): void => {
  try {
    pending.resolve(liveRouteDistance(pending.state, pending.points))
  } catch (e) {
    pending.reject(e)
  }
}

/** A worker and the requests it has not answered yet. */
interface Measurer {
  readonly worker: Worker
  readonly pending: Map<number, Pending>
}

let workerCount = Math.max(0, Math.min(4, os.availableParallelism() - 1))
const measurers: Array<Measurer | undefined> = []
let nextId = 1
/** Buffers the workers handed back, for the next requests (a tail's ~40 KB each, not allocated per update). */
const spareBuffers: ArrayBuffer[] = []

const bufferFor = (count: number): ArrayBuffer => {
  const bytes = packedBytes(count)
  const spare = spareBuffers.pop()
  if (spare !== undefined && spare.byteLength >= bytes) return spare
  // Room to grow: a walk's tail grows by a batch per update.
  return new ArrayBuffer(Math.max(bytes * 2, 64 * 1024))
}

/**
 * Measures here what a stopped worker had not answered, and lets the next call start a new one in
 * its place. (A worker let go by `setLiveDistanceWorkers` stops quietly once it has answered all.)
 */
const dropWorker = (slot: number, failed: Measurer, why: string): void => {
  const current = measurers[slot] === failed
  if (current) measurers[slot] = undefined
  if (!current && failed.pending.size === 0) return
  logger.warn("walk live-distance worker stopped; measuring its calls on the request thread", { why, unanswered: failed.pending.size })
  const left = [...failed.pending.values()]
  failed.pending.clear()
  left.forEach(measureHere)
  void failed.worker.terminate()
}

const startWorker = (slot: number): Measurer => {
  const measurer: Measurer = { worker: new Worker(workerUrl()), pending: new Map() }
  const { worker, pending } = measurer
  worker.on("message", (reply: LiveDistanceReply) => {
    const waiting = pending.get(reply.id)
    if (waiting === undefined) return
    pending.delete(reply.id)
    if (spareBuffers.length < 16) spareBuffers.push(reply.buffer)
    if (pending.size === 0) {
      worker.unref()
      if (!measurers.includes(measurer)) void worker.terminate()
    }
    if ("error" in reply) waiting.reject(new Error(reply.error))
    else waiting.resolve({ distance: reply.distance, state: reply.state })
  })
  worker.on("error", (e) => dropWorker(slot, measurer, e.message))
  worker.on("exit", (code) => dropWorker(slot, measurer, `exit code ${code}`))
  worker.unref()
  return measurer
}

/** The worker with the fewest requests waiting, started when its slot is empty. */
const leastBusy = (): Measurer => {
  let best = 0
  for (let slot = 0; slot < workerCount; slot++) {
    const m = measurers[slot]
    if (m === undefined) {
      const started = startWorker(slot)
      measurers[slot] = started
      return started
    }
    if (m.pending.size < measurers[best]!.pending.size) best = slot
  }
  return measurers[best]!
}

/**
 * Worker threads to measure on (the server's `WALK_DISTANCE_WORKERS`; by default one fewer than
 * the cores, at most 4; 0 measures on the request's thread). Workers beyond a new count are
 * stopped once they have answered what they hold.
 */
export const setLiveDistanceWorkers = (count: number): void => {
  workerCount = count
  for (let slot = count; slot < measurers.length; slot++) {
    const m = measurers[slot]
    measurers[slot] = undefined
    if (m !== undefined && m.pending.size === 0) void m.worker.terminate()
  }
}

/** The worker threads started so far (for tests). */
export const liveDistanceWorkers = (): Worker[] => measurers.flatMap((m) => (m === undefined ? [] : [m.worker]))

/** `liveRouteDistance(state, points)`, measured on a worker thread when there is one. */
export const measureLive = (state: LiveRouteState, points: ReadonlyArray<StoredPoint>): Promise<LiveDistance> =>
  new Promise<LiveDistance>((resolve, reject) => {
    const call: Pending = { state, points, resolve, reject }
    if (workerCount === 0) return measureHere(call)
    const { worker, pending } = leastBusy()
    const id = nextId++
    pending.set(id, call)
    worker.ref()
    const buffer = bufferFor(points.length)
    packPoints(points, buffer)
    const request: LiveDistanceRequest = { id, state, buffer, count: points.length }
    worker.postMessage(request, [buffer])
  })

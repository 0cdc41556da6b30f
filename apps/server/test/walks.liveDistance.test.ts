/**
 * `services/walks/liveDistance.ts`: the live distance measured on worker threads is exactly the
 * core's `liveRouteDistance` on this thread, for every call of many at once; with no workers it is
 * measured here; a worker that dies leaves no call unanswered.
 */
import { afterAll, describe, expect, it } from "vitest"
import { DEFAULT_MAP_CENTER, liveRouteDistance, NO_SETTLED_ROUTE, offsetMetres, type LiveRouteState } from "@mungwalk/core/domain"
import { liveDistanceWorkers, measureLive, setLiveDistanceWorkers } from "../src/services/walks/liveDistance.ts"
import type { StoredPoint } from "../src/services/walks/routeViews.ts"
import { createTestServer } from "./helpers/app.ts"

/** `length` fixes a second with doubles that need all 17 digits, some without accuracy. */
const route = (length: number, seed: number): StoredPoint[] =>
  Array.from({ length }, (_, i) => {
    const p = offsetMetres(DEFAULT_MAP_CENTER, i * 1.2 + Math.sin(i * seed) * 4 + 1e-9 * i, Math.cos(i / (5 + seed)) * 50 + Math.SQRT2 * 1e-7)
    return {
      time: 1_780_000_000_000 + i * 1000 + ((i * 7919) % 211),
      lat: p.lat,
      lng: p.lng,
      accuracy: i % 7 === 0 ? null : 3 + ((i * 0.37 * seed) % 17) + Math.PI * 1e-6
    }
  })

/** A walk in progress as the server holds it: its settled state, and the points from `tailFrom` on. */
const inProgress = (length: number, seed: number): { state: LiveRouteState; points: StoredPoint[] } => {
  const all = route(length, seed)
  const settledAt = liveRouteDistance(NO_SETTLED_ROUTE, all.slice(0, Math.max(2, length - 40)))
  const from = settledAt.state.tailFrom
  return { state: settledAt.state, points: from === null ? all : all.filter((p) => p.time >= from) }
}

describe("live distance on worker threads", () => {
  afterAll(() => setLiveDistanceWorkers(1))

  it("answers exactly what measuring here answers, to each of many calls at once", async () => {
    setLiveDistanceWorkers(2)
    const walks = [30, 400, 1250, 2600, 5000, 900, 1800, 2].map((length, i) => inProgress(length, i + 1))
    const measured = await Promise.all(walks.map((w) => measureLive(w.state, w.points)))
    walks.forEach((w, i) => {
      const here = liveRouteDistance(w.state, w.points)
      expect(measured[i]!.distance).toBe(here.distance)
      expect(measured[i]!.state).toEqual(here.state)
    })
    expect(walks.some((w) => w.state.boundary !== null)).toBe(true)
    expect(liveDistanceWorkers()).toHaveLength(2)
  })

  it("measures on the calling thread with no workers (a server started with WALK_DISTANCE_WORKERS=0)", async () => {
    expect(liveDistanceWorkers()).toHaveLength(2)
    const server = await createTestServer({ WALK_DISTANCE_WORKERS: "0" })
    await server.close()
    expect(liveDistanceWorkers()).toHaveLength(0)
    const w = inProgress(1500, 3)
    const measured = await measureLive(w.state, w.points)
    expect(measured).toEqual(liveRouteDistance(w.state, w.points))
    expect(liveDistanceWorkers()).toHaveLength(0)
  })

  it("measures here what a dying worker had not answered, and starts a new worker for the next call", async () => {
    setLiveDistanceWorkers(1)
    const w = inProgress(5000, 5)
    await measureLive(w.state, w.points)
    const [worker] = liveDistanceWorkers()
    const calls = [measureLive(w.state, w.points), measureLive(NO_SETTLED_ROUTE, w.points)]
    await worker!.terminate()
    const [a, b] = await Promise.all(calls)
    expect(a).toEqual(liveRouteDistance(w.state, w.points))
    expect(b).toEqual(liveRouteDistance(NO_SETTLED_ROUTE, w.points))
    const next = await measureLive(w.state, w.points.slice(0, 1000))
    expect(next).toEqual(liveRouteDistance(w.state, w.points.slice(0, 1000)))
    expect(liveDistanceWorkers()).toHaveLength(1)
    expect(liveDistanceWorkers()[0]).not.toBe(worker)
  })

  it("a worker let go while it still holds calls answers them, and if it dies first they are measured here", async () => {
    setLiveDistanceWorkers(2)
    const w = inProgress(5000, 7)
    await Promise.all([measureLive(w.state, w.points), measureLive(w.state, w.points)])
    const [, second] = liveDistanceWorkers()
    // Two calls at once: one on each worker.
    const calls = [measureLive(w.state, w.points), measureLive(NO_SETTLED_ROUTE, w.points)]
    setLiveDistanceWorkers(1)
    expect(liveDistanceWorkers()).toHaveLength(1)
    await second!.terminate()
    const [a, b] = await Promise.all(calls)
    expect(a).toEqual(liveRouteDistance(w.state, w.points))
    expect(b).toEqual(liveRouteDistance(NO_SETTLED_ROUTE, w.points))
  })
})

/**
 * `liveRouteDistance`: the distance of a walk in progress from a settled prefix and a bounded
 * tail stays close to `routeDistance` over every point, and its cost does not depend on the
 * walk's length (it never needs points before `tailFrom`).
 */
import { describe, expect, it } from "vitest"
import { longWalkSpec } from "../../bench/route-distance.ts"
import { generateTrack, NOISY_URBAN_WALKS, trackSpecs } from "../../bench/tracks.ts"
import type { TrackPoint } from "./geo.ts"
import { LIVE_CONTEXT_POINTS, LIVE_SEGMENT_POINTS, liveRouteDistance, NO_SETTLED_ROUTE, type LiveRouteState } from "./liveRoute.ts"
import { routeDistance } from "./routeDistance.ts"

/** Feeds a track as a server sees it: batches of `size`, each call given only the points from `tailFrom` on. */
const feed = (points: ReadonlyArray<TrackPoint>, size = 20) => {
  let state: LiveRouteState = NO_SETTLED_ROUTE
  let distance = 0
  let mostRead = 0
  for (let end = size; end < points.length + size; end += size) {
    const upTo = points.slice(0, Math.min(end, points.length))
    const tail = state.tailFrom === null ? upTo : upTo.filter((p) => p.time >= state.tailFrom!)
    mostRead = Math.max(mostRead, tail.length)
    ;({ distance, state } = liveRouteDistance(state, tail))
  }
  return { distance, state, mostRead }
}

describe("liveRouteDistance", () => {
  it("is exactly routeDistance while nothing is settled (walks of one segment), and settles one point later", () => {
    const track = generateTrack(trackSpecs()[0]!).observed
    expect(track.length).toBeGreaterThan(LIVE_SEGMENT_POINTS + 1)
    const points = track.slice(0, LIVE_SEGMENT_POINTS + 1)
    const fed = feed(points)
    expect(fed.state.boundary).toBeNull()
    expect(fed.distance).toBe(routeDistance(points))
    expect(feed(track.slice(0, LIVE_SEGMENT_POINTS + 2)).state.boundary).not.toBeNull()
  })

  // Tolerance 1.5 %: the settled segments are measured once and never see later points, while
  // routeDistance's smoother looks both ways; over 168 tracks (the benchmark specs of seeds 1–12,
  // the long walk and the noisy urban walks) the worst difference is 0.20 % and the mean 0.04 %.
  // The final distance is measured over every point.
  it("stays within 1.5 % of routeDistance over every point on the benchmark and noisy urban tracks, reading a bounded tail", () => {
    const limit = LIVE_SEGMENT_POINTS + 1 + LIVE_CONTEXT_POINTS + 60
    for (const spec of [...trackSpecs(), longWalkSpec(), ...NOISY_URBAN_WALKS.map((source) => source.make(source.seed))]) {
      const points = generateTrack(spec).observed
      const full = routeDistance(points)
      const live = feed(points, 60)
      expect(Math.abs(live.distance - full) / full, spec.name).toBeLessThan(0.015)
      expect(live.mostRead, spec.name).toBeLessThanOrEqual(limit)
      if (points.length > 2 * LIVE_SEGMENT_POINTS) expect(live.state.boundary, spec.name).not.toBeNull()
    }
  }, 120_000)

  it("answers the same from the settled state and the tail as from every point in one call", () => {
    const points = generateTrack(longWalkSpec()).observed
    const once = liveRouteDistance(NO_SETTLED_ROUTE, points)
    const fed = feed(points, 97)
    expect(fed.state.settledDistance).toBeGreaterThan(0)
    // Both settle the same segments, so both add the same doubles in the same order.
    const again = liveRouteDistance(
      fed.state,
      points.filter((p) => p.time >= fed.state.tailFrom!)
    )
    expect(again.distance).toBe(fed.distance)
    expect(Math.abs(once.distance - fed.distance) / once.distance).toBeLessThan(1e-9)
  }, 60_000)

  it("measures the tail's context once per segment when the caller keeps it, with the same result bit for bit", () => {
    const points = generateTrack(longWalkSpec()).observed
    let withKept: LiveRouteState = NO_SETTLED_ROUTE
    let without: LiveRouteState = NO_SETTLED_ROUTE
    for (let end = 50; end <= points.length; end += 50) {
      const upTo = points.slice(0, end)
      const tailOf = (s: LiveRouteState) => (s.tailFrom === null ? upTo : upTo.filter((p) => p.time >= s.tailFrom!))
      const a = liveRouteDistance(withKept, tailOf(withKept))
      const b = liveRouteDistance({ ...without, context: undefined }, tailOf(without))
      expect(a.distance).toBe(b.distance)
      withKept = a.state
      without = b.state
    }
    const kept = withKept.context!
    expect(kept.boundary).toBe(withKept.boundary)
    expect(kept.tailFrom).toBe(withKept.tailFrom)
    const tail = points.filter((p) => p.time >= withKept.tailFrom!)
    const honest = liveRouteDistance(withKept, tail).distance
    // A kept length is used as it is when it names this tail's context…
    expect(liveRouteDistance({ ...withKept, context: { ...kept, distance: kept.distance + 1 } }, tail).distance).toBeCloseTo(honest - 1, 9)
    // …and measured afresh when it names other points.
    expect(liveRouteDistance({ ...withKept, context: { ...kept, distance: kept.distance + 1, points: kept.points - 1 } }, tail).distance).toBe(honest)
    expect(liveRouteDistance({ ...withKept, context: { ...kept, distance: kept.distance + 1, tailFrom: kept.tailFrom - 1 } }, tail).distance).toBe(honest)
  }, 60_000)
})

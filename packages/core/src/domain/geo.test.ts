import { describe, expect, it } from "vitest"
import { generateTrack, generateTracks, mulberry32, type TrackSpec } from "../../bench/tracks.ts"
import {
  acceptFix,
  bearing,
  destination,
  type Fix,
  haversine,
  MAX_FIX_ACCURACY_M,
  MAX_WALK_SPEED_MPS,
  offsetMetres,
  type TrackPoint,
  trimRouteEnds
} from "./geo.ts"
import { routeDistance } from "./routeDistance.ts"
import { EARTH_RADIUS_M } from "./constants.ts"

const naive = (points: ReadonlyArray<TrackPoint>) => {
  let total = 0
  for (let i = 1; i < points.length; i++) total += haversine(points[i - 1]!, points[i]!)
  return total
}
const tracks = generateTracks()
const errorPct = (ours: number, truth: number) => ((ours - truth) / truth) * 100

describe("haversine", () => {
  it("measures one degree along a meridian and along the equator as R·π/180", () => {
    const degree = (EARTH_RADIUS_M * Math.PI) / 180
    expect(haversine({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(degree, 6)
    expect(haversine({ lat: 0, lng: 10 }, { lat: 0, lng: 11 })).toBeCloseTo(degree, 6)
    expect(degree).toBeCloseTo(111_195.08, 1)
  })

  it("measures the equator-to-pole quarter meridian and antipodes", () => {
    expect(haversine({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(10_007_557, -1)
    expect(haversine({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(EARTH_RADIUS_M * Math.PI, 3)
  })

  it("gives the known Paris–London and Seoul–Busan distances, symmetric, zero for the same point", () => {
    const paris = { lat: 48.8566, lng: 2.3522 }
    const london = { lat: 51.5074, lng: -0.1278 }
    expect(haversine(paris, london) / 1000).toBeCloseTo(343.6, 0)
    expect(haversine(london, paris)).toBe(haversine(paris, london))
    const seoul = { lat: 37.5665, lng: 126.978 }
    const busan = { lat: 35.1796, lng: 129.0756 }
    expect(Math.abs(haversine(seoul, busan) / 1000 - 325)).toBeLessThan(1.5)
    expect(haversine(seoul, seoul)).toBe(0)
  })
})

describe("bearing, destination and offsetMetres", () => {
  const origin = { lat: 37.5740321, lng: 127.0078127 }

  it("walking 1 km east with destination lands 1 km away at bearing 90°", () => {
    const p = destination(origin, 90, 1000)
    expect(haversine(origin, p)).toBeCloseTo(1000, 6)
    expect(bearing(origin, p)).toBeCloseTo(90, 1)
    expect(bearing(p, origin)).toBeCloseTo(270, 1)
  })

  it("offsets on the local plane match great-circle distances to 0.1 %", () => {
    const p = offsetMetres(origin, 300, 400)
    expect(Math.abs(haversine(origin, p) - 500)).toBeLessThan(0.5)
    expect(bearing(origin, offsetMetres(origin, 0, 100))).toBeCloseTo(0, 3)
  })
})

describe("acceptFix", () => {
  const base: Fix = { lat: 37.5740321, lng: 127.0078127, accuracy: 5, time: 1_000_000 }
  const moved = (east: number, seconds: number, accuracy = 5): Fix => ({
    ...offsetMetres(base, east, 0),
    accuracy,
    time: base.time + seconds * 1000
  })

  it("accepts the first good fix and rejects poor accuracy beyond the threshold", () => {
    expect(acceptFix(undefined, base)).toEqual({ accept: true })
    expect(acceptFix(undefined, { ...base, accuracy: MAX_FIX_ACCURACY_M })).toEqual({ accept: true })
    expect(acceptFix(undefined, { ...base, accuracy: MAX_FIX_ACCURACY_M + 0.1 })).toEqual({ accept: false, reason: "accuracy" })
  })

  it("rejects (0, 0) and non-finite or out-of-range coordinates", () => {
    expect(acceptFix(undefined, { ...base, lat: 0, lng: 0 })).toEqual({ accept: false, reason: "nullIsland" })
    expect(acceptFix(undefined, { ...base, lat: Number.NaN })).toEqual({ accept: false, reason: "invalid" })
    expect(acceptFix(undefined, { ...base, lng: Number.POSITIVE_INFINITY })).toEqual({ accept: false, reason: "invalid" })
    expect(acceptFix(undefined, { ...base, lat: 91 })).toEqual({ accept: false, reason: "invalid" })
    expect(acceptFix(undefined, { ...base, accuracy: Number.NaN })).toEqual({ accept: false, reason: "invalid" })
    expect(acceptFix(undefined, { ...base, time: Number.NaN })).toEqual({ accept: false, reason: "invalid" })
  })

  it("rejects a fix that is not after the previous accepted one", () => {
    expect(acceptFix(base, { ...base, time: base.time })).toEqual({ accept: false, reason: "time" })
    expect(acceptFix(base, moved(1, -1))).toEqual({ accept: false, reason: "time" })
  })

  it("rejects an impossible jump but accepts normal walking and jitter within the accuracies", () => {
    expect(acceptFix(base, moved(1.4, 1))).toEqual({ accept: true })
    expect(acceptFix(base, moved(15, 1))).toEqual({ accept: true })
    expect(acceptFix(base, moved(200, 1))).toEqual({ accept: false, reason: "speed" })
    expect(acceptFix(base, moved(60, 1, 8))).toEqual({ accept: false, reason: "speed" })
  })

  it("after a long gap accepts a far fix whose implied speed is plausible, not one that is too far", () => {
    expect(acceptFix(base, moved(2000, 300))).toEqual({ accept: true })
    expect(acceptFix(base, moved(2000, 60))).toEqual({ accept: false, reason: "speed" })
    expect(MAX_WALK_SPEED_MPS).toBe(10)
  })
})

describe("routeDistance on generated tracks", () => {
  it("generates at least 8 varied tracks", () => {
    expect(tracks.length).toBeGreaterThanOrEqual(8)
    expect(new Set(tracks.map((t) => t.name)).size).toBe(tracks.length)
    expect(Math.max(...tracks.map((t) => t.trueDistance))).toBeGreaterThan(4500)
  })

  it.each(tracks.map((t) => [t.name, t] as const))("is within 2 %% of the true distance: %s", (_name, track) => {
    const ours = routeDistance(track.observed)
    expect(Math.abs(errorPct(ours, track.trueDistance))).toBeLessThanOrEqual(2)
  })

  it("the naive sum is far off on the sniffing track, so the 2 % test can fail", () => {
    const sniffing = tracks.find((t) => t.name.startsWith("sniffing stops"))!
    expect(naive(sniffing.observed)).toBeGreaterThan(1.5 * sniffing.trueDistance)
    expect(Math.abs(errorPct(routeDistance(sniffing.observed), sniffing.trueDistance))).toBeLessThanOrEqual(2)
  })

  it("a phone lying still for ten minutes adds almost nothing, while the naive sum keeps growing", () => {
    const still: TrackSpec = {
      name: "still",
      seed: 4242,
      plan: [{ kind: "stop", seconds: 600 }],
      speed: [1, 1],
      accuracy: 8,
      accuracySpread: 0.35,
      tau: 90
    }
    const track = generateTrack(still)
    expect(track.trueDistance).toBe(0)
    expect(naive(track.observed)).toBeGreaterThan(300)
    expect(routeDistance(track.observed)).toBeLessThan(10)
  })

  it("is deterministic and independent of the order and duplication of points", () => {
    const track = tracks[1]!
    const first = routeDistance(track.observed)
    expect(routeDistance(track.observed)).toBe(first)
    const rand = mulberry32(7)
    const shuffled = [...track.observed, ...track.observed.slice(0, 300)]
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1))
      ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
    }
    expect(routeDistance(shuffled)).toBe(first)
  })

  it("ignores unusable points and handles tiny inputs", () => {
    expect(routeDistance([])).toBe(0)
    const track = tracks[0]!
    expect(routeDistance(track.observed.slice(0, 1))).toBe(0)
    const polluted = [
      ...track.observed,
      { lat: 0, lng: 0, time: track.observed[5]!.time + 1, accuracy: 5 },
      { lat: Number.NaN, lng: 127, time: track.observed[9]!.time + 1, accuracy: 5 },
      { lat: 37.5, lng: 127, time: Number.NaN, accuracy: 5 }
    ]
    expect(routeDistance(polluted)).toBe(routeDistance(track.observed))
  })

  it("works without reported accuracies (other clients may not send them)", () => {
    for (const track of tracks.slice(0, 3)) {
      const bare = track.observed.map(({ lat, lng, time }) => ({ lat, lng, time }))
      expect(Math.abs(errorPct(routeDistance(bare), track.trueDistance))).toBeLessThanOrEqual(3)
    }
  })

  it("measures a clean straight line exactly", () => {
    const origin = { lat: 37.5, lng: 127 }
    const points = Array.from({ length: 601 }, (_, i) => ({ ...offsetMetres(origin, i * 1.25, 0), time: i * 1000, accuracy: 4 }))
    expect(routeDistance(points)).toBeCloseTo(haversine(points[0]!, points[600]!), 0)
  })
})

describe("trimRouteEnds", () => {
  const origin = { lat: 37.5, lng: 127 }
  const line = (metres: number, step: number) => Array.from({ length: Math.floor(metres / step) + 1 }, (_, i) => offsetMetres(origin, i * step, 0))
  const length = (points: ReadonlyArray<{ lat: number; lng: number }>) => {
    let total = 0
    for (let i = 1; i < points.length; i++) total += haversine(points[i - 1]!, points[i]!)
    return total
  }

  it("cuts the given length from both ends, interpolating the cut points", () => {
    const route = line(1000, 150)
    const total = length(route)
    const trimmed = trimRouteEnds(route, 200)
    expect(length(trimmed)).toBeCloseTo(total - 400, 1)
    expect(haversine(route[0]!, trimmed[0]!)).toBeCloseTo(200, 1)
    expect(haversine(route[route.length - 1]!, trimmed[trimmed.length - 1]!)).toBeCloseTo(200, 1)
  })

  it("keeps the interior points between the cuts", () => {
    const route = line(900, 100)
    const trimmed = trimRouteEnds(route, 200)
    expect(trimmed.slice(1, -1)).toEqual(route.slice(3, 7))
  })

  it("returns nothing when the route is not longer than twice the cut", () => {
    expect(trimRouteEnds(line(400, 50), 200)).toEqual([])
    expect(trimRouteEnds(line(390, 30), 200)).toEqual([])
    expect(trimRouteEnds([origin], 200)).toEqual([])
    expect(trimRouteEnds([], 200)).toEqual([])
  })
})

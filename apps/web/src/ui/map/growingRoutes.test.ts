import { describe, expect, it } from "vitest"
import { ROUTE_DEFAULT_COLOR, type LatLng } from "@mungwalk/core"
import { ROUTE_HOLD_PX, createRoutePreparer, holdGrowth, routeTails } from "./growingRoutes.ts"
import { project, unproject } from "./projection.ts"
import { prepareRoutes } from "./prepareRoutes.ts"

const point = (i: number): LatLng => ({ lat: 37.5 + Math.sin(i / 7) * 0.001, lng: 127 + i * 0.00001 })

describe("createRoutePreparer", () => {
  it("draws short routes as given, like prepareRoutes", () => {
    const prepare = createRoutePreparer(10)
    const routes = [{ points: [point(0), point(1)] }, { points: [] }, { points: [point(2)], color: "#123456" }]
    expect(prepare(routes)).toEqual(prepareRoutes(routes))
    expect(prepare(routes)[0]!.color).toBe(ROUTE_DEFAULT_COLOR)
  })

  it("appends to a growing route and keeps it under the limit, with its ends", () => {
    const prepare = createRoutePreparer(40)
    const all = Array.from({ length: 1000 }, (_, i) => point(i))
    let drawn = prepare([{ points: all.slice(0, 30) }])[0]!.points
    for (let n = 31; n <= all.length; n++) {
      const before = drawn
      drawn = prepare([{ points: all.slice(0, n) }])[0]!.points
      expect(drawn.length).toBeLessThanOrEqual(40)
      expect(drawn[0]).toBe(all[0])
      expect(drawn.at(-1)).toBe(all[n - 1])
      // Appending: the points drawn before are still drawn, unless the line was just simplified.
      if (drawn.length === before.length + 1) expect(drawn.slice(0, -1)).toEqual(before)
    }
    // Every drawn point is a point of the route, in order.
    const order = drawn.map((p) => all.indexOf(p as LatLng))
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!))).toBe(true)
  })

  it("draws a route anew when it is not the last one grown (another walk, a point taken out)", () => {
    const prepare = createRoutePreparer(40)
    const all = Array.from({ length: 200 }, (_, i) => point(i))
    prepare([{ points: all.slice(0, 100) }])
    const other = Array.from({ length: 120 }, (_, i) => point(i + 500))
    expect(prepare([{ points: other }])).toEqual(prepareRoutes([{ points: other }]).map((r) => ({ ...r, points: expect.any(Array) })))
    const drawn = prepare([{ points: other }])[0]!.points
    expect(drawn[0]).toBe(other[0])
    expect(drawn.at(-1)).toBe(other.at(-1))
    const cut = [...other.slice(0, 50), ...other.slice(51)]
    expect(prepare([{ points: cut }])[0]!.points.every((p) => p !== other[50])).toBe(true)
  })
})

describe("holdGrowth (a followed walk's line is drawn again once its end leaves the dot)", () => {
  const zoom = 16
  /** A point `px` pixels east of `from` at `zoom`. */
  const east = (from: LatLng, px: number): LatLng => {
    const w = project(from, zoom)
    return unproject({ x: w.x + px, y: w.y }, zoom)
  }
  const start = { lat: 37.5665, lng: 126.978 }

  it("keeps the drawn routes while the new points stay within ROUTE_HOLD_PX of the drawn end", () => {
    const points = [start, east(start, 3)]
    const drawn = [{ points }]
    const grown = [{ points: [...points, east(start, 5), east(start, 3 + ROUTE_HOLD_PX - 0.5)] }]
    expect(holdGrowth(drawn, grown, zoom)).toBe(drawn)
  })

  it("draws anew once a new point is farther, or on any other change", () => {
    const points = [start, east(start, 3)]
    const drawn = [{ points }]
    const far = [{ points: [...points, east(start, 3 + ROUTE_HOLD_PX + 0.5)] }]
    expect(holdGrowth(drawn, far, zoom)).toBe(far)
    // Another route, a recoloured one, a point taken out, a new first route.
    const other = [{ points: [east(start, 1), east(start, 2)] }]
    expect(holdGrowth(drawn, other, zoom)).toBe(other)
    const recoloured = [{ points: [...points], color: "#123456" }]
    expect(holdGrowth(drawn, recoloured, zoom)).toBe(recoloured)
    const shorter = [{ points: [start] }]
    expect(holdGrowth(drawn, shorter, zoom)).toBe(shorter)
    const first = [{ points: [start] }]
    expect(holdGrowth([], first, zoom)).toBe(first)
    expect(holdGrowth(undefined, first, zoom)).toBe(first)
  })
})

describe("routeTails (what the MapLibre map draws over its canvas while the route's source is held)", () => {
  const a = { lat: 37.5665, lng: 126.978 }
  const b = { lat: 37.5666, lng: 126.978 }
  const c = { lat: 37.5667, lng: 126.978 }
  const d = { lat: 37.5668, lng: 126.978 }

  it("is each grown route's end from the held line's last point on, in its colour", () => {
    const held = [{ points: [a, b], color: "#699BF7" }]
    const now = [{ points: [a, b, c, d], color: "#699BF7" }]
    expect(routeTails(held, now)).toEqual([{ index: 0, color: "#699BF7", points: [b, c, d] }])
  })

  it("is empty where the map draws the routes as they are", () => {
    const routes = [{ points: [a, b] }]
    expect(routeTails(routes, routes)).toEqual([])
    expect(routeTails(undefined, routes)).toEqual([])
    expect(routeTails([{ points: [a, b] }], [{ points: [a, b] }])).toEqual([])
    // Not a growth of the held line (another route): no tail, the map draws it anew.
    expect(routeTails([{ points: [a, b] }], [{ points: [c, d, a] }])).toEqual([])
    expect(routeTails([], [{ points: [a] }])).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import { ROUTE_DEFAULT_COLOR, type LatLng } from "@mungwalk/core"
import { createRoutePreparer } from "./growingRoutes.ts"
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

import { describe, expect, it } from "vitest"
import type { LatLng } from "@mungwalk/core"
import { TAIL_HOLD_PX, grewWithin, onScreen, undrawnFrom } from "./liveTrack.ts"
import { project, unproject } from "./projection.ts"

const zoom = 16
/** A point `px` pixels east of `from` at `zoom`. */
const east = (from: LatLng, px: number): LatLng => {
  const w = project(from, zoom)
  return unproject({ x: w.x + px, y: w.y }, zoom)
}
const start = { lat: 37.5665, lng: 126.978 }

describe("grewWithin (a followed walk's route is drawn again by the map once its end is TAIL_HOLD_PX past the drawn line)", () => {
  it("holds while the route only grew by points within TAIL_HOLD_PX of the drawn end", () => {
    const drawn = [start, east(start, 3)]
    expect(grewWithin(drawn, drawn, zoom)).toBe(true)
    expect(grewWithin(drawn, [...drawn, east(start, 20), east(start, 3 + TAIL_HOLD_PX - 0.5)], zoom)).toBe(true)
  })

  it("does not hold once a new point is farther, or on any other change", () => {
    const drawn = [start, east(start, 3)]
    expect(grewWithin(drawn, [...drawn, east(start, 3 + TAIL_HOLD_PX + 0.5)], zoom)).toBe(false)
    // Another route (other point objects), a point taken out, nothing drawn yet.
    expect(grewWithin(drawn, [east(start, 1), east(start, 2)], zoom)).toBe(false)
    expect(grewWithin(drawn, [{ ...start }, drawn[1]!], zoom)).toBe(false)
    expect(grewWithin(drawn, [start], zoom)).toBe(false)
    expect(grewWithin([], [start], zoom)).toBe(false)
  })
})

describe("undrawnFrom and onScreen (what the overlay draws while the map holds its line)", () => {
  const [a, b, c, d] = [0, 1, 2, 3].map((i) => east(start, i)) as [LatLng, LatLng, LatLng, LatLng]
  const xs = (route: ReadonlyArray<LatLng>, from: number) => [...onScreen(route, from, (p) => ({ x: project(p, zoom).x, y: 0 }))].filter((_, i) => i % 2 === 0)

  it("is the route from the drawn line's last point on, so the two lines meet", () => {
    expect(undrawnFrom([a, b], [a, b, c, d])).toBe(1)
    expect(xs([a, b, c, d], 1)).toEqual([b, c, d].map((p) => project(p, zoom).x))
    // Nothing drawn yet: the whole route.
    expect(undrawnFrom([], [a, b])).toBe(0)
  })

  it("is empty where the map draws the route as it is", () => {
    expect(undrawnFrom([a, b], [a, b])).toBe(2)
    expect(xs([a, b], 2)).toEqual([])
    expect(undrawnFrom([], [])).toBe(0)
  })

  it("is x0, y0, x1, y1, … in one typed block", () => {
    const out = onScreen([start, start], 0, () => ({ x: 3, y: 4 }))
    expect(out).toBeInstanceOf(Float64Array)
    expect([...out]).toEqual([3, 4, 3, 4])
  })
})

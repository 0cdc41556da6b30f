import { describe, expect, it } from "vitest"
import { mulberry32 } from "../../bench/tracks.ts"
import { offsetMetres } from "./geo.ts"
import { simplifyRoute, simplifyToMax } from "./simplify.ts"

const origin = { lat: 37.5740321, lng: 127.0078127 }
const at = (east: number, north: number, extra: Record<string, unknown> = {}) => ({ ...offsetMetres(origin, east, north), ...extra })

/** Distance in metres from p to segment a–b on the local plane around the origin. */
const toSegment = (p: { lat: number; lng: number }, a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const kx = 6_371_008.8 * (Math.PI / 180) * Math.cos((origin.lat * Math.PI) / 180)
  const ky = 6_371_008.8 * (Math.PI / 180)
  const [px, py, ax, ay, bx, by] = [p.lng * kx, p.lat * ky, a.lng * kx, a.lat * ky, b.lng * kx, b.lat * ky]
  const dx = bx - ax
  const dy = by - ay
  const len = dx * dx + dy * dy
  const t = len > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0
  return Math.hypot(ax + t * dx - px, ay + t * dy - py)
}

describe("simplifyRoute", () => {
  it("reduces a straight line to its two ends", () => {
    const points = Array.from({ length: 50 }, (_, i) => at(i * 10, i * 5))
    expect(simplifyRoute(points, 1)).toEqual([points[0], points[49]])
  })

  it("keeps a corner that deviates more than the tolerance and drops one that does not", () => {
    const corner = [at(0, 0), at(50, 0), at(100, 0), at(100, 50), at(100, 100)]
    expect(simplifyRoute(corner, 5)).toEqual([corner[0], corner[2], corner[4]])
    const bump = [at(0, 0), at(50, 3), at(100, 0)]
    expect(simplifyRoute(bump, 5)).toEqual([bump[0], bump[2]])
    expect(simplifyRoute(bump, 2)).toEqual(bump)
  })

  it("returns the input objects, extra fields included, and always the first and last", () => {
    const points = [at(0, 0, { time: 1 }), at(10, 0.1, { time: 2 }), at(20, 0, { time: 3 })]
    const out = simplifyRoute(points, 1)
    expect(out[0]).toBe(points[0])
    expect(out[out.length - 1]).toBe(points[2])
    expect(out[0]).toHaveProperty("time", 1)
    expect(simplifyRoute(points.slice(0, 2), 100)).toEqual(points.slice(0, 2))
  })

  it("handles 20 000 points without recursion and keeps every dropped point within the tolerance", () => {
    const rand = mulberry32(3)
    let east = 0
    let north = 0
    const points = Array.from({ length: 20_000 }, () => {
      east += rand() * 2 - 0.5
      north += rand() * 2 - 1
      return at(east, north)
    })
    const tolerance = 3
    const out = simplifyRoute(points, tolerance)
    expect(out.length).toBeLessThan(points.length / 2)
    let segment = 0
    for (const p of points) {
      while (segment < out.length - 2 && p === out[segment + 1]) segment++
      if (p === out[segment] || p === out[segment + 1]) continue
      expect(toSegment(p, out[segment]!, out[segment + 1]!)).toBeLessThanOrEqual(tolerance + 0.01)
    }
  })
})

describe("simplifyToMax", () => {
  it("raises the tolerance until at most maxPoints remain, keeping both ends", () => {
    const points = Array.from({ length: 2000 }, (_, i) => at(i, Math.sin(i / 20) * 30))
    const out = simplifyToMax(points, 100)
    expect(out.length).toBeLessThanOrEqual(100)
    expect(out.length).toBeGreaterThan(20)
    expect(out[0]).toBe(points[0])
    expect(out[out.length - 1]).toBe(points[1999])
  })

  it("returns a copy when the route is already small enough", () => {
    const points = [at(0, 0), at(5, 5), at(10, 0)]
    const out = simplifyToMax(points, 3)
    expect(out).toEqual(points)
    expect(out).not.toBe(points)
    expect(simplifyToMax(points, 1).length).toBe(2)
  })
})

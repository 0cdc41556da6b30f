import { describe, expect, it } from "vitest"
import { ROUTE_COLORS, ROUTE_DEFAULT_COLOR } from "@mungwalk/core"
import { drawnRadius, groupNearby } from "./cluster.ts"
import { fitPadding } from "./overlays.ts"
import { hotplacesData, mapLayers, markersData, routesData } from "./mapLayers.ts"
import { prepareRoutes } from "./prepareRoutes.ts"
import { fitViewport, fromMapLibreZoom, project, toMapLibreZoom } from "./projection.ts"

const a = { lat: 37.5772, lng: 127.0051 }
const b = { lat: 37.5806, lng: 127.0073 }

describe("map data", () => {
  it("hot places closer than the radius on screen are one group at their mean; far ones stay single", () => {
    const near = { lat: a.lat + 0.00005, lng: a.lng + 0.00005 } // about 7 m away
    const groups = groupNearby([a, near, b], 16)
    expect(groups.map((g) => g.count)).toEqual([2, 1])
    expect(groups[0]!.position.lat).toBeCloseTo((a.lat + near.lat) / 2, 6)
    expect(groups[1]!.position.lat).toBeCloseTo(b.lat, 9)
    // Zoomed far out everything is one group; zoomed in, none.
    expect(groupNearby([a, near, b], 10).map((g) => g.count)).toEqual([3])
    expect(groupNearby([a, near, b], 21).map((g) => g.count)).toEqual([1, 1, 1])
  })

  it("no two drawn discs overlap after grouping, at any zoom; every place is in one group", () => {
    // 60 places in a 1 km square (a busy district), seeded.
    let seed = 7
    const rnd = () => {
      seed = (seed * 16807) % 2147483647
      return (seed - 1) / 2147483646
    }
    const places = Array.from({ length: 60 }, () => ({ lat: a.lat + 0.009 * rnd(), lng: a.lng + 0.011 * rnd() }))
    for (const zoom of [13, 14, 15, 16, 17, 18]) {
      const groups = groupNearby(places, zoom)
      expect(groups.reduce((n, g) => n + g.count, 0)).toBe(places.length)
      expect(groups.every((g) => g.members.length === g.count)).toBe(true)
      for (const [i, g] of groups.entries()) {
        for (const h of groups.slice(i + 1)) {
          const p = project(g.position, zoom)
          const q = project(h.position, zoom)
          expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(drawnRadius(g.count) + drawnRadius(h.count))
        }
      }
    }
  })

  it("a selected route is drawn last (on top) and thicker; the others are dimmed", () => {
    const routes = prepareRoutes([{ points: [a, b] }, { points: [] }, { points: [b, a] }, { points: [a, b, a] }])
    expect(routes.map((r) => r.index)).toEqual([0, 2, 3])
    expect(routesData(routes).features.map((f) => f.properties.state)).toEqual(["normal", "normal", "normal"])
    const picked = routesData(routes, 2).features.map((f) => [f.properties.index, f.properties.state])
    expect(picked).toEqual([
      [0, "dimmed"],
      [3, "dimmed"],
      [2, "selected"]
    ])
  })

  it("fitting keeps content clear of the bottom overlays: the free box is off-centre", () => {
    const size = { width: 300, height: 168 }
    const pad = fitPadding(size)
    expect(pad.bottom).toBeGreaterThanOrEqual(52)
    const view = fitViewport([a, b], size.width, size.height, pad)!
    const c = project(view.center, view.zoom)
    for (const p of [a, b]) {
      const q = project(p, view.zoom)
      const y = q.y - c.y + size.height / 2
      expect(y).toBeGreaterThanOrEqual(pad.top - 0.5)
      expect(y).toBeLessThanOrEqual(size.height - pad.bottom + 0.5)
    }
  })

  it("MapLibre zoom is one less than the 256 px-tile zoom of the same scale", () => {
    expect(toMapLibreZoom(16)).toBe(15)
    expect(fromMapLibreZoom(toMapLibreZoom(16))).toBe(16)
  })

  it("routes, markers and hot places become GeoJSON in [lng, lat] with their colour and kind", () => {
    const routes = prepareRoutes([{ points: [a, b] }, { points: [a], color: ROUTE_COLORS[2] }, { points: [] }])
    const data = routesData(routes)
    expect(data.features.map((f) => [f.geometry.type, f.properties.color])).toEqual([
      ["LineString", ROUTE_DEFAULT_COLOR],
      ["Point", ROUTE_COLORS[2]]
    ])
    expect(data.features[0]!.geometry.coordinates[0]).toEqual([a.lng, a.lat])
    const markers = [
      { position: a, kind: "me" as const },
      { position: b, kind: "hotplace" as const },
      { position: a, kind: "start" as const }
    ]
    expect(markersData(markers).features.map((f) => f.properties.kind)).toEqual(["start", "me"])
    expect(hotplacesData(markers).features.map((f) => f.properties)).toEqual([{ kind: "hotplace", title: "핫플레이스" }])
  })

  it("count labels are drawn only when the style has glyphs", () => {
    expect(mapLayers(true).map((l) => l.id)).toContain("mw-hotplace-counts")
    expect(mapLayers(false).map((l) => l.id)).not.toContain("mw-hotplace-counts")
  })
})

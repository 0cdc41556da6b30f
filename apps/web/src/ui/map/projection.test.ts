import { describe, expect, it } from "vitest"
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from "@mungwalk/core"
import { DEFAULT_VIEW_ZOOM, fitViewport, followCamera, metersPerPixel, naverZoomFromSpecLevel, project, scaleBar, unproject } from "./projection.ts"

describe("map projection", () => {
  it("the spec's zoom level 4 is Naver/Web Mercator zoom 16, about 2 m per pixel in Seoul", () => {
    expect(DEFAULT_MAP_ZOOM).toBe(4)
    expect(naverZoomFromSpecLevel(4)).toBe(16)
    expect(DEFAULT_VIEW_ZOOM).toBe(16)
    expect(metersPerPixel(DEFAULT_MAP_CENTER.lat, 16)).toBeCloseTo(1.89, 2)
  })

  it("project and unproject are inverse", () => {
    const p = unproject(project(DEFAULT_MAP_CENTER, 16), 16)
    expect(p.lat).toBeCloseTo(DEFAULT_MAP_CENTER.lat, 9)
    expect(p.lng).toBeCloseTo(DEFAULT_MAP_CENTER.lng, 9)
  })

  it("the scale bar shows a round length no longer than its room", () => {
    expect(scaleBar(37.57, 16)).toMatchObject({ meters: 100, label: "100 m" })
    expect(scaleBar(37.57, 13)).toMatchObject({ meters: 1000, label: "1 km" })
    for (let z = 6; z <= 21; z++) {
      const bar = scaleBar(37.57, z, 96)
      expect(bar.px).toBeLessThanOrEqual(96)
      expect([5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000]).toContain(bar.meters)
    }
  })

  it("fitting frames every point inside the padding at a whole zoom", () => {
    const pts = [
      { lat: 37.5712, lng: 127.0094 },
      { lat: 37.5806, lng: 127.0073 },
      { lat: 37.5697, lng: 126.9972 }
    ]
    const view = fitViewport(pts, 390, 300, 32)!
    expect(Number.isInteger(view.zoom)).toBe(true)
    const c = project(view.center, view.zoom)
    for (const p of pts) {
      const q = project(p, view.zoom)
      expect(Math.abs(q.x - c.x)).toBeLessThanOrEqual(390 / 2 - 32)
      expect(Math.abs(q.y - c.y)).toBeLessThanOrEqual(300 / 2 - 32)
    }
    expect(fitViewport(pts, 390, 300, 32, false)!.zoom).toBeGreaterThanOrEqual(view.zoom)
    expect(fitViewport([], 390, 300)).toBeNull()
    expect(fitViewport([pts[0]!], 390, 300)!.zoom).toBe(18)
  })

  it("a followed position moves the view only near the frame's edge, then to the position", () => {
    const camera = { lat: 37.5665, lng: 126.978 }
    const zoom = 16
    const at = (dx: number, dy: number) => unproject({ x: project(camera, zoom).x + dx, y: project(camera, zoom).y + dy }, zoom)
    // A 390 × 400 frame: the middle reaches 117 px left and right, 120 px up and down.
    for (const p of [at(0, 0), at(100, 0), at(-116, 119), at(0, -119)]) expect(followCamera(camera, p, zoom, 390, 400)).toBe(camera)
    for (const p of [at(118, 0), at(0, 121), at(-500, 0), at(30, -300)]) expect(followCamera(camera, p, zoom, 390, 400)).toBe(p)
  })
})

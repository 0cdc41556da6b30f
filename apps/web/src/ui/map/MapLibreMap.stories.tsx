import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import type { GeoJSONSource, Map as MapLibre } from "maplibre-gl"
import { ROUTE_COLORS, ROUTE_DEFAULT_COLOR } from "@mungwalk/core"
import { useState, type ReactNode } from "react"
import type { LatLng } from "@mungwalk/core"
import { MapLibreMap, type MapLibreMapProps } from "./MapLibreMap.tsx"
import { DEFAULT_VIEW_ZOOM, project, unproject } from "./projection.ts"
import { fixedSource, movableSource } from "../source.ts"
import { liveDrawingOf } from "./liveOverlay.ts"
import { SOURCE, mapLayers } from "./mapLayers.ts"
import { routeColor } from "./routeColors.ts"
import { clusteredHotPlaces, localStyle } from "./testing/mapFixtures.ts"
import { center, cheonggyeWalk, naksanLoop, trackAlong, today } from "../../features/walk/fixtures.ts"

/**
 * MapLibre GL in real Chromium (software WebGL), against an offline inline style: the canvas
 * paints, and the route/marker sources hold what the props say.
 */
let loaded: MapLibre | null = null

const meta = {
  title: "Map/MapLibreMap",
  component: MapLibreMap,
  args: { center, ariaLabel: "산책 지도", height: 320, mapStyle: localStyle, preserveDrawingBuffer: true },
  beforeEach: () => {
    loaded = null
  },
  render: (args) => <MapLibreMap {...args} onLoad={(map) => (loaded = map)} />
} satisfies Meta<typeof MapLibreMap>
export default meta
type Story = StoryObj<typeof meta>

const WAIT = { timeout: 15_000 }

const readyMap = async (canvasElement: HTMLElement): Promise<MapLibre> => {
  await waitFor(() => expect(canvasElement.querySelector('[data-map="maplibre"]')).toHaveAttribute("data-state", "ready"), WAIT)
  await waitFor(() => expect(loaded).not.toBeNull(), WAIT)
  const map = loaded!
  await waitFor(() => expect(map.loaded()).toBe(true), WAIT)
  return map
}

const featuresOf = async (map: MapLibre, source: string) => ((await (map.getSource(source) as GeoJSONSource).getData()) as GeoJSON.FeatureCollection).features

/** RGBA of every pixel of the map's canvas (the map keeps its drawing buffer in these stories). */
const pixels = (map: MapLibre): Uint8ClampedArray => {
  const src = map.getCanvas()
  const copy = document.createElement("canvas")
  copy.width = src.width
  copy.height = src.height
  const ctx = copy.getContext("2d")!
  ctx.drawImage(src, 0, 0)
  return ctx.getImageData(0, 0, copy.width, copy.height).data
}

/** How many pixels are close to `rgb` (within `tolerance` per channel). */
const countNear = (data: Uint8ClampedArray, rgb: [number, number, number], tolerance = 24): number => {
  let n = 0
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i]! - rgb[0]) <= tolerance && Math.abs(data[i + 1]! - rgb[1]) <= tolerance && Math.abs(data[i + 2]! - rgb[2]) <= tolerance) n++
  }
  return n
}

const hex = (c: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number]
/** A colour drawn at 0.7 opacity over the style's background. */
const over = (c: string, bg = "#EEF0EA", a = 0.7): [number, number, number] =>
  hex(c).map((v, i) => Math.round(a * v + (1 - a) * hex(bg)[i]!)) as [number, number, number]

const naksan = trackAlong(naksanLoop, { start: today }).map((p) => p.location)

/** A walk with its start, end and the current position: painted on the canvas and held by the sources. */
export const RouteAndMarkers: Story = {
  args: {
    fitToContent: true,
    routes: [{ points: naksan }],
    markers: [
      { position: naksanLoop[0]!, kind: "start" },
      { position: naksanLoop[naksanLoop.length - 1]!, kind: "end" },
      { position: center, kind: "me" }
    ]
  },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await waitFor(async () => expect(await featuresOf(map, SOURCE.routes)).toHaveLength(1), WAIT)
    const [route] = await featuresOf(map, SOURCE.routes)
    await expect(route!.properties).toEqual({ color: ROUTE_DEFAULT_COLOR, index: 0, state: "normal" })
    await expect((route!.geometry as GeoJSON.LineString).coordinates[0]).toEqual([naksan[0]!.lng, naksan[0]!.lat])
    const markers = await featuresOf(map, SOURCE.markers)
    await expect(markers.map((f) => f.properties!.kind)).toEqual(["start", "end", "me"])
    // Width and opacity by the route's state: none selected, the spec's 5 and 0.7.
    await expect((map.getPaintProperty("mw-route-lines", "line-width") as unknown[]).at(-1)).toBe(5)
    await expect((map.getPaintProperty("mw-route-lines", "line-opacity") as unknown[]).at(-1)).toBe(0.7)
    // The canvas paints: the background, the park and the route (0.7 of #699BF7 over the background).
    await waitFor(() => {
      const data = pixels(map)
      expect(countNear(data, hex("#EEF0EA"), 4)).toBeGreaterThan(1000)
      expect(countNear(data, over(ROUTE_DEFAULT_COLOR), 20)).toBeGreaterThan(200)
    }, WAIT)
    await expect(canvasElement.querySelector('[data-part="scale-bar"]')?.textContent).toMatch(/m$/)
  }
}

/** A day's summary: one line per walk in the next colour of the 6-colour cycle. */
export const SummaryColours: Story = {
  args: {
    fitToContent: true,
    routes: [naksanLoop, cheonggyeWalk].map((w, i) => ({ points: trackAlong(w, { start: today, seed: i }).map((p) => p.location), color: routeColor(i) }))
  },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await waitFor(async () => expect(await featuresOf(map, SOURCE.routes)).toHaveLength(2), WAIT)
    await expect((await featuresOf(map, SOURCE.routes)).map((f) => f.properties!.color)).toEqual(ROUTE_COLORS.slice(0, 2))
  }
}

/** One route told apart: drawn last (on top) and thicker, the other dimmed. */
export const SelectedRoute: Story = {
  args: { ...SummaryColours.args, selectedRoute: 0 },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await waitFor(async () => expect(await featuresOf(map, SOURCE.routes)).toHaveLength(2), WAIT)
    const drawn = (await featuresOf(map, SOURCE.routes)).map((f) => [f.properties!.index, f.properties!.state])
    await expect(drawn).toEqual([
      [1, "dimmed"],
      [0, "selected"]
    ])
  }
}

/** The on-walk overlay's last drawing (its pixels are drawn by a worker). */
const drawing = (canvas: HTMLElement) => {
  const el = canvas.querySelector('canvas[data-part="live-track"]')
  return el ? liveDrawingOf(el) : undefined
}

/**
 * Following the walker (`/walk/onwalk`, `live`), in a frame sized by its parent (`height: 100%`):
 * the map fills it, the walker's dot is drawn on the overlay over the canvas (not in the markers
 * source), and the route so far is in the routes source.
 */
export const FollowsTheWalker: Story = {
  args: {
    height: "100%",
    live: fixedSource({ position: center, route: naksan.slice(0, 2) }),
    markers: [{ position: naksan[0]!, kind: "start" }]
  },
  decorators: [
    (Story) => (
      <div style={{ height: 360 }}>
        <Story />
      </div>
    )
  ],
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await expect(map.getContainer().clientHeight).toBe(360)
    await waitFor(() => expect(drawing(canvasElement)?.dot).toBeDefined(), WAIT)
    const { dot, width, height } = drawing(canvasElement)!
    await expect([width, height]).toEqual([map.getContainer().clientWidth, 360])
    await expect(Math.abs(dot!.x - width / 2)).toBeLessThan(1)
    await expect(Math.abs(dot!.y - height / 2)).toBeLessThan(1)
    await expect(canvasElement.querySelector('canvas[data-part="live-track"]')).toHaveAttribute("aria-hidden", "true")
    await waitFor(async () => expect((await featuresOf(map, SOURCE.markers)).map((f) => f.properties!.kind)).toEqual(["start"]), WAIT)
    await waitFor(async () => expect(await featuresOf(map, SOURCE.routes)).toHaveLength(1), WAIT)
    await expect(map.getCenter().lat).toBeCloseTo(center.lat, 6)
  }
}

/** A walk of `steps` fixes 0.6 px apart east of the centre at the default zoom (a walking pace: 1.2 m a fix). */
const walkEast = (steps: number): LatLng[] => {
  const w = project(center, DEFAULT_VIEW_ZOOM)
  return Array.from({ length: steps }, (_, i) => unproject({ x: w.x + 0.6 * i, y: w.y }, DEFAULT_VIEW_ZOOM))
}
const EAST_WALK = walkEast(160)
const growing = movableSource({ position: EAST_WALK[1]!, route: EAST_WALK.slice(0, 2) })

/**
 * Followed, the line's newest end (up to `TAIL_HOLD_PX` past what the route's source holds) and
 * the dot are drawn on the overlay over the canvas, and the route is handed to the source once its
 * end reaches farther (issue 33: most fixes cause no WebGL frame, nor any of the page's).
 */
export const DrawsTheWalksEndOverTheCanvas: Story = {
  args: { height: 360, live: growing },
  render: (args) => <MapLibreMap {...args} onLoad={(map) => (loaded = map)} />,
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    const line = async (): Promise<number> => ((await featuresOf(map, SOURCE.routes))[0]?.geometry as GeoJSON.LineString | undefined)?.coordinates.length ?? 0
    await waitFor(async () => expect(await line()).toBe(2), WAIT)
    // 10 more fixes, 6 px past the held line: still held; the overlay draws the 11 from its end on.
    for (let n = 3; n <= 12; n++) growing.move({ position: EAST_WALK[n - 1]!, route: EAST_WALK.slice(0, n) })
    await waitFor(() => expect(drawing(canvasElement)?.tail).toHaveLength(2 * 11), WAIT)
    await expect(await line()).toBe(2)
    // Its first point is where the held line ends, on the map's pixels; the dot is at the walker.
    const end = map.project([EAST_WALK[1]!.lng, EAST_WALK[1]!.lat])
    const { tail, dot } = drawing(canvasElement)!
    await expect(Math.hypot(tail[0]! - end.x, tail[1]! - end.y)).toBeLessThan(0.2)
    const walker = map.project([EAST_WALK[11]!.lng, EAST_WALK[11]!.lat])
    await expect(Math.hypot(dot!.x - walker.x, dot!.y - walker.y)).toBeLessThan(0.2)
    // Past `TAIL_HOLD_PX`: the source takes the route, the overlay's end starts anew.
    for (let n = 13; n <= 100; n++) growing.move({ position: EAST_WALK[n - 1]!, route: EAST_WALK.slice(0, n) })
    await waitFor(async () => expect(await line()).toBe(100), WAIT)
    await waitFor(() => expect(drawing(canvasElement)?.tail).toHaveLength(0), WAIT)
  }
}

/** A map opened with nothing over it, given a walk, its markers and hot places on a tap ('보이기'). */
const ContentLater = (args: MapLibreMapProps): ReactNode => {
  const [shown, setShown] = useState(false)
  const markers = [
    { position: naksanLoop[0]!, kind: "start" as const },
    { position: center, kind: "me" as const },
    ...clusteredHotPlaces.slice(0, 3).map((position) => ({ position, kind: "hotplace" as const }))
  ]
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        보이기
      </button>
      <MapLibreMap {...args} {...(shown ? { routes: [{ points: naksan }], markers } : {})} onLoad={(map) => (loaded = map)} />
    </>
  )
}

/**
 * An empty overlay is not in the style (an empty source still costs worker round trips and a
 * frame at the map's start): the sources come with what they first hold, and their layers take
 * their place among the others (routes under hot places under the markers).
 */
export const AddsOverlaysWhenTheyHoldSomething: Story = {
  args: { height: 320 },
  render: (args) => <ContentLater {...args} />,
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    const overlays = () => map.getLayersOrder().filter((id) => id.startsWith("mw-"))
    await expect(overlays()).toEqual([])
    await expect(map.getSource(SOURCE.routes)).toBeUndefined()
    canvasElement.querySelector("button")!.click()
    await waitFor(async () => expect(await featuresOf(map, SOURCE.routes)).toHaveLength(1), WAIT)
    await waitFor(async () => expect(await featuresOf(map, SOURCE.hotplaces)).toHaveLength(3), WAIT)
    await expect((await featuresOf(map, SOURCE.markers)).map((f) => f.properties!.kind)).toEqual(["start", "me"])
    await expect(overlays()).toEqual(mapLayers(false).map((layer) => layer.id))
    await waitFor(() => expect(countNear(pixels(map), over(ROUTE_DEFAULT_COLOR), 20)).toBeGreaterThan(200), WAIT)
  }
}

/** Camera moves after the map has loaded (`OpensFramed`). */
let moves = 0

/**
 * The map is created framing its content (MapLibre's `bounds`), so the camera does not move once
 * it has loaded: no second camera and no second frame at the start.
 */
export const OpensFramed: Story = {
  args: { fitToContent: true, routes: [{ points: naksan }] },
  render: (args) => (
    <MapLibreMap
      {...args}
      onLoad={(map) => {
        loaded = map
        moves = 0
        map.on("movestart", () => moves++)
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    const bounds = map.getBounds()
    await expect(naksan.every((p) => bounds.contains([p.lng, p.lat]))).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(moves).toBe(0)
  }
}

/** Without `fitToContent` the map opens on the centre at the spec's level 4 (MapLibre zoom 15 = zoom 16 on 256 px tiles). */
export const CentreAndDefaultZoom: Story = {
  args: { markers: [{ position: center, kind: "me" }] },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await waitFor(() => expect(map.getZoom()).toBeCloseTo(15, 5), WAIT)
    await expect(map.getCenter().lat).toBeCloseTo(center.lat, 6)
    await expect(canvasElement.querySelector('[data-map="maplibre"]')).toHaveAttribute("data-zoom", "16")
  }
}

/** Thirty hot places within a kilometre: the clustered source draws groups, and every place is in one. */
export const ClusteredHotPlaces: Story = {
  args: { height: 200, fitToContent: true, markers: clusteredHotPlaces.map((position) => ({ position, kind: "hotplace" as const })) },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await waitFor(async () => expect(await featuresOf(map, SOURCE.hotplaces)).toHaveLength(clusteredHotPlaces.length), WAIT)
    await waitFor(() => {
      const groups = map.queryRenderedFeatures({ layers: ["mw-hotplace-groups"] })
      const singles = map.queryRenderedFeatures({ layers: ["mw-hotplaces"] })
      expect(groups.length).toBeGreaterThan(0)
      const members = groups.reduce((n, g) => n + Number(g.properties.point_count), 0)
      expect(members + singles.length).toBe(clusteredHotPlaces.length)
    }, WAIT)
  }
}

/** The style URL answers 404: the honest schematic with its note, still with the route. */
export const FallsBackWhenStyleFails: Story = {
  args: { mapStyle: "/__mungwalk-missing-style__/style.json", routes: [{ points: naksan }], fitToContent: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-map="schematic"]')).not.toBeNull(), WAIT)
    await expect(canvasElement.querySelector('[data-part="map-note"]')?.textContent).toBe("지도를 불러오지 못했어요")
    await expect(canvasElement.querySelectorAll('[data-part="route"]')).toHaveLength(1)
  }
}

/** No WebGL 2 in this browser (stood in for by refusing the context): the fallback at once. */
export const FallsBackWithoutWebGl: Story = {
  args: { markers: [{ position: center, kind: "me" }] },
  beforeEach: () => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: unknown[]) {
      return id === "webgl2" || id === "webgl" ? null : (original as (...a: unknown[]) => unknown).call(this, id, ...rest)
    } as typeof original
    return () => {
      HTMLCanvasElement.prototype.getContext = original
    }
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-map="schematic"]')).not.toBeNull(), WAIT)
    await expect(canvasElement.querySelector('[data-part="map-note"]')?.textContent).toBe("지도를 불러오지 못했어요")
    await expect(canvasElement.querySelectorAll('[data-kind="me"]')).toHaveLength(1)
  }
}

/**
 * A map asks for one WebGL context, its own: no throwaway probe before it (each is a GPU context
 * that lingers until collected, ~100 ms of a 4×-throttled start, and Chromium keeps only 16).
 */
let contextsAsked = 0
export const OneWebGlContext: Story = {
  args: { markers: [{ position: center, kind: "me" }] },
  beforeEach: () => {
    contextsAsked = 0
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: unknown[]) {
      if (id === "webgl2" || id === "webgl") contextsAsked++
      return (original as (...a: unknown[]) => unknown).call(this, id, ...rest)
    } as typeof original
    return () => {
      HTMLCanvasElement.prototype.getContext = original
    }
  },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement)
    await expect(contextsAsked).toBe(1)
    await expect(map.getCanvas().getContext("webgl2")).not.toBeNull()
  }
}

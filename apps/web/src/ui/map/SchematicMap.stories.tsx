import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor } from "storybook/test"
import { ROUTE_COLORS, ROUTE_DEFAULT_COLOR } from "@mungwalk/core"
import { ROUTE_PIECE_POINTS, SchematicMap } from "./SchematicMap.tsx"
import { MAX_DRAWN_POINTS } from "./prepareRoutes.ts"
import { DEFAULT_VIEW_ZOOM, project, scaleBar, unproject } from "./projection.ts"
import { fixedSource, movableSource } from "../source.ts"
import { liveDrawingOf } from "./liveOverlay.ts"
import type { LatLng } from "@mungwalk/core"
import { clusteredHotPlaces } from "./testing/mapFixtures.ts"
import { routeColor } from "./routeColors.ts"
import { center, cheonggyeWalk, daehakroWalk, hotPlaces, longLiveRoute, naksanLoop, palaceWallWalk, trackAlong, today } from "../../features/walk/fixtures.ts"

const meta = {
  title: "Map/SchematicMap",
  component: SchematicMap,
  args: { center, ariaLabel: "산책 지도", height: 320 }
} satisfies Meta<typeof SchematicMap>
export default meta
type Story = StoryObj<typeof meta>

const routesOf = (canvas: HTMLElement) => [...canvas.querySelectorAll<SVGElement>('[data-part="route"]')]

/** Only the centre and the "me" dot at the default zoom (spec level 4). */
export const CurrentPosition: Story = {
  args: { markers: [{ position: center, kind: "me" }] },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[role="img"]')
    await expect(svg).toHaveAttribute("aria-label", "산책 지도")
    await expect(canvasElement.querySelector('[data-map="schematic"]')).toHaveAttribute("data-zoom", "16")
    await expect(canvasElement.querySelectorAll('[data-kind="me"]')).toHaveLength(1)
    await expect(canvasElement.querySelector('[data-part="scale-bar"]')?.textContent).toMatch(/^(50|100) m$/)
  }
}

/** One walk in the default colour with start/end markers, framed to fit. */
export const RouteWithMarkers: Story = {
  args: {
    fitToContent: true,
    routes: [{ points: trackAlong(naksanLoop, { start: today }).map((p) => p.location) }],
    markers: [
      { position: naksanLoop[0]!, kind: "start" },
      { position: naksanLoop[naksanLoop.length - 1]!, kind: "end" }
    ]
  },
  play: async ({ canvasElement }) => {
    const [route] = routesOf(canvasElement)
    await expect(route).toHaveAttribute("stroke", ROUTE_DEFAULT_COLOR)
    await expect(route).toHaveAttribute("stroke-width", "5")
    // The opacity is the whole line's (its pieces meet without a darker joint).
    await expect(route).toHaveAttribute("opacity", "0.7")
    await expect(canvasElement.querySelectorAll('[data-kind="start"], [data-kind="end"]')).toHaveLength(2)
  }
}

/** A day's summary: every walk in the next colour of the 6-colour cycle. */
export const SummaryColours: Story = {
  args: {
    fitToContent: true,
    routes: [naksanLoop, daehakroWalk, cheonggyeWalk, palaceWallWalk].map((w, i) => ({
      points: trackAlong(w, { start: today, seed: i + 1 }).map((p) => p.location),
      color: routeColor(i)
    }))
  },
  play: async ({ canvasElement }) => {
    await expect(routesOf(canvasElement).map((r) => r.getAttribute("stroke"))).toEqual(ROUTE_COLORS.slice(0, 4))
  }
}

/** Hot places around the centre. */
export const HotPlaces: Story = {
  args: {
    zoom: 15,
    markers: [...hotPlaces.map((position) => ({ position, kind: "hotplace" as const })), { position: center, kind: "me" }]
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-kind="hotplace"]')).toHaveLength(hotPlaces.length)
  }
}

/** A two-hour walk of thousands of fixes is simplified before it is drawn. */
export const LongRouteSimplified: Story = {
  args: {
    fitToContent: true,
    routes: [{ points: longLiveRoute.map((p) => p.location) }],
    markers: [{ position: longLiveRoute[longLiveRoute.length - 1]!.location, kind: "me" }]
  },
  play: async ({ canvasElement }) => {
    await expect(longLiveRoute.length).toBeGreaterThan(MAX_DRAWN_POINTS)
    const [route] = routesOf(canvasElement)
    // Drawn in pieces of at most ROUTE_PIECE_POINTS, each sharing its first point with the last one's end.
    const pieces = [...route!.querySelectorAll("polyline")].map((p) => p.getAttribute("points")!.trim().split(/\s+/).length)
    await expect(Math.max(...pieces)).toBeLessThanOrEqual(ROUTE_PIECE_POINTS)
    const drawn = pieces.reduce((n, k) => n + k - 1, 1)
    await expect(drawn).toBeLessThanOrEqual(MAX_DRAWN_POINTS)
    await expect(drawn).toBeGreaterThan(10)
  }
}

/** The on-walk overlay's canvas and what it last drew (the pixels are drawn by a worker). */
const liveCanvas = (canvas: HTMLElement) => canvas.querySelector('canvas[data-part="live-track"]')
const drawing = (canvas: HTMLElement) => {
  const el = liveCanvas(canvas)
  return el ? liveDrawingOf(el) : undefined
}

/** A walk of `steps` fixes 0.6 px apart east of the centre at the default zoom (a walking pace: 1.2 m a fix). */
const walkEast = (steps: number): LatLng[] => {
  const w = project(center, DEFAULT_VIEW_ZOOM)
  return Array.from({ length: steps }, (_, i) => unproject({ x: w.x + 0.6 * i, y: w.y }, DEFAULT_VIEW_ZOOM))
}

/**
 * Following the walker (the on-walk screen, `live`): the dot is drawn on the overlay's canvas over
 * the picture (a fix lays out and paints nothing of the page), where the walker is — the frame's
 * centre when the view starts there — and the route so far is in the picture, with its start pin.
 */
export const FollowsTheWalker: Story = {
  args: {
    center,
    live: fixedSource({ position: longLiveRoute[0]!.location, route: longLiveRoute.slice(0, 40).map((p) => p.location) }),
    markers: [{ position: longLiveRoute[0]!.location, kind: "start" }]
  },
  play: async ({ canvasElement }) => {
    const overlay = liveCanvas(canvasElement)!
    await expect(overlay).toHaveAttribute("aria-hidden", "true")
    // Not inside the picture, and no dot of the picture's own.
    await expect(overlay.closest('svg[role="img"]')).toBeNull()
    await expect(canvasElement.querySelectorAll('[data-kind="me"]')).toHaveLength(0)
    const frame = canvasElement.querySelector('[data-map="schematic"]')!.getBoundingClientRect()
    const box = overlay.getBoundingClientRect()
    await expect([box.width, box.height]).toEqual([frame.width, frame.height])
    await waitFor(() => expect(drawing(canvasElement)?.dot).toBeDefined())
    const { dot, width, height, tail } = drawing(canvasElement)!
    await expect(Math.abs(dot!.x - width / 2)).toBeLessThan(1)
    await expect(Math.abs(dot!.y - height / 2)).toBeLessThan(1)
    // The whole route is the picture's: nothing left for the overlay.
    await expect(tail).toHaveLength(0)
    await expect(routesOf(canvasElement)).toHaveLength(1)
    await expect(canvasElement.querySelector('svg[role="img"] [data-kind="start"]')).not.toBeNull()
  }
}

const EAST = walkEast(1200)
const growing = movableSource({ position: EAST[1]!, route: EAST.slice(0, 2) })

/**
 * A walk in progress, fix by fix: the overlay draws the walker and the route's newest end, and the
 * picture (its route, its grid) is drawn again only once that end is `TAIL_HOLD_PX` past the drawn
 * line — or the walker nears the frame's edge, where the view moves to the walker (issue 33).
 */
export const DrawsTheWalksEndOnTheOverlay: Story = {
  args: { center, live: growing },
  play: async ({ canvasElement }) => {
    // The drawn line's points, over its pieces (each shares its first point with the one before).
    const line = () => {
      const pieces = [...canvasElement.querySelectorAll('[data-part="route"] polyline')].map((p) => p.getAttribute("points")!.split(" ").length)
      return pieces.reduce((n, k) => n + k, 0) - Math.max(0, pieces.length - 1)
    }
    const grid = () => canvasElement.querySelector('[data-part="grid"]')
    await waitFor(() => expect(line()).toBe(2))
    const picture = grid()
    // To 61 points (35.4 px past the drawn end): held; the overlay draws the 60 from the drawn line's end on, and the dot at the last.
    for (let n = 3; n <= 61; n++) growing.move({ position: EAST[n - 1]!, route: EAST.slice(0, n) })
    await expect(line()).toBe(2)
    await expect(grid()).toBe(picture)
    const d = drawing(canvasElement)!
    await expect(d.tail).toHaveLength(2 * 60)
    await expect(d.dot!.x - d.tail[0]!).toBeCloseTo(0.6 * 59, 0)
    // To 83 points (48.6 px past it, over TAIL_HOLD_PX): the picture draws the route again, the overlay's end starts anew.
    for (let n = 62; n <= 83; n++) growing.move({ position: EAST[n - 1]!, route: EAST.slice(0, n) })
    await waitFor(() => expect(line()).toBe(83))
    await waitFor(() => expect(drawing(canvasElement)!.tail).toHaveLength(0))
    // Near the frame's edge (a fifth of its width from it): the view moves to the walker.
    const width = canvasElement.querySelector('[data-map="schematic"]')!.getBoundingClientRect().width
    const steps = Math.ceil((width * 0.3) / 0.6) + 5
    for (let n = 84; n <= Math.min(EAST.length, 83 + steps); n++) growing.move({ position: EAST[n - 1]!, route: EAST.slice(0, n) })
    await waitFor(() => {
      const now = drawing(canvasElement)!
      expect(Math.abs(now.dot!.x - now.width / 2)).toBeLessThan(1)
    })
  }
}

/** Zoomed out: the scale bar switches to kilometres. */
export const ZoomedOutScale: Story = {
  args: { zoom: 13, markers: [{ position: center, kind: "me" }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="scale-bar"]')?.textContent).toMatch(/km$/))
  }
}

/** The fallback invents no streets: a grid whose squares are exactly the scale bar's length, and the note. */
export const HonestGridAndNote: Story = {
  args: { zoom: 16, markers: [{ position: center, kind: "me" }] },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-part="grid"]')!
    await expect(Number(grid.getAttribute("data-cell"))).toBeCloseTo(scaleBar(center.lat, 16).px, 1)
    const line = canvasElement.querySelector<HTMLElement>('[data-part="scale-bar"] span:last-child')!
    await expect(Math.abs(line.getBoundingClientRect().width - scaleBar(center.lat, 16).px)).toBeLessThan(1)
    await expect(canvasElement.querySelector('[data-part="map-note"]')?.textContent).toBe("지도를 불러오지 못했어요")
  }
}

/** Thirty hot places within a kilometre: the ones that would overlap are one disc with their count. */
export const GroupedHotPlaces: Story = {
  args: {
    height: 200,
    fitToContent: true,
    markers: clusteredHotPlaces.map((position) => ({ position, kind: "hotplace" as const }))
  },
  play: async ({ canvasElement }) => {
    const groups = [...canvasElement.querySelectorAll('[data-part="marker-group"]')]
    await expect(groups.length).toBeGreaterThan(0)
    const singles = canvasElement.querySelectorAll('[data-kind="hotplace"]').length
    const grouped = groups.reduce((n, g) => n + Number(g.getAttribute("data-count")), 0)
    await expect(singles + grouped).toBe(clusteredHotPlaces.length)
    await expect(groups.length + singles).toBeLessThan(clusteredHotPlaces.length)
  }
}

/** Tappable places are 44 px targets however small their disc is drawn (a single place's is 16 px). */
export const TappableHotPlaces: Story = {
  args: { ...GroupedHotPlaces.args, onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const targets = [...canvasElement.querySelectorAll<SVGGElement>('[role="button"]')]
    await expect(targets.length).toBeGreaterThan(1)
    for (const t of targets) {
      const box = t.getBoundingClientRect()
      // 44 px, give or take the SVG's sub-pixel rounding.
      await expect(Math.min(box.width, box.height)).toBeGreaterThan(43.5)
    }
    await userEvent.click(targets[0]!)
    await expect(args.onSelect).toHaveBeenCalled()
  }
}

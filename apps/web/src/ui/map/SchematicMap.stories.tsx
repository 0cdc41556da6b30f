import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor } from "storybook/test"
import { ROUTE_COLORS, ROUTE_DEFAULT_COLOR } from "@mungwalk/core"
import { ROUTE_PIECE_POINTS, SchematicMap } from "./SchematicMap.tsx"
import { MAX_DRAWN_POINTS } from "./prepareRoutes.ts"
import { scaleBar } from "./projection.ts"
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

/**
 * Following the walker (the on-walk screen): the dot is an element of its own over the picture,
 * moved by a CSS transform (a fix does not lay out the route and grid), where the position is —
 * the frame's centre when the view starts there.
 */
export const FollowsTheWalker: Story = {
  args: {
    follow: true,
    center: longLiveRoute[0]!.location,
    routes: [{ points: longLiveRoute.slice(0, 40).map((p) => p.location) }],
    markers: [
      { position: longLiveRoute[0]!.location, kind: "start" },
      { position: longLiveRoute[0]!.location, kind: "me" }
    ]
  },
  play: async ({ canvasElement }) => {
    const dots = canvasElement.querySelectorAll('[data-kind="me"]')
    await expect(dots).toHaveLength(1)
    const dot = dots[0] as SVGSVGElement
    // Not inside the picture: its own element, moved by a transform.
    await expect(dot.closest('svg[role="img"]')).toBeNull()
    await expect(dot.style.transform).toMatch(/^translate\(/)
    const frame = canvasElement.querySelector('[data-map="schematic"]')!.getBoundingClientRect()
    const box = dot.getBoundingClientRect()
    await expect(Math.abs(box.left + box.width / 2 - (frame.left + frame.width / 2))).toBeLessThan(1)
    await expect(Math.abs(box.top + box.height / 2 - (frame.top + frame.height / 2))).toBeLessThan(1)
    // The start pin stays in the picture.
    await expect(canvasElement.querySelector('svg[role="img"] [data-kind="start"]')).not.toBeNull()
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

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { ROUTE_COLORS, ROUTE_LINE_OPACITY, ROUTE_LINE_WIDTH } from "@mungwalk/core"
import { NaverMap } from "./NaverMap.tsx"
import { routeColor } from "./routeColors.ts"
import { naverStandInUrl, resetNaverGlobals } from "./testing/naverStandIn.ts"
import { center, cheonggyeWalk, hotPlaces, longLiveRoute, naksanLoop, trackAlong, today } from "../../features/walk/fixtures.ts"

/**
 * The Naver Maps adapter against a local stand-in of the SDK (the real one is unreachable from
 * the test machines): the stand-in records what the adapter asks the SDK to draw.
 */
const meta = {
  title: "Map/NaverMap (SDK stand-in)",
  component: NaverMap,
  args: { clientId: "test-client", center, ariaLabel: "산책 지도", height: 320 },
  loaders: [
    async () => {
      resetNaverGlobals()
      return { sdkUrl: naverStandInUrl() }
    }
  ],
  render: (args, { loaded }) => <NaverMap {...args} sdkUrl={(loaded as { sdkUrl: string }).sdkUrl} />
} satisfies Meta<typeof NaverMap>
export default meta
type Story = StoryObj<typeof meta>

const standIn = () => {
  const rec = window.__naverStandIn
  if (!rec) throw new Error("stand-in not loaded")
  return rec
}

/** Two routes: each a Polyline with weight 5, opacity 0.7 and its colour of the cycle. */
export const DrawsRoutes: Story = {
  args: {
    fitToContent: true,
    routes: [naksanLoop, cheonggyeWalk].map((w, i) => ({
      points: trackAlong(w, { start: today, seed: i }).map((p) => p.location),
      color: routeColor(i)
    })),
    markers: [{ position: naksanLoop[0]!, kind: "start" }]
  },
  play: async () => {
    await waitFor(() => expect(standIn().polylines.filter((p) => p.onMap)).toHaveLength(2))
    const rec = standIn()
    await expect(rec.maps).toHaveLength(1)
    const drawn = rec.polylines.filter((p) => p.onMap)
    await expect(drawn.map((p) => p.options.strokeColor)).toEqual(ROUTE_COLORS.slice(0, 2))
    for (const p of drawn) {
      await expect(p.options.strokeWeight).toBe(ROUTE_LINE_WIDTH)
      await expect(p.options.strokeOpacity).toBe(ROUTE_LINE_OPACITY)
    }
    await expect(drawn[0]!.options.path[0]!.lat).toBeCloseTo(naksanLoop[0]!.lat, 3)
    await expect(rec.markers.filter((m) => m.onMap).map((m) => m.options.title)).toEqual(["출발"])
    await expect(rec.maps[0]!.calls.map(([name]) => name)).toContain("fitBounds")
  }
}

/** Without `fitToContent` the map opens on the centre at zoom 16 (the spec's level 4). */
export const CentreAndDefaultZoom: Story = {
  args: {
    routes: [{ points: longLiveRoute.map((p) => p.location) }],
    markers: [...hotPlaces.map((position) => ({ position, kind: "hotplace" as const })), { position: center, kind: "me" }]
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(standIn().polylines).toHaveLength(1))
    const rec = standIn()
    await expect(canvasElement.querySelector('[data-map="naver"]')).toHaveAttribute("data-state", "ready")
    await expect(rec.maps[0]!.options.zoom).toBe(16)
    await expect(rec.maps[0]!.options.center).toEqual({ lat: center.lat, lng: center.lng })
    const [route] = rec.polylines
    await expect(route!.options.path.length).toBeLessThan(longLiveRoute.length)
    await expect(route!.options.strokeColor).toBe(ROUTE_COLORS[0])
    await expect(rec.markers.filter((m) => m.options.title === "핫플레이스")).toHaveLength(hotPlaces.length)
  }
}

/** When the SDK does not define `naver.maps` (blocked, wrong key), the schematic map is shown instead. */
export const FallsBackWhenSdkFails: Story = {
  loaders: [async () => ({ sdkUrl: "data:text/javascript,void%200" })],
  args: { markers: [{ position: center, kind: "me" }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-map="schematic"]')).not.toBeNull())
  }
}

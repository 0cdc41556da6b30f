import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { ROUTE_COLORS, type NearbyRoute } from "@mungwalk/core"
import { locatedAt, locatedIn } from "../../app/storyStates.ts"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { NearbyView } from "./NearbyView.tsx"
import { center, nearbyRoutes } from "./fixtures.ts"

const meta = {
  title: "Walk/NearbyView",
  component: NearbyView,
  args: { routes: locatedIn<ReadonlyArray<NearbyRoute>>("success", locatedAt(center), nearbyRoutes) }
} satisfies Meta<typeof NearbyView>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { routes: locatedIn<ReadonlyArray<NearbyRoute>>("loading", null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "주변 산책로를 불러오는 중" })).toBeInTheDocument()
  }
}

export const Empty: Story = {
  args: { routes: locatedIn<ReadonlyArray<NearbyRoute>>("empty", locatedAt(center), []) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("근처에 다른 산책 기록이 아직 없어요.")).toBeVisible()
  }
}

/** A failed load says so and offers '다시 시도' (decision 0012: not the "no routes here" of a real empty answer). */
export const Failed: Story = {
  args: { routes: locatedIn<ReadonlyArray<NearbyRoute>>("failure", null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("주변 산책로를 불러오지 못했어요.")).toBeVisible()
    await expect(canvas.queryByText("근처에 다른 산책 기록이 아직 없어요.")).toBeNull()
    await expect(canvas.getByRole("button", { name: "다시 시도" })).toBeVisible()
  }
}

export const Routes: Story = {
  play: async ({ canvasElement }) => {
    await mapsSettled(canvasElement)
    const drawn = [...canvasElement.querySelectorAll('[data-part="route"]')].map((r) => r.getAttribute("stroke"))
    await expect(drawn).toEqual(ROUTE_COLORS.slice(0, nearbyRoutes.length))
    await expect(within(canvasElement).getByText(`근처에서 다른 멍멍이들이 걸은 길 ${nearbyRoutes.length}개`)).toBeVisible()
  }
}

/**
 * Many routes drawn over each other are told apart: the one picked in the list (or tapped on the
 * map) is drawn thicker and last (on top), the others dimmed; its button is pressed.
 */
export const RouteSelected: Story = {
  args: { selectedRoute: 2, onSelectRoute: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await mapsSettled(canvasElement)
    const drawn = [...canvasElement.querySelectorAll('[data-part="route"]')]
    await expect(drawn.map((r) => r.getAttribute("data-state"))).toEqual(["dimmed", "dimmed", "dimmed", "selected"])
    const top = drawn.at(-1)!
    await expect(top.getAttribute("stroke")).toBe(ROUTE_COLORS[2])
    await expect(Number(top.getAttribute("stroke-width"))).toBeGreaterThan(Number(drawn[0]!.getAttribute("stroke-width")))
    await expect(Number(drawn[0]!.getAttribute("opacity"))).toBeLessThan(0.5)
    const list = canvas.getByRole("list", { name: "주변 산책로 목록" })
    await expect(within(list).getByRole("button", { name: /^길 3 · / })).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(within(list).getByRole("button", { name: /^길 1 · / }))
    await expect(args.onSelectRoute).toHaveBeenLastCalledWith(0)
    // The picked one again: none picked.
    await userEvent.click(within(list).getByRole("button", { name: /^길 3 · / }))
    await expect(args.onSelectRoute).toHaveBeenLastCalledWith(null)
  }
}

/** A tap on a route on the map picks it (the schematic map here; MapLibre picks the topmost line under the finger). */
export const TapRoute: Story = {
  args: { onSelectRoute: fn() },
  play: async ({ canvasElement, args }) => {
    await mapsSettled(canvasElement)
    const line = canvasElement.querySelectorAll('[data-part="route"]')[1]!
    await userEvent.click(line)
    await expect(args.onSelectRoute).toHaveBeenCalledWith(1)
    await expect(within(canvasElement).getByRole("list", { name: "주변 산책로 목록" }).querySelectorAll("button")).toHaveLength(nearbyRoutes.length)
  }
}

/**
 * On a 360×640 phone the list sits below the map: a route tapped there, with the map scrolled up
 * out of view, brings the map back into view to show it.
 */
export const TapInTheListShowsTheMap: Story = {
  parameters: { viewport: { options: { phone360x640: { name: "Phone 360×640", styles: { width: "360px", height: "640px" }, type: "mobile" } } } },
  globals: { viewport: { value: "phone360x640", isRotated: false } },
  args: { onSelectRoute: fn() },
  // The shell's room for the bottom navigation under the screen (none in a story otherwise).
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 64 }}>
        <Story />
      </div>
    )
  ],
  play: async ({ canvasElement, args }) => {
    await expect(window.innerHeight).toBe(640)
    await mapsSettled(canvasElement)
    const list = within(canvasElement).getByRole("list", { name: "주변 산책로 목록" })
    // Scrolled to the page's end, as a thumb reading the list does.
    window.scrollTo(0, document.scrollingElement!.scrollHeight)
    // The map's own frame (once drawn: not the placeholder it replaced).
    const mapTop = () => canvasElement.querySelector<HTMLElement>("[data-map]")!.getBoundingClientRect().top
    await waitFor(() => expect(mapTop()).toBeLessThan(-100))
    await userEvent.click(within(list).getByRole("button", { name: /^길 2 · / }))
    await expect(args.onSelectRoute).toHaveBeenLastCalledWith(1)
    await waitFor(() => expect(mapTop()).toBeGreaterThanOrEqual(-1))
  }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
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

/** §8: a failed load leaves the map empty, like no routes. */
export const Failed: Story = {
  args: { routes: locatedIn<ReadonlyArray<NearbyRoute>>("failure", null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("근처에 다른 산책 기록이 아직 없어요.")).toBeVisible()
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

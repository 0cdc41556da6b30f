import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { ROUTE_COLORS } from "@mungwalk/core"
import { NearbyView } from "./NearbyView.tsx"
import { loading, ready } from "./loadable.ts"
import { center, nearbyRoutes } from "./fixtures.ts"

const meta = {
  title: "Walk/NearbyView",
  component: NearbyView,
  args: { center, position: center, routes: ready(nearbyRoutes) }
} satisfies Meta<typeof NearbyView>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { routes: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "주변 산책로를 불러오는 중" })).toBeInTheDocument()
  }
}

export const Empty: Story = {
  args: { routes: ready([]) },
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

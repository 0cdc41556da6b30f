import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { pointEntries } from "../../fixtures.ts"
import type { PointEntry } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
import { PointHistoryView } from "./PointHistoryView.tsx"

const meta = {
  title: "Screens/MyPage/PointHistory",
  component: PointHistoryView,
  parameters: { path: "/mypage/point" },
  args: { points: loadableIn<ReadonlyArray<PointEntry>>("success", pointEntries) }
} satisfies Meta<typeof PointHistoryView>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("+100")).toBeVisible()
    await expect(canvas.getByText("-50")).toBeVisible()
    await expect(canvas.getByText("25-05-21 18:42:10")).toBeVisible()
  }
}

export const Empty: Story = { args: { points: loadableIn("empty", []) } }

export const Loading: Story = { args: { points: loadableIn("loading") } }

export const LoadFailed: Story = { args: { points: loadableIn("failure", null, fn()) } }

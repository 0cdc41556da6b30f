import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ErrorView } from "./ErrorView.tsx"

const meta = {
  title: "Screens/Error",
  component: ErrorView,
  args: { onBack: fn(), onRetry: fn() }
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  args: { kind: "notFound" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "페이지를 찾을 수 없어요" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "이전 페이지로" }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  }
}

export const ChunkLoadFailed: Story = {
  args: { kind: "chunk" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "다시 시도" }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  }
}

export const Crashed: Story = { args: { kind: "crash" } }

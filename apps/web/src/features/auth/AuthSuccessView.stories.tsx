import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { AuthSuccessView } from "./AuthSuccessView.tsx"

const meta = {
  title: "Screens/AuthSuccess",
  component: AuthSuccessView,
  parameters: { path: "/auth/success" }
} satisfies Meta<typeof AuthSuccessView>

export default meta
type Story = StoryObj<typeof meta>

export const SigningIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "로그인 처리 중" })).toBeVisible()
  }
}

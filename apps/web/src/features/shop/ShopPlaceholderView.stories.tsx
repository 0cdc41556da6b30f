import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { PLACEHOLDER_COPY, ShopPlaceholderView } from "./ShopPlaceholderView.tsx"

const meta = {
  title: "Screens/Shop/Placeholder",
  component: ShopPlaceholderView,
  parameters: { path: "/shop/test" },
  args: { path: "/shop/test" }
} satisfies Meta<typeof ShopPlaceholderView>

export default meta
type Story = StoryObj<typeof meta>

export const ShopTest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("/shop/test")).toBeVisible()
    await expect(canvas.getByRole("link", { name: PLACEHOLDER_COPY.toShop })).toHaveAttribute("href", "/shop")
  }
}

export const ShopItem: Story = { parameters: { path: "/shop/item/" }, args: { path: "/shop/item/" } }

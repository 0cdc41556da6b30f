import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import { PAYMENT_COMPLETE_COPY, PaymentCompleteView } from "./PaymentCompleteView.tsx"
import { PAYMENT_ERROR_COPY, PaymentErrorView } from "./PaymentErrorView.tsx"

const meta = {
  title: "Screens/Shop/Payment",
  component: PaymentCompleteView,
  parameters: { path: "/shop/payment/complete" }
} satisfies Meta<typeof PaymentCompleteView>

export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: PAYMENT_COMPLETE_COPY.title })).toBeVisible()
    await expect(canvas.getByRole("link", { name: PAYMENT_COMPLETE_COPY.toMain })).toHaveAttribute("href", "/")
  }
}

/** §8: the spec's message verbatim and a way back to the cart. */
export const PaymentError: Story = {
  parameters: { path: "/shop/payment/error" },
  render: () => <PaymentErrorView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.paymentFailed)
    await expect(canvas.getByRole("link", { name: PAYMENT_ERROR_COPY.toCart })).toHaveAttribute("href", "/shop/cart")
  }
}

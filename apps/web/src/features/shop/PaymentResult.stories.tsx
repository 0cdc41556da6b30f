import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import { connectPaymentResult, outcomeFromSearch, PAYMENT_RESULT_COPY, paymentResultMachine } from "@mungwalk/core/paymentResult"
import { PaymentCompleteView } from "./PaymentCompleteView.tsx"
import { PAYMENT_ERROR_COPY, PaymentErrorView } from "./PaymentErrorView.tsx"

/** The page's view model from a result-machine snapshot for the address's query (`resolveState` → `connectPaymentResult`). */
const resultFor = (search: string) =>
  connectPaymentResult(paymentResultMachine.resolveState({ value: "shown", context: { outcome: outcomeFromSearch(search) } }))

const meta = {
  title: "Screens/Shop/Payment",
  component: PaymentCompleteView,
  parameters: { path: "/shop/payment/complete" },
  args: { result: resultFor("") }
} satisfies Meta<typeof PaymentCompleteView>

export default meta
type Story = StoryObj<typeof meta>

/** §2: the success message and the main page; the order list beside it. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: PAYMENT_RESULT_COPY.paidTitle })).toBeVisible()
    await expect(canvas.getByRole("link", { name: PAYMENT_RESULT_COPY.toMain })).toHaveAttribute("href", "/")
    await expect(canvas.getByRole("link", { name: PAYMENT_RESULT_COPY.toOrders })).toHaveAttribute("href", "/mypage/orderlist")
  }
}

/** `?status=pending`: the provider's answer did not come in time — neither success nor failure; the order list first. */
export const Pending: Story = {
  parameters: { path: "/shop/payment/complete?status=pending" },
  args: { result: resultFor("?status=pending") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: "결제 확인 중이에요" })).toBeVisible()
    await expect(canvas.getByText(PAYMENT_RESULT_COPY.pendingDetail)).toBeVisible()
    const [first, second] = canvas.getAllByRole("link")
    await expect(first).toHaveTextContent("주문 내역 보기")
    await expect(first).toHaveAttribute("href", "/mypage/orderlist")
    await expect(second).toHaveAttribute("href", "/")
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

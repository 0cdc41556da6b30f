import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ORDER_COPY, OrderListView } from "./OrderListView.tsx"
import { orderListIn, storyOrderItem, storyOrderItems } from "./storyModels.ts"

const items = storyOrderItems(8)
const target = items[0]!

const meta = {
  title: "Screens/Shop/OrderList",
  component: OrderListView,
  parameters: { path: "/mypage/orderlist" },
  args: {
    orders: orderListIn({ ready: "still" }, items),
    refund: { status: "idle" },
    onRefund: fn(),
    onConfirmRefund: fn(),
    onCloseRefund: fn()
  }
} satisfies Meta<typeof OrderListView>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole("alertdialog"))

/** Newest first, date as yy-mm-dd hh:mm:ss (KST); unrefunded lines have a refund button, refunded ones '환불 완료'. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(within(canvas.getByRole("list", { name: ORDER_COPY.title })).getAllByRole("listitem")).toHaveLength(8)
    await expect(canvas.getByText("26-11-20 18:58:59")).toBeVisible()
    await expect(canvas.getAllByText(ORDER_COPY.refunded).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole("button", { name: `${storyOrderItem(3).productName} ${ORDER_COPY.refund}` })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: `${target.productName} ${ORDER_COPY.refund}` }))
    await expect(args.onRefund).toHaveBeenCalledWith(target)
  }
}

export const Loading: Story = { args: { orders: orderListIn("loading") } }

export const Reloading: Story = { args: { orders: orderListIn("loading", items) } }

export const LoadingMore: Story = {
  args: { orders: orderListIn({ ready: "loadingMore" }, items) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "주문 내역을 더 불러오는 중" })).toBeInTheDocument()
  }
}

export const MoreFailed: Story = { args: { orders: orderListIn({ ready: "moreFailure" }, items) } }

export const End: Story = {
  args: { orders: orderListIn("end", items.slice(0, 3)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ORDER_COPY.end)).toBeVisible()
  }
}

export const Empty: Story = {
  args: { orders: orderListIn("empty") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: ORDER_COPY.goShopping })).toHaveAttribute("href", "/shop")
  }
}

export const Failed: Story = { args: { orders: orderListIn("failure", [], fn()) } }

export const RefundConfirming: Story = {
  args: { refund: { status: "confirming", item: target } },
  play: async ({ canvasElement, args }) => {
    const modal = dialog(canvasElement)
    await expect(modal.getByRole("heading", { name: ORDER_COPY.confirmTitle })).toBeInTheDocument()
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.refund }))
    await expect(args.onConfirmRefund).toHaveBeenCalled()
  }
}

export const Refunding: Story = {
  args: { refund: { status: "refunding", item: target } },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole("button", { name: ORDER_COPY.refunding })).toHaveAttribute("aria-busy", "true")
    await expect(dialog(canvasElement).getByRole("button", { name: ORDER_COPY.cancel })).toBeDisabled()
  }
}

/** §4 'refund done': the line now shows '환불 완료' (the list reloaded it) and the dialog says so. */
export const RefundDone: Story = {
  args: {
    orders: orderListIn({ ready: "still" }, [{ ...target, isRefunded: true }, ...items.slice(1)]),
    refund: { status: "done", item: { ...target, isRefunded: true } }
  },
  play: async ({ canvasElement, args }) => {
    const modal = within(within(canvasElement.ownerDocument.body).getByRole("dialog", { name: ORDER_COPY.doneTitle }))
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.ok }))
    await expect(args.onCloseRefund).toHaveBeenCalled()
  }
}

export const RefundFailed: Story = {
  args: { refund: { status: "failed", item: target, message: "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요." } },
  play: async ({ canvasElement, args }) => {
    const modal = dialog(canvasElement)
    await expect(modal.getByText("결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요.")).toBeInTheDocument()
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.retry }))
    await expect(args.onConfirmRefund).toHaveBeenCalled()
  }
}

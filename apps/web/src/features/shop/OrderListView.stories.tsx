import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { OrderItem } from "@mungwalk/core"
import { connectOrderRefund, orderRefundMachine } from "@mungwalk/core/orders"
import { ORDER_COPY, OrderListView, OrderRefund, type RefundSlot } from "./OrderListView.tsx"
import { orderListIn, storyOrderItem, storyOrderItems } from "./storyModels.ts"

const items = storyOrderItems(8)
const target = items[0]!
const send = fn()

type RefundValue = "idle" | "confirming" | "refunding" | "failed"

const FAILURE = "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요."

/** A row's refund from a refund-machine snapshot (`resolveState` → `connectOrderRefund`): the target row in `value`, the others idle. */
const StoryRefund = ({ item, value }: { item: OrderItem; value: RefundValue }) => {
  const mine = item.orderItemId === target.orderItemId
  const snapshot = orderRefundMachine.resolveState({
    value: mine ? value : "idle",
    context: { orderItemId: item.orderItemId, refundedAtLoad: false, error: mine && value === "failed" ? FAILURE : null }
  })
  return <OrderRefund item={item} refund={connectOrderRefund(snapshot, (event) => send({ ...event, orderItemId: item.orderItemId }))} />
}
const IdleRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="idle" />
const ConfirmingRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="confirming" />
const RefundingRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="refunding" />
const FailedRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="failed" />

const meta = {
  title: "Screens/Shop/OrderList",
  component: OrderListView,
  parameters: { path: "/mypage/orderlist" },
  args: {
    orders: orderListIn({ ready: "still" }, items),
    refunded: fn<(item: OrderItem) => void>(),
    Refund: IdleRefund
  },
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof OrderListView>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole("alertdialog"))

/** Newest first, date as yy-mm-dd hh:mm:ss (KST); unrefunded lines have a refund button, refunded ones '환불 완료'. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(within(canvas.getByRole("list", { name: ORDER_COPY.title })).getAllByRole("listitem")).toHaveLength(8)
    await expect(canvas.getByText("26-11-20 18:58:59")).toBeVisible()
    await expect(canvas.getAllByText(ORDER_COPY.refunded).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole("button", { name: `${storyOrderItem(3).productName} ${ORDER_COPY.refund}` })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: `${target.productName} ${ORDER_COPY.refund}` }))
    await expect(send).toHaveBeenCalledWith({ type: "user.refund", orderItemId: target.orderItemId })
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
  args: { Refund: ConfirmingRefund },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement)
    await expect(modal.getByRole("heading", { name: ORDER_COPY.confirmTitle })).toBeInTheDocument()
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.refund }))
    await expect(send).toHaveBeenCalledWith({ type: "user.confirm", orderItemId: target.orderItemId })
  }
}

export const Refunding: Story = {
  args: { Refund: RefundingRefund },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole("button", { name: ORDER_COPY.refunding })).toHaveAttribute("aria-busy", "true")
    await expect(dialog(canvasElement).getByRole("button", { name: ORDER_COPY.cancel })).toBeDisabled()
  }
}

/** §4 'refund done': the list marked the line refunded in place, so it shows '환불 완료' and no button. */
export const RefundDone: Story = {
  args: { orders: orderListIn({ ready: "still" }, [{ ...target, isRefunded: true }, ...items.slice(1)]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = within(canvas.getAllByRole("listitem")[0]!)
    await expect(row.getByText(ORDER_COPY.refunded)).toBeVisible()
    await expect(row.queryByRole("button")).toBeNull()
  }
}

export const RefundFailed: Story = {
  args: { Refund: FailedRefund },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement)
    await expect(modal.getByText(FAILURE)).toBeInTheDocument()
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.retry }))
    await expect(send).toHaveBeenCalledWith({ type: "user.retry", orderItemId: target.orderItemId })
  }
}

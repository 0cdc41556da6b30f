import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { OrderItem } from "@mungwalk/core"
import { connectOrderRefund, orderLineStatus, orderRefundMachine, refundSplit } from "@mungwalk/core/orders"
import { ORDER_COPY, OrderListView, OrderRefund, type OrderListModel, type OrderListViewProps, type RefundSlot } from "./OrderListView.tsx"
import { orderListIn, storyNow, storyOrderItem, storyOrderItems } from "./storyModels.ts"
import { Button } from "../../ui/index.ts"

const items = storyOrderItems(8)
const target = items[0]!
const send = fn()

type RefundValue = "idle" | "confirming" | "refunding" | "failed" | "unanswered"

const FAILURE = "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요."

/** Where a row's refund machine starts for the line's status (its `start` state's choice). */
const START = { PAID: "idle", PAYING: "paying", REFUNDING: "pending", REFUNDED: "refunded" } as const

/** A row's refund from a refund-machine snapshot (`resolveState` → `connectOrderRefund`): the target row in `value`, the others (or all) as they start. */
const StoryRefund = ({ item, value }: { item: OrderItem; value?: RefundValue }) => {
  const mine = item.orderItemId === target.orderItemId && value !== undefined
  const statusAtLoad = orderLineStatus(item)
  const snapshot = orderRefundMachine.resolveState({
    value: !mine ? START[statusAtLoad] : value === "unanswered" ? "failed" : value,
    context: {
      orderItemId: item.orderItemId,
      statusAtLoad,
      split: refundSplit(item),
      error: mine && value === "failed" ? FAILURE : mine && value === "unanswered" ? ORDER_COPY.refundUnknown : null,
      uncertain: mine && value === "unanswered"
    }
  })
  return <OrderRefund item={item} refund={connectOrderRefund(snapshot, (event) => send({ ...event, orderItemId: item.orderItemId }))} />
}
const AsLoadedRefund: RefundSlot = ({ item }) => <StoryRefund item={item} />
const ConfirmingRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="confirming" />
const RefundingRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="refunding" />
const FailedRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="failed" />
const UnansweredRefund: RefundSlot = ({ item }) => <StoryRefund item={item} value="unanswered" />

const meta = {
  title: "Screens/Shop/OrderList",
  // The args are the view model (`connectOrderList`'s fields) and the refund slot, so each story states only what differs.
  render: ({ Refund, ...list }) => <OrderListView list={list} Refund={Refund} now={storyNow} />,
  parameters: { path: "/mypage/orderlist" },
  args: {
    orders: orderListIn({ ready: "still" }, items),
    refunded: fn<(item: OrderItem) => void>(),
    refunding: fn<(item: OrderItem) => void>(),
    Refund: AsLoadedRefund
  },
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<OrderListModel & Pick<OrderListViewProps, "Refund">>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole("alertdialog"))

/** A refund that goes through at once. */
const QuickRefund: RefundSlot = ({ item, onRefunded }) => (
  <Button variant="outline" size="sm" onClick={onRefunded} aria-label={`${item.productName} 환불하기`}>
    환불하기
  </Button>
)

/** The list as a screen keeps it: a row's refund going through turns the row '환불 완료' (its controls gone). */
const RefundingList = () => {
  const [lines, setLines] = useState(items)
  const refunded = (item: OrderItem) =>
    setLines((now) => now.map((l) => (l.orderItemId === item.orderItemId ? { ...l, isRefunded: true, status: "REFUNDED" as const } : l)))
  return <OrderListView list={{ orders: orderListIn({ ready: "still" }, lines), refunded, refunding: () => {} }} Refund={QuickRefund} now={storyNow} />
}

/**
 * A refund that went through takes the row's controls away, and the focus that was on them goes
 * to the row (which reads '환불 완료'), not to the page's top.
 */
export const FocusAfterRefund: Story = {
  render: () => <RefundingList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: `${target.productName} 환불하기` }))
    const row = canvasElement.querySelector('[data-part="order"]') as HTMLElement
    await expect(row).toHaveAttribute("data-state", "refunded")
    await expect(row).toHaveFocus()
  }
}

/** Newest first, date as yy-mm-dd hh:mm:ss (KST); unrefunded lines have a refund button, refunded ones '환불 완료'. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(within(canvas.getByRole("list", { name: ORDER_COPY.title })).getAllByRole("listitem")).toHaveLength(8)
    await expect(canvas.getByText("11월 20일 (금) 오후 6:58")).toBeVisible()
    await expect(canvas.getAllByText(ORDER_COPY.refunded).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole("button", { name: `${storyOrderItem(3).productName} ${ORDER_COPY.refund}` })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: `${target.productName} ${ORDER_COPY.refund}` }))
    await expect(send).toHaveBeenCalledWith({ type: "user.refund", orderItemId: target.orderItemId })
  }
}

/**
 * Lines waiting on the pay provider: a payment being confirmed ('결제 확인 중', no refund button), a
 * refund sent whose answer is not known yet ('환불 처리 중', the button off), then a paid and a refunded line.
 */
export const Settling: Story = {
  args: {
    orders: orderListIn({ ready: "still" }, [
      storyOrderItem(1, { status: "PAYING" }),
      storyOrderItem(2, { status: "REFUNDING" }),
      storyOrderItem(5, { status: "PAID" }),
      storyOrderItem(3, { status: "REFUNDED", isRefunded: true })
    ])
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement)
      .getAllByRole("listitem")
      .map((row) => within(row))
    await expect(rows.map((row) => row.getAllByText(/결제 확인 중|결제 완료|환불 처리 중|환불 완료/)[0]!.textContent)).toEqual([
      "결제 확인 중",
      "환불 처리 중",
      "결제 완료",
      "환불 완료"
    ])
    await expect(rows[0]!.queryByRole("button")).toBeNull()
    await expect(rows[0]!.getByText(ORDER_COPY.payingNote)).toBeVisible()
    await expect(rows[1]!.getByRole("button", { name: `${storyOrderItem(2).productName} ${ORDER_COPY.pending}` })).toBeDisabled()
    await expect(rows[1]!.getByText(ORDER_COPY.pendingNote)).toBeVisible()
    await expect(rows[2]!.getByRole("button", { name: `${storyOrderItem(5).productName} ${ORDER_COPY.refund}` })).toBeEnabled()
    await expect(rows[3]!.queryByRole("button")).toBeNull()
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

/** The confirmation says what comes back where: the cash part to 카카오페이, the line's points (POINTSHARE) as points. */
export const RefundConfirming: Story = {
  args: { Refund: ConfirmingRefund },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement)
    await expect(modal.getByRole("heading", { name: ORDER_COPY.confirmTitle })).toBeInTheDocument()
    await expect(modal.getByText("결제 금액 62,800원은 카카오페이로, 3,000P는 포인트로 돌려드려요.")).toBeInTheDocument()
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.refund }))
    await expect(send).toHaveBeenCalledWith({ type: "user.confirm", orderItemId: target.orderItemId })
  }
}

/** A line paid without points: only the cash part is said. */
export const RefundConfirmingCashOnly: Story = {
  args: { orders: orderListIn({ ready: "still" }, [{ ...target, pointShare: 0 }, ...items.slice(1)]), Refund: ConfirmingRefund },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByText("결제 금액 65,800원은 카카오페이로 돌려드려요.")).toBeInTheDocument()
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
  args: { orders: orderListIn({ ready: "still" }, [{ ...target, isRefunded: true, status: "REFUNDED" }, ...items.slice(1)]) },
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

/**
 * The refund call got no answer (the connection cut, a timeout): it may have gone through. The
 * message says so, and that a retry never refunds twice; closing it shows '환불 처리 중' while the
 * list reads the line's status from the server.
 */
export const RefundUnanswered: Story = {
  args: { Refund: UnansweredRefund },
  play: async ({ canvasElement }) => {
    const modal = within(within(canvasElement.ownerDocument.body).getByRole("alertdialog", { name: ORDER_COPY.unknownTitle }))
    await expect(modal.getByText(ORDER_COPY.refundUnknown)).toBeInTheDocument()
    await userEvent.click(modal.getByRole("button", { name: ORDER_COPY.close }))
    await expect(send).toHaveBeenCalledWith({ type: "user.dismiss", orderItemId: target.orderItemId })
  }
}

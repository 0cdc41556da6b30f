/** One order line's refund as the view draws it: the button, the confirmation, the result. */
import type { SnapshotFrom } from "xstate"
import type { OrderRefundMachine } from "./orderRefund.machine.ts"
import { ORDER_COPY, type OrderRefundEvent } from "./orderRefund.types.ts"

/** `available`: the refund button; `confirming`: the confirmation dialog is open; `refunded`: 'refund done'. */
export type OrderRefundStatus = "available" | "confirming" | "refunding" | "refunded" | "failed"

export interface OrderRefundView {
  readonly status: OrderRefundStatus
  /** The line's button text: '환불하기', '환불 중…' or '환불 완료' (disabled unless `canRefund`). */
  readonly buttonLabel: string
  readonly canRefund: boolean
  readonly isRefunded: boolean
  /** The confirmation dialog is open (`confirm()` / `cancel()`). */
  readonly isConfirming: boolean
  /** Why the refund failed (Korean), in `failed`; `retry()` or `dismiss()`. */
  readonly error: string | null
  readonly copy: typeof ORDER_COPY
  refund(): void
  confirm(): void
  cancel(): void
  retry(): void
  dismiss(): void
}

const statusOf = (s: SnapshotFrom<OrderRefundMachine>): OrderRefundStatus => {
  if (s.matches("confirming")) return "confirming"
  if (s.matches("refunding")) return "refunding"
  if (s.matches("refunded")) return "refunded"
  if (s.matches("failed")) return "failed"
  return "available"
}

export const connectOrderRefund = (snapshot: SnapshotFrom<OrderRefundMachine>, send: (event: OrderRefundEvent) => void): OrderRefundView => {
  const status = statusOf(snapshot)
  return {
    status,
    buttonLabel: status === "refunded" ? ORDER_COPY.refunded : status === "refunding" ? ORDER_COPY.refunding : ORDER_COPY.refund,
    canRefund: status === "available",
    isRefunded: status === "refunded",
    isConfirming: status === "confirming",
    error: status === "failed" ? snapshot.context.error : null,
    copy: ORDER_COPY,
    refund: () => send({ type: "user.refund" }),
    confirm: () => send({ type: "user.confirm" }),
    cancel: () => send({ type: "user.cancel" }),
    retry: () => send({ type: "user.retry" }),
    dismiss: () => send({ type: "user.dismiss" })
  }
}

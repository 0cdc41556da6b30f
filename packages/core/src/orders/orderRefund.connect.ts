/** One order line's refund as the view draws it: the button, the confirmation, the result. */
import type { SnapshotFrom } from "xstate"
import type { OrderRefundMachine } from "./orderRefund.machine.ts"
import { refundDetail } from "./orders.rules.ts"
import { ORDER_COPY, type OrderRefundEvent } from "./orderRefund.types.ts"

/**
 * `available`: the refund button; `confirming`: the confirmation dialog is open; `pending`: sent,
 * the provider's answer not known yet ('환불 처리 중'); `paying`: the payment is not confirmed yet
 * (no button); `refunded`: 'refund done'.
 */
export type OrderRefundStatus = "paying" | "available" | "confirming" | "refunding" | "pending" | "refunded" | "failed"

export interface OrderRefundView {
  readonly status: OrderRefundStatus
  /** Whether the line shows a refund button at all (not while its payment is being confirmed). */
  readonly hasButton: boolean
  /** The button's text: '환불하기', '환불 중', '환불 처리 중' or '환불 완료' (disabled unless `canRefund`). */
  readonly buttonLabel: string
  readonly canRefund: boolean
  /** The refund call is running (the button and the dialog's confirm show it). */
  readonly isRefunding: boolean
  readonly isPending: boolean
  readonly isRefunded: boolean
  /** The confirmation dialog is open (`confirm()` / `cancel()`), also while its call runs. */
  readonly isConfirming: boolean
  /** What the refund returns: '결제 금액 12,000원은 카카오페이로, 3,000P는 포인트로 돌려드려요.' */
  readonly confirmDetail: string
  /** A line under the button while the provider's answer is awaited (paying or pending), or null. */
  readonly note: string | null
  /** Why the refund failed (Korean), in `failed`; `retry()` or `dismiss()`. */
  readonly error: string | null
  /** The failure's title: '환불하지 못했어요', or '환불됐는지 확인하지 못했어요' when the call got no answer. */
  readonly errorTitle: string
  readonly copy: typeof ORDER_COPY
  refund(): void
  confirm(): void
  cancel(): void
  retry(): void
  dismiss(): void
}

const STATES = ["paying", "confirming", "refunding", "pending", "refunded", "failed"] as const

const statusOf = (s: SnapshotFrom<OrderRefundMachine>): OrderRefundStatus => STATES.find((state) => s.matches(state)) ?? "available"

const BUTTON_LABEL: Record<OrderRefundStatus, string> = {
  paying: ORDER_COPY.refund,
  available: ORDER_COPY.refund,
  confirming: ORDER_COPY.refund,
  failed: ORDER_COPY.refund,
  refunding: ORDER_COPY.refunding,
  pending: ORDER_COPY.pending,
  refunded: ORDER_COPY.refunded
}

export const connectOrderRefund = (snapshot: SnapshotFrom<OrderRefundMachine>, send: (event: OrderRefundEvent) => void): OrderRefundView => {
  const status = statusOf(snapshot)
  return {
    status,
    hasButton: status !== "paying",
    buttonLabel: BUTTON_LABEL[status],
    canRefund: status === "available",
    isRefunding: status === "refunding",
    isPending: status === "pending",
    isRefunded: status === "refunded",
    isConfirming: status === "confirming" || status === "refunding",
    confirmDetail: refundDetail(snapshot.context.split),
    note: status === "paying" ? ORDER_COPY.payingNote : status === "pending" ? ORDER_COPY.pendingNote : null,
    error: status === "failed" ? snapshot.context.error : null,
    errorTitle: snapshot.context.uncertain ? ORDER_COPY.unknownTitle : ORDER_COPY.failedTitle,
    copy: ORDER_COPY,
    refund: () => send({ type: "user.refund" }),
    confirm: () => send({ type: "user.confirm" }),
    cancel: () => send({ type: "user.cancel" }),
    retry: () => send({ type: "user.retry" }),
    dismiss: () => send({ type: "user.dismiss" })
  }
}

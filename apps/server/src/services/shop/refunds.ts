/**
 * Refund of one order line (`POST /api/shop/payments/refund`): the owner only, a paid order only,
 * once. In one transaction holding the order's row, the line is claimed `none` → `refunding` with
 * what the provider's cancelable amount is before it (the order's cash less its refunded lines);
 * at most one line of an order is `refunding`, so that amount is exact. Then the provider's cancel
 * (with that amount as `cancel_available_amount`); its success refunds the line and returns its
 * points in one transaction. Any other answer is settled from the provider's status (`settle.ts`):
 * a definite refusal puts the line back (502), an unknown one leaves it `refunding` ('환불 처리 중')
 * for the reconciler. A repeat while `refunding` answers `REFUNDING` and calls nobody; a repeat of
 * a refunded line answers `REFUNDED` (a retry whose first answer was lost learns the refund went
 * through, rather than "failed") and changes nothing.
 */
import { and, eq, ne } from "drizzle-orm"
import type { RefundResult } from "@mungwalk/core/schema"
import { orderItems, orders } from "../../db/schema.ts"
import { ApiFailure, conflict, notFound } from "../../http/errors.ts"
import { paymentOff } from "./orders.ts"
import { settleWindowMs, type Shop } from "./orderStates.ts"
import { cancelAndSettle, finishRefund, refundedCash, refundingLines } from "./settle.ts"

export const REFUND_MESSAGES = {
  notFound: "주문 상품을 찾을 수 없어요.",
  notPaid: "결제가 완료된 주문만 환불할 수 있어요.",
  busy: "다른 상품의 환불을 처리하고 있어요. 잠시 후 다시 시도해주세요.",
  providerFailed: "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요."
} as const

const REFUNDED: RefundResult = { status: "REFUNDED" }
const REFUNDING: RefundResult = { status: "REFUNDING" }

export const refundOrderLine = async (shop: Shop, memberId: number, orderItemId: number): Promise<RefundResult> => {
  const { db, pay } = shop
  const claim = await db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        pointShare: orderItems.pointShare,
        cashShare: orderItems.cashShare,
        refundState: orderItems.refundState,
        status: orders.status,
        tid: orders.tid,
        orderCash: orders.cashAmount
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, orderItemId), eq(orderItems.memberId, memberId)))
      // Both rows: a refund that waited for another's lock then reads the line as that one left it.
      .for("update")
    if (!line) throw notFound(REFUND_MESSAGES.notFound)
    if (line.status !== "approved") throw conflict(REFUND_MESSAGES.notPaid)
    if (line.refundState === "refunded") return "refunded" as const
    if (line.refundState === "refunding") return "refunding" as const
    const cash = line.cashShare > 0
    if (cash && (!pay || line.tid === null)) throw paymentOff()
    const [busy] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, line.orderId), eq(orderItems.refundState, "refunding"), ne(orderItems.id, line.id)))
      .limit(1)
    if (busy) throw conflict(REFUND_MESSAGES.busy)
    const cancelableBefore = line.orderCash - (await refundedCash(tx, line.orderId))
    const [claimed] = await tx
      .update(orderItems)
      .set({ refundState: "refunding", cancelableBefore, settleAfter: new Date(Date.now() + settleWindowMs(shop)) })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.refundState, "none")))
      .returning({ id: orderItems.id })
    if (!claimed) return "refunding" as const
    return { ...line, cash }
  })
  if (claim === "refunding") return REFUNDING
  if (claim === "refunded") return REFUNDED
  if (!claim.cash) {
    await finishRefund(db, { id: claim.id, memberId, orderId: claim.orderId, pointShare: claim.pointShare })
    return REFUNDED
  }
  const [line] = await refundingLines(db, eq(orderItems.id, claim.id))
  if (!line) return REFUNDING
  const outcome = await cancelAndSettle(shop, pay!, line)
  if (outcome === "reverted") throw new ApiFailure(502, REFUND_MESSAGES.providerFailed)
  return outcome === "refunded" ? REFUNDED : REFUNDING
}

/**
 * Refund of one order line (`POST /api/shop/payments/refund`): the owner only, an approved order
 * only, once. The line is claimed with a conditional update (`refunded_at is null` → now), so of
 * concurrent refunds exactly one goes on; the provider's cancel takes the line's cash share, then
 * the line's point share comes back. A provider failure undoes the claim (the line stays
 * unrefunded) and answers 502.
 */
import { and, eq, isNull } from "drizzle-orm"
import { orderItems, orders } from "../../db/schema.ts"
import { ApiFailure, conflict, notFound } from "../../http/errors.ts"
import { logger } from "../../http/log.ts"
import { addPoints } from "../points.ts"
import { paymentOff, SHOP_POINTS, type Shop } from "./orders.ts"

export const REFUND_MESSAGES = {
  notFound: "주문 상품을 찾을 수 없어요.",
  notPaid: "결제가 완료된 주문만 환불할 수 있어요.",
  already: "이미 환불된 상품이에요.",
  providerFailed: "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요."
} as const

export const refundOrderLine = async (shop: Shop, memberId: number, orderItemId: number): Promise<void> => {
  const { db, pay } = shop
  const [line] = await db.select({
    id: orderItems.id,
    pointShare: orderItems.pointShare,
    cashShare: orderItems.cashShare,
    refundedAt: orderItems.refundedAt,
    status: orders.status,
    tid: orders.tid
  }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.memberId, memberId)))
  if (!line) throw notFound(REFUND_MESSAGES.notFound)
  if (line.status !== "approved") throw conflict(REFUND_MESSAGES.notPaid)
  if (line.refundedAt !== null) throw conflict(REFUND_MESSAGES.already)
  const cash = line.cashShare > 0
  if (cash && (!pay || line.tid === null)) throw paymentOff()

  const [claimed] = await db.update(orderItems).set({ refundedAt: new Date() })
    .where(and(eq(orderItems.id, line.id), isNull(orderItems.refundedAt))).returning({ id: orderItems.id })
  if (!claimed) throw conflict(REFUND_MESSAGES.already)

  if (cash) {
    try {
      await pay!.cancel({ tid: line.tid!, cancelAmount: line.cashShare, cancelTaxFreeAmount: 0 })
    } catch (err) {
      logger.warn("pay provider cancel failed", { orderItemId: line.id, provider: pay!.name, err })
      await db.update(orderItems).set({ refundedAt: null }).where(eq(orderItems.id, line.id))
      throw new ApiFailure(502, REFUND_MESSAGES.providerFailed)
    }
  }
  if (line.pointShare > 0) await addPoints(db, memberId, { type: "plus", amount: line.pointShare, description: SHOP_POINTS.refunded })
}

/**
 * The order state changes that checkout (`orders.ts`), settling (`settle.ts`) and refunds share:
 * the shop's dependencies and windows, closing orders with their points returned once, expiring
 * the stale ones, releasing a member's held checkouts (all, or the ones a client names), and marking an approval.
 */
import { and, eq, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm"
import type { Db, DbOrTx } from "../../db/client.ts"
import { cartItems, orderItems, orders, type OrderStatus } from "../../db/schema.ts"
import type { PayProvider } from "../../providers/pay.ts"
import { addPoints } from "../points.ts"

/** What the shop services need: the database, the pay provider (undefined: payment is off) and its timeout. */
export interface Shop {
  readonly db: Db
  readonly pay: PayProvider | undefined
  /** How long one provider call may take before its outcome counts as unknown (`KAKAOPAY_TIMEOUT_MS`). */
  readonly payTimeoutMs: number
}

/**
 * How long a request that claimed an order or a refund may go on settling it itself (up to three
 * provider calls) before the reconciler may take it over.
 */
export const settleWindowMs = (shop: Pick<Shop, "payTimeoutMs">): number => shop.payTimeoutMs * 3 + 1000

/** A `ready` order not approved within this time expires (its points come back); KakaoPay's own limit. */
export const READY_TTL_MS = 15 * 60_000

/** Point history descriptions of the shop. */
export const SHOP_POINTS = {
  spent: "상품 구매 포인트 사용",
  failed: "결제 실패 포인트 반환",
  canceled: "결제 취소 포인트 반환",
  expired: "결제 시간 초과 포인트 반환",
  refunded: "환불 포인트 반환"
} as const

/**
 * Closes the orders matching `where` that are still `from` as `status`, returning each one's
 * points once (`order.return`), in one transaction. Answers how many it closed; a repeat closes
 * nothing.
 */
export const closeOrders = (
  db: DbOrTx,
  where: SQL | undefined,
  from: "ready" | "approving",
  status: Exclude<OrderStatus, "ready" | "approving" | "approved">,
  description: string
): Promise<number> =>
  db.transaction(async (tx) => {
    const closed = await tx
      .update(orders)
      .set({ status, closedAt: new Date(), settleAfter: null })
      .where(and(eq(orders.status, from), where))
      .returning({ id: orders.id, memberId: orders.memberId, pointUsed: orders.pointUsed })
    for (const order of closed) {
      if (order.pointUsed > 0) {
        await addPoints(tx, order.memberId, { type: "plus", amount: order.pointUsed, description, cause: { kind: "order.return", orderId: order.id } })
      }
    }
    return closed.length
  })

/**
 * Closes the `ready` orders nobody can pay any more, returning their points: older than 15
 * minutes (the provider's page expired), or without a `tid` after the settle window (their ready
 * call never answered, so no member reached the provider's page). All members', or one member's.
 */
export const expireStaleOrders = async (shop: Pick<Shop, "db" | "payTimeoutMs">, now: Date = new Date(), memberId?: number): Promise<number> => {
  const member = memberId === undefined ? undefined : eq(orders.memberId, memberId)
  const expired = await closeOrders(shop.db, and(lt(orders.createdAt, new Date(now.getTime() - READY_TTL_MS)), member), "ready", "expired", SHOP_POINTS.expired)
  const unanswered = await closeOrders(
    shop.db,
    and(isNull(orders.tid), lt(orders.createdAt, new Date(now.getTime() - settleWindowMs(shop))), member),
    "ready",
    "failed",
    SHOP_POINTS.failed
  )
  return expired + unanswered
}

/**
 * Every new checkout (one at a time) and leaving the service: all the member's orders still
 * waiting on the provider's page are released and their points return at once. An approval that
 * comes later for one of them finds it closed and is not made.
 */
export const releaseHeldOrders = (db: DbOrTx, memberId: number): Promise<number> =>
  closeOrders(db, eq(orders.memberId, memberId), "ready", "canceled", SHOP_POINTS.canceled)

/**
 * `POST /api/shop/payments/release`: the member's orders still waiting on the provider's page whose
 * `checkoutId` the client names (it left them there and came back without paying) are released,
 * points back at once. Never another member's, never one being approved; the member's other
 * waiting orders (another tab, another device: maybe being paid right now) are left to
 * `expireStaleOrders`. Answers how many it closed.
 */
export const releaseCheckouts = async (db: DbOrTx, memberId: number, checkoutIds: ReadonlyArray<string>): Promise<number> =>
  checkoutIds.length === 0
    ? 0
    : closeOrders(db, and(eq(orders.memberId, memberId), inArray(orders.checkoutId, [...checkoutIds])), "ready", "canceled", SHOP_POINTS.canceled)

/**
 * The bought quantities leave the cart: a cart line bought whole goes, one the member has since
 * raised keeps the rest.
 */
export const takeBoughtFromCart = async (
  tx: DbOrTx,
  memberId: number,
  bought: ReadonlyArray<{ cartItemId: number | null; quantity: number }>
): Promise<void> => {
  for (const { cartItemId, quantity } of bought) {
    if (cartItemId === null) continue
    const line = and(eq(cartItems.id, cartItemId), eq(cartItems.memberId, memberId))
    await tx.delete(cartItems).where(and(line, lte(cartItems.quantity, quantity)))
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${quantity}` })
      .where(and(line, sql`${cartItems.quantity} > ${quantity}`))
  }
}

/** An `approving` order the provider approved at its amount: `approved`, and the bought quantities leave the cart. */
export const markApproved = (db: Db, orderId: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ status: "approved", approvedAt: new Date(), settleAfter: null })
      .where(and(eq(orders.id, orderId), eq(orders.status, "approving")))
      .returning({ id: orders.id, memberId: orders.memberId })
    if (!done) return false
    const lines = await tx.select({ cartItemId: orderItems.cartItemId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId))
    await takeBoughtFromCart(tx, done.memberId, lines)
    return true
  })

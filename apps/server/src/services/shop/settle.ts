/**
 * Settling with the pay provider (docs/ARCHITECTURE.md "Shop and payments"). A provider call
 * that gets no answer in time has an unknown outcome: the order stays `approving`, the line
 * `refunding`, and the provider's own status (`order(tid)`: status, approved, cancelled and
 * cancelable amounts) decides:
 *
 *   approving ─ provider approved at the order's amount ──────────────> approved
 *             ─ approved another amount (or cancelled from outside) ──> cancel what remains, failed
 *             ─ ended without approval, expired, or our approve refused > failed (points back once)
 *             ─ the member approved on its page, our approve not applied: the reconciler re-sends
 *               the approval with the kept pg_token (a repeat is refused by the provider, -702)
 *             ─ no answer ─────────────────────────────────────────────> stays; asked again later
 *
 *   refunding ─ provider's cancelled total = before + the line's cash ──> refunded (points back once)
 *             ─ = before, and our cancel was refused ─────────────────> back to paid (502 to the member)
 *             ─ = before, outcome unknown: the reconciler re-sends the cancel with
 *               `cancel_available_amount` = what could be cancelled before it, so a cancel that
 *               did happen meanwhile makes the provider refuse the repeat: never cancelled twice
 *             ─ no answer ─────────────────────────────────────────────> stays; asked again later
 *
 * The reconciler (`reconcile`) runs at start, every `PAY_RECONCILE_INTERVAL_MS` and when a member
 * opens the order list. Each instance may run it: rows are claimed with `FOR UPDATE SKIP LOCKED`
 * and a lease (`settle_after`), and every state change is a conditional update, so a row settled
 * by two at once changes once.
 */
import { and, asc, eq, inArray, lte, sum, type SQL } from "drizzle-orm"
import type { Db, DbOrTx } from "../../db/client.ts"
import { orderItems, orders } from "../../db/schema.ts"
import { logger } from "../../http/log.ts"
import { PAY_APPROVED_STATUSES, PAY_ENDED_STATUSES, PayProviderError, type PayOrderStatus, type PayProvider } from "../../providers/pay.ts"
import { addPoints } from "../points.ts"
import { closeOrders, expireStaleOrders, markApproved, READY_TTL_MS, settleWindowMs, SHOP_POINTS, type Shop } from "./orderStates.ts"

export type ApprovalOutcome = "approved" | "failed" | "unknown"
export type RefundOutcome = "refunded" | "reverted" | "unknown"

/** KakaoPay's answer to a second approval of one payment: it was approved already. */
const ALREADY_APPROVED = -702
/** After the provider's 15 minutes, a minute more before an unapproved payment counts as never approvable. */
const EXPIRY_MARGIN_MS = 60_000

type OrderRow = typeof orders.$inferSelect

const providerStatus = async (pay: PayProvider, tid: string, context: Record<string, unknown>): Promise<PayOrderStatus | undefined> => {
  try {
    return await pay.order({ tid })
  } catch (err) {
    logger.warn("pay provider status unknown", { ...context, provider: pay.name, err })
    return undefined
  }
}

const refusedApproval = (err: unknown): boolean => err instanceof PayProviderError && err.isRefusal && err.code !== ALREADY_APPROVED

/**
 * Settles an `approving` order from the provider's status. `refused`: our approval call got a
 * definite refusal. `resend`: re-send the approval when the member approved on the provider's
 * page and it was not applied (the reconciler; a request that just sent it does not).
 */
export const settleApproval = async (
  shop: Shop,
  pay: PayProvider,
  order: OrderRow,
  options: { refused: boolean; resend: boolean }
): Promise<ApprovalOutcome> => {
  const context = { orderId: order.id }
  const status = await providerStatus(pay, order.tid!, context)
  if (!status) return "unknown"
  if (PAY_APPROVED_STATUSES.includes(status.status)) {
    if (status.amount === order.cashAmount && status.canceledAmount === 0) {
      await markApproved(shop.db, order.id)
      return "approved"
    }
    // Never keep a payment of another amount than the order's: give back what remains, then fail it.
    logger.warn("pay provider approved another amount than the order's", {
      ...context,
      approved: status.amount,
      canceled: status.canceledAmount,
      expected: order.cashAmount
    })
    const left = status.cancelAvailableAmount
    if (left > 0) {
      try {
        await pay.cancel({ tid: order.tid!, cancelAmount: left, cancelTaxFreeAmount: 0, cancelAvailableAmount: left })
      } catch (err) {
        logger.warn("could not cancel a payment of the wrong amount yet", { ...context, left, err })
        return "unknown"
      }
    }
    await closeOrders(shop.db, eq(orders.id, order.id), "approving", "failed", SHOP_POINTS.failed)
    return "failed"
  }
  // Our order was written just before the provider's ready, so its time bounds the provider's
  // (whose `created_at` KakaoPay gives in Korean local time without a zone).
  const expired = Date.now() > order.createdAt.getTime() + READY_TTL_MS + EXPIRY_MARGIN_MS
  if (options.refused || expired || PAY_ENDED_STATUSES.includes(status.status)) {
    logger.warn("payment not approved by the provider", { ...context, status: status.status, refused: options.refused, expired })
    await closeOrders(shop.db, eq(orders.id, order.id), "approving", "failed", SHOP_POINTS.failed)
    return "failed"
  }
  if (options.resend && status.status === "AUTH_PASSWORD" && order.pgToken !== null) {
    try {
      const approved = await pay.approve({
        tid: order.tid!,
        partnerOrderId: order.partnerOrderId,
        partnerUserId: String(order.memberId),
        pgToken: order.pgToken
      })
      if (approved.totalAmount === order.cashAmount) {
        await markApproved(shop.db, order.id)
        return "approved"
      }
      return settleApproval(shop, pay, order, { refused: false, resend: false })
    } catch (err) {
      return settleApproval(shop, pay, order, { refused: refusedApproval(err), resend: false })
    }
  }
  return "unknown"
}

/** The approval of an order just claimed `approving` by its redirect: the provider's approve, then settled. */
export const approveAndSettle = async (shop: Shop, pay: PayProvider, order: OrderRow): Promise<ApprovalOutcome> => {
  try {
    const approved = await pay.approve({
      tid: order.tid!,
      partnerOrderId: order.partnerOrderId,
      partnerUserId: String(order.memberId),
      pgToken: order.pgToken!
    })
    if (approved.totalAmount === order.cashAmount) {
      await markApproved(shop.db, order.id)
      return "approved"
    }
    return await settleApproval(shop, pay, order, { refused: false, resend: false })
  } catch (err) {
    logger.warn("pay provider approve did not succeed", { orderId: order.id, provider: pay.name, err })
    return settleApproval(shop, pay, order, { refused: refusedApproval(err), resend: false })
  }
}

/** A `refunding` line with what settling it needs. */
export interface RefundingLine {
  readonly id: number
  readonly memberId: number
  readonly orderId: number
  readonly pointShare: number
  readonly cashShare: number
  /** The provider's cancelable amount before this line's cancel. */
  readonly cancelableBefore: number
  readonly orderCash: number
  readonly tid: string
}

/** `refunding` → `refunded` with the line's points back (`line.refund`, once), in one transaction. */
export const finishRefund = (db: Db, line: Pick<RefundingLine, "id" | "memberId" | "orderId" | "pointShare">): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderItems)
      .set({ refundState: "refunded", refundedAt: new Date(), settleAfter: null, cancelableBefore: null })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.refundState, "refunding")))
      .returning({ id: orderItems.id })
    if (!done) return false
    if (line.pointShare > 0) {
      await addPoints(tx, line.memberId, {
        type: "plus",
        amount: line.pointShare,
        description: SHOP_POINTS.refunded,
        cause: { kind: "line.refund", orderId: line.orderId, orderItemId: line.id }
      })
    }
    return true
  })

const revertRefund = (db: Db, lineId: number) =>
  db
    .update(orderItems)
    .set({ refundState: "none", settleAfter: null, cancelableBefore: null })
    .where(and(eq(orderItems.id, lineId), eq(orderItems.refundState, "refunding")))

const sendCancel = (pay: PayProvider, line: RefundingLine) =>
  pay.cancel({ tid: line.tid, cancelAmount: line.cashShare, cancelTaxFreeAmount: 0, cancelAvailableAmount: line.cancelableBefore })

/**
 * Settles a `refunding` line from the provider's cancelled total. `refused`: our cancel got a
 * definite refusal. `resend`: re-send the cancel when the total says it has not happened.
 */
export const settleRefund = async (
  shop: Shop,
  pay: PayProvider,
  line: RefundingLine,
  options: { refused: boolean; resend: boolean }
): Promise<RefundOutcome> => {
  const context = { orderItemId: line.id }
  const status = await providerStatus(pay, line.tid, context)
  if (!status) return "unknown"
  const before = line.orderCash - line.cancelableBefore
  if (status.canceledAmount === before + line.cashShare) {
    await finishRefund(shop.db, line)
    return "refunded"
  }
  if (status.canceledAmount !== before) {
    logger.error("the provider's cancelled total matches neither before nor after this refund: left for a person", {
      ...context,
      canceled: status.canceledAmount,
      before,
      cash: line.cashShare
    })
    return "unknown"
  }
  if (options.refused) {
    logger.warn("pay provider refused the cancel", context)
    await revertRefund(shop.db, line.id)
    return "reverted"
  }
  if (!options.resend) return "unknown"
  try {
    await sendCancel(pay, line)
    await finishRefund(shop.db, line)
    return "refunded"
  } catch (err) {
    return settleRefund(shop, pay, line, { refused: err instanceof PayProviderError && err.isRefusal, resend: false })
  }
}

/** The cancel of a line just claimed `refunding` by the member's refund: sent, then settled. */
export const cancelAndSettle = async (shop: Shop, pay: PayProvider, line: RefundingLine): Promise<RefundOutcome> => {
  try {
    await sendCancel(pay, line)
    await finishRefund(shop.db, line)
    return "refunded"
  } catch (err) {
    logger.warn("pay provider cancel did not succeed", { orderItemId: line.id, provider: pay.name, err })
    return settleRefund(shop, pay, line, { refused: err instanceof PayProviderError && err.isRefusal, resend: false })
  }
}

const BATCH = 20

/** Claims due `approving` orders (their lease ran out) for this caller, renewing the lease. */
const claimApprovals = (shop: Shop, memberId: number | undefined): Promise<OrderRow[]> => {
  const due = shop.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "approving"), lte(orders.settleAfter, new Date()), memberId === undefined ? undefined : eq(orders.memberId, memberId)))
    .orderBy(asc(orders.settleAfter))
    .limit(BATCH)
    .for("update", { skipLocked: true })
  return shop.db
    .update(orders)
    .set({ settleAfter: new Date(Date.now() + settleWindowMs(shop)) })
    .where(and(inArray(orders.id, due), eq(orders.status, "approving")))
    .returning()
}

/** Claims due `refunding` lines, renewing the lease. */
const claimRefunds = async (shop: Shop, memberId: number | undefined): Promise<RefundingLine[]> => {
  const due = shop.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.refundState, "refunding"),
        lte(orderItems.settleAfter, new Date()),
        memberId === undefined ? undefined : eq(orderItems.memberId, memberId)
      )
    )
    .orderBy(asc(orderItems.settleAfter))
    .limit(BATCH)
    .for("update", { skipLocked: true })
  const claimed = await shop.db
    .update(orderItems)
    .set({ settleAfter: new Date(Date.now() + settleWindowMs(shop)) })
    .where(and(inArray(orderItems.id, due), eq(orderItems.refundState, "refunding")))
    .returning({ id: orderItems.id })
  return claimed.length === 0
    ? []
    : refundingLines(
        shop.db,
        inArray(
          orderItems.id,
          claimed.map((c) => c.id)
        )
      )
}

/** `refunding` lines matching `where`, with their order's cash and tid. */
export const refundingLines = async (db: Db, where: SQL): Promise<RefundingLine[]> => {
  const rows = await db
    .select({
      id: orderItems.id,
      memberId: orderItems.memberId,
      orderId: orderItems.orderId,
      pointShare: orderItems.pointShare,
      cashShare: orderItems.cashShare,
      cancelableBefore: orderItems.cancelableBefore,
      orderCash: orders.cashAmount,
      tid: orders.tid
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(where, eq(orderItems.refundState, "refunding")))
  return rows.flatMap((r) => (r.tid === null || r.cancelableBefore === null ? [] : [{ ...r, tid: r.tid, cancelableBefore: r.cancelableBefore }]))
}

/** The cash of an order's lines already refunded: what the provider has cancelled of it when no refund is in flight. */
export const refundedCash = async (db: DbOrTx, orderId: number): Promise<number> => {
  const [row] = await db
    .select({ cash: sum(orderItems.cashShare) })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.refundState, "refunded")))
  return Number(row?.cash ?? 0)
}

/**
 * One round of the reconciler (all members', or one member's): stale `ready` orders closed,
 * due `approving` orders and `refunding` lines settled from the provider's status (re-sending
 * what provably did not happen). Answers how many rows it settled.
 */
export const reconcile = async (shop: Shop, memberId?: number): Promise<number> => {
  let settled = await expireStaleOrders(shop, new Date(), memberId)
  const pay = shop.pay
  if (!pay) return settled
  for (;;) {
    const approvals = await claimApprovals(shop, memberId)
    for (const order of approvals) {
      if ((await settleApproval(shop, pay, order, { refused: false, resend: true })) !== "unknown") settled++
    }
    const refunds = await claimRefunds(shop, memberId)
    for (const line of refunds) {
      if ((await settleRefund(shop, pay, line, { refused: false, resend: true })) !== "unknown") settled++
    }
    if (approvals.length < BATCH && refunds.length < BATCH) return settled
  }
}

/** Runs `reconcile` now and every `intervalMs` (one round at a time); answers the function that stops it. */
export const startReconciler = (shop: Shop, intervalMs: number): (() => void) => {
  let running: Promise<unknown> | undefined
  const round = () => {
    if (running) return
    running = reconcile(shop)
      .then((n) => {
        if (n > 0) logger.info("payments settled with the provider", { settled: n })
      })
      .catch((err: unknown) => logger.error("payment reconciler failed", { err }))
      .finally(() => {
        running = undefined
      })
  }
  round()
  const timer = setInterval(round, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Settles one member's due payments and refunds before their order list is read, waiting at most `waitMs` (the rest goes on). */
export const reconcileMember = async (shop: Shop, memberId: number, waitMs = 2000): Promise<void> => {
  const work = reconcile(shop, memberId).catch((err: unknown) => logger.warn("settling a member's payments failed", { memberId, err }))
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    work,
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs)
    })
  ])
  clearTimeout(timer)
}

/**
 * Checkout and the payment flow (docs/ARCHITECTURE.md "Shop and payments"):
 *
 *   ready    — one transaction: stale ready orders of the member expire (points back), amounts
 *              are computed from the server's prices (the client's `totalAmount` is ignored), the
 *              points are reserved (`addPoints` refuses to overdraw), the order and its lines are
 *              written with their point / cash shares. Then the provider's `ready`; its failure
 *              fails the order (points back, 502). Points paying everything: approved at once.
 *   approve  — the provider's redirect: the order is claimed (`approved_at` set while still
 *              `ready`, a conditional update), so one redirect of many calls the provider's
 *              `approve`; the others wait for its outcome. Approved: lines leave the cart.
 *   cancel / fail / expiry — a conditional update from `ready` (never one being approved); the
 *              points come back once.
 *
 * No database transaction is held open across a provider call: the embedded default's sandbox
 * provider answers over HTTP from the same (single-connection) PGlite.
 */
import { randomBytes } from "node:crypto"
import { and, desc, eq, inArray, isNotNull, isNull, lt, type SQL } from "drizzle-orm"
import type { OrderItem, OrderRequest } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../../db/client.ts"
import { cartItems, orderItems, orders, products } from "../../db/schema.ts"
import { ApiFailure, badRequest, notFound } from "../../http/errors.ts"
import { logger } from "../../http/log.ts"
import type { PayProvider } from "../../providers/pay.ts"
import { addPoints } from "../points.ts"
import { PRODUCT_NOT_FOUND } from "./catalogue.ts"
import { CART_LINE_NOT_FOUND } from "./cart.ts"
import { allocatePoints, MAX_WON, orderItemName, pageOffset, SHOP_PAGE_SIZE } from "./money.ts"

/** What the shop services need: the database and the pay provider (undefined: payment is off). */
export interface Shop {
  readonly db: Db
  readonly pay: PayProvider | undefined
}

/** A `ready` order not approved within this time expires (its points come back). */
export const READY_TTL_MS = 15 * 60_000

/** Point history descriptions of the shop. */
export const SHOP_POINTS = {
  spent: "상품 구매 포인트 사용",
  failed: "결제 실패 포인트 반환",
  canceled: "결제 취소 포인트 반환",
  expired: "결제 시간 초과 포인트 반환",
  refunded: "환불 포인트 반환"
} as const

export const SHOP_MESSAGES = {
  paymentOff: "결제 서비스가 설정되지 않았어요. 관리자에게 문의해주세요.",
  notEnoughPoints: "포인트가 부족합니다.",
  readyFailed: "결제사 결제 준비 요청이 실패했어요. 잠시 후 다시 시도해주세요.",
  duplicateCartLine: "같은 장바구니 항목이 두 번 들어 있어요.",
  tooLarge: "주문 금액이 너무 커요."
} as const

/** Where the browser lands after the provider's redirects. */
export const PAYMENT_PAGES = {
  complete: "/shop/payment/complete",
  error: "/shop/payment/error",
  cart: "/shop/cart"
} as const

export const paymentOff = () => new ApiFailure(503, SHOP_MESSAGES.paymentOff)

/** An unguessable order id for the provider's redirects: 128 random bits in hex. */
const newPartnerOrderId = (): string => randomBytes(16).toString("hex")

/**
 * Closes `ready` orders matching `where` (never one being approved) as `status`, returning each
 * one's reserved points with a history entry, in one transaction. Answers how many it closed;
 * a repeat closes nothing.
 */
const closeReadyOrders = (db: DbOrTx, where: SQL | undefined, status: "canceled" | "failed" | "expired", description: string): Promise<number> =>
  db.transaction(async (tx) => {
    const closed = await tx.update(orders).set({ status, closedAt: new Date(), approvedAt: null })
      .where(and(eq(orders.status, "ready"), where))
      .returning({ id: orders.id, memberId: orders.memberId, pointUsed: orders.pointUsed })
    for (const order of closed) {
      if (order.pointUsed > 0) await addPoints(tx, order.memberId, { type: "plus", amount: order.pointUsed, description })
    }
    return closed.length
  })

const notBeingApproved = isNull(orders.approvedAt)

/**
 * Expires `ready` orders older than 15 minutes (all members', or one member's), returning their
 * points. The sweep calls it on an interval; each checkout calls it for its member.
 */
export const expireStaleOrders = (db: DbOrTx, now: Date = new Date(), memberId?: number): Promise<number> =>
  closeReadyOrders(db, and(
    lt(orders.createdAt, new Date(now.getTime() - READY_TTL_MS)),
    notBeingApproved,
    memberId === undefined ? undefined : eq(orders.memberId, memberId)
  ), "expired", SHOP_POINTS.expired)

/** Runs `expireStaleOrders` every `intervalMs`; answers the function that stops it. */
export const startOrderSweep = (db: Db, intervalMs = 60_000): (() => void) => {
  const timer = setInterval(() => {
    expireStaleOrders(db).catch((err: unknown) => logger.error("order sweep failed", { err }))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

interface PreparedOrder {
  readonly id: number
  readonly partnerOrderId: string
  readonly itemName: string
  readonly quantity: number
  readonly cashAmount: number
}

/**
 * `POST /api/shop/payments/ready/{pc|mobile}/redirect`: answers the URL to send the browser to —
 * the provider's page, or the complete page when points paid everything.
 */
export const readyOrder = async (
  shop: Shop, memberId: number, request: OrderRequest, platform: "pc" | "mobile", origin: string
): Promise<string> => {
  const prepared: PreparedOrder = await shop.db.transaction(async (tx) => {
    await expireStaleOrders(tx, new Date(), memberId)

    const productIds = [...new Set(request.orderItems.map((i) => i.productId))]
    const found = await tx.select().from(products).where(inArray(products.id, productIds))
    const byId = new Map(found.map((p) => [p.id, p]))
    if (found.length !== productIds.length) throw notFound(PRODUCT_NOT_FOUND)

    const cartIds = request.orderItems.flatMap((i) => (i.cartItemId === null ? [] : [i.cartItemId]))
    if (new Set(cartIds).size !== cartIds.length) throw badRequest(SHOP_MESSAGES.duplicateCartLine)
    if (cartIds.length > 0) {
      const own = await tx.select({ id: cartItems.id, productId: cartItems.productId }).from(cartItems)
        .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, cartIds)))
      const ownProduct = new Map(own.map((c) => [c.id, c.productId]))
      for (const item of request.orderItems) {
        if (item.cartItemId !== null && ownProduct.get(item.cartItemId) !== item.productId) throw notFound(CART_LINE_NOT_FOUND)
      }
    }

    // The server's prices; the request's totalAmount and productName are not used.
    const lines = request.orderItems.map((item) => {
      const product = byId.get(item.productId)!
      return { item, product, total: product.price * item.quantity }
    })
    const itemsTotal = lines.reduce((sum, l) => sum + l.total, 0)
    if (itemsTotal > MAX_WON) throw badRequest(SHOP_MESSAGES.tooLarge)
    const pointUsed = Math.min(request.point, itemsTotal)
    const cashAmount = itemsTotal - pointUsed
    if (cashAmount > 0 && !shop.pay) throw paymentOff()

    if (pointUsed > 0) {
      try {
        await addPoints(tx, memberId, { type: "minus", amount: pointUsed, description: SHOP_POINTS.spent })
      } catch (e) {
        if (e instanceof ApiFailure && e.status === 409) throw new ApiFailure(409, SHOP_MESSAGES.notEnoughPoints)
        throw e
      }
    }

    const names = lines.map((l) => l.product.name)
    const now = new Date()
    const paidByPoints = cashAmount === 0
    const [order] = await tx.insert(orders).values({
      partnerOrderId: newPartnerOrderId(),
      memberId,
      status: paidByPoints ? "approved" : "ready",
      platform,
      itemName: orderItemName(names),
      itemsTotal,
      pointUsed,
      cashAmount,
      recipientName: request.recipientName ?? null,
      address: request.address,
      approvedAt: paidByPoints ? now : null
    }).returning()
    if (!order) throw new Error("order not written")
    const shares = allocatePoints(lines.map((l) => l.total), pointUsed)
    await tx.insert(orderItems).values(lines.map((l, i) => ({
      orderId: order.id,
      memberId,
      productId: l.product.id,
      cartItemId: l.item.cartItemId,
      productName: l.product.name,
      productThumbnail: l.product.thumbnailImage,
      vendorName: l.product.vendor,
      unitPrice: l.product.price,
      quantity: l.item.quantity,
      totalPrice: l.total,
      pointShare: shares[i]!,
      cashShare: l.total - shares[i]!
    })))
    if (paidByPoints) await removeOrderedCartLines(tx, memberId, cartIds)
    return {
      id: order.id,
      partnerOrderId: order.partnerOrderId,
      itemName: order.itemName,
      quantity: lines.reduce((n, l) => n + l.item.quantity, 0),
      cashAmount
    }
  })

  if (prepared.cashAmount === 0) return `${origin}${PAYMENT_PAGES.complete}`
  const pay = shop.pay!
  const back = (step: string) => `${origin}/api/shop/payments/kakaopay/${step}?order=${prepared.partnerOrderId}`
  let ready: Awaited<ReturnType<PayProvider["ready"]>>
  try {
    ready = await pay.ready({
      partnerOrderId: prepared.partnerOrderId,
      partnerUserId: String(memberId),
      itemName: prepared.itemName,
      quantity: prepared.quantity,
      totalAmount: prepared.cashAmount,
      taxFreeAmount: 0,
      approvalUrl: back("approve"),
      cancelUrl: back("cancel"),
      failUrl: back("fail")
    })
  } catch (err) {
    logger.warn("pay provider ready failed", { orderId: prepared.id, provider: pay.name, err })
    await closeReadyOrders(shop.db, eq(orders.id, prepared.id), "failed", SHOP_POINTS.failed)
    throw new ApiFailure(502, SHOP_MESSAGES.readyFailed)
  }
  await shop.db.update(orders).set({ tid: ready.tid }).where(and(eq(orders.id, prepared.id), eq(orders.status, "ready")))
  return platform === "pc" ? ready.redirectPcUrl : ready.redirectMobileUrl
}

const removeOrderedCartLines = async (tx: DbOrTx, memberId: number, cartIds: ReadonlyArray<number>): Promise<void> => {
  if (cartIds.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, [...cartIds])))
}

/** How long a repeated approval redirect waits for the one in flight. */
const APPROVAL_WAIT_MS = 15_000

/** Where a redirect for an order not claimed by this request lands, once no approval is in flight. */
const settledPage = async (db: Db, partnerOrderId: string): Promise<string> => {
  const deadline = Date.now() + APPROVAL_WAIT_MS
  for (;;) {
    const [order] = await db.select({ status: orders.status, approvedAt: orders.approvedAt }).from(orders)
      .where(eq(orders.partnerOrderId, partnerOrderId))
    if (order?.status === "approved") return PAYMENT_PAGES.complete
    const inFlight = order?.status === "ready" && order.approvedAt !== null
    if (!inFlight || Date.now() > deadline) return PAYMENT_PAGES.error
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The provider's approval redirect: answers the page to send the browser to. Idempotent — an
 * approved order answers the complete page again without calling the provider.
 */
export const approveOrder = async (shop: Shop, partnerOrderId: string, pgToken: string): Promise<string> => {
  const { db, pay } = shop
  const [claimed] = await db.update(orders).set({ approvedAt: new Date() })
    .where(and(eq(orders.partnerOrderId, partnerOrderId), eq(orders.status, "ready"), notBeingApproved, isNotNull(orders.tid)))
    .returning()
  if (!claimed) return settledPage(db, partnerOrderId)
  const fail = async (reason: string, fields: Record<string, unknown>) => {
    logger.warn(reason, { orderId: claimed.id, ...fields })
    await closeReadyOrders(db, eq(orders.id, claimed.id), "failed", SHOP_POINTS.failed)
    return PAYMENT_PAGES.error
  }
  if (!pay) return fail("approval redirect while payment is off", {})
  let charged: number
  try {
    const approved = await pay.approve({ tid: claimed.tid!, partnerOrderId, partnerUserId: String(claimed.memberId), pgToken })
    charged = approved.totalAmount
  } catch (err) {
    return fail("pay provider approve failed", { provider: pay.name, err })
  }
  if (charged !== claimed.cashAmount) {
    // Never keep a payment of another amount than the order's: give it back whole.
    try {
      await pay.cancel({ tid: claimed.tid!, cancelAmount: charged, cancelTaxFreeAmount: 0 })
    } catch (err) {
      logger.error("could not cancel a payment of the wrong amount", { orderId: claimed.id, charged, err })
    }
    return fail("pay provider charged another amount than the order's", { charged, expected: claimed.cashAmount })
  }
  await db.transaction(async (tx) => {
    const [done] = await tx.update(orders).set({ status: "approved", approvedAt: new Date() })
      .where(and(eq(orders.id, claimed.id), eq(orders.status, "ready"))).returning({ id: orders.id })
    if (!done) return
    const lines = await tx.select({ cartItemId: orderItems.cartItemId }).from(orderItems).where(eq(orderItems.orderId, claimed.id))
    await removeOrderedCartLines(tx, claimed.memberId, lines.flatMap((l) => (l.cartItemId === null ? [] : [l.cartItemId])))
  })
  return PAYMENT_PAGES.complete
}

/** The provider's cancel redirect (the member gave up on its page): points back, to the cart. */
export const cancelOrder = async (db: Db, partnerOrderId: string): Promise<string> => {
  await closeReadyOrders(db, and(eq(orders.partnerOrderId, partnerOrderId), notBeingApproved), "canceled", SHOP_POINTS.canceled)
  return PAYMENT_PAGES.cart
}

/** The provider's fail redirect: points back, to the error page. */
export const failOrder = async (db: Db, partnerOrderId: string): Promise<string> => {
  await closeReadyOrders(db, and(eq(orders.partnerOrderId, partnerOrderId), notBeingApproved), "failed", SHOP_POINTS.failed)
  return PAYMENT_PAGES.error
}

/** Lines of approved orders, newest first, 10 a page (one member's, or everyone's for the admin). */
export const listOrderLines = async (db: DbOrTx, memberId: number | undefined, page: number | undefined): Promise<OrderItem[]> => {
  const rows = await db.select({
    orderItemId: orderItems.id,
    productName: orderItems.productName,
    productThumbnail: orderItems.productThumbnail,
    vendorName: orderItems.vendorName,
    quantity: orderItems.quantity,
    totalPrice: orderItems.totalPrice,
    orderDate: orderItems.createdAt,
    refundedAt: orderItems.refundedAt
  }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, "approved"), memberId === undefined ? undefined : eq(orderItems.memberId, memberId)))
    .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
    .limit(SHOP_PAGE_SIZE).offset(pageOffset(page))
  return rows.map(({ refundedAt, orderDate, ...r }) => ({ ...r, orderDate, isRefunded: refundedAt !== null }))
}


/**
 * Checkout and the payment flow (docs/ARCHITECTURE.md "Shop and payments"):
 *
 *   ready     — one transaction: the member's earlier checkouts still waiting on the provider's
 *               page are released (points back), amounts are computed from the server's prices
 *               (the client's `totalAmount` is ignored), the order and its lines are written with
 *               their point / cash shares, the points are spent (`order.spend`, refused when the
 *               balance is short). Then the provider's `ready`; its failure fails the order
 *               (points back, 502). Points paying everything: approved at once.
 *   approve   — the provider's approval redirect: the order is claimed `ready` → `approving` with
 *               its `pg_token` (a conditional update, so one redirect of many calls the provider).
 *               Approved at the order's amount: `approved`, the bought quantities leave the cart.
 *               Anything else is settled from the provider's status (`settle.ts`): a definite
 *               refusal fails the order, an unknown answer leaves it `approving` ('결제 확인 중')
 *               for the reconciler.
 *   release / cancel / fail / expiry — a conditional update from `ready` (never one being
 *               approved); the points come back once (`order.return`, unique per order). The
 *               release call closes only the checkouts its client names (`OrderRequest.checkoutId`).
 *
 * The order list is `orderLines.ts`; settling unknown outcomes with the provider is `settle.ts`.
 *
 * No database transaction is held open across a provider call: the embedded default's sandbox
 * provider answers over HTTP from the same (single-connection) PGlite.
 */
import { randomBytes } from "node:crypto"
import { and, eq, inArray, isNotNull } from "drizzle-orm"
import type { OrderRequest } from "@mungwalk/core/schema"
import { cartItems, orderItems, orders, products } from "../../db/schema.ts"
import { ApiFailure, badRequest, notFound } from "../../http/errors.ts"
import { logger } from "../../http/log.ts"
import type { PayProvider } from "../../providers/pay.ts"
import { addPoints } from "../points.ts"
import { PRODUCT_NOT_FOUND } from "./catalogue.ts"
import { CART_LINE_NOT_FOUND } from "./cart.ts"
import { allocatePoints, MAX_WON, orderItemName } from "./money.ts"
import { closeOrders, releaseHeldOrders, SHOP_POINTS, settleWindowMs, takeBoughtFromCart, type Shop } from "./orderStates.ts"
import { approveAndSettle } from "./settle.ts"

export const SHOP_MESSAGES = {
  paymentOff: "결제 서비스가 설정되지 않았어요. 관리자에게 문의해주세요.",
  notEnoughPoints: "포인트가 부족합니다.",
  readyFailed: "결제사 결제 준비 요청이 실패했어요. 잠시 후 다시 시도해주세요.",
  duplicateCartLine: "같은 장바구니 항목이 두 번 들어 있어요.",
  cartChanged: "장바구니가 다른 화면에서 바뀌었어요. 장바구니를 다시 확인해주세요.",
  tooLarge: "주문 금액이 너무 커요."
} as const

/** Where the browser lands after the provider's redirects. */
export const PAYMENT_PAGES = {
  complete: "/shop/payment/complete",
  /** The provider's answer is not known yet: '결제 확인 중'. */
  pending: "/shop/payment/complete?status=pending",
  error: "/shop/payment/error",
  cart: "/shop/cart",
  /** The member pressed '취소' on the provider's page. */
  canceled: "/shop/cart?payment=canceled"
} as const

export const paymentOff = () => new ApiFailure(503, SHOP_MESSAGES.paymentOff)

/** An unguessable order id for the provider's redirects: 128 random bits in hex. */
const newPartnerOrderId = (): string => randomBytes(16).toString("hex")

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
export const readyOrder = async (shop: Shop, memberId: number, request: OrderRequest, platform: "pc" | "mobile", origin: string): Promise<string> => {
  const prepared: PreparedOrder = await shop.db.transaction(async (tx) => {
    await releaseHeldOrders(tx, memberId)

    const productIds = [...new Set(request.orderItems.map((i) => i.productId))]
    const found = await tx.select().from(products).where(inArray(products.id, productIds))
    const byId = new Map(found.map((p) => [p.id, p]))
    if (found.length !== productIds.length) throw notFound(PRODUCT_NOT_FOUND)

    const cartIds = request.orderItems.flatMap((i) => (i.cartItemId === null ? [] : [i.cartItemId]))
    if (new Set(cartIds).size !== cartIds.length) throw badRequest(SHOP_MESSAGES.duplicateCartLine)
    if (cartIds.length > 0) {
      const own = await tx
        .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, cartIds)))
      const ownLine = new Map(own.map((c) => [c.id, c]))
      for (const item of request.orderItems) {
        if (item.cartItemId === null) continue
        const line = ownLine.get(item.cartItemId)
        if (line?.productId !== item.productId) throw notFound(CART_LINE_NOT_FOUND)
        // A cart line is bought as the cart holds it now: a page showing an older quantity (another
        // tab changed it, or an earlier order took some) is told to look again, not charged for it.
        if (line.quantity !== item.quantity) throw new ApiFailure(409, SHOP_MESSAGES.cartChanged)
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

    const names = lines.map((l) => l.product.name)
    const now = new Date()
    const paidByPoints = cashAmount === 0
    const [order] = await tx
      .insert(orders)
      .values({
        partnerOrderId: newPartnerOrderId(),
        memberId,
        status: paidByPoints ? "approved" : "ready",
        platform,
        itemName: orderItemName(names),
        itemsTotal,
        pointUsed,
        cashAmount,
        recipientName: request.recipientName ?? null,
        checkoutId: request.checkoutId ?? null,
        address: request.address,
        approvedAt: paidByPoints ? now : null
      })
      .returning()
    if (!order) throw new Error("order not written")
    if (pointUsed > 0) {
      try {
        await addPoints(tx, memberId, { type: "minus", amount: pointUsed, description: SHOP_POINTS.spent, cause: { kind: "order.spend", orderId: order.id } })
      } catch (e) {
        if (e instanceof ApiFailure && e.status === 409) throw new ApiFailure(409, SHOP_MESSAGES.notEnoughPoints)
        throw e
      }
    }
    const shares = allocatePoints(
      lines.map((l) => l.total),
      pointUsed
    )
    await tx.insert(orderItems).values(
      lines.map((l, i) => ({
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
      }))
    )
    if (paidByPoints)
      await takeBoughtFromCart(
        tx,
        memberId,
        lines.map((l) => ({ cartItemId: l.item.cartItemId, quantity: l.item.quantity }))
      )
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
    // No tid, so no member can reach the provider's page: whatever the provider made of the call,
    // this payment can never be approved. Failing it is safe even when the answer was only lost.
    logger.warn("pay provider ready failed", { orderId: prepared.id, provider: pay.name, err })
    await closeOrders(shop.db, eq(orders.id, prepared.id), "ready", "failed", SHOP_POINTS.failed)
    throw new ApiFailure(502, SHOP_MESSAGES.readyFailed)
  }
  await shop.db
    .update(orders)
    .set({ tid: ready.tid })
    .where(and(eq(orders.id, prepared.id), eq(orders.status, "ready")))
  return platform === "pc" ? ready.redirectPcUrl : ready.redirectMobileUrl
}

/** Where a redirect for an order already claimed by another request lands, once that one settled (or the wait is over). */
const settledPage = async (shop: Shop, partnerOrderId: string): Promise<string> => {
  const deadline = Date.now() + shop.payTimeoutMs + 1000
  for (;;) {
    const [order] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.partnerOrderId, partnerOrderId))
    if (order?.status === "approved") return PAYMENT_PAGES.complete
    if (order?.status !== "approving") return PAYMENT_PAGES.error
    if (Date.now() > deadline) return PAYMENT_PAGES.pending
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The provider's approval redirect: answers the page to send the browser to — complete, pending
 * ('결제 확인 중': the provider's answer is not known; the reconciler settles it) or error.
 * Idempotent: a settled order answers its page again without calling the provider.
 */
export const approveOrder = async (shop: Shop, partnerOrderId: string, pgToken: string): Promise<string> => {
  const { db, pay } = shop
  const [claimed] = await db
    .update(orders)
    .set({ status: "approving", pgToken, settleAfter: new Date(Date.now() + settleWindowMs(shop)) })
    .where(and(eq(orders.partnerOrderId, partnerOrderId), eq(orders.status, "ready"), isNotNull(orders.tid)))
    .returning()
  if (!claimed) return settledPage(shop, partnerOrderId)
  if (!pay) {
    logger.warn("approval redirect while payment is off", { orderId: claimed.id })
    await closeOrders(db, eq(orders.id, claimed.id), "approving", "failed", SHOP_POINTS.failed)
    return PAYMENT_PAGES.error
  }
  const outcome = await approveAndSettle(shop, pay, claimed)
  return outcome === "approved" ? PAYMENT_PAGES.complete : outcome === "failed" ? PAYMENT_PAGES.error : PAYMENT_PAGES.pending
}

/**
 * A cancel or fail redirect that closed nothing: where the order went. One approved (or being
 * approved) meanwhile — a late redirect, a second tab, the browser's back onto the provider's page —
 * is paid: its page says so, not "canceled" or "failed". Null otherwise (the redirect's own page).
 */
const pageOfPaidOrder = async (shop: Shop, partnerOrderId: string): Promise<string | null> => {
  const [order] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.partnerOrderId, partnerOrderId))
  return order?.status === "approved" || order?.status === "approving" ? settledPage(shop, partnerOrderId) : null
}

/** The provider's cancel redirect (the member gave up on its page): points back, to the cart as it was; an order paid meanwhile goes to its page. */
export const cancelOrder = async (shop: Shop, partnerOrderId: string): Promise<string> => {
  const { db } = shop
  const closed = await closeOrders(db, eq(orders.partnerOrderId, partnerOrderId), "ready", "canceled", SHOP_POINTS.canceled)
  const paid = closed === 0 ? await pageOfPaidOrder(shop, partnerOrderId) : null
  if (paid !== null) return paid
  // A 'buy now' of one product (no cart line): the cart page shows that product again (§2 query).
  const lines = await db
    .select({
      cartItemId: orderItems.cartItemId,
      productId: orderItems.productId,
      vendor: orderItems.vendorName,
      name: orderItems.productName,
      price: orderItems.unitPrice,
      quantity: orderItems.quantity,
      thumbnail: orderItems.productThumbnail
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.partnerOrderId, partnerOrderId))
  const [only] = lines
  if (lines.length !== 1 || !only || only.cartItemId !== null) return PAYMENT_PAGES.canceled
  const query = new URLSearchParams({
    payment: "canceled",
    PRODUCTID: String(only.productId),
    VENDOR: only.vendor,
    NAME: only.name,
    PRICE: String(only.price),
    quantity: String(only.quantity),
    THUMBNAILIMAGE: only.thumbnail
  })
  return `${PAYMENT_PAGES.cart}?${query}`
}

/** The provider's fail redirect: points back, to the error page; an order paid meanwhile goes to its page. */
export const failOrder = async (shop: Shop, partnerOrderId: string): Promise<string> => {
  const closed = await closeOrders(shop.db, eq(orders.partnerOrderId, partnerOrderId), "ready", "failed", SHOP_POINTS.failed)
  return (closed === 0 ? await pageOfPaidOrder(shop, partnerOrderId) : null) ?? PAYMENT_PAGES.error
}

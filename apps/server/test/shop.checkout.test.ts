/**
 * Checkout and the payment flow with a recording pay provider stand-in (PGlite and PostgreSQL):
 * server-side amounts, points reserved / spent / returned, idempotent approval, cancel, failure,
 * expiry, concurrency, order lines.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import type { OrderRequest } from "@mungwalk/core/schema"
import { members, orderItems, orders, pointEntries } from "../src/db/schema.ts"
import { expireStaleOrders } from "../src/services/shop/orderStates.ts"
import { reconcile } from "../src/services/shop/settle.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import type { PayStandIn } from "./helpers/payProviderStandIn.ts"
import { balanceOf, callback, createShopServer, failure, givePoints, insertProducts, orderWholeCart, resetPay } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

describe("shop checkout and payment", () => {
  let server: TestServer
  let pay: PayStandIn
  let ids: number[]
  let n = 0

  beforeAll(async () => {
    ;({ server, pay, ids } = await createShopServer([{ name: "터그 장난감", price: 12_900 }]))
  })
  afterAll(() => server.close())
  beforeEach(() => resetPay(pay))

  /** A new member with `points` and a cart of 2 × 사료 (60,000) and 1 × 간식 (5,000). */
  const shopper = async (points: number): Promise<TestMember> => {
    const m = await createMember(server, `손님${++n}`)
    if (points > 0) await givePoints(server, m, points)
    await m.client.call("addToCart", { body: { productId: ids[0]!, quantity: 2 } })
    await m.client.call("addToCart", { body: { productId: ids[1]!, quantity: 1 } })
    return m
  }
  const lastReady = () => pay.requests.ready.at(-1)!
  const orderOf = async (partnerOrderId: string) => (await server.database.db.select().from(orders).where(eq(orders.partnerOrderId, partnerOrderId)))[0]!
  const historyOf = async (m: TestMember) => (await m.client.call("points", { query: {} })).map((e) => [e.type, e.amount, e.description])

  it("ready charges the server's amounts: a tampered totalAmount changes nothing, points reserved with a history entry", async () => {
    const m = await shopper(10_000)
    const request = await orderWholeCart(m, 4_000, { totalAmount: 1 })
    const url = await m.client.call("paymentReadyPc", { body: request })
    const ready = lastReady()
    expect(url).toBe(`https://pay.test/pc/${(await orderOf(ready.partnerOrderId)).tid}`)
    expect(ready).toMatchObject({ totalAmount: 61_000, taxFreeAmount: 0, quantity: 3, itemName: "연어 사료 외 1건", partnerUserId: String(m.memberId) })
    expect(ready.partnerOrderId).toMatch(/^[0-9a-f]{32}$/)
    expect(ready.approvalUrl).toBe(`http://mungwalk.test/api/shop/payments/kakaopay/approve?order=${ready.partnerOrderId}`)
    expect(ready.cancelUrl).toBe(`http://mungwalk.test/api/shop/payments/kakaopay/cancel?order=${ready.partnerOrderId}`)
    expect(ready.failUrl).toBe(`http://mungwalk.test/api/shop/payments/kakaopay/fail?order=${ready.partnerOrderId}`)
    const order = await orderOf(ready.partnerOrderId)
    expect(order).toMatchObject({
      status: "ready",
      itemsTotal: 65_000,
      pointUsed: 4_000,
      cashAmount: 61_000,
      address: "서울시 종로구 1",
      recipientName: "김멍멍",
      platform: "pc"
    })
    const lines = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id)
    // Shares in proportion to the line totals (60,000 : 5,000 of 4,000 points), summing exactly.
    expect(lines.map((l) => [l.totalPrice, l.pointShare, l.cashShare])).toEqual([
      [60_000, 3_692, 56_308],
      [5_000, 308, 4_692]
    ])
    expect(await balanceOf(m)).toBe(6_000)
    expect((await historyOf(m))[0]).toEqual(["minus", 4_000, "상품 구매 포인트 사용"])
    // Ready orders are not order lines yet, and the cart is untouched.
    expect(await m.client.call("orderItems", { query: {} })).toEqual([])
    expect((await m.client.call("cart", {})).cartProducts).toHaveLength(2)
  })

  it("the mobile call answers the provider's mobile page; points beyond the order total are clamped to it", async () => {
    const m = await shopper(0)
    const url = await m.client.call("paymentReadyMobile", { body: await orderWholeCart(m, 0) })
    const order = await orderOf(lastReady().partnerOrderId)
    expect(url).toBe(`https://pay.test/mobile/${order.tid}`)
    expect(order).toMatchObject({ platform: "mobile", cashAmount: 65_000 })

    const rich = await shopper(100_000)
    await rich.client.call("paymentReadyMobile", { body: await orderWholeCart(rich, 90_000) })
    const [paid] = await server.database.db.select().from(orders).where(eq(orders.memberId, rich.memberId))
    // 65,000 in total: all of it by points (approved at once), 35,000 left.
    expect(paid).toMatchObject({ status: "approved", pointUsed: 65_000, cashAmount: 0 })
    expect(await balanceOf(rich)).toBe(35_000)
  })

  it("points paying everything approve at once without the provider, answering the complete page; lines leave the cart", async () => {
    const m = await shopper(65_000)
    const before = pay.requests.ready.length
    const url = await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 65_000) })
    expect(url).toBe("http://mungwalk.test/shop/payment/complete")
    expect(pay.requests.ready.length).toBe(before)
    expect(await balanceOf(m)).toBe(0)
    expect((await m.client.call("cart", {})).cartProducts).toEqual([])
    expect((await m.client.call("orderItems", { query: {} })).map((i) => [i.productName, i.quantity, i.totalPrice, i.isRefunded])).toEqual([
      ["닭가슴살 간식", 1, 5_000, false],
      ["연어 사료", 2, 60_000, false]
    ])
  })

  it("more points than the balance: 409 '포인트가 부족합니다.', nothing written", async () => {
    const m = await shopper(1_000)
    expect(await failure(m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 2_000) }))).toEqual({ status: 409, message: "포인트가 부족합니다." })
    expect(await balanceOf(m)).toBe(1_000)
    expect(await server.database.db.select().from(orders).where(eq(orders.memberId, m.memberId))).toEqual([])
  })

  it("unknown products and other members' cart lines are 404; nothing is reserved", async () => {
    const m = await shopper(5_000)
    const stranger = await shopper(0)
    const theirs = (await stranger.client.call("cart", {})).cartProducts[0]!
    const base = await orderWholeCart(m, 5_000)
    const withItems = (orderItems: OrderRequest["orderItems"]) => ({ ...base, orderItems })
    expect(
      await failure(
        m.client.call("paymentReadyPc", { body: withItems([{ cartItemId: theirs.cartId, productId: theirs.productId, productName: "x", quantity: 1 }]) })
      )
    ).toEqual({ status: 404, message: "장바구니에서 상품을 찾을 수 없어요." })
    expect(
      await failure(m.client.call("paymentReadyPc", { body: withItems([{ cartItemId: null, productId: 999_999, productName: "x", quantity: 1 }]) }))
    ).toEqual({ status: 404, message: "상품을 찾을 수 없어요." })
    const line = base.orderItems[0]!
    expect((await failure(m.client.call("paymentReadyPc", { body: withItems([line, line]) }))).status).toBe(400)
    expect(await balanceOf(m)).toBe(5_000)
  })

  it("a cart line ordered at another quantity than the cart holds now (a stale tab) is 409; nothing is reserved", async () => {
    const m = await shopper(5_000)
    const stale = await orderWholeCart(m, 5_000)
    // Another tab of the member's: one more 사료.
    const line = stale.orderItems[0]!
    await m.client.call("updateCart", { body: { cartItemId: line.cartItemId!, productId: line.productId, quantity: 3 } })
    expect(await failure(m.client.call("paymentReadyPc", { body: stale }))).toEqual({
      status: 409,
      message: "장바구니가 다른 화면에서 바뀌었어요. 장바구니를 다시 확인해주세요."
    })
    expect(await balanceOf(m)).toBe(5_000)
    expect(await server.database.db.select().from(orders).where(eq(orders.memberId, m.memberId))).toEqual([])
    // Read again, the cart is bought as it is.
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 5_000) })
    expect(lastReady()).toMatchObject({ totalAmount: 90_000, quantity: 4 })
  })

  it("approval: one provider approve with the tid and pg_token, the order approved, the bought quantities leave the cart (others stay)", async () => {
    const m = await shopper(3_000)
    await m.client.call("addToCart", { body: { productId: ids[2]!, quantity: 1 } })
    const request = await orderWholeCart(m, 3_000)
    request.orderItems = request.orderItems.slice(0, 2)
    await m.client.call("paymentReadyPc", { body: request })
    const { partnerOrderId } = lastReady()
    const tid = (await orderOf(partnerOrderId)).tid!
    // Meanwhile the member put one more 간식 in the cart: that one stays.
    await m.client.call("addToCart", { body: { productId: ids[1]!, quantity: 1 } })
    const approvals = pay.requests.approve.length
    expect(await callback(server, "approve", partnerOrderId, "tok-1")).toEqual({ status: 302, location: "/shop/payment/complete", body: null })
    expect(pay.requests.approve.slice(approvals)).toEqual([{ tid, partnerOrderId, partnerUserId: String(m.memberId), pgToken: "tok-1" }])
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "approved" })
    expect((await m.client.call("cart", {})).cartProducts.map((l) => [l.productId, l.quantity])).toEqual([
      [ids[1], 1],
      [ids[2], 1]
    ])
    // Spent: the reservation stays, no entry returns it.
    expect(await balanceOf(m)).toBe(0)
    expect((await historyOf(m)).filter(([, , d]) => d !== "테스트 적립")).toEqual([["minus", 3_000, "상품 구매 포인트 사용"]])
    // A repeated redirect: the complete page again, no second provider call.
    expect((await callback(server, "approve", partnerOrderId, "tok-1")).location).toBe("/shop/payment/complete")
    expect(pay.requests.approve.length).toBe(approvals + 1)
    // A cancel or fail redirect after the approval (a late one, the browser's back onto the provider's page): the order is paid, and its page says so.
    expect((await callback(server, "cancel", partnerOrderId)).location).toBe("/shop/payment/complete")
    expect((await callback(server, "fail", partnerOrderId)).location).toBe("/shop/payment/complete")
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "approved" })
    expect(await balanceOf(m)).toBe(0)
    expect((await m.client.call("cart", {})).recentAddress).toBe("서울시 종로구 1")
  })

  it("concurrent approval redirects: one provider approve call, one approved order, all land on the complete page", async () => {
    const m = await shopper(0)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 0) })
    const { partnerOrderId } = lastReady()
    pay.delayMs = 150
    const approvals = pay.requests.approve.length
    const results = await Promise.all(Array.from({ length: 5 }, () => callback(server, "approve", partnerOrderId)))
    expect(results.map((r) => r.location)).toEqual(Array(5).fill("/shop/payment/complete"))
    expect(pay.requests.approve.length).toBe(approvals + 1)
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "approved" })
    expect(await m.client.call("orderItems", { query: {} })).toHaveLength(2)
  })

  it("cancel on the provider's page: order canceled, points returned once, to the filled cart with a message; a later approval lands on the error page", async () => {
    const m = await shopper(8_000)
    await m.client.call("paymentReadyMobile", { body: await orderWholeCart(m, 8_000) })
    const { partnerOrderId } = lastReady()
    expect(await balanceOf(m)).toBe(0)
    expect(await callback(server, "cancel", partnerOrderId)).toEqual({ status: 302, location: "/shop/cart?payment=canceled", body: null })
    expect(await callback(server, "cancel", partnerOrderId)).toEqual({ status: 302, location: "/shop/cart?payment=canceled", body: null })
    expect(await callback(server, "fail", partnerOrderId)).toMatchObject({ location: "/shop/payment/error" })
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "canceled" })
    expect(await balanceOf(m)).toBe(8_000)
    expect((await historyOf(m)).slice(0, 2)).toEqual([
      ["plus", 8_000, "결제 취소 포인트 반환"],
      ["minus", 8_000, "상품 구매 포인트 사용"]
    ])
    const approvals = pay.requests.approve.length
    expect((await callback(server, "approve", partnerOrderId)).location).toBe("/shop/payment/error")
    expect(pay.requests.approve.length).toBe(approvals)
    expect((await m.client.call("cart", {})).cartProducts).toHaveLength(2)
  })

  it("fail redirect: order failed, points returned, to the error page; the cart stays", async () => {
    const m = await shopper(2_500)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 2_500) })
    const { partnerOrderId } = lastReady()
    expect(await callback(server, "fail", partnerOrderId)).toMatchObject({ status: 302, location: "/shop/payment/error" })
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "failed" })
    expect(await balanceOf(m)).toBe(2_500)
    expect((await historyOf(m))[0]).toEqual(["plus", 2_500, "결제 실패 포인트 반환"])
    expect((await m.client.call("cart", {})).cartProducts).toHaveLength(2)
  })

  it("provider ready failure: 502 with a message, the order failed, the points back", async () => {
    const m = await shopper(1_000)
    pay.failing.add("ready")
    expect(await failure(m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 1_000) }))).toEqual({
      status: 502,
      message: "결제사 결제 준비 요청이 실패했어요. 잠시 후 다시 시도해주세요."
    })
    const [order] = await server.database.db.select().from(orders).where(eq(orders.memberId, m.memberId))
    expect(order).toMatchObject({ status: "failed", tid: null })
    expect(await balanceOf(m)).toBe(1_000)
    expect((await historyOf(m))[0]).toEqual(["plus", 1_000, "결제 실패 포인트 반환"])
  })

  it("provider approve failure: the order failed, points back, to the error page; the cart stays", async () => {
    const m = await shopper(1_000)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 1_000) })
    const { partnerOrderId } = lastReady()
    pay.failing.add("approve")
    expect((await callback(server, "approve", partnerOrderId)).location).toBe("/shop/payment/error")
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "failed" })
    expect(await balanceOf(m)).toBe(1_000)
    expect((await m.client.call("cart", {})).cartProducts).toHaveLength(2)
  })

  it("an approval whose answer is lost: '결제 확인 중' (pending page), the order approving; the reconciler asks the provider and approves it, with no second approve", async () => {
    const m = await shopper(1_000)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 1_000) })
    const { partnerOrderId } = lastReady()
    pay.losing.add("approve")
    pay.failing.add("order")
    expect((await callback(server, "approve", partnerOrderId)).location).toBe("/shop/payment/complete?status=pending")
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "approving" })
    expect((await m.client.call("orderItems", { query: {} })).map((i) => i.status)).toEqual(["PAYING", "PAYING"])
    // A repeated redirect waits, then lands on the pending page too.
    expect((await callback(server, "approve", partnerOrderId)).location).toBe("/shop/payment/complete?status=pending")
    resetPay(pay)
    const approvals = pay.requests.approve.length
    const shop = { db: server.database.db, pay, payTimeoutMs: server.config.pay.timeoutMs }
    await server.database.db
      .update(orders)
      .set({ settleAfter: new Date(Date.now() - 1) })
      .where(eq(orders.partnerOrderId, partnerOrderId))
    expect(await reconcile(shop, m.memberId)).toBe(1)
    expect(pay.requests.approve.length).toBe(approvals)
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "approved" })
    expect(await balanceOf(m)).toBe(0)
    expect((await m.client.call("cart", {})).cartProducts).toEqual([])
  })

  it("a provider that charged another amount: the payment is cancelled whole, the order failed, points back", async () => {
    const m = await shopper(0)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 0) })
    const { partnerOrderId } = lastReady()
    const tid = (await orderOf(partnerOrderId)).tid!
    pay.chargeOverride = 1
    expect((await callback(server, "approve", partnerOrderId)).location).toBe("/shop/payment/error")
    expect(pay.requests.cancel.at(-1)).toEqual({ tid, cancelAmount: 1, cancelTaxFreeAmount: 0, cancelAvailableAmount: 1 })
    expect(pay.remaining(tid)).toBe(0)
    expect(await orderOf(partnerOrderId)).toMatchObject({ status: "failed" })
  })

  it("the callbacks are public; a link with a malformed or missing order id or token lands on the error page (a browser navigation, not JSON); unknown orders go to the error page or the cart", async () => {
    for (const step of ["approve", "cancel", "fail"] as const)
      expect(await callback(server, step, "nothex")).toEqual({ status: 302, location: "/shop/payment/error", body: null })
    const res = await server.request(`/api/shop/payments/kakaopay/approve?order=${"a".repeat(32)}`, { redirect: "manual" })
    expect({ status: res.status, location: res.headers.get("location") }).toEqual({ status: 302, location: "/shop/payment/error" })
    expect((await server.request("/api/shop/payments/kakaopay/cancel", { redirect: "manual" })).headers.get("location")).toBe("/shop/payment/error")
    expect((await callback(server, "approve", "a".repeat(32))).location).toBe("/shop/payment/error")
    expect((await callback(server, "cancel", "a".repeat(32))).location).toBe("/shop/cart?payment=canceled")
    expect((await callback(server, "fail", "a".repeat(32))).location).toBe("/shop/payment/error")
    // Only those three GETs are public.
    expect((await server.request("/api/shop/payments/kakaopay/approve", { method: "POST" })).status).toBe(401)
    expect((await server.request(`/api/shop/payments/kakaopay/refund?order=${"a".repeat(32)}`)).status).toBe(401)
  })

  it("5 concurrent readies each using the whole balance: each releases the one before or is refused (409); one holds the points, the balance never goes negative", async () => {
    const m = await shopper(20_000)
    const request = await orderWholeCart(m, 20_000)
    const results = await Promise.all(Array.from({ length: 5 }, () => failure(m.client.call("paymentReadyPc", { body: request }))))
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.message === "포인트가 부족합니다."))).toBe(true)
    expect(await balanceOf(m)).toBe(0)
    const made = await server.database.db.select().from(orders).where(eq(orders.memberId, m.memberId))
    expect(made.filter((o) => o.status === "ready").map((o) => o.pointUsed)).toEqual([20_000])
    expect(made.filter((o) => o.status !== "ready").every((o) => o.status === "canceled")).toBe(true)
    expect(made).toHaveLength(results.filter((r) => r.status === 200).length)
    const ledger = (await historyOf(m)).reduce((sum, [type, amount]) => sum + (type === "plus" ? 1 : -1) * Number(amount), 0)
    expect(ledger).toBe(0)
  })

  it("a new checkout and the release call free the points held by a checkout left on the provider's page at once", async () => {
    const m = await shopper(700)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 700) })
    const first = lastReady().partnerOrderId
    expect(await balanceOf(m)).toBe(0)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 0) })
    expect(await orderOf(first)).toMatchObject({ status: "canceled" })
    expect(await balanceOf(m)).toBe(700)
    expect((await historyOf(m))[0]).toEqual(["plus", 700, "결제 취소 포인트 반환"])
    // Back from the provider's page to the cart: the cart asks to release the checkout it left there.
    await m.client.call("paymentReadyMobile", { body: { ...(await orderWholeCart(m, 500)), checkoutId: "third-checkout-0001" } })
    const third = lastReady().partnerOrderId
    expect(await balanceOf(m)).toBe(200)
    await m.client.call("releasePayments", { body: { checkoutIds: ["third-checkout-0001"] } })
    await m.client.call("releasePayments", { body: { checkoutIds: ["third-checkout-0001"] } })
    expect(await orderOf(third)).toMatchObject({ status: "canceled" })
    expect(await balanceOf(m)).toBe(700)
    // An approval that comes later finds it closed: no provider call, the error page.
    const approvals = pay.requests.approve.length
    expect((await callback(server, "approve", third)).location).toBe("/shop/payment/error")
    expect(pay.requests.approve.length).toBe(approvals)
    const returns = await server.database.db.select().from(pointEntries).where(eq(pointEntries.memberId, m.memberId))
    expect(
      returns
        .filter((e) => e.cause === "order.return")
        .map((e) => e.amount)
        .sort()
    ).toEqual([500, 700])
  })

  it("ready orders expire after 15 minutes, and ones whose ready call never answered after the settle window; points back once", async () => {
    const db = server.database.db
    const shop = { db, payTimeoutMs: server.config.pay.timeoutMs }
    const m = await shopper(3_000)
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 3_000) })
    const first = lastReady().partnerOrderId
    const age = (minutes: number, partnerOrderId: string) =>
      db
        .update(orders)
        .set({ createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
        .where(eq(orders.partnerOrderId, partnerOrderId))
    await age(14, first)
    expect(await expireStaleOrders(shop)).toBe(0)
    await age(16, first)
    expect(await expireStaleOrders(shop)).toBe(1)
    expect(await expireStaleOrders(shop)).toBe(0)
    expect(await orderOf(first)).toMatchObject({ status: "expired" })
    expect(await balanceOf(m)).toBe(3_000)
    expect((await historyOf(m))[0]).toEqual(["plus", 3_000, "결제 시간 초과 포인트 반환"])
    // An approval after expiry does not pay.
    const approvals = pay.requests.approve.length
    expect((await callback(server, "approve", first)).location).toBe("/shop/payment/error")
    expect(pay.requests.approve.length).toBe(approvals)

    // A checkout whose ready call never answered (the server stopped meanwhile): no tid, so no
    // member reached the provider's page; failed once the settle window is over.
    const k = await shopper(700)
    await k.client.call("paymentReadyPc", { body: await orderWholeCart(k, 700) })
    const second = lastReady().partnerOrderId
    await db.update(orders).set({ tid: null, createdAt: sql`now() - interval '1 minute'` }).where(eq(orders.partnerOrderId, second))
    expect(await expireStaleOrders(shop)).toBe(1)
    expect(await orderOf(second)).toMatchObject({ status: "failed" })
    expect(await balanceOf(k)).toBe(700)
    const entries = await db.select().from(pointEntries).where(eq(pointEntries.memberId, k.memberId))
    expect(entries.filter((e) => e.description === "결제 실패 포인트 반환")).toHaveLength(1)
  })

  it("payment off (no provider): the ready calls answer 503 with the message, nothing reserved", async () => {
    const off = await createTestServer()
    try {
      const m = await createMember(off, "결제불가")
      await givePoints(off, m, 100)
      const [id] = await insertProducts(off, [{ name: "간식", price: 1_000 }])
      const body = { orderItems: [{ cartItemId: null, productId: id!, productName: "간식", quantity: 1 }], totalAmount: 1_000, address: "서울", point: 100 }
      for (const call of ["paymentReadyPc", "paymentReadyMobile"] as const) {
        expect(await failure(m.client.call(call, { body }))).toEqual({ status: 503, message: "결제 서비스가 설정되지 않았어요. 관리자에게 문의해주세요." })
      }
      const [row] = await off.database.db.select({ point: members.point }).from(members).where(eq(members.id, m.memberId))
      expect(row!.point).toBe(100)
    } finally {
      await off.close()
    }
  })

  it("order lines: approved orders only, newest first, 10 a page from 1; page 0 or junk is 400", async () => {
    const m = await createMember(server, "많이산이")
    await givePoints(server, m, 1_000_000)
    for (let i = 1; i <= 12; i++) {
      await m.client.call("paymentReadyPc", {
        body: { orderItems: [{ cartItemId: null, productId: ids[1]!, productName: "x", quantity: i }], totalAmount: 0, address: "서울", point: 5_000 * i }
      })
    }
    // One not approved (ready with cash): not listed.
    await m.client.call("paymentReadyPc", {
      body: { orderItems: [{ cartItemId: null, productId: ids[0]!, productName: "x", quantity: 1 }], totalAmount: 0, address: "서울", point: 0 }
    })
    const page1 = await m.client.call("orderItems", { query: { page: 1 } })
    const page2 = await m.client.call("orderItems", { query: { page: 2 } })
    expect(page1.map((i) => i.quantity)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    expect(page2.map((i) => i.quantity)).toEqual([2, 1])
    expect(await m.client.call("orderItems", { query: { page: 3 } })).toEqual([])
    expect(page1[0]).toMatchObject({ productName: "닭가슴살 간식", vendorName: "멍멍상회", totalPrice: 60_000, isRefunded: false })
    for (const junk of ["0", "x", "-2"]) {
      const res = await server.request(`/api/shop/orderitem?page=${junk}`, { headers: { authorization: `Bearer ${m.token}` } })
      expect(res.status).toBe(400)
    }
  })
})

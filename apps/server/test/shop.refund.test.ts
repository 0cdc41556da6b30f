/** Refunds of order lines with a recording pay provider stand-in (PGlite and PostgreSQL): owner only, once, the line's cash share, points back; lost answers settled from the provider's status. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { orderItems, orders, pointEntries } from "../src/db/schema.ts"
import { reconcile } from "../src/services/shop/settle.ts"
import type { TestServer } from "./helpers/app.ts"
import type { PayStandIn } from "./helpers/payProviderStandIn.ts"
import { balanceOf, callback, createShopServer, failure, givePoints, orderWholeCart, resetPay } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

describe("shop refunds", () => {
  let server: TestServer
  let pay: PayStandIn
  let ids: number[]
  let n = 0

  beforeAll(async () => {
    ;({ server, pay, ids } = await createShopServer())
  })
  afterAll(() => server.close())
  beforeEach(() => resetPay(pay))

  /** A member who paid 2 × 사료 + 1 × 간식 (65,000) with `points` points and the rest through the provider. */
  const paidOrder = async (points: number) => {
    const m = await createMember(server, `환불손님${++n}`)
    if (points > 0) await givePoints(server, m, points)
    await m.client.call("addToCart", { body: { productId: ids[0]!, quantity: 2 } })
    await m.client.call("addToCart", { body: { productId: ids[1]!, quantity: 1 } })
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, points) })
    const [order] = await server.database.db.select().from(orders).where(eq(orders.memberId, m.memberId))
    if (order!.status === "ready") expect((await callback(server, "approve", order!.partnerOrderId)).location).toBe("/shop/payment/complete")
    const lines = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id)).orderBy(orderItems.id)
    return { m, tid: order!.tid, lines }
  }
  const refunded = async (m: TestMember) => (await m.client.call("orderItems", { query: {} })).map((i) => [i.productName, i.isRefunded])

  it("refunding a line cancels its cash share at the provider and returns its point share with a history entry", async () => {
    const { m, tid, lines } = await paidOrder(4_000)
    const [feed, treat] = lines as [(typeof lines)[0], (typeof lines)[0]]
    expect([feed.pointShare, feed.cashShare, treat.pointShare, treat.cashShare]).toEqual([3_692, 56_308, 308, 4_692])
    expect((await m.client.call("orderItems", { query: {} })).map((i) => [i.productName, i.status, i.pointShare])).toEqual([
      ["닭가슴살 간식", "PAID", 308],
      ["연어 사료", "PAID", 3_692]
    ])
    expect(await m.client.call("refund", { body: { orderItemId: treat.id } })).toEqual({ status: "REFUNDED" })
    expect(pay.requests.cancel.at(-1)).toEqual({ tid, cancelAmount: 4_692, cancelTaxFreeAmount: 0, cancelAvailableAmount: 61_000 })
    expect(await balanceOf(m)).toBe(308)
    expect((await m.client.call("points", { query: {} }))[0]).toMatchObject({ type: "plus", amount: 308, description: "환불 포인트 반환" })
    expect(await refunded(m)).toEqual([
      ["닭가슴살 간식", true],
      ["연어 사료", false]
    ])
    // Once: a second refund (a retry whose answer was lost, a second tab) answers that it is done, and calls nothing.
    const cancels = pay.requests.cancel.length
    expect(await m.client.call("refund", { body: { orderItemId: treat.id } })).toEqual({ status: "REFUNDED" })
    expect(pay.requests.cancel.length).toBe(cancels)
    expect(await balanceOf(m)).toBe(308)
    // The other line too: the provider has cancelled the whole cash amount.
    await m.client.call("refund", { body: { orderItemId: feed.id } })
    expect(pay.requests.cancel.at(-1)).toEqual({ tid, cancelAmount: 56_308, cancelTaxFreeAmount: 0, cancelAvailableAmount: 56_308 })
    expect(pay.remaining(tid!)).toBe(0)
    expect(await balanceOf(m)).toBe(4_000)
  })

  it("5 concurrent refunds of one line: one provider cancel with the line's cash share, points back once; the others say it is being refunded or done", async () => {
    const { m, tid, lines } = await paidOrder(4_000)
    const feed = lines[0]!
    pay.delayMs = 100
    const before = pay.requests.cancel.length
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        m.client.call("refund", { body: { orderItemId: feed.id } }).then(
          (r) => r.status,
          (e: { status: number; message: string }) => `${e.status} ${e.message}`
        )
      )
    )
    expect(results.filter((r) => r === "REFUNDED").length).toBeGreaterThanOrEqual(1)
    expect(results.every((r) => ["REFUNDED", "REFUNDING"].includes(r))).toBe(true)
    expect(pay.requests.cancel.slice(before)).toEqual([{ tid, cancelAmount: 56_308, cancelTaxFreeAmount: 0, cancelAvailableAmount: 61_000 }])
    expect(await balanceOf(m)).toBe(3_692)
    const entries = await server.database.db.select().from(pointEntries).where(eq(pointEntries.memberId, m.memberId))
    expect(entries.filter((e) => e.description === "환불 포인트 반환")).toHaveLength(1)
  })

  it("a provider cancel failure leaves the line unrefunded and answers 502 with a message; a retry then succeeds", async () => {
    const { m, lines } = await paidOrder(1_000)
    const treat = lines[1]!
    pay.failing.add("cancel")
    expect(await failure(m.client.call("refund", { body: { orderItemId: treat.id } }))).toEqual({
      status: 502,
      message: "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요."
    })
    expect(await refunded(m)).toEqual([
      ["닭가슴살 간식", false],
      ["연어 사료", false]
    ])
    expect(await balanceOf(m)).toBe(0)
    pay.failing.clear()
    await m.client.call("refund", { body: { orderItemId: treat.id } })
    expect(await refunded(m)).toEqual([
      ["닭가슴살 간식", true],
      ["연어 사료", false]
    ])
    expect(await balanceOf(m)).toBe(treat.pointShare)
  })

  it("a cancel whose answer is lost: '환불 처리 중' (REFUNDING), a retry calls nobody, the order's other line waits; the reconciler settles it once from the provider's total", async () => {
    const { m, tid, lines } = await paidOrder(4_000)
    const [feed, treat] = lines as [(typeof lines)[0], (typeof lines)[0]]
    const shop = { db: server.database.db, pay, payTimeoutMs: server.config.pay.timeoutMs }
    // The cancel's answer is lost and the provider's status cannot be read either, for now.
    pay.losing.add("cancel")
    pay.failing.add("order")
    expect(await m.client.call("refund", { body: { orderItemId: treat.id } })).toEqual({ status: "REFUNDING" })
    const cancels = pay.requests.cancel.length
    expect(pay.remaining(tid!)).toBe(56_308)
    expect(await m.client.call("refund", { body: { orderItemId: treat.id } })).toEqual({ status: "REFUNDING" })
    expect(await failure(m.client.call("refund", { body: { orderItemId: feed.id } }))).toEqual({
      status: 409,
      message: "다른 상품의 환불을 처리하고 있어요. 잠시 후 다시 시도해주세요."
    })
    expect(pay.requests.cancel.length).toBe(cancels)
    expect((await m.client.call("orderItems", { query: {} }))[0]).toMatchObject({ status: "REFUNDING", isRefunded: false })
    expect(await balanceOf(m)).toBe(0)
    // Not before the lease runs out; then settled from the provider's cancelled total, without a second cancel.
    resetPay(pay)
    expect(await reconcile(shop, m.memberId)).toBe(0)
    await server.database.db
      .update(orderItems)
      .set({ settleAfter: new Date(Date.now() - 1) })
      .where(eq(orderItems.id, treat.id))
    expect(await reconcile(shop, m.memberId)).toBe(1)
    expect(pay.requests.cancel.length).toBe(cancels)
    expect(await refunded(m)).toEqual([
      ["닭가슴살 간식", true],
      ["연어 사료", false]
    ])
    expect(await balanceOf(m)).toBe(308)
    expect(await reconcile(shop, m.memberId)).toBe(0)
    expect(await balanceOf(m)).toBe(308)
  })

  it("a cancel that never reached the provider is re-sent by the reconciler, once, with the cancelable amount it expects", async () => {
    const { m, tid, lines } = await paidOrder(0)
    const treat = lines[1]!
    const shop = { db: server.database.db, pay, payTimeoutMs: server.config.pay.timeoutMs }
    // The provider's answers are lost and its status cannot be read: the refund stays in flight.
    pay.failing.add("order")
    pay.delayMs = 0
    await server.database.db
      .update(orderItems)
      .set({ refundState: "refunding", cancelableBefore: 65_000, settleAfter: new Date(Date.now() - 1) })
      .where(eq(orderItems.id, treat.id))
    expect(await reconcile(shop, m.memberId)).toBe(0)
    expect((await m.client.call("orderItems", { query: {} }))[0]).toMatchObject({ status: "REFUNDING" })
    pay.failing.delete("order")
    await server.database.db
      .update(orderItems)
      .set({ settleAfter: new Date(Date.now() - 1) })
      .where(eq(orderItems.id, treat.id))
    const before = pay.requests.cancel.length
    expect(await reconcile(shop, m.memberId)).toBe(1)
    expect(pay.requests.cancel.slice(before)).toEqual([{ tid, cancelAmount: 5_000, cancelTaxFreeAmount: 0, cancelAvailableAmount: 65_000 }])
    expect(pay.remaining(tid!)).toBe(60_000)
    expect(await refunded(m)).toEqual([
      ["닭가슴살 간식", true],
      ["연어 사료", false]
    ])
  })

  it("another member's line and an unknown line are 404; nothing is cancelled", async () => {
    const { lines } = await paidOrder(0)
    const thief = await createMember(server, "남의것")
    const before = pay.requests.cancel.length
    expect(await failure(thief.client.call("refund", { body: { orderItemId: lines[0]!.id } }))).toEqual({ status: 404, message: "주문 상품을 찾을 수 없어요." })
    expect((await failure(thief.client.call("refund", { body: { orderItemId: 999_999 } }))).status).toBe(404)
    expect(pay.requests.cancel.length).toBe(before)
  })

  it("a line of an order not approved (still ready) cannot be refunded (409)", async () => {
    const m = await createMember(server, "대기중")
    await m.client.call("addToCart", { body: { productId: ids[1]!, quantity: 1 } })
    await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 0) })
    const [line] = await server.database.db.select().from(orderItems).where(eq(orderItems.memberId, m.memberId))
    expect(await failure(m.client.call("refund", { body: { orderItemId: line!.id } }))).toEqual({
      status: 409,
      message: "결제가 완료된 주문만 환불할 수 있어요."
    })
  })

  it("a line paid by points only is refunded without the provider", async () => {
    const { m, tid, lines } = await paidOrder(65_000)
    expect(tid).toBeNull()
    const before = pay.requests.cancel.length
    expect(await m.client.call("refund", { body: { orderItemId: lines[0]!.id } })).toEqual({ status: "REFUNDED" })
    expect(pay.requests.cancel.length).toBe(before)
    expect(await balanceOf(m)).toBe(60_000)
  })
})

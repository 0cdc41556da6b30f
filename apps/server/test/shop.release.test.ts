/**
 * `POST /api/shop/payments/release` (PGlite and PostgreSQL): only the checkouts the body names, of
 * the calling member, still waiting on the provider's page are released. A payment readied in
 * another tab or on another device stays payable while the member looks at the cart elsewhere.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { orders } from "../src/db/schema.ts"
import type { TestServer } from "./helpers/app.ts"
import type { PayStandIn } from "./helpers/payProviderStandIn.ts"
import { balanceOf, callback, createShopServer, givePoints, orderWholeCart, resetPay } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

describe("shop: releasing the payments a client left on the provider's page", () => {
  let server: TestServer
  let pay: PayStandIn
  let ids: number[]
  let n = 0

  beforeAll(async () => {
    ;({ server, pay, ids } = await createShopServer())
  })
  afterAll(() => server.close())
  beforeEach(() => resetPay(pay))

  /** A new member with `points` and 1 × 연어 사료 (30,000) in the cart. */
  const shopper = async (points: number): Promise<TestMember> => {
    const m = await createMember(server, `해제${++n}`)
    if (points > 0) await givePoints(server, m, points)
    await m.client.call("addToCart", { body: { productId: ids[0]!, quantity: 1 } })
    return m
  }
  /** A checkout readied with `checkoutId` (none: an older client); answers the order's partner id. */
  const ready = async (m: TestMember, point: number, checkoutId?: string): Promise<string> => {
    const request = await orderWholeCart(m, point)
    await m.client.call("paymentReadyPc", { body: checkoutId === undefined ? request : { ...request, checkoutId } })
    return pay.requests.ready.at(-1)!.partnerOrderId
  }
  const statusOf = async (partnerOrderId: string) =>
    (await server.database.db.select({ status: orders.status }).from(orders).where(eq(orders.partnerOrderId, partnerOrderId)))[0]!.status
  /** The release call as raw HTTP: its status and JSON body. */
  const release = async (m: TestMember, body: string | undefined, type = "application/json") => {
    const res = await server.request("/api/shop/payments/release", {
      method: "POST",
      headers: { Authorization: `Bearer ${m.client.tokens.get()}`, ...(body === undefined ? {} : { "Content-Type": type }) },
      ...(body === undefined ? {} : { body })
    })
    return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as { message: string }) }
  }

  it("the cart opened in another tab (naming none of its own) leaves a payment in progress alone: it still approves", async () => {
    const m = await shopper(1_000)
    const inTabA = await ready(m, 1_000, "tab-a-checkout-0001")
    expect(await balanceOf(m)).toBe(0)
    // Tab B opens the cart: it left no payment, so it names none (or only its own, already gone).
    await m.client.call("releasePayments", { body: { checkoutIds: [] } })
    await m.client.call("releasePayments", { body: { checkoutIds: ["tab-b-checkout-0001"] } })
    expect(await statusOf(inTabA)).toBe("ready")
    expect(await balanceOf(m)).toBe(0)
    // The member approves on the provider's page in tab A: paid.
    expect((await callback(server, "approve", inTabA)).location).toBe("/shop/payment/complete")
    expect(await statusOf(inTabA)).toBe("approved")
    expect(await balanceOf(m)).toBe(0)
  })

  it("a named checkout still waiting is released at once (points back, once); an approval after it is not made", async () => {
    const m = await shopper(700)
    const left = await ready(m, 700, "left-checkout-00001")
    expect(await balanceOf(m)).toBe(0)
    await m.client.call("releasePayments", { body: { checkoutIds: ["left-checkout-00001"] } })
    await m.client.call("releasePayments", { body: { checkoutIds: ["left-checkout-00001"] } })
    expect(await statusOf(left)).toBe("canceled")
    expect(await balanceOf(m)).toBe(700)
    const approvals = pay.requests.approve.length
    expect((await callback(server, "approve", left)).location).toBe("/shop/payment/error")
    expect(pay.requests.approve.length).toBe(approvals)
  })

  it("only the named one: the member's other waiting payments (another device's, an older client's without an id) stay", async () => {
    const m = await shopper(900)
    const named = await ready(m, 300, "named-checkout-0001")
    // A later checkout releases the earlier ones (one at a time), so the others are written as if
    // readied meanwhile on other devices: still waiting, each with its own id or none.
    const [order] = await server.database.db.select().from(orders).where(eq(orders.partnerOrderId, named))
    const { id: _, partnerOrderId: __, ...copy } = order!
    await server.database.db.insert(orders).values([
      { ...copy, partnerOrderId: "b".repeat(32), checkoutId: "other-device-00001" },
      { ...copy, partnerOrderId: "c".repeat(32), checkoutId: null }
    ])
    await m.client.call("releasePayments", { body: { checkoutIds: ["named-checkout-0001", "not-a-checkout-01"] } })
    expect(await statusOf(named)).toBe("canceled")
    expect(await statusOf("b".repeat(32))).toBe("ready")
    expect(await statusOf("c".repeat(32))).toBe("ready")
  })

  it("another member's checkout id releases nothing of theirs", async () => {
    const owner = await shopper(500)
    const other = await shopper(0)
    const held = await ready(owner, 500, "owners-checkout-001")
    await other.client.call("releasePayments", { body: { checkoutIds: ["owners-checkout-001"] } })
    expect(await statusOf(held)).toBe("ready")
    expect(await balanceOf(owner)).toBe(0)
  })

  it("a call without a body (a client from before it) releases nothing: 204", async () => {
    const m = await shopper(400)
    const held = await ready(m, 400, "no-body-checkout-01")
    const old = await ready(await shopper(400), 400)
    expect(await release(m, undefined)).toEqual({ status: 204, body: null })
    await m.client.call("releasePayments", {})
    expect(await statusOf(held)).toBe("ready")
    expect(await statusOf(old)).toBe("ready")
    expect(await balanceOf(m)).toBe(0)
  })

  it("a malformed body is a 400 with a Korean message, never a 500", async () => {
    const m = await shopper(0)
    for (const body of [
      "{}",
      "null",
      "[]",
      '{"checkoutIds":"left-checkout-00001"}',
      '{"checkoutIds":[1]}',
      '{"checkoutIds":["short"]}',
      '{"checkoutIds":["has spaces in it 01"]}',
      `{"checkoutIds":[${Array.from({ length: 11 }, (_, i) => `"checkout-number-${String(i).padStart(3, "0")}"`).join(",")}]}`,
      "{not json"
    ]) {
      const res = await release(m, body)
      expect(res.status, body).toBe(400)
      expect(res.body?.message, body).toMatch(/^[가-힣 ]+(을|를) 확인해주세요\.$/)
    }
    expect((await release(m, '{"checkoutIds":["short"]}')).body?.message).toBe("결제 정보를 확인해주세요.")
    expect((await release(m, '{"checkoutIds":[]}', "text/plain")).status).toBe(415)
  })
})

/** Admin calls: 403 for members not in ADMIN_MEMBER_IDS; monthly statistics per KST month; every member's order lines (PGlite and PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { loadConfig } from "../src/config.ts"
import { orders } from "../src/db/schema.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { failure, givePoints, insertProducts } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

describe("shop admin", () => {
  let server: TestServer
  let admin: TestMember
  let member: TestMember

  beforeAll(async () => {
    // A fresh database: the first member signed in gets id 1.
    server = await createTestServer({ ADMIN_MEMBER_IDS: "1" })
    admin = await createMember(server, "관리자")
    member = await createMember(server, "회원")
    expect(admin.memberId).toBe(1)
  })
  afterAll(() => server.close())

  it("ADMIN_MEMBER_IDS is read as comma-separated ids; junk stops the start", () => {
    expect(loadConfig({ ADMIN_MEMBER_IDS: "3, 7,12" }).adminMemberIds).toEqual([3, 7, 12])
    expect(loadConfig({}).adminMemberIds).toEqual([])
    expect(() => loadConfig({ ADMIN_MEMBER_IDS: "1,abc" })).toThrow(/ADMIN_MEMBER_IDS/)
  })

  it("members not named in ADMIN_MEMBER_IDS get 403 with a message", async () => {
    for (const path of ["/api/admin/order/month", "/api/admin/order?page=1"]) {
      const res = await server.request(path, { headers: { authorization: `Bearer ${member.token}` } })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: "관리자만 볼 수 있어요." })
    }
  })

  it("monthly statistics count paid, unrefunded orders and their totals per KST month, newest first; order lines of all members", async () => {
    const [id] = await insertProducts(server, [{ name: "간식", price: 1_000 }])
    const db = server.database.db
    const buy = async (who: TestMember, quantity: number, approvedAt: string) => {
      await givePoints(server, who, quantity * 1_000)
      await who.client.call("paymentReadyPc", {
        body: { orderItems: [{ cartItemId: null, productId: id!, productName: "x", quantity }], totalAmount: 0, address: "서울", point: quantity * 1_000 }
      })
      const [last] = await db
        .select()
        .from(orders)
        .where(eq(orders.memberId, who.memberId))
        .orderBy(orders.id)
        .then((r) => r.slice(-1))
      await db
        .update(orders)
        .set({ approvedAt: new Date(approvedAt) })
        .where(eq(orders.id, last!.id))
    }
    await buy(member, 1, "2026-01-31T14:59:00Z") // 23:59 KST, 31 January
    await buy(member, 2, "2026-01-31T15:00:00Z") // 00:00 KST, 1 February
    await buy(admin, 3, "2026-02-28T14:00:00Z") // 23:00 KST, 28 February
    await buy(member, 4, "2026-03-01T00:00:00Z") // 09:00 KST, 1 March
    const stats = await admin.client.call("adminOrderMonth", {})
    expect(stats).toEqual([
      { month: "2026-03", orderCount: 1, totalAmount: 4_000, cashAmount: 0 },
      { month: "2026-02", orderCount: 2, totalAmount: 5_000, cashAmount: 0 },
      { month: "2026-01", orderCount: 1, totalAmount: 1_000, cashAmount: 0 }
    ])
    // Paid, unrefunded money: a refunded line leaves the figures (its month goes when nothing is left).
    const [january] = await member.client.call("orderItems", { query: {} }).then((l) => l.filter((i) => i.quantity === 1))
    await member.client.call("refund", { body: { orderItemId: january!.orderItemId } })
    expect((await admin.client.call("adminOrderMonth", {})).map((m) => m.month)).toEqual(["2026-03", "2026-02"])
    const lines = await admin.client.call("adminOrders", { query: { page: 1 } })
    expect(lines.map((l) => l.quantity)).toEqual([4, 3, 2, 1])
    expect((await failure(admin.client.call("adminOrders", { query: { page: 0 } }))).status).toBe(400)
  })
})

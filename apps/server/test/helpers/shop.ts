/** Fixtures for the shop tests: products inserted by the test itself, points given, checkouts driven through the API. */
import { HttpError } from "@mungwalk/core/api"
import { products } from "../../src/db/schema.ts"
import { addPoints } from "../../src/services/points.ts"
import { createTestServer, type TestServer } from "./app.ts"
import { createPayStandIn, type PayStandIn } from "./payProviderStandIn.ts"
import type { TestMember } from "./walkFixtures.ts"

/** Inserts products (price in won) and answers their ids in order. */
export const insertProducts = async (server: TestServer, list: ReadonlyArray<{ name: string; price: number; vendor?: string }>): Promise<number[]> => {
  if (list.length === 0) return []
  const rows = await server.database.db
    .insert(products)
    .values(
      list.map((p, i) => ({
        name: p.name,
        vendor: p.vendor ?? "멍멍상회",
        category: "food",
        price: p.price,
        thumbnailImage: `/uploads/products/${i}.webp`,
        detailImage: `/uploads/products/${i}-detail.webp`
      }))
    )
    .returning({ id: products.id })
  return rows.map((r) => r.id)
}

export const givePoints = (server: TestServer, member: TestMember, amount: number) =>
  addPoints(server.database.db, member.memberId, { description: "테스트 적립", type: "plus", amount })

export const balanceOf = async (member: TestMember): Promise<number> => (await member.client.call("cart", {})).nowPoint

/** The order request for the member's whole cart. */
export const orderWholeCart = async (member: TestMember, point: number, extra: { totalAmount?: number; address?: string } = {}) => {
  const cart = await member.client.call("cart", {})
  return {
    orderItems: cart.cartProducts.map((l) => ({ cartItemId: l.cartId, productId: l.productId, productName: l.name, quantity: l.quantity })),
    totalAmount: extra.totalAmount ?? cart.cartProducts.reduce((s, l) => s + l.price * l.quantity, 0),
    address: extra.address ?? "서울시 종로구 1",
    point,
    recipientName: "김멍멍"
  }
}

/** A provider redirect back to the server (no token: a browser navigation); answers status and Location. */
export const callback = async (server: TestServer, step: "approve" | "cancel" | "fail", partnerOrderId: string, pgToken = "pgtoken123") => {
  const q = step === "approve" ? `order=${partnerOrderId}&pg_token=${pgToken}` : `order=${partnerOrderId}`
  const res = await server.request(`/api/shop/payments/kakaopay/${step}?${q}`, { redirect: "manual" })
  return { status: res.status, location: res.headers.get("location"), body: res.status >= 400 ? ((await res.json()) as { message: string }) : null }
}

/** The status and message a call failed with (200 and "" when it succeeded). */
export const failure = (p: Promise<unknown>): Promise<{ status: number; message: string }> =>
  p.then(
    () => ({ status: 200, message: "" }),
    (e: unknown) => (e instanceof HttpError ? { status: e.status, message: e.message } : { status: -1, message: String(e) })
  )

/** A test server with the recording pay stand-in and two products: 연어 사료 (30,000) and 닭가슴살 간식 (5,000), then `more`. */
export const createShopServer = async (more: ReadonlyArray<{ name: string; price: number }> = []) => {
  const pay = createPayStandIn()
  // A short provider timeout: how long a repeated approval redirect waits for the one in flight.
  const server = await createTestServer({ RATE_LIMIT: "0", KAKAOPAY_TIMEOUT_MS: "500" }, {}, { pay })
  const ids = await insertProducts(server, [{ name: "연어 사료", price: 30_000 }, { name: "닭가슴살 간식", price: 5_000 }, ...more])
  return { server, pay, ids }
}

/** Back to a provider that answers at once and charges what it was asked. */
export const resetPay = (pay: PayStandIn): void => {
  pay.failing.clear()
  pay.losing.clear()
  pay.delayMs = 0
  pay.chargeOverride = undefined
}

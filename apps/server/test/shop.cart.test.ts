/** The cart: lines per member and product, quantities 1…999, own lines only, recentAddress (PGlite and PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { failure, givePoints, insertProducts } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

describe("shop cart", () => {
  let server: TestServer
  let member: TestMember
  let other: TestMember
  let ids: number[]

  beforeAll(async () => {
    server = await createTestServer()
    member = await createMember(server, "담는이")
    other = await createMember(server, "남의손")
    ids = await insertProducts(server, [
      { name: "사료", price: 30_000 },
      { name: "간식", price: 5_000 },
      { name: "장난감", price: 12_900 }
    ])
  })
  afterAll(() => server.close())

  it("adding a product already in the cart adds to its line's quantity, up to 999 (400 beyond, the line unchanged)", async () => {
    await member.client.call("addToCart", { body: { productId: ids[0]!, quantity: 2 } })
    await member.client.call("addToCart", { body: { productId: ids[1]!, quantity: 1 } })
    await member.client.call("addToCart", { body: { productId: ids[0]!, quantity: 3 } })
    const cart = await member.client.call("cart", {})
    expect(cart.cartProducts.map((l) => [l.productId, l.name, l.price, l.quantity])).toEqual([
      [ids[0], "사료", 30_000, 5],
      [ids[1], "간식", 5_000, 1]
    ])
    expect(cart.nowPoint).toBe(0)
    expect(cart.recentAddress).toBeNull()

    await member.client.call("addToCart", { body: { productId: ids[0]!, quantity: 994 } })
    expect(await failure(member.client.call("addToCart", { body: { productId: ids[0]!, quantity: 1 } }))).toEqual({
      status: 400,
      message: "한 상품은 999개까지 담을 수 있어요."
    })
    expect((await member.client.call("cart", {})).cartProducts[0]!.quantity).toBe(999)
    expect((await failure(member.client.call("addToCart", { body: { productId: 999999, quantity: 1 } }))).status).toBe(404)
  })

  it("quantities below 1 or above 999 are 400 on register and update", async () => {
    const auth = { authorization: `Bearer ${member.token}`, "content-type": "application/json" }
    for (const quantity of [0, -1, 1000, 1.5]) {
      const res = await server.request("/api/shop/carts/register", { method: "POST", headers: auth, body: JSON.stringify({ productId: ids[2], quantity }) })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/quantity/)
    }
    const line = (await member.client.call("cart", {})).cartProducts[1]!
    const res = await server.request("/api/shop/carts/update", {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ cartItemId: line.cartId, productId: line.productId, quantity: 0 })
    })
    expect(res.status).toBe(400)
  })

  it("update and delete change only the member's own lines; another member's line is 404 and stays", async () => {
    await other.client.call("addToCart", { body: { productId: ids[2]!, quantity: 1 } })
    const theirs = (await other.client.call("cart", {})).cartProducts[0]!
    const mine = (await member.client.call("cart", {})).cartProducts[1]!
    expect(await failure(member.client.call("updateCart", { body: { cartItemId: theirs.cartId, productId: theirs.productId, quantity: 7 } }))).toEqual({
      status: 404,
      message: "장바구니에서 상품을 찾을 수 없어요."
    })
    expect(
      (await failure(member.client.call("deleteFromCart", { body: { cartItemId: theirs.cartId, productId: theirs.productId, quantity: 1 } }))).status
    ).toBe(404)
    expect((await other.client.call("cart", {})).cartProducts).toEqual([theirs])
    // A line named with another product is not that line.
    expect((await failure(member.client.call("updateCart", { body: { cartItemId: mine.cartId, productId: ids[2]!, quantity: 7 } }))).status).toBe(404)

    await member.client.call("updateCart", { body: { cartItemId: mine.cartId, productId: mine.productId, quantity: 4 } })
    expect((await member.client.call("cart", {})).cartProducts[1]!.quantity).toBe(4)
    await member.client.call("deleteFromCart", { body: { cartItemId: mine.cartId, productId: mine.productId, quantity: 4 } })
    expect((await member.client.call("cart", {})).cartProducts.map((l) => l.productId)).toEqual([ids[0]])
    expect((await failure(member.client.call("deleteFromCart", { body: { cartItemId: mine.cartId, productId: mine.productId, quantity: 4 } }))).status).toBe(
      404
    )
  })

  it("recentAddress is the address of the member's last approved order ('NO ORDER' on the wire before any)", async () => {
    const buyer = await createMember(server, "주소록")
    const raw = await server.request("/api/shop/carts", { headers: { authorization: `Bearer ${buyer.token}` } })
    expect(((await raw.json()) as { recentAddress: string }).recentAddress).toBe("NO ORDER")
    await givePoints(server, buyer, 100_000)
    for (const address of ["서울시 종로구 1", "부산시 해운대구 2"]) {
      await buyer.client.call("paymentReadyMobile", {
        body: { orderItems: [{ cartItemId: null, productId: ids[1]!, productName: "간식", quantity: 1 }], totalAmount: 5_000, address, point: 5_000 }
      })
    }
    // A ready order (not approved) does not count: payment is off here, so it cannot even be made.
    expect(
      (
        await failure(
          buyer.client.call("paymentReadyMobile", {
            body: { orderItems: [{ cartItemId: null, productId: ids[0]!, productName: "사료", quantity: 1 }], totalAmount: 30_000, address: "제주", point: 0 }
          })
        )
      ).status
    ).toBe(503)
    const cart = await buyer.client.call("cart", {})
    expect(cart.recentAddress).toBe("부산시 해운대구 2")
    expect(cart.nowPoint).toBe(90_000)
  })
})

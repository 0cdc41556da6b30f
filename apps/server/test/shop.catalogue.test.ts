/** The catalogue: product pages, detail, likes and best items (PGlite and PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { failure, givePoints, insertProducts } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

const status = async (p: Promise<unknown>) => (await failure(p)).status

describe("shop catalogue", () => {
  let server: TestServer
  let member: TestMember
  let ids: number[]

  beforeAll(async () => {
    server = await createTestServer()
    member = await createMember(server, "구경꾼")
    ids = await insertProducts(
      server,
      Array.from({ length: 25 }, (_, i) => ({ name: `상품 ${i + 1}`, price: 1000 + i }))
    )
  })
  afterAll(() => server.close())

  it("pages the catalogue from 1, 10 a page; no page is page 1; page 0 or junk is 400 with a message", async () => {
    const page = async (p?: number) => (await member.client.call("products", { query: p === undefined ? {} : { page: p } })).itemList
    expect((await page(1)).map((p) => p.productId)).toEqual(ids.slice(0, 10))
    expect((await page(2)).map((p) => p.productId)).toEqual(ids.slice(10, 20))
    expect((await page(3)).map((p) => p.productId)).toEqual(ids.slice(20))
    expect(await page(4)).toEqual([])
    expect((await page()).map((p) => p.productId)).toEqual(ids.slice(0, 10))
    for (const junk of ["0", "abc", "-1", "1.5"]) {
      const res = await server.request(`/api/shop/products?page=${junk}`, { headers: { authorization: `Bearer ${member.token}` } })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/page/)
    }
  })

  it("answers a product's detail with the server's price, and 404 with a message for an unknown one", async () => {
    const { itemDetail } = await member.client.call("productDetail", { query: { productId: ids[2]! } })
    expect(itemDetail).toMatchObject({ productId: ids[2], name: "상품 3", price: 1002, vendor: "멍멍상회", isLiked: false })
    const res = await server.request("/api/shop/products/detail?productId=999999", { headers: { authorization: `Bearer ${member.token}` } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: "상품을 찾을 수 없어요." })
  })

  it("likes are idempotent: liking twice is one like; unliking a product not liked changes nothing", async () => {
    const other = await createMember(server, "다른이")
    await member.client.call("likeProduct", { query: { productId: ids[0]! } })
    await member.client.call("likeProduct", { query: { productId: ids[0]! } })
    await member.client.call("likeProduct", { query: { productId: ids[4]! } })
    expect(await status(other.client.call("unlikeProduct", { query: { productId: ids[0]! } }))).toBe(200)
    const liked = (await member.client.call("likedProducts", { query: { page: 1 } })).itemLikeList
    expect(liked.map((p) => p.productId).sort((a, b) => a - b)).toEqual([ids[0], ids[4]])
    expect(liked.every((p) => p.isLiked)).toBe(true)
    // The other member's view: nothing liked.
    expect((await other.client.call("likedProducts", { query: {} })).itemLikeList).toEqual([])
    expect((await other.client.call("productDetail", { query: { productId: ids[0]! } })).itemDetail.isLiked).toBe(false)
    expect((await member.client.call("products", { query: { page: 1 } })).itemList.filter((p) => p.isLiked).map((p) => p.productId)).toEqual([ids[0], ids[4]])

    await member.client.call("unlikeProduct", { query: { productId: ids[4]! } })
    await member.client.call("unlikeProduct", { query: { productId: ids[4]! } })
    expect((await member.client.call("likedProducts", { query: {} })).itemLikeList.map((p) => p.productId)).toEqual([ids[0]])
    expect(await status(member.client.call("likeProduct", { query: { productId: 999999 } }))).toBe(404)
    expect(await status(member.client.call("unlikeProduct", { query: { productId: 999999 } }))).toBe(404)
    expect(await status(member.client.call("likedProducts", { query: { page: 0 } }))).toBe(400)
  })

  it("best items: the 10 most sold products (approved pieces), ties by likes then catalogue order", async () => {
    const buyer = await createMember(server, "단골")
    await givePoints(server, buyer, 1_000_000)
    // Paid entirely with points: approved at once, no provider.
    const buy = async (productId: number, quantity: number) => {
      await buyer.client.call("paymentReadyPc", {
        body: { orderItems: [{ cartItemId: null, productId, productName: "x", quantity }], totalAmount: 0, address: "서울", point: 1_000_000 }
      })
    }
    await buy(ids[20]!, 5)
    await buy(ids[21]!, 3)
    await buy(ids[22]!, 2)
    await buy(ids[22]!, 1)
    // ids[21] and ids[22] both sold 3: ids[22] has a like, so it ranks first.
    await buyer.client.call("likeProduct", { query: { productId: ids[22]! } })
    const best = (await member.client.call("bestProducts", {})).bestItemList.map((p) => p.productId)
    expect(best).toHaveLength(10)
    // Then the unsold ones: ids[0] has a like (from the test above), then catalogue order.
    expect(best).toEqual([ids[20], ids[22], ids[21], ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], ids[6]])
  })
})

import { describe, expect, it } from "vitest"
import { settle } from "../testing/model.ts"
import { createShopWorld, product } from "./shop.testkit.ts"

const started = async () => {
  const w = createShopWorld()
  w.actor.start()
  w.server.next("bestProducts").respond({ bestItemList: [product(2)] })
  w.server
    .next("cart")
    .respond({ cartProducts: [{ cartId: 1, productId: 2, name: "상품 2", price: 2900, quantity: 1, thumbnailImage: null }], nowPoint: 0, recentAddress: null })
  w.server.next("products").respond({ itemList: [product(1), product(2), product(3)] })
  await settle()
  return w
}

const gridData = (w: ReturnType<typeof createShopWorld>) => {
  const g = w.view().grid
  if (g.status !== "ready") throw new Error(`grid is ${g.status}`)
  return g
}

describe("shop", () => {
  it("loads the best items, the first product page (page 1) and the cart count; prices in won", async () => {
    const w = createShopWorld()
    w.actor.start()
    expect(w.view()).toMatchObject({ best: { status: "loading" }, grid: { status: "loading" }, cart: { count: null, label: "장바구니" } })
    expect(w.server.next("products").query.get("page")).toBe("1")
    const s = await started()
    const v = s.view()
    expect(v.best.status === "ready" && v.best.data.map((p) => [p.name, p.priceLabel, p.href])).toEqual([["상품 2", "2,900원", "/shop/item/2"]])
    expect(gridData(s).data.map((p) => [p.productId, p.isBest])).toEqual([
      [1, false],
      [2, true],
      [3, false]
    ])
    expect(v.cart).toEqual({ count: 1, label: "장바구니 1", href: "/shop/cart" })
    expect(v.likedOnly).toBe(false)
  })

  it("pages when the view stays within 1000 px of the bottom for 1000 ms; a page of one item ends the list", async () => {
    const w = await started()
    gridData(w).scrolled(1500)
    w.clock.advance(2000)
    expect(w.server.pending("products")).toHaveLength(0)
    gridData(w).scrolled(800)
    w.clock.advance(999)
    expect(w.server.pending("products")).toHaveLength(0)
    w.clock.advance(1)
    const next = w.server.next("products")
    expect(next.query.get("page")).toBe("2")
    expect(gridData(w).loadingMore).toBe(true)
    next.respond({ itemList: [product(4)] })
    await settle()
    expect(gridData(w)).toMatchObject({ end: true, loadingMore: false })
    expect(gridData(w).data.map((p) => p.productId)).toEqual([1, 2, 3, 4])
  })

  it("the liked toggle switches the grid to the liked list with the same paging, and back", async () => {
    const w = await started()
    w.view().toggleLiked()
    expect(w.view()).toMatchObject({ likedOnly: true, grid: { status: "loading" } })
    const liked = w.server.next("likedProducts")
    expect(liked.query.get("page")).toBe("1")
    liked.respond({ itemLikeList: [] })
    await settle()
    expect(w.view().grid.status).toBe("empty")
    w.view().toggleLiked()
    expect(w.view().likedOnly).toBe(false)
    w.server.next("products").respond({ itemList: [product(5, { isLiked: true }), product(6)] })
    await settle()
    expect(gridData(w).data.map((p) => [p.productId, p.isLiked])).toEqual([
      [5, true],
      [6, false]
    ])
  })

  it("a failed best strip offers a retry; a failed grid offers a retry; a failed cart count shows no badge", async () => {
    const w = createShopWorld()
    w.actor.start()
    w.server.next("bestProducts").fail(500)
    w.server.next("products").fail(500)
    w.server.next("cart").fail(500)
    await settle()
    const v = w.view()
    expect(v.cart.count).toBeNull()
    expect(v.best.status).toBe("failed")
    expect(v.grid.status).toBe("failed")
    if (v.best.status === "failed") v.best.retry()
    if (v.grid.status === "failed") v.grid.retry()
    w.server.next("bestProducts").respond({ bestItemList: [] })
    w.server.next("products").respond({ itemList: [product(1), product(2)] })
    await settle()
    expect(w.view().best.status).toBe("empty")
    expect(gridData(w).data).toHaveLength(2)
  })
})

import { describe, expect, it } from "vitest"
import { buyNowFromSearch } from "../cart/cart.rules.ts"
import { settle } from "../testing/model.ts"
import { createProductWorld, PRODUCT } from "./product.testkit.ts"
import { SUBMISSION_REUSED_MESSAGE } from "../api/endpoint.ts"
import { PRODUCT_COPY } from "./product.types.ts"
import { CART_ADD_STORAGE_KEY, storedCartAdd } from "./product.memory.ts"
import { memoryStorage } from "../ports.ts"

const loaded = async () => {
  const w = createProductWorld()
  w.actor.start()
  w.server.next("productDetail").respond({ itemDetail: PRODUCT })
  await settle()
  return w
}

describe("product detail", () => {
  it("loads the product by the address's id and labels the price in won", async () => {
    const w = createProductWorld()
    w.actor.start()
    expect(w.view().product.status).toBe("loading")
    expect(w.server.next("productDetail").query.get("productId")).toBe("9")
    w.server.next("productDetail").respond({ itemDetail: PRODUCT })
    await settle()
    expect(w.data()).toMatchObject({ name: "산책 하네스", vendor: "멍멍샵", priceLabel: "31,000원", isLiked: false })
  })

  it("a 404 or an address naming no id is notFound; another failure offers a retry", async () => {
    const a = createProductWorld()
    a.actor.start()
    a.server.next("productDetail").fail(404, "상품을 찾을 수 없습니다.")
    await settle()
    expect(a.view().product.status).toBe("notFound")
    const b = createProductWorld({ productId: "abc" })
    b.actor.start()
    expect(b.view().product.status).toBe("notFound")
    expect(b.server.requests).toHaveLength(0)
    const c = createProductWorld()
    c.actor.start()
    c.server.next("productDetail").fail(500)
    await settle()
    const failed = c.view().product
    expect(failed.status).toBe("failed")
    if (failed.status === "failed") failed.retry()
    c.server.next("productDetail").respond({ itemDetail: PRODUCT })
    await settle()
    expect(c.view().product.status).toBe("ready")
  })

  it("like toggles N↔Y at once through the like and unlike calls", async () => {
    const w = await loaded()
    w.data().toggleLike()
    expect(w.data()).toMatchObject({ isLiked: true, isLiking: true })
    w.server.next("likeProduct").respond(undefined as never)
    await settle()
    expect(w.data()).toMatchObject({ isLiked: true, isLiking: false })
    w.data().toggleLike()
    const unlike = w.server.next("unlikeProduct")
    expect(unlike.query.get("productId")).toBe("9")
    unlike.respond(undefined as never)
    await settle()
    expect(w.data().isLiked).toBe(false)
  })

  it("a failed like is reverted and explained", async () => {
    const w = await loaded()
    w.data().toggleLike()
    w.server.next("likeProduct").networkError()
    await settle()
    expect(w.data().isLiked).toBe(false)
    expect(w.view().alert).toBe(PRODUCT_COPY.likeFailed)
    w.view().dismissAlert()
    expect(w.view().alert).toBeNull()
  })

  it("the purchase modal's quantity stays at 1 or more; add to cart confirms and leads to the cart", async () => {
    const w = await loaded()
    w.view().purchase.open()
    expect(w.view().purchase).toMatchObject({ isOpen: true, quantity: 1, canDecrement: false, totalLabel: "31,000원" })
    w.view().purchase.decrement()
    expect(w.view().purchase.quantity).toBe(1)
    w.view().purchase.increment()
    w.view().purchase.increment()
    expect(w.view().purchase).toMatchObject({ quantity: 3, totalLabel: "93,000원" })
    w.view().purchase.addToCart()
    expect(w.view().purchase).toMatchObject({ isAdding: true, canChoose: false })
    const req = w.server.next("addToCart")
    expect(req.json).toEqual({ productId: 9, quantity: 3 })
    req.respond(undefined as never)
    await settle()
    expect(w.view().purchase.confirmation).toBe("장바구니에 담았어요")
    w.view().purchase.goToCart()
    expect(w.navigations).toEqual(["/shop/cart"])
    expect(w.view().purchase.isOpen).toBe(false)
  })

  it("a failed add keeps the modal open with a message", async () => {
    const w = await loaded()
    w.view().purchase.open()
    w.view().purchase.addToCart()
    w.server.next("addToCart").fail(500)
    await settle()
    expect(w.view().purchase).toMatchObject({ isOpen: true, canChoose: true, confirmation: null })
    expect(w.view().alert).toBe(PRODUCT_COPY.addUnknown)
  })

  it("an add whose answer a reload lost is sent again after it under the same key, even with another quantity; known, it is forgotten", async () => {
    const storage = memoryStorage()
    const memory = storedCartAdd(storage, PRODUCT.productId)
    const w = createProductWorld({ productId: "9" }, { cartAddMemory: memory })
    w.actor.start()
    w.server.next("productDetail").respond({ itemDetail: PRODUCT })
    await settle()
    w.view().purchase.open()
    w.actor.send({ type: "user.setQuantity", quantity: 2 })
    w.view().purchase.addToCart()
    // Kept from the send on: the page may be reloaded before any answer comes.
    const first = w.server.next("addToCart").headers["idempotency-key"]
    expect(memory.read()).toEqual({ key: first, quantity: 2 })
    w.actor.stop()

    const again = createProductWorld({ productId: "9", cartAdd: memory.read() }, { cartAddMemory: memory })
    again.actor.start()
    again.server.next("productDetail").respond({ itemDetail: PRODUCT })
    await settle()
    again.view().purchase.open()
    again.view().purchase.addToCart()
    const req = again.server.next("addToCart")
    expect(req.headers["idempotency-key"]).toBe(first)
    expect(req.json).toEqual({ productId: 9, quantity: 1 })
    req.respond(undefined as never)
    await settle()
    expect(again.view().purchase.confirmation).toBe(PRODUCT_COPY.added)
    expect(memory.read()).toBeNull()
    expect(storage.getItem(`${CART_ADD_STORAGE_KEY}.${PRODUCT.productId}`)).toBeNull()
    again.actor.stop()
  })

  it("an add sent again after a lost answer carries the same submission key, even with another quantity; the next add once one succeeded a new one", async () => {
    const w = await loaded()
    const key = () => w.server.next("addToCart").headers["idempotency-key"]
    const lose = async () => {
      w.server.next("addToCart").networkError()
      await settle()
      w.view().dismissAlert()
    }
    w.view().purchase.open()
    w.view().purchase.addToCart()
    const first = key()
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/)
    await lose()
    w.view().purchase.close()
    w.view().purchase.open()
    w.view().purchase.addToCart()
    expect(key()).toBe(first)
    await lose()
    // Another quantity after no answer: the same key, which a server that added the first refuses.
    w.actor.send({ type: "user.setQuantity", quantity: 2 })
    w.view().purchase.addToCart()
    expect(key()).toBe(first)
    w.server.next("addToCart").fail(422, SUBMISSION_REUSED_MESSAGE)
    await settle()
    expect(w.view().purchase.message).toBe(PRODUCT_COPY.alreadyAdded)
    w.view().dismissAlert()
    w.view().purchase.addToCart()
    const two = key()
    expect(two).not.toBe(first)
    w.server.next("addToCart").respond(undefined)
    await settle()
    w.view().purchase.close()
    w.view().purchase.open()
    w.actor.send({ type: "user.setQuantity", quantity: 2 })
    w.view().purchase.addToCart()
    expect(key()).not.toBe(two)
  })

  it("a refused add says the server's reason (the 999 limit); after a refusal another quantity is a new add; closing the sheet does not say it again", async () => {
    const w = await loaded()
    w.view().purchase.open()
    w.view().purchase.addToCart()
    const refused = w.server.next("addToCart")
    refused.fail(400, "한 상품은 999개까지 담을 수 있어요.")
    await settle()
    expect(w.view().purchase.message).toBe("한 상품은 999개까지 담을 수 있어요.")
    w.actor.send({ type: "user.setQuantity", quantity: 3 })
    w.view().purchase.addToCart()
    const next = w.server.next("addToCart")
    expect(next.headers["idempotency-key"]).not.toBe(refused.headers["idempotency-key"])
    next.fail(503)
    await settle()
    expect(w.view().purchase.message).toBe(PRODUCT_COPY.addUnknown)
    w.view().purchase.close()
    expect(w.view().pageAlert).toBeNull()
  })

  it("buy now goes to /shop/cart with the §2 query fields of this product and quantity", async () => {
    const w = await loaded()
    w.view().purchase.open()
    w.view().purchase.setQuantity(2)
    w.view().purchase.buyNow()
    expect(w.navigations).toHaveLength(1)
    const path = w.navigations[0]!
    expect(path.startsWith("/shop/cart?")).toBe(true)
    const keys: string[] = []
    new URLSearchParams(path.split("?")[1]).forEach((_, key) => void keys.push(key))
    expect(keys).toEqual(["PRODUCTID", "VENDOR", "NAME", "PRICE", "quantity", "THUMBNAILIMAGE"])
    expect(buyNowFromSearch(path.split("?")[1]!)).toEqual({
      productId: 9,
      vendor: "멍멍샵",
      name: "산책 하네스",
      price: 31000,
      quantity: 2,
      thumbnailImage: "/img/h.webp"
    })
    expect(w.view().purchase.isOpen).toBe(false)
  })
})

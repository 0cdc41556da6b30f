import { describe, expect, it } from "vitest"
import { MESSAGES } from "../domain/messages.ts"
import { memoryStorage } from "../ports.ts"
import { settle } from "../testing/model.ts"
import { CHECKOUT_STORAGE_KEY, storedCheckoutMemory } from "./cart.memory.ts"
import { buyNowFromSearch, buyNowPath } from "./cart.rules.ts"
import { BUY_NOW_PRODUCT, BUY_NOW_SEARCH, CART, createCartWorld, DESKTOP_UA } from "./cart.testkit.ts"
import { CART_COPY } from "./cart.types.ts"

const loaded = async (input: Parameters<typeof createCartWorld>[0] = {}, cart = CART) => {
  const w = createCartWorld(input)
  w.actor.start()
  // A release comes first only when the tab left a payment on the provider's page (`cart.release.test.ts`).
  if (input.checkout?.leftCheckoutId === undefined) await settle()
  else await w.released()
  w.server.next("cart").respond(cart)
  await settle()
  return w
}

const fillRecipient = (w: Awaited<ReturnType<typeof loaded>>) => {
  w.sheet().changeName(" 김멍멍 ")
  w.sheet().changeAddress("서울시 종로구 낙산길 2")
}

describe("cart", () => {
  it("loads the cart with every line checked, the balance and the recent address prefilled", async () => {
    const w = createCartWorld()
    w.actor.start()
    await settle()
    expect(w.view().cart.status).toBe("loading")
    // This tab left no payment on the provider's page: nothing to release, the cart call at once.
    expect(w.server.pending().map((r) => r.name)).toEqual(["cart"])
    w.server.next("cart").respond(CART)
    await settle()
    const s = w.sheet()
    expect(s.lines.map((l) => [l.name, l.checked, l.totalLabel])).toEqual([
      ["연어 트릿 100g", true, "25,800원"],
      ["리드줄 M", true, "23,000원"]
    ])
    expect(s).toMatchObject({
      allChecked: true,
      isBuyNow: false,
      nowPointLabel: "5,000P",
      address: "서울시 종로구 낙산길 1",
      itemsTotalLabel: "48,800원",
      finalPriceLabel: "48,800원"
    })
  })

  it("leaves the address empty when there was no order ('NO ORDER'), and an empty cart is empty", async () => {
    const w = await loaded({}, { cartProducts: [], nowPoint: 0, recentAddress: null })
    expect(w.view().cart.status).toBe("empty")
    const v = await loaded({}, { ...CART, recentAddress: null })
    expect(v.sheet().address).toBe("")
  })

  it("a failed load offers a retry", async () => {
    const w = createCartWorld()
    w.actor.start()
    await settle()
    w.server.next("cart").fail(500)
    await settle()
    const cart = w.view().cart
    expect(cart.status).toBe("failed")
    if (cart.status === "failed") cart.retry()
    w.server.next("cart").respond(CART)
    await settle()
    expect(w.view().cart.status).toBe("ready")
  })

  it("toggles one line and all lines; the totals follow the checked lines", async () => {
    const w = await loaded()
    w.sheet().lines[1]!.toggle()
    expect(w.sheet()).toMatchObject({ allChecked: false, checkedCount: 1, itemsTotalLabel: "25,800원" })
    w.sheet().toggleAll()
    expect(w.sheet().lines.every((l) => l.checked)).toBe(true)
    w.sheet().toggleAll()
    expect(w.sheet()).toMatchObject({ checkedCount: 0, finalPrice: 0 })
  })

  it("saves a quantity through the update call; the stepper never goes below 1", async () => {
    const w = await loaded()
    w.sheet().lines[0]!.increment()
    expect(w.sheet().lines[0]).toMatchObject({ quantity: 3, isSaving: true, canIncrement: false })
    const req = w.server.next("updateCart")
    expect(req.json).toEqual({ cartItemId: 31, productId: 5, quantity: 3 })
    req.respond(undefined as never)
    await settle()
    expect(w.sheet().lines[0]).toMatchObject({ quantity: 3, isSaving: false, totalLabel: "38,700원" })
    w.sheet().lines[1]!.decrement()
    w.sheet().lines[1]!.setQuantity(-3)
    expect(w.server.calls("updateCart")).toHaveLength(1)
    expect(w.sheet().lines[1]!.canDecrement).toBe(false)
  })

  it("a failed quantity update is reverted and explained", async () => {
    const w = await loaded()
    w.sheet().lines[0]!.setQuantity(7)
    w.server.next("updateCart").fail(500)
    await settle()
    expect(w.sheet().lines[0]!.quantity).toBe(2)
    expect(w.view().alert).toBe(CART_COPY.quantityFailed)
    w.view().dismissAlert()
    expect(w.view().alert).toBeNull()
  })

  it("deletes a line through the delete call, showing it going; a failure keeps it", async () => {
    const w = await loaded()
    w.sheet().lines[1]!.remove()
    expect(w.sheet().lines.map((l) => l.isRemoving)).toEqual([false, true])
    w.server.next("deleteFromCart").fail(500)
    await settle()
    expect(w.sheet().lines).toHaveLength(2)
    expect(w.sheet().lines.map((l) => l.isRemoving)).toEqual([false, false])
    expect(w.view().alert).toBe(CART_COPY.deleteFailed)
    w.sheet().lines[1]!.remove()
    const req = w.server.next("deleteFromCart")
    expect(req.json).toEqual({ cartItemId: 32, productId: 8, quantity: 1 })
    req.respond(undefined as never)
    await settle()
    expect(w.sheet().lines.map((l) => l.name)).toEqual(["연어 트릿 100g"])
  })

  it("normalizes the points field exactly as §5 says and never goes below 0", async () => {
    const w = await loaded()
    const used = (value: string) => {
      w.sheet().changePoints(value)
      return w.sheet().pointsUsed
    }
    expect(used("abc")).toBe(0)
    expect(used("-300")).toBe(0)
    expect(used("1200")).toBe(1200)
    expect(used("999999")).toBe(5000)
    expect(w.sheet().finalPriceLabel).toBe("43,800원")
    w.sheet().toggleAll()
    w.sheet().lines[0]!.toggle()
    w.sheet().changeName("a")
    w.sheet().useAllPoints()
    expect(w.sheet()).toMatchObject({ pointsInput: "5000", pointsUsed: 5000, finalPrice: 20800 })
  })

  it("leaving the points field shows what is used: non-numeric and negative become 0, a fraction its whole points, empty stays empty", async () => {
    const w = await loaded()
    for (const [typed, shown] of [
      ["abc", "0"],
      ["-5", "0"],
      ["12.7", "12"],
      ["1200", "1200"],
      ["", ""]
    ] as const) {
      w.sheet().changePoints(typed)
      w.sheet().settlePoints()
      expect(w.sheet()).toMatchObject({ pointsInput: shown, pointsUsed: Number(shown), pointsClamped: false })
    }
    expect(w.sheet().finalPriceLabel).toBe("48,800원")
  })

  it("a typed amount above what can be used is brought down to it in the field, and the field says the limit", async () => {
    const w = await loaded({}, { ...CART, nowPoint: 90 })
    expect(w.sheet()).toMatchObject({ pointsInput: "", pointsNote: "최대 90P까지 사용할 수 있어요", pointsClamped: false })
    w.sheet().changePoints("150")
    // Not '150' with 90P applied: the field shows 90 and says why.
    expect(w.sheet()).toMatchObject({ pointsInput: "90", pointsUsed: 90, pointsClamped: true, pointsNote: "90P까지만 사용할 수 있어서 90P로 바꿨어요" })
    // Leaving the field keeps the note that says why.
    w.sheet().settlePoints()
    expect(w.sheet()).toMatchObject({ pointsInput: "90", pointsClamped: true })
    w.sheet().changePoints("40")
    expect(w.sheet()).toMatchObject({ pointsInput: "40", pointsUsed: 40, pointsClamped: false, pointsNote: "최대 90P까지 사용할 수 있어요" })
    // The limit is also the checked total: with only the 23,000원 line and 30,000P, 23,000 at most.
    const rich = await loaded({}, { ...CART, nowPoint: 30_000 })
    rich.sheet().lines[0]!.toggle()
    rich.sheet().changePoints("25000")
    expect(rich.sheet()).toMatchObject({
      pointsInput: "23000",
      pointsUsed: 23000,
      finalPrice: 0,
      pointsNote: "23,000P까지만 사용할 수 있어서 23,000P로 바꿨어요"
    })
    // A line unchecked later lowers what the field shows with it.
    rich.sheet().changePoints("20000")
    rich.sheet().lines[0]!.toggle()
    rich.sheet().lines[1]!.toggle()
    expect(rich.sheet()).toMatchObject({ pointsInput: "20000", pointsUsed: 20000 })
  })

  it("with nothing to use the field says why, not '최대 0P'", async () => {
    const broke = await loaded({}, { ...CART, nowPoint: 0 })
    expect(broke.sheet().pointsNote).toBe("사용할 수 있는 포인트가 없어요")
    broke.sheet().changePoints("500")
    expect(broke.sheet()).toMatchObject({ pointsUsed: 0, pointsNote: "사용할 수 있는 포인트가 없어요" })
    // Typed a key at a time, each capped: the field reads '0', never '000'.
    for (const typed of ["5", "00", "000"]) {
      broke.sheet().changePoints(typed)
      expect(broke.sheet().pointsInput).toBe("0")
    }
    const nothingChecked = await loaded({}, { ...CART, nowPoint: 90 })
    for (const line of nothingChecked.sheet().lines) line.toggle()
    expect(nothingChecked.sheet()).toMatchObject({ checkedCount: 0, pointsNote: "주문할 상품을 고르면 포인트를 쓸 수 있어요" })
  })

  it("refuses to pay without a name, then without an address, then without a checked line (§5)", async () => {
    const w = await loaded({}, { ...CART, recentAddress: null })
    w.sheet().pay()
    expect(w.view().alert).toBe(MESSAGES.checkoutNameRequired)
    // The field is marked with the same words, past the alert's '확인', until it is edited.
    w.view().dismissAlert()
    expect(w.sheet()).toMatchObject({ nameError: MESSAGES.checkoutNameRequired, addressError: null })
    w.sheet().changeName("  ")
    expect(w.sheet().nameError).toBeNull()
    w.sheet().pay()
    expect(w.view().alert).toBe(MESSAGES.checkoutNameRequired)
    w.sheet().changeName("김멍멍")
    w.sheet().pay()
    expect(w.view().alert).toBe(MESSAGES.checkoutAddressRequired)
    expect(w.sheet()).toMatchObject({ nameError: null, addressError: MESSAGES.checkoutAddressRequired })
    w.sheet().changeAddress("서울")
    w.sheet().toggleAll()
    w.sheet().pay()
    expect(w.view().alert).toBe(CART_COPY.nothingChecked)
    expect(w.server.calls("paymentReadyMobile")).toHaveLength(0)
    expect(w.server.calls("paymentReadyPc")).toHaveLength(0)
  })

  it("pays the checked lines on the mobile route and sends the browser to the answered address", async () => {
    const w = await loaded()
    fillRecipient(w)
    w.sheet().lines[1]!.toggle()
    w.sheet().changePoints("1000")
    w.sheet().pay()
    expect(w.sheet()).toMatchObject({ isPaying: true, canPay: false, payLabel: CART_COPY.paying })
    const req = w.server.next("paymentReadyMobile")
    expect(req.json).toEqual({
      orderItems: [{ cartItemId: 31, productId: 5, productName: "연어 트릿 100g", quantity: 2 }],
      totalAmount: 24800,
      point: 1000,
      address: "서울시 종로구 낙산길 2",
      recipientName: "김멍멍",
      // This checkout's own id: the release call names it to release this payment alone.
      checkoutId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/)
    })
    req.respond("http://pay.test/pay/T1?platform=mobile")
    await settle()
    expect(w.opened).toEqual(["http://pay.test/pay/T1?platform=mobile"])
    expect(w.navigations).toEqual([])
  })

  it("a desktop user agent takes the PC route; any payment failure goes to /shop/payment/error (§8)", async () => {
    const w = await loaded({ userAgent: DESKTOP_UA })
    fillRecipient(w)
    w.sheet().pay()
    w.server.next("paymentReadyPc").fail(409, "포인트가 부족합니다.")
    await settle()
    expect(w.navigations).toEqual([{ path: "/shop/payment/error", replace: undefined }])
    expect(w.opened).toEqual([])
  })

  it("a 'buy now' query replaces the cart list with that one product, paid without a cart line", async () => {
    const w = await loaded({ search: BUY_NOW_SEARCH })
    const s = w.sheet()
    expect(s.isBuyNow).toBe(true)
    // The server's current price (29,500), not the URL's PRICE (31,000).
    expect(s.lines.map((l) => [l.name, l.vendor, l.quantity, l.totalLabel])).toEqual([["산책 하네스", "멍멍샵", 2, "59,000원"]])
    expect(w.server.calls("productDetail").map((r) => r.query.get("productId"))).toEqual(["9"])
    expect(s.nowPoint).toBe(5000)
    w.sheet().lines[0]!.increment()
    expect(w.sheet().lines[0]!.quantity).toBe(3)
    expect(w.server.calls("updateCart")).toHaveLength(0)
    fillRecipient(w)
    w.sheet().pay()
    const req = w.server.next("paymentReadyMobile")
    expect(req.json.orderItems).toEqual([{ cartItemId: null, productId: 9, productName: "산책 하네스", quantity: 3 }])
    expect(req.json.totalAmount).toBe(88500)
    w.sheet().lines[0]!.remove()
  })

  it("a 'buy now' never shows the URL's PRICE: PRICE=1 shows the server's price; a product gone says so (not found, not an empty cart)", async () => {
    const cheap = BUY_NOW_SEARCH.replace("PRICE=31000", "PRICE=1")
    const w = await loaded({ search: cheap })
    expect(w.sheet().lines.map((l) => l.totalLabel)).toEqual(["59,000원"])
    expect(w.sheet().finalPriceLabel).toBe("59,000원")
    // Until the server answers, nothing is shown as ready.
    const slow = createCartWorld({ search: cheap }, { product: "pending" })
    slow.actor.start()
    await settle()
    slow.server.next("cart").respond(CART)
    await settle()
    expect(slow.view().cart.status).toBe("loading")
    slow.server.next("productDetail").respond({ itemDetail: { ...BUY_NOW_PRODUCT, price: 40_000 } })
    await settle()
    expect(slow.sheet().lines.map((l) => l.totalLabel)).toEqual(["80,000원"])
    const gone = createCartWorld({ search: cheap }, { product: null })
    gone.actor.start()
    await settle()
    gone.server.next("cart").respond(CART)
    await settle()
    expect(gone.view().cart.status).toBe("notFound")
  })

  it("removing the 'buy now' product is local and leaves nothing to pay", async () => {
    const w = await loaded({ search: BUY_NOW_SEARCH })
    w.sheet().lines[0]!.remove()
    expect(w.view().cart.status).toBe("empty")
    expect(w.server.calls("deleteFromCart")).toHaveLength(0)
  })

  it("a 'buy now' link needs only PRODUCTID: the rest is the server's; the quantity 1 when not given, at least 1 and at most 999 (§5)", async () => {
    for (const [search, quantity] of [
      ["?PRODUCTID=9", 1],
      ["?PRODUCTID=9&NAME=n", 1],
      ["?PRODUCTID=9&VENDOR=v&NAME=n&PRICE=31000&quantity=2", 2],
      ["?PRODUCTID=9&VENDOR=v&NAME=n&PRICE=1&quantity=0&THUMBNAILIMAGE=", 1],
      ["?PRODUCTID=9&quantity=5000", 999],
      ["?PRODUCTID=9&quantity=two", 1]
    ] as const) {
      expect(buyNowFromSearch(search)).toMatchObject({ productId: 9 })
      const w = await loaded({ search })
      expect(w.sheet().isBuyNow).toBe(true)
      expect(w.sheet().lines.map((l) => [l.name, l.vendor, l.quantity])).toEqual([["산책 하네스", "멍멍샵", quantity]])
    }
  })

  it("ignores a malformed 'buy now' query and shows the normal cart", async () => {
    for (const search of ["?PRODUCTID=abc&VENDOR=v&NAME=n&PRICE=1&quantity=1&THUMBNAILIMAGE=x", "?NAME=n&PRICE=1&quantity=1", "?PRODUCTID=9&PRICE=cheap"]) {
      expect(buyNowFromSearch(search)).toBeNull()
      const w = await loaded({ search })
      expect(w.sheet().isBuyNow).toBe(false)
      expect(w.sheet().lines).toHaveLength(2)
    }
  })

  it("a failed release still loads the cart (the server releases held points by itself later)", async () => {
    const w = createCartWorld({
      checkout: { recipientName: "", address: "", pointsInput: "", pointsUsed: 0, leftForProvider: true, leftCheckoutId: "T1-checkout-0001" }
    })
    w.actor.start()
    await settle()
    w.server.next("releasePayments").networkError()
    await settle()
    w.server.next("cart").respond(CART)
    await settle()
    expect(w.sheet().nowPointLabel).toBe("5,000P")
  })

  it("?payment=canceled (the provider's '취소') shows the canceled note over the cart, also with a 'buy now' product", async () => {
    const plain = await loaded()
    expect(plain.view().notice).toBeNull()
    const canceled = await loaded({ search: "?payment=canceled" })
    expect(canceled.view().notice).toBe(CART_COPY.paymentCanceled)
    expect(canceled.sheet().isBuyNow).toBe(false)
    const buyNow = await loaded({ search: `${BUY_NOW_SEARCH}&payment=canceled` })
    expect(buyNow.view().notice).toBe(CART_COPY.paymentCanceled)
    expect(buyNow.sheet().lines.map((l) => l.name)).toEqual(["산책 하네스"])
  })

  it("back from the provider's page (restored from the back/forward cache): release first, then the cart again, with the canceled note", async () => {
    const w = await loaded()
    fillRecipient(w)
    w.sheet().changePoints("3000")
    w.sheet().pay()
    w.server.next("paymentReadyMobile").respond("http://pay.test/pay/T1")
    await settle()
    expect(w.opened).toEqual(["http://pay.test/pay/T1"])
    w.pageRestore.restore()
    expect(w.server.pending().map((r) => r.name)).toEqual(["releasePayments"])
    await w.released()
    w.server.next("cart").respond({ ...CART, nowPoint: 5000 })
    await settle()
    // The points the payment had taken were given back (the history shows both): said so.
    expect(w.view().notice).toBe(CART_COPY.paymentCanceledPointsBack("3,000P"))
    expect(w.sheet()).toMatchObject({ nowPointLabel: "5,000P", pointsInput: "3000", canPay: true })
    // Restored while the cart is shown (back from another site): read again, no note, nothing to release.
    const v = await loaded()
    v.pageRestore.restore()
    await settle()
    v.server.next("cart").respond(CART)
    await settle()
    expect(v.view().notice).toBeNull()
    expect(v.server.calls("cart")).toHaveLength(2)
    expect(v.server.calls("releasePayments")).toHaveLength(0)
  })

  it("leaving for the provider keeps the form; back with '취소' (a page load: payment=canceled) it is as the member left it", async () => {
    const w = await loaded()
    fillRecipient(w)
    w.sheet().changePoints("1500")
    w.sheet().pay()
    w.server.next("paymentReadyMobile").respond("http://pay.test/pay/T2")
    await settle()
    expect(w.kept.at(-1)).toEqual({
      recipientName: " 김멍멍 ",
      address: "서울시 종로구 낙산길 2",
      pointsInput: "1500",
      pointsUsed: 1500,
      leftForProvider: true,
      leftCheckoutId: w.server.calls("paymentReadyMobile")[0]!.json.checkoutId
    })
    const back = await loaded({ search: "?payment=canceled", checkout: w.kept.at(-1)! })
    expect(back.view().notice).toBe(CART_COPY.paymentCanceledPointsBack("1,500P"))
    expect(back.sheet()).toMatchObject({ recipientName: " 김멍멍 ", address: "서울시 종로구 낙산길 2", pointsInput: "1500" })
    // Without points: the plain note.
    const none = await loaded({ search: "?payment=canceled", checkout: { ...w.kept.at(-1)!, pointsInput: "", pointsUsed: 0 } })
    expect(none.view().notice).toBe(CART_COPY.paymentCanceled)
    // Back by the browser's back button, the page loaded again (not from the back/forward cache):
    // the form, and the note too (the cart's release canceled that payment).
    const backed = await loaded({ checkout: w.kept.at(-1)! })
    expect(backed.sheet()).toMatchObject({ recipientName: " 김멍멍 ", address: "서울시 종로구 낙산길 2", pointsInput: "1500" })
    expect(backed.view().notice).toBe(CART_COPY.paymentCanceledPointsBack("1,500P"))
    // Open, the cart drops the mark from the kept form: a reload says nothing more.
    expect(backed.forgotLeaving()).toBe(1)
    // The form kept as typed (a reload, the error page's way back): no note.
    const { leftForProvider: _, leftCheckoutId: __, ...typed } = w.kept.at(-1)!
    expect((await loaded({ checkout: typed })).view().notice).toBeNull()
    // Nothing kept: the server's last address, the rest empty.
    const fresh = await loaded()
    expect(fresh.sheet()).toMatchObject({ recipientName: "", address: CART.recentAddress, pointsInput: "" })
  })

  it("a line the member unchecked stays unchecked back from the provider's page, after a reload and when the page is restored", async () => {
    const w = await loaded()
    fillRecipient(w)
    w.sheet().lines[1]!.toggle()
    const second = CART.cartProducts[1]!.cartId
    expect(w.kept.at(-1)).toMatchObject({ uncheckedCartIds: [second] })
    const paying = w.sheet().payLabel
    w.sheet().pay()
    w.server.next("paymentReadyMobile").respond("http://pay.test/pay/T3")
    await settle()
    expect(w.kept.at(-1)).toMatchObject({ uncheckedCartIds: [second] })
    // Back with '취소' (a page load): the same lines checked, so paying again buys what was chosen, not every line.
    const back = await loaded({ search: "?payment=canceled", checkout: w.kept.at(-1)! })
    expect(back.sheet().lines.map((l) => l.checked)).toEqual([true, false])
    expect(back.sheet().payLabel).toBe(paying)
    // The page shown again from the back/forward cache reads the cart again: the checks stay as they are.
    back.pageRestore.restore()
    await settle()
    back.server.next("cart").respond(CART)
    await settle()
    expect(back.sheet().lines.map((l) => l.checked)).toEqual([true, false])
    // Checked again: the kept form says every line.
    back.sheet().lines[1]!.toggle()
    expect(back.kept.at(-1)).not.toHaveProperty("uncheckedCartIds")
  })

  it("each change of the form is kept as it is typed, so a reload of the cart opens with it", async () => {
    const w = await loaded()
    w.sheet().changeName("홍길동")
    expect(w.kept.at(-1)).toMatchObject({ recipientName: "홍길동" })
    w.sheet().changeAddress("서울시 종로구 낙산길 3")
    w.sheet().changePoints("5")
    expect(w.kept.at(-1)).toEqual({ recipientName: "홍길동", address: "서울시 종로구 낙산길 3", pointsInput: "5", pointsUsed: 5 })
    const reloaded = await loaded({ checkout: w.kept.at(-1)! })
    expect(reloaded.sheet()).toMatchObject({ recipientName: "홍길동", address: "서울시 종로구 낙산길 3", pointsInput: "5" })
  })

  it("a failed payment call keeps the form for the way back from the error page", async () => {
    const w = await loaded({ userAgent: DESKTOP_UA })
    fillRecipient(w)
    w.sheet().changePoints("700")
    w.sheet().pay()
    w.server.next("paymentReadyPc").fail(503)
    await settle()
    expect(w.navigations).toEqual([{ path: "/shop/payment/error", replace: undefined }])
    expect(w.kept.at(-1)).toEqual({ recipientName: " 김멍멍 ", address: "서울시 종로구 낙산길 2", pointsInput: "700", pointsUsed: 700 })
    const back = await loaded({ checkout: w.kept.at(-1)! })
    expect(back.sheet()).toMatchObject({ recipientName: " 김멍멍 ", address: "서울시 종로구 낙산길 2", pointsInput: "700" })
  })

  it("storedCheckoutMemory keeps the form until cleared; an unreadable entry is nothing", () => {
    const storage = memoryStorage()
    const memory = storedCheckoutMemory(storage)
    expect(memory.read()).toBeNull()
    const fields = { recipientName: "김멍멍", address: "서울시", pointsInput: "10", pointsUsed: 10 }
    memory.save(fields)
    // Read twice (a screen whose first render is thrown away reads it again): the same form.
    expect(memory.read()).toEqual(fields)
    expect(memory.read()).toEqual(fields)
    // The mark of a tab gone to the provider's page is dropped once the cart has read it.
    memory.save({ ...fields, leftForProvider: true })
    expect(memory.read()).toEqual({ ...fields, leftForProvider: true })
    memory.forgetLeaving()
    expect(memory.read()).toEqual(fields)
    memory.clear()
    expect(memory.read()).toBeNull()
    storage.setItem(CHECKOUT_STORAGE_KEY, "{not json")
    expect(memory.read()).toBeNull()
    expect(storage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull()
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...fields, pointsUsed: "10" }))
    expect(memory.read()).toBeNull()
  })

  it("buyNowPath writes the §2 query that the cart reads back", () => {
    const product = { productId: 9, vendor: "멍멍샵", name: "산책 하네스 & 리드", price: 31000, quantity: 2, thumbnailImage: "/img/h.webp" }
    const path = buyNowPath(product)
    expect(path.startsWith("/shop/cart?PRODUCTID=9&VENDOR=")).toBe(true)
    expect(new URL(path, "http://x").searchParams.get("quantity")).toBe("2")
    expect(buyNowFromSearch(path.slice(path.indexOf("?")))).toEqual(product)
  })
})

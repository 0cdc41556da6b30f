/**
 * The cart releases only the payment this tab left on the pay provider's page (by its
 * `checkoutId`): opening the cart in another tab, on another device, or reloading a cart that
 * left nothing must not cancel a payment being made elsewhere.
 */
import { describe, expect, it } from "vitest"
import { memoryStorage } from "../ports.ts"
import { settle } from "../testing/model.ts"
import { CHECKOUT_STORAGE_KEY, storedCheckoutMemory } from "./cart.memory.ts"
import { CART, createCartWorld } from "./cart.testkit.ts"
import type { CartInput, CheckoutFields } from "./cart.types.ts"
import { CART_COPY } from "./cart.types.ts"

const FORM: CheckoutFields = { recipientName: "김멍멍", address: "서울시 종로구 낙산길 2", pointsInput: "1500", pointsUsed: 1500 }
const KEPT_ID = "left-in-this-tab-01"

const start = async (input: Partial<CartInput> = {}) => {
  const w = createCartWorld(input)
  w.actor.start()
  await settle()
  return w
}

/** A cart loaded with nothing to release, whose member then pays 1,500 points on the mobile route; answers the payment's checkoutId. */
const leftForProvider = async () => {
  const w = await start()
  w.server.next("cart").respond(CART)
  await settle()
  w.sheet().changeName("김멍멍")
  w.sheet().changeAddress("서울시 종로구 낙산길 2")
  w.sheet().changePoints("1500")
  w.sheet().pay()
  const ready = w.server.next("paymentReadyMobile")
  const checkoutId = ready.json.checkoutId as string
  ready.respond("http://pay.test/pay/T1")
  await settle()
  return { w, checkoutId }
}

describe("cart: the release of this tab's payment only", () => {
  it("opening the cart in a tab that left no payment releases nothing: a payment in another tab stays payable", async () => {
    const w = await start()
    expect(w.server.pending().map((r) => r.name)).toEqual(["cart"])
    w.server.next("cart").respond(CART)
    await settle()
    expect(w.view().cart.status).toBe("ready")
    // Shown again from the back/forward cache (back from another site): read again, still nothing released.
    w.pageRestore.restore()
    await settle()
    expect(w.server.pending().map((r) => r.name)).toEqual(["cart"])
    expect(w.server.calls("releasePayments")).toHaveLength(0)
  })

  it("each payment gets its own checkoutId, kept with the mark as the tab leaves for the provider", async () => {
    const { w, checkoutId } = await leftForProvider()
    expect(checkoutId).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    expect(w.kept.at(-1)).toEqual({ ...FORM, leftForProvider: true, leftCheckoutId: checkoutId })
    // Back in this tab and paying again: another id.
    w.pageRestore.restore()
    await w.released()
    w.server.next("cart").respond(CART)
    await settle()
    w.sheet().pay()
    expect(w.server.next("paymentReadyMobile").json.checkoutId).not.toBe(checkoutId)
  })

  it("back from the provider's page (back/forward cache): the release names this tab's payment alone, once", async () => {
    const { w, checkoutId } = await leftForProvider()
    w.pageRestore.restore()
    await settle()
    expect(w.server.next("releasePayments").json).toEqual({ checkoutIds: [checkoutId] })
    await w.released()
    w.server.next("cart").respond(CART)
    await settle()
    expect(w.view().notice).toBe(CART_COPY.paymentCanceledPointsBack("1,500P"))
    // Released: shown again later, nothing more to release.
    w.pageRestore.restore()
    await settle()
    expect(w.server.pending().map((r) => r.name)).toEqual(["cart"])
    expect(w.server.calls("releasePayments")).toHaveLength(1)
  })

  it("a page load with the kept mark (the browser's back, or the provider's '취소') releases the kept payment, and forgets it", async () => {
    for (const search of ["", "?payment=canceled"]) {
      const w = await start({ search, checkout: { ...FORM, leftForProvider: true, leftCheckoutId: KEPT_ID } })
      expect(w.server.next("releasePayments").json).toEqual({ checkoutIds: [KEPT_ID] })
      expect(w.forgotLeaving()).toBe(1)
      await w.released()
      w.server.next("cart").respond(CART)
      await settle()
      expect(w.view().notice).toBe(CART_COPY.paymentCanceledPointsBack("1,500P"))
    }
  })

  it("a page restored while the ready call is out releases that checkout (the call is dropped; the server may have made it)", async () => {
    const w = await start()
    w.server.next("cart").respond(CART)
    await settle()
    w.sheet().changeName("김멍멍")
    w.sheet().changeAddress("서울시")
    w.sheet().pay()
    const checkoutId = w.server.next("paymentReadyMobile").json.checkoutId
    w.pageRestore.restore()
    await settle()
    expect(w.server.next("releasePayments").json).toEqual({ checkoutIds: [checkoutId] })
  })

  it("a kept mark without an id (kept by an older version of the app) releases nothing", async () => {
    const w = await start({ search: "?payment=canceled", checkout: { ...FORM, leftForProvider: true } })
    expect(w.server.pending().map((r) => r.name)).toEqual(["cart"])
    expect(w.forgotLeaving()).toBe(1)
  })

  it("storedCheckoutMemory forgets the kept id with the mark; a malformed id makes the entry unreadable", () => {
    const storage = memoryStorage()
    const memory = storedCheckoutMemory(storage)
    memory.save({ ...FORM, leftForProvider: true, leftCheckoutId: KEPT_ID })
    expect(memory.read()).toEqual({ ...FORM, leftForProvider: true, leftCheckoutId: KEPT_ID })
    memory.forgetLeaving()
    expect(memory.read()).toEqual(FORM)
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...FORM, leftForProvider: true, leftCheckoutId: "short" }))
    expect(memory.read()).toBeNull()
  })
})

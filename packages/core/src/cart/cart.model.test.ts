/** Model-based test of the cart and checkout over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { cartMachine } from "./cart.machine.ts"
import { BUY_NOW_PRODUCT, BUY_NOW_SEARCH, CART, createCartWorld, DESKTOP_UA, PHONE_UA } from "./cart.testkit.ts"

const boom = (name: string) => new HttpError(name, 500, "boom")

modelSuite(
  "cart",
  {
    machine: cartMachine,
    inputs: [
      { search: "", userAgent: PHONE_UA },
      // Back from the provider's '취소' in the tab that left it: its kept form names that payment.
      {
        search: `${BUY_NOW_SEARCH}&payment=canceled`,
        userAgent: DESKTOP_UA,
        checkout: { recipientName: "김멍멍", address: "서울시", pointsInput: "", pointsUsed: 0, leftForProvider: true, leftCheckoutId: "kept-checkout-0001" }
      }
    ],
    describeInput: (input) => (input.search === "" ? "cart" : "buy now, canceled"),
    events: () => [
      { type: "xstate.done.actor.releasePayments", output: undefined },
      { type: "xstate.error.actor.releasePayments", error: boom("releasePayments") },
      { type: "page.restored" },
      { type: "xstate.done.actor.loadCart", output: { cart: CART, product: BUY_NOW_PRODUCT } },
      { type: "xstate.error.actor.loadCart", error: boom("cart") },
      { type: "user.retry" },
      { type: "user.toggleLine", key: "cart:31" },
      { type: "user.toggleAll" },
      { type: "user.setQuantity", key: "cart:999", quantity: 4 },
      { type: "user.setQuantity", key: "cart:31", quantity: 2 },
      { type: "user.setQuantity", key: "cart:31", quantity: 5 },
      { type: "user.setQuantity", key: "buy:9", quantity: 3 },
      { type: "xstate.done.actor.updateQuantity", output: undefined },
      { type: "xstate.error.actor.updateQuantity", error: boom("updateCart") },
      { type: "user.deleteLine", key: "cart:999" },
      { type: "user.deleteLine", key: "cart:32" },
      { type: "user.deleteLine", key: "buy:9" },
      { type: "xstate.done.actor.deleteLine", output: undefined },
      { type: "xstate.error.actor.deleteLine", error: boom("deleteFromCart") },
      { type: "user.changePoints", value: "1200" },
      { type: "user.settlePoints" },
      { type: "user.useAllPoints" },
      { type: "user.changeName", value: "김멍멍" },
      { type: "user.changeAddress", value: "서울시 종로구" },
      { type: "user.changeAddress", value: " " },
      { type: "user.pay" },
      { type: "xstate.done.actor.readyPayment", output: "http://pay.test/pay/T1" },
      { type: "xstate.error.actor.readyPayment", error: boom("paymentReady") },
      { type: "user.dismissAlert" }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        lines: s.context.lines.length,
        checked: s.context.lines.filter((l) => l.checked).length,
        name: s.context.recipientName !== "",
        address: s.context.address.trim() !== "",
        alert: s.context.alert,
        notice: s.context.notice,
        leftAPayment: s.context.checkoutId !== null
      })
  },
  {
    start(input, inspect) {
      const w = createCartWorld(input, { inspect })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any }
          switch (e.type) {
            case "xstate.done.actor.releasePayments":
              return w.server.next("releasePayments").respond(undefined as never)
            case "xstate.error.actor.releasePayments":
              return w.server.next("releasePayments").fail(500)
            case "page.restored":
              return w.pageRestore.restore()
            case "xstate.done.actor.loadCart":
              return w.server.next("cart").respond(e.output.cart)
            case "xstate.error.actor.loadCart":
              return w.server.next("cart").fail(500)
            case "xstate.done.actor.updateQuantity":
              return w.server.next("updateCart").respond(undefined as never)
            case "xstate.error.actor.updateQuantity":
              return w.server.next("updateCart").fail(500)
            case "xstate.done.actor.deleteLine":
              return w.server.next("deleteFromCart").respond(undefined as never)
            case "xstate.error.actor.deleteLine":
              return w.server.next("deleteFromCart").fail(500)
            case "xstate.done.actor.readyPayment":
            case "xstate.error.actor.readyPayment": {
              const req = w.server.pending("paymentReadyPc")[0] ?? w.server.next("paymentReadyMobile")
              return e.type.startsWith("xstate.done") ? req.answer({ kind: "ok", value: e.output }) : req.fail(502, "결제 실패")
            }
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

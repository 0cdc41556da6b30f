/** Model-based test of the product detail over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { productMachine } from "./product.machine.ts"
import { createProductWorld, PRODUCT } from "./product.testkit.ts"

modelSuite(
  "product",
  {
    machine: productMachine,
    inputs: [{ productId: "9" }, { productId: "0" }],
    describeInput: (input) => `product ${input.productId}`,
    events: () => [
      { type: "xstate.done.actor.loadProduct", output: PRODUCT },
      { type: "xstate.error.actor.loadProduct", error: new HttpError("productDetail", 404, "없음") },
      { type: "xstate.error.actor.loadProduct", error: new HttpError("productDetail", 500, "boom") },
      { type: "user.retry" },
      { type: "user.toggleLike" },
      { type: "xstate.done.actor.likeProduct", output: undefined },
      { type: "xstate.error.actor.likeProduct", error: new HttpError("likeProduct", 500, "boom") },
      { type: "user.openPurchase" },
      { type: "user.closePurchase" },
      { type: "user.setQuantity", quantity: 2 },
      { type: "user.addToCart" },
      { type: "xstate.done.actor.addToCart", output: undefined },
      { type: "xstate.error.actor.addToCart", error: new HttpError("addToCart", 500, "boom") },
      { type: "user.buyNow" },
      { type: "user.goToCart" },
      { type: "user.dismissAlert" }
    ],
    serialize: (s) =>
      JSON.stringify({ value: s.value, liked: s.context.product?.isLiked ?? null, quantity: s.context.quantity, alert: s.context.alert !== null })
  },
  {
    start(input, inspect) {
      const w = createProductWorld(input, { inspect })
      w.actor.start()
      const likeCall = () => w.server.pending("likeProduct")[0] ?? w.server.next("unlikeProduct")
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; error?: HttpError }
          switch (e.type) {
            case "xstate.done.actor.loadProduct":
              return w.server.next("productDetail").respond({ itemDetail: PRODUCT })
            case "xstate.error.actor.loadProduct":
              return w.server.next("productDetail").fail(e.error!.status, e.error!.message)
            case "xstate.done.actor.likeProduct":
              return likeCall().respond(undefined as never)
            case "xstate.error.actor.likeProduct":
              return likeCall().fail(500)
            case "xstate.done.actor.addToCart":
              return w.server.next("addToCart").respond(undefined as never)
            case "xstate.error.actor.addToCart":
              return w.server.next("addToCart").fail(500)
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

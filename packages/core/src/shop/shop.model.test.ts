/** Model-based test of the shop catalogue over the real client, a fake server and the real paged list children. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { shopMachine } from "./shop.machine.ts"
import { createShopWorld, product } from "./shop.testkit.ts"

const boom = new HttpError("shop", 500, "boom")

modelSuite(
  "shop",
  {
    machine: shopMachine,
    inputs: [undefined],
    events: () => [
      { type: "xstate.done.actor.loadBest", output: [product(2)] },
      { type: "xstate.error.actor.loadBest", error: boom },
      { type: "user.retryBest" },
      { type: "xstate.done.actor.loadCartCount", output: 1 },
      { type: "xstate.error.actor.loadCartCount", error: boom },
      { type: "user.toggleLiked" },
      { type: "grid.send", event: { type: "user.refresh" } }
    ],
    // The grid's own states are the paged list's (its model test covers them); here only which list is shown.
    serialize: (s) => JSON.stringify({ value: s.value, best: s.context.best.length, cart: s.context.cartCount })
  },
  {
    start(_input, inspect) {
      const w = createShopWorld({ inspect })
      w.actor.start()
      const answerPage = () => {
        const page = w.server.pending("products")[0] ?? w.server.pending("likedProducts")[0]
        if (!page) return
        if (page.name === "products") page.answer({ kind: "ok", value: { itemList: [product(1), product(2)] } })
        else page.answer({ kind: "ok", value: { itemLikeList: [product(3)] } })
      }
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string }
          switch (e.type) {
            case "xstate.done.actor.loadBest":
              return w.server.next("bestProducts").respond({ bestItemList: [product(2)] })
            case "xstate.error.actor.loadBest":
              return w.server.next("bestProducts").fail(500)
            case "xstate.done.actor.loadCartCount":
              return w.server.next("cart").respond({
                cartProducts: [{ cartId: 1, productId: 2, name: "상품 2", price: 2900, quantity: 1, thumbnailImage: null }],
                nowPoint: 0,
                recentAddress: null
              })
            case "xstate.error.actor.loadCartCount":
              return w.server.next("cart").fail(500)
            case "xstate.snapshot.grid":
              return answerPage()
            default:
              w.actor.send(event)
              return answerPage()
          }
        }
      }
    }
  }
)

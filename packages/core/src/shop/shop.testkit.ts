/** The shop over the real client and a fake server, for its tests. */
import { createActor, type InspectionEvent } from "xstate"
import type { Product } from "../schema/shop.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { provideShopMachine } from "./shop.actors.ts"
import { connectShop } from "./shop.connect.ts"

export const product = (productId: number, over: Partial<Product> = {}): Product => ({
  productId,
  name: `상품 ${productId}`,
  vendor: "멍멍샵",
  price: 1000 * productId + 900,
  thumbnailImage: `/img/${productId}.webp`,
  detailImage: null,
  isLiked: false,
  ...over
})

export const createShopWorld = (options: { inspect?: (e: InspectionEvent) => void } = {}) => {
  const server = createFakeApi()
  const clock = new TestClock()
  const actor = createActor(provideShopMachine({ api: server.api }), { clock, ...(options.inspect ? { inspect: options.inspect } : {}) })
  const view = () => connectShop(actor.getSnapshot(), actor.send)
  return { server, clock, actor, view }
}

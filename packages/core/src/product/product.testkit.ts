/** The product detail over the real client and a fake server, with recorded navigation. */
import { createActor, type InspectionEvent } from "xstate"
import type { Product } from "../schema/shop.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { provideProductMachine } from "./product.actors.ts"
import { connectProduct } from "./product.connect.ts"
import type { CartAddMemory, ProductInput } from "./product.types.ts"

export const PRODUCT: Product = {
  productId: 9,
  name: "산책 하네스",
  vendor: "멍멍샵",
  price: 31000,
  thumbnailImage: "/img/h.webp",
  detailImage: "/img/h-detail.webp",
  isLiked: false
}

export const createProductWorld = (
  input: ProductInput = { productId: "9" },
  options: { inspect?: (e: InspectionEvent) => void; cartAddMemory?: CartAddMemory } = {}
) => {
  const server = createFakeApi()
  const navigations: string[] = []
  const navigate = (path: string) => void navigations.push(path)
  const ports = options.cartAddMemory ? { api: server.api, navigate, cartAddMemory: options.cartAddMemory } : { api: server.api, navigate }
  const actor = createActor(provideProductMachine(ports), {
    input,
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
  const view = () => connectProduct(actor.getSnapshot(), actor.send)
  const data = () => {
    const p = view().product
    if (p.status !== "ready") throw new Error(`product is ${p.status}`)
    return p.data
  }
  return { server, actor, view, data, navigations }
}

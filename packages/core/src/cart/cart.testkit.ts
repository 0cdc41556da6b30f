/** The cart in a fake world (the real client over a fake server, recorded navigation), for its tests. */
import { createActor, type InspectionEvent } from "xstate"
import { settle } from "../testing/model.ts"
import type { CartLine, CartResponse, Product } from "../schema/shop.ts"
import { createFakeApi, httpError, ok } from "../testing/fakeApi.ts"
import { createFakePageRestore } from "../testing/fakes.ts"
import { provideCartMachine } from "./cart.actors.ts"
import { connectCart } from "./cart.connect.ts"
import type { CartInput, CheckoutFields } from "./cart.types.ts"

export const DESKTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"
export const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36"

export const LINES: CartLine[] = [
  { cartId: 31, productId: 5, name: "연어 트릿 100g", price: 12900, quantity: 2, thumbnailImage: "/img/treat.webp" },
  { cartId: 32, productId: 8, name: "리드줄 M", price: 23000, quantity: 1, thumbnailImage: null }
]
export const CART: CartResponse = { cartProducts: LINES, nowPoint: 5000, recentAddress: "서울시 종로구 낙산길 1" }

export const BUY_NOW_SEARCH =
  "?PRODUCTID=9&VENDOR=%EB%A9%8D%EB%A9%8D%EC%83%B5&NAME=%EC%82%B0%EC%B1%85%20%ED%95%98%EB%84%A4%EC%8A%A4&PRICE=31000&quantity=2&THUMBNAILIMAGE=%2Fimg%2Fh.webp"

/** Product 9 of `BUY_NOW_SEARCH` as the server sells it now: its price is not the URL's 31,000. */
export const BUY_NOW_PRODUCT: Product = {
  productId: 9,
  name: "산책 하네스",
  vendor: "멍멍샵",
  price: 29_500,
  thumbnailImage: "/uploads/products/h.webp",
  detailImage: "/uploads/products/h-detail.webp",
  isLiked: false
}

/**
 * The cart in a fake world. `product` answers every `productDetail` call (a 'buy now' reads its
 * product's current details): `BUY_NOW_PRODUCT` unless given; null answers 404; "pending" leaves it to the test.
 */
export const createCartWorld = (
  input: Partial<CartInput> = {},
  options: { inspect?: (e: InspectionEvent) => void; product?: Product | null | "pending" } = {}
) => {
  const server = createFakeApi()
  const product = options.product === undefined ? BUY_NOW_PRODUCT : options.product
  if (product !== "pending") server.on("productDetail", () => (product === null ? httpError(404, "상품을 찾을 수 없어요.") : ok({ itemDetail: product })))
  const navigations: Array<{ path: string; replace?: boolean | undefined }> = []
  const opened: string[] = []
  /** What the cart kept of its form as it left for the provider (`CheckoutMemory.save`). */
  const kept: CheckoutFields[] = []
  /** How many times the cart dropped the kept form's provider mark (`CheckoutMemory.forgetLeaving`). */
  let forgotLeaving = 0
  const pageRestore = createFakePageRestore()
  const actor = createActor(
    provideCartMachine({
      api: server.api,
      navigate: (path, o) => void navigations.push({ path, replace: o?.replace }),
      openUrl: (url) => void opened.push(url),
      pageRestore: pageRestore.port,
      checkoutMemory: {
        save: (fields) => void kept.push(fields),
        forgetLeaving: () => {
          forgotLeaving++
        }
      }
    }),
    {
      input: { search: input.search ?? "", userAgent: input.userAgent ?? PHONE_UA, ...(input.checkout !== undefined ? { checkout: input.checkout } : {}) },
      ...(options.inspect ? { inspect: options.inspect } : {})
    }
  )
  const view = () => connectCart(actor.getSnapshot(), actor.send)
  const sheet = () => {
    const cart = view().cart
    if (cart.status !== "ready") throw new Error(`cart is ${cart.status}`)
    return cart.data
  }
  /** Answers the release of payments left on the provider's page, which comes before the cart call. */
  const released = async () => {
    server.next("releasePayments").respond(undefined as never)
    await settle()
  }
  return { server, actor, view, sheet, navigations, opened, kept, pageRestore, released, forgotLeaving: () => forgotLeaving }
}

#!/usr/bin/env node
// @ts-check
/**
 * The shop flow without a screen, up to the pay provider's page: the best products, one product's
 * detail, 'add to cart', the cart and 'pay' — through the same product and cart machines the app's
 * screens bind. Where the app would leave for the provider (`openUrl`), this prints the address.
 *
 *   node shop-to-pay.mjs --server http://localhost:8080 --name 산책왕
 *   node shop-to-pay.mjs --server https://api.example.com --token <accessToken> --product 12 --quantity 2
 *
 * --name signs in with the development sign-in (a server started with DEV_LOGIN=1); --token uses a
 * member's access token. The member must have registered. Prints `{ productId, quantity, total, payUrl }` (total: what is paid, after points).
 */
import { parseArgs } from "node:util"
import { connectCart, createApiClient, createTokenStore, memoryStorage, provideCartMachine, provideProductMachine } from "@mungwalk/core"
import { createActor, waitFor } from "xstate"

const { values } = parseArgs({
  options: {
    server: { type: "string" },
    name: { type: "string" },
    token: { type: "string" },
    product: { type: "string" },
    quantity: { type: "string", default: "1" },
    recipient: { type: "string", default: "김산책" },
    address: { type: "string", default: "서울특별시 종로구 창경궁로 1" }
  }
})
if (!values.server || (!values.name && !values.token)) {
  console.error("usage: node shop-to-pay.mjs --server <origin> (--name <dev sign-in name> | --token <accessToken>) [--product <id>] [--quantity <n>]")
  process.exit(2)
}

const api = createApiClient({ baseUrl: values.server, tokens: createTokenStore(memoryStorage(values.token ? { accessToken: values.token } : {})) })
if (values.name) await api.call("login", { body: { name: values.name } })

/** Where the machines navigate (the app's router); the script only notes it. */
let path = ""
const navigate = (/** @type {string} */ to) => {
  path = to
}

// 1. A product: the one asked for, or the shop's best seller.
const productId = values.product ?? (await api.call("bestProducts")).bestItemList[0]?.productId
if (productId === undefined) throw new Error("the shop has no products")

// 2. Its detail page: open the purchase sheet, choose the quantity, add to the cart.
const product = createActor(provideProductMachine({ api, navigate }), { input: { productId } }).start()
await waitFor(product, (s) => s.matches("ready") || s.status === "done" || s.matches("failed"), { timeout: 30_000 })
if (!product.getSnapshot().matches("ready")) throw new Error(`product ${productId} could not be loaded`)
product.send({ type: "user.openPurchase" })
product.send({ type: "user.setQuantity", quantity: Number(values.quantity) })
product.send({ type: "user.addToCart" })
const added = await waitFor(product, (s) => s.matches({ ready: { purchase: "added" } }) || s.context.alert !== null, { timeout: 30_000 })
if (added.context.alert) throw new Error(added.context.alert)
product.stop()

// 3. The cart: every line is checked; the recipient and address, then pay. The machine calls the
//    payment API and hands the provider's page to `openUrl`.
/** @type {(url: string) => void} */
let paid = () => {}
const payUrl = new Promise((resolve) => (paid = resolve))
const cart = createActor(provideCartMachine({ api, navigate, openUrl: (url) => paid(url), pageRestore: { subscribe: () => () => {} } }), {
  input: { search: "", userAgent: "Mozilla/5.0 (X11; Linux x86_64) MungWalk-example" } // a desktop agent: the PC payment route
}).start()
await waitFor(cart, (s) => s.matches("ready") || s.matches("failed"), { timeout: 30_000 })
cart.send({ type: "user.changeName", value: values.recipient })
cart.send({ type: "user.changeAddress", value: values.address })
const { cart: sheet } = connectCart(cart.getSnapshot(), cart.send)
cart.send({ type: "user.pay" })
const url = await Promise.race([
  payUrl,
  waitFor(cart, (s) => s.status === "done" || s.context.alert !== null, { timeout: 30_000 }).then((s) => {
    throw new Error(`payment not started: ${s.context.alert ?? path}`)
  })
])
cart.stop()
console.log(
  JSON.stringify({
    productId: Number(productId),
    quantity: Number(values.quantity),
    total: sheet.status === "ready" ? sheet.data.finalPrice : null,
    payUrl: url
  })
)

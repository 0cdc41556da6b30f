/**
 * Shop calls (§7): catalogue, likes, cart, the payment ready calls, the release of the payments a
 * client left on the provider's page, refunds and order lines —
 * rules in `services/shop/`. Plus the pay provider's redirects back to us,
 * `GET /api/shop/payments/kakaopay/{approve|cancel|fail}?order=…` (browser navigations, not
 * table calls: public, authenticated by the unguessable order id; they answer 302 to a page, the
 * payment error page for a link with a missing or malformed parameter).
 */
import type { Context } from "hono"
import type { AppEnv } from "../http/context.ts"
import { logger } from "../http/log.ts"
import { PAY_CALLBACK_PATHS, type ApiRouter } from "../http/route.ts"
import { addToCart, deleteCartLine, getCart, updateCartLine } from "../services/shop/cart.ts"
import { bestProducts, likeProduct, listLikedProducts, listProducts, productDetail, unlikeProduct } from "../services/shop/catalogue.ts"
import { listOrderLines } from "../services/shop/orderLines.ts"
import { approveOrder, cancelOrder, failOrder, PAYMENT_PAGES, readyOrder } from "../services/shop/orders.ts"
import { releaseCheckouts, type Shop } from "../services/shop/orderStates.ts"
import { refundOrderLine } from "../services/shop/refunds.ts"
import { reconcileMember } from "../services/shop/settle.ts"

/** Our partner order ids: 128 bits in hex. */
const PARTNER_ORDER_ID = /^[0-9a-f]{32}$/
/** A provider's one-time approval token: printable ASCII. */
const PG_TOKEN = /^[\x21-\x7e]{1,200}$/

/** A redirect's query parameter, or undefined when it is missing or malformed. */
const callbackParam = (c: Context<AppEnv>, name: string, pattern: RegExp): string | undefined => {
  const value = c.req.query(name)
  return value !== undefined && pattern.test(value) ? value : undefined
}

/**
 * The provider's redirect back: a browser navigation, so a link that was not ours (a missing or
 * malformed order id or approval token) lands on the payment error page, not on a JSON answer.
 */
const payCallback = (names: ReadonlyArray<readonly [string, RegExp]>, settle: (values: string[]) => Promise<string>) => async (c: Context<AppEnv>) => {
  const values = names.map(([name, pattern]) => callbackParam(c, name, pattern))
  if (values.some((v) => v === undefined)) {
    logger.warn("a pay redirect with a missing or malformed parameter", { path: c.req.path })
    return c.redirect(PAYMENT_PAGES.error, 302)
  }
  return c.redirect(await settle(values as string[]), 302)
}

export const shopRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  const shop = (): Shop => ({ db: api.deps.database.db, pay: api.deps.pay, payTimeoutMs: api.deps.config.pay.timeoutMs })
  const origin = (c: Context<AppEnv>) => api.deps.config.publicUrl ?? new URL(c.req.url).origin

  api.route("bestProducts", async ({ memberId }) => ({ bestItemList: await bestProducts(db(), memberId) }))
  api.route("products", async ({ memberId, query }) => ({ itemList: await listProducts(db(), memberId, query.page) }))
  api.route("likedProducts", async ({ memberId, query }) => ({ itemLikeList: await listLikedProducts(db(), memberId, query.page) }))
  api.route("likeProduct", ({ memberId, query }) => likeProduct(db(), memberId, query.productId))
  api.route("unlikeProduct", ({ memberId, query }) => unlikeProduct(db(), memberId, query.productId))
  api.route("productDetail", async ({ memberId, query }) => ({ itemDetail: await productDetail(db(), memberId, query.productId) }))

  api.route("cart", ({ memberId }) => getCart(db(), memberId))
  api.route("addToCart", ({ memberId, body, submission }) => addToCart(db(), memberId, body.productId, body.quantity, submission))
  api.route("updateCart", ({ memberId, body }) => updateCartLine(db(), memberId, body))
  api.route("deleteFromCart", ({ memberId, body }) => deleteCartLine(db(), memberId, body))

  api.route("paymentReadyPc", ({ memberId, body, c }) => readyOrder(shop(), memberId, body, "pc", origin(c)))
  api.route("paymentReadyMobile", ({ memberId, body, c }) => readyOrder(shop(), memberId, body, "mobile", origin(c)))
  api.route("releasePayments", async ({ memberId, body }) => {
    // Without a body (a client from before it): nothing. Releasing every waiting payment of the
    // member, as that client meant, would cancel one being paid in another tab or on another
    // device; its own come back with the provider's cancel redirect, the next checkout or expiry.
    if (body !== undefined) await releaseCheckouts(db(), memberId, body.checkoutIds)
  })
  api.route("refund", ({ memberId, body }) => refundOrderLine(shop(), memberId, body.orderItemId))
  api.route("orderItems", async ({ memberId, query }) => {
    // Opening the order list settles the member's payments and refunds whose outcome was unknown.
    await reconcileMember(shop(), memberId)
    return listOrderLines(db(), memberId, query.page)
  })

  const [approvePath, cancelPath, failPath] = PAY_CALLBACK_PATHS as [string, string, string]
  const order = ["order", PARTNER_ORDER_ID] as const
  api.app.get(
    approvePath,
    payCallback([order, ["pg_token", PG_TOKEN]], ([id, token]) => approveOrder(shop(), id!, token!))
  )
  api.app.get(
    cancelPath,
    payCallback([order], ([id]) => cancelOrder(shop(), id!))
  )
  api.app.get(
    failPath,
    payCallback([order], ([id]) => failOrder(shop(), id!))
  )
}

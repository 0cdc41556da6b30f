/** Pure rules of the cart and checkout: the 'buy now' query, lines, points and the order request. */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { checkedTotal, finalPrice, normalizePointsInput, paymentPlatform, stepperQuantity } from "../domain/pricing.ts"
import { IdFromString } from "../schema/common.ts"
import type { CartLine, OrderRequest, Product } from "../schema/shop.ts"
import { formatPoints } from "../domain/format.ts"
import {
  CART_COPY,
  CART_PATH,
  PAYMENT_CANCELED_QUERY,
  type CartContext,
  type CartInput,
  type CartLoad,
  type CheckoutFields,
  type CheckoutLine
} from "./cart.types.ts"

const WholeFromString = (minimum: number, maximum: number) =>
  Schema.String.check(Schema.isPattern(/^\d{1,10}$/, { expected: "a whole number" })).pipe(
    Schema.decodeTo(Schema.Int.check(Schema.isBetween({ minimum, maximum })), SchemaTransformation.transform({ decode: Number, encode: String }))
  )

/**
 * The §2 'buy now' query of `/shop/cart`: `PRODUCTID`, `VENDOR`, `NAME`, `PRICE`, `quantity`,
 * `THUMBNAILIMAGE` (all strings in the URL). Decoded to the product and quantity it names. Only
 * `PRODUCTID` is needed: the line shows the product as the server sells it now
 * (`buyNowLineFromServer`), so a link without the others (or `quantity`: 1) still buys it.
 */
export const BuyNowQuery = Schema.Struct({
  productId: IdFromString,
  vendor: Schema.optionalKey(Schema.String),
  name: Schema.optionalKey(Schema.String),
  price: Schema.optionalKey(WholeFromString(0, 2_147_483_647)),
  quantity: Schema.optionalKey(WholeFromString(1, 999)),
  thumbnailImage: Schema.optionalKey(Schema.String)
}).pipe(
  Schema.encodeKeys({
    productId: "PRODUCTID",
    vendor: "VENDOR",
    name: "NAME",
    price: "PRICE",
    quantity: "quantity",
    thumbnailImage: "THUMBNAILIMAGE"
  })
)
export type BuyNowQuery = typeof BuyNowQuery.Type

const decodeBuyNow = Schema.decodeUnknownOption(BuyNowQuery)
const encodeBuyNow = Schema.encodeSync(BuyNowQuery)

const searchParams = (search: string) => new URLSearchParams(search.startsWith("?") ? search.slice(1) : search)

/** The member came back from the pay provider's '취소' (`?payment=canceled`). */
export const isPaymentCanceled = (search: string): boolean => searchParams(search).get(PAYMENT_CANCELED_QUERY.name) === PAYMENT_CANCELED_QUERY.value

/**
 * The 'buy now' product of a query string, or null (absent or malformed: the normal cart shows).
 * The quantity is at least 1 (§5) and at most `MAX_QUANTITY`: a whole number outside is brought
 * within (`quantity=0` buys one), anything else is left out (one).
 */
export const buyNowFromSearch = (search: string): BuyNowQuery | null => {
  const params = searchParams(search)
  const fields: Record<string, string> = {}
  params.forEach((value, key) => {
    if (!(key in fields)) fields[key] = value
  })
  if ("quantity" in fields) {
    const typed = fields.quantity!.trim()
    if (/^\d{1,10}$/.test(typed)) fields.quantity = String(stepperQuantity(Number(typed)))
    else delete fields.quantity
  }
  const decoded = decodeBuyNow(fields)
  return decoded._tag === "Some" ? decoded.value : null
}

/** `/shop/cart?PRODUCTID=…&VENDOR=…&NAME=…&PRICE=…&quantity=…&THUMBNAILIMAGE=…` for a 'buy now'. */
export const buyNowPath = (product: BuyNowQuery): string => `${CART_PATH}?${new URLSearchParams(encodeBuyNow(product) as Record<string, string>).toString()}`

export const cartLineKey = (cartId: number): string => `cart:${cartId}`

/** The cart's lines, all checked (§3 client-side flag). */
export const linesFromCart = (cartProducts: ReadonlyArray<CartLine>): CheckoutLine[] =>
  cartProducts.map((l) => ({
    key: cartLineKey(l.cartId),
    cartId: l.cartId,
    productId: l.productId,
    name: l.name,
    vendor: null,
    price: l.price,
    quantity: l.quantity,
    thumbnailImage: l.thumbnailImage,
    checked: true
  }))

/** The one line of a 'buy now' (no cart line: `cartItemId` null in the order). */
export const lineFromBuyNow = (p: BuyNowQuery): CheckoutLine => ({
  key: `buy:${p.productId}`,
  cartId: null,
  productId: p.productId,
  name: p.name ?? "",
  vendor: p.vendor ?? null,
  price: p.price ?? 0,
  quantity: p.quantity ?? 1,
  thumbnailImage: p.thumbnailImage ? p.thumbnailImage : null,
  checked: true
})

/** The first context: a 'buy now' query makes its single line; otherwise the cart call fills the lines. */
export const initialCartContext = (input: CartInput): CartContext => {
  const buyNow = buyNowFromSearch(input.search)
  // Back from the provider's page (its '취소', the browser's back) or from the payment error page:
  // the form as the member left it. A paid order's form is not kept (`/shop/payment/complete` clears it).
  const kept = input.checkout ?? null
  // The provider's '취소' (`?payment=canceled`), or the browser's back from its page that loaded the cart again.
  const canceled = isPaymentCanceled(input.search) || kept?.leftForProvider === true
  return {
    mode: buyNow ? "buyNow" : "cart",
    lines: buyNow ? [lineFromBuyNow(buyNow)] : [],
    nowPoint: 0,
    pointsInput: kept?.pointsInput ?? "",
    pointsClamped: false,
    recipientName: kept?.recipientName ?? "",
    address: kept?.address ?? "",
    platform: paymentPlatform(input.userAgent),
    pending: null,
    alert: null,
    invalidField: null,
    notice: canceled ? canceledNotice(kept?.pointsUsed ?? 0) : null,
    productGone: false,
    uncheckedCartIds: kept?.uncheckedCartIds ?? [],
    // The payment this tab left on the provider's page (its mark kept with the form): released on opening.
    checkoutId: kept?.leftForProvider === true ? (kept.leftCheckoutId ?? null) : null
  }
}

/** The note over the cart after a canceled payment: the points it had taken were given back, or none were taken. */
export const canceledNotice = (pointsUsed: number): string =>
  pointsUsed > 0 ? CART_COPY.paymentCanceledPointsBack(formatPoints(pointsUsed)) : CART_COPY.paymentCanceled

/** The checkout form and the points the payment takes, kept while the member is on the provider's page. */
export const checkoutFieldsOf = (context: CartContext): CheckoutFields => {
  const unchecked = context.lines.flatMap((l) => (l.checked || l.cartId === null ? [] : [l.cartId]))
  return {
    recipientName: context.recipientName,
    address: context.address,
    pointsInput: context.pointsInput,
    pointsUsed: pointsUsed(context),
    ...(unchecked.length > 0 ? { uncheckedCartIds: unchecked } : {})
  }
}

/** The 'buy now' product whose current details the cart reads from the server, or null in cart mode. */
export const buyNowProductId = (context: Pick<CartContext, "mode" | "lines">): number | null =>
  context.mode === "buyNow" ? (context.lines[0]?.productId ?? null) : null

/**
 * A 'buy now' line as the server sells it now: its name, vendor, picture and price are the
 * product's, never the URL's (`PRICE=1` shows the real price); null (no line) when the product is gone.
 */
export const buyNowLineFromServer = (line: CheckoutLine, product: Product | null): CheckoutLine | null =>
  product === null || product.productId !== line.productId
    ? null
    : { ...line, name: product.name, vendor: product.vendor, price: product.price, thumbnailImage: product.thumbnailImage }

/**
 * The cart's lines as the member left them: a line already shown keeps its check, a line kept
 * unchecked from before a page load (the provider's page, a reload) stays unchecked, any other is checked.
 */
const linesKeepingChecks = (context: CartContext, cartProducts: ReadonlyArray<CartLine>): CheckoutLine[] => {
  const shown = new Map(context.lines.map((l) => [l.key, l.checked]))
  return linesFromCart(cartProducts).map((l) => ({
    ...l,
    checked: shown.get(l.key) ?? (l.cartId === null || !context.uncheckedCartIds.includes(l.cartId))
  }))
}

/**
 * What the cart call's answer changes: the balance, the address (prefilled from `recentAddress`
 * unless there is none or the member already typed one) and the lines: the cart's in cart mode
 * (with the checks the member left, `linesKeepingChecks`), the 'buy now' line with the server's
 * current product details in 'buy now' mode.
 */
export const applyCartResponse = (context: CartContext, { cart, product }: CartLoad): Partial<CartContext> => ({
  nowPoint: cart.nowPoint,
  productGone: context.mode === "buyNow" && product === null,
  address: context.address === "" && cart.recentAddress !== null ? cart.recentAddress : context.address,
  lines:
    context.mode === "cart"
      ? linesKeepingChecks(context, cart.cartProducts)
      : context.lines.flatMap((l) => {
          const line = buyNowLineFromServer(l, product)
          return line ? [line] : []
        })
})

/** The most points this order can take: the balance, at most the checked total. */
export const pointsLimit = (context: Pick<CartContext, "nowPoint" | "lines">): number =>
  Math.min(normalizePointsInput(context.nowPoint, context.nowPoint), checkedTotal(context.lines))

/**
 * The points field after the member typed `value`: a whole number above `pointsLimit` becomes the
 * limit, so the field never shows more than is applied ('150' with 90P → '90'); anything else as typed.
 */
export const clampPointsInput = (value: string, context: Pick<CartContext, "nowPoint" | "lines">): string => {
  const typed = value.trim()
  if (!/^\d+(\.\d+)?$/.test(typed)) return value
  const limit = pointsLimit(context)
  if (Number(typed) > limit) return String(limit)
  // Typed on after a cap ('0' then '0', '0'): a whole number reads without leading zeros ('000' → '0').
  return /^0\d/.test(typed) ? String(Number(typed)) : value
}

/** The points used (§5: non-numeric or negative → 0, capped at the balance), also at most the checked total. */
export const pointsUsed = (context: Pick<CartContext, "pointsInput" | "nowPoint" | "lines">): number =>
  Math.min(normalizePointsInput(context.pointsInput, context.nowPoint), checkedTotal(context.lines))

/** The points field once left: the points used ('abc' and '-5' → '0', '12.7' → '12'); an empty field stays empty. */
export const settledPointsInput = (context: Pick<CartContext, "pointsInput" | "nowPoint" | "lines">): string =>
  context.pointsInput.trim() === "" ? context.pointsInput : String(pointsUsed(context))

/** The order request of the checked lines (the server recomputes every amount from its own prices). */
export const orderRequestOf = (context: CartContext): OrderRequest => {
  const point = pointsUsed(context)
  return {
    orderItems: context.lines
      .filter((l) => l.checked)
      .map((l) => ({
        cartItemId: l.cartId,
        productId: l.productId,
        productName: l.name,
        quantity: l.quantity
      })),
    totalAmount: finalPrice(context.lines, point),
    address: context.address.trim(),
    point,
    recipientName: context.recipientName.trim(),
    ...(context.checkoutId === null ? {} : { checkoutId: context.checkoutId })
  }
}

export const findLine = (context: Pick<CartContext, "lines">, key: string): CheckoutLine | undefined => context.lines.find((l) => l.key === key)

export const withLine = (lines: ReadonlyArray<CheckoutLine>, key: string, change: (l: CheckoutLine) => CheckoutLine): CheckoutLine[] =>
  lines.map((l) => (l.key === key ? change(l) : l))

/** Shop: products, likes, cart, orders, payments, refunds and admin statistics. Upper-case wire names are mapped to camelCase. */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { Id, IdFromString, ImageUrl, IntFromString, IsoDateTime, YesNo } from "./common.ts"
import { isVisible, Text } from "./text.ts"
import { CHECKOUT_ID_PATTERN, MAX_ORDER_ITEMS, MAX_RELEASED_CHECKOUTS } from "./constants.ts"

/** Amounts in won: 0 … 2,147,483,647 (PostgreSQL `integer`). */
const Won = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }))
/** A line's quantity: 1 … 999. */
const Quantity = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 999 }))

export const Product = Schema.Struct({
  productId: Id,
  name: Schema.String,
  vendor: Schema.String,
  price: Won,
  thumbnailImage: ImageUrl,
  detailImage: ImageUrl,
  isLiked: YesNo
}).pipe(
  Schema.encodeKeys({
    productId: "PRODUCTID",
    name: "NAME",
    vendor: "VENDOR",
    price: "PRICE",
    thumbnailImage: "THUMBNAILIMAGE",
    detailImage: "DETAILIMAGE",
    isLiked: "ISLIKE"
  })
)
export type Product = typeof Product.Type

export const BestItems = Schema.Struct({ bestItemList: Schema.Array(Product) })
export const ItemList = Schema.Struct({ itemList: Schema.Array(Product) })
export const ItemLikeList = Schema.Struct({ itemLikeList: Schema.Array(Product) })
export const ItemDetail = Schema.Struct({ itemDetail: Product })

/** Shop and order lists: pages start at 1. */
export const PageQuery = Schema.Struct({ page: Schema.optionalKey(IntFromString) })
export const ProductIdQuery = Schema.Struct({ productId: IdFromString })

export const CartLine = Schema.Struct({
  cartId: Id,
  productId: Id,
  name: Schema.String,
  price: Won,
  quantity: Quantity,
  thumbnailImage: ImageUrl
}).pipe(
  Schema.encodeKeys({
    cartId: "CARTID",
    productId: "ID",
    name: "NAME",
    price: "PRICE",
    quantity: "QUANTITY",
    thumbnailImage: "THUMBNAILIMAGE"
  })
)
export type CartLine = typeof CartLine.Type

/** `recentAddress` is `'NO ORDER'` on the wire when there is none; null in the domain. */
const RecentAddress = Schema.String.pipe(
  Schema.decodeTo(
    Schema.NullOr(Schema.String),
    SchemaTransformation.transform({
      decode: (s) => (s === "NO ORDER" ? null : s),
      encode: (a) => a ?? "NO ORDER"
    })
  )
)

export const CartResponse = Schema.Struct({
  cartProducts: Schema.Array(CartLine),
  nowPoint: Won,
  recentAddress: RecentAddress
})
export type CartResponse = typeof CartResponse.Type

export const CartRegisterRequest = Schema.Struct({ productId: Id, quantity: Quantity })
export const CartUpdateRequest = Schema.Struct({ cartItemId: Id, productId: Id, quantity: Quantity })
export const CartDeleteRequest = Schema.Struct({ cartItemId: Id, productId: Id, quantity: Quantity })

export const OrderRequestItem = Schema.Struct({
  cartItemId: Schema.NullOr(Id),
  productId: Id,
  productName: Text,
  quantity: Quantity
})

/**
 * Additive: the id a client gives one checkout (`newSubmissionKey`: 128 random bits), so that it
 * can later release that payment alone (`ReleaseRequest`). Only ever matched within the member's own orders.
 */
export const CheckoutId = Schema.String.check(Schema.isPattern(CHECKOUT_ID_PATTERN, { expected: "16 to 64 letters, digits, - or _" }))

export const OrderRequest = Schema.Struct({
  orderItems: Schema.Array(OrderRequestItem).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_ORDER_ITEMS)),
  totalAmount: Won,
  /** Something visible: an address of only spaces (or zero-width characters) is refused ('배송지를 입력해주세요.'). */
  address: Text.check(isVisible("address")),
  point: Won,
  /** Additive: the recipient's name from the checkout form; something visible ('이름을 입력해주세요.'). */
  recipientName: Schema.optionalKey(Text.check(isVisible("name"))),
  /** Additive: the client's id of this checkout (`CheckoutId`); absent from older clients. */
  checkoutId: Schema.optionalKey(CheckoutId)
})
export type OrderRequest = typeof OrderRequest.Type

/**
 * Additive: the body of `POST /api/shop/payments/release` — the checkouts (`OrderRequest.checkoutId`)
 * this client left on the pay provider's page; those of the member's orders still waiting there
 * are released. Other waiting payments (another tab's, another device's) are left alone.
 */
export const ReleaseRequest = Schema.Struct({
  checkoutIds: Schema.Array(CheckoutId).check(Schema.isMaxLength(MAX_RELEASED_CHECKOUTS))
})
export type ReleaseRequest = typeof ReleaseRequest.Type

/** The pay provider's page to send the browser to. */
export const PaymentRedirect = Schema.String

export const RefundRequest = Schema.Struct({ orderItemId: Id })

/**
 * Additive: what a refund call settled. `REFUNDED` — the provider cancelled the line's cash and its
 * points are back; `REFUNDING` — the provider's answer is not known yet ('환불 처리 중'): the server
 * settles it by itself (never twice) and the order list shows the outcome.
 */
export const RefundResult = Schema.Struct({ status: Schema.Literals(["REFUNDED", "REFUNDING"]) })
export type RefundResult = typeof RefundResult.Type

/**
 * Additive: where an order line stands. `PAYING` — the provider's approval is not confirmed yet
 * ('결제 확인 중'); `PAID`; `REFUNDING` — a refund whose provider answer is not known yet ('환불 처리
 * 중'); `REFUNDED` (`ISREFUNDED` is `Y` exactly then).
 */
export const OrderLineStatus = Schema.Literals(["PAYING", "PAID", "REFUNDING", "REFUNDED"])
export type OrderLineStatus = typeof OrderLineStatus.Type

export const OrderItem = Schema.Struct({
  orderItemId: Id,
  productName: Schema.String,
  productThumbnail: ImageUrl,
  vendorName: Schema.String,
  quantity: Quantity,
  totalPrice: Won,
  orderDate: IsoDateTime,
  isRefunded: YesNo,
  /** Additive: the line's status (absent from servers that predate it: read `isRefunded`). */
  status: Schema.optionalKey(OrderLineStatus),
  /** Additive: the points this line was paid with, which a refund of the line returns. */
  pointShare: Schema.optionalKey(Won)
}).pipe(
  Schema.encodeKeys({
    orderItemId: "ORDERITEMID",
    productName: "PRODUCTNAME",
    productThumbnail: "PRODUCTTHUMBNAIL",
    vendorName: "VENDORNAME",
    quantity: "QUANTITY",
    totalPrice: "TOTALPRICE",
    orderDate: "ORDERDATE",
    isRefunded: "ISREFUNDED",
    status: "STATUS",
    pointShare: "POINTSHARE"
  })
)
export type OrderItem = typeof OrderItem.Type

/**
 * One month (Asia/Seoul, of the payment's approval) of `GET /api/admin/order/month`: paid money
 * that was not refunded. `orderCount` — paid orders with at least one line not refunded;
 * `totalAmount` — the prices of those unrefunded lines (points and cash); `cashAmount` (additive) —
 * the cash part of it, what the pay provider keeps.
 */
export const AdminMonthStat = Schema.Struct({
  month: Schema.String,
  orderCount: Schema.Int,
  totalAmount: Won,
  cashAmount: Schema.optionalKey(Won)
})
export type AdminMonthStat = typeof AdminMonthStat.Type

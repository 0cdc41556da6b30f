/** Shop: products, likes, cart, orders, payments, refunds and admin statistics. Upper-case wire names are mapped to camelCase. */
import { Schema, SchemaTransformation } from "effect"
import { Id, IdFromString, ImageUrl, IntFromString, IsoDateTime, YesNo } from "./common.ts"
import { Text } from "./text.ts"

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
}).pipe(Schema.encodeKeys({
  productId: "PRODUCTID",
  name: "NAME",
  vendor: "VENDOR",
  price: "PRICE",
  thumbnailImage: "THUMBNAILIMAGE",
  detailImage: "DETAILIMAGE",
  isLiked: "ISLIKE"
}))
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
}).pipe(Schema.encodeKeys({
  cartId: "CARTID",
  productId: "ID",
  name: "NAME",
  price: "PRICE",
  quantity: "QUANTITY",
  thumbnailImage: "THUMBNAILIMAGE"
}))
export type CartLine = typeof CartLine.Type

/** `recentAddress` is `'NO ORDER'` on the wire when there is none; null in the domain. */
const RecentAddress = Schema.String.pipe(
  Schema.decodeTo(Schema.NullOr(Schema.String), SchemaTransformation.transform({
    decode: (s) => (s === "NO ORDER" ? null : s),
    encode: (a) => a ?? "NO ORDER"
  }))
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

/** At most this many lines in one order. */
export const MAX_ORDER_ITEMS = 100

export const OrderRequest = Schema.Struct({
  orderItems: Schema.Array(OrderRequestItem).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_ORDER_ITEMS)),
  totalAmount: Won,
  address: Text.check(Schema.isNonEmpty()),
  point: Won,
  /** Additive: the recipient's name from the checkout form ('이름을 입력해주세요.'). */
  recipientName: Schema.optionalKey(Text.check(Schema.isNonEmpty()))
})
export type OrderRequest = typeof OrderRequest.Type

/** The pay provider's page to send the browser to. */
export const PaymentRedirect = Schema.String

export const RefundRequest = Schema.Struct({ orderItemId: Id })

export const OrderItem = Schema.Struct({
  orderItemId: Id,
  productName: Schema.String,
  productThumbnail: ImageUrl,
  vendorName: Schema.String,
  quantity: Quantity,
  totalPrice: Won,
  orderDate: IsoDateTime,
  isRefunded: YesNo
}).pipe(Schema.encodeKeys({
  orderItemId: "ORDERITEMID",
  productName: "PRODUCTNAME",
  productThumbnail: "PRODUCTTHUMBNAIL",
  vendorName: "VENDORNAME",
  quantity: "QUANTITY",
  totalPrice: "TOTALPRICE",
  orderDate: "ORDERDATE",
  isRefunded: "ISREFUNDED"
}))
export type OrderItem = typeof OrderItem.Type

/** One month of `GET /api/admin/order/month`. */
export const AdminMonthStat = Schema.Struct({
  month: Schema.String,
  orderCount: Schema.Int,
  totalAmount: Won
})
export type AdminMonthStat = typeof AdminMonthStat.Type

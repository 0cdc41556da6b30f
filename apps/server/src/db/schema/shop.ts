/**
 * The shop: the catalogue, likes, carts, orders with their lines, and the pay provider sandbox's
 * own record of payments. Amounts are whole won (`integer`), never negative.
 *
 * Money model: an order's `itemsTotal` (sum of its lines at the server's prices) is paid by
 * `pointUsed` points and `cashAmount` won through the pay provider (`itemsTotal = pointUsed +
 * cashAmount`). Each line carries its share of both (`pointShare + cashShare = totalPrice`,
 * allocated in proportion to the line's total), so a refund of one line returns exactly its
 * points and cancels exactly its cash at the provider.
 */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.ts"
import { members } from "./members.ts"

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    vendor: text("vendor").notNull(),
    /** food, treat, toy, walk, clothes, hygiene, … (free text; the demo catalogue names its own). */
    category: text("category").notNull(),
    price: integer("price").notNull(),
    thumbnailImage: text("thumbnail_image").notNull(),
    detailImage: text("detail_image").notNull(),
    createdAt: createdAt()
  },
  (t) => [check("products_price_nonnegative", sql`${t.price} >= 0`)]
)

export const productLikes = pgTable(
  "product_likes",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] }), index("product_likes_product_idx").on(t.productId)]
)

/** One line per member and product: adding a product already in the cart adds to its quantity. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("cart_items_member_product_key").on(t.memberId, t.productId), check("cart_items_quantity_range", sql`${t.quantity} between 1 and 999`)]
)

export const ORDER_STATUSES = ["ready", "approving", "approved", "canceled", "failed", "expired"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * An order (docs/ARCHITECTURE.md "Shop and payments"): made `ready` when the member pays (points
 * reserved, the provider's `tid` kept); `approving` once the provider's approval redirect came
 * (the `pg_token` kept) and until the provider's answer is known — a timeout leaves it there and
 * the reconciler asks the provider; then exactly one of `approved` (points spent, lines leave the
 * cart) or `failed`. A `ready` order may also end `canceled` / `failed` / `expired` (points
 * returned). `partnerOrderId` is the unguessable id the provider's redirects carry.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    partnerOrderId: text("partner_order_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    /** "pc" or "mobile": which ready call made it (§9). */
    platform: text("platform", { enum: ["pc", "mobile"] }).notNull(),
    itemName: text("item_name").notNull(),
    itemsTotal: integer("items_total").notNull(),
    pointUsed: integer("point_used").notNull(),
    cashAmount: integer("cash_amount").notNull(),
    recipientName: text("recipient_name"),
    address: text("address").notNull(),
    /**
     * The client's own id of this checkout (`OrderRequest.checkoutId`): the release call names it to
     * release this payment alone. Null from older clients; only ever matched with `member_id`.
     */
    checkoutId: text("checkout_id"),
    /** The pay provider's transaction id; null when points paid everything (no provider call). */
    tid: text("tid"),
    createdAt: createdAt(),
    /** The provider's one-time approval token from the approval redirect: the reconciler re-sends the approval with it. */
    pgToken: text("pg_token"),
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    /** An `approving` order is the reconciler's to settle from this time on (a lease: whoever sets it later owns it). */
    settleAfter: timestamp("settle_after", { withTimezone: true, mode: "date" })
  },
  (t) => [
    uniqueIndex("orders_partner_order_id_key").on(t.partnerOrderId),
    index("orders_member_idx").on(t.memberId, t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    check("orders_amounts", sql`${t.pointUsed} >= 0 and ${t.cashAmount} >= 0 and ${t.itemsTotal} = ${t.pointUsed} + ${t.cashAmount}`),
    check("orders_status_valid", sql`${t.status} in ('ready', 'approving', 'approved', 'canceled', 'failed', 'expired')`)
  ]
)

export const REFUND_STATES = ["none", "refunding", "refunded"] as const
export type RefundState = (typeof REFUND_STATES)[number]

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** The cart line it came from (removed from the cart on approval); null for "buy now". */
    cartItemId: integer("cart_item_id"),
    productName: text("product_name").notNull(),
    productThumbnail: text("product_thumbnail").notNull(),
    vendorName: text("vendor_name").notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    totalPrice: integer("total_price").notNull(),
    pointShare: integer("point_share").notNull(),
    cashShare: integer("cash_share").notNull(),
    /**
     * `none` → `refunding` (claimed; the provider's cancel sent or about to be, its answer not yet
     * known) → `refunded` (the cash cancelled and the points returned, in one transaction), or back
     * to `none` when the provider definitely refused. At most one line of an order is `refunding`.
     */
    refundState: text("refund_state", { enum: REFUND_STATES }).notNull().default("none"),
    /**
     * While `refunding`: what the provider's cancelable amount was before this line's cancel (the
     * order's cash less the lines already refunded). Sent as the cancel's `cancel_available_amount`,
     * so a cancel that already happened is refused rather than done twice, and compared with the
     * provider's cancelled total to know whether it happened.
     */
    cancelableBefore: integer("cancelable_before"),
    /** A `refunding` line is the reconciler's to settle from this time on. */
    settleAfter: timestamp("settle_after", { withTimezone: true, mode: "date" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt()
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_member_idx").on(t.memberId, t.createdAt),
    index("order_items_refunding_idx").on(t.settleAfter).where(sql`${t.refundState} = 'refunding'`),
    check("order_items_shares", sql`${t.pointShare} >= 0 and ${t.cashShare} >= 0 and ${t.totalPrice} = ${t.pointShare} + ${t.cashShare}`),
    check("order_items_refund_state_valid", sql`${t.refundState} in ('none', 'refunding', 'refunded')`)
  ]
)

/**
 * The sandbox pay provider's own books (embedded default only): what a real provider would hold.
 * The order code never reads this table; it talks to the sandbox over HTTP like to KakaoPay.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  tid: text("tid").primaryKey(),
  cid: text("cid").notNull(),
  partnerOrderId: text("partner_order_id").notNull(),
  partnerUserId: text("partner_user_id").notNull(),
  itemName: text("item_name").notNull(),
  quantity: integer("quantity").notNull(),
  totalAmount: integer("total_amount").notNull(),
  taxFreeAmount: integer("tax_free_amount").notNull(),
  approvalUrl: text("approval_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  failUrl: text("fail_url").notNull(),
  /** READY → (member approves on the page: pg_token issued) → SUCCESS_PAYMENT → CANCEL_PAYMENT / PART_CANCEL_PAYMENT; or QUIT_PAYMENT / FAIL_PAYMENT. */
  status: text("status").notNull(),
  pgToken: text("pg_token"),
  aid: text("aid"),
  canceledAmount: integer("canceled_amount").notNull().default(0),
  createdAt: createdAt(),
  approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" })
})

/** Order lines as members (and the admin) read them: paid orders and those being confirmed, with each line's status. */
import { and, desc, eq, or } from "drizzle-orm"
import type { OrderItem, OrderLineStatus } from "@mungwalk/core/schema"
import type { DbOrTx } from "../../db/client.ts"
import { orderItems, orders, type OrderStatus } from "../../db/schema.ts"
import { pageOffset, SHOP_PAGE_SIZE } from "./money.ts"

/** An order line's status as the member sees it. */
const lineStatus = (orderStatus: OrderStatus, refundState: "none" | "refunding" | "refunded"): OrderLineStatus =>
  orderStatus === "approving" ? "PAYING" : refundState === "refunding" ? "REFUNDING" : refundState === "refunded" ? "REFUNDED" : "PAID"

/**
 * Lines of paid orders and of orders whose payment is being confirmed, newest first, 10 a page (one
 * member's, or everyone's for the admin).
 */
export const listOrderLines = async (db: DbOrTx, memberId: number | undefined, page: number | undefined): Promise<OrderItem[]> => {
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      productName: orderItems.productName,
      productThumbnail: orderItems.productThumbnail,
      vendorName: orderItems.vendorName,
      quantity: orderItems.quantity,
      totalPrice: orderItems.totalPrice,
      pointShare: orderItems.pointShare,
      orderDate: orderItems.createdAt,
      refundState: orderItems.refundState,
      orderStatus: orders.status
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(or(eq(orders.status, "approved"), eq(orders.status, "approving")), memberId === undefined ? undefined : eq(orderItems.memberId, memberId)))
    .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
    .limit(SHOP_PAGE_SIZE)
    .offset(pageOffset(page))
  return rows.map(({ refundState, orderStatus, ...r }) => ({
    ...r,
    isRefunded: refundState === "refunded",
    status: lineStatus(orderStatus, refundState)
  }))
}

/**
 * Admin calls (`/api/admin/*`): only members named in `ADMIN_MEMBER_IDS`; everyone else 403.
 * Monthly statistics are per Asia/Seoul month of approval.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm"
import type { AdminMonthStat } from "@mungwalk/core/schema"
import type { Config } from "../../config.ts"
import type { DbOrTx } from "../../db/client.ts"
import { orderItems, orders } from "../../db/schema.ts"
import { forbidden } from "../../http/errors.ts"

export const ADMIN_ONLY = "관리자만 볼 수 있어요."

export const assertAdmin = (config: Pick<Config, "adminMemberIds">, memberId: number): void => {
  if (!config.adminMemberIds.includes(memberId)) throw forbidden(ADMIN_ONLY)
}

/**
 * Paid money that was not refunded, per KST month (`YYYY-MM`) of the payment's approval, newest
 * first: paid orders with at least one unrefunded line, the prices of those lines (points and
 * cash) and their cash part. A line being refunded still counts until the provider confirms it.
 */
export const monthlyOrderStats = async (db: DbOrTx): Promise<AdminMonthStat[]> => {
  // Korea keeps +09:00 all year (no daylight saving time).
  const month = sql<string>`to_char((${orders.approvedAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`
  const rows = await db
    .select({
      month,
      orderCount: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      totalAmount: sql<number>`coalesce(sum(${orderItems.totalPrice}), 0)`.mapWith(Number),
      cashAmount: sql<number>`coalesce(sum(${orderItems.cashShare}), 0)`.mapWith(Number)
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, "approved"), ne(orderItems.refundState, "refunded")))
    .groupBy(month)
    .orderBy(desc(month))
  return rows
}

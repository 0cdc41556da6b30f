/**
 * Admin calls (`/api/admin/*`): only members named in `ADMIN_MEMBER_IDS`; everyone else 403.
 * Monthly statistics are per Asia/Seoul month of approval.
 */
import { desc, eq, sql } from "drizzle-orm"
import type { AdminMonthStat } from "@mungwalk/core/schema"
import type { Config } from "../../config.ts"
import type { DbOrTx } from "../../db/client.ts"
import { orders } from "../../db/schema.ts"
import { forbidden } from "../../http/errors.ts"

export const ADMIN_ONLY = "관리자만 볼 수 있어요."

export const assertAdmin = (config: Pick<Config, "adminMemberIds">, memberId: number): void => {
  if (!config.adminMemberIds.includes(memberId)) throw forbidden(ADMIN_ONLY)
}

/** Approved orders per KST month (`YYYY-MM`): how many and their items total, newest month first. */
export const monthlyOrderStats = async (db: DbOrTx): Promise<AdminMonthStat[]> => {
  // Korea keeps +09:00 all year (no daylight saving time).
  const month = sql<string>`to_char((${orders.approvedAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`
  const rows = await db.select({
    month,
    orderCount: sql<number>`count(*)`.mapWith(Number),
    totalAmount: sql<number>`coalesce(sum(${orders.itemsTotal}), 0)`.mapWith(Number)
  }).from(orders).where(eq(orders.status, "approved")).groupBy(month).orderBy(desc(month))
  return rows
}

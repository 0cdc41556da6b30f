/**
 * Admin calls (§7, no screen): `GET /api/admin/order/month` (approved orders per KST month) and
 * `GET /api/admin/order?page` (every member's order lines, newest first). Members not named in
 * `ADMIN_MEMBER_IDS` get 403.
 */
import type { ApiRouter } from "../http/route.ts"
import { assertAdmin, monthlyOrderStats } from "../services/shop/admin.ts"
import { listOrderLines } from "../services/shop/orderLines.ts"

export const adminRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  api.route("adminOrderMonth", ({ memberId }) => {
    assertAdmin(api.deps.config, memberId)
    return monthlyOrderStats(db())
  })
  api.route("adminOrders", ({ memberId, query }) => {
    assertAdmin(api.deps.config, memberId)
    return listOrderLines(db(), undefined, query.page)
  })
}

/** `GET /api/points`: the member's point history, newest first (`memberId` in the query is ignored). */
import type { ApiRouter } from "../http/route.ts"
import { listPoints } from "../services/points.ts"

export const pointRoutes = (api: ApiRouter): void => {
  api.route("points", ({ memberId }) => listPoints(api.deps.database.db, memberId))
}

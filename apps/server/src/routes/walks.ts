/** Walk calls (§7): start, update, end, discard, daily, monthly, nearby and hot places. Rules live in `services/walks.ts` and `services/walks/reads.ts`. */
import type { ApiRouter } from "../http/route.ts"
import { discardWalk, endWalk, startWalk, updateWalk } from "../services/walks.ts"
import { deleteWalk } from "../services/walks/deleteWalk.ts"
import { dailyWalks, monthlyWalks } from "../services/walks/reads.ts"
import { hotPlaces, nearbyRoutes } from "../services/walks/discover.ts"

export const walkRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  api.route("walkStart", ({ memberId, body }) => startWalk(db(), memberId, body))
  api.route("walkUpdate", ({ memberId, body, confirmMember, c }) => updateWalk(db(), memberId, body, new Date(), confirmMember, c.get("tokenVersion")))
  api.route("walkEnd", ({ memberId, body }) => endWalk(db(), memberId, body))
  api.route("walkDiscard", ({ memberId, body }) => discardWalk(db(), memberId, body))
  api.route("walkDaily", ({ memberId, body }) => dailyWalks(db(), memberId, body))
  api.route("walkMonthly", ({ memberId, body }) => monthlyWalks(db(), memberId, body))
  api.route("deleteWalk", ({ memberId, params }) => deleteWalk(db(), memberId, params.walkId))
  api.route("walkNearby", ({ memberId, body }) => nearbyRoutes(db(), memberId, { lat: body.latitude, lng: body.longitude }))
  api.route("walkHotplace", ({ body }) => hotPlaces(db(), { lat: body.latitude, lng: body.longitude }))
}

/** Walk calls (§7): start, update, end, discard, daily, monthly, nearby and hot places, a walk's picture. Rules live in `services/walks.ts` and `services/walks/reads.ts`. */
import type { ApiRouter } from "../http/route.ts"
import { discardWalk, endWalk, startWalk, updateWalk } from "../services/walks.ts"
import { deleteWalk } from "../services/walks/deleteWalk.ts"
import { dailyWalks, monthlyWalks } from "../services/walks/reads.ts"
import { hotPlaces, nearbyRoutes } from "../services/walks/discover.ts"
import { walkPicture } from "../services/walks/picture.ts"

export const walkRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  api.route("walkStart", ({ memberId, body }) => startWalk(db(), memberId, body))
  api.route("walkUpdate", ({ memberId, body, confirmMember, c }) => updateWalk(db(), memberId, body, new Date(), confirmMember, c.get("tokenVersion")))
  api.route("walkEnd", ({ memberId, body }) => endWalk(db(), memberId, body))
  api.route("walkDiscard", ({ memberId, body }) => discardWalk(db(), memberId, body))
  api.route("walkDaily", ({ memberId, body }) => dailyWalks(db(), memberId, body))
  api.route("walkMonthly", ({ memberId, body }) => monthlyWalks(db(), memberId, body))
  api.route("deleteWalk", ({ memberId, params }) => deleteWalk(db(), memberId, params.walkId))
  api.route("walkPicture", async ({ memberId, params, c }) => {
    const picture = await walkPicture(db(), memberId, params.walkId, c.req.header("if-none-match"))
    const headers = {
      etag: picture.etag,
      "cache-control": picture.immutable ? "private, max-age=31536000, immutable" : "private, no-cache",
      "content-type": "image/png"
    }
    if (picture.png === null) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(picture.png), { status: 200, headers })
  })
  api.route("walkNearby", ({ memberId, body }) => nearbyRoutes(db(), memberId, { lat: body.latitude, lng: body.longitude }))
  api.route("walkHotplace", ({ body }) => hotPlaces(db(), { lat: body.latitude, lng: body.longitude }))
}

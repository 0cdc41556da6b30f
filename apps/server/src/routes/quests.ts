/**
 * Quest calls (§7): `GET /api/quests` (today's quests; the call is today's check-in) and
 * `PUT /api/quests?questId` (claim a reward; `memberId` in the query is ignored). Rules live in
 * `services/quests.ts`.
 */
import type { ApiRouter } from "../http/route.ts"
import { claimQuest, listQuests } from "../services/quests.ts"

export const questRoutes = (api: ApiRouter): void => {
  const db = () => api.deps.database.db
  api.route("quests", ({ memberId }) => listQuests(db(), memberId))
  api.route("claimQuest", ({ memberId, query }) => claimQuest(db(), memberId, query.questId))
}

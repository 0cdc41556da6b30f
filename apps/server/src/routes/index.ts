/** Every API area registers its table routes here. */
import type { ApiRouter } from "../http/route.ts"
import { accountRoutes } from "./account.ts"
import { adminRoutes } from "./admin.ts"
import { authRoutes } from "./auth.ts"
import { communityRoutes } from "./community.ts"
import { healthRoutes } from "./health.ts"
import { memberRoutes } from "./members.ts"
import { notificationRoutes } from "./notifications.ts"
import { petRoutes } from "./pets.ts"
import { pointRoutes } from "./points.ts"
import { questRoutes } from "./quests.ts"
import { shopRoutes } from "./shop.ts"
import { walkRoutes } from "./walks.ts"

export const registerRoutes = (api: ApiRouter): void => {
  healthRoutes(api)
  authRoutes(api)
  memberRoutes(api)
  accountRoutes(api)
  petRoutes(api)
  pointRoutes(api)
  questRoutes(api)
  walkRoutes(api)
  communityRoutes(api)
  notificationRoutes(api)
  shopRoutes(api)
  adminRoutes(api)
}

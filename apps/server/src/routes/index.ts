/** Every API area registers its table routes here. */
import type { ApiRouter } from "../http/route.ts"
import { healthRoutes } from "./health.ts"

export const registerRoutes = (api: ApiRouter): void => {
  healthRoutes(api)
}

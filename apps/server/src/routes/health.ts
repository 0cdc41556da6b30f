import { ping } from "../db/client.ts"
import type { ApiRouter } from "../http/route.ts"

export const healthRoutes = (api: ApiRouter): void => {
  api.route("health", async () => {
    await ping(api.deps.database.db)
    return { status: "ok", database: api.deps.database.kind } as const
  })
}

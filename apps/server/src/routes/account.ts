/** The member's account (issue 32): sign-out, withdrawal, settings and the data download. */
import type { ApiRouter } from "../http/route.ts"
import { exportAccount, getSettings, signOut, updateSettings, withdraw } from "../services/account.ts"

export const accountRoutes = (api: ApiRouter): void => {
  const { database, images, notifications } = api.deps
  api.route("logout", ({ memberId }) => signOut(database.db, memberId))
  api.route("deleteAccount", ({ memberId }) => withdraw(database.db, images, notifications, memberId))
  api.route("accountSettings", ({ memberId }) => getSettings(database.db, memberId))
  api.route("updateAccountSettings", ({ memberId, body }) => updateSettings(database.db, notifications, memberId, body))
  api.route("accountExport", async ({ memberId, c }) => {
    c.header("Content-Disposition", 'attachment; filename="mungwalk-my-data.json"')
    return exportAccount(database.db, memberId)
  })
}

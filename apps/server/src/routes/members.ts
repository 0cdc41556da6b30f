/** Member calls of §7: my-page, the profile (read and update) and the nickname check. */
import type { ApiRouter } from "../http/route.ts"
import { getMyPage, getProfile, isNicknameTaken, updateProfile } from "../services/members.ts"

export const memberRoutes = (api: ApiRouter): void => {
  const { database, images, tokens } = api.deps
  api.route("myPage", ({ memberId }) => getMyPage(database.db, memberId))
  api.route("profile", ({ memberId }) => getProfile(database.db, memberId))
  api.route("updateProfile", async ({ memberId, part, files, c }) => {
    const saved = await updateProfile(database.db, images, memberId, part, files.profileImage?.[0])
    // The member is registered now: a token without the "registered": false claim (§4: the
    // client replaces its token from this header), so the route guard lets them in at once.
    c.header("Authorization", `Bearer ${await tokens.issue(memberId, { registered: true, tokenVersion: c.get("tokenVersion") })}`)
    return saved
  })
  api.route("checkNickname", ({ memberId, query }) => isNicknameTaken(database.db, memberId, query.nickname))
}

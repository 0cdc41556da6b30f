/** Member calls of §7: my-page, the profile (read and update) and the nickname check. */
import type { ApiRouter } from "../http/route.ts"
import { getMyPage, getProfile, isNicknameTaken, updateProfile } from "../services/members.ts"

export const memberRoutes = (api: ApiRouter): void => {
  const { database, images } = api.deps
  api.route("myPage", ({ memberId }) => getMyPage(database.db, memberId))
  api.route("profile", ({ memberId }) => getProfile(database.db, memberId))
  api.route("updateProfile", ({ memberId, part, files }) =>
    updateProfile(database.db, images, memberId, part, files.profileImage?.[0]))
  api.route("checkNickname", ({ memberId, query }) => isNicknameTaken(database.db, memberId, query.nickname))
}

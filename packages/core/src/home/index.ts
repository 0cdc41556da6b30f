/**
 * The home screen's walk prompt and hot places (§4 Home): `createActor(provideHomeMachine({ api, geolocation }),
 * { input: homeInput(tokens, Date.now()) })`; render `connectHome(snapshot, send)`; send `user.reload`
 * when the member signs in or out.
 */
export { homeMachine } from "./home.machine.ts"
export type { HomeMachine } from "./home.machine.ts"
export { createHomeImplementations, provideHomeMachine } from "./home.actors.ts"
export { connectHome, homePostCard, homeToday, questShortcuts, REGISTER_PROFILE_TODAY } from "./home.connect.ts"
export type { HomePostCard, HomePrompt, HomeQuestShortcuts, HomeToday, HomeView, QuestBadge } from "./home.connect.ts"
export { HOME_COPY, homeInput } from "./home.types.ts"
export type { HomeContext, HomeEvent, HomeInput, HomePorts, LoadTodayInput } from "./home.types.ts"

/**
 * The home screen's walk prompt (§4 Home): `createActor(provideHomeMachine({ api }),
 * { input: { now: Date.now() } })`; render `connectHome(snapshot, send)`; send `user.reload`
 * when the member signs in or out.
 */
export { homeMachine } from "./home.machine.ts"
export type { HomeMachine } from "./home.machine.ts"
export { createHomeImplementations, provideHomeMachine } from "./home.actors.ts"
export { connectHome } from "./home.connect.ts"
export type { HomePrompt, HomeView } from "./home.connect.ts"
export { HOME_COPY } from "./home.types.ts"
export type { HomeContext, HomeEvent, HomeInput, HomePorts, LoadTodayInput } from "./home.types.ts"

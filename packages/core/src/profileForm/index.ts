/**
 * The profile form (`/auth/register`, `/mypage/profile`).
 * `createActor(provideProfileFormMachine({ api }))`, render `connectProfileForm(snapshot, send)`,
 * and listen for `actor.on("saved", …)` to navigate (or send auth `user.registered`).
 */
export { profileFormMachine } from "./profileForm.machine.ts"
export type { ProfileFormMachine, UpdateProfileInput } from "./profileForm.machine.ts"
export { createProfileFormImplementations, provideProfileFormMachine } from "./profileForm.actors.ts"
export { connectProfileForm } from "./profileForm.connect.ts"
export type { ProfileFormView } from "./profileForm.connect.ts"
export { NICKNAME_CHECK_DEBOUNCE_MS, PROFILE_FORM_COPY, profileToValues } from "./profileForm.types.ts"
export type { ProfileFormContext, ProfileFormEmitted, ProfileFormEvent, ProfileFormPorts, ProfileTextField } from "./profileForm.types.ts"

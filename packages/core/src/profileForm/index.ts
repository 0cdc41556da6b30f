/**
 * The profile form (`/auth/register`, `/mypage/profile`).
 * `createActor(provideProfileFormMachine({ api, draftMemory? }), { input: { draft? } })`, render `connectProfileForm(snapshot, send)`,
 * and listen for `actor.on("saved", …)` to navigate (or send auth `user.registered`).
 */
export { profileFormMachine } from "./profileForm.machine.ts"
export type { ProfileFormMachine, UpdateProfileInput } from "./profileForm.machine.ts"
export { createProfileFormImplementations, provideProfileFormMachine } from "./profileForm.actors.ts"
export { connectProfileForm } from "./profileForm.connect.ts"
export { PROFILE_DRAFT_STORAGE_KEY, storedProfileDraft } from "./profileForm.memory.ts"
export type { ProfileFormView } from "./profileForm.connect.ts"
export { NICKNAME_CHECK_DEBOUNCE_MS, PROFILE_FORM_COPY, profileToValues } from "./profileForm.types.ts"
export type {
  ProfileDraft,
  ProfileDraftMemory,
  ProfileFormContext,
  ProfileFormEmitted,
  ProfileFormEvent,
  ProfileFormInput,
  ProfileFormPorts,
  ProfileTextField
} from "./profileForm.types.ts"

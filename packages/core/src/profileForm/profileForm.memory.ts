/** The profile form kept as it is typed (`ProfileDraftMemory`) in a key-value storage: the web's tab session storage. */
import { guardedEntry, type GuardedEntry } from "../persist/guarded.ts"
import { isDraftText, isFormDraft } from "../persist/draft.ts"
import type { ProfileFormValues } from "../domain/validation.ts"
import type { KeyValueStorage } from "../ports.ts"
import type { ProfileDraft, ProfileDraftMemory } from "./profileForm.types.ts"

/** The storage key of the kept form (registration and edit alike: one member's profile). */
export const PROFILE_DRAFT_STORAGE_KEY = "mungwalk.profileDraft"

const isDraft = (u: unknown): u is ProfileDraft =>
  isFormDraft<ProfileFormValues>(
    u,
    (v) =>
      isDraftText(v.nickname) && isDraftText(v.dateOfBirth) && isDraftText(v.phoneNumber) && (v.gender === null || v.gender === "female" || v.gender === "male")
  )

/** A `ProfileDraftMemory` over `storage`; `read()`: the kept form, or null (an unreadable entry is removed). */
export const storedProfileDraft = (storage: KeyValueStorage): ProfileDraftMemory & GuardedEntry<ProfileDraft> =>
  guardedEntry(storage, PROFILE_DRAFT_STORAGE_KEY, isDraft)

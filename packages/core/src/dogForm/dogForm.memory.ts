/** A new dog's form kept as it is typed (`DogDraftMemory`) in a key-value storage: the web's tab session storage. */
import { guardedEntry, type GuardedEntry } from "../persist/guarded.ts"
import type { KeyValueStorage } from "../ports.ts"
import type { DogDraft, DogDraftMemory } from "./dogForm.types.ts"

/** The storage key of the kept form. */
export const DOG_DRAFT_STORAGE_KEY = "mungwalk.dogDraft"

const isText = (u: unknown): u is string => typeof u === "string" && u.length <= 200

const isDraft = (u: unknown): u is DogDraft => {
  if (typeof u !== "object" || u === null) return false
  const { values, hadImage } = u as Record<string, unknown>
  if (typeof hadImage !== "boolean" || typeof values !== "object" || values === null) return false
  const v = values as Record<string, unknown>
  const breed = v.breed as Record<string, unknown> | null
  return (
    isText(v.name) &&
    isText(v.dateOfBirth) &&
    isText(v.weight) &&
    (v.gender === null || v.gender === "female" || v.gender === "male") &&
    (v.neutering === null || typeof v.neutering === "boolean") &&
    (breed === null || (typeof breed === "object" && Number.isInteger(breed.id) && isText(breed.name)))
  )
}

/** A `DogDraftMemory` over `storage`; `read()`: the kept form, or null (an unreadable entry is removed). */
export const storedDogDraft = (storage: KeyValueStorage): DogDraftMemory & GuardedEntry<DogDraft> => guardedEntry(storage, DOG_DRAFT_STORAGE_KEY, isDraft)

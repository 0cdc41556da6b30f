/** A dog's form kept as it is typed (`DogDraftMemory`) in a key-value storage: the web's tab session storage. */
import { guardedEntry, type GuardedEntry } from "../persist/guarded.ts"
import { isDraftText, isFormDraft } from "../persist/draft.ts"
import type { DogFormValues } from "../domain/validation.ts"
import type { KeyValueStorage } from "../ports.ts"
import type { DogDraft, DogDraftMemory } from "./dogForm.types.ts"

/** The storage key of a new dog's kept form; an edit's is this key, a dot and the dog's id. */
export const DOG_DRAFT_STORAGE_KEY = "mungwalk.dogDraft"

const isDraft = (u: unknown): u is DogDraft =>
  isFormDraft<DogFormValues>(u, (v) => {
    const breed = v.breed as Record<string, unknown> | null
    return (
      isDraftText(v.name) &&
      isDraftText(v.dateOfBirth) &&
      isDraftText(v.weight) &&
      (v.gender === null || v.gender === "female" || v.gender === "male") &&
      (v.neutering === null || typeof v.neutering === "boolean") &&
      (breed === null || (typeof breed === "object" && Number.isInteger(breed.id) && isDraftText(breed.name)))
    )
  })

/**
 * A `DogDraftMemory` over `storage`: a new dog's form, or with `petId` the edit of that dog (each
 * dog's edit apart). `read()`: the kept form, or null (an unreadable entry is removed).
 */
export const storedDogDraft = (storage: KeyValueStorage, petId?: number): DogDraftMemory & GuardedEntry<DogDraft> =>
  guardedEntry(storage, petId === undefined ? DOG_DRAFT_STORAGE_KEY : `${DOG_DRAFT_STORAGE_KEY}.${petId}`, isDraft)

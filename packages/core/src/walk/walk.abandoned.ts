/**
 * A walk given up while its end could not be saved ('기록 포기': the server unreachable, or
 * failing): the route already sent stays on the server, and the walk there is still in progress.
 * Its end call is kept on the device (`ABANDONED_WALK_STORAGE_KEY`) and made later by the app
 * itself — outside a walk, each time the walk machine is idle and before it asks the server for a
 * walk in progress — with the time and place the member ended it. Until then the walk is not taken
 * on as the one in progress here, nor shown as recorded on another device: the member gave it up
 * on this one. A small JSON entry checked by a guard (no schema loaded for it).
 */
import { HttpError } from "../api/errors.ts"
import { guardedEntry } from "../persist/guarded.ts"
import type { KeyValueStorage } from "../ports.ts"
import type { EndWalkInput } from "./walk.types.ts"

/** The storage key of the given-up walk's end call. */
export const ABANDONED_WALK_STORAGE_KEY = "mungwalk.walk.abandoned"

const isFiniteNumber = (u: unknown): u is number => typeof u === "number" && Number.isFinite(u)

const isEndInput = (u: unknown): u is EndWalkInput => {
  if (typeof u !== "object" || u === null) return false
  const e = u as Record<string, unknown>
  const position = e.position as Record<string, unknown> | null | undefined
  return (
    Number.isSafeInteger(e.walkId) &&
    typeof position === "object" &&
    position !== null &&
    isFiniteNumber(position.lat) &&
    isFiniteNumber(position.lng) &&
    typeof e.located === "boolean" &&
    (e.endedAt === undefined || isFiniteNumber(e.endedAt))
  )
}

/** The given-up walk's end call kept in `storage`: `read()` it (null: none), `save` it, `clear()` it. */
export const abandonedWalkEntry = (storage: KeyValueStorage) => guardedEntry(storage, ABANDONED_WALK_STORAGE_KEY, isEndInput)

/**
 * Does this failure of the end call settle the given-up walk? A 4xx other than 401, 408 and 429:
 * the walk is over or gone on the server (409, 404), or the call will be refused again (400, 403).
 * No answer, a 5xx, a 401 (signed out: tried again once signed in) or a rate limit leave it kept.
 */
export const settlesAbandoned = (error: unknown): boolean =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)

/**
 * Makes the kept end call once (`end`: the walk machine's `endWalk`), if there is one: answered, or
 * refused for good (`settlesAbandoned`), the entry is cleared; otherwise it stays for the next try.
 * Answers the walk id still given up and not ended (to be left alone by the lookup), or null.
 * Never rejects, unless `signal` aborted the call.
 */
export const settleAbandonedWalk = async (
  storage: KeyValueStorage,
  end: (input: EndWalkInput) => Promise<unknown>,
  signal?: AbortSignal
): Promise<number | null> => {
  const entry = abandonedWalkEntry(storage)
  const kept = entry.read()
  if (kept === null) return null
  try {
    await end(kept)
  } catch (error) {
    if (signal?.aborted) throw error
    if (!settlesAbandoned(error)) return kept.walkId
  }
  // Cleared only if it is still the same walk's (one given up meanwhile replaces it).
  if (entry.read()?.walkId === kept.walkId) entry.clear()
  return null
}

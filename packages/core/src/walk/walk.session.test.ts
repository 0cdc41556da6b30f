/**
 * The walk's storage writes what the schema-checked entries write (`persistedEntry`), while it
 * encodes each fix once (issue 33: the track is appended to, the outbox points are remembered).
 */
import { describe, expect, it } from "vitest"
import { persistedEntry } from "../persist/persisted.ts"
import { memoryStorage } from "../ports.ts"
import { newWalk, toRoutePoint, withFix } from "./walk.rules.ts"
import { createWalkSessionStore, loadWalkSession, PersistedTrack, PersistedWalk, WALK_TRACK_STORAGE_KEY } from "./walk.session.ts"
import { DOGS, fixAt, T0 } from "./walk.testkit.ts"
import { WALK_STORAGE_KEY, type ActiveWalk, type PersistedWalkState } from "./walk.types.ts"

/** What the schema's own entries store for `state` (the stored shape before the session encoded by parts). */
const reference = (state: PersistedWalkState): { walk: string | null; track: string | null } => {
  const storage = memoryStorage()
  const { track, ...rest } = state.walk
  const acknowledged = track.length - state.walk.outbox.length
  persistedEntry(storage, { key: WALK_TRACK_STORAGE_KEY, version: 1, schema: PersistedTrack }).save({
    walkId: state.walk.walkId,
    fixes: track.slice(0, acknowledged)
  })
  persistedEntry(storage, { key: WALK_STORAGE_KEY, version: 1, schema: PersistedWalk }).save({ ...state, walk: rest })
  return { walk: storage.getItem(WALK_STORAGE_KEY), track: storage.getItem(WALK_TRACK_STORAGE_KEY) }
}

const started = newWalk({ answer: { walkId: 7, dogs: DOGS, startTime: new Date(T0) }, sentAt: T0, receivedAt: T0 }, null, T0)

/** `walk` with fixes at `seconds`; the first `acknowledged` of the whole track left the outbox. */
const walkWith = (walk: ActiveWalk, seconds: ReadonlyArray<number>, acknowledged: number): ActiveWalk => {
  const grown = seconds.reduce((w, s) => withFix(w, fixAt(s)), walk)
  return { ...grown, outbox: grown.track.slice(acknowledged).map(toRoutePoint) }
}

describe("walk session storage", () => {
  it("stores exactly what the schema's entries store, as the track grows and is acknowledged", () => {
    const storage = memoryStorage()
    const store = createWalkSessionStore(storage)
    let walk = started
    let at = 1
    for (const acknowledgedAfter of [0, 20, 20, 40, 57]) {
      walk = walkWith(walk, [at, at + 1, at + 2, at + 3, at + 4, at + 5, at + 6, at + 7, at + 8, at + 9, at + 10, at + 11], 0)
      at += 12
      const acknowledged = Math.min(acknowledgedAfter, walk.track.length)
      walk = { ...walk, outbox: walk.track.slice(acknowledged).map(toRoutePoint), marks: [{ kind: "PEE", time: T0 + 3000, lat: 37.5, lng: 127, sent: false }] }
      const state = { walk, selectedDogIds: [1, 2], savedAt: T0 + at * 1000 }
      store.save(state)
      expect({ walk: storage.getItem(WALK_STORAGE_KEY), track: storage.getItem(WALK_TRACK_STORAGE_KEY) }).toEqual(reference(state))
      expect(loadWalkSession(storage)).toEqual({ ...state, walk: { ...walk, track: walk.track } })
    }
    // A fix: one more point in the track and the outbox, every other field the same.
    const fix = fixAt(at + 1)
    const next = { ...walk, track: [...walk.track, fix], outbox: [...walk.outbox, toRoutePoint(fix)] }
    const state = { walk: next, selectedDogIds: [1, 2], savedAt: T0 + (at + 1) * 1000 }
    store.save(state)
    expect({ walk: storage.getItem(WALK_STORAGE_KEY), track: storage.getItem(WALK_TRACK_STORAGE_KEY) }).toEqual(reference(state))
  })

  it("writes the whole track again when it is another walk's or was cut", () => {
    const storage = memoryStorage()
    const store = createWalkSessionStore(storage)
    const first = walkWith(started, [1, 2, 3, 4], 4)
    store.save({ walk: first, selectedDogIds: [1], savedAt: T0 })
    const other = walkWith({ ...started, walkId: 8 }, [5, 6], 2)
    const state = { walk: other, selectedDogIds: [1], savedAt: T0 }
    store.save(state)
    expect(storage.getItem(WALK_TRACK_STORAGE_KEY)).toBe(reference(state).track)
    // The same walk, its acknowledged start different (a reload's track): written anew.
    const cut = walkWith({ ...started, walkId: 8 }, [7, 8, 9], 3)
    const cutState = { walk: cut, selectedDogIds: [1], savedAt: T0 }
    store.save(cutState)
    expect(storage.getItem(WALK_TRACK_STORAGE_KEY)).toBe(reference(cutState).track)
  })
})

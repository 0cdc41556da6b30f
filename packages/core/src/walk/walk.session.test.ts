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
import { WALK_STORAGE_KEY, WALK_TRACK_CHUNK_FIXES, walkTrackChunkKey, type ActiveWalk, type PersistedWalkState } from "./walk.types.ts"

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

  describe("a long walk's track in chunks (issue 33: an answer's write is flat over the walk)", () => {
    const CHUNK = WALK_TRACK_CHUNK_FIXES
    /** `storage` that counts each key's writes. */
    const counting = (initial: Record<string, string> = {}) => {
      const storage = memoryStorage(initial)
      const writes = new Map<string, number>()
      return {
        storage: {
          ...storage,
          setItem: (key: string, value: string) => {
            writes.set(key, (writes.get(key) ?? 0) + 1)
            storage.setItem(key, value)
          }
        },
        data: storage.data,
        writes
      }
    }
    /** The walk with `n` fixes, all acknowledged but the last `unsent`. */
    const grownTo = (n: number, unsent = 0): ActiveWalk => {
      const track = Array.from({ length: n }, (_, i) => fixAt(i + 1))
      return { ...started, track, outbox: track.slice(n - unsent).map(toRoutePoint) }
    }
    const fixesOf = (json: string | undefined) => (json === undefined ? undefined : (JSON.parse(json) as { fixes: unknown[] }).fixes.length)

    it("seals a chunk once as it fills; an answer rewrites only the fixes after the last chunk", () => {
      const { storage, data, writes } = counting()
      const store = createWalkSessionStore(storage)
      const full = grownTo(2 * CHUNK + 300)
      // Acknowledged 20 at a time, as the outbox's answers come.
      for (let n = 20; n <= full.track.length; n += 20)
        store.save({ walk: { ...full, track: full.track.slice(0, n), outbox: [] }, selectedDogIds: [1], savedAt: T0 })
      expect(writes.get(walkTrackChunkKey(0))).toBe(1)
      expect(writes.get(walkTrackChunkKey(1))).toBe(1)
      expect(data.has(walkTrackChunkKey(2))).toBe(false)
      expect(fixesOf(data.get(walkTrackChunkKey(0)))).toBe(CHUNK)
      expect(fixesOf(data.get(walkTrackChunkKey(1)))).toBe(CHUNK)
      const latest = JSON.parse(data.get(WALK_TRACK_STORAGE_KEY)!) as { sealed: number; fixes: unknown[] }
      expect(latest.sealed).toBe(2)
      expect(latest.fixes).toHaveLength(300)
      // The latest entry stays small however long the walk: at most a chunk's worth of fixes.
      expect(data.get(WALK_TRACK_STORAGE_KEY)!.length).toBeLessThan(data.get(walkTrackChunkKey(0))!.length)
      expect(loadWalkSession(storage)!.walk.track).toEqual(full.track)
    })

    it("stores what one schema-checked entry per chunk stores, and a reload goes on appending without writing a chunk again", () => {
      const { storage, data, writes } = counting()
      const walk = grownTo(CHUNK + 40, 10)
      createWalkSessionStore(storage).save({ walk, selectedDogIds: [1], savedAt: T0 })
      const reference = memoryStorage()
      persistedEntry(reference, { key: walkTrackChunkKey(0), version: 1, schema: PersistedTrack }).save({ walkId: 7, fixes: walk.track.slice(0, CHUNK) })
      persistedEntry(reference, { key: WALK_TRACK_STORAGE_KEY, version: 1, schema: PersistedTrack }).save({
        walkId: 7,
        fixes: walk.track.slice(CHUNK, CHUNK + 30),
        sealed: 1
      })
      expect(data.get(walkTrackChunkKey(0))).toBe(reference.getItem(walkTrackChunkKey(0)))
      expect(data.get(WALK_TRACK_STORAGE_KEY)).toBe(reference.getItem(WALK_TRACK_STORAGE_KEY))

      // A reload: a fresh store reads the walk back, then the 10 unsent and 600 more are acknowledged.
      const reloaded = createWalkSessionStore(storage)
      const restored = reloaded.load()!
      expect(restored.walk.track).toEqual(walk.track)
      const longer = grownTo(2 * CHUNK + 50)
      const track = [...restored.walk.track, ...longer.track.slice(restored.walk.track.length)]
      reloaded.save({ walk: { ...restored.walk, track, outbox: [] }, selectedDogIds: [1], savedAt: T0 })
      expect(writes.get(walkTrackChunkKey(0))).toBe(1)
      expect(writes.get(walkTrackChunkKey(1))).toBe(1)
      expect(loadWalkSession(storage)!.walk.track).toEqual(longer.track)
    })

    it("a missing or foreign chunk drops the stored track (the points are on the server), never a stretch of it", () => {
      const { storage, data } = counting()
      const walk = grownTo(CHUNK * 2 + 5, 3)
      createWalkSessionStore(storage).save({ walk, selectedDogIds: [1], savedAt: T0 })
      const chunk1 = data.get(walkTrackChunkKey(1))!
      data.delete(walkTrackChunkKey(1))
      expect(loadWalkSession(storage)!.walk.track).toEqual(walk.track.slice(-3))
      data.set(walkTrackChunkKey(1), chunk1.replace('"walkId":7', '"walkId":8'))
      expect(loadWalkSession(storage)!.walk.track).toEqual(walk.track.slice(-3))
      data.set(walkTrackChunkKey(1), chunk1)
      expect(loadWalkSession(storage)!.walk.track).toEqual(walk.track)
    })

    it("reads a long track stored in one entry (before chunks) and writes it in chunks at the next answer", () => {
      const walk = grownTo(CHUNK + 100)
      const written = memoryStorage()
      createWalkSessionStore(written).save({ walk, selectedDogIds: [1], savedAt: T0 })
      const single = JSON.stringify({ version: 1, walkId: 7, fixes: walk.track.map((f) => [f.lat, f.lng, f.accuracy, f.time]) })
      const { storage, data } = counting({ [WALK_STORAGE_KEY]: written.getItem(WALK_STORAGE_KEY)!, [WALK_TRACK_STORAGE_KEY]: single })
      const store = createWalkSessionStore(storage)
      const restored = store.load()!
      expect(restored.walk.track).toEqual(walk.track)
      const fix = fixAt(CHUNK + 101)
      store.save({ walk: { ...restored.walk, track: [...restored.walk.track, fix], outbox: [] }, selectedDogIds: [1], savedAt: T0 })
      expect(fixesOf(data.get(walkTrackChunkKey(0)))).toBe(CHUNK)
      expect(fixesOf(data.get(WALK_TRACK_STORAGE_KEY))).toBe(101)
      expect(loadWalkSession(storage)!.walk.track).toEqual([...walk.track, fix])
    })

    it("clearing removes the chunks too", () => {
      const { storage, data } = counting()
      const store = createWalkSessionStore(storage)
      store.save({ walk: grownTo(CHUNK * 3), selectedDogIds: [1], savedAt: T0 })
      expect(data.size).toBe(5)
      store.clear()
      expect(data.size).toBe(0)
    })
  })
})

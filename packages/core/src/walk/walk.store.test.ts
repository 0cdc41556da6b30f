import { describe, expect, it } from "vitest"
import { memoryStorage } from "../ports.ts"
import { startedWalk } from "./walk.testkit.ts"
import { createWalkSessionStore, loadWalkSession } from "./walk.session.ts"
import { lazyWalkStore } from "./walk.store.ts"
import { WALK_STORAGE_KEY, WALK_TRACK_STORAGE_KEY, walkTrackChunkKey } from "./walk.types.ts"

const walk = startedWalk()

/** A codec import the test lets through (`arrive`) or fails (`fail`). */
const gatedCodec = () => {
  let imports = 0
  let gate!: { resolve: () => void; reject: (e: unknown) => void }
  const importCodec = () => {
    imports++
    return new Promise<{ createWalkSessionStore: typeof createWalkSessionStore }>((resolve, reject) => {
      gate = { resolve: () => resolve({ createWalkSessionStore }), reject }
    })
  }
  return { importCodec, imports: () => imports, arrive: () => gate.resolve(), fail: () => gate.reject(new Error("offline")) }
}

describe("the walk's storage, its codec imported on demand", () => {
  const state = { walk, selectedDogIds: [1], savedAt: 1 }

  it("tells whether a walk is stored without importing the codec, and reads it once imported", async () => {
    const storage = memoryStorage()
    const codec = gatedCodec()
    const store = lazyWalkStore(storage, codec.importCodec)
    expect(store.stored()).toBe(false)
    createWalkSessionStore(storage).save(state)
    expect(store.stored()).toBe(true)
    expect(codec.imports()).toBe(0)
    const read = store.load()
    codec.arrive()
    expect((await read)?.walk.walkId).toBe(state.walk.walkId)
  })

  it("a save before the codec came is written when it comes (the latest one); a failed import is tried again", async () => {
    const storage = memoryStorage()
    const codec = gatedCodec()
    const store = lazyWalkStore(storage, codec.importCodec)
    store.save(state)
    codec.fail()
    await Promise.resolve()
    await Promise.resolve()
    expect(storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    store.save({ ...state, savedAt: 2 })
    store.save({ ...state, savedAt: 3 })
    expect(codec.imports()).toBe(2)
    codec.arrive()
    await expect.poll(() => loadWalkSession(storage)?.savedAt).toBe(3)
    store.save({ ...state, savedAt: 4 })
    expect(loadWalkSession(storage)?.savedAt).toBe(4)
  })

  it("clears without the codec, and a save waiting for it is dropped", async () => {
    const storage = memoryStorage({ [WALK_STORAGE_KEY]: "{}", [WALK_TRACK_STORAGE_KEY]: "{}", [walkTrackChunkKey(0)]: "{}", [walkTrackChunkKey(1)]: "{}" })
    const codec = gatedCodec()
    const store = lazyWalkStore(storage, codec.importCodec)
    store.save(state)
    store.clear()
    expect(storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(storage.getItem(WALK_TRACK_STORAGE_KEY)).toBeNull()
    expect(storage.data.size).toBe(0)
    codec.arrive()
    await store.load()
    expect(storage.getItem(WALK_STORAGE_KEY)).toBeNull()
  })
})

/**
 * The walk in progress in storage, as the walk actor uses it. Whether a walk is stored is one
 * `getItem`; reading and writing it need its codec (`walk.session.ts`: Effect's schemas), which is
 * imported when a stored walk is read or a walk is first saved — a page with no walk in storage
 * (a visitor's, a member's between walks) never loads it.
 */
import type { KeyValueStorage } from "../ports.ts"
import type { WalkSessionStore } from "./walk.session.ts"
import { WALK_STORAGE_KEY, WALK_TRACK_STORAGE_KEY, type PersistedWalkState } from "./walk.types.ts"

export interface WalkStore {
  /** Whether storage holds a walk (its entry is there; not read). */
  stored(): boolean
  /** Reads the walk (`WalkSessionStore.load`: a corrupt entry is removed and null); rejects only when the codec cannot be imported. */
  load(): Promise<PersistedWalkState | null>
  /** Writes the walk; until the codec has come, the latest state waits and is written when it does. */
  save(state: PersistedWalkState): void
  clear(): void
}

type Codec = { readonly createWalkSessionStore: (storage: KeyValueStorage) => WalkSessionStore }

/** The walk store over `storage`, importing its codec (`importCodec`) on the first read or save. */
export const lazyWalkStore = (storage: KeyValueStorage, importCodec: () => Promise<Codec> = () => import("./walk.session.ts")): WalkStore => {
  let store: WalkSessionStore | null = null
  let loading: Promise<WalkSessionStore> | null = null
  /** A save made before the codec came. */
  let waiting: PersistedWalkState | null = null
  const codec = (): Promise<WalkSessionStore> =>
    (loading ??= importCodec().then(
      (m) => {
        store = m.createWalkSessionStore(storage)
        if (waiting) store.save(waiting)
        waiting = null
        return store
      },
      (error: unknown) => {
        // Tried again on the next read or save.
        loading = null
        throw error
      }
    ))
  return {
    stored: () => storage.getItem(WALK_STORAGE_KEY) !== null,
    load: async () => (store ?? (await codec())).load(),
    save(state) {
      if (store) return store.save(state)
      waiting = state
      codec().catch(() => {})
    },
    clear() {
      waiting = null
      if (store) return store.clear()
      storage.removeItem(WALK_STORAGE_KEY)
      storage.removeItem(WALK_TRACK_STORAGE_KEY)
    }
  }
}

/**
 * The walk in progress in storage, as the walk actor uses it. Whether a walk is stored is one
 * `getItem`; reading and writing it need its codec (`walk.session.ts`: Effect's schemas), which is
 * imported when a stored walk is read or a walk is first saved — a page with no walk in storage
 * (a visitor's, a member's between walks) never loads it.
 */
import type { Clock, KeyValueStorage } from "../ports.ts"
import type { WalkSessionStore } from "./walk.session.ts"
import { removeStoredTrack, WALK_STORAGE_KEY, type PersistedWalkState } from "./walk.types.ts"

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
      removeStoredTrack(storage)
    }
  }
}

/** How long a fix's save may wait for the next ones (issue 33): the walk entry is written at most once in this time while fixes come. */
export const WALK_FIX_SAVE_MS = 1000

/** A walk store whose fixes' saves are coalesced (`coalescingWalkStore`). */
export interface CoalescingWalkStore extends WalkStore {
  /** Saves `state` within `WALK_FIX_SAVE_MS` (with any later state that comes meanwhile): for fixes, one a second for hours. */
  saveSoon(state: PersistedWalkState): void
  /** Writes a waiting state now (the page is being hidden, frozen or closed). */
  flush(): void
}

/**
 * Coalesces the saves of fixes (issue 33: smooth at hour two): a fix's state waits up to
 * `delayMs` and is written with the latest state then, in a task of its own — not in the frame that
 * shows the fix — and a burst of fixes (a GPS catching up, the fast-forwarded bench) is one write.
 * Every other save (a start, a send's answer, a mark, the end) writes at once, the waiting fix with
 * it. The walk actor flushes when the page is hidden (`visibilitychange`: before a phone's OS may
 * kill it, and before `pagehide` and `freeze`) and when it stops. While the page lives, the outbox
 * sends every fix. What an OS kill of a page still shown can lose: the fixes of at most the last
 * `delayMs` (at a phone's one fix a second, one fix), unless a send had taken them already — they
 * were neither stored for the reload nor on the server.
 */
export const coalescingWalkStore = (store: WalkStore, clock: Pick<Clock, "setTimeout" | "clearTimeout">, delayMs = WALK_FIX_SAVE_MS): CoalescingWalkStore => {
  let waiting: PersistedWalkState | null = null
  let timer: unknown = null
  const cancel = (): void => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    waiting = null
  }
  const flush = (): void => {
    const state = waiting
    cancel()
    if (state) store.save(state)
  }
  return {
    stored: () => store.stored(),
    load: () => store.load(),
    save(state) {
      cancel()
      store.save(state)
    },
    saveSoon(state) {
      waiting = state
      timer ??= clock.setTimeout(flush, delayMs)
    },
    flush,
    clear() {
      cancel()
      store.clear()
    }
  }
}

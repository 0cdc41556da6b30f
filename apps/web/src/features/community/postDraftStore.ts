/**
 * The draft of a new post (text, picked photos and the last send's key) in IndexedDB, so it survives the hardware back,
 * a closed tab or a reload; photos are stored as Blobs. Writes are debounced (typing saves once it
 * pauses) and the last one is flushed when the page is hidden. Where IndexedDB is unavailable
 * (private modes of some browsers) nothing is kept and the form simply opens empty.
 */
import type { PickedImage, PostDraftStore, StoredPostDraft } from "@mungwalk/core/postWrite"

const DB_NAME = "mungwalk-drafts"
const STORE = "drafts"
const KEY = "post"
const SAVE_DELAY_MS = 400

interface StoredRow {
  readonly boardId: number
  readonly title: string
  readonly contents: string
  readonly images: ReadonlyArray<{ readonly blob: Blob; readonly name: string }>
  /** The last send's key (absent in drafts kept before it existed). */
  readonly submissionKey?: string | null
  /** That send got no answer. */
  readonly sentUnknown?: boolean
}

const open = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("IndexedDB unavailable"))
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

const toRow = (d: StoredPostDraft): StoredRow => ({
  boardId: d.boardId,
  title: d.title,
  contents: d.contents,
  images: d.images.map((blob) => ({ blob, name: blob.name ?? "photo" })),
  submissionKey: d.submissionKey ?? null,
  sentUnknown: d.sentUnknown === true
})

const fromRow = (row: StoredRow): StoredPostDraft => ({
  boardId: row.boardId,
  title: row.title,
  contents: row.contents,
  images: row.images.map(({ blob, name }): PickedImage => new File([blob], name, { type: blob.type })),
  submissionKey: typeof row.submissionKey === "string" ? row.submissionKey : null,
  sentUnknown: row.sentUnknown === true
})

const ignore = (e: unknown) => console.warn("[drafts] could not keep the post draft", e)

/** The app's draft store (one draft of a new post at a time). */
export const createPostDraftStore = (): PostDraftStore => {
  let pending: StoredPostDraft | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    const draft = pending
    pending = null
    if (draft) run("readwrite", (s) => s.put(toRow(draft), KEY)).catch(ignore)
  }
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush())
  return {
    load: async () => {
      const row = await run<StoredRow | undefined>("readonly", (s) => s.get(KEY) as IDBRequest<StoredRow | undefined>)
      return row ? fromRow(row) : null
    },
    save: (draft) => {
      pending = draft
      clearTimeout(timer)
      timer = setTimeout(flush, SAVE_DELAY_MS)
    },
    clear: () => {
      clearTimeout(timer)
      pending = null
      run("readwrite", (s) => s.delete(KEY)).catch(ignore)
    }
  }
}

let shared: PostDraftStore | null = null
/** One store for the app (its debounce outlives a form that was left). */
export const postDraftStore = (): PostDraftStore => {
  shared ??= createPostDraftStore()
  return shared
}

/**
 * Forgets every draft on this device (signing out or leaving: the next person on this phone must
 * not see it): deletes the drafts' database; settles once it is gone, refused, or after a second.
 */
export const forgetPostDrafts = (): Promise<void> =>
  new Promise((resolve) => {
    shared?.clear()
    if (typeof indexedDB === "undefined") return resolve()
    const done = () => resolve()
    setTimeout(done, 1000)
    try {
      const request = indexedDB.deleteDatabase(DB_NAME)
      request.onsuccess = done
      request.onerror = done
      request.onblocked = done
    } catch {
      done()
    }
  })

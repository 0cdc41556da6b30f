/**
 * A new post filled in by another screen (the walk result's '인증글 쓰기': the route picture and
 * the figures), kept in a `KeyValueStorage` entry (the app: `sessionStorage`) so a reload of the
 * post form fills it in again. The entry is versioned and schema-checked (`persistedEntry`): the
 * pictures are stored as base64 with their name and type, and a corrupt or older entry reads as
 * nothing. The form clears it once the post is sent or the form is left.
 *
 * ```ts
 * const prefills = postPrefillStore(sessionStorage)
 * await prefills.offer({ boardId: 1, title, contents, images: [picture] })   // then open the form
 * const prefill = prefills.load()                                              // the form: its input's `prefill`
 * ```
 */
import * as Schema from "effect/Schema"
import { MAX_POST_IMAGES } from "../domain/constants.ts"
import { persistedEntry } from "../persist/persisted.ts"
import type { KeyValueStorage } from "../ports.ts"
import type { PickedImage, StoredPostDraft } from "./postWrite.types.ts"

export const POST_PREFILL_STORAGE_KEY = "mungwalk.postPrefill"
const VERSION = 1

const StoredPrefill = Schema.Struct({
  boardId: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 99 })),
  title: Schema.String,
  contents: Schema.String,
  images: Schema.Array(Schema.Struct({ name: Schema.String, type: Schema.String, bytes: Schema.Uint8ArrayFromBase64 })).check(
    Schema.isMaxLength(MAX_POST_IMAGES)
  )
})

export interface PostPrefillStore {
  /** Keeps the prefill (its images read to bytes first). */
  offer(prefill: StoredPostDraft): Promise<void>
  /** The prefill kept, its images as files again; null when none (or the entry was corrupt or older: removed). */
  load(): StoredPostDraft | null
  clear(): void
}

/** A stored image as a `File` where the platform has one (a `Blob` with its name otherwise). */
const imageOf = (image: { readonly name: string; readonly type: string; readonly bytes: Uint8Array }): PickedImage => {
  const parts = [image.bytes as Uint8Array<ArrayBuffer>]
  return typeof File === "function"
    ? new File(parts, image.name, { type: image.type })
    : Object.assign(new Blob(parts, { type: image.type }), { name: image.name })
}

export const postPrefillStore = (storage: KeyValueStorage): PostPrefillStore => {
  const entry = persistedEntry(storage, { key: POST_PREFILL_STORAGE_KEY, version: VERSION, schema: StoredPrefill })
  return {
    async offer(prefill) {
      const images = await Promise.all(
        prefill.images.map(async (image, i) => ({
          name: image.name ?? `image-${i + 1}`,
          type: image.type,
          bytes: new Uint8Array(await image.arrayBuffer())
        }))
      )
      entry.save({ boardId: prefill.boardId, title: prefill.title, contents: prefill.contents, images })
    },
    load() {
      const stored = entry.load()
      return stored && { boardId: stored.boardId, title: stored.title, contents: stored.contents, images: stored.images.map(imageOf) }
    },
    clear: entry.clear
  }
}

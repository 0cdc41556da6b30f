/**
 * A value kept in a `KeyValueStorage` entry, versioned and schema-checked.
 *
 * The entry is the schema's encoded form (a JSON object) with `version` written beside its fields:
 * `{ "version": 1, ...fields }`. Reading never throws: a missing entry is `null`; one that is not
 * JSON, is of another version (older or newer code wrote it) or does not decode is removed and
 * read as `null`. Bump `version` whenever the encoded shape changes incompatibly.
 */
import type * as Schema from "effect/Schema"
import { decodeWith, encodeWith } from "../api/codec.ts"
import type { KeyValueStorage } from "../ports.ts"

/** A schema whose encoded form is a JSON object (e.g. a `Schema.Struct`). */
// biome-ignore lint/suspicious/noExplicitAny: any decoded type; `unknown` would reject codecs whose Type is invariant
export type EntrySchema = Schema.Codec<any, Record<string, unknown>, never, never>

export interface PersistedEntryOptions<S extends EntrySchema> {
  /** The storage key, e.g. `mungwalk.walk`. */
  readonly key: string
  /** The shape's version (an integer ≥ 1), stored in the entry. */
  readonly version: number
  readonly schema: S
}

export interface PersistedEntry<A> {
  readonly key: string
  readonly version: number
  /** The stored value, or null (missing, corrupt or of another version — the last two are removed). */
  load(): A | null
  /** Writes `value`; throws only when `value` does not encode with the schema (a programming error). */
  save(value: A): void
  clear(): void
}

/** The raw JSON of `key`: undefined when missing, null when it is not JSON. */
export const readJson = (storage: KeyValueStorage, key: string): unknown => {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

export const persistedEntry = <S extends EntrySchema>(storage: KeyValueStorage, options: PersistedEntryOptions<S>): PersistedEntry<S["Type"]> => {
  const { key, version, schema } = options
  const clear = (): void => storage.removeItem(key)
  return {
    key,
    version,
    load() {
      const json = readJson(storage, key)
      if (json === undefined) return null
      const decoded = typeof json === "object" && json !== null && (json as { version?: unknown }).version === version ? decodeWith(schema, json) : null
      if (!decoded?.ok) {
        clear()
        return null
      }
      return decoded.value
    },
    save(value) {
      const encoded = encodeWith(schema, value)
      if (!encoded.ok) throw new Error(`persist: cannot store '${key}' (${encoded.message})`)
      storage.setItem(key, JSON.stringify({ version, ...encoded.value }))
    },
    clear
  }
}

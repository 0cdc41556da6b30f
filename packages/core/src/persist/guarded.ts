/**
 * A small JSON entry checked by a type guard instead of a schema (no Effect Schema loaded): a form
 * kept as it is typed. `read()` answers the value, or null when missing; an entry that is not JSON
 * or fails the guard is removed and read as null.
 */
import type { KeyValueStorage } from "../ports.ts"

export interface GuardedEntry<T> {
  save(value: T): void
  clear(): void
  read(): T | null
}

export const guardedEntry = <T>(storage: KeyValueStorage, key: string, is: (u: unknown) => u is T): GuardedEntry<T> => {
  const clear = (): void => storage.removeItem(key)
  return {
    save: (value) => storage.setItem(key, JSON.stringify(value)),
    clear,
    read: () => {
      const raw = storage.getItem(key)
      if (raw === null) return null
      try {
        const parsed: unknown = JSON.parse(raw)
        if (is(parsed)) return parsed
      } catch {
        // not JSON: removed below
      }
      clear()
      return null
    }
  }
}

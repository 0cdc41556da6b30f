/**
 * Ports: the outside world as the core sees it. Browsers, tests and other clients supply
 * implementations; the core never touches `window`, `localStorage` or `navigator` itself.
 */

/** Synchronous key-value storage (the shape of `localStorage`). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives in memory (tests, server-side rendering, clients without storage). */
export const memoryStorage = (initial: Record<string, string> = {}): KeyValueStorage & { readonly data: Map<string, string> } => {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key)
  }
}

/** The access token: where it is kept and who hears when it changes (§4 Auth). */
import type { KeyValueStorage } from "../ports.ts"

/** The token of an `Authorization: Bearer <token>` header value; null for anything else. */
export const bearerToken = (value: string | null | undefined): string | null => {
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null
  return m?.[1] ?? null
}

/** Storage key of the token (§9). */
export const TOKEN_STORAGE_KEY = "accessToken"

export interface TokenStore {
  get(): string | null
  /** Stores a token; a no-op when it is the one already stored. */
  set(token: string): void
  clear(): void
  /** Called with the new token (or null) after every change. Returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void
}

export const createTokenStore = (storage: KeyValueStorage, key: string = TOKEN_STORAGE_KEY): TokenStore => {
  const listeners = new Set<(token: string | null) => void>()
  const emit = (token: string | null) => {
    for (const l of [...listeners]) l(token)
  }
  return {
    get: () => storage.getItem(key),
    set(token) {
      if (!token || storage.getItem(key) === token) return
      storage.setItem(key, token)
      emit(token)
    },
    clear() {
      if (storage.getItem(key) === null) return
      storage.removeItem(key)
      emit(null)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    }
  }
}

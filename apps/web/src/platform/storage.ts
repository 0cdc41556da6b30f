/**
 * The browser's `localStorage` as the core's `KeyValueStorage` port. Where storage is missing or
 * refuses writes (private mode, quota, disabled cookies) it falls back to memory for the session.
 */
import { memoryStorage, type KeyValueStorage } from "@mungwalk/core"

const probe = (s: Storage): boolean => {
  try {
    const key = "__mungwalk_probe__"
    s.setItem(key, "1")
    s.removeItem(key)
    return true
  } catch {
    return false
  }
}

export const browserStorage = (): KeyValueStorage => {
  const local =
    typeof window !== "undefined"
      ? (() => {
          try {
            return window.localStorage
          } catch {
            return null
          }
        })()
      : null
  if (!local || !probe(local)) return memoryStorage()
  const fallback = memoryStorage()
  return {
    getItem: (key) => {
      try {
        return local.getItem(key) ?? fallback.getItem(key)
      } catch {
        return fallback.getItem(key)
      }
    },
    setItem: (key, value) => {
      try {
        local.setItem(key, value)
        fallback.removeItem(key)
      } catch {
        fallback.setItem(key, value)
      }
    },
    removeItem: (key) => {
      fallback.removeItem(key)
      try {
        local.removeItem(key)
      } catch {
        /* storage gone: nothing to remove */
      }
    }
  }
}

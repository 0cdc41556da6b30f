/**
 * The browser's `localStorage` (or, with `"session"`, this tab's `sessionStorage`) as the core's
 * `KeyValueStorage` port. Where storage is missing or refuses writes (private mode, quota,
 * disabled cookies) it falls back to memory for the session.
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

export const browserStorage = (kind: "local" | "session" = "local"): KeyValueStorage => {
  const local =
    typeof window !== "undefined"
      ? (() => {
          try {
            return kind === "session" ? window.sessionStorage : window.localStorage
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

/** The checkout form kept across the pay provider's page (`CheckoutMemory`) in a key-value storage: the web's tab session storage. */
import type { KeyValueStorage } from "../ports.ts"
import type { CheckoutFields, CheckoutMemory } from "./cart.types.ts"

/** The storage key of the kept checkout form. */
export const CHECKOUT_STORAGE_KEY = "mungwalk.checkout"

const isFields = (u: unknown): u is CheckoutFields => {
  if (typeof u !== "object" || u === null) return false
  const f = u as Record<string, unknown>
  return (
    typeof f.recipientName === "string" &&
    typeof f.address === "string" &&
    typeof f.pointsInput === "string" &&
    typeof f.pointsUsed === "number" &&
    Number.isFinite(f.pointsUsed)
  )
}

/** A `CheckoutMemory` over `storage`, and `take()`: the kept form, once (removed as it is read; an unreadable entry is null). */
export const storedCheckoutMemory = (storage: KeyValueStorage): CheckoutMemory & { take(): CheckoutFields | null } => ({
  save: (fields) => storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(fields)),
  take: () => {
    const raw = storage.getItem(CHECKOUT_STORAGE_KEY)
    if (raw === null) return null
    storage.removeItem(CHECKOUT_STORAGE_KEY)
    try {
      const parsed: unknown = JSON.parse(raw)
      return isFields(parsed) ? parsed : null
    } catch {
      return null
    }
  }
})

/** The checkout form kept across the pay provider's page (`CheckoutMemory`) in a key-value storage: the web's tab session storage. */
import { guardedEntry, type GuardedEntry } from "../persist/guarded.ts"
import type { KeyValueStorage } from "../ports.ts"
import { CHECKOUT_ID_PATTERN } from "../schema/constants.ts"
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
    Number.isFinite(f.pointsUsed) &&
    (f.uncheckedCartIds === undefined || (Array.isArray(f.uncheckedCartIds) && f.uncheckedCartIds.every((id) => Number.isSafeInteger(id)))) &&
    (f.leftForProvider === undefined || typeof f.leftForProvider === "boolean") &&
    (f.leftCheckoutId === undefined || (typeof f.leftCheckoutId === "string" && CHECKOUT_ID_PATTERN.test(f.leftCheckoutId)))
  )
}

/**
 * A `CheckoutMemory` over `storage`; `read()`: the kept form (an unreadable entry is removed and
 * null); `forgetLeaving()`: the form kept without its `leftForProvider` mark (and `leftCheckoutId`); `clear()`: forgets
 * it (the payment completed).
 */
export const storedCheckoutMemory = (storage: KeyValueStorage): Required<CheckoutMemory> & GuardedEntry<CheckoutFields> => {
  const entry = guardedEntry(storage, CHECKOUT_STORAGE_KEY, isFields)
  return {
    ...entry,
    forgetLeaving: () => {
      const fields = entry.read()
      if (fields === null || (fields.leftForProvider === undefined && fields.leftCheckoutId === undefined)) return
      const { leftForProvider: _, leftCheckoutId: __, ...rest } = fields
      entry.save(rest)
    }
  }
}

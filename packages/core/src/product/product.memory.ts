/** A product's unsettled cart add kept (`CartAddMemory`) in a key-value storage: the web's tab session storage. */
import { guardedEntry, type GuardedEntry } from "../persist/guarded.ts"
import type { KeyValueStorage } from "../ports.ts"
import type { CartAdd, CartAddMemory } from "./product.types.ts"

/** The storage key of a product's kept cart add: this, a dot and the product's id. */
export const CART_ADD_STORAGE_KEY = "mungwalk.cartAdd"

const isCartAdd = (u: unknown): u is CartAdd => {
  if (typeof u !== "object" || u === null) return false
  const { key, quantity, unknown } = u as Record<string, unknown>
  return typeof key === "string" && key.length > 0 && key.length <= 100 && Number.isInteger(quantity) && (unknown === undefined || typeof unknown === "boolean")
}

/** The `CartAddMemory` of product `productId` over `storage`; `read()`: the kept add, or null (an unreadable entry is removed). */
export const storedCartAdd = (storage: KeyValueStorage, productId: number): CartAddMemory & GuardedEntry<CartAdd> =>
  guardedEntry(storage, `${CART_ADD_STORAGE_KEY}.${productId}`, isCartAdd)

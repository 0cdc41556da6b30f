/** Pure rules of the payment result pages. */
import type { PaymentOutcome } from "./paymentResult.types.ts"

/** `?status=pending` → pending; anything else is the paid page (the provider's approval landed). */
export const outcomeFromSearch = (search: string): PaymentOutcome =>
  new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("status") === "pending" ? "pending" : "paid"

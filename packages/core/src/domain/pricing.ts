/** Shop price rules (spec §5: points used, final price, quantity). */

const NUMERIC = /^[+-]?\d+(\.\d+)?$/

/**
 * The points a buyer may use from what they typed: non-numeric → 0, negative → 0, whole points
 * only, capped at the balance.
 */
export function normalizePointsInput(raw: string | number, balance: number): number {
  const value = typeof raw === "number" ? raw : NUMERIC.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
  if (!Number.isFinite(value) || value <= 0) return 0
  const cap = Number.isFinite(balance) ? Math.max(0, Math.floor(balance)) : 0
  return Math.min(Math.floor(value), cap)
}

/** Sum of the checked lines (price × quantity) minus the points used, never below 0. */
export function finalPrice(
  lines: ReadonlyArray<{ price: number; quantity: number; checked: boolean }>,
  points: number
): number {
  const sum = lines.reduce((total, line) => (line.checked ? total + line.price * line.quantity : total), 0)
  return Math.max(0, sum - Math.max(0, Number.isFinite(points) ? points : 0))
}

/** A cart or purchase quantity: a whole number, at least 1. */
export function clampQuantity(n: number): number {
  return Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1
}

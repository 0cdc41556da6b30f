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
export function finalPrice(lines: ReadonlyArray<{ price: number; quantity: number; checked: boolean }>, points: number): number {
  const sum = lines.reduce((total, line) => (line.checked ? total + line.price * line.quantity : total), 0)
  return Math.max(0, sum - Math.max(0, Number.isFinite(points) ? points : 0))
}

/** A cart or purchase quantity: a whole number, at least 1. */
export function clampQuantity(n: number): number {
  return Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1
}

/** The most of one product in one line (the wire's `Quantity` allows 1 … 999). */
export const MAX_QUANTITY = 999

/** A quantity for a stepper: `clampQuantity`, and at most `MAX_QUANTITY`. */
export function stepperQuantity(n: number): number {
  return Math.min(MAX_QUANTITY, clampQuantity(n))
}

/** One line's total: price × quantity. */
export function lineTotal(line: { readonly price: number; readonly quantity: number }): number {
  return line.price * line.quantity
}

/** The sum of the checked lines, before points. */
export function checkedTotal(lines: ReadonlyArray<{ price: number; quantity: number; checked: boolean }>): number {
  return lines.reduce((total, line) => (line.checked ? total + lineTotal(line) : total), 0)
}

/** Which payment route a device takes (§9). */
export type PaymentPlatform = "pc" | "mobile"

/**
 * §9: a desktop user agent (Windows, Macintosh or Linux) takes the PC payment route, others the
 * mobile one. Deviation, on purpose: Android user agents also contain "Linux"
 * (`Linux; Android 14; …`); taken literally, every Android phone would get the pay provider's PC
 * page (a QR code to scan with the phone itself). An agent that names Android is mobile.
 */
export function isDesktopUserAgent(userAgent: string): boolean {
  if (/Android/i.test(userAgent)) return false
  return /Windows|Macintosh|Linux/.test(userAgent)
}

/** The payment route for a user agent: `pc` for a desktop (`isDesktopUserAgent`), else `mobile`. */
export function paymentPlatform(userAgent: string): PaymentPlatform {
  return isDesktopUserAgent(userAgent) ? "pc" : "mobile"
}

/**
 * The shop's money arithmetic, pure: pages, line totals and how an order's points are shared
 * among its lines (see the money model in `db/schema/shop.ts`).
 */
import { badRequest } from "../../http/errors.ts"

/** Shop and order lists: 10 per page, pages from 1 (§9). */
export const SHOP_PAGE_SIZE = 10

/** Largest amount a column holds (PostgreSQL `integer`). */
export const MAX_WON = 2_147_483_647

/** The offset of a 1-based page (absent → page 1); page 0 or below → 400. */
export const pageOffset = (page: number | undefined): number => {
  const p = page ?? 1
  if (!Number.isSafeInteger(p) || p < 1) throw badRequest("page: expected a page number from 1")
  return (p - 1) * SHOP_PAGE_SIZE
}

/**
 * Splits `points` among lines in proportion to their totals (largest remainder, ties to the
 * earlier line), so that Σ shares = points and no share exceeds its line's total.
 * `points` must be between 0 and Σ totals.
 */
export const allocatePoints = (totals: ReadonlyArray<number>, points: number): number[] => {
  const sum = totals.reduce((a, b) => a + b, 0)
  if (points < 0 || points > sum) throw new RangeError(`points ${points} outside 0…${sum}`)
  if (sum === 0 || points === 0) return totals.map(() => 0)
  // BigInt: total × points can pass 2^53 for large orders.
  const exact = totals.map((t) => BigInt(t) * BigInt(points))
  const shares = exact.map((e) => Number(e / BigInt(sum)))
  let left = points - shares.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => ({ i, rest: e % BigInt(sum) })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1))
  for (const { i } of order) {
    if (left === 0) break
    if (shares[i]! < totals[i]!) {
      shares[i]!++
      left--
    }
  }
  return shares
}

/** "사료 외 2건" (the provider's item name for an order of several lines). */
export const orderItemName = (names: ReadonlyArray<string>): string => (names.length <= 1 ? (names[0] ?? "") : `${names[0]} 외 ${names.length - 1}건`)

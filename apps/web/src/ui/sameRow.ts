/**
 * `memo()`'s comparison for a row of a list (a product card, a post card). A screen draws again on
 * every answer of its machine — the next page, the cart count, a like — and without it every row
 * already on the screen would be drawn again with it (by the fifth page of a board, a hundred).
 * Props are the same when each is the same value (`Object.is`), or — for a plain object, like the
 * view model `connect` builds afresh on every snapshot — when each of its fields is.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype

const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
}

export const sameRowProps = <P extends object>(a: Readonly<P>, b: Readonly<P>): boolean => {
  const before = a as Record<string, unknown>
  const after = b as Record<string, unknown>
  const keys = Object.keys(before)
  if (keys.length !== Object.keys(after).length) return false
  return keys.every((key) => {
    if (!Object.hasOwn(after, key)) return false
    const x = before[key]
    const y = after[key]
    return Object.is(x, y) || (isPlainObject(x) && isPlainObject(y) && sameFields(x, y))
  })
}

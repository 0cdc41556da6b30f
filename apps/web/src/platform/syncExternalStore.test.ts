import { describe, expect, it, vi } from "vitest"
import { memoizedSelector, type Rendered } from "./syncExternalStore.ts"

describe("the selector of useSyncExternalStoreWithSelector", () => {
  const none = (): Rendered<{ n: number }> => ({ has: false, value: undefined })
  const sameN = (a: { n: number }, b: { n: number }) => a.n === b.n

  it("selects once per snapshot: the same snapshot answers the same selection without calling the selector", () => {
    const selector = vi.fn((s: { count: number }) => ({ n: s.count }))
    const select = memoizedSelector(selector, undefined, none())
    const snapshot = { count: 1 }
    const first = select(snapshot)
    expect(select(snapshot)).toBe(first)
    expect(selector).toHaveBeenCalledTimes(1)
    const next = select({ count: 1 })
    expect(next).toEqual({ n: 1 })
    expect(next).not.toBe(first)
    expect(selector).toHaveBeenCalledTimes(2)
  })

  it("keeps the previous selection, the same object, while isEqual finds the new one equal", () => {
    const select = memoizedSelector((s: { count: number; other: string }) => ({ n: s.count }), sameN, none())
    const first = select({ count: 1, other: "a" })
    expect(select({ count: 1, other: "b" })).toBe(first)
    const changed = select({ count: 2, other: "b" })
    expect(changed).toEqual({ n: 2 })
    // Compared with the last selection answered, not the first.
    expect(select({ count: 2, other: "c" })).toBe(changed)
  })

  it("compares a new subscription's first selection with the one the component rendered", () => {
    const shown = { n: 5 }
    const select = memoizedSelector((s: { count: number }) => ({ n: s.count }), sameN, { has: true, value: shown })
    expect(select({ count: 5 })).toBe(shown)
    expect(select({ count: 6 })).toEqual({ n: 6 })
    // Without isEqual, or before anything was rendered, the selection is the selector's own.
    expect(memoizedSelector((s: { count: number }) => ({ n: s.count }), undefined, { has: true, value: shown })({ count: 5 })).not.toBe(shown)
    expect(memoizedSelector((s: { count: number }) => ({ n: s.count }), sameN, none())({ count: 5 })).not.toBe(shown)
  })
})

/** The in-memory copy of walk tails: used only for the revision and tail start it was made at, bounded, merged in time order. */
import { describe, expect, it } from "vitest"
import { createTailCache, mergeByTime } from "../src/services/walks/tailCache.ts"

const points = (...times: number[]) => times.map((time) => ({ time, lat: 37.5, lng: 127, accuracy: null }))

describe("walk tail cache", () => {
  it("answers a copy only for the revision and tail start it was made at", () => {
    const cache = createTailCache()
    cache.set(1, { revision: 3, tailFrom: 1000, points: points(1000, 2000) })
    expect(cache.get(1, 3, 1000)?.points).toHaveLength(2)
    expect(cache.get(1, 4, 1000)).toBeUndefined()
    expect(cache.get(1, 3, null)).toBeUndefined()
    expect(cache.get(2, 3, 1000)).toBeUndefined()
    cache.delete(1)
    expect(cache.get(1, 3, 1000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it("holds at most its number of points, dropping the least recently stored walks first", () => {
    const cache = createTailCache(5)
    cache.set(1, { revision: 1, tailFrom: null, points: points(1, 2) })
    cache.set(2, { revision: 1, tailFrom: null, points: points(1, 2) })
    cache.set(1, { revision: 2, tailFrom: null, points: points(1, 2, 3) })
    expect(cache.size).toBe(5)
    cache.set(3, { revision: 1, tailFrom: null, points: points(1) })
    expect(cache.get(2, 1, null)).toBeUndefined()
    expect(cache.get(1, 2, null)).toBeDefined()
    expect(cache.get(3, 1, null)).toBeDefined()
    expect(cache.size).toBe(4)
    cache.set(4, { revision: 1, tailFrom: null, points: points(1, 2, 3, 4, 5, 6) })
    expect(cache.get(4, 1, null)).toBeUndefined()
    expect(cache.size).toBe(4)
  })

  it("merges two time-ordered lists in time order", () => {
    expect(mergeByTime(points(1, 3, 5), points(2, 6)).map((p) => p.time)).toEqual([1, 2, 3, 5, 6])
    expect(mergeByTime(points(1, 2), points(3, 4)).map((p) => p.time)).toEqual([1, 2, 3, 4])
    expect(mergeByTime([], points(3)).map((p) => p.time)).toEqual([3])
    expect(mergeByTime(points(3), []).map((p) => p.time)).toEqual([3])
  })
})

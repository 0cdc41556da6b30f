/** The demo data's seeded randomness (walks, posts, the shop's orders): deterministic for a seed. */
import { mulberry32 } from "@mungwalk/core/domain"

export interface Rng {
  next(): number
  between(lo: number, hi: number): number
  int(lo: number, hiInclusive: number): number
  normal(): number
  pick<T>(items: ReadonlyArray<T>, weight?: (t: T) => number): T
}

export const rngFrom = (seed: number): Rng => {
  const next = mulberry32(seed)
  const rng: Rng = {
    next,
    between: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    normal: () => {
      let u = 0
      while (u === 0) u = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
    },
    pick: (items, weight = () => 1) => {
      const total = items.reduce((s, t) => s + weight(t), 0)
      let r = next() * total
      for (const t of items) {
        r -= weight(t)
        if (r <= 0) return t
      }
      return items[items.length - 1]!
    }
  }
  return rng
}

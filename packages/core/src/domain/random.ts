/**
 * mulberry32: a small, fast, seedable PRNG returning numbers in [0, 1). The one source of
 * reproducible randomness for demo data, fixtures and benchmark tracks (the same seed gives the
 * same sequence on every machine).
 */
export const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Sliding medians for the route distance's outlier test (`routeDistance.ts`): a sorted window
 * that slides by replacing one value, and the median of a column over a range that only moves
 * forward. Both answer exactly what sorting the window would.
 */

/**
 * A multiset of numbers kept sorted, for the median of a sliding window. A value enters by
 * insertion (shifting the larger ones up); as the window slides, one leaving and one entering
 * value usually make a replacement, which only shifts the values between the two. Windows hold a
 * few dozen values, so this beats sorting each window, and it holds the same values in the same
 * order as sorting the window, so it answers the same median.
 */
export class SortedWindow {
  private values = new Float64Array(64)
  private size = 0

  get length(): number {
    return this.size
  }

  insert(v: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.size * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.size++
    this.settle(this.size - 1, v)
  }

  /** Removes one occurrence of `v`, which must be present. */
  remove(v: number): void {
    const values = this.values
    const at = this.indexOf(v)
    this.size--
    for (let k = at; k < this.size; k++) values[k] = values[k + 1]!
  }

  /** Replaces one occurrence of `out` (which must be present) by `v`. */
  replace(out: number, v: number): void {
    this.settle(this.indexOf(out), v)
  }

  clear(): void {
    this.size = 0
  }

  /** The `k`-th smallest value (0-based). */
  at(k: number): number {
    return this.values[k]!
  }

  median(): number {
    const mid = this.size >> 1
    return this.size % 2 === 1 ? this.values[mid]! : (this.values[mid - 1]! + this.values[mid]!) / 2
  }

  /** Where `v` is: the first index whose value is not below it (binary search). */
  private indexOf(v: number): number {
    let lo = 0
    let hi = this.size - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.values[mid]! < v) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Puts `v` into the free slot `k`, moving the slot to where `v` belongs. */
  private settle(k: number, v: number): void {
    const values = this.values
    for (; k + 1 < this.size && values[k + 1]! < v; k++) values[k] = values[k + 1]!
    for (; k > 0 && values[k - 1]! > v; k--) values[k] = values[k - 1]!
    values[k] = v
  }
}

/**
 * The median of one column over an index range `from`..`to - 1` that only moves forward (both
 * ends never decrease), brought up to date only when asked: each index enters and leaves at most
 * once over a pass, however the range is asked for.
 */
export class RangeMedian {
  private readonly window = new SortedWindow()
  private from = 0
  private to = 0

  constructor(private readonly values: Float64Array) {}

  /** The median of `values[from..to - 1]` (a non-empty range, neither end before the last one asked). */
  median(from: number, to: number): number {
    const values = this.values
    if (from >= this.to) {
      this.window.clear()
      this.from = this.to = from
    }
    for (; this.to < to && this.from < from; this.to++, this.from++) this.window.replace(values[this.from]!, values[this.to]!)
    for (; this.to < to; this.to++) this.window.insert(values[this.to]!)
    for (; this.from < from; this.from++) this.window.remove(values[this.from]!)
    return this.window.median()
  }
}

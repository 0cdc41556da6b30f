/** The shop's money arithmetic: point shares of lines. */
import { mulberry32 } from "@mungwalk/core/domain"
import { describe, expect, it } from "vitest"
import { allocatePoints, orderItemName } from "../src/services/shop/money.ts"

describe("allocatePoints", () => {
  it("splits points in proportion to line totals by largest remainder, summing exactly", () => {
    expect(allocatePoints([60_000, 5_000], 4_000)).toEqual([3_692, 308])
    expect(allocatePoints([1, 1, 1], 2)).toEqual([1, 1, 0])
    expect(allocatePoints([100, 200], 0)).toEqual([0, 0])
    expect(allocatePoints([100, 200], 300)).toEqual([100, 200])
    expect(allocatePoints([0, 50], 50)).toEqual([0, 50])
  })

  it("never gives a line more than its total and always sums to the points, for many random orders", () => {
    const random = mulberry32(7)
    for (let run = 0; run < 2_000; run++) {
      const totals = Array.from({ length: 1 + Math.floor(random() * 6) }, () => Math.floor(random() * 2_000_000))
      const sum = totals.reduce((a, b) => a + b, 0)
      const points = Math.floor(random() * (sum + 1))
      const shares = allocatePoints(totals, points)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(points)
      shares.forEach((s, i) => {
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(totals[i]!)
      })
    }
    expect(() => allocatePoints([10], 11)).toThrow(RangeError)
  })

  it("names an order by its first product and the count of the others", () => {
    expect(orderItemName(["사료"])).toBe("사료")
    expect(orderItemName(["사료", "간식", "장난감"])).toBe("사료 외 2건")
  })
})

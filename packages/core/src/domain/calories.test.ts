import { describe, expect, it } from "vitest"
import { caloriesBurned } from "./calories.ts"

describe("caloriesBurned (Taylor, Heglund & Maloiy 1982)", () => {
  it("is 2.557 × weight^0.684 × km", () => {
    expect(caloriesBurned(10, 1000)).toBeCloseTo(2.557 * 10 ** 0.684, 10)
    expect(caloriesBurned(10, 1000)).toBeCloseTo(12.352, 3)
    expect(caloriesBurned(30, 2500)).toBeCloseTo(2.557 * 30 ** 0.684 * 2.5, 10)
    expect(caloriesBurned(1, 1000)).toBeCloseTo(2.557, 10)
  })

  it("is linear in distance and unrounded", () => {
    expect(caloriesBurned(7.3, 3000)).toBeCloseTo(3 * caloriesBurned(7.3, 1000), 10)
    expect(Number.isInteger(caloriesBurned(7.3, 1234))).toBe(false)
  })

  it("is 0 for non-positive or non-finite inputs", () => {
    expect(caloriesBurned(0, 1000)).toBe(0)
    expect(caloriesBurned(-5, 1000)).toBe(0)
    expect(caloriesBurned(10, 0)).toBe(0)
    expect(caloriesBurned(10, -3)).toBe(0)
    expect(caloriesBurned(Number.NaN, 1000)).toBe(0)
    expect(caloriesBurned(10, Number.POSITIVE_INFINITY)).toBe(0)
  })
})

import { describe, expect, it } from "vitest"
import { clampQuantity, finalPrice, normalizePointsInput } from "./pricing.ts"

describe("normalizePointsInput", () => {
  it("turns non-numeric input into 0", () => {
    expect(normalizePointsInput("abc", 5000)).toBe(0)
    expect(normalizePointsInput("", 5000)).toBe(0)
    expect(normalizePointsInput("12abc", 5000)).toBe(0)
    expect(normalizePointsInput(Number.NaN, 5000)).toBe(0)
  })

  it("turns negative input into 0", () => {
    expect(normalizePointsInput("-300", 5000)).toBe(0)
    expect(normalizePointsInput(-1, 5000)).toBe(0)
  })

  it("caps at the balance and keeps whole points", () => {
    expect(normalizePointsInput("1200", 5000)).toBe(1200)
    expect(normalizePointsInput(" 7000 ", 5000)).toBe(5000)
    expect(normalizePointsInput(12.9, 5000)).toBe(12)
    expect(normalizePointsInput("99.5", 50)).toBe(50)
    expect(normalizePointsInput(100, 0)).toBe(0)
  })
})

describe("finalPrice", () => {
  const lines = [
    { price: 12000, quantity: 2, checked: true },
    { price: 5000, quantity: 1, checked: false },
    { price: 3000, quantity: 3, checked: true }
  ]

  it("sums the checked lines and subtracts the points", () => {
    expect(finalPrice(lines, 0)).toBe(33000)
    expect(finalPrice(lines, 3000)).toBe(30000)
  })

  it("never goes below 0", () => {
    expect(finalPrice(lines, 50000)).toBe(0)
    expect(finalPrice([], 100)).toBe(0)
    expect(finalPrice(lines, -100)).toBe(33000)
  })
})

describe("clampQuantity", () => {
  it("is a whole number of at least 1", () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-4)).toBe(1)
    expect(clampQuantity(3)).toBe(3)
    expect(clampQuantity(2.7)).toBe(2)
    expect(clampQuantity(Number.NaN)).toBe(1)
  })
})

import { describe, expect, it } from "vitest"
import {
  checkedTotal,
  clampQuantity,
  finalPrice,
  isDesktopUserAgent,
  lineTotal,
  MAX_QUANTITY,
  normalizePointsInput,
  paymentPlatform,
  stepperQuantity
} from "./pricing.ts"

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

describe("shop pricing helpers", () => {
  it("steps quantities within 1 … 999", () => {
    expect(stepperQuantity(0)).toBe(1)
    expect(stepperQuantity(5)).toBe(5)
    expect(stepperQuantity(1000)).toBe(MAX_QUANTITY)
  })

  it("totals lines and only the checked ones", () => {
    expect(lineTotal({ price: 12900, quantity: 3 })).toBe(38700)
    expect(
      checkedTotal([
        { price: 1000, quantity: 2, checked: true },
        { price: 500, quantity: 1, checked: false },
        { price: 300, quantity: 3, checked: true }
      ])
    ).toBe(2900)
  })

  it("takes the PC route for Windows, Macintosh and Linux desktops, the mobile one otherwise (Android included)", () => {
    const ua = {
      windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      android: "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
    }
    expect(paymentPlatform(ua.windows)).toBe("pc")
    expect(paymentPlatform(ua.mac)).toBe("pc")
    expect(paymentPlatform(ua.linux)).toBe("pc")
    expect(paymentPlatform(ua.android)).toBe("mobile")
    expect(paymentPlatform(ua.iphone)).toBe("mobile")
    expect(isDesktopUserAgent("")).toBe(false)
  })
})

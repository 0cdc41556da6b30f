/**
 * Everyday polish (issue 34) on a 360×640 phone: the product page shows the name, the price and
 * the buy bar on first view; a 'buy now' cart opened with the URL's `PRICE=1` shows the server's
 * price; dates read in the Korean long format; each page names itself in the browser's tab while
 * the back bar keeps the spec's title. Screenshots at 360 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Browser, BrowserContext, Locator, Page } from "playwright-core"
import { formatWon } from "@mungwalk/core"
import { launchBrowser, newPhone } from "./browser.ts"
import { apiAs, screenshot, signInByApi, watchProblems } from "./support.ts"

const baseUrl = inject("baseUrl")

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]
let token: string

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser, { baseURL: baseUrl }))
  await page.setViewportSize({ width: 360, height: 640 })
  problems = watchProblems(page)
  const api = apiAs(baseUrl, await signInByApi(baseUrl, "일상보호자"))
  await api.call("updateProfile", {
    part: { nickname: "일상산책러", dateOfBirth: "1990-02-02", gender: "female", phoneNumber: "010-2222-3434" }
  })
  // The renewed token says the member has registered.
  token = api.tokens.get()!
  await page.goto(`/auth/success?accessToken=${encodeURIComponent(token)}`)
  await page.waitForURL((u) => u.pathname === "/")
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

/** True when the element lies wholly inside the viewport, above `bottom` (the buy bar's top). */
const fullyAbove = (target: Locator, bottom: number) =>
  target.first().evaluate((el, limit) => {
    const r = el.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= limit + 0.5 && r.height > 0
  }, bottom)

const shots = async (name: string) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 844 })
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 360, height: 640 })
}

describe("everyday polish at 360×640", () => {
  it("the product page shows the name, the price and the buy bar on first view; the tab names the page", async () => {
    const [product] = (await apiAs(baseUrl, token).call("products", { query: { page: 1 } })).itemList
    await page.goto(`/shop/item/${product!.productId}`)
    const name = page.locator("[data-part=summary] h1")
    await name.waitFor()
    const shown = await name.textContent()
    expect(shown).toBe(product!.name)
    const bar = page.locator("[data-part=sticky-bar]")
    await bar.getByRole("button", { name: "구매하기" }).waitFor()
    const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top)
    const summary = page.locator("[data-part=summary]")
    expect(await fullyAbove(name, barTop), "the name above the buy bar").toBe(true)
    expect(await fullyAbove(summary.getByText(formatWon(product!.price)), barTop), "the price above the buy bar").toBe(true)
    expect(barTop + (await bar.evaluate((el) => el.getBoundingClientRect().height))).toBeLessThanOrEqual(640)
    expect(await page.title()).toBe("상품 상세 · 멍멍워크")
    await shots("everyday-product")
  })

  it("a 'buy now' cart opened with PRICE=1 shows the server's price", async () => {
    const [product] = (await apiAs(baseUrl, token).call("products", { query: { page: 1 } })).itemList
    const query = new URLSearchParams({
      PRODUCTID: String(product!.productId),
      VENDOR: product!.vendor,
      NAME: product!.name,
      PRICE: "1",
      quantity: "1",
      THUMBNAILIMAGE: ""
    })
    await page.goto(`/shop/cart?${query}`)
    await page.getByRole("button", { name: `${formatWon(product!.price)} 결제하기` }).waitFor()
    expect(await page.getByText("1원", { exact: true }).count()).toBe(0)
    expect(await page.title()).toBe("장바구니 · 멍멍워크")
    await shots("everyday-cart-buy-now")
  })

  it("my points read dates in the Korean long format, and the tab says '내 포인트 · 멍멍워크'", async () => {
    await page.goto("/mypage/point")
    await page.getByRole("heading", { name: "포인트 내역" }).waitFor()
    expect(await page.title()).toBe("내 포인트 · 멍멍워크")
    await shots("everyday-points")
  })

  it("/walk/hotplace names its tab; the back bar keeps the generic title", async () => {
    await page.goto("/walk/hotplace")
    await expect.poll(() => page.title()).toBe("산책 핫플레이스 · 멍멍워크")
    await shots("everyday-hotplace")
    expect(problems).toEqual([])
  })
})

/**
 * The phone's back with a dialog open (`ui/dialogHistory.ts`), in the built app: back closes the
 * dialog and the page stays, the next back leaves the page, forward does not open it again, and a
 * dialog closed by its own button leaves no entry that would take a second back. A dialog's action
 * that navigates takes the dialog's place in the history: one back from where it led is the page
 * the dialog was on (a push: '장바구니 보기'), or the page before it (a replace: signing out).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { launchBrowser, newPhone } from "./browser.ts"
import { registeredMemberWithDog, screenshot, watchProblems } from "./support.ts"

const baseUrl = inject("baseUrl")

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]

const path = () => new URL(page.url()).pathname

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser, { baseURL: baseUrl }))
  problems = watchProblems(page)
  const { token } = await registeredMemberWithDog(
    baseUrl,
    "뒤로가기보호자",
    { nickname: "뒤로가기", dateOfBirth: "1990-05-05", gender: "female", phoneNumber: "010-5555-0101" },
    { name: "뒤로" }
  )
  await page.goto(`/auth/success?accessToken=${encodeURIComponent(token)}`)
  await page.waitForURL((u) => u.pathname === "/")
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe("the phone's back and the app's dialogs", () => {
  it("back closes the sign-out question and the settings stay; the next back leaves them; forward does not ask again", async () => {
    await page.getByRole("banner").getByRole("link", { name: "마이페이지" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage")
    await page.getByRole("link", { name: "설정" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage/settings")
    const logout = page.getByRole("button", { name: "로그아웃" })
    const dialog = page.getByRole("alertdialog", { name: "로그아웃할까요?" })

    await logout.click()
    await dialog.waitFor()
    await page.goBack()
    await dialog.waitFor({ state: "hidden" })
    expect(path()).toBe("/mypage/settings")
    await page.getByRole("switch", { name: "산책 기록 공개" }).waitFor()
    // Forward does not open it again (its entry is passed over).
    await page.goForward()
    await page.waitForTimeout(300)
    expect(await dialog.count()).toBe(0)
    expect(path()).toBe("/mypage/settings")
    // One back leaves the page.
    await page.goBack()
    await page.waitForURL((u) => u.pathname === "/mypage")

    // Closed by its own '취소': no entry left behind, so one back leaves the settings.
    await page.getByRole("link", { name: "설정" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage/settings")
    await logout.click()
    await dialog.getByRole("button", { name: "취소" }).click()
    await dialog.waitFor({ state: "hidden" })
    await page.waitForTimeout(300)
    await page.goBack()
    await page.waitForURL((u) => u.pathname === "/mypage")
    expect(await dialog.count()).toBe(0)
  })

  it("'장바구니 보기' from the added-to-cart dialog: one back is the product again, without the dialog, and the next is the shop", async () => {
    await page.goto("/shop")
    await page.locator('[data-part="product"]').first().click()
    await page.waitForURL((u) => /^\/shop\/item\/\d+$/.test(u.pathname))
    const product = path()
    await page.getByRole("button", { name: "구매하기" }).click()
    const sheet = page.getByRole("dialog", { name: "수량 선택" })
    // Back closes the quantity sheet too, and the product stays.
    await sheet.waitFor()
    await screenshot(page, "dialog-back-sheet-390")
    await page.goBack()
    await sheet.waitFor({ state: "hidden" })
    expect(path()).toBe(product)
    await screenshot(page, "dialog-back-closed-390")

    await page.getByRole("button", { name: "구매하기" }).click()
    await sheet.getByRole("button", { name: "장바구니 담기" }).click()
    const added = page.getByRole("dialog", { name: "장바구니에 담았어요" })
    await added.waitFor()
    await added.locator('[data-part="go-to-cart"]').click()
    await page.waitForURL((u) => u.pathname === "/shop/cart")
    await page.goBack()
    await page.waitForURL((u) => u.pathname === product)
    await page.getByRole("button", { name: "구매하기" }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByRole("dialog").count()).toBe(0)
    expect(path()).toBe(product)
    await page.goBack()
    await page.waitForURL((u) => u.pathname === "/shop")
  })

  it("signing out from the question (a replace): one back from the home is the page before the settings", async () => {
    await page.goto("/mypage")
    await page.getByRole("link", { name: "설정" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage/settings")
    await page.getByRole("button", { name: "로그아웃" }).click()
    const dialog = page.getByRole("alertdialog", { name: "로그아웃할까요?" })
    await dialog.getByRole("button", { name: "로그아웃" }).click()
    await page.waitForURL((u) => u.pathname === "/")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull()
    // The settings' entry (and its dialog's) gave way to the home: back is '/mypage'.
    await page.goBack()
    await page.waitForURL((u) => u.pathname === "/mypage")
    expect(problems).toEqual([])
  })
})

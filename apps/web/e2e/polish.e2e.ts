/**
 * The defects a new member met (issue 9): leaving /auth/register without saving, the breed list
 * before typing, a dog profile that is not there, and the walk screen at small phone sizes with
 * notices (the end button and live numbers always in view) and the walk tab's dot.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { WALK_STORAGE_KEY } from "@mungwalk/core"
import { launchBrowser, newPhone } from "./browser.ts"
import { apiAs, pageToken, screenshot, watchProblems, agreeToLocationConsent } from "./support.ts"

const baseUrl = inject("baseUrl")

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser, { baseURL: baseUrl }))
  await page.setViewportSize({ width: 360, height: 640 })
  problems = watchProblems(page)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

const path = () => new URL(page.url()).pathname

/** True when the element lies wholly inside the viewport above the bottom navigation. */
const inView = async (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      const nav = document.querySelector('nav[aria-label="주요 메뉴"]')?.getBoundingClientRect().top ?? window.innerHeight
      return r.top >= 0 && r.bottom <= nav + 0.5 && r.height > 0
    })

describe("a new member and the walk, at 360×640 and 390×844", () => {
  it("leaving /auth/register without saving: a protected page sends the member back until the profile is saved", async () => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "이름", exact: true }).fill("떠난보호자")
    await page.getByRole("button", { name: "이 이름으로 로그인" }).click()
    await page.waitForURL((u) => u.pathname === "/auth/register")
    await page.getByRole("form", { name: "프로필을 만들어주세요" }).waitFor()

    await page.goto("/") // leaves without saving: the home page is public
    expect(path()).toBe("/")
    await page.goto("/mypage")
    await page.waitForURL((u) => u.pathname === "/auth/register")
    const form = page.getByRole("form", { name: "프로필을 만들어주세요" })
    await form.waitFor()
    await screenshot(page, "polish-01-back-to-register")

    await form.getByRole("textbox", { name: "닉네임" }).fill("돌아온보호자")
    await expect.poll(() => form.getByRole("textbox", { name: "닉네임" }).getAttribute("aria-busy")).toBeNull()
    await form.getByLabel("생년월일").fill("1991-03-04")
    await form.getByRole("textbox", { name: "전화번호" }).fill("01012341234")
    await form.getByRole("button", { name: "가입하기" }).click()
    // The remembered path applies: on to my-page, which shows the nickname.
    await page.waitForURL((u) => u.pathname === "/mypage")
    await page.getByText("돌아온보호자").first().waitFor()
    await page.reload()
    await page.getByText("돌아온보호자").first().waitFor()
    expect(path()).toBe("/mypage")
  })

  it("/mypage/addDog: focusing the breed field lists every breed, popular first, never 'no results' before typing; sent blank, the alert's 확인 goes to the first field marked", async () => {
    await page.goto("/mypage/addDog")
    const breed = page.getByRole("searchbox", { name: /견종/ })
    await breed.waitFor()
    expect(await page.getByText("검색 결과가 없어요.").count()).toBe(0)
    await breed.focus()
    const list = page.getByRole("radiogroup", { name: "견종 목록" })
    await list.getByRole("radio", { name: "믹스견" }).waitFor({ state: "attached" })
    const names = await list.getByRole("radio").evaluateAll((els) => els.map((e) => e.closest("label")?.textContent ?? ""))
    // Every breed, the ones members keep first (the demo members' dogs here), then the catalogue's popular order.
    expect(names.length).toBeGreaterThanOrEqual(60)
    expect(names.indexOf("믹스견")).toBeLessThan(names.indexOf("에어데일 테리어"))
    expect(await page.getByText("검색 결과가 없어요.").count()).toBe(0)
    await screenshot(page, "polish-02-breeds-on-focus")

    // Sent blank: the alert says the first problem; its '확인' takes the member to the first field
    // marked, which says its own problem (the six are not announced at once).
    await page.getByRole("textbox", { name: /이름/ }).fill("  ")
    await page.getByRole("button", { name: "등록하기" }).click()
    const alert = page.getByRole("alertdialog")
    await expect.poll(() => alert.textContent()).toContain("이름")
    await alert.getByRole("button", { name: "확인" }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true")
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toContain("이름")
    expect(await page.locator("form [role=alert]").count()).toBe(0)

    // By the keyboard: the arrow keys move the choice through the search's results, the list staying
    // (the exact match first); a tap picks and closes it.
    await breed.fill("푸들")
    const found = page.getByRole("radiogroup", { name: "견종 목록" }).getByRole("radio")
    const labels = () => found.evaluateAll((els) => els.map((e) => e.closest("label")?.textContent ?? ""))
    await expect.poll(async () => (await labels()).every((name) => name.includes("푸들"))).toBe(true)
    const poodles = await labels()
    expect(poodles.length).toBeGreaterThanOrEqual(3)
    expect(poodles[0]).toBe("푸들")
    await found.first().focus()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => page.getByText(`선택한 견종: ${poodles[2]}`).isVisible()).toBe(true)
    expect(await found.count()).toBe(poodles.length)
    await page.keyboard.press("ArrowUp")
    await expect.poll(() => page.getByText(`선택한 견종: ${poodles[1]}`).isVisible()).toBe(true)
    await page.getByRole("radiogroup", { name: "견종 목록" }).locator("label").first().click()
    await expect.poll(() => page.getByText("선택한 견종: 푸들").isVisible()).toBe(true)
    await expect.poll(() => found.count()).toBe(1)
  })

  it("/mypage/dogprofile/9999 says the dog is not there, with a way back to my-page", async () => {
    await page.goto("/mypage/dogprofile/9999")
    await page.getByText("강아지를 찾을 수 없어요").waitFor()
    expect(await page.getByRole("button", { name: "다시 시도" }).count()).toBe(0)
    await screenshot(page, "polish-03-dog-not-found")
    await page.getByRole("link", { name: "마이페이지로 가기" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage")
  })

  it("walking: the end button and live numbers stay in view with two notices after a reload; the walk tab has a dot", async () => {
    const me = apiAs(baseUrl, await pageToken(page))
    const [mixed] = await me.call("breeds", { query: { search: "믹스견" } })
    await me.call("addPet", {
      part: { breedId: mixed!.id, name: "콩이", dateOfBirth: "2022-05-01", gender: "male", weight: 6.5, neutering: true }
    })
    await page.goto("/walk")
    await page.getByRole("group", { name: "산책할 강아지 선택" }).getByRole("button", { name: "콩이" }).click()
    await page.getByRole("button", { name: "1마리와 산책 시작" }).click()
    await agreeToLocationConsent(page)
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")
    await page.locator('[data-part="elapsed"]').waitFor()
    await page.getByRole("link", { name: "산책 (산책 중)" }).waitFor()

    // A reload after the app was closed for 3 minutes, with refused points: two notices.
    await page.addInitScript((key) => {
      if (location.pathname !== "/walk/onwalk" || sessionStorage.getItem("polish.aged")) return
      sessionStorage.setItem("polish.aged", "1")
      const stored = JSON.parse(localStorage.getItem(key) ?? "null")
      if (!stored) return
      stored.savedAt -= 192_000
      stored.walk.rejectedPoints = 3
      localStorage.setItem(key, JSON.stringify(stored))
    }, WALK_STORAGE_KEY)
    await page.reload()
    await page.locator('[data-part="gap-notice"]').waitFor()
    await page.locator('[data-part="rejected-points"]').waitFor()

    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 }
    ]) {
      await page.setViewportSize(size)
      await page.waitForTimeout(300)
      for (const part of ['[data-part="elapsed"]', '[data-part="distance"]', '[data-part="calories"]']) {
        expect(await inView(part), `${part} at ${size.width}×${size.height}`).toBe(true)
      }
      expect(
        await page.getByRole("button", { name: "산책 종료" }).evaluate((el) => {
          const r = el.getBoundingClientRect()
          const nav = document.querySelector('nav[aria-label="주요 메뉴"]')!.getBoundingClientRect().top
          return r.bottom <= nav + 0.5
        }),
        `end button at ${size.width}×${size.height}`
      ).toBe(true)
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1), "the page does not scroll").toBe(true)
      const map = await page.locator("[data-map]").first().boundingBox()
      expect(map!.height).toBeGreaterThanOrEqual(139)
      await screenshot(page, `polish-04-onwalk-notices-${size.width}x${size.height}`)
    }
    expect(problems).toEqual([])
  })
})

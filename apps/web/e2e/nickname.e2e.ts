/**
 * A second member tries a nickname another member already has (§5): the inline
 * `*이미 사용중인 닉네임 입니다`, and submitting is blocked with the alert. Also the race the
 * check cannot see: the nickname is taken between the check and the submit, and the server's
 * 409 message is shown. The first member registers through the API; the second one in Chromium.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Browser, BrowserContext, Locator, Page } from "playwright-core"
import { MESSAGES } from "@mungwalk/core"
import { PROFILE_DRAFT_STORAGE_KEY } from "@mungwalk/core/profileForm"
import { launchBrowser, newPhone } from "./browser.ts"
import { apiAs, pageToken, screenshot, signInByApi, watchProblems } from "./support.ts"

const baseUrl = inject("baseUrl")

/** Registers a member through the API (development sign-in, then the profile). */
const registerByApi = async (name: string, nickname: string): Promise<void> => {
  const token = await signInByApi(baseUrl, name)
  await apiAs(baseUrl, token).call("updateProfile", {
    part: { nickname, dateOfBirth: "1988-02-03", gender: "female", phoneNumber: "01098765432" }
  })
}

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser, { baseURL: baseUrl }))
  problems = watchProblems(page)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

const nicknameField = (form: Locator) => form.getByRole("textbox", { name: "닉네임" })

/** Waits until the duplicate check of the typed nickname has answered. */
const checked = (form: Locator) => expect.poll(() => nicknameField(form).getAttribute("aria-busy")).toBeNull()

describe("a taken nickname on the profile form", () => {
  it("a second member typing the first member's nickname sees the inline message, and submitting shows the alert", async () => {
    await registerByApi("먼저온보호자", "한강산책왕")

    await page.goto("/login")
    await page.getByRole("textbox", { name: "이름", exact: true }).fill("나중온보호자")
    await page.getByRole("button", { name: "이 이름으로 로그인" }).click()
    await page.waitForURL((u) => u.pathname === "/auth/register")
    const form = page.getByRole("form", { name: "프로필을 만들어주세요" })
    await form.waitFor()

    await nicknameField(form).fill("한강산책왕")
    await form.getByText(MESSAGES.nicknameTakenInline, { exact: true }).waitFor()
    expect(await nicknameField(form).getAttribute("aria-invalid")).toBe("true")
    await form.getByLabel("생년월일").fill("1995-07-20")
    await form.getByRole("textbox", { name: "전화번호" }).fill("01055556666")
    await form.getByRole("button", { name: "가입하기" }).click()

    const alert = page.getByRole("alertdialog")
    await alert.getByText(MESSAGES.nicknameTakenAlert, { exact: true }).waitFor()
    await screenshot(page, "20-nickname-taken")
    await alert.getByRole("button", { name: "확인" }).click()
    await alert.waitFor({ state: "detached" })
    expect(new URL(page.url()).pathname).toBe("/auth/register")
    expect((await apiAs(baseUrl, await pageToken(page)).call("profile")).nickname, "nothing was saved").toBeNull()
  })

  it("a nickname taken after the check: the server's 409 message is shown and the nickname is marked taken", async () => {
    const form = page.getByRole("form", { name: "프로필을 만들어주세요" })
    await nicknameField(form).fill("새벽산책단")
    await checked(form)
    expect(await form.getByText(MESSAGES.nicknameTakenInline).count(), "free when checked").toBe(0)

    await registerByApi("끼어든보호자", "새벽산책단")
    await form.getByRole("button", { name: "가입하기" }).click()
    const alert = page.getByRole("alertdialog")
    await alert.getByText(MESSAGES.nicknameTakenAlert, { exact: true }).waitFor()
    await alert.getByRole("button", { name: "확인" }).click()
    await form.getByText(MESSAGES.nicknameTakenInline, { exact: true }).waitFor()

    await nicknameField(form).fill("느긋한산책러")
    await checked(form)
    expect(await form.getByText(MESSAGES.nicknameTakenInline).count()).toBe(0)
    await form.getByRole("button", { name: "가입하기" }).click()
    await page.waitForURL((u) => u.pathname === "/")
    expect((await apiAs(baseUrl, await pageToken(page)).call("profile")).nickname).toBe("느긋한산책러")
    // The registration's kept form is gone with it (the save's renewed token moved the member on
    // first): the profile edit opens with the stored profile, not with it.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PROFILE_DRAFT_STORAGE_KEY)).toBeNull()
    expect(problems).toEqual([])
  })
})

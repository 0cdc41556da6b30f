/**
 * Quests end to end on a 390 px phone (issue 7): a visitor's home calls nothing; a new member
 * (dev sign-in, register, a dog) opens `/quest` (the check-in), follows quest 2's 'go' to `/walk`,
 * walks over 300 m with simulated GPS fixes (home shows "산책 중" meanwhile), ends the walk, sees
 * quest 2 turn to 'get points' on home and `/quest`, claims it, and finds the points on `/mypage`
 * and in `/mypage/point`. Real server bundle, fresh data, real Chromium.
 */
import { describe, expect, inject, it } from "vitest"
import type { BrowserContext, Page } from "playwright-core"
import { DEFAULT_MAP_CENTER, HOME_COPY, QUESTS, QUEST_COPY, questRewardDescription } from "@mungwalk/core"
import { mkdirSync } from "node:fs"
import path from "node:path"
import { addDogByApi, agreeToLocationConsent, apiAs, confirmEndWalk, offset, pageToken, REPORT_DIR, stepTo, storyPhone } from "./support.ts"

const baseUrl = inject("baseUrl")
const OWNER = { signInName: "퀘스트보호자", nickname: "퀘스트왕", dateOfBirth: "1991-02-03", phone: "01022223333" }
const WALK_QUEST = QUESTS.find((q) => q.kind === "walk")!
const CHECK_IN = QUESTS.find((q) => q.kind === "checkIn")!

/** 6 m a second (a trotting dog, under the 10 m/s gate), straight north-east from the default centre: 70 fixes ≈ 420 m. */
const START = { latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }
const STEP_M = 6
const STEPS = 70

let context: BrowserContext
let page: Page
let problems: string[]

const questButton = (name: string) => page.getByRole("list", { name: "퀘스트 목록" }).getByRole("button", { name: new RegExp(`^${name} `) })

const shoot = async (name: string) => {
  mkdirSync(REPORT_DIR, { recursive: true })
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: path.join(REPORT_DIR, `quest-${name}-${width}.png`), fullPage: true, animations: "disabled" })
  }
}

storyPhone({ baseURL: baseUrl, position: START }, (phone) => ({ context, page, problems } = phone))

describe("daily quests at 390 px", () => {
  it("a visitor's home makes no API call (no 401) and shows only the public parts", async () => {
    const calls: string[] = []
    const onRequest = (r: { url(): string }) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(r.url())
    }
    page.on("request", onRequest)
    await page.goto("/")
    await page.getByText(HOME_COPY.visitorPrompt).waitFor()
    await page.waitForTimeout(1500) // past the hot places' 1 s delay
    page.off("request", onRequest)
    expect(calls).toEqual([])
    expect(await page.getByRole("list", { name: "최신 산책 인증 글" }).count()).toBe(0)
    await shoot("home-visitor")
    await page.setViewportSize({ width: 390, height: 844 })
  })

  it("a new member signs in (dev), registers, has a dog; opening /quest checks in", async () => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "이름", exact: true }).fill(OWNER.signInName)
    await page.getByRole("button", { name: "이 이름으로 로그인" }).click()
    await page.waitForURL((u) => u.pathname === "/auth/register")
    const form = page.getByRole("form", { name: "프로필을 만들어주세요" })
    await form.getByRole("textbox", { name: "닉네임" }).fill(OWNER.nickname)
    await form.getByLabel("생년월일").fill(OWNER.dateOfBirth)
    await form.getByRole("group", { name: "성별" }).getByText("남성", { exact: true }).click()
    await form.getByRole("textbox", { name: "전화번호" }).fill(OWNER.phone)
    await expect.poll(() => form.getByRole("textbox", { name: "닉네임" }).getAttribute("aria-busy")).toBeNull()
    await form.getByRole("button", { name: "가입하기" }).click()
    await page.waitForURL((u) => u.pathname === "/")

    // The dog through the API (the dog form has its own journey in walk-journey.e2e.ts).
    await addDogByApi(baseUrl, await pageToken(page), { name: "퀘돌이", gender: "male", weight: 8.2, neutering: false })

    await page.goto("/quest")
    await page.getByText("1/3 완료").waitFor()
    expect(await questButton(CHECK_IN.name).textContent()).toBe(QUEST_COPY.claim)
    expect(await questButton(WALK_QUEST.name).textContent()).toBe(QUEST_COPY.go)
    // No walk yet today: the walk quest says how far it is.
    await page.locator('[data-quest="2"] [data-part="quest-progress"]').getByText("0.00 / 0.30 km").waitFor()
    // On a page loaded at its address, the app's stylesheet comes after the page's inline critical
    // rules in the cascade: the outline button keeps its border (the critical copy of the base rule
    // had set it back to transparent).
    expect(await questButton(WALK_QUEST.name).evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe("rgba(0, 0, 0, 0)")
  })

  it("quest 2's 'go' leads to /walk; a 420 m walk shows '산책 중' on home and ends in the summary", async () => {
    await questButton(WALK_QUEST.name).click()
    await page.waitForURL((u) => u.pathname === "/walk")
    await page.getByRole("group", { name: "산책할 강아지 선택" }).getByRole("button", { name: "퀘돌이" }).click()
    await page.getByRole("button", { name: "1마리와 산책 시작" }).click()
    await agreeToLocationConsent(page)
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")

    for (let i = 1; i <= STEPS; i++) {
      await stepTo(page, context, offset(START, i * STEP_M, 45))
      if (i === 5) {
        // Issue 9: home shows the walk in progress and returns to it.
        await page.getByRole("link", { name: "홈", exact: true }).click()
        await page.waitForURL((u) => u.pathname === "/")
        await page.locator('a[data-part="walking"]').click()
        await page.waitForURL((u) => u.pathname === "/walk/onwalk")
      }
    }
    await page.getByRole("button", { name: "산책 종료" }).click()
    await confirmEndWalk(page)
    await page.waitForURL((u) => u.pathname === "/walk/summary")
  })

  it("home and /quest show quest 2 as 'get points'; claiming it shows 'done' and pays once", async () => {
    await page.goto("/")
    const walkTile = page.getByRole("navigation", { name: "바로가기" }).getByRole("link", { name: /산책하기/ })
    await expect.poll(() => walkTile.textContent(), { timeout: 20_000 }).toContain(HOME_COPY.questClaimable)
    await page.getByRole("list", { name: "최신 산책 인증 글" }).waitFor()
    await shoot("home-member")
    await page.setViewportSize({ width: 390, height: 844 })

    await page.goto("/quest")
    const claim = questButton(WALK_QUEST.name)
    await expect.poll(() => claim.textContent()).toBe(QUEST_COPY.claim)
    // By the keyboard: the focus stays on the quest's button as it turns '받는 중…' then '완료'.
    await claim.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => claim.textContent()).toBe(QUEST_COPY.done)
    expect(await claim.isDisabled()).toBe(true)
    expect(await claim.evaluate((b) => b === document.activeElement)).toBe(true)
    await page.getByText(`${WALK_QUEST.point}P / 90P 받음`).waitFor()
    await shoot("list")
    await page.setViewportSize({ width: 390, height: 844 })
  })

  it("the points show on /mypage and in /mypage/point with the same balance", async () => {
    await page.goto("/mypage")
    await page.getByText(`${WALK_QUEST.point}P`, { exact: true }).waitFor()
    await page.goto("/mypage/point")
    await page.getByLabel(`보유 포인트 ${WALK_QUEST.point}P`).waitFor()
    const row = page.getByRole("listitem").filter({ hasText: questRewardDescription(WALK_QUEST.name) })
    expect(await row.textContent()).toContain(`+${WALK_QUEST.point}`)
    await shoot("mypage-point")
    const me = await apiAs(baseUrl, await pageToken(page)).call("myPage", {})
    expect(me.memberInfo.point).toBe(WALK_QUEST.point)
    expect(problems).toEqual([])
  })
})

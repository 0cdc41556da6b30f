/**
 * The walk's result end to end on a 390 px phone (issue 33): a member walks with a moving GPS
 * position, taps 소변 and 물 on the way, ends the walk and lands on '산책 완료' — the walk's card
 * with its route and the two marks as pins — then '인증글 쓰기' opens the walk-certification form
 * already filled (route picture attached, the figures in the text): '등록' posts it, and quest 3
 * ('산책 인증 글 올리기') can be claimed. Real server bundle, fresh data, real Chromium.
 */
import { describe, expect, inject, it } from "vitest"
import type { BrowserContext, Page } from "playwright-core"
import { DEFAULT_MAP_CENTER, QUESTS, QUEST_COPY, seoulDateParts } from "@mungwalk/core"
import {
  agreeToLocationConsent,
  apiAs,
  confirmEndWalk,
  offset,
  pageToken,
  registeredMemberWithDog,
  screenshot,
  stepTo,
  storedWalk,
  storyPhone
} from "./support.ts"

const baseUrl = inject("baseUrl")
const POST_QUEST = QUESTS.find((q) => q.kind === "post")!
const START = { latitude: DEFAULT_MAP_CENTER.lat + 0.01, longitude: DEFAULT_MAP_CENTER.lng + 0.01 }
/** 5 m a fix, straight east: 16 fixes ≈ 80 m (a walk under a minute: '산책 종료' asks '기록하지 않을까요?', and confirmEndWalk keeps it). */
const STEP_M = 5

let context: BrowserContext
let page: Page
let problems: string[]

storyPhone({ baseURL: baseUrl, position: START }, (phone) => ({ context, page, problems } = phone))

const todayInSeoul = () => {
  const { year, month, day } = seoulDateParts(new Date())
  return { year, month, day }
}

/** Moves the phone to step `i` (one fix a second, a walking pace) and waits until the page recorded that fix. */
const stepAt = (i: number): Promise<void> => stepTo(page, context, offset(START, i * STEP_M, 90))

describe("the walk's result at 390 px", () => {
  it("a member walks, marks 소변 and 물, ends, and lands on '산책 완료' with the route and two mark pins", async () => {
    const { token } = await registeredMemberWithDog(
      baseUrl,
      "결과보호자",
      { nickname: "결과왕", dateOfBirth: "1992-06-07", gender: "female", phoneNumber: "01033334444" },
      { name: "콩이" }
    )
    await context.addInitScript((t) => localStorage.setItem("accessToken", t), token)

    // On a 360×640 phone the dogs to choose are in view above the floating start bar, without scrolling.
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto("/walk")
    const chip = await page.getByRole("group", { name: "산책할 강아지 선택" }).getByRole("button", { name: "콩이" }).boundingBox()
    const startBar = await page.getByRole("button", { name: /산책 시작$/ }).boundingBox()
    expect(chip!.y + chip!.height).toBeLessThanOrEqual(startBar!.y - 12)
    await screenshot(page, "walk-choose-360")
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole("group", { name: "산책할 강아지 선택" }).getByRole("button", { name: "콩이" }).click()
    await page.getByRole("button", { name: "1마리와 산책 시작" }).click()
    await agreeToLocationConsent(page)
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")

    const marks = page.getByRole("group", { name: "배변·물 기록" })
    for (let i = 1; i <= 16; i++) {
      await stepAt(i)
      if (i === 5) await marks.getByRole("button", { name: /^소변/ }).click()
      if (i === 11) await marks.getByRole("button", { name: /^물/ }).click()
    }
    expect(await page.locator('[data-part="mark-count-PEE"]').textContent()).toBe("1")
    expect(await page.locator('[data-part="mark-count-WATER"]').textContent()).toBe("1")
    await page.getByRole("button", { name: "산책 종료" }).click()
    await confirmEndWalk(page)
    await page.waitForURL((u) => u.pathname === "/walk/summary" && u.searchParams.has("walk"))

    const result = page.getByRole("article", { name: /^산책 완료: / })
    await result.waitFor()
    // The end button went with the walk's screen: the keyboard and a screen reader go on from the new screen, not the page's top.
    expect(await page.evaluate(() => document.activeElement?.closest("main")?.id ?? document.activeElement?.tagName)).toBe("main")
    // A screen reader is told where it is now: the new page's name in the shell's polite live region.
    const announcer = page.locator('[aria-live="polite"][data-part="route-announcer"]')
    expect(await announcer.textContent()).toBe("산책 기록 · 멍멍워크")
    await expect
      .poll(() => result.locator('[data-part="marker"][data-kind="pee"], [data-part="marker"][data-kind="water"]').count(), { timeout: 15_000 })
      .toBe(2)
    const markList = result.getByRole("list", { name: "기록한 표시" })
    expect(await markList.textContent()).toContain("소변 1")
    expect(await markList.textContent()).toContain("물 1")
    expect(await result.getByRole("list", { name: "함께한 강아지와 소모 칼로리" }).textContent()).toContain("콩이")
    expect(await result.locator("dd").first().textContent()).toMatch(/^0\.0[5-9] km$/)
    // The result comes first: its card is in view without scrolling, above the calendar.
    expect(await result.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true)
    // The route picture the post and the share carry, drawn at once; a walk under a minute says its seconds.
    const picture = result.getByRole("img", { name: "산책 경로 그림" })
    await picture.waitFor()
    // Loaded and decoded (not a box still waiting for its bytes) before the screenshots.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await result.locator("dd").nth(1).textContent()).toMatch(/^\d{1,2}초$/)
    await screenshot(page, "walk-result-390")
    await page.setViewportSize({ width: 360, height: 640 })
    // On a 360×640 phone the result's '인증글 쓰기' is in view from the page's top, above the bottom navigation (64 px).
    await page.evaluate(() => window.scrollTo(0, 0))
    const write = await result.getByRole("button", { name: "인증글 쓰기" }).boundingBox()
    expect(write!.y + write!.height).toBeLessThanOrEqual(640 - 64)
    await screenshot(page, "walk-result-360")
    // The 64 px thumbnail at 360 px, scrolled to the middle (clear of the bottom bar): a short route must read as a line there.
    await picture.evaluate((img) => img.scrollIntoView({ block: "center" }))
    await screenshot(page, "walk-result-picture-360")
    await page.setViewportSize({ width: 390, height: 844 })
  })

  it("'인증글 쓰기' opens the certification form filled in; '등록' posts it with the route picture", async () => {
    const result = page.getByRole("article", { name: /^산책 완료: / })
    await result.getByRole("button", { name: "인증글 쓰기" }).click()
    await page.waitForURL((u) => u.pathname === "/post/write")
    const form = page.getByRole("form", { name: "게시글 쓰기" })
    await expect.poll(() => form.getByRole("textbox").nth(1).inputValue()).toContain("콩이")
    await expect.poll(() => form.locator("img").count()).toBe(1)
    // A reload of the form fills it in again (the prefill is kept in this tab's sessionStorage), and
    // the draft the form saved of that prefill is not offered back ('작성 중인 글이 있어요').
    const draftSaved = () =>
      page.evaluate(async () => {
        if (!(await indexedDB.databases()).some((d) => d.name === "mungwalk-drafts")) return false
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open("mungwalk-drafts")
          open.onsuccess = () => {
            const db = open.result
            const read = db.transaction("drafts").objectStore("drafts").get("post")
            read.onsuccess = () => {
              resolve(read.result !== undefined)
              db.close()
            }
          }
        })
      })
    await expect.poll(draftSaved).toBe(true)
    await page.reload()
    await expect.poll(() => form.getByRole("textbox").nth(1).inputValue()).toContain("콩이")
    await expect.poll(() => form.locator("img").count()).toBe(1)
    await screenshot(page, "walk-result-post-form-390")
    expect(await page.getByRole("alertdialog").count()).toBe(0)
    await form.getByRole("button", { name: "등록" }).click()
    await page.waitForURL((u) => !u.pathname.startsWith("/post/write"))

    const [latest] = await apiAs(baseUrl, await pageToken(page)).call("posts", { params: { type: 1 }, query: {} })
    expect(latest).toMatchObject({ nickname: "결과왕", boardId: 1 })
    expect(latest!.contents).toContain("콩이")
    expect(latest!.imgList).toHaveLength(1)
  })

  it("quest 3 ('산책 인증 글 올리기') can be claimed", async () => {
    await page.goto("/quest")
    const claim = page.getByRole("list", { name: "퀘스트 목록" }).getByRole("button", { name: new RegExp(`^${POST_QUEST.name} `) })
    await expect.poll(() => claim.textContent(), { timeout: 15_000 }).toBe(QUEST_COPY.claim)
    await claim.click()
    await expect.poll(() => claim.textContent()).toBe(QUEST_COPY.done)
    expect(problems).toEqual([])
  })

  it("a walk started on another phone and not recorded there (only its start) opens from /walk here (§1: in progress, /walk/onwalk) and ends here", async () => {
    const api = apiAs(baseUrl, await pageToken(page))
    const [dog] = await api.call("myPets", {})
    const elsewhere = offset(START, 500, 0)
    const started = await api.call("walkStart", { body: { memberId: 0, dogs: [dog!.petId], latitude: elsewhere.latitude, longitude: elsewhere.longitude } })

    await page.goto("/walk")
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")
    await expect.poll(() => page.locator('[data-part="distance"]').textContent()).toBe("0.00 km")
    await screenshot(page, "walk-taken-on-390")
    await page.getByRole("button", { name: "산책 종료" }).click()
    await confirmEndWalk(page)
    await page.waitForURL((u) => u.pathname === "/walk/summary" && u.searchParams.get("walk") === String(started.walkId))
    const [ended] = (await api.call("walkDaily", { body: { memberId: 0, ...todayInSeoul() } })).walks.filter((w) => w.walkId === started.walkId)
    expect(ended).toMatchObject({ isWalking: false })
    expect(problems).toEqual([])
  })

  it("a walk whose end the server cannot save, given up ('기록 포기'), is ended by the app once the server answers: /walk does not say it is recorded elsewhere", async () => {
    const api = apiAs(baseUrl, await pageToken(page))
    const from = offset(START, 800, 180)
    await context.setGeolocation(from)
    await page.goto("/walk")
    await page.getByRole("group", { name: "산책할 강아지 선택" }).getByRole("button", { name: "콩이" }).click()
    await page.getByRole("button", { name: "1마리와 산책 시작" }).click()
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")
    const walkId = (await storedWalk(page))!.walk.walkId
    for (let i = 1; i <= 3; i++) await stepTo(page, context, offset(from, i * STEP_M, 90))

    // The end call never reaches the server (a dead zone, the server down): the walk stays in progress there.
    await context.route("**/api/walks/end", (route) => route.abort("internetdisconnected"))
    await page.getByRole("button", { name: "산책 종료" }).click()
    await confirmEndWalk(page)
    await page.getByRole("button", { name: "기록 포기" }).click()
    await page.getByRole("alertdialog", { name: "이 산책 기록을 포기할까요?" }).getByRole("button", { name: "포기하기" }).click()
    await page.waitForURL((u) => u.pathname === "/walk")
    const inProgress = async () => (await api.call("walkDaily", { body: { memberId: 0, ...todayInSeoul() } })).walks.find((w) => w.walkId === walkId)?.isWalking
    expect(await inProgress()).toBe(true)

    // Back online, the app opened again: it ends the walk by itself, and the dog choice is free.
    await context.unroute("**/api/walks/end")
    await page.reload()
    await expect.poll(inProgress, { timeout: 10_000 }).toBe(false)
    await expect.poll(() => page.evaluate(() => localStorage.getItem("mungwalk.walk.abandoned"))).toBeNull()
    expect(page.url()).toMatch(/\/walk$/)
    expect(await page.getByText("다른 기기에서 기록 중인 산책이 있어요", { exact: false }).count()).toBe(0)
    expect(problems).toEqual([])
  })
})

/**
 * One member's story on a 390 px phone, in order: sign in from the route guard, register a
 * profile, add a dog with a photo, start a walk (first without a dog), walk with a moving GPS
 * position, leave and come back, reload mid-walk, end the walk and read it in the summary.
 * Every step runs against the real server (production bundle, fresh data dir) in Chromium;
 * the GPS fixes come from Chromium's geolocation, moved with `context.setGeolocation()`.
 */
import { describe, expect, inject, it } from "vitest"
import type { BrowserContext, Locator, Page } from "playwright-core"
import { DEFAULT_MAP_CENTER, MESSAGES, seoulDayKey, type GeoFix, type PersistedWalkState, type Walk } from "@mungwalk/core"
import {
  apiAs,
  confirmEndWalk,
  gradientPng,
  kmLabel,
  offset,
  pageToken,
  parseElapsed,
  screenshot,
  stepTo,
  storedWalk,
  type Position,
  agreeToLocationConsent,
  storyPhone
} from "./support.ts"

const baseUrl = inject("baseUrl")

const OWNER = { signInName: "두리보호자", nickname: "두리아빠", dateOfBirth: "1990-05-14", phone: "010-1234-5678" }
const DOG = { name: "두리", breedQuery: "진돗", breed: "진돗개", dateOfBirth: "2020-03-01", weightKg: 17.5 }

/** The walker starts at the spec's default centre and heads north-east, 2 m per fix at one fix a second (a brisk walk). */
const START = { latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }
const STEP_M = 2
const BEARING_DEG = 45
const FIX_INTERVAL_MS = 1000

let context: BrowserContext
let page: Page
let problems: string[]

/** How many steps the walker has taken; the simulated position is `positionAt(step)`. */
let step = 0
const positionAt = (n: number): Position => offset(START, n * STEP_M, BEARING_DEG)

/** Walks `n` steps: one new GPS position a second, each waited for until the page recorded it. */
const walk = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i++) {
    step += 1
    await stepTo(page, context, positionAt(step), FIX_INTERVAL_MS)
  }
}

/** Taps a segment of a radio group (the visible label; the radio itself is visually hidden) and checks that it took. */
const choose = async (scope: Locator, group: string, option: string): Promise<void> => {
  const fieldset = scope.getByRole("group", { name: group })
  await fieldset.getByText(option, { exact: true }).click()
  expect(await fieldset.getByRole("radio", { name: option, exact: true }).isChecked()).toBe(true)
}

const liveCard = () => page.getByRole("region", { name: "실시간 산책 기록" })
const liveElapsed = async (): Promise<number> => parseElapsed((await liveCard().getByText(/초$/).textContent()) ?? "")
const liveDistance = async (): Promise<string> =>
  (await liveCard()
    .getByText(/^\d+\.\d{2} km$/)
    .textContent()) ?? ""

/** Key figures of the story, carried from step to step. */
const story: {
  petId?: number
  walkId?: number
  /** What the page had stored right before the reload. */
  beforeReload?: PersistedWalkState
  elapsedBeforeReload?: number
  /** What the page had stored right before the end. */
  beforeEnd?: PersistedWalkState
} = {}

/** The story's walk as the server answers it (`walkDaily` of its Asia/Seoul start day, full route), read with the page's token. */
const serverWalk = async (): Promise<Walk> => {
  const stored = story.beforeEnd ?? (await storedWalk(page))
  const startTime = new Date(stored!.walk.startTime)
  const [year, month, day] = seoulDayKey(startTime).split("-").map(Number) as [number, number, number]
  const daily = await apiAs(baseUrl, await pageToken(page)).call("walkDaily", { body: { memberId: 0, year, month, day } })
  const found = daily.walks.find((w) => w.walkId === story.walkId)
  if (!found) throw new Error(`walk ${story.walkId} is not in the daily answer`)
  return found
}

storyPhone({ baseURL: baseUrl, position: positionAt(0) }, (phone) => ({ context, page, problems } = phone))

describe("one member's story at 390 px", () => {
  it("a visitor opening /walk sees the login modal, signs in (dev), registers a profile and is brought back to /walk", async () => {
    // A visitor is asked nothing of the API (the walk's "in progress on the server?" lookup included): no 401.
    const calls: string[] = []
    const noteCall = (r: { url(): string }) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(r.url())
    }
    page.on("request", noteCall)
    await page.goto("/walk")
    const modal = page.getByRole("dialog", { name: "로그인이 필요해요" })
    await modal.waitFor()
    expect(await page.getByRole("button", { name: /산책 시작/ }).count()).toBe(0)
    await screenshot(page, "01-walk-login-needed")

    // The modal is the prerendered page's until the app has taken it over (its start focuses the
    // first button); a tap before that lands on markup with no handler yet.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("로그인하러 가기")
    page.off("request", noteCall)
    expect(calls.filter((u) => !u.includes("/api/auth/"))).toEqual([])
    await modal.getByRole("button", { name: "로그인하러 가기" }).click()
    await page.waitForURL((u) => u.pathname === "/login")
    await page.getByRole("textbox", { name: "이름", exact: true }).fill(OWNER.signInName)
    await page.getByRole("button", { name: "이 이름으로 로그인" }).click()

    await page.waitForURL((u) => u.pathname === "/auth/register")
    const form = page.getByRole("form", { name: "프로필을 만들어주세요" })
    await form.waitFor()
    expect(new URL(page.url()).search, "the token leaves the address bar").not.toContain("accessToken")
    await form.getByRole("textbox", { name: "닉네임" }).fill(OWNER.nickname)
    await form.getByLabel("생년월일").fill(OWNER.dateOfBirth)
    await choose(form, "성별", "남성")
    await form.getByRole("textbox", { name: "전화번호" }).fill(OWNER.phone)
    await expect.poll(() => form.getByRole("textbox", { name: "닉네임" }).getAttribute("aria-busy")).toBeNull()
    await screenshot(page, "02-register-filled")
    await form.getByRole("button", { name: "가입하기" }).click()

    await page.waitForURL((u) => u.pathname === "/walk")
    await page.getByRole("heading", { name: "함께 걸을 강아지" }).waitFor()
    expect(await page.getByRole("dialog").count()).toBe(0)
    await page.getByText(MESSAGES.emptyDogs).waitFor()

    const profile = await apiAs(baseUrl, await pageToken(page)).call("profile")
    expect(profile).toMatchObject({ nickname: OWNER.nickname, dateOfBirth: OWNER.dateOfBirth, gender: "male" })
    expect(profile.phoneNumber?.replaceAll("-", "")).toBe(OWNER.phone.replaceAll("-", ""))
  })

  it("adds a dog with a photo on /mypage/addDog and sees it on /mypage with its photo served from /uploads/", async () => {
    // From the walk screen's "no dog yet" prompt.
    await page.getByRole("link", { name: "강아지 등록하기" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage/addDog")

    const form = page.getByRole("form", { name: "강아지 등록" })
    await form.waitFor()
    await form.getByLabel("강아지 사진 선택").setInputFiles({ name: "dog.png", mimeType: "image/png", buffer: gradientPng(240, 180) })
    await form.getByRole("img", { name: "강아지 사진 미리보기" }).waitFor()
    await form.getByRole("textbox", { name: "이름" }).fill(DOG.name)
    await form.getByRole("searchbox", { name: "견종" }).fill(DOG.breedQuery)
    const breeds = form.getByRole("radiogroup", { name: "견종 목록" })
    await breeds.getByText(DOG.breed, { exact: true }).click()
    expect(await breeds.getByRole("radio", { name: DOG.breed, exact: true }).isChecked()).toBe(true)
    await form.getByText(`선택한 견종: ${DOG.breed}`).waitFor()
    await form.getByLabel("생년월일").fill(DOG.dateOfBirth)
    await choose(form, "성별", "남아")
    await form.getByRole("spinbutton", { name: "몸무게" }).fill(String(DOG.weightKg))
    await choose(form, "중성화", "했어요")
    await screenshot(page, "03-add-dog-filled")
    await form.getByRole("button", { name: "등록하기" }).click()

    // Saved: back where the form was opened — the walk screen, whose chooser now offers the dog.
    await page.waitForURL((u) => u.pathname === "/walk")
    await page.getByRole("group", { name: "산책할 강아지 선택" }).getByRole("button", { name: DOG.name }).waitFor()
    await page.getByRole("link", { name: "마이페이지" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage")
    await page.getByRole("heading", { name: OWNER.nickname }).waitFor()
    const tile = page.getByRole("link", { name: DOG.name, exact: true })
    await tile.waitFor()
    const photo = tile.locator("img")
    await photo.waitFor()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const src = await photo.evaluate((img: HTMLImageElement) => img.src)
    expect(new URL(src).pathname).toMatch(/^\/uploads\//)
    // The tile shows a copy the width of its box (`srcset`), not the stored photo.
    const shown = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))
    expect([shown.pathname, shown.search]).toEqual([new URL(src).pathname, expect.stringMatching(/^\?w=(200|400)$/)])
    await screenshot(page, "04-mypage-with-dog")

    const served = await page.request.get(src)
    expect(served.status()).toBe(200)
    expect(served.headers()["content-type"]).toMatch(/^image\//)
    expect(served.headers()["x-content-type-options"]).toBe("nosniff")

    const pets = await apiAs(baseUrl, await pageToken(page)).call("myPets")
    expect(pets.map((p) => p.name)).toEqual([DOG.name])
    story.petId = pets[0]!.petId
    const pet = await apiAs(baseUrl, await pageToken(page)).call("petProfile", { params: { petId: story.petId } })
    expect(pet).toMatchObject({ name: DOG.name, breedName: DOG.breed, dateOfBirth: DOG.dateOfBirth, gender: "male", weight: DOG.weightKg, neutering: true })
  })

  it("starting a walk without a dog shows the alert; with the dog chosen the walk starts", async () => {
    // My-page has no bottom navigation: back to the walk screen the member came from.
    await page.getByRole("button", { name: "뒤로 가기" }).click()
    await page.waitForURL((u) => u.pathname === "/walk")
    const chooser = page.getByRole("group", { name: "산책할 강아지 선택" })
    const dog = chooser.getByRole("button", { name: DOG.name })
    await dog.waitFor()
    expect(await dog.getAttribute("aria-pressed")).toBe("false")

    await page.getByRole("button", { name: "산책 시작", exact: true }).click()
    const alert = page.getByRole("alertdialog")
    await alert.getByText(MESSAGES.walkNeedsDog).waitFor()
    await screenshot(page, "05-walk-needs-dog")
    await alert.getByRole("button", { name: "확인" }).click()
    await alert.waitFor({ state: "detached" })
    expect(new URL(page.url()).pathname).toBe("/walk")

    await dog.click()
    expect(await dog.getAttribute("aria-pressed")).toBe("true")
    await page.getByRole("button", { name: "1마리와 산책 시작" }).click()
    await agreeToLocationConsent(page)
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")
    await liveCard().waitFor()
    // The start position is the walk's first route point on the server. Chromium's emulated
    // position keeps the time it was set, before the start: the device drops such a fix quietly
    // (issue 9), so the track begins with the first step.
    await expect.poll(async () => (await storedWalk(page))?.walk.walkId ?? null).not.toBeNull()

    const stored = await storedWalk(page)
    expect(stored?.walk.dogs.map((d) => d.pet.petId)).toEqual([story.petId])
    story.walkId = stored!.walk.walkId
  })

  it("walks with a moving position: the live card counts time and distance", async () => {
    const elapsedAtStart = await liveElapsed()
    await walk(22)
    const stored = await storedWalk(page)
    // 20 fixes fill a batch: the server has acknowledged points already.
    expect(stored!.walk.track.length - stored!.walk.outbox.length).toBeGreaterThanOrEqual(20)
    expect(stored!.walk.serverDistance).toBeGreaterThan(0)
    await expect.poll(liveElapsed).toBeGreaterThanOrEqual(elapsedAtStart + 20)
    await expect.poll(liveDistance).not.toBe("0.00 km")
    const dogRow = page.getByRole("region", { name: "강아지별 소모 칼로리" }).getByRole("listitem").filter({ hasText: DOG.name })
    await dogRow.getByText(/^\d+ kcal$/).waitFor()
    await screenshot(page, "06-on-walk")
  })

  it("leaving the walk screen keeps tracking, and coming back to /walk redirects to /walk/onwalk", async () => {
    await page.getByRole("link", { name: "홈", exact: true }).click()
    await page.waitForURL((u) => u.pathname === "/")
    await walk(3) // still recorded while another screen is open
    // While walking, the walk tab carries a dot and says so in its name (issue 9).
    await page.getByRole("link", { name: "산책 (산책 중)", exact: true }).click()
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")
    await liveCard().waitFor()
    expect((await storedWalk(page))?.walk.walkId).toBe(story.walkId)
  })

  it("reloading mid-walk, while a batch of points is on its way, resumes the same walk and the elapsed time keeps counting", async () => {
    // The next route send reaches the server, but its answer never comes back: the page reloads first.
    const held: { times?: number[]; status?: number } = {}
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/walks/update", async (route) => {
      if (held.times) return route.continue()
      const request = route.request().postDataJSON() as { walkPaths: Array<{ recordTime: string }> }
      const response = await route.fetch()
      held.status = response.status()
      held.times = request.walkPaths.map((p) => Date.parse(p.recordTime))
      await released
      await route.abort().catch(() => {}) // the page that sent it is gone
    })
    for (let i = 0; i < 30 && !held.times; i++) await walk(1)
    expect(held.times, "a batch was sent").toBeDefined()
    expect(held.status).toBe(200)
    await walk(2) // fixes keep being recorded while the send hangs

    const before = (await storedWalk(page))!
    const unsent = before.walk.outbox.map((p) => p.recordTime.getTime())
    expect(unsent, "the batch in flight is not acknowledged: it is still in the outbox").toEqual(expect.arrayContaining(held.times!))
    expect(unsent.length).toBeGreaterThan(held.times!.length)
    const onServer = (await serverWalk()).route.map((p) => p.recordTime.getTime())
    expect(onServer, "…but the server stored it already").toEqual(expect.arrayContaining(held.times!))
    story.beforeReload = before
    story.elapsedBeforeReload = await liveElapsed()
    await screenshot(page, "07-before-reload")

    await page.reload()
    release()
    await page.unroute("**/api/walks/update")
    await liveCard().waitFor()
    expect(new URL(page.url()).pathname).toBe("/walk/onwalk")
    const after = (await storedWalk(page))!
    expect(after.walk.walkId).toBe(story.walkId)
    expect(after.walk.track.slice(0, before.walk.track.length), "the restored track starts with everything recorded before").toEqual(before.walk.track)
    await expect.poll(liveElapsed).toBeGreaterThan(story.elapsedBeforeReload)

    // A fresh load of /walk goes to the walk in progress as well.
    await page.goto("/walk")
    await page.waitForURL((u) => u.pathname === "/walk/onwalk")
    await liveCard().waitFor()
    await walk(5)
    await screenshot(page, "08-after-reload")
  })

  it("ending the walk sends every recorded fix: no point recorded before the reload is lost, none is stored twice", async () => {
    story.beforeEnd = (await storedWalk(page))!
    await page.getByRole("button", { name: "산책 종료" }).click()
    await confirmEndWalk(page)
    await page.waitForURL((u) => u.pathname === "/walk/summary")
    expect(await storedWalk(page), "the walk leaves storage once ended").toBeNull()

    const ended = await serverWalk()
    expect(ended.isWalking).toBe(false)
    // "No point lost": every fix the page accepted before the reload (its stored track: the
    // acknowledged part, the batch whose answer never came, and the unsent rest) is on the server
    // after the end, exactly once; and the server's points from the page are exactly the page's
    // whole track, in order, with the same times and positions. The page's fixes carry an
    // accuracy; the server adds the start and end positions without one.
    const timesOf = (fixes: ReadonlyArray<GeoFix>) => fixes.map((f) => f.time)
    const fromPage = ended.route.filter((p) => p.accuracy !== undefined)
    const serverTimes = fromPage.map((p) => p.recordTime.getTime())
    expect(new Set(serverTimes).size, "every point is stored once").toBe(serverTimes.length)
    expect(serverTimes, "every fix recorded before the reload is on the server").toEqual(expect.arrayContaining(timesOf(story.beforeReload!.walk.track)))
    expect(serverTimes, "the server has exactly the fixes the page recorded").toEqual(timesOf(story.beforeEnd.walk.track))
    expect(fromPage.map((p) => [p.location.lat, p.location.lng])).toEqual(story.beforeEnd.walk.track.map((f) => [f.lat, f.lng]))
    expect(ended.route.length - fromPage.length, "the start and end positions").toBe(2)
    console.info(
      `[e2e] walk ${ended.walkId}: ${story.beforeReload!.walk.track.length} fixes before the reload ` +
        `(${story.beforeReload!.walk.outbox.length} not acknowledged), ${story.beforeEnd.walk.track.length} in all, ` +
        `${ended.route.length} route points on the server, ${ended.distance.toFixed(1)} m over ${step * STEP_M} m walked`
    )
  })

  it("/walk/summary opens on the walk ('산책 완료') with its distance (km, 2 decimals) and the dog's calories, and the calendar has it", async () => {
    const ended = await serverWalk()
    // The walker's path is a straight line of `step` × 2 m; the jitter filter may shave a little off its ends.
    const walked = step * STEP_M
    expect(ended.distance).toBeGreaterThan(walked * 0.7)
    expect(ended.distance).toBeLessThan(walked * 1.1)
    const [dog] = ended.dogs
    expect(dog!.pet.petId).toBe(story.petId)
    expect(dog!.caloriesBurned).toBeCloseTo(2.557 * DOG.weightKg ** 0.684 * (ended.distance / 1000), 6)

    const [, month, day] = seoulDayKey(ended.startTime).split("-").map(Number) as [number, number, number]
    // The end lands on '산책 완료': the walk's day, its card first, with the figures and the dog's calories.
    const result = page.getByRole("article", { name: /^산책 완료: / })
    await result.waitFor()
    expect(await result.getByText(kmLabel(ended.distance), { exact: true }).count()).toBe(1)
    await result
      .getByRole("list", { name: "함께한 강아지와 소모 칼로리" })
      .getByText(`${DOG.name} · ${Math.round(dog!.caloriesBurned)} kcal`)
      .waitFor()
    await screenshot(page, "09-summary-result")

    // '캘린더에서 보기' puts the calendar back on top; the month's summary has the walk, and its day lists it.
    await result.getByRole("button", { name: "캘린더에서 보기" }).click()
    await page.getByRole("button", { name: "월간 요약" }).click()
    await page.getByRole("heading", { name: `${month}월 산책 요약` }).waitFor()
    await page.getByText(kmLabel(ended.distance)).first().waitFor()
    await screenshot(page, "09-summary-month")

    await page.getByRole("button", { name: new RegExp(`^${month}월 ${day}일 .*1번 산책`) }).click()
    const card = page.getByRole("article").filter({ hasText: "거리" })
    await card.waitFor()
    expect(await card.getByText(kmLabel(ended.distance), { exact: true }).count()).toBe(1)
    const dogs = card.getByRole("list", { name: "함께한 강아지와 소모 칼로리" })
    await dogs.getByText(`${DOG.name} · ${Math.round(dog!.caloriesBurned)} kcal`).waitFor()
    await dogs.scrollIntoViewIfNeeded()
    await screenshot(page, "10-summary-day")

    // The walk is over: /walk offers a new one instead of redirecting.
    await page.getByRole("link", { name: "산책", exact: true }).click()
    await page.getByRole("button", { name: /산책 시작$/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/walk")
  })

  it("nothing failed along the way (no page errors, no 5xx answers)", () => {
    expect(problems).toEqual([])
  })
})

/**
 * A new member near the spec's default centre (37.5740321, 127.0078127) sees the demo members'
 * routes on `/walk/nearby` and hot places on `/walk/hotplace` at once — also when the phone
 * refuses the position (the maps centre on the default, §8); an unknown path shows the error
 * page, whose back button returns to where the member was.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import { launchBrowser, newPhone } from "./browser.ts"
import { apiAs, screenshot, signInByApi, watchProblems } from "./support.ts"

const baseUrl = inject("baseUrl")
const CENTRE = { latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }

let browser: Browser
let token: string

/** Opens the app signed in as the member, the way social sign-in ends (`/auth/success?accessToken=…`). */
const signedInPhone = async (
  options: { geolocation?: boolean; position?: { latitude: number; longitude: number } } = {}
): Promise<{ page: Page; problems: string[] }> => {
  const { page } = await newPhone(browser, { baseURL: baseUrl, position: options.position ?? CENTRE, geolocation: options.geolocation ?? true })
  const problems = watchProblems(page)
  await page.goto(`/auth/success?accessToken=${encodeURIComponent(token)}`)
  await page.waitForURL((u) => u.pathname === "/")
  return { page, problems }
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await signInByApi(baseUrl, "새로온보호자")
  await apiAs(baseUrl, token).call("updateProfile", {
    part: { nickname: "동네새내기", dateOfBirth: "1993-10-09", gender: "male", phoneNumber: "010-2222-3333" }
  })
  // A token issued before the profile was saved says "not registered" (issue 9): sign in again.
  token = await signInByApi(baseUrl, "새로온보호자")
})

afterAll(async () => {
  await browser?.close()
})

describe("exploring as a new member", () => {
  it("/walk/nearby and /walk/hotplace show the demo routes and hot places near the default centre", async () => {
    const { page, problems } = await signedInPhone()
    const api = apiAs(baseUrl, token)
    const here = { latitude: CENTRE.latitude, longitude: CENTRE.longitude }
    const [routes, places] = await Promise.all([api.call("walkNearby", { body: here }), api.call("walkHotplace", { body: here })])
    expect(routes.length, "demo routes near the default centre").toBeGreaterThan(0)
    expect(places.length, "demo hot places near the default centre").toBeGreaterThan(0)

    await page.getByRole("link", { name: "산책", exact: true }).click()
    await page.getByRole("navigation", { name: "산책 메뉴" }).getByRole("link", { name: "주변 산책로" }).click()
    await page.waitForURL((u) => u.pathname === "/walk/nearby")
    await page.getByText(`근처에서 다른 멍멍이들이 걸은 길 ${routes.length}개`).waitFor()
    // The map is drawn (its places and routes can be tapped: a group of buttons on the schematic map).
    await page.getByLabel("주변 산책로 지도", { exact: true }).first().waitFor()
    await screenshot(page, "30-nearby")

    await page.getByRole("button", { name: "뒤로 가기" }).click()
    await page.waitForURL((u) => u.pathname === "/walk")
    await page.getByRole("navigation", { name: "산책 메뉴" }).getByRole("link", { name: "핫플레이스" }).click()
    await page.waitForURL((u) => u.pathname === "/walk/hotplace")
    await page.getByText(`여러 멍멍이가 자주 걷는 곳 ${places.length}곳`).waitFor()
    // The map is drawn (its places and routes can be tapped: a group of buttons on the schematic map).
    await page.getByLabel("핫플레이스 지도", { exact: true }).first().waitFor()
    await screenshot(page, "31-hotplace")
    expect(problems).toEqual([])
    await page.context().close()
  })

  it("with the position refused, the nearby routes are those around the default centre", async () => {
    // The phone is far away in Busan, but refuses to tell: the app must fall back to the default centre.
    const { page, problems } = await signedInPhone({ geolocation: false, position: { latitude: 35.1587, longitude: 129.1604 } })
    const refused = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve(0),
            (e) => resolve(e.code),
            { timeout: 5000 }
          )
        )
    )
    expect(refused, "PERMISSION_DENIED").toBe(1)
    const routes = await apiAs(baseUrl, token).call("walkNearby", { body: CENTRE })
    await page.goto("/walk/nearby")
    await page.getByText(`근처에서 다른 멍멍이들이 걸은 길 ${routes.length}개`).waitFor()
    expect(problems).toEqual([])
    await page.context().close()
  })

  it("an unknown path shows the error page, and its back button returns to the previous page", async () => {
    const { page, problems } = await signedInPhone()
    await page.goto("/walk/no-such-page")
    await page.getByRole("heading", { name: "페이지를 찾을 수 없어요" }).waitFor()
    await screenshot(page, "32-not-found")
    await page.getByRole("button", { name: "이전 페이지로" }).click()
    await page.waitForURL((u) => u.pathname === "/")
    await page.getByRole("link", { name: "멍멍워크 홈" }).waitFor()
    expect(problems).toEqual([])
    await page.context().close()
  })
})

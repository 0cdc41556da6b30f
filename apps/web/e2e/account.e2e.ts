/**
 * My account (issue 32) on a 390 px phone against the production bundle: a member signs out from
 * `/mypage/settings` and the token they used is refused afterwards; a second member with a post
 * (with a photo), a comment, a walk route and a paid order leaves ('회원 탈퇴'): their post, comment,
 * photo and route are gone for the first member, whose own order history is intact.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { HttpError, type ApiClient } from "@mungwalk/core/api"
import { offsetMetres } from "@mungwalk/core/domain"
import { launchBrowser, newPhone } from "./browser.ts"
import { apiAs, gradientPng, screenshot, signInByApi, watchProblems } from "./support.ts"

const baseUrl = inject("baseUrl")
/** Far from the demo data's streets: only this test's walk is there. */
const HERE = { lat: 35.1595, lng: 129.1604 }

let browser: Browser
let context: BrowserContext
let page: Page
let problems: string[]

const register = async (name: string, nickname: string): Promise<{ token: string; api: ApiClient }> => {
  await apiAs(baseUrl, await signInByApi(baseUrl, name)).call("updateProfile", {
    part: { nickname, dateOfBirth: "1990-03-04", gender: "female", phoneNumber: "01012345678" }
  })
  // Signed in again: a token without the "registered": false claim, which the page's route guard reads.
  const token = await signInByApi(baseUrl, name)
  return { token, api: apiAs(baseUrl, token) }
}

const status = (p: Promise<unknown>): Promise<number> =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof HttpError ? e.status : -1)
  )

/** Buys the first demo product through the KakaoPay sandbox page; answers its name. */
const buy = async (api: ApiClient, token: string): Promise<string> => {
  const [product] = (await api.call("products", { query: { page: 1 } })).itemList
  await api.call("addToCart", { body: { productId: product!.productId, quantity: 1 } })
  const [line] = (await api.call("cart", {})).cartProducts
  const url = await api.call("paymentReadyPc", {
    body: {
      orderItems: [{ cartItemId: line!.cartId, productId: line!.productId, productName: line!.name, quantity: 1 }],
      totalAmount: line!.price,
      address: "부산광역시 해운대구 1",
      point: 0,
      recipientName: "김보호"
    }
  })
  await page.goto(`/auth/success?accessToken=${encodeURIComponent(token)}`)
  await page.waitForURL((u) => u.pathname === "/")
  await page.goto(url)
  await page.getByRole("button", { name: "결제하기" }).click()
  await page.waitForURL((u) => u.pathname === "/shop/payment/complete")
  return product!.name
}

/** A 600 m walk at 3 m/s around `HERE`, its times within the server's clock tolerance of the start. */
const walkThere = async (api: ApiClient): Promise<void> => {
  const [pet] = await api.call("myPets", {})
  const start = offsetMetres(HERE, -300, 0)
  const { walkId } = await api.call("walkStart", { body: { dogs: [pet!.petId], latitude: start.lat, longitude: start.lng } })
  const t0 = Date.now() - 100_000
  const walkPaths = Array.from({ length: 51 }, (_, i) => {
    const p = offsetMetres(start, i * 12, 0)
    return { recordTime: new Date(t0 + i * 4000), location: { lat: p.lat, lng: p.lng }, accuracy: 5 }
  })
  await api.call("walkUpdate", { body: { walkId, walkPaths } })
  const end = walkPaths.at(-1)!.location
  await api.call("walkEnd", { body: { walkId, latitude: end.lat, longitude: end.lng } })
}

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser, { baseURL: baseUrl }))
  problems = watchProblems(page)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe("my account", () => {
  it("a member's profile edit survives a reload; signing out from the settings forgets it, and the token they used is refused afterwards", async () => {
    const { token } = await register("로그아웃보호자", "로그아웃해요")
    await page.goto(`/auth/success?accessToken=${encodeURIComponent(token)}`)
    await page.waitForURL((u) => u.pathname === "/")
    // An edit left in the app is given up: opened again, the form shows the profile as stored.
    await page.goto("/mypage")
    await page.getByRole("link", { name: "프로필 수정" }).click()
    await page.getByLabel("전화번호").fill("01055556666")
    await page.getByRole("button", { name: "뒤로 가기" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage")
    await page.getByRole("link", { name: "프로필 수정" }).click()
    await expect.poll(() => page.getByLabel("전화번호").inputValue()).toBe("01012345678")
    expect(await page.locator('[data-part="draft-restored"]').count()).toBe(0)
    // An edit half done is kept through a reload (a phone that dropped the tab), and says so.
    await page.getByLabel("전화번호").fill("01098765432")
    await page.reload()
    await page.locator('[data-part="draft-restored"]').waitFor()
    expect(await page.getByLabel("전화번호").inputValue()).toBe("01098765432")
    expect(await page.getByLabel("닉네임").inputValue()).toBe("로그아웃해요")
    // A new dog's form is kept until it is saved, leaving or not (this tab's session storage) …
    await page.goto("/mypage/addDog")
    await page.getByLabel(/이름/).first().fill("남길이")
    expect(await page.evaluate(() => sessionStorage.getItem("mungwalk.dogDraft"))).toContain("남길이")
    await page.goto("/mypage")
    await page.getByRole("link", { name: "설정" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage/settings")
    await page.getByRole("switch", { name: "산책 기록 공개" }).waitFor()
    await screenshot(page, "account-01-settings-390")
    await page.setViewportSize({ width: 360, height: 740 })
    await screenshot(page, "account-01-settings-360")
    await page.getByRole("button", { name: "로그아웃" }).click()
    const dialog = page.getByRole("alertdialog", { name: "로그아웃할까요?" })
    await dialog.getByRole("button", { name: "로그아웃" }).click()
    await page.waitForURL((u) => u.pathname === "/")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull()
    // … and sign-out forgets it: the next person on this phone finds none of the forms this member left in the tab.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("mungwalk.")))).toEqual([])
    expect(await status(apiAs(baseUrl, token).call("myPage", {}))).toBe(401)
  })

  it("a member with a post, a photo, a comment, a route and an order leaves; their things are gone for others, whose orders stay", async () => {
    const first = await register("남는보호자", "남아있어요")
    const firstOrder = await buy(first.api, first.token)
    const firstPost = (await first.api.call("writePost", { fields: { title: "해운대 산책", contents: "바다 보며 걸었어요", boardid: 1 } })).postId

    const second = await register("떠나는보호자", "떠날게요")
    const [breed] = await second.api.call("breeds", { query: {} })
    await second.api.call("addPet", { part: { breedId: breed!.id, name: "파도", dateOfBirth: "2021-01-01", gender: "male", weight: 7, neutering: true } })
    const photo = new File([new Uint8Array(gradientPng(64, 48))], "sea.png", { type: "image/png" })
    const secondPost = (await second.api.call("writePost", { fields: { title: "떠나는 글", contents: "사진 한 장", boardid: 1 }, files: { images: [photo] } }))
      .postId
    const [photoUrl] = (await second.api.call("post", { params: { postId: secondPost } })).imgList
    await second.api.call("writeComment", { body: { postId: firstPost, contents: "떠나는 사람의 댓글" } })
    // Agreed to the location consent ('동의하고 공개'): the route shows to others.
    await second.api.call("updateAccountSettings", { body: { locationConsent: "AGREED" } })
    await walkThere(second.api)
    await buy(second.api, second.token)
    const nearby = () => first.api.call("walkNearby", { body: { latitude: HERE.lat, longitude: HERE.lng } })
    expect(await nearby()).toHaveLength(1)
    expect((await fetch(new URL(photoUrl!, baseUrl))).status).toBe(200)

    // The second member leaves from the settings (the page is signed in as them after paying), and
    // the race a quick tap meets is made certain: the page's notifications start after the first
    // paint, and their first call (the stream ticket) is held until the server has deleted the
    // account, so it is refused (401: the token is revoked with it), which signs the page out and
    // tears the settings screen down; the withdrawal's own answer is held until then. It must still
    // land: the device forgets the member and the page goes home, not to the login modal.
    let deleted = () => {}
    const accountGone = new Promise<void>((resolve) => (deleted = resolve))
    let refused = false
    await page.route("**/api/notification/stream-ticket", async (route) => {
      await accountGone
      const answer = await route.fetch()
      refused ||= answer.status() === 401
      await route.fulfill({ response: answer })
    })
    const signedOut = page.waitForResponse((r) => r.url().includes("/api/notification/stream-ticket") && r.status() === 401)
    await page.route("**/api/account", async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback()
      const answer = await route.fetch()
      deleted()
      await signedOut
      await page.getByText("로그인이 필요해요").waitFor() // the screen is gone before the answer comes
      await route.fulfill({ response: answer })
    })
    await page.goto("/mypage/settings")
    await page.getByRole("button", { name: "회원 탈퇴" }).click()
    const confirm = page.getByRole("alertdialog", { name: "정말 탈퇴할까요?" })
    await confirm.getByText(/주문 내역은 전자상거래법에 따라 5년/).waitFor()
    await screenshot(page, "account-02-confirm-delete")
    await confirm.getByRole("button", { name: "탈퇴하기" }).click()
    await page.waitForURL((u) => u.pathname === "/")
    expect(refused, "a call of the page's was refused while the withdrawal ran").toBe(true)
    await page.unrouteAll()
    await page.getByText("로그인이 필요해요").waitFor({ state: "detached" })
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull()
    expect(await status(second.api.call("myPage", {}))).toBe(401)

    // Gone for the first member: the post, the photo, the comment, the route.
    expect(await status(first.api.call("post", { params: { postId: secondPost } }))).toBe(404)
    expect((await fetch(new URL(photoUrl!, baseUrl))).status).toBe(404)
    const mine = await first.api.call("post", { params: { postId: firstPost } })
    expect(JSON.stringify(mine.comments ?? [])).not.toContain("떠나는 사람의 댓글")
    expect(mine.commentsCount).toBe(0)
    expect(await nearby()).toEqual([])
    // The first member's order history is intact.
    expect((await first.api.call("orderItems", { query: {} })).map((l) => l.productName)).toEqual([firstOrder])
    // The nickname is free again.
    expect(await first.api.call("checkNickname", { query: { nickname: "떠날게요" } })).toBe(false)
    expect(problems).toEqual([])
  })
})

/**
 * The shop end to end on a 390 px phone (issue 8), against the production bundle with the demo
 * catalogue and the embedded KakaoPay sandbox: a new member earns points (two quests), browses
 * `/shop`, likes a product (the liked toggle shows it), puts two products in the cart from their
 * pages, changes a quantity, uses points, fills the recipient and address, pays on the sandbox page
 * (which asks for exactly the cart's final price), lands on `/shop/payment/complete` (back from it
 * goes to `/shop`, not to the provider's page), refunds one line in `/mypage/orderlist` (the
 * confirmation says what returns where) and finds both point movements in `/mypage/point`. Then
 * the provider's '취소' comes back to the cart with the canceled note, and a payment that fails at
 * the provider lands on `/shop/payment/error` and 'back to cart' keeps the lines. Last, the cart
 * opened in a second tab while the first is on the provider's page leaves that payment payable.
 */
import { mkdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, inject, it } from "vitest"
import type { BrowserContext, Page } from "playwright-core"
import { MESSAGES, QUESTS } from "@mungwalk/core"
import { apiAs, pageToken, REPORT_DIR, signInByApi, storyPhone, watchProblems } from "./support.ts"

const baseUrl = inject("baseUrl")
const QUEST_POINTS = QUESTS.filter((q) => q.kind !== "walk").reduce((sum, q) => sum + q.point, 0) // check-in + post: 40
const POINTS_USED = 30

let page: Page
let context: BrowserContext
let problems: string[]
/** The two products put in the cart, by name. */
const names: string[] = []
let paidAmount = ""

const won = (text: string | null): number => Number((text ?? "").replace(/[^0-9]/g, ""))

const shoot = async (name: string) => {
  mkdirSync(REPORT_DIR, { recursive: true })
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: path.join(REPORT_DIR, `shop-${name}-${width}.png`), animations: "disabled" })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

/** From `/shop`'s grid: open the product at `index`, put one in the cart, and come back. */
const addToCart = async (index: number) => {
  await page.goto("/shop")
  const card = page.locator('[data-part="product"]').nth(index)
  await card.waitFor()
  await card.click()
  await page.waitForURL((u) => /^\/shop\/item\/\d+$/.test(u.pathname))
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!
  await page.getByRole("button", { name: "구매하기" }).click()
  await page.getByRole("dialog", { name: "수량 선택" }).getByRole("button", { name: "장바구니 담기" }).click()
  const added = page.getByRole("dialog", { name: "장바구니에 담았어요" })
  await added.waitFor()
  // The confirmation is a dialog of its own: it takes focus (and so Escape) as it opens.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-part"))).toBe("go-to-cart")
  return name
}

storyPhone({ baseURL: baseUrl }, (phone) => ({ page, context, problems } = phone))

describe("the shop at 390 px", () => {
  it("a new member with quest points browses /shop and likes a product; the liked toggle shows it", async () => {
    const token = await signInByApi(baseUrl, "쇼핑보호자")
    const api = apiAs(baseUrl, token)
    await api.call("updateProfile", { part: { nickname: "쇼핑왕", dateOfBirth: "1990-05-05", gender: "female", phoneNumber: "010-3333-4444" } })
    // Points the way a member earns them: today's check-in and a walk-certification post.
    await api.call("quests", {})
    await api.call("writePost", { fields: { title: "오늘 산책", contents: "낙산공원 한 바퀴", boardid: 1 } })
    for (const q of QUESTS.filter((q) => q.kind !== "walk")) await api.call("claimQuest", { query: { questId: q.questId } })
    expect((await api.call("myPage", {})).memberInfo.point).toBe(QUEST_POINTS)

    // Signed in again now that the profile is complete: the first token says "not registered" until
    // the app renews it, and a tap on the bottom bar before the app has started is a page load with it.
    const member = await signInByApi(baseUrl, "쇼핑보호자")
    await page.goto(`/auth/success?accessToken=${encodeURIComponent(member)}`)
    await page.waitForURL((u) => u.pathname === "/")
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "쇼핑" }).click()
    await page.waitForURL((u) => u.pathname === "/shop")
    await page.locator('[data-part="best"]').waitFor()
    await page.locator('[data-part="product"]').first().waitFor()
    await shoot("list")

    await page.locator('[data-part="product"]').nth(2).click()
    await page.waitForURL((u) => /^\/shop\/item\/\d+$/.test(u.pathname))
    const liked = (await page.getByRole("heading", { level: 1 }).textContent())!
    const heart = page.locator('[data-part="like"]')
    expect(await heart.getAttribute("aria-pressed")).toBe("false")
    await heart.click()
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true")
    await expect.poll(() => heart.isDisabled()).toBe(false)
    await shoot("detail")

    await page.goto("/shop")
    await page.locator('[data-part="liked-toggle"]').click()
    const likedGrid = page.getByRole("list", { name: "찜한 상품" })
    await likedGrid.getByText(liked, { exact: true }).waitFor()
    expect(await likedGrid.locator('[data-part="product"]').count()).toBe(1)
  })

  it("two products from their pages, a quantity changed, points used, recipient and address; the sandbox asks for the final price", async () => {
    names.push(await addToCart(0))
    const extra = await addToCart(2)
    names.push(await addToCart(1))
    await page.getByRole("link", { name: "장바구니 보기" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/cart")
    const lines = page.locator('[data-part="cart-line"]')
    await expect.poll(() => lines.count()).toBe(3)
    for (const name of names) await lines.getByText(name, { exact: true }).waitFor()
    // A line deleted by the keyboard: the focus goes to the delete button now in its place, not to the page.
    await page.getByRole("button", { name: `${extra} 삭제` }).focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => lines.count()).toBe(2)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-part"))).toBe("delete-line")

    const stepper = page.getByRole("group", { name: `${names[0]} 수량` })
    await stepper.getByRole("button", { name: "수량 늘리기" }).click()
    await expect
      .poll(async () => (await apiAs(baseUrl, await pageToken(page)).call("cart", {})).cartProducts.find((l) => l.name === names[0])?.quantity)
      .toBe(2)

    await page.getByRole("textbox", { name: "사용할 포인트" }).fill(String(POINTS_USED))
    // '결제하기' with no name: §5's alert, and its '확인' leads to the field, marked with the same words.
    const name = page.getByRole("textbox", { name: "받는 분" })
    await name.fill("")
    await page.locator('[data-part="pay"]').click()
    const alert = page.getByRole("alertdialog")
    await alert.getByText("이름을 입력해주세요.").waitFor()
    await alert.getByRole("button", { name: "확인" }).click()
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await name.getAttribute("aria-invalid")).toBe("true")
    await name.fill("김쇼핑")
    await page.getByRole("textbox", { name: "배송지" }).fill("서울특별시 종로구 낙산길 1")
    const finalPrice = page.locator('[data-part="final-price"]')
    const items = await page.getByText("상품 금액", { exact: true }).locator("xpath=following-sibling::dd[1]").textContent()
    await expect.poll(async () => won(await finalPrice.textContent())).toBe(won(items) - POINTS_USED)
    paidAmount = (await finalPrice.textContent())!
    await shoot("cart")

    await page.locator('[data-part="pay"]').click()
    await page.waitForURL((u) => u.pathname.startsWith("/sandbox/kakaopay/pay/"))
    expect(await page.locator('[data-part="amount"]').textContent()).toBe(paidAmount)
  })

  it("'결제하기' lands on /shop/payment/complete, back from which is /shop; the order list shows both lines; one is refunded", async () => {
    await page.getByRole("button", { name: "결제하기" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/payment/complete")
    await page.getByRole("link", { name: "메인으로 가기" }).waitFor()
    await page.getByRole("link", { name: "주문 내역 보기" }).waitFor()
    await shoot("complete")
    await page.goBack()
    await page.waitForURL((u) => u.pathname === "/shop")

    await page.goto("/mypage")
    await page.getByRole("link", { name: "주문 내역" }).click()
    await page.waitForURL((u) => u.pathname === "/mypage/orderlist")
    const orders = page.getByRole("list", { name: "주문 내역" })
    for (const name of names) await orders.getByText(name, { exact: true }).waitFor()
    await shoot("orders")

    await page.getByRole("button", { name: `${names[1]} 환불하기` }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText(/^결제 금액 [\d,]+원은 카카오페이로/).waitFor()
    await confirm.getByRole("button", { name: "환불하기" }).click()
    const row = orders.locator('[data-part="order"]').filter({ hasText: names[1]! })
    await expect.poll(() => row.getAttribute("data-state")).toBe("refunded")
    await row.getByText("환불 완료").waitFor()
    expect(await orders.locator('[data-part="order"][data-state="paid"]').count()).toBe(1)
  })

  it("/mypage/point shows the points used and the points returned", async () => {
    await page.goto("/mypage/point")
    const used = page.getByRole("listitem").filter({ hasText: "상품 구매 포인트 사용" })
    const back = page.getByRole("listitem").filter({ hasText: "환불 포인트 반환" })
    await used.waitFor()
    await back.waitFor()
    expect(won(await used.locator("span[data-type]").last().textContent())).toBe(POINTS_USED)
    const returned = won(await back.locator("span[data-type]").last().textContent())
    expect(returned).toBeGreaterThan(0)
    expect(returned).toBeLessThan(POINTS_USED)
    await page.getByLabel(`보유 포인트 ${QUEST_POINTS - POINTS_USED + returned}P`).waitFor()
    await shoot("points")
  })

  it("a payment that fails at the provider shows the error page; 'back to cart' keeps the lines and the form", async () => {
    const name = await addToCart(3)
    await page.getByRole("link", { name: "장바구니 보기" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/cart")
    await page.locator('[data-part="cart-line"]').getByText(name, { exact: true }).waitFor()
    // The address is the last order's now (recentAddress); the name is asked again (the paid
    // checkout's form is not kept past /shop/payment/complete).
    await expect.poll(() => page.getByRole("textbox", { name: "배송지" }).inputValue()).toBe("서울특별시 종로구 낙산길 1")
    expect(await page.getByRole("textbox", { name: "받는 분" }).inputValue()).toBe("")
    await page.getByRole("textbox", { name: "받는 분" }).fill("김쇼핑")
    await page.locator('[data-part="pay"]').click()
    await page.waitForURL((u) => u.pathname.startsWith("/sandbox/kakaopay/pay/"))
    // The provider's '취소': back in the cart with the note, the lines and the form kept.
    await page.getByRole("button", { name: "취소" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/cart" && u.searchParams.get("payment") === "canceled")
    await page.locator('[data-part="payment-canceled"]').waitFor()
    await page.locator('[data-part="cart-line"]').getByText(name, { exact: true }).waitFor()
    // The form is as the member left it (kept in this tab while they were on the provider's page).
    expect(await page.getByRole("textbox", { name: "받는 분" }).inputValue()).toBe("김쇼핑")
    await page.locator('[data-part="pay"]').click()
    await page.waitForURL((u) => u.pathname.startsWith("/sandbox/kakaopay/pay/"))
    await page.getByRole("button", { name: "결제 실패 시험" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/payment/error")
    await page.getByText(MESSAGES.paymentFailed).waitFor()
    await shoot("error")
    await page.getByRole("link", { name: "장바구니로 돌아가기" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/cart")
    await page.locator('[data-part="cart-line"]').getByText(name, { exact: true }).waitFor()
    expect(await page.locator('[data-part="cart-line"]').count()).toBe(1)
    // And the form as the member left it, with no word of a canceled payment (the error page said what happened).
    expect(await page.getByRole("textbox", { name: "받는 분" }).inputValue()).toBe("김쇼핑")
    expect(await page.locator('[data-part="payment-canceled"]').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it("the cart opened in another tab while this one is on the provider's page leaves that payment payable", async () => {
    // This tab readies the payment of the cart's line and goes to the provider's page.
    await page.locator('[data-part="pay"]').click()
    await page.waitForURL((u) => u.pathname.startsWith("/sandbox/kakaopay/pay/"))
    // Meanwhile the member opens the cart in a second tab (the same sign-in, its own session storage), and reloads it.
    const other = await context.newPage()
    const otherProblems = watchProblems(other)
    for (const open of [() => other.goto("/shop/cart"), () => other.reload()]) {
      const released = other
        .waitForResponse((r) => r.url().includes("/api/shop/payments/release"), { timeout: 3_000 })
        .then(
          () => true,
          () => false
        )
      await open()
      await other.locator('[data-part="cart-line"]').first().waitFor()
      // That tab left no payment on the provider's page: it releases nothing.
      expect(await released).toBe(false)
    }
    await other.close()
    // Back in the first tab, the member approves: paid.
    await page.getByRole("button", { name: "결제하기" }).click()
    await page.waitForURL((u) => u.pathname === "/shop/payment/complete")
    await page.getByRole("link", { name: "주문 내역 보기" }).waitFor()
    expect([...problems, ...otherProblems]).toEqual([])
  })
})

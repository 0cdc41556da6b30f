/**
 * The KakaoPay adapter against the sandbox served by the real app over HTTP (PGlite and
 * PostgreSQL): the member's page, its buttons, approval, partial and full cancels, and KakaoPay's
 * error codes for every refusal.
 */
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { serve, type ServerType } from "@hono/node-server"
import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createApp } from "../src/app.ts"
import { loadConfig } from "../src/config.ts"
import { sandboxPayments } from "../src/db/schema.ts"
import { createKakaoPay, createPayProvider } from "../src/providers/kakaopay.ts"
import { PayProviderError, type PayProvider, type PayReadyRequest } from "../src/providers/pay.ts"
import { boot } from "../src/server.ts"
import { createTestDatabase, createTestServer, TEST_AUTH_SECRET, type TestServer } from "./helpers/app.ts"

let server: TestServer
let http: ServerType
let origin: string
let pay: PayProvider
let orders = 0

beforeAll(async () => {
  server = await createTestServer({ PAY_SANDBOX: "1" })
  http = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s))
  })
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  pay = createPayProvider(server.config, origin)!
})
afterAll(async () => {
  await new Promise<void>((resolve) => http.close(() => resolve()))
  await server.close()
})

const order = (over: Partial<PayReadyRequest> = {}): PayReadyRequest => {
  const id = `order${++orders}${Math.random().toString(16).slice(2)}`
  return {
    partnerOrderId: id,
    partnerUserId: "7",
    itemName: "산책 리드줄 외 1건",
    quantity: 3,
    totalAmount: 12900,
    taxFreeAmount: 0,
    approvalUrl: `${origin}/api/shop/payments/kakaopay/approve?order=${id}`,
    cancelUrl: `${origin}/api/shop/payments/kakaopay/cancel?order=${id}`,
    failUrl: `${origin}/api/shop/payments/kakaopay/fail?order=${id}`,
    ...over
  }
}

const press = (pageUrl: string, action: string) => fetch(pageUrl, { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" })

/** Ready, then the member presses '결제하기': the pg_token the approval redirect carries. */
const readyAndPress = async (over: Partial<PayReadyRequest> = {}) => {
  const request = order(over)
  const ready = await pay.ready(request)
  const res = await press(ready.redirectMobileUrl, "approve")
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get("location")!)
  return { request, ready, pgToken: location.searchParams.get("pg_token")!, location }
}

const providerError = async (promise: Promise<unknown>): Promise<PayProviderError> => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(PayProviderError)
  return err as PayProviderError
}

const row = async (tid: string) => (await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.tid, tid)))[0]!

/** Moves a payment's ready time into the past (the sandbox's clock is the real one). */
const age = (tid: string, minutes: number) =>
  server.database.db
    .update(sandboxPayments)
    .set({ createdAt: sql`${sandboxPayments.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(sandboxPayments.tid, tid))

describe("paying on the sandbox", () => {
  it("ready → the page shows the amount → '결제하기' → approval_url with pg_token → approve → part cancel → cancel beyond the rest refused (-798)", async () => {
    const request = order()
    const ready = await pay.ready(request)
    expect(ready.tid).toMatch(/^T[0-9a-f]{32}$/)
    expect(ready.redirectPcUrl).toBe(`${origin}/sandbox/kakaopay/pay/${ready.tid}?platform=pc`)
    expect(ready.redirectMobileUrl).toBe(`${origin}/sandbox/kakaopay/pay/${ready.tid}?platform=mobile`)
    expect(await row(ready.tid)).toMatchObject({ status: "READY", totalAmount: 12900, partnerOrderId: request.partnerOrderId, pgToken: null })

    const page = await fetch(ready.redirectPcUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('<html lang="ko">')
    expect(html).toContain("카카오페이")
    expect(html).toContain("시험용")
    expect(html).toContain('<p class="amount" data-part="amount">12,900원</p>')
    expect(html).toContain("산책 리드줄 외 1건")
    expect(html).toContain("PC 결제")
    expect(html).toMatch(/<button[^>]*value="approve">결제하기<\/button>/)
    expect(html).toMatch(/<button[^>]*value="quit">취소<\/button>/)
    expect(html).toMatch(/<button[^>]*value="fail">결제 실패 시험<\/button>/)
    expect(html).not.toContain("<script")
    const csp = page.headers.get("content-security-policy")!
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(csp).not.toContain("unsafe-inline")
    expect(csp).toContain(`form-action 'self' ${origin}`)

    const pressed = await press(ready.redirectPcUrl, "approve")
    expect(pressed.status).toBe(303)
    const location = new URL(pressed.headers.get("location")!)
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/api/shop/payments/kakaopay/approve`)
    expect(location.searchParams.get("order")).toBe(request.partnerOrderId)
    const pgToken = location.searchParams.get("pg_token")!
    expect(pgToken).toMatch(/^[0-9a-f]{20}$/)
    expect(await row(ready.tid)).toMatchObject({ status: "AUTH_PASSWORD", pgToken })
    // Pressed, the shop's confirmation not arrived (its return lost): the page again says it waits, not "paid".
    const waiting = await fetch(ready.redirectPcUrl)
    expect(waiting.status).toBe(409)
    const waitingPage = await waiting.text()
    expect(waitingPage).toContain("결제 확인을 기다리고 있어요")
    expect(waitingPage).not.toContain("이미 결제한 주문이에요")

    const approved = await pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken })
    expect(approved.tid).toBe(ready.tid)
    expect(approved.totalAmount).toBe(12900)
    expect(approved.aid).toMatch(/^A[0-9a-f]{32}$/)
    expect(new Date(approved.approvedAt).getTime()).not.toBeNaN()
    expect(await row(ready.tid)).toMatchObject({ status: "SUCCESS_PAYMENT", aid: approved.aid })

    expect(await pay.cancel({ tid: ready.tid, cancelAmount: 2900, cancelTaxFreeAmount: 0 })).toStrictEqual({
      tid: ready.tid,
      status: "PART_CANCEL_PAYMENT",
      canceledAmount: 2900,
      approvedCancelAmount: 2900,
      cancelAvailableAmount: 10000
    })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 10001, cancelTaxFreeAmount: 0 }))).toMatchObject({
      step: "cancel",
      code: -798,
      httpStatus: 400,
      kind: "provider"
    })
    expect(await row(ready.tid)).toMatchObject({ status: "PART_CANCEL_PAYMENT", canceledAmount: 2900 })
    expect(await pay.cancel({ tid: ready.tid, cancelAmount: 10000, cancelTaxFreeAmount: 0 })).toMatchObject({
      status: "CANCEL_PAYMENT",
      canceledAmount: 12900,
      cancelAvailableAmount: 0
    })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 1, cancelTaxFreeAmount: 0 }))).toMatchObject({ code: -798 })
    // A paid page no longer offers the buttons.
    const after = await fetch(ready.redirectPcUrl)
    expect(after.status).toBe(409)
    const paidPage = await after.text()
    expect(paidPage).not.toContain("결제하기</button>")
    // A way back to the shop's order list (the member came back here with the browser's back).
    expect(paidPage).toMatch(/<a class="link" href="http:\/\/[^"]+\/mypage\/orderlist">주문 내역 보기<\/a>/)
  })

  it("approving twice is refused with -702, also when the approvals race", async () => {
    const { request, ready, pgToken } = await readyAndPress()
    const approve = () => pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken })
    const results = await Promise.allSettled([approve(), approve(), approve(), approve(), approve()])
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    for (const r of results.filter((r) => r.status === "rejected")) expect(r.reason).toMatchObject({ step: "approve", code: -702 })
    expect(await providerError(approve())).toMatchObject({ code: -702 })
  })

  it("concurrent part cancels never cancel more than was paid", async () => {
    const { request, ready, pgToken } = await readyAndPress()
    await pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken })
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => pay.cancel({ tid: ready.tid, cancelAmount: 4000, cancelTaxFreeAmount: 0 })))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3)
    for (const r of results.filter((r) => r.status === "rejected")) expect(r.reason).toMatchObject({ code: -798 })
    expect(await row(ready.tid)).toMatchObject({ canceledAmount: 12000, status: "PART_CANCEL_PAYMENT" })
  })

  it("the order status call tells where a payment stands: READY, AUTH_PASSWORD, then approved and cancelled amounts", async () => {
    const request = order()
    const ready = await pay.ready(request)
    expect(await pay.order({ tid: ready.tid })).toEqual({ tid: ready.tid, status: "READY", amount: 12900, canceledAmount: 0, cancelAvailableAmount: 0 })
    const res = await press(ready.redirectMobileUrl, "approve")
    const pgToken = new URL(res.headers.get("location")!).searchParams.get("pg_token")!
    expect(await pay.order({ tid: ready.tid })).toMatchObject({ status: "AUTH_PASSWORD", canceledAmount: 0 })
    await pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken })
    expect(await pay.order({ tid: ready.tid })).toEqual({
      tid: ready.tid,
      status: "SUCCESS_PAYMENT",
      amount: 12900,
      canceledAmount: 0,
      cancelAvailableAmount: 12900
    })
    await pay.cancel({ tid: ready.tid, cancelAmount: 2900, cancelTaxFreeAmount: 0 })
    expect(await pay.order({ tid: ready.tid })).toEqual({
      tid: ready.tid,
      status: "PART_CANCEL_PAYMENT",
      amount: 12900,
      canceledAmount: 2900,
      cancelAvailableAmount: 10000
    })
    expect(await providerError(pay.order({ tid: "T0000" }))).toMatchObject({ step: "order", code: -721 })
    const quit = await pay.ready(order())
    await press(quit.redirectMobileUrl, "quit")
    expect(await pay.order({ tid: quit.tid })).toMatchObject({ status: "QUIT_PAYMENT", cancelAvailableAmount: 0 })
  })

  it("a cancel with cancel_available_amount is made only when it equals what remains: a repeated cancel is refused, never made twice", async () => {
    const { request, ready, pgToken } = await readyAndPress()
    await pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken })
    const cancel = () => pay.cancel({ tid: ready.tid, cancelAmount: 4000, cancelTaxFreeAmount: 0, cancelAvailableAmount: 12900 })
    expect(await cancel()).toMatchObject({ canceledAmount: 4000, cancelAvailableAmount: 8900 })
    const repeated = await providerError(cancel())
    expect(repeated).toMatchObject({ code: -2, kind: "provider" })
    expect(repeated.isRefusal).toBe(true)
    const racing = await Promise.allSettled(
      Array.from({ length: 4 }, () => pay.cancel({ tid: ready.tid, cancelAmount: 1000, cancelTaxFreeAmount: 0, cancelAvailableAmount: 8900 }))
    )
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect(await row(ready.tid)).toMatchObject({ canceledAmount: 5000 })
  })

  it("a cancel past 2³¹ (alone or with what was cancelled) answers the provider's error, not a 500", async () => {
    const { request, ready, pgToken } = await readyAndPress({ totalAmount: 2_147_483_647 })
    await pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken })
    await pay.cancel({ tid: ready.tid, cancelAmount: 1000, cancelTaxFreeAmount: 0 })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 2_147_483_647, cancelTaxFreeAmount: 0 }))).toMatchObject({
      code: -798,
      httpStatus: 400
    })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 2 ** 31, cancelTaxFreeAmount: 0 }))).toMatchObject({ code: -2, httpStatus: 400 })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 2 ** 53, cancelTaxFreeAmount: 0 }))).toMatchObject({ code: -2, httpStatus: 400 })
    expect(await row(ready.tid)).toMatchObject({ canceledAmount: 1000 })
  })

  it("pressing '결제하기' twice sends the browser on with the same pg_token", async () => {
    const { ready, pgToken } = await readyAndPress()
    const again = await press(ready.redirectMobileUrl, "approve")
    expect(again.status).toBe(303)
    expect(new URL(again.headers.get("location")!).searchParams.get("pg_token")).toBe(pgToken)
  })

  it.each([
    ["취소", "quit", "cancelUrl", "QUIT_PAYMENT"],
    ["결제 실패 시험", "fail", "failUrl", "FAIL_PAYMENT"]
  ] as const)("'%s' goes to its URL and the payment can no longer be approved (-780)", async (_button, action, url, status) => {
    const request = order()
    const ready = await pay.ready(request)
    const res = await press(ready.redirectMobileUrl, action)
    expect(res.status).toBe(303)
    expect(res.headers.get("location")).toBe(request[url])
    expect(await row(ready.tid)).toMatchObject({ status })
    expect(await providerError(pay.approve({ tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken: "x" }))).toMatchObject({
      code: -780
    })
    expect((await press(ready.redirectMobileUrl, "approve")).status).toBe(409)
  })
})

describe("refusals", () => {
  it("a wrong secret key is refused with -401 at every step", async () => {
    const wrong = createKakaoPay({ apiBase: `${origin}/sandbox/kakaopay`, secretKey: "not-the-key", cid: "TC0ONETIME" })
    expect(await providerError(wrong.ready(order()))).toMatchObject({ step: "ready", code: -401, httpStatus: 401 })
    expect(await providerError(wrong.approve({ tid: "T0", partnerOrderId: "o", partnerUserId: "7", pgToken: "p" }))).toMatchObject({
      step: "approve",
      code: -401
    })
    expect(await providerError(wrong.cancel({ tid: "T0", cancelAmount: 1, cancelTaxFreeAmount: 0 }))).toMatchObject({ step: "cancel", code: -401 })
    const missing = await fetch(`${origin}/sandbox/kakaopay/online/v1/payment/ready`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}"
    })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ error_code: -401 })
  })

  it("an unknown tid is -721 for approve and cancel, and its page is a Korean 404", async () => {
    expect(await providerError(pay.approve({ tid: "T0000", partnerOrderId: "o", partnerUserId: "7", pgToken: "p" }))).toMatchObject({ code: -721 })
    expect(await providerError(pay.cancel({ tid: "T0000", cancelAmount: 100, cancelTaxFreeAmount: 0 }))).toMatchObject({ code: -721 })
    const page = await fetch(`${origin}/sandbox/kakaopay/pay/T0000`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain("결제 정보를 찾을 수 없어요")
  })

  it("approval needs the member's press, the right pg_token and the partner ids of ready (-780)", async () => {
    const early = order()
    const notPressed = await pay.ready(early)
    expect(
      await providerError(pay.approve({ tid: notPressed.tid, partnerOrderId: early.partnerOrderId, partnerUserId: "7", pgToken: "0123456789abcdef0123" }))
    ).toMatchObject({ code: -780 })

    const { request, ready, pgToken } = await readyAndPress()
    const base = { tid: ready.tid, partnerOrderId: request.partnerOrderId, partnerUserId: "7", pgToken }
    expect(await providerError(pay.approve({ ...base, pgToken: "0".repeat(20) }))).toMatchObject({ code: -780 })
    expect(await providerError(pay.approve({ ...base, partnerOrderId: "someone-else" }))).toMatchObject({ code: -780 })
    expect(await providerError(pay.approve({ ...base, partnerUserId: "8" }))).toMatchObject({ code: -780 })
    expect(await pay.approve(base)).toMatchObject({ totalAmount: 12900 })
  })

  it("a payment not approved within 15 minutes expires: the page says so and approve fails (-780)", async () => {
    const fresh = order()
    const ready = await pay.ready(fresh)
    await age(ready.tid, 16)
    const page = await fetch(ready.redirectMobileUrl)
    expect(page.status).toBe(410)
    const html = await page.text()
    expect(html).toContain("결제 시간이 지났어요")
    expect(html).not.toContain("결제하기</button>")
    expect((await press(ready.redirectMobileUrl, "approve")).status).toBe(410)
    expect(await row(ready.tid)).toMatchObject({ status: "READY", pgToken: null })

    const pressedThenLate = await readyAndPress()
    await age(pressedThenLate.ready.tid, 15)
    const err = await providerError(
      pay.approve({
        tid: pressedThenLate.ready.tid,
        partnerOrderId: pressedThenLate.request.partnerOrderId,
        partnerUserId: "7",
        pgToken: pressedThenLate.pgToken
      })
    )
    expect(err).toMatchObject({ code: -780 })
    expect(err.message).toContain("expired")

    const stillInTime = await readyAndPress()
    await age(stillInTime.ready.tid, 14)
    expect(
      await pay.approve({ tid: stillInTime.ready.tid, partnerOrderId: stillInTime.request.partnerOrderId, partnerUserId: "7", pgToken: stillInTime.pgToken })
    ).toMatchObject({ totalAmount: 12900 })
  })

  it.each([
    ["a zero amount", { totalAmount: 0 }],
    ["a fractional amount", { totalAmount: 100.5 }],
    ["a tax-free part above the total", { taxFreeAmount: 13000 }],
    ["a negative tax-free part", { taxFreeAmount: -1 }],
    ["a zero quantity", { quantity: 0 }],
    ["an empty item name", { itemName: " " }],
    ["a relative approval URL", { approvalUrl: "/api/shop/payments/kakaopay/approve" }],
    ["a non-http cancel URL", { cancelUrl: "javascript:alert(1)" }],
    ["an empty partner order id", { partnerOrderId: "" }]
  ])("ready refuses %s with -2 and records nothing", async (_name, over) => {
    const before = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(sandboxPayments))[0]!.n
    expect(await providerError(pay.ready(order(over)))).toMatchObject({ step: "ready", code: -2, httpStatus: 400 })
    expect((await server.database.db.select({ n: sql<number>`count(*)::int` }).from(sandboxPayments))[0]!.n).toBe(before)
  })

  it("refuses another cid, a body that is not JSON, and amounts sent as strings", async () => {
    const otherCid = createKakaoPay({ apiBase: `${origin}/sandbox/kakaopay`, secretKey: server.config.pay.secretKey!, cid: "TCSUBSCRIP" })
    expect(await providerError(otherCid.ready(order()))).toMatchObject({ code: -2 })
    const raw = (body: string, contentType = "application/json") =>
      fetch(`${origin}/sandbox/kakaopay/online/v1/payment/ready`, {
        method: "POST",
        headers: { authorization: `SECRET_KEY ${server.config.pay.secretKey}`, "content-type": contentType },
        body
      })
    const notJson = await raw("{oops")
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ error_code: -2 })
    expect((await raw("cid=TC0ONETIME", "application/x-www-form-urlencoded")).status).toBe(400)
    const o = order()
    const stringAmount = await raw(
      JSON.stringify({
        cid: "TC0ONETIME",
        partner_order_id: o.partnerOrderId,
        partner_user_id: "7",
        item_name: "x",
        quantity: 1,
        total_amount: "1000",
        tax_free_amount: 0,
        approval_url: o.approvalUrl,
        cancel_url: o.cancelUrl,
        fail_url: o.failUrl
      })
    )
    expect(await stringAmount.json()).toMatchObject({ error_code: -2, error_message: expect.stringContaining("total_amount") })
  })

  it("cancel refuses a payment that was never approved, and amounts that are not positive integers", async () => {
    const ready = await pay.ready(order())
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 100, cancelTaxFreeAmount: 0 }))).toMatchObject({ code: -2 })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 0, cancelTaxFreeAmount: 0 }))).toMatchObject({ code: -2 })
    expect(await providerError(pay.cancel({ tid: ready.tid, cancelAmount: 100, cancelTaxFreeAmount: 200 }))).toMatchObject({ code: -2 })
  })
})

describe("mounting", () => {
  it("is not served when the configuration leaves the sandbox off", async () => {
    expect(loadConfig({ DATABASE_URL: "postgres://x/y" }).pay.sandbox).toBe(false)
    const app = createApp({ ...server.deps, config: { ...server.config, pay: { ...server.config.pay, sandbox: false } } })
    const res = await app.request(`${origin}/sandbox/kakaopay/online/v1/payment/ready`, {
      method: "POST",
      headers: { authorization: `SECRET_KEY ${server.config.pay.secretKey}`, "content-type": "application/json" },
      body: JSON.stringify({ cid: "TC0ONETIME" })
    })
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain("error_code")
  })

  it("an unknown sandbox path answers KakaoPay's unsupported-API error", async () => {
    const res = await fetch(`${origin}/sandbox/kakaopay/online/v1/payment/order`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error_code: -3 })
  })

  it("a server started on port 0 reaches its own sandbox at the port the system chose", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-port0-"))
    const database = await createTestDatabase()
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      DEMO: "0",
      WEB_DIST: "",
      PAY_SANDBOX: "1",
      PORT: "0",
      HOST: "127.0.0.1",
      ...(database.url ? { DATABASE_URL: database.url } : {})
    })
    expect(config.port).toBe(0)
    let listeningPort = config.port
    const booted = await boot(config, { database, listeningPort: () => listeningPort })
    const listening = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: booted.app.fetch, port: config.port, hostname: config.host }, (info) => {
        listeningPort = info.port
        resolve(s)
      })
    })
    try {
      // Before the port was asked at each call, the adapter dialled port 0 and ready failed.
      const ready = await booted.deps.pay!.ready(order())
      const stored = await booted.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.tid, ready.tid))
      expect(stored).toHaveLength(1)
    } finally {
      await new Promise<void>((resolve) => listening.close(() => resolve()))
      await booted.deps.notifications.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

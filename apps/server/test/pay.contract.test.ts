/**
 * Contract tests of the KakaoPay adapter against a local stand-in that records what KakaoPay
 * would receive and can fail each step in every way a real provider can.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { KAKAOPAY_REAL_API_BASE, loadConfig } from "../src/config.ts"
import { createKakaoPay, createPayProvider, KAKAOPAY_TIMEOUT_MS, loopbackOrigin } from "../src/providers/kakaopay.ts"
import { PayProviderError, type PayProvider } from "../src/providers/pay.ts"
import { freePort } from "./helpers/serverProcess.ts"
import { startPayStandIn, type PayStandIn, type Step } from "./helpers/payStandIn.ts"

const SECRET = "DEV1234567890ABCDEFSECRET"

const readyRequest = {
  partnerOrderId: "9f2c1e0a7b3d4c5e8f90a1b2c3d4e5f6",
  partnerUserId: "7",
  itemName: "산책 리드줄 외 1건",
  quantity: 3,
  totalAmount: 12900,
  taxFreeAmount: 0,
  approvalUrl: "https://mungwalk.test/api/shop/payments/kakaopay/approve?order=9f2c",
  cancelUrl: "https://mungwalk.test/api/shop/payments/kakaopay/cancel?order=9f2c",
  failUrl: "https://mungwalk.test/api/shop/payments/kakaopay/fail?order=9f2c"
}
const approveRequest = { tid: "T1234567890123456789", partnerOrderId: "9f2c1e0a7b3d4c5e8f90a1b2c3d4e5f6", partnerUserId: "7", pgToken: "a1b2c3d4e5f6a7b8c9d0" }
const cancelRequest = { tid: "T1234567890123456789", cancelAmount: 2900, cancelTaxFreeAmount: 0 }

const call = (pay: PayProvider, step: Step) =>
  step === "ready"
    ? pay.ready(readyRequest)
    : step === "approve"
      ? pay.approve(approveRequest)
      : step === "cancel"
        ? pay.cancel(cancelRequest)
        : pay.order({ tid: "T1234567890123456789" })

/** The rejection of a step, which must be a PayProviderError. */
const failure = async (promise: Promise<unknown>): Promise<PayProviderError> => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(PayProviderError)
  return err as PayProviderError
}

let standIn: PayStandIn
let pay: PayProvider

beforeEach(async () => {
  standIn = await startPayStandIn()
  pay = createKakaoPay({ apiBase: standIn.origin, secretKey: SECRET, cid: "TC0ONETIME" })
})
afterEach(async () => {
  vi.useRealTimers()
  await standIn.close()
})

describe("what KakaoPay receives", () => {
  it("ready posts JSON with the secret key and every field KakaoPay needs, and maps the answer", async () => {
    const result = await pay.ready(readyRequest)
    expect(standIn.requests).toHaveLength(1)
    const [req] = standIn.requests
    expect(req!.method).toBe("POST")
    expect(req!.path).toBe("/online/v1/payment/ready")
    expect(req!.headers.authorization).toBe(`SECRET_KEY ${SECRET}`)
    expect(req!.headers["content-type"]).toBe("application/json")
    expect(req!.body).toStrictEqual({
      cid: "TC0ONETIME",
      partner_order_id: "9f2c1e0a7b3d4c5e8f90a1b2c3d4e5f6",
      partner_user_id: "7",
      item_name: "산책 리드줄 외 1건",
      quantity: 3,
      total_amount: 12900,
      tax_free_amount: 0,
      approval_url: "https://mungwalk.test/api/shop/payments/kakaopay/approve?order=9f2c",
      cancel_url: "https://mungwalk.test/api/shop/payments/kakaopay/cancel?order=9f2c",
      fail_url: "https://mungwalk.test/api/shop/payments/kakaopay/fail?order=9f2c"
    })
    // Amounts travel as JSON numbers, not strings.
    expect(req!.raw).toContain('"total_amount":12900')
    expect(result).toStrictEqual({
      tid: "T1234567890123456789",
      redirectPcUrl: "https://online-pay.kakao.com/mockup/v1/T1234567890123456789/info",
      redirectMobileUrl: "https://online-pay.kakao.com/mockup/v1/T1234567890123456789/mInfo",
      createdAt: "2026-11-23T21:18:22"
    })
  })

  it("approve posts cid, tid, the partner ids and pg_token, and answers what was charged", async () => {
    const result = await pay.approve(approveRequest)
    const [req] = standIn.requests
    expect(req!.path).toBe("/online/v1/payment/approve")
    expect(req!.headers.authorization).toBe(`SECRET_KEY ${SECRET}`)
    expect(req!.body).toStrictEqual({
      cid: "TC0ONETIME",
      tid: "T1234567890123456789",
      partner_order_id: "9f2c1e0a7b3d4c5e8f90a1b2c3d4e5f6",
      partner_user_id: "7",
      pg_token: "a1b2c3d4e5f6a7b8c9d0"
    })
    expect(result).toStrictEqual({ aid: "A5678901234567890123", tid: "T1234567890123456789", totalAmount: 12900, approvedAt: "2026-11-23T21:18:40" })
  })

  it("cancel posts the amount to cancel and its tax-free part, and maps the amounts", async () => {
    const result = await pay.cancel(cancelRequest)
    const [req] = standIn.requests
    expect(req!.path).toBe("/online/v1/payment/cancel")
    expect(req!.body).toStrictEqual({ cid: "TC0ONETIME", tid: "T1234567890123456789", cancel_amount: 2900, cancel_tax_free_amount: 0 })
    expect(result).toStrictEqual({
      tid: "T1234567890123456789",
      status: "PART_CANCEL_PAYMENT",
      canceledAmount: 2900,
      approvedCancelAmount: 2900,
      cancelAvailableAmount: 10000
    })
  })

  it("cancel sends cancel_available_amount when the shop gives it", async () => {
    await pay.cancel({ ...cancelRequest, cancelAvailableAmount: 12900 })
    expect(standIn.requests[0]!.body).toStrictEqual({
      cid: "TC0ONETIME",
      tid: "T1234567890123456789",
      cancel_amount: 2900,
      cancel_tax_free_amount: 0,
      cancel_available_amount: 12900
    })
  })

  it("order posts cid and tid and answers the status with the approved, cancelled and cancelable amounts", async () => {
    const result = await pay.order({ tid: "T1234567890123456789" })
    const [req] = standIn.requests
    expect(req!.path).toBe("/online/v1/payment/order")
    expect(req!.body).toStrictEqual({ cid: "TC0ONETIME", tid: "T1234567890123456789" })
    expect(result).toStrictEqual({
      tid: "T1234567890123456789",
      status: "PART_CANCEL_PAYMENT",
      amount: 12900,
      canceledAmount: 2900,
      cancelAvailableAmount: 10000
    })
  })

  it("keeps a path in the API base and ignores its trailing slash", async () => {
    const prefixed = createKakaoPay({ apiBase: `${standIn.origin}/kp/`, secretKey: SECRET, cid: "CUSTOMCID1" })
    await prefixed.approve(approveRequest)
    expect(standIn.requests[0]!.path).toBe("/kp/online/v1/payment/approve")
    expect(standIn.requests[0]!.body.cid).toBe("CUSTOMCID1")
  })
})

describe.each(["ready", "approve", "cancel", "order"] as const)("a failing %s", (step) => {
  it("KakaoPay's error answer becomes a PayProviderError with its code and status", async () => {
    standIn.behave(step, { kind: "error", status: 400, code: -780, message: "approval failure!" })
    const err = await failure(call(pay, step))
    expect(err).toMatchObject({ step, code: -780, httpStatus: 400, kind: "provider" })
    expect(err.message).toContain("approval failure!")
    expect(err.message).not.toContain(SECRET)
    // Only the provider's own error answer is a definite no.
    expect(err.isRefusal).toBe(true)
  })

  it("an unauthorized key (-401) keeps KakaoPay's status", async () => {
    standIn.behave(step, { kind: "error", status: 401, code: -401, message: "invalid SECRET_KEY" })
    expect(await failure(call(pay, step))).toMatchObject({ step, code: -401, httpStatus: 401, kind: "provider" })
  })

  it("a 500 page without an error answer is an http failure", async () => {
    standIn.behave(step, { kind: "server-error" })
    const err = await failure(call(pay, step))
    expect(err).toMatchObject({ step, httpStatus: 500, kind: "http" })
    expect(err.code).toBeUndefined()
    expect(err.isRefusal).toBe(false)
  })

  it("a 200 that is not JSON is an answer failure", async () => {
    standIn.behave(step, { kind: "not-json" })
    expect(await failure(call(pay, step))).toMatchObject({ step, httpStatus: 200, kind: "answer", code: undefined })
  })

  it("a JSON 200 without the fields KakaoPay promises is an answer failure", async () => {
    standIn.behave(step, { kind: "wrong-shape" })
    expect(await failure(call(pay, step))).toMatchObject({ step, kind: "answer" })
  })

  it("no answer within the timeout is a timeout failure", async () => {
    standIn.behave(step, { kind: "hang" })
    const quick = createKakaoPay({ apiBase: standIn.origin, secretKey: SECRET, cid: "TC0ONETIME", timeoutMs: 150 })
    const started = Date.now()
    const err = await failure(call(quick, step))
    expect(err).toMatchObject({ step, kind: "timeout" })
    expect(err.isRefusal).toBe(false)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(standIn.requests).toHaveLength(1)
  })

  it("a refused connection is a network failure", async () => {
    const closed = createKakaoPay({ apiBase: `http://127.0.0.1:${await freePort()}`, secretKey: SECRET, cid: "TC0ONETIME" })
    const err = await failure(call(closed, step))
    expect(err).toMatchObject({ step, kind: "network", code: undefined })
    expect(err.message).not.toContain(SECRET)
  })
})

describe("the timeout", () => {
  it("is 10 s by default: a step still waiting at 9.9 s fails at 10 s", async () => {
    expect(KAKAOPAY_TIMEOUT_MS).toBe(10_000)
    standIn.behave("approve", { kind: "hang" })
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    let settled: unknown = "pending"
    void pay.approve(approveRequest).then(
      (v) => {
        settled = v
      },
      (e: unknown) => {
        settled = e
      }
    )
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1), { interval: 5 })
    await vi.advanceTimersByTimeAsync(9_900)
    expect(settled).toBe("pending")
    await vi.advanceTimersByTimeAsync(100)
    vi.useRealTimers()
    await vi.waitFor(() => expect(settled).toBeInstanceOf(PayProviderError), { timeout: 2000, interval: 5 })
    expect(settled).toMatchObject({ step: "approve", kind: "timeout" })
  })
})

describe("configuration", () => {
  it("the embedded default uses its own sandbox with a generated key and KakaoPay's test cid", async () => {
    const config = loadConfig({ PORT: "8123" })
    expect(config.pay).toMatchObject({ sandbox: true, cid: "TC0ONETIME", apiBase: undefined })
    expect(config.pay.secretKey).toMatch(/^sandbox-[0-9a-f]{48}$/)
    expect(loadConfig({}).pay.secretKey).not.toBe(config.pay.secretKey)
    const seen: string[] = []
    const provider = createPayProvider(config, loopbackOrigin(config), {
      fetch: async (url, init) => {
        seen.push(url, String((init.headers as Record<string, string>).Authorization))
        return Response.json({ error_code: -721, error_message: "invalid tid" }, { status: 400 })
      }
    })
    await failure(provider!.approve(approveRequest))
    expect(seen).toStrictEqual(["http://127.0.0.1:8123/sandbox/kakaopay/online/v1/payment/approve", `SECRET_KEY ${config.pay.secretKey}`])
  })

  it("a secret key switches to real KakaoPay; KAKAOPAY_API_BASE and KAKAOPAY_CID override", () => {
    const timing = { timeoutMs: 10_000, reconcileIntervalMs: 30_000 }
    expect(loadConfig({ KAKAOPAY_SECRET_KEY: "k" }).pay).toStrictEqual({
      secretKey: "k",
      cid: "TC0ONETIME",
      apiBase: KAKAOPAY_REAL_API_BASE,
      sandbox: false,
      ...timing
    })
    expect(
      loadConfig({ DATABASE_URL: "postgres://x/y", KAKAOPAY_SECRET_KEY: "k", KAKAOPAY_CID: "CID1", KAKAOPAY_API_BASE: "https://pay.example/kp/" }).pay
    ).toStrictEqual({ secretKey: "k", cid: "CID1", apiBase: "https://pay.example/kp", sandbox: false, ...timing })
  })

  it("KAKAOPAY_TIMEOUT_MS and PAY_RECONCILE_INTERVAL_MS set the provider's timeout and the reconciler's interval; junk stops the start", () => {
    expect(loadConfig({ KAKAOPAY_TIMEOUT_MS: "1500", PAY_RECONCILE_INTERVAL_MS: "250" }).pay).toMatchObject({ timeoutMs: 1500, reconcileIntervalMs: 250 })
    for (const junk of ["0", "-1", "1.5", "soon"]) {
      expect(() => loadConfig({ KAKAOPAY_TIMEOUT_MS: junk })).toThrow("KAKAOPAY_TIMEOUT_MS")
      expect(() => loadConfig({ PAY_RECONCILE_INTERVAL_MS: junk })).toThrow("PAY_RECONCILE_INTERVAL_MS")
    }
  })

  it("DATABASE_URL without a key means no payment, unless PAY_SANDBOX=1", () => {
    const off = loadConfig({ DATABASE_URL: "postgres://x/y" })
    expect(off.pay.sandbox).toBe(false)
    expect(createPayProvider(off, "http://127.0.0.1:8080")).toBeUndefined()
    const sandbox = loadConfig({ DATABASE_URL: "postgres://x/y", PAY_SANDBOX: "1" })
    expect(sandbox.pay.sandbox).toBe(true)
    expect(createPayProvider(sandbox, "http://127.0.0.1:8080")?.name).toBe("kakaopay")
    expect(loadConfig({ PAY_SANDBOX: "0" }).pay.sandbox).toBe(false)
    expect(createPayProvider(loadConfig({ PAY_SANDBOX: "0" }), "http://127.0.0.1:8080")).toBeUndefined()
  })

  it("refuses a base that is not an http(s) URL, or a base without a key", () => {
    expect(() => loadConfig({ KAKAOPAY_SECRET_KEY: "k", KAKAOPAY_API_BASE: "open-api.kakaopay.com" })).toThrow(/KAKAOPAY_API_BASE/)
    expect(() => loadConfig({ DATABASE_URL: "postgres://x/y", KAKAOPAY_API_BASE: "https://pay.example" })).toThrow(/KAKAOPAY_SECRET_KEY/)
  })

  it("reaches its own sandbox over loopback when it listens on every interface", () => {
    expect(loopbackOrigin({ host: "0.0.0.0", port: 8080 })).toBe("http://127.0.0.1:8080")
    expect(loopbackOrigin({ host: "::1", port: 8080 })).toBe("http://[::1]:8080")
  })
})

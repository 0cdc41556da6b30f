/**
 * The sandbox pay provider: KakaoPay's online payment API, spoken by this server at
 * `/sandbox/kakaopay` so that the embedded default (and `PAY_SANDBOX=1` deployments) can take
 * payments without keys. The KakaoPay adapter talks to it over HTTP exactly as to KakaoPay; the
 * order code never knows which one it is.
 *
 * API (JSON, `Authorization: SECRET_KEY {key}` — only the key the sandbox was made with):
 *   POST /online/v1/payment/ready    → READY; answers tid and the page URLs
 *   POST /online/v1/payment/approve  → SUCCESS_PAYMENT (after the member pressed '결제하기')
 *   POST /online/v1/payment/cancel   → PART_CANCEL_PAYMENT / CANCEL_PAYMENT (with
 *                                      `cancel_available_amount`: refused unless it equals what
 *                                      can still be cancelled, so a repeated cancel is never done twice)
 *   POST /online/v1/payment/order    → the payment's status and its approved, cancelled and
 *                                      cancelable amounts (READY, AUTH_PASSWORD, SUCCESS_PAYMENT, …)
 * The member's page: GET /pay/{tid} (`paySandboxRoutes.ts`, drawn by `paySandboxPage.ts`); its buttons POST /pay/{tid} with
 * `action` = approve (→ AUTH_PASSWORD, pg_token issued, 303 to approval_url?pg_token=…),
 * quit (→ QUIT_PAYMENT, 303 to cancel_url) or fail (→ FAIL_PAYMENT, 303 to fail_url).
 *
 * Errors are KakaoPay's shape `{ error_code, error_message }`: -2 invalid parameter (400), -401
 * missing or wrong key (401), -702 already approved (400), -721 unknown tid (400), -780 approval
 * failure — not approved by the member, quit, failed, expired, wrong pg_token or partner ids
 * (400), -798 cancel amount beyond what remains (400), -2 also for a `cancel_available_amount` other
 * than what remains. A payment not approved within 15 minutes
 * of ready expires. Every state change is one conditional update of `sandbox_payments`, so
 * concurrent calls cannot approve twice or cancel more than was paid.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import { and, eq, inArray, sql } from "drizzle-orm"
import { Hono, type Context } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { Db } from "../db/client.ts"
import { sandboxPayments } from "../db/schema.ts"
import { payPageRoutes, sandboxToken } from "./paySandboxRoutes.ts"

/** Where `app.ts` mounts the sandbox (the default API base of the embedded default). */
export const PAY_SANDBOX_PATH = "/sandbox/kakaopay"
/** A READY payment must be approved within this long (KakaoPay: 15 minutes). */
export const PAY_SANDBOX_READY_TTL_MS = 15 * 60 * 1000

const MAX_AMOUNT = 2_147_483_647

export interface PaySandboxOptions {
  readonly db: Db
  /** The only `SECRET_KEY` the API accepts. */
  readonly secretKey: string
  /** The only merchant id it accepts. */
  readonly cid: string
  /** Origin of the page URLs it answers (`PUBLIC_URL`); by default the origin of the payment's approval_url — the shop that hosts the sandbox. */
  readonly pageOrigin?: string | undefined
  /** Where it is mounted (for the page URLs). */
  readonly basePath?: string
  readonly now?: () => Date
}

type Payment = typeof sandboxPayments.$inferSelect
type Json = Record<string, unknown>

class SandboxError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: 400 | 401 = 400,
    readonly extras?: Json
  ) {
    super(message)
  }
}

const invalid = (message: string) => new SandboxError(-2, message)

const digest = (s: string) => createHash("sha256").update(s).digest()

const requireString = (body: Json, name: string, max = 100): string => {
  const v = body[name]
  if (typeof v !== "string" || v.trim() === "") throw invalid(`${name} is required`)
  if (v.length > max) throw invalid(`${name} is longer than ${max} characters`)
  return v
}

const requireInteger = (body: Json, name: string, min: number): number => {
  const v = body[name]
  if (typeof v !== "number" || !Number.isInteger(v)) throw invalid(`${name} must be an integer`)
  if (v < min || v > MAX_AMOUNT) throw invalid(`${name} must be between ${min} and ${MAX_AMOUNT}`)
  return v
}

const requireUrl = (body: Json, name: string): string => {
  const v = requireString(body, name, 255)
  let url: URL
  try {
    url = new URL(v)
  } catch {
    throw invalid(`${name} must be an absolute URL`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid(`${name} must be an http(s) URL`)
  return v
}

/** KakaoPay's amount object: VAT is a tenth of the taxable part's supply value. */
const amountOf = (total: number, taxFree: number) => ({
  total,
  tax_free: taxFree,
  vat: Math.round((total - taxFree) / 11),
  point: 0,
  discount: 0,
  green_deposit: 0
})

const APPROVED = ["SUCCESS_PAYMENT", "PART_CANCEL_PAYMENT", "CANCEL_PAYMENT"]

export const createPaySandbox = (options: PaySandboxOptions): Hono => {
  const { db } = options
  const now = options.now ?? (() => new Date())
  const basePath = options.basePath ?? PAY_SANDBOX_PATH
  const keyDigest = digest(options.secretKey)
  const app = new Hono()

  const expiresAt = (p: Payment) => new Date(p.createdAt.getTime() + PAY_SANDBOX_READY_TTL_MS)
  const isExpired = (p: Payment) => expiresAt(p).getTime() <= now().getTime()
  const find = async (tid: string): Promise<Payment | undefined> => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.tid, tid)).limit(1))[0]

  /** Reads a JSON API call after checking the key and the merchant id. */
  const readCall = async (c: Context): Promise<Json> => {
    const auth = c.req.header("authorization") ?? ""
    const match = /^SECRET_KEY (\S+)$/.exec(auth)
    if (!match || !timingSafeEqual(digest(match[1]!), keyDigest)) {
      throw new SandboxError(-401, "invalid SECRET_KEY: send Authorization: SECRET_KEY {key}", 401)
    }
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      throw invalid("Content-Type must be application/json")
    }
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      throw invalid("the body is not JSON")
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalid("the body must be a JSON object")
    const json = body as Json
    if (requireString(json, "cid", 10) !== options.cid) throw invalid(`unknown cid ${String(json.cid)}`)
    return json
  }

  const api = (handler: (body: Json) => Promise<Json>) => async (c: Context) => {
    try {
      return c.json(await handler(await readCall(c)))
    } catch (err) {
      if (err instanceof SandboxError) {
        return c.json({ error_code: err.code, error_message: err.message, ...(err.extras ? { extras: err.extras } : {}) }, err.status)
      }
      throw err
    }
  }

  app.use(
    "/online/*",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ error_code: -2, error_message: "the body is larger than 64 KB" }, 413)
    })
  )

  app.post(
    "/online/v1/payment/ready",
    api(async (body) => {
      const partnerOrderId = requireString(body, "partner_order_id")
      const partnerUserId = requireString(body, "partner_user_id")
      const itemName = requireString(body, "item_name")
      const quantity = requireInteger(body, "quantity", 1)
      const totalAmount = requireInteger(body, "total_amount", 1)
      const taxFreeAmount = requireInteger(body, "tax_free_amount", 0)
      if (taxFreeAmount > totalAmount) throw invalid("tax_free_amount must not exceed total_amount")
      const approvalUrl = requireUrl(body, "approval_url")
      const cancelUrl = requireUrl(body, "cancel_url")
      const failUrl = requireUrl(body, "fail_url")
      const tid = `T${sandboxToken(16)}`
      const createdAt = now()
      await db.insert(sandboxPayments).values({
        tid,
        cid: options.cid,
        partnerOrderId,
        partnerUserId,
        itemName,
        quantity,
        totalAmount,
        taxFreeAmount,
        approvalUrl,
        cancelUrl,
        failUrl,
        status: "READY",
        createdAt
      })
      const page = `${options.pageOrigin ?? new URL(approvalUrl).origin}${basePath}/pay/${tid}`
      return {
        tid,
        next_redirect_app_url: `${page}?platform=mobile`,
        next_redirect_mobile_url: `${page}?platform=mobile`,
        next_redirect_pc_url: `${page}?platform=pc`,
        android_app_scheme: `kakaotalk://kakaopay/pg?url=${encodeURIComponent(`${page}?platform=mobile`)}`,
        ios_app_scheme: `kakaotalk://kakaopay/pg?url=${encodeURIComponent(`${page}?platform=mobile`)}`,
        created_at: createdAt.toISOString()
      }
    })
  )

  app.post(
    "/online/v1/payment/approve",
    api(async (body) => {
      const tid = requireString(body, "tid")
      const partnerOrderId = requireString(body, "partner_order_id")
      const partnerUserId = requireString(body, "partner_user_id")
      const pgToken = requireString(body, "pg_token")
      const p = await find(tid)
      if (!p || p.cid !== options.cid) throw new SandboxError(-721, `invalid tid ${tid}`)
      const refuse = (reason: string) =>
        new SandboxError(-780, `approval failure: ${reason}`, 400, { method_result_code: "SANDBOX", method_result_message: reason })
      if (APPROVED.includes(p.status)) throw new SandboxError(-702, "payment is already done")
      if (p.status === "QUIT_PAYMENT") throw refuse("the member quit the payment")
      if (p.status === "FAIL_PAYMENT") throw refuse("the payment failed")
      if (isExpired(p)) throw refuse("the payment expired (not approved within 15 minutes)")
      if (p.status !== "AUTH_PASSWORD" || p.pgToken === null) throw refuse("the member has not approved the payment")
      if (p.partnerOrderId !== partnerOrderId || p.partnerUserId !== partnerUserId) throw refuse("partner_order_id or partner_user_id differs from ready")
      if (pgToken !== p.pgToken) throw refuse("invalid pg_token")
      const approvedAt = now()
      const [done] = await db
        .update(sandboxPayments)
        .set({ status: "SUCCESS_PAYMENT", aid: `A${sandboxToken(16)}`, approvedAt })
        .where(and(eq(sandboxPayments.tid, tid), eq(sandboxPayments.status, "AUTH_PASSWORD"), eq(sandboxPayments.pgToken, pgToken)))
        .returning()
      if (!done) throw new SandboxError(-702, "payment is already done")
      return {
        aid: done.aid,
        tid: done.tid,
        cid: done.cid,
        partner_order_id: done.partnerOrderId,
        partner_user_id: done.partnerUserId,
        payment_method_type: "MONEY",
        amount: amountOf(done.totalAmount, done.taxFreeAmount),
        item_name: done.itemName,
        item_code: "",
        quantity: done.quantity,
        created_at: done.createdAt.toISOString(),
        approved_at: approvedAt.toISOString(),
        payload: ""
      }
    })
  )

  app.post(
    "/online/v1/payment/cancel",
    api(async (body) => {
      const tid = requireString(body, "tid")
      const cancelAmount = requireInteger(body, "cancel_amount", 1)
      const cancelTaxFree = requireInteger(body, "cancel_tax_free_amount", 0)
      if (cancelTaxFree > cancelAmount) throw invalid("cancel_tax_free_amount must not exceed cancel_amount")
      const available = body.cancel_available_amount === undefined ? undefined : requireInteger(body, "cancel_available_amount", 0)
      const p = await find(tid)
      if (!p || p.cid !== options.cid) throw new SandboxError(-721, `invalid tid ${tid}`)
      if (!APPROVED.includes(p.status)) throw invalid(`the payment is ${p.status}, not approved: nothing to cancel`)
      if (cancelTaxFree > p.taxFreeAmount) throw invalid("cancel_tax_free_amount exceeds the payment's tax_free_amount")
      const t = sandboxPayments
      // bigint: canceled + cancel_amount can pass the integer column's range.
      const after = sql`${t.canceledAmount}::bigint + ${cancelAmount}::bigint`
      const [done] = await db
        .update(t)
        .set({
          canceledAmount: sql`${t.canceledAmount} + ${cancelAmount}`,
          status: sql`case when ${after} = ${t.totalAmount} then 'CANCEL_PAYMENT' else 'PART_CANCEL_PAYMENT' end`
        })
        .where(
          and(
            eq(t.tid, tid),
            inArray(t.status, ["SUCCESS_PAYMENT", "PART_CANCEL_PAYMENT"]),
            sql`${after} <= ${t.totalAmount}`,
            available === undefined ? undefined : sql`${t.totalAmount} - ${t.canceledAmount} = ${available}`
          )
        )
        .returning()
      if (!done) {
        const left = await find(tid)
        const remaining = left ? left.totalAmount - left.canceledAmount : 0
        if (available !== undefined && available !== remaining) {
          throw invalid(`cancel_available_amount ${available} differs from the cancelable amount ${remaining}`)
        }
        throw new SandboxError(-798, `cancel_amount ${cancelAmount} exceeds the cancelable amount ${remaining}`)
      }
      const remaining = done.totalAmount - done.canceledAmount
      return {
        aid: `A${sandboxToken(16)}`,
        tid: done.tid,
        cid: done.cid,
        status: done.status,
        partner_order_id: done.partnerOrderId,
        partner_user_id: done.partnerUserId,
        payment_method_type: "MONEY",
        amount: amountOf(done.totalAmount, done.taxFreeAmount),
        approved_cancel_amount: amountOf(cancelAmount, cancelTaxFree),
        canceled_amount: amountOf(done.canceledAmount, 0),
        cancel_available_amount: amountOf(remaining, 0),
        item_name: done.itemName,
        quantity: done.quantity,
        created_at: done.createdAt.toISOString(),
        approved_at: done.approvedAt?.toISOString() ?? null,
        canceled_at: now().toISOString()
      }
    })
  )

  app.post(
    "/online/v1/payment/order",
    api(async (body) => {
      const tid = requireString(body, "tid")
      const p = await find(tid)
      if (!p || p.cid !== options.cid) throw new SandboxError(-721, `invalid tid ${tid}`)
      const approved = APPROVED.includes(p.status)
      const remaining = approved ? p.totalAmount - p.canceledAmount : 0
      return {
        tid: p.tid,
        cid: p.cid,
        status: p.status,
        partner_order_id: p.partnerOrderId,
        partner_user_id: p.partnerUserId,
        payment_method_type: approved ? "MONEY" : null,
        amount: amountOf(p.totalAmount, p.taxFreeAmount),
        canceled_amount: amountOf(p.canceledAmount, 0),
        cancel_available_amount: amountOf(remaining, 0),
        item_name: p.itemName,
        item_code: "",
        quantity: p.quantity,
        created_at: p.createdAt.toISOString(),
        approved_at: p.approvedAt?.toISOString() ?? null,
        canceled_at: null,
        selected_card_info: null,
        payment_action_details: approved
          ? [
              {
                aid: p.aid,
                approved_at: p.approvedAt?.toISOString() ?? null,
                amount: p.totalAmount,
                point_amount: 0,
                discount_amount: 0,
                green_deposit: 0,
                payment_action_type: "PAYMENT",
                payload: ""
              }
            ]
          : []
      }
    })
  )

  // The member's page (`paySandboxRoutes.ts`).
  payPageRoutes(app, { db, now, find, expiresAt, isExpired, readyTtlMs: PAY_SANDBOX_READY_TTL_MS })

  app.all("*", (c) => c.json({ error_code: -3, error_message: `unsupported API ${c.req.method} ${c.req.path}` }, 404))

  return app
}

/**
 * The KakaoPay adapter: the `PayProvider` port over KakaoPay's online payment API
 * (`POST {apiBase}/online/v1/payment/{ready,approve,cancel,order}`, JSON both ways,
 * `Authorization: SECRET_KEY {key}`). The same adapter talks to real KakaoPay and to the sandbox
 * this server hosts (`providers/paySandbox.ts`), so switching is only configuration.
 *
 * Every failure is a `PayProviderError` naming the step: KakaoPay's error answers
 * (`{ error_code, error_message }`, `kind: "provider"`, `code` = error_code), other error statuses
 * (`http`), success statuses with a body that is not the expected JSON (`answer`), no answer
 * within the timeout (10 s; `timeout`) and connection failures (`network`). The secret key never
 * appears in a message.
 */
import type { Config } from "../config.ts"
import {
  PayProviderError,
  type PayApproveRequest,
  type PayApproveResult,
  type PayCancelRequest,
  type PayCancelResult,
  type PayFailureKind,
  type PayOrderStatus,
  type PayProvider,
  type PayReadyRequest,
  type PayReadyResult
} from "./pay.ts"
import { PAY_SANDBOX_PATH } from "./paySandbox.ts"

/** How long a step may take before it fails with `kind: "timeout"`. */
export const KAKAOPAY_TIMEOUT_MS = 10_000

export interface KakaoPayOptions {
  /**
   * `https://open-api.kakaopay.com`, or the sandbox's `…/sandbox/kakaopay`; a function when it is
   * known only once the server listens (the sandbox of a server started on port 0).
   */
  readonly apiBase: string | (() => string)
  readonly secretKey: string
  /** Merchant id (`TC0ONETIME` for KakaoPay's test payments). */
  readonly cid: string
  /** Transport; `globalThis.fetch` by default. */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>
  readonly timeoutMs?: number
}

type Step = PayProviderError["step"]
type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v)

/** Reads a required field of an answer; a missing or mistyped one fails the step as `answer`. */
const field = <T extends "string" | "number">(step: Step, body: Json, path: string, type: T): T extends "string" ? string : number => {
  let value: unknown = body
  for (const key of path.split(".")) value = isObject(value) ? value[key] : undefined
  const ok = type === "string" ? typeof value === "string" : typeof value === "number" && Number.isFinite(value)
  if (!ok) throw new PayProviderError(step, `KakaoPay ${step}: the answer has no ${type} ${path}`, undefined, 200, "answer")
  return value as T extends "string" ? string : number
}

const optionalNumber = (body: Json, path: string): number | undefined => {
  let value: unknown = body
  for (const key of path.split(".")) value = isObject(value) ? value[key] : undefined
  return typeof value === "number" && Number.isFinite(value) ? value : undefined
}

const fail = (step: Step, kind: PayFailureKind, message: string, code?: number, httpStatus?: number) =>
  new PayProviderError(step, `KakaoPay ${step}: ${message}`, code, httpStatus, kind)

export const createKakaoPay = (options: KakaoPayOptions): PayProvider => {
  const base = (): string => (typeof options.apiBase === "function" ? options.apiBase() : options.apiBase).replace(/\/+$/, "")
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? KAKAOPAY_TIMEOUT_MS

  const post = async (step: Step, body: Json): Promise<Json> => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let status = 0
    let text: string
    try {
      const res = await send(`${base()}/online/v1/payment/${step}`, {
        method: "POST",
        headers: {
          Authorization: `SECRET_KEY ${options.secretKey}`,
          "Content-Type": "application/json",
          Accept: "application/json"
        },
        body: JSON.stringify(body),
        signal: controller.signal,
        redirect: "manual"
      })
      status = res.status
      text = await res.text()
    } catch (err) {
      if (controller.signal.aborted) throw fail(step, "timeout", `no answer within ${timeoutMs / 1000} s`, undefined, status || undefined)
      throw fail(
        step,
        "network",
        `could not reach ${base()} (${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)})`
      )
    } finally {
      clearTimeout(timer)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    if (status < 200 || status > 299) {
      if (isObject(json) && typeof json.error_code === "number") {
        const message = typeof json.error_message === "string" ? json.error_message : "no error message"
        throw fail(step, "provider", `error ${json.error_code} (${message})`, json.error_code, status)
      }
      throw fail(step, "http", `HTTP ${status} without an error answer`, undefined, status)
    }
    if (!isObject(json)) throw fail(step, "answer", `HTTP ${status} with a body that is not a JSON object`, undefined, status)
    return json
  }

  return {
    name: "kakaopay",

    async ready(r: PayReadyRequest): Promise<PayReadyResult> {
      const body = await post("ready", {
        cid: options.cid,
        partner_order_id: r.partnerOrderId,
        partner_user_id: r.partnerUserId,
        item_name: r.itemName,
        quantity: r.quantity,
        total_amount: r.totalAmount,
        tax_free_amount: r.taxFreeAmount,
        approval_url: r.approvalUrl,
        cancel_url: r.cancelUrl,
        fail_url: r.failUrl
      })
      return {
        tid: field("ready", body, "tid", "string"),
        redirectPcUrl: field("ready", body, "next_redirect_pc_url", "string"),
        redirectMobileUrl: field("ready", body, "next_redirect_mobile_url", "string"),
        createdAt: field("ready", body, "created_at", "string")
      }
    },

    async approve(r: PayApproveRequest): Promise<PayApproveResult> {
      const body = await post("approve", {
        cid: options.cid,
        tid: r.tid,
        partner_order_id: r.partnerOrderId,
        partner_user_id: r.partnerUserId,
        pg_token: r.pgToken
      })
      return {
        aid: field("approve", body, "aid", "string"),
        tid: field("approve", body, "tid", "string"),
        totalAmount: field("approve", body, "amount.total", "number"),
        approvedAt: field("approve", body, "approved_at", "string")
      }
    },

    async cancel(r: PayCancelRequest): Promise<PayCancelResult> {
      const body = await post("cancel", {
        cid: options.cid,
        tid: r.tid,
        cancel_amount: r.cancelAmount,
        cancel_tax_free_amount: r.cancelTaxFreeAmount,
        ...(r.cancelAvailableAmount === undefined ? {} : { cancel_available_amount: r.cancelAvailableAmount })
      })
      const approvedCancelAmount = optionalNumber(body, "approved_cancel_amount.total")
      const cancelAvailableAmount = optionalNumber(body, "cancel_available_amount.total")
      return {
        tid: field("cancel", body, "tid", "string"),
        status: field("cancel", body, "status", "string"),
        canceledAmount: field("cancel", body, "canceled_amount.total", "number"),
        ...(approvedCancelAmount === undefined ? {} : { approvedCancelAmount }),
        ...(cancelAvailableAmount === undefined ? {} : { cancelAvailableAmount })
      }
    },

    async order(r: { readonly tid: string }): Promise<PayOrderStatus> {
      const body = await post("order", { cid: options.cid, tid: r.tid })
      return {
        tid: field("order", body, "tid", "string"),
        status: field("order", body, "status", "string"),
        amount: field("order", body, "amount.total", "number"),
        canceledAmount: optionalNumber(body, "canceled_amount.total") ?? 0,
        cancelAvailableAmount: optionalNumber(body, "cancel_available_amount.total") ?? 0
      }
    }
  }
}

/** Where this server itself answers, for the adapter to reach its own sandbox: loopback when it listens on every interface. */
export const loopbackOrigin = (config: Pick<Config, "host" | "port">): string => {
  const host = ["0.0.0.0", "::", ""].includes(config.host) ? "127.0.0.1" : config.host
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`
}

/**
 * The pay provider the configuration asks for, or `undefined` when payment is off (`DATABASE_URL`
 * without `KAKAOPAY_SECRET_KEY` or `PAY_SANDBOX=1`). `ownOrigin` is where this server answers
 * (`loopbackOrigin` of the port it listens on): the sandbox's API is `${ownOrigin}/sandbox/kakaopay`.
 * A function is asked at each call, so a server started on port 0 reaches its own sandbox.
 */
export const createPayProvider = (
  config: Pick<Config, "pay">,
  ownOrigin: string | (() => string),
  options: Pick<KakaoPayOptions, "fetch" | "timeoutMs"> & {
    /** The transport to this server's own sandbox only (in-process under TLS); never used for another base. */
    readonly sandboxFetch?: KakaoPayOptions["fetch"]
  } = {}
): PayProvider | undefined => {
  const { pay } = config
  const { sandboxFetch, ...kakaoOptions } = options
  const sandboxBase = (): string => `${(typeof ownOrigin === "function" ? ownOrigin() : ownOrigin).replace(/\/+$/, "")}${PAY_SANDBOX_PATH}`
  const ownSandbox = pay.apiBase === undefined && pay.sandbox
  const apiBase = pay.apiBase ?? (pay.sandbox ? sandboxBase : undefined)
  if (apiBase === undefined || pay.secretKey === undefined) return undefined
  return createKakaoPay({
    apiBase,
    secretKey: pay.secretKey,
    cid: pay.cid,
    timeoutMs: pay.timeoutMs,
    ...kakaoOptions,
    ...(ownSandbox && sandboxFetch ? { fetch: sandboxFetch } : {})
  })
}

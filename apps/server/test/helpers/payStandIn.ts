/**
 * A local stand-in for KakaoPay's online payment API on a random localhost port (node:http), for
 * the adapter's contract tests. It records every request as received (method, path, headers,
 * raw and parsed body) and answers each step as told: KakaoPay's success shapes, an error answer
 * `{ error_code, error_message }`, a 500 page, a non-JSON 200, a JSON 200 of the wrong shape, or
 * no answer at all (hang).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type Step = "ready" | "approve" | "cancel" | "order"

export type Behaviour =
  | { readonly kind: "ok" }
  | { readonly kind: "error"; readonly status: number; readonly code: number; readonly message: string }
  | { readonly kind: "server-error" }
  | { readonly kind: "not-json" }
  | { readonly kind: "wrong-shape" }
  | { readonly kind: "hang" }

export interface RecordedPayRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly raw: string
  readonly body: Record<string, unknown>
}

export interface PayStandIn {
  readonly origin: string
  readonly requests: RecordedPayRequest[]
  /** How the next calls of a step are answered (default `ok`). */
  behave(step: Step, behaviour: Behaviour): void
  close(): Promise<void>
}

const amount = (total: number) => ({ total, tax_free: 0, vat: Math.round(total / 11), point: 0, discount: 0, green_deposit: 0 })

/** KakaoPay's documented success answers, built from the request. */
const success = (step: Step, body: Record<string, unknown>): Record<string, unknown> => {
  const tid = typeof body.tid === "string" ? body.tid : "T1234567890123456789"
  if (step === "ready") {
    return {
      tid,
      tms_result: false,
      next_redirect_app_url: `https://online-pay.kakao.com/mockup/v1/${tid}/aInfo`,
      next_redirect_mobile_url: `https://online-pay.kakao.com/mockup/v1/${tid}/mInfo`,
      next_redirect_pc_url: `https://online-pay.kakao.com/mockup/v1/${tid}/info`,
      android_app_scheme: `kakaotalk://kakaopay/pg?url=https://online-pay.kakao.com/pay/mockup/${tid}`,
      ios_app_scheme: `kakaotalk://kakaopay/pg?url=https://online-pay.kakao.com/pay/mockup/${tid}`,
      created_at: "2026-11-23T21:18:22"
    }
  }
  if (step === "approve") {
    return {
      aid: "A5678901234567890123",
      tid,
      cid: body.cid,
      partner_order_id: body.partner_order_id,
      partner_user_id: body.partner_user_id,
      payment_method_type: "MONEY",
      item_name: "산책 리드줄 외 1건",
      item_code: "",
      quantity: 3,
      amount: amount(12900),
      created_at: "2026-11-23T21:18:22",
      approved_at: "2026-11-23T21:18:40",
      payload: ""
    }
  }
  if (step === "order") {
    // KakaoPay's order status answer of a payment approved for 12,900 with 2,900 cancelled.
    return {
      tid,
      cid: body.cid,
      status: "PART_CANCEL_PAYMENT",
      partner_order_id: "order-1",
      partner_user_id: "7",
      payment_method_type: "MONEY",
      amount: amount(12900),
      canceled_amount: amount(2900),
      cancel_available_amount: amount(10000),
      item_name: "산책 리드줄 외 1건",
      item_code: "",
      quantity: 3,
      created_at: "2026-11-23T21:18:22",
      approved_at: "2026-11-23T21:18:40",
      canceled_at: "2026-11-23T21:20:00",
      selected_card_info: null,
      payment_action_details: [
        {
          aid: "A5678901234567890123",
          approved_at: "2026-11-23T21:18:40",
          amount: 12900,
          point_amount: 0,
          discount_amount: 0,
          green_deposit: 0,
          payment_action_type: "PAYMENT",
          payload: ""
        },
        {
          aid: "A5678901234567890124",
          approved_at: "2026-11-23T21:20:00",
          amount: -2900,
          point_amount: 0,
          discount_amount: 0,
          green_deposit: 0,
          payment_action_type: "CANCEL",
          payload: ""
        }
      ]
    }
  }
  const cancel = Number(body.cancel_amount)
  return {
    aid: "A5678901234567890124",
    tid,
    cid: body.cid,
    status: cancel >= 12900 ? "CANCEL_PAYMENT" : "PART_CANCEL_PAYMENT",
    partner_order_id: "order-1",
    partner_user_id: "7",
    payment_method_type: "MONEY",
    item_name: "산책 리드줄 외 1건",
    quantity: 3,
    amount: amount(12900),
    approved_cancel_amount: amount(cancel),
    canceled_amount: amount(cancel),
    cancel_available_amount: amount(12900 - cancel),
    created_at: "2026-11-23T21:18:22",
    approved_at: "2026-11-23T21:18:40",
    canceled_at: "2026-11-23T21:20:00"
  }
}

export const startPayStandIn = async (): Promise<PayStandIn> => {
  const requests: RecordedPayRequest[] = []
  const behaviours = new Map<Step, Behaviour>()
  const hanging = new Set<ServerResponse>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8")
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        // recorded as raw only
      }
      const path = req.url ?? ""
      requests.push({ method: req.method ?? "", path, headers: req.headers, raw, body })
      const step = (["ready", "approve", "cancel", "order"] as const).find((s) => path.endsWith(`/online/v1/payment/${s}`))
      if (!step) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error_code: -3, error_message: "unsupported API" }))
        return
      }
      const b = behaviours.get(step) ?? { kind: "ok" }
      switch (b.kind) {
        case "ok":
          res.writeHead(200, { "content-type": "application/json;charset=UTF-8" }).end(JSON.stringify(success(step, body)))
          return
        case "error":
          res.writeHead(b.status, { "content-type": "application/json;charset=UTF-8" }).end(
            JSON.stringify({
              error_code: b.code,
              error_message: b.message,
              extras: { method_result_code: "USER_LOCKED", method_result_message: "진행중인 거래가 있습니다." }
            })
          )
          return
        case "server-error":
          res.writeHead(500, { "content-type": "text/html" }).end("<html><body>Internal Server Error</body></html>")
          return
        case "not-json":
          res.writeHead(200, { "content-type": "text/html" }).end("<html><body>maintenance</body></html>")
          return
        case "wrong-shape":
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result: "ok", amount: { total: "12900" } }))
          return
        case "hang":
          hanging.add(res)
          return
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    behave: (step, behaviour) => {
      behaviours.set(step, behaviour)
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

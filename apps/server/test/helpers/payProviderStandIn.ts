/**
 * A recording stand-in for the pay provider (the outside world): implements the `PayProvider`
 * port, records every request, and can be told to fail a step, to charge another amount, or to
 * take its time (so concurrent callers overlap). It keeps its own books like a provider: a tid
 * is approved once (a second approve fails like KakaoPay's -702), cannot be cancelled beyond
 * what was paid (-798) nor with a `cancelAvailableAmount` other than what remains (-2), and
 * answers its status (`order`).
 */
import { randomBytes } from "node:crypto"
import {
  PayProviderError,
  type PayOrderStatus,
  type PayApproveRequest,
  type PayApproveResult,
  type PayCancelRequest,
  type PayCancelResult,
  type PayProvider,
  type PayReadyRequest,
  type PayReadyResult
} from "../../src/providers/pay.ts"

type Step = "ready" | "approve" | "cancel" | "order"

export interface PayStandIn extends PayProvider {
  readonly requests: {
    readonly ready: PayReadyRequest[]
    readonly approve: PayApproveRequest[]
    readonly cancel: PayCancelRequest[]
    readonly order: string[]
  }
  /** The ready request of a tid. */
  readyOf(tid: string): PayReadyRequest | undefined
  /** Steps that fail (until `failing.delete(step)`): the provider refuses them (`order`: no answer). */
  readonly failing: Set<Step>
  /** Steps whose answer is lost: the provider acts, then the call fails as a timeout. */
  readonly losing: Set<Step>
  /** Milliseconds each call takes. */
  delayMs: number
  /** When set, approve reports this amount charged instead of the ready amount. */
  chargeOverride: number | undefined
  /** Won still cancellable per tid. */
  remaining(tid: string): number
}

export const createPayStandIn = (): PayStandIn => {
  const books = new Map<string, { request: PayReadyRequest; approved: boolean; total: number; remaining: number }>()
  const requests = { ready: [] as PayReadyRequest[], approve: [] as PayApproveRequest[], cancel: [] as PayCancelRequest[], order: [] as string[] }
  const standIn: PayStandIn = {
    name: "stand-in",
    requests,
    failing: new Set(),
    losing: new Set(),
    delayMs: 0,
    chargeOverride: undefined,
    readyOf: (tid) => books.get(tid)?.request,
    remaining: (tid) => books.get(tid)?.remaining ?? 0,
    async ready(request: PayReadyRequest): Promise<PayReadyResult> {
      requests.ready.push(request)
      await pause()
      if (standIn.failing.has("ready")) throw new PayProviderError("ready", "stand-in: ready refused", -780, 400, "provider")
      const tid = `T${randomBytes(9).toString("hex")}`
      books.set(tid, { request, approved: false, total: 0, remaining: 0 })
      return {
        tid,
        redirectPcUrl: `https://pay.test/pc/${tid}`,
        redirectMobileUrl: `https://pay.test/mobile/${tid}`,
        createdAt: new Date().toISOString()
      }
    },
    async approve(request: PayApproveRequest): Promise<PayApproveResult> {
      requests.approve.push(request)
      await pause()
      const entry = books.get(request.tid)
      if (standIn.failing.has("approve")) throw new PayProviderError("approve", "stand-in: approval failed", -780, 400, "provider")
      if (!entry) throw new PayProviderError("approve", "tid not found", -721, 400, "provider")
      if (entry.approved) throw new PayProviderError("approve", "already approved", -702, 400, "provider")
      entry.approved = true
      const total = standIn.chargeOverride ?? entry.request.totalAmount
      entry.total = total
      entry.remaining = total
      if (standIn.losing.has("approve")) throw lost("approve")
      return { aid: `A${request.tid}`, tid: request.tid, totalAmount: total, approvedAt: new Date().toISOString() }
    },
    async cancel(request: PayCancelRequest): Promise<PayCancelResult> {
      requests.cancel.push(request)
      await pause()
      const entry = books.get(request.tid)
      if (standIn.failing.has("cancel")) throw new PayProviderError("cancel", "stand-in: cancel failed", -780, 500, "provider")
      if (!entry?.approved) throw new PayProviderError("cancel", "tid not found", -721, 400, "provider")
      if (request.cancelAvailableAmount !== undefined && request.cancelAvailableAmount !== entry.remaining) {
        throw new PayProviderError("cancel", "cancel_available_amount differs from the cancelable amount", -2, 400, "provider")
      }
      if (request.cancelAmount > entry.remaining) throw new PayProviderError("cancel", "cancel amount exceeds the remaining amount", -798, 400, "provider")
      entry.remaining -= request.cancelAmount
      if (standIn.losing.has("cancel")) throw lost("cancel")
      return { tid: request.tid, status: entry.remaining === 0 ? "CANCEL_PAYMENT" : "PART_CANCEL_PAYMENT", canceledAmount: entry.total - entry.remaining }
    },
    async order({ tid }): Promise<PayOrderStatus> {
      requests.order.push(tid)
      await pause()
      if (standIn.failing.has("order")) throw new PayProviderError("order", "stand-in: no answer", undefined, undefined, "timeout")
      const entry = books.get(tid)
      if (!entry) throw new PayProviderError("order", "tid not found", -721, 400, "provider")
      if (!entry.approved) return { tid, status: "AUTH_PASSWORD", amount: entry.request.totalAmount, canceledAmount: 0, cancelAvailableAmount: 0 }
      const canceled = entry.total - entry.remaining
      return {
        tid,
        status: canceled === 0 ? "SUCCESS_PAYMENT" : entry.remaining === 0 ? "CANCEL_PAYMENT" : "PART_CANCEL_PAYMENT",
        amount: entry.total,
        canceledAmount: canceled,
        cancelAvailableAmount: entry.remaining
      }
    }
  }
  const lost = (step: Step) => new PayProviderError(step, `stand-in: the ${step} answer was lost`, undefined, undefined, "timeout")
  const pause = () => (standIn.delayMs > 0 ? new Promise((r) => setTimeout(r, standIn.delayMs)) : Promise.resolve())
  return standIn
}

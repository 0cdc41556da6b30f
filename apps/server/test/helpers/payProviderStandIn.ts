/**
 * A recording stand-in for the pay provider (the outside world): implements the `PayProvider`
 * port, records every request, and can be told to fail a step, to charge another amount, or to
 * take its time (so concurrent callers overlap). It keeps its own books like a provider: a tid
 * is approved once (a second approve fails like KakaoPay's -702) and cannot be cancelled beyond
 * what was paid (-798).
 */
import { randomBytes } from "node:crypto"
import {
  PayProviderError,
  type PayApproveRequest, type PayApproveResult, type PayCancelRequest, type PayCancelResult,
  type PayProvider, type PayReadyRequest, type PayReadyResult
} from "../../src/providers/pay.ts"

type Step = "ready" | "approve" | "cancel"

export interface PayStandIn extends PayProvider {
  readonly requests: {
    readonly ready: PayReadyRequest[]
    readonly approve: PayApproveRequest[]
    readonly cancel: PayCancelRequest[]
  }
  /** The ready request of a tid. */
  readyOf(tid: string): PayReadyRequest | undefined
  /** Steps that fail (until `failing.delete(step)`). */
  readonly failing: Set<Step>
  /** Milliseconds each call takes. */
  delayMs: number
  /** When set, approve reports this amount charged instead of the ready amount. */
  chargeOverride: number | undefined
  /** Won still cancellable per tid. */
  remaining(tid: string): number
}

export const createPayStandIn = (): PayStandIn => {
  const books = new Map<string, { request: PayReadyRequest; approved: boolean; remaining: number }>()
  const requests = { ready: [] as PayReadyRequest[], approve: [] as PayApproveRequest[], cancel: [] as PayCancelRequest[] }
  const standIn: PayStandIn = {
    name: "stand-in",
    requests,
    failing: new Set(),
    delayMs: 0,
    chargeOverride: undefined,
    readyOf: (tid) => books.get(tid)?.request,
    remaining: (tid) => books.get(tid)?.remaining ?? 0,
    async ready(request: PayReadyRequest): Promise<PayReadyResult> {
      requests.ready.push(request)
      await pause()
      if (standIn.failing.has("ready")) throw new PayProviderError("ready", "stand-in: ready refused", -780, 400)
      const tid = `T${randomBytes(9).toString("hex")}`
      books.set(tid, { request, approved: false, remaining: 0 })
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
      if (standIn.failing.has("approve")) throw new PayProviderError("approve", "stand-in: approval failed", -780, 400)
      if (!entry) throw new PayProviderError("approve", "tid not found", -721, 400)
      if (entry.approved) throw new PayProviderError("approve", "already approved", -702, 400)
      entry.approved = true
      const total = standIn.chargeOverride ?? entry.request.totalAmount
      entry.remaining = total
      return { aid: `A${request.tid}`, tid: request.tid, totalAmount: total, approvedAt: new Date().toISOString() }
    },
    async cancel(request: PayCancelRequest): Promise<PayCancelResult> {
      requests.cancel.push(request)
      await pause()
      const entry = books.get(request.tid)
      if (standIn.failing.has("cancel")) throw new PayProviderError("cancel", "stand-in: cancel failed", -780, 500)
      if (!entry || !entry.approved) throw new PayProviderError("cancel", "tid not found", -721, 400)
      if (request.cancelAmount > entry.remaining) throw new PayProviderError("cancel", "cancel amount exceeds the remaining amount", -798, 400)
      entry.remaining -= request.cancelAmount
      return { tid: request.tid, status: entry.remaining === 0 ? "CANCEL_PAYMENT" : "PART_CANCEL_PAYMENT", canceledAmount: request.cancelAmount }
    }
  }
  const pause = () => (standIn.delayMs > 0 ? new Promise((r) => setTimeout(r, standIn.delayMs)) : Promise.resolve())
  return standIn
}

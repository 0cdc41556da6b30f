/**
 * One order line's refund (§4: ISREFUNDED N shows a refund button; after confirmation and a
 * successful call it becomes Y, 'refund done').
 *
 * ```
 * (start) ─[isRefunded]─> refunded
 *         ─────────────> idle ─user.refund─> confirming ─user.cancel─> idle
 *                                            confirming ─user.confirm─> refunding ─ok─> refunded (emits `refunded`)
 *                                                                       refunding ─error─> failed (message)
 *                                            failed ─user.retry─> refunding ; failed ─user.dismiss─> idle
 * ```
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { refundFailureMessage } from "./orders.rules.ts"
import type { OrderRefundContext, OrderRefundedEmitted, OrderRefundEvent, OrderRefundInput } from "./orderRefund.types.ts"

const missing = (name: string) =>
  new Error(`orderRefund: '${name}' is not provided; use orderRefundMachine.provide(createOrderRefundImplementations(ports))`)

export const orderRefundMachine = setup({
  types: {
    context: {} as OrderRefundContext,
    events: {} as OrderRefundEvent,
    input: {} as OrderRefundInput,
    emitted: {} as OrderRefundedEmitted
  },
  actors: {
    refund: fromPromise<void, { orderItemId: number }>(async () => { throw missing("refund") })
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: refundFailureMessage(params.error) })),
    clearError: assign({ error: null }),
    announceRefunded: emit(({ context }) => ({ type: "refunded" as const, orderItemId: context.orderItemId }))
  },
  guards: {
    wasRefundedAtLoad: ({ context }) => context.refundedAtLoad
  }
}).createMachine({
  id: "orderRefund",
  context: ({ input }) => ({ orderItemId: input.orderItemId, refundedAtLoad: input.isRefunded, error: null }),
  initial: "start",
  states: {
    start: {
      always: [
        { guard: "wasRefundedAtLoad", target: "refunded" },
        { target: "idle" }
      ]
    },
    idle: { on: { "user.refund": "confirming" } },
    confirming: { on: { "user.confirm": "refunding", "user.cancel": "idle" } },
    refunding: {
      entry: "clearError",
      invoke: {
        id: "refund",
        src: "refund",
        input: ({ context }) => ({ orderItemId: context.orderItemId }),
        onDone: { target: "refunded", actions: "announceRefunded" },
        onError: { target: "failed", actions: { type: "setError", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    failed: { on: { "user.retry": "refunding", "user.dismiss": { target: "idle", actions: "clearError" } } },
    refunded: { type: "final" }
  }
})

export type OrderRefundMachine = typeof orderRefundMachine

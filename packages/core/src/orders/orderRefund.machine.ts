/**
 * One order line's refund (§4: ISREFUNDED N shows a refund button; after confirmation and a
 * successful call it becomes Y, 'refund done'). The pay provider's answer may not be known at once:
 * a refund it has not answered yet is `pending` ('환불 처리 중', no button) until the server settles it
 * and the list, re-reading itself, shows the line's new status.
 *
 * ```
 * (start) ─[REFUNDED]─> refunded ; ─[REFUNDING]─> pending ; ─[PAYING]─> paying ; ─> idle
 * idle ─user.refund─> confirming ─user.cancel─> idle
 *                     confirming ─user.confirm─> refunding ─ok REFUNDED─> refunded (emits `refunded`)
 *                                                refunding ─ok REFUNDING─> pending (emits `refunding`)
 *                                                refunding ─error─> failed (message)
 * failed ─user.retry─> refunding ; failed ─user.dismiss─> idle
 *   (a call without an answer, `uncertain`: failed ─user.dismiss─> pending, emits `refunding`: the
 *    list re-reads the line, which shows the server's status: refunded, pending, or the button again)
 * ```
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { isRefundOutcomeUnknown, refundFailureMessage, refundSplit } from "./orders.rules.ts"
import {
  ORDER_COPY,
  type OrderRefundContext,
  type OrderRefundedEmitted,
  type OrderRefundEvent,
  type OrderRefundInput,
  type OrderRefundOutput
} from "./orderRefund.types.ts"

const missing = (name: string) => new Error(`orderRefund: '${name}' is not provided; use orderRefundMachine.provide(createOrderRefundImplementations(ports))`)

export const orderRefundMachine = setup({
  types: {
    context: {} as OrderRefundContext,
    events: {} as OrderRefundEvent,
    input: {} as OrderRefundInput,
    emitted: {} as OrderRefundedEmitted
  },
  actors: {
    refund: fromPromise<OrderRefundOutput, { orderItemId: number }>(async () => {
      throw missing("refund")
    })
  },
  actions: {
    setError: assign((_, params: { error: unknown }) =>
      isRefundOutcomeUnknown(params.error)
        ? { error: ORDER_COPY.refundUnknown, uncertain: true }
        : { error: refundFailureMessage(params.error), uncertain: false }
    ),
    clearError: assign({ error: null, uncertain: false }),
    announce: emit(({ context }, params: { type: OrderRefundedEmitted["type"] }) => ({ type: params.type, orderItemId: context.orderItemId }))
  },
  guards: {
    wasRefundedAtLoad: ({ context }) => context.statusAtLoad === "REFUNDED",
    wasRefundingAtLoad: ({ context }) => context.statusAtLoad === "REFUNDING",
    wasPayingAtLoad: ({ context }) => context.statusAtLoad === "PAYING",
    isProviderAnswerPending: (_, params: { output: OrderRefundOutput }) => params.output.status === "REFUNDING",
    wasUncertain: ({ context }) => context.uncertain
  }
}).createMachine({
  id: "orderRefund",
  context: ({ input }) => ({ orderItemId: input.orderItemId, statusAtLoad: input.status, split: refundSplit(input), error: null, uncertain: false }),
  initial: "start",
  states: {
    start: {
      always: [
        { guard: "wasRefundedAtLoad", target: "refunded" },
        { guard: "wasRefundingAtLoad", target: "pending" },
        { guard: "wasPayingAtLoad", target: "paying" },
        { target: "idle" }
      ]
    },
    /** The payment's approval is not confirmed yet: nothing to refund. */
    paying: {},
    idle: { on: { "user.refund": "confirming" } },
    confirming: { on: { "user.confirm": "refunding", "user.cancel": "idle" } },
    refunding: {
      entry: "clearError",
      invoke: {
        id: "refund",
        src: "refund",
        input: ({ context }) => ({ orderItemId: context.orderItemId }),
        onDone: [
          {
            guard: { type: "isProviderAnswerPending", params: ({ event }) => ({ output: event.output }) },
            target: "pending",
            actions: { type: "announce", params: { type: "refunding" } }
          },
          { target: "refunded", actions: { type: "announce", params: { type: "refunded" } } }
        ],
        onError: { target: "failed", actions: { type: "setError", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    failed: {
      on: {
        "user.retry": "refunding",
        "user.dismiss": [
          { guard: "wasUncertain", target: "pending", actions: ["clearError", { type: "announce", params: { type: "refunding" } }] },
          { target: "idle", actions: "clearError" }
        ]
      }
    },
    /** Sent; the provider's answer is not known yet. The server settles it (never twice). */
    pending: {},
    refunded: { type: "final" }
  }
})

export type OrderRefundMachine = typeof orderRefundMachine

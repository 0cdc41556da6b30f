/** Model-based test of one order line's refund over the real client and a fake server. */
import { HttpError, NetworkError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { orderRefundMachine } from "./orderRefund.machine.ts"
import { createOrderRefundWorld, PAID_INPUT } from "./orderRefund.testkit.ts"

modelSuite(
  "orderRefund",
  {
    machine: orderRefundMachine,
    inputs: (["PAID", "PAYING", "REFUNDING", "REFUNDED"] as const).map((status, i) => ({ ...PAID_INPUT, orderItemId: 41 + i, status })),
    describeInput: (input) => input.status,
    events: () => [
      { type: "user.refund" },
      { type: "user.confirm" },
      { type: "user.cancel" },
      { type: "xstate.done.actor.refund", output: { status: "REFUNDED" } },
      { type: "xstate.done.actor.refund", output: { status: "REFUNDING" } },
      { type: "xstate.error.actor.refund", error: new HttpError("refund", 502, "결제사 환불 요청이 실패했어요.") },
      // No answer: the outcome is unknown (closing its message goes to pending).
      { type: "xstate.error.actor.refund", error: new NetworkError("refund", "fetch failed") },
      { type: "user.retry" },
      { type: "user.dismiss" }
    ],
    serialize: (s) => JSON.stringify({ value: s.value, error: s.context.error, uncertain: s.context.uncertain })
  },
  {
    start(input, inspect) {
      const w = createOrderRefundWorld(input, { inspect })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: { status: "REFUNDED" | "REFUNDING" } }
          switch (e.type) {
            case "xstate.done.actor.refund":
              return w.server.next("refund").respond(e.output!)
            case "xstate.error.actor.refund":
              return (e as { error?: unknown }).error instanceof NetworkError
                ? w.server.next("refund").networkError()
                : w.server.next("refund").fail(502, "결제사 환불 요청이 실패했어요.")
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

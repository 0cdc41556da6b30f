/** Model-based test of the payment result page with a fake back trap. */
import { modelSuite } from "../testing/modelSuite.ts"
import { paymentResultMachine } from "./paymentResult.machine.ts"
import { createPaymentResultWorld } from "./paymentResult.testkit.ts"

modelSuite(
  "paymentResult",
  {
    machine: paymentResultMachine,
    inputs: [{ search: "" }, { search: "?status=pending" }],
    describeInput: (input) => (input.search === "" ? "paid" : "pending"),
    events: () => [{ type: "nav.back" }],
    serialize: (s) => JSON.stringify({ value: s.value, outcome: s.context.outcome })
  },
  {
    start(input, inspect) {
      const w = createPaymentResultWorld(input, { inspect })
      w.actor.start()
      return { actor: w.actor, perform: () => w.back() }
    }
  }
)

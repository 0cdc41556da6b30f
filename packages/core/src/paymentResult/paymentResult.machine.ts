/**
 * The page the pay provider's approval lands on (`/shop/payment/complete`, §2): paid, or pending
 * (`?status=pending`: the provider's answer did not come in time; the server confirms it by
 * itself). Going back from it leads to the shop, never to the provider's page again.
 *
 * ```
 * shown (backTrap armed) ─nav.back─> left (navigate /shop, replacing the entry)
 * ```
 */
import { fromCallback, setup } from "xstate"
import { outcomeFromSearch } from "./paymentResult.rules.ts"
import { PAYMENT_BACK_PATH, type PaymentResultContext, type PaymentResultEvent, type PaymentResultInput } from "./paymentResult.types.ts"

const missing = (name: string) =>
  new Error(`paymentResult: '${name}' is not provided; use paymentResultMachine.provide(createPaymentResultImplementations(ports))`)

export const paymentResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
    input: {} as PaymentResultInput
  },
  actors: {
    /** Holds one history entry over the page and sends `nav.back` when the member leaves it backwards. */
    trapBack: fromCallback<PaymentResultEvent>(() => {
      throw missing("trapBack")
    })
  },
  actions: {
    navigate: (_, _params: { path: string; replace: boolean }) => {
      throw missing("navigate")
    }
  }
}).createMachine({
  id: "paymentResult",
  context: ({ input }) => ({ outcome: outcomeFromSearch(input.search) }),
  initial: "shown",
  states: {
    shown: {
      invoke: { id: "trapBack", src: "trapBack" },
      on: { "nav.back": { target: "left", actions: { type: "navigate", params: { path: PAYMENT_BACK_PATH, replace: true } } } }
    },
    left: { type: "final" }
  }
})

export type PaymentResultMachine = typeof paymentResultMachine

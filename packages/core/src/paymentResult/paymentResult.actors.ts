/** The result page's ways out: `paymentResultMachine.provide(createPaymentResultImplementations({ navigate, backTrap }))`. */
import { fromCallback } from "xstate"
import { paymentResultMachine } from "./paymentResult.machine.ts"
import type { PaymentResultEvent, PaymentResultPorts } from "./paymentResult.types.ts"

export const createPaymentResultImplementations = ({ navigate, backTrap }: PaymentResultPorts) => ({
  actors: {
    trapBack: fromCallback<PaymentResultEvent>(({ sendBack }) => backTrap.arm(() => sendBack({ type: "nav.back" })))
  },
  actions: {
    navigate: (_: unknown, params: { path: string; replace: boolean }) => navigate(params.path, { replace: params.replace })
  }
})

export const providePaymentResultMachine = (ports: PaymentResultPorts) => paymentResultMachine.provide(createPaymentResultImplementations(ports))

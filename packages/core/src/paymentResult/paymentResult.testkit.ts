/** The payment result page in a fake world: a recorded navigation and a back trap the test springs. */
import { createActor, type InspectionEvent } from "xstate"
import { providePaymentResultMachine } from "./paymentResult.actors.ts"
import { connectPaymentResult } from "./paymentResult.connect.ts"
import type { PaymentResultInput } from "./paymentResult.types.ts"

export const createPaymentResultWorld = (input: PaymentResultInput, options: { inspect?: (e: InspectionEvent) => void } = {}) => {
  const navigations: Array<{ path: string; replace?: boolean | undefined }> = []
  const trap = { armed: 0, disarmed: 0, onBack: null as (() => void) | null }
  const actor = createActor(
    providePaymentResultMachine({
      navigate: (path, o) => void navigations.push({ path, replace: o?.replace }),
      backTrap: {
        arm(onBack) {
          trap.armed += 1
          trap.onBack = onBack
          return () => {
            trap.disarmed += 1
            trap.onBack = null
          }
        }
      }
    }),
    { input, ...(options.inspect ? { inspect: options.inspect } : {}) }
  )
  /** The member presses back. */
  const back = () => trap.onBack?.()
  const view = () => connectPaymentResult(actor.getSnapshot())
  return { actor, view, navigations, trap, back }
}

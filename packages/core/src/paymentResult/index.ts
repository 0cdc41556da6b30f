/**
 * The page the pay provider's approval lands on (`/shop/payment/complete`, §2): the success
 * message, or with `?status=pending` '결제 확인 중이에요' (the provider's answer did not come in time;
 * the server confirms it by itself, the order list shows it, and unpaid points come back by
 * themselves), with the main page and the order list as ways on. Going back from it leads to
 * `/shop` (the `BackTrap` port), never to the provider's page again.
 *
 * ```ts
 * const result = createActor(providePaymentResultMachine({ navigate, backTrap }), { input: { search: location.search } }).start()
 * render(connectPaymentResult(result.getSnapshot()))
 * ```
 */
export { paymentResultMachine } from "./paymentResult.machine.ts"
export type { PaymentResultMachine } from "./paymentResult.machine.ts"
export { createPaymentResultImplementations, providePaymentResultMachine } from "./paymentResult.actors.ts"
export { connectPaymentResult } from "./paymentResult.connect.ts"
export type { PaymentResultLink, PaymentResultView } from "./paymentResult.connect.ts"
export { outcomeFromSearch } from "./paymentResult.rules.ts"
export { MAIN_PATH, ORDER_LIST_PATH, PAYMENT_BACK_PATH, PAYMENT_RESULT_COPY } from "./paymentResult.types.ts"
export type { PaymentOutcome, PaymentResultContext, PaymentResultEvent, PaymentResultInput, PaymentResultPorts } from "./paymentResult.types.ts"

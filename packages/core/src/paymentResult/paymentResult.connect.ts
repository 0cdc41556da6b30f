/** The result page as the view draws it: the outcome, its heading and text, the two ways on. */
import type { SnapshotFrom } from "xstate"
import type { PaymentResultMachine } from "./paymentResult.machine.ts"
import { MAIN_PATH, ORDER_LIST_PATH, PAYMENT_RESULT_COPY, type PaymentOutcome } from "./paymentResult.types.ts"

export interface PaymentResultLink {
  readonly href: string
  readonly label: string
}

export interface PaymentResultView {
  readonly outcome: PaymentOutcome
  /** '결제가 완료되었어요' or '결제 확인 중이에요'. */
  readonly title: string
  readonly detail: string
  /** The main page ('메인으로 가기', §2) and the order list ('주문 내역 보기'). */
  readonly toMain: PaymentResultLink
  readonly toOrders: PaymentResultLink
}

export const connectPaymentResult = (snapshot: SnapshotFrom<PaymentResultMachine>): PaymentResultView => {
  const pending = snapshot.context.outcome === "pending"
  return {
    outcome: snapshot.context.outcome,
    title: pending ? PAYMENT_RESULT_COPY.pendingTitle : PAYMENT_RESULT_COPY.paidTitle,
    detail: pending ? PAYMENT_RESULT_COPY.pendingDetail : PAYMENT_RESULT_COPY.paidDetail,
    toMain: { href: MAIN_PATH, label: PAYMENT_RESULT_COPY.toMain },
    toOrders: { href: ORDER_LIST_PATH, label: PAYMENT_RESULT_COPY.toOrders }
  }
}

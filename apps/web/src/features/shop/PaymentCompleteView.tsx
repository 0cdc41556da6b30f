import type { ReactElement } from "react"
import { Link } from "wouter"
import { IconCheck, button } from "../../ui/index.ts"
import { ResultScreen } from "./ResultScreen.tsx"

export const PAYMENT_COMPLETE_COPY = {
  title: "결제가 완료되었어요",
  detail: "주문해 주셔서 감사해요. 주문 내역에서 배송 상품을 확인할 수 있어요.",
  toMain: "메인으로 가기",
  toOrders: "주문 내역 보기"
} as const

/** `/shop/payment/complete` (§2): the success message and a button to the main page (and one to the order list). */
export const PaymentCompleteView = (): ReactElement => (
  <ResultScreen tone="success" icon={<IconCheck size={44} />} title={PAYMENT_COMPLETE_COPY.title} detail={PAYMENT_COMPLETE_COPY.detail}>
    <Link href="/" className={button({ size: "lg", fullWidth: true })}>{PAYMENT_COMPLETE_COPY.toMain}</Link>
    <Link href="/mypage/orderlist" className={button({ variant: "ghost", fullWidth: true })}>{PAYMENT_COMPLETE_COPY.toOrders}</Link>
  </ResultScreen>
)

import type { ReactElement } from "react"
import { Link } from "wouter"
import { MESSAGES } from "@mungwalk/core"
import { IconAlert, button } from "../../ui/index.ts"
import { ResultScreen } from "./ResultScreen.tsx"

export const PAYMENT_ERROR_COPY = {
  detail: "결제는 진행되지 않았고, 장바구니는 그대로 남아 있어요.",
  toCart: "장바구니로 돌아가기"
} as const

/** `/shop/payment/error` (§2, §8): '주문 및 결제 도중 오류가 발생했습니다!!' and a button back to the cart. */
export const PaymentErrorView = (): ReactElement => (
  <ResultScreen tone="danger" role="alert" icon={<IconAlert size={44} />} title={MESSAGES.paymentFailed} detail={PAYMENT_ERROR_COPY.detail}>
    <Link href="/shop/cart" className={button({ size: "lg", fullWidth: true })}>
      {PAYMENT_ERROR_COPY.toCart}
    </Link>
  </ResultScreen>
)

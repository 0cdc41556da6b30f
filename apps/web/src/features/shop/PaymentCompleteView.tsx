import type { ReactElement } from "react"
import { Link } from "wouter"
import type { PaymentResultView } from "@mungwalk/core/paymentResult"
import { IconCheck, IconClock, button } from "../../ui/index.ts"
import { ResultScreen } from "./ResultScreen.tsx"

/**
 * `/shop/payment/complete` (§2): the success message and a button to the main page (and one to the
 * order list); with `?status=pending`, '결제 확인 중이에요' — neither success nor failure — with the
 * order list first (`connectPaymentResult`).
 */
export const PaymentCompleteView = ({ result }: { readonly result: PaymentResultView }): ReactElement => {
  const pending = result.outcome === "pending"
  // The first way on is the main button: the main page when paid (§2), the order list while pending.
  const [first, second] = pending ? [result.toOrders, result.toMain] : [result.toMain, result.toOrders]
  return (
    <ResultScreen
      tone={pending ? "brand" : "success"}
      icon={pending ? <IconClock size={44} /> : <IconCheck size={44} />}
      title={result.title}
      detail={result.detail}
    >
      <Link href={first.href} className={button({ size: "lg", fullWidth: true })}>
        {first.label}
      </Link>
      <Link href={second.href} className={button({ variant: "ghost", fullWidth: true })}>
        {second.label}
      </Link>
    </ResultScreen>
  )
}

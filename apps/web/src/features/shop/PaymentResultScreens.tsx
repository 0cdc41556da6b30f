import { useEffect, type ReactElement } from "react"
import { useSearch } from "wouter"
import { storedCheckoutMemory } from "@mungwalk/core/cart"
import { connectPaymentResult, providePaymentResultMachine } from "@mungwalk/core/paymentResult"
import { useConnected } from "../../app/useConnected.ts"
import { browserBackTrap } from "../../platform/backTrap.ts"
import { browserStorage } from "../../platform/storage.ts"
import { PaymentCompleteView } from "./PaymentCompleteView.tsx"
import { PaymentErrorView } from "./PaymentErrorView.tsx"

/**
 * `/shop/payment/complete` (`?status=pending`): where the pay provider's approval lands (§2); back
 * leads to `/shop`. The checkout form kept for a way back to the cart is forgotten: it was paid.
 */
export const PaymentCompleteScreen = (): ReactElement => {
  useEffect(() => storedCheckoutMemory(browserStorage("session")).clear(), [])
  return (
    <PaymentCompleteView
      result={useConnected(
        ({ navigate }) => providePaymentResultMachine({ navigate, backTrap: browserBackTrap() }),
        { search: useSearch() },
        connectPaymentResult
      )}
    />
  )
}

/**
 * `/shop/payment/error`: a failed or refused payment (§2, §8). The checkout form stays for the way
 * back to the cart, without its mark of a tab gone to the provider's page: the cart then says
 * nothing of a canceled payment (this page has said what happened).
 */
export const PaymentErrorScreen = (): ReactElement => {
  useEffect(() => storedCheckoutMemory(browserStorage("session")).forgetLeaving(), [])
  return <PaymentErrorView />
}

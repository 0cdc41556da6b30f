import type { ReactElement } from "react"
import { PaymentCompleteView } from "./PaymentCompleteView.tsx"
import { PaymentErrorView } from "./PaymentErrorView.tsx"

/** `/shop/payment/complete`: where the pay provider's approval lands (§2). */
export const PaymentCompleteScreen = (): ReactElement => <PaymentCompleteView />

/** `/shop/payment/error`: a failed or refused payment (§2, §8). */
export const PaymentErrorScreen = (): ReactElement => <PaymentErrorView />

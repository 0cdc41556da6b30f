/** Types of the payment result pages (`/shop/payment/complete`, `?status=pending`). */
import type { BackTrap, Navigate } from "../ports.ts"

export interface PaymentResultInput {
  /** The page's query string (`location.search`): `status=pending` when the provider's answer did not come in time. */
  readonly search: string
}

/**
 * `paid`: the provider approved the payment (§2 success message); `pending`: its answer did not
 * come in time — the server confirms it by itself within about a minute, so the page says neither
 * success nor failure ('결제 확인 중이에요').
 */
export type PaymentOutcome = "paid" | "pending"

export interface PaymentResultContext {
  readonly outcome: PaymentOutcome
}

export type PaymentResultEvent =
  /** The member went back from the page: the provider's pages lie behind it. */
  { readonly type: "nav.back" }

export interface PaymentResultPorts {
  /** `/shop` (replacing the entry) when the member goes back. */
  readonly navigate: Navigate
  readonly backTrap: BackTrap
}

/** Where going back from a result page leads: the shop, never the provider's page again. */
export const PAYMENT_BACK_PATH = "/shop"
export const ORDER_LIST_PATH = "/mypage/orderlist"
export const MAIN_PATH = "/"

/** Korean copy of the result pages that the spec does not give (the spec gives only "a success message"). */
export const PAYMENT_RESULT_COPY = {
  paidTitle: "결제가 완료되었어요",
  paidDetail: "주문해 주셔서 감사해요. 주문 내역에서 배송 상품을 확인할 수 있어요.",
  pendingTitle: "결제 확인 중이에요",
  pendingDetail: "결제사에서 결제 결과를 확인하고 있어요. 확인이 끝나면 주문 내역에 바로 보여드려요. 결제되지 않았다면 사용하려던 포인트는 저절로 돌려드려요.",
  toOrders: "주문 내역 보기",
  toMain: "메인으로 가기"
} as const

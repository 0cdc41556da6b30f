/** Types of one order line's refund (`/mypage/orderlist`, §4 Order item). */
import type { ApiClient } from "../api/client.ts"
import type { OrderLineStatus, RefundResult } from "../schema/shop.ts"

export interface OrderRefundInput {
  readonly orderItemId: number
  /**
   * The line's status as loaded (`orderLineStatus(item)`): `PAID` starts with the refund button,
   * `PAYING` without one ('결제 확인 중'), `REFUNDING` pending ('환불 처리 중'), `REFUNDED` done.
   */
  readonly status: OrderLineStatus
  /** `TOTALPRICE`: what the line cost, points and cash together. */
  readonly totalPrice: number
  /** `POINTSHARE`: the points the line was paid with (0 from servers that predate it). */
  readonly pointShare: number
}

export interface OrderRefundContext {
  readonly orderItemId: number
  /** The line's status when the list was loaded: where the machine starts. */
  readonly statusAtLoad: OrderLineStatus
  /** What a refund returns: the cash part to the pay provider, the points to the balance. */
  readonly split: { readonly cash: number; readonly points: number }
  /** Why the last refund call failed (Korean), shown in `failed`. */
  readonly error: string | null
  /**
   * The last refund call got no answer (`isRefundOutcomeUnknown`): it may have gone through. Closing
   * its message goes to `pending`, and the list re-reads the line's status from the server.
   */
  readonly uncertain: boolean
}

export type OrderRefundEvent =
  /** The line's 'refund' button: asks for confirmation. */
  | { readonly type: "user.refund" }
  | { readonly type: "user.confirm" }
  | { readonly type: "user.cancel" }
  /** After a failure: call again. */
  | { readonly type: "user.retry" }
  /** After a failure: back to the refund button (after one without an answer: '환불 처리 중' until the list re-read it). */
  | { readonly type: "user.dismiss" }

/**
 * What the refund call settled, for the list to show in place (`item.updated`): `refunded` — the
 * provider cancelled it ('환불 완료'); `refunding` — its answer is not known yet ('환불 처리 중';
 * the list re-reads itself until the server settles it).
 */
export interface OrderRefundedEmitted {
  readonly type: "refunded" | "refunding"
  readonly orderItemId: number
}

export interface OrderRefundPorts {
  readonly api: ApiClient
}

/** The refund actor's answer (`POST /api/shop/payments/refund`). */
export type OrderRefundOutput = RefundResult

/** Where the refund returns the cash part (the app's only pay provider). */
export const PAY_PROVIDER_NAME = "카카오페이"

/** Korean copy of the order list and refunds that the spec does not give ('환불 완료' is §4's). */
export const ORDER_COPY = {
  title: "주문 내역",
  empty: "아직 주문한 상품이 없어요.",
  goShopping: "쇼핑하러 가기",
  couldNotLoad: "주문 내역을 불러오지 못했어요.",
  end: "모든 주문 내역을 다 봤어요.",
  retry: "다시 시도",
  refund: "환불하기",
  refunding: "환불 중",
  /** A refund sent whose provider answer is not known yet (`REFUNDING`). */
  pending: "환불 처리 중",
  pendingNote: "결제사에서 환불을 확인하고 있어요. 끝나면 여기에 바로 보여드려요.",
  /** A payment whose approval is not confirmed yet (`PAYING`): no refund until it is. */
  payingNote: "결제사에서 결제를 확인하고 있어요. 확인이 끝나면 환불할 수 있어요.",
  refunded: "환불 완료",
  /** The badge of each line status. */
  status: { PAYING: "결제 확인 중", PAID: "결제 완료", REFUNDING: "환불 처리 중", REFUNDED: "환불 완료" },
  confirmTitle: "이 상품을 환불할까요?",
  cancel: "취소",
  failedTitle: "환불하지 못했어요",
  refundFailed: "환불하지 못했어요. 잠시 후 다시 시도해주세요.",
  /** The refund call got no answer (the network, a timeout, a 5xx): it may have gone through. */
  unknownTitle: "환불됐는지 확인하지 못했어요",
  refundUnknown: "환불 요청의 결과를 받지 못했어요. 다시 시도해도 두 번 환불되지 않아요. 닫으면 주문 내역에서 결과를 확인해요.",
  close: "닫기"
} as const

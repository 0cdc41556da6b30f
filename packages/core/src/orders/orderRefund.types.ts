/** Types of one order line's refund (`/mypage/orderlist`, §4 Order item). */
import type { ApiClient } from "../api/client.ts"

export interface OrderRefundInput {
  readonly orderItemId: number
  /** `ISREFUNDED` as loaded: a refunded line starts `refunded`. */
  readonly isRefunded: boolean
}

export interface OrderRefundContext {
  readonly orderItemId: number
  /** The line was already refunded when the list was loaded. */
  readonly refundedAtLoad: boolean
  /** Why the last refund call failed (Korean), shown in `failed`. */
  readonly error: string | null
}

export type OrderRefundEvent =
  /** The line's 'refund' button: asks for confirmation. */
  | { readonly type: "user.refund" }
  | { readonly type: "user.confirm" }
  | { readonly type: "user.cancel" }
  /** After a failure: call again. */
  | { readonly type: "user.retry" }
  /** After a failure: back to the refund button. */
  | { readonly type: "user.dismiss" }

/** Emitted once the refund call succeeded: the list can show the line as refunded (`item.updated`). */
export interface OrderRefundedEmitted {
  readonly type: "refunded"
  readonly orderItemId: number
}

export interface OrderRefundPorts {
  readonly api: ApiClient
}

/** Korean copy of the order list and refunds that the spec does not give. */
export const ORDER_COPY = {
  title: "주문 내역",
  empty: "주문한 상품이 없어요.",
  loadFailed: "주문 내역을 불러오지 못했어요.",
  retry: "다시 시도",
  refund: "환불하기",
  refunding: "환불 중…",
  refunded: "환불 완료",
  confirmTitle: "환불할까요?",
  confirmMessage: "이 상품을 환불하면 결제 금액과 사용한 포인트가 돌아가요.",
  confirm: "환불",
  cancel: "취소",
  refundFailed: "환불하지 못했어요. 잠시 후 다시 시도해주세요.",
  close: "닫기"
} as const

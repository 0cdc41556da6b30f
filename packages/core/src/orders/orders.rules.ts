/** Pure rules of the order list: a line's status, labels, what a refund returns, a refund failure's message. */
import { HttpError, mayHaveBeenDone } from "../api/errors.ts"
import { formatKoreanDateTime, formatPoints, formatWon } from "../domain/format.ts"
import type { OrderItem, OrderLineStatus } from "../schema/shop.ts"
import { ORDER_COPY, PAY_PROVIDER_NAME } from "./orderRefund.types.ts"

/**
 * The shop server's own answer: its messages are Korean. A gateway in front of it answers a 502 or
 * 504 of its own ('Bad Gateway', HTML), which says nothing about the refund.
 */
const isServerMessage = (error: HttpError): boolean => /[가-힣]/.test(error.message)

/**
 * The Korean message of a failed refund: the server's own message for 404 (not the member's
 * line), 409 (not approved, another line of the order being refunded) and 502
 * (the pay provider refused: '결제사 환불 요청이 실패했어요. …'); otherwise a general one.
 */
export const refundFailureMessage = (error: unknown): string =>
  error instanceof HttpError && [404, 409, 502].includes(error.status) && isServerMessage(error) ? error.message : ORDER_COPY.refundFailed

/**
 * The refund call got no answer that settles it: no answer at all (offline, a timeout, a connection
 * cut) or a 5xx other than the server's own 502 (the provider's definite refusal). The refund may
 * have gone through; a retry is safe (the server refunds a line once).
 */
export const isRefundOutcomeUnknown = (error: unknown): boolean =>
  mayHaveBeenDone(error) && !(error instanceof HttpError && error.status === 502 && isServerMessage(error))

/** A line's status: `STATUS`, or from `ISREFUNDED` on servers that predate it. */
export const orderLineStatus = (item: Pick<OrderItem, "status" | "isRefunded">): OrderLineStatus => item.status ?? (item.isRefunded ? "REFUNDED" : "PAID")

/** The provider's answer is not known yet (`PAYING`, `REFUNDING`): the list re-reads itself until it is. */
export const isUnsettledLine = (item: Pick<OrderItem, "status" | "isRefunded">): boolean => {
  const status = orderLineStatus(item)
  return status === "PAYING" || status === "REFUNDING"
}

/** The line as the list shows it once a refund call answered `status` (`item.updated`). */
export const withRefundStatus = (item: OrderItem, status: "REFUNDED" | "REFUNDING"): OrderItem => ({
  ...item,
  status,
  isRefunded: status === "REFUNDED"
})

/** What a refund of the line returns: its points (`POINTSHARE`) to the balance, the rest to the pay provider. */
export const refundSplit = (item: { readonly totalPrice: number; readonly pointShare?: number | undefined }): { cash: number; points: number } => {
  const points = Math.min(item.pointShare ?? 0, item.totalPrice)
  return { cash: item.totalPrice - points, points }
}

/** The confirmation's sentence: '결제 금액 12,000원은 카카오페이로, 3,000P는 포인트로 돌려드려요.' (only the parts that are not 0). */
export const refundDetail = ({ cash, points }: { readonly cash: number; readonly points: number }): string => {
  if (points === 0) return `결제 금액 ${formatWon(cash)}은 ${PAY_PROVIDER_NAME}로 돌려드려요.`
  if (cash === 0) return `사용한 ${formatPoints(points)}는 포인트로 돌려드려요.`
  return `결제 금액 ${formatWon(cash)}은 ${PAY_PROVIDER_NAME}로, ${formatPoints(points)}는 포인트로 돌려드려요.`
}

/** An order line as the list draws it (prices in won, the date in Asia/Seoul, the status badge). */
export interface OrderItemLabels {
  readonly orderItemId: number
  readonly productName: string
  readonly productThumbnail: string | null
  readonly vendorName: string
  /** `2개`. */
  readonly quantityLabel: string
  /** `25,800원`. */
  readonly totalPriceLabel: string
  /** `5월 1일 (목) 오전 10:00` (§9's Korean long format; the year when not `now`'s). */
  readonly orderDateLabel: string
  readonly status: OrderLineStatus
  /** '결제 확인 중', '결제 완료', '환불 처리 중' or '환불 완료'. */
  readonly statusLabel: string
}

export const orderItemLabels = (item: OrderItem, now: Date | number): OrderItemLabels => {
  const status = orderLineStatus(item)
  return {
    orderItemId: item.orderItemId,
    productName: item.productName,
    productThumbnail: item.productThumbnail,
    vendorName: item.vendorName,
    quantityLabel: `${item.quantity}개`,
    totalPriceLabel: formatWon(item.totalPrice),
    orderDateLabel: formatKoreanDateTime(item.orderDate, now),
    status,
    statusLabel: ORDER_COPY.status[status]
  }
}

/** A row's refund machine's input (`provideOrderRefundMachine`). */
export const orderRefundInput = (item: OrderItem) => ({
  orderItemId: item.orderItemId,
  status: orderLineStatus(item),
  totalPrice: item.totalPrice,
  pointShare: item.pointShare ?? 0
})

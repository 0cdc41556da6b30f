/** Pure rules of the order list: a line's labels and a refund failure's message. */
import { HttpError } from "../api/errors.ts"
import { formatDateTime, formatWon } from "../domain/format.ts"
import type { OrderItem } from "../schema/shop.ts"
import { ORDER_COPY } from "./orderRefund.types.ts"

/**
 * The Korean message of a failed refund: the server's own message for 404 (not the member's
 * line), 409 (already refunded, not approved) and 502 (the pay provider refused: '결제사 환불
 * 요청이 실패했어요. …'), which the shop server writes in Korean; otherwise a general one.
 */
export const refundFailureMessage = (error: unknown): string =>
  error instanceof HttpError && [404, 409, 502].includes(error.status) && error.message.trim() !== ""
    ? error.message
    : ORDER_COPY.refundFailed

/** An order line as the list draws it (prices in won, the date in Asia/Seoul). */
export interface OrderItemLabels {
  readonly orderItemId: number
  readonly productName: string
  readonly productThumbnail: string | null
  readonly vendorName: string
  /** `2개`. */
  readonly quantityLabel: string
  /** `25,800원`. */
  readonly totalPriceLabel: string
  /** `25-05-01 10:00:00` (§9 date display). */
  readonly orderDateLabel: string
}

export const orderItemLabels = (item: OrderItem): OrderItemLabels => ({
  orderItemId: item.orderItemId,
  productName: item.productName,
  productThumbnail: item.productThumbnail,
  vendorName: item.vendorName,
  quantityLabel: `${item.quantity}개`,
  totalPriceLabel: formatWon(item.totalPrice),
  orderDateLabel: formatDateTime(item.orderDate)
})

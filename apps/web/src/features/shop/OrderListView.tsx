import type { ReactElement } from "react"
import { Link } from "wouter"
import { formatDateTime, formatWon, type OrderItem } from "@mungwalk/core"
import type { PagedLoadable } from "@mungwalk/core/pagedList"
import { Badge, Button, EmptyState, IconAlert, IconCheck, IconReceipt, LoadFailed, Modal, Page, Skeleton, Stack, button } from "../../ui/index.ts"
import { ListFooter, Price, ProductPicture, Vendor, useReportScroll } from "./ShopParts.tsx"
import { mark } from "./ShopParts.css.ts"
import * as css from "./OrderListView.css.ts"

/** The order list's own copy (§4 'refund done'; the rest the spec leaves open). */
export const ORDER_COPY = {
  title: "주문 내역",
  refund: "환불하기",
  refunding: "환불 중",
  refunded: "환불 완료",
  confirmTitle: "이 상품을 환불할까요?",
  confirmDetail: "결제 금액은 취소되고, 사용한 포인트는 돌려드려요.",
  cancel: "취소",
  doneTitle: "환불 완료",
  doneDetail: "환불이 완료되었어요. 사용한 포인트도 돌려드렸어요.",
  ok: "확인",
  failedTitle: "환불하지 못했어요",
  retry: "다시 시도",
  close: "닫기",
  empty: "아직 주문한 상품이 없어요.",
  goShopping: "쇼핑하러 가기",
  failed: "주문 내역을 불러오지 못했어요.",
  end: "모든 주문 내역을 다 봤어요."
} as const

/**
 * The refund of one order line: `idle`; `confirming` (the confirmation is open); `refunding` (the
 * refund call is in flight); `done` ('환불 완료'); `failed` (the server's or a Korean message, with retry).
 */
export type RefundState =
  | { readonly status: "idle" }
  | { readonly status: "confirming" | "refunding" | "done"; readonly item: OrderItem }
  | { readonly status: "failed"; readonly item: OrderItem; readonly message: string }

export interface OrderListViewProps {
  /** `GET /api/shop/orderitem?page`, newest first, paged like the shop (§9). */
  readonly orders: PagedLoadable<OrderItem>
  readonly refund: RefundState
  /** A line's '환불하기' (ISREFUNDED N lines only): ask for confirmation. */
  readonly onRefund: (item: OrderItem) => void
  /** The confirmation's '환불하기', or '다시 시도' after a failure. */
  readonly onConfirmRefund: () => void
  /** Close the dialog: cancel the confirmation, or acknowledge 'done' / 'failed'. */
  readonly onCloseRefund: () => void
}

const itemText = (item: OrderItem) => `${item.productName} ${item.quantity}개 · ${formatWon(item.totalPrice)}`

const OrderLine = ({ item, refunding, onRefund }: { item: OrderItem; refunding: boolean; onRefund: (item: OrderItem) => void }): ReactElement => (
  <li className={css.order} data-state={item.isRefunded ? "refunded" : "paid"} data-part="order">
    <div className={css.orderHead}>
      <time dateTime={item.orderDate.toISOString()}>{formatDateTime(item.orderDate)}</time>
      {item.isRefunded ? <Badge tone="neutral">{ORDER_COPY.refunded}</Badge> : <Badge tone="success">결제 완료</Badge>}
    </div>
    <div className={css.orderBody}>
      <ProductPicture src={item.productThumbnail} />
      <div className={css.orderInfo}>
        <Vendor>{item.vendorName}</Vendor>
        <span className={css.orderName}>{item.productName}</span>
        <span className={css.orderMeta}>
          <Price amount={item.totalPrice} size="sm" />
          <span>{item.quantity}개</span>
        </span>
      </div>
    </div>
    {item.isRefunded ? null : (
      <div className={css.orderFoot}>
        <Button variant="outline" size="sm" loading={refunding} onClick={() => onRefund(item)} aria-label={`${item.productName} ${refunding ? ORDER_COPY.refunding : ORDER_COPY.refund}`}>
          {refunding ? ORDER_COPY.refunding : ORDER_COPY.refund}
        </Button>
      </div>
    )}
  </li>
)

const RefundDialog = ({ refund, onConfirmRefund, onCloseRefund }: Pick<OrderListViewProps, "refund" | "onConfirmRefund" | "onCloseRefund">): ReactElement | null => {
  if (refund.status === "idle") return null
  if (refund.status === "done") {
    return (
      <Modal
        open
        title={ORDER_COPY.doneTitle}
        description={ORDER_COPY.doneDetail}
        illustration={<span className={mark}><IconCheck size={32} /></span>}
        onClose={onCloseRefund}
        actions={<Button fullWidth onClick={onCloseRefund} data-autofocus>{ORDER_COPY.ok}</Button>}
      />
    )
  }
  if (refund.status === "failed") {
    return (
      <Modal
        open
        role="alertdialog"
        title={ORDER_COPY.failedTitle}
        description={refund.message}
        illustration={<span className={mark} data-tone="danger"><IconAlert size={32} /></span>}
        onClose={onCloseRefund}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={onCloseRefund}>{ORDER_COPY.close}</Button>
            <Button fullWidth onClick={onConfirmRefund} data-autofocus>{ORDER_COPY.retry}</Button>
          </>
        }
      />
    )
  }
  const refunding = refund.status === "refunding"
  return (
    <Modal
      open
      role="alertdialog"
      title={ORDER_COPY.confirmTitle}
      description={ORDER_COPY.confirmDetail}
      onClose={refunding ? undefined : onCloseRefund}
      actions={
        <>
          <Button variant="outline" fullWidth disabled={refunding} onClick={onCloseRefund}>{ORDER_COPY.cancel}</Button>
          <Button variant="danger" fullWidth loading={refunding} onClick={onConfirmRefund}>{refunding ? ORDER_COPY.refunding : ORDER_COPY.refund}</Button>
        </>
      }
    >
      <Stack gap="2">
        <div className={css.orderBody}>
          <ProductPicture src={refund.item.productThumbnail} />
          <div className={css.orderInfo}>
            <Vendor>{refund.item.vendorName}</Vendor>
            <span className={css.orderName}>{itemText(refund.item)}</span>
          </div>
        </div>
      </Stack>
    </Modal>
  )
}

/** `/mypage/orderlist`: order lines newest first, each with its refund button or '환불 완료'; infinite scroll. */
export const OrderListView = ({ orders, refund, onRefund, onConfirmRefund, onCloseRefund }: OrderListViewProps): ReactElement => {
  useReportScroll(orders)
  const refundingId = refund.status === "refunding" ? refund.item.orderItemId : null
  return (
    <Page>
      <h1 className={css.title}>{ORDER_COPY.title}</h1>
      {orders.status === "loading" ? (
        <Stack gap="3">
          <Skeleton height={168} label="주문 내역을 불러오는 중" />
          <Skeleton height={168} />
        </Stack>
      ) : orders.status === "failed" ? (
        <LoadFailed message={ORDER_COPY.failed} onRetry={orders.retry} />
      ) : orders.status === "empty" ? (
        <EmptyState
          icon={<IconReceipt size={40} />}
          message={ORDER_COPY.empty}
          action={<Link href="/shop" className={button({ variant: "primary" })}>{ORDER_COPY.goShopping}</Link>}
        />
      ) : (
        <>
          <ul className={css.list} aria-label={ORDER_COPY.title} aria-busy={orders.reloading || orders.loadingMore}>
            {orders.data.map((item) => (
              <OrderLine key={item.orderItemId} item={item} refunding={item.orderItemId === refundingId} onRefund={onRefund} />
            ))}
          </ul>
          <ListFooter list={orders} noun="주문 내역" endText={ORDER_COPY.end} />
        </>
      )}
      <RefundDialog refund={refund} onConfirmRefund={onConfirmRefund} onCloseRefund={onCloseRefund} />
    </Page>
  )
}

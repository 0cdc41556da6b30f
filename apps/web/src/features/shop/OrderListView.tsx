import type { ComponentType, ReactElement } from "react"
import { Link } from "wouter"
import { formatDateTime, formatWon, type OrderItem } from "@mungwalk/core"
import type { PagedLoadable } from "@mungwalk/core/pagedList"
import type { OrderRefundView } from "@mungwalk/core/orders"
import { Badge, Button, EmptyState, IconAlert, IconReceipt, LoadFailed, Modal, Page, Skeleton, Stack, button } from "../../ui/index.ts"
import { useReportScroll } from "../../ui/useReportScroll.ts"
import { ListFooter, PRODUCT_PICTURE_SIZES, Price, ProductPicture, Vendor } from "./ShopParts.tsx"
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
  failedTitle: "환불하지 못했어요",
  retry: "다시 시도",
  close: "닫기",
  empty: "아직 주문한 상품이 없어요.",
  goShopping: "쇼핑하러 가기",
  failed: "주문 내역을 불러오지 못했어요.",
  end: "모든 주문 내역을 다 봤어요."
} as const

/** The refund controls of one row, bound to that row's refund machine (the screen's) or to a snapshot (stories). */
export type RefundSlot = ComponentType<{ readonly item: OrderItem; readonly onRefunded: () => void }>

export interface OrderListViewProps {
  /** `GET /api/shop/orderitem?page`, newest first, paged like the shop (§9). */
  readonly orders: PagedLoadable<OrderItem>
  /** A row's refund succeeded: the row shows '환불 완료' (`connectOrderList(...).refunded`). */
  readonly refunded: (item: OrderItem) => void
  /** What each unrefunded row shows for its refund. */
  readonly Refund: RefundSlot
}

const itemText = (item: OrderItem) => `${item.productName} ${item.quantity}개 · ${formatWon(item.totalPrice)}`

const OrderLine = ({ item, Refund, refunded }: { item: OrderItem; Refund: RefundSlot; refunded: (item: OrderItem) => void }): ReactElement => (
  <li className={css.order} data-state={item.isRefunded ? "refunded" : "paid"} data-part="order">
    <div className={css.orderHead}>
      <time dateTime={item.orderDate.toISOString()}>{formatDateTime(item.orderDate)}</time>
      {item.isRefunded ? <Badge tone="neutral">{ORDER_COPY.refunded}</Badge> : <Badge tone="success">결제 완료</Badge>}
    </div>
    <div className={css.orderBody}>
      <ProductPicture src={item.productThumbnail} sizes={PRODUCT_PICTURE_SIZES.order} />
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
        <Refund item={item} onRefunded={() => refunded(item)} />
      </div>
    )}
  </li>
)

/** One row's refund: the button ('환불하기' / '환불 중…'), the confirmation and the failure dialog (the core's `connectOrderRefund`). */
export const OrderRefund = ({ item, refund }: { readonly item: OrderItem; readonly refund: OrderRefundView }): ReactElement => {
  const refunding = refund.status === "refunding"
  return (
    <>
      <Button variant="outline" size="sm" loading={refunding} disabled={!refund.canRefund && !refunding} onClick={refund.refund} aria-label={`${item.productName} ${refunding ? ORDER_COPY.refunding : ORDER_COPY.refund}`}>
        {refunding ? ORDER_COPY.refunding : refund.isRefunded ? ORDER_COPY.refunded : ORDER_COPY.refund}
      </Button>
      {refund.status === "failed" ? (
        <Modal
          open
          role="alertdialog"
          title={ORDER_COPY.failedTitle}
          description={refund.error ?? undefined}
          illustration={<span className={mark} data-tone="danger"><IconAlert size={32} /></span>}
          onClose={refund.dismiss}
          actions={
            <>
              <Button variant="outline" fullWidth onClick={refund.dismiss}>{ORDER_COPY.close}</Button>
              <Button fullWidth onClick={refund.retry} data-autofocus>{ORDER_COPY.retry}</Button>
            </>
          }
        />
      ) : refund.isConfirming || refunding ? (
        <Modal
          open
          role="alertdialog"
          title={ORDER_COPY.confirmTitle}
          description={ORDER_COPY.confirmDetail}
          onClose={refunding ? undefined : refund.cancel}
          actions={
            <>
              <Button variant="outline" fullWidth disabled={refunding} onClick={refund.cancel}>{ORDER_COPY.cancel}</Button>
              <Button variant="danger" fullWidth loading={refunding} onClick={refund.confirm}>{refunding ? ORDER_COPY.refunding : ORDER_COPY.refund}</Button>
            </>
          }
        >
          <Stack gap="2">
            <div className={css.orderBody}>
              <ProductPicture src={item.productThumbnail} sizes={PRODUCT_PICTURE_SIZES.sheet} />
              <div className={css.orderInfo}>
                <Vendor>{item.vendorName}</Vendor>
                <span className={css.orderName}>{itemText(item)}</span>
              </div>
            </div>
          </Stack>
        </Modal>
      ) : null}
    </>
  )
}

/** `/mypage/orderlist`: order lines newest first, each with its refund button or '환불 완료'; infinite scroll. */
export const OrderListView = ({ orders, refunded, Refund }: OrderListViewProps): ReactElement => {
  useReportScroll(orders)
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
              <OrderLine key={item.orderItemId} item={item} Refund={Refund} refunded={refunded} />
            ))}
          </ul>
          <ListFooter list={orders} noun="주문 내역" endText={ORDER_COPY.end} />
        </>
      )}
    </Page>
  )
}

import type { ComponentType, ReactElement } from "react"
import { Link } from "wouter"
import { formatWon, type OrderItem, type OrderLineStatus } from "@mungwalk/core"
import type { PagedLoadable } from "@mungwalk/core/pagedList"
import { ORDER_COPY, orderItemLabels, type OrderRefundView } from "@mungwalk/core/orders"
import { Badge, Button, EmptyState, IconAlert, IconReceipt, LoadFailed, Modal, Page, Skeleton, Stack, button } from "../../ui/index.ts"
import { useFocusKeptIn } from "../../ui/useFocusKeptIn.ts"
import { useReportScroll } from "../../ui/useReportScroll.ts"
import { ListFooter, PRODUCT_PICTURE_SIZES, Price, ProductPicture, Vendor } from "./ShopParts.tsx"
import { mark } from "./ShopParts.css.ts"
import * as css from "./OrderListView.css.ts"

/** The order list's copy: the core's (§4 'refund done'; the rest the spec leaves open). */
export { ORDER_COPY }

/** The refund controls of one row, bound to that row's refund machine (the screen's) or to a snapshot (stories). */
export type RefundSlot = ComponentType<{ readonly item: OrderItem; readonly onRefunded: () => void; readonly onRefunding: () => void }>

/** What the view needs of `connectOrderList(...)`. */
export interface OrderListModel {
  /** `GET /api/shop/orderitem?page`, newest first, paged like the shop (§9). */
  readonly orders: PagedLoadable<OrderItem>
  /** A row's refund went through: the row shows '환불 완료'. */
  readonly refunded: (item: OrderItem) => void
  /** A row's refund awaits the pay provider: the row shows '환불 처리 중'. */
  readonly refunding: (item: OrderItem) => void
}

export interface OrderListViewProps {
  /** `connectOrderList(...)`. */
  readonly list: OrderListModel
  /** What each row not refunded shows for its refund. */
  readonly Refund: RefundSlot
  /** The clock when the page opened: order dates show their year only when not this one. */
  readonly now: Date
}

const BADGE_TONE: Record<OrderLineStatus, "accent" | "success" | "brand" | "neutral"> = {
  PAYING: "accent",
  PAID: "success",
  REFUNDING: "brand",
  REFUNDED: "neutral"
}

const itemText = (item: OrderItem) => `${item.productName} ${item.quantity}개 · ${formatWon(item.totalPrice)}`

const OrderLine = ({
  item,
  Refund,
  refunded,
  refunding,
  now
}: { item: OrderItem } & Pick<OrderListViewProps, "Refund" | "now"> & Pick<OrderListModel, "refunded" | "refunding">): ReactElement => {
  const labels = orderItemLabels(item, now)
  // A new status replaces the row's refund controls (a new machine; none once refunded): focus
  // that was on them goes to the row, which then reads its new status.
  const keepFocus = useFocusKeptIn<HTMLLIElement>(labels.status)
  return (
    <li {...keepFocus} className={css.order} data-state={labels.status.toLowerCase()} data-part="order">
      <div className={css.orderHead}>
        <time dateTime={item.orderDate.toISOString()}>{labels.orderDateLabel}</time>
        <Badge tone={BADGE_TONE[labels.status]}>{labels.statusLabel}</Badge>
      </div>
      <div className={css.orderBody}>
        <ProductPicture src={item.productThumbnail} sizes={PRODUCT_PICTURE_SIZES.order} />
        <div className={css.orderInfo}>
          <Vendor>{item.vendorName}</Vendor>
          <span className={css.orderName}>{item.productName}</span>
          <span className={css.orderMeta}>
            <Price amount={item.totalPrice} size="sm" />
            <span>{labels.quantityLabel}</span>
          </span>
        </div>
      </div>
      {labels.status === "REFUNDED" ? null : (
        <div className={css.orderFoot}>
          {/* A new status is a new refund machine: it starts from the status the list now shows. */}
          <Refund key={labels.status} item={item} onRefunded={() => refunded(item)} onRefunding={() => refunding(item)} />
        </div>
      )}
    </li>
  )
}

/**
 * One row's refund (the core's `connectOrderRefund`): the button ('환불하기' / '환불 중' / '환불 처리 중'),
 * a note while the pay provider's answer is awaited, the confirmation saying what returns where, and
 * the failure dialog. A line whose payment is still being confirmed has only the note.
 */
export const OrderRefund = ({ item, refund }: { readonly item: OrderItem; readonly refund: OrderRefundView }): ReactElement => (
  <>
    {refund.note ? <p className={css.orderNote}>{refund.note}</p> : null}
    {refund.hasButton ? (
      <Button
        variant="outline"
        size="sm"
        className={css.refundButton}
        loading={refund.isRefunding}
        disabled={!refund.canRefund && !refund.isRefunding}
        onClick={refund.refund}
        aria-label={`${item.productName} ${refund.buttonLabel}`}
      >
        {refund.buttonLabel}
      </Button>
    ) : null}
    {refund.status === "failed" ? (
      <Modal
        open
        role="alertdialog"
        title={refund.errorTitle}
        description={refund.error ?? undefined}
        illustration={
          <span className={mark} data-tone="danger">
            <IconAlert size={32} />
          </span>
        }
        onClose={refund.dismiss}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={refund.dismiss}>
              {ORDER_COPY.close}
            </Button>
            <Button fullWidth onClick={refund.retry} data-autofocus>
              {ORDER_COPY.retry}
            </Button>
          </>
        }
      />
    ) : refund.isConfirming ? (
      <Modal
        open
        role="alertdialog"
        title={ORDER_COPY.confirmTitle}
        description={refund.confirmDetail}
        onClose={refund.isRefunding ? undefined : refund.cancel}
        actions={
          <>
            <Button variant="outline" fullWidth disabled={refund.isRefunding} onClick={refund.cancel}>
              {ORDER_COPY.cancel}
            </Button>
            <Button variant="danger" fullWidth loading={refund.isRefunding} onClick={refund.confirm}>
              {refund.isRefunding ? ORDER_COPY.refunding : ORDER_COPY.refund}
            </Button>
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

/** `/mypage/orderlist`: order lines newest first, each with its status and its refund button or '환불 완료'; infinite scroll. */
export const OrderListView = ({ list: { orders, refunded, refunding }, Refund, now }: OrderListViewProps): ReactElement => {
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
        <LoadFailed message={ORDER_COPY.couldNotLoad} onRetry={orders.retry} />
      ) : orders.status === "empty" ? (
        <EmptyState
          icon={<IconReceipt size={40} />}
          message={ORDER_COPY.empty}
          action={
            <Link href="/shop" className={button({ variant: "primary" })}>
              {ORDER_COPY.goShopping}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={css.list} aria-label={ORDER_COPY.title} aria-busy={orders.reloading || orders.loadingMore}>
            {orders.data.map((item) => (
              <OrderLine key={item.orderItemId} item={item} Refund={Refund} refunded={refunded} refunding={refunding} now={now} />
            ))}
          </ul>
          <ListFooter list={orders} noun="주문 내역" endText={ORDER_COPY.end} />
        </>
      )}
    </Page>
  )
}

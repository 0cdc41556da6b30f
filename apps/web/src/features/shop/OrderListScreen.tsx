import type { ReactElement } from "react"
import { connectOrderList, connectOrderRefund, ORDER_LIST_INPUT, orderListMachine, provideOrderRefundMachine } from "@mungwalk/core/orders"
import { useConnected } from "../../app/useConnected.ts"
import { OrderListView, OrderRefund, type RefundSlot } from "./OrderListView.tsx"

/** One row's refund machine; its `refunded` goes to the list (the row then shows '환불 완료'). */
const BoundRefund: RefundSlot = ({ item, onRefunded }) => (
  <OrderRefund
    item={item}
    refund={useConnected(({ api }) => provideOrderRefundMachine({ api }), { orderItemId: item.orderItemId, isRefunded: item.isRefunded }, connectOrderRefund, { refunded: onRefunded })}
  />
)

/** `/mypage/orderlist`: the order lines as a shop paged list, one refund machine per unrefunded row. */
export const OrderListScreen = (): ReactElement => (
  <OrderListView {...useConnected(({ api }) => orderListMachine(api), ORDER_LIST_INPUT, connectOrderList)} Refund={BoundRefund} />
)

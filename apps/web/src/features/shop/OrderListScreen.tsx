import { useState, type ReactElement } from "react"
import { connectOrderList, connectOrderRefund, ORDER_LIST_INPUT, orderListMachine, orderRefundInput, provideOrderRefundMachine } from "@mungwalk/core/orders"
import { useConnected } from "../../app/useConnected.ts"
import { OrderListView, OrderRefund, type RefundSlot } from "./OrderListView.tsx"

/** One row's refund machine; what it announces goes to the list (the row then shows '환불 완료' or '환불 처리 중'). */
const BoundRefund: RefundSlot = ({ item, onRefunded, onRefunding }) => (
  <OrderRefund
    item={item}
    refund={useConnected(({ api }) => provideOrderRefundMachine({ api }), orderRefundInput(item), connectOrderRefund, {
      refunded: onRefunded,
      refunding: onRefunding
    })}
  />
)

/** `/mypage/orderlist`: the order lines as a shop paged list (re-reading lines the pay provider has not settled), one refund machine per row. */
export const OrderListScreen = (): ReactElement => {
  const [now] = useState(() => new Date())
  return <OrderListView list={useConnected(({ api }) => orderListMachine(api), ORDER_LIST_INPUT, connectOrderList)} Refund={BoundRefund} now={now} />
}

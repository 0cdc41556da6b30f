/**
 * Orders (`/mypage/orderlist`): the order list as a shop paged list (`orderListMachine(api)` with
 * `ORDER_LIST_INPUT`, rendered with `connectPagedLoadable<OrderItem>` and `orderItemLabels`), and
 * one refund machine per line (§4): refund → confirm → the refund call → 'refund done' (emits
 * `refunded`), a failure shows the message and offers a retry; a line already ISREFUNDED starts
 * refunded.
 */
export { orderRefundMachine } from "./orderRefund.machine.ts"
export type { OrderRefundMachine } from "./orderRefund.machine.ts"
export { createOrderRefundImplementations, provideOrderRefundMachine } from "./orderRefund.actors.ts"
export { connectOrderRefund } from "./orderRefund.connect.ts"
export type { OrderRefundStatus, OrderRefundView } from "./orderRefund.connect.ts"
export { ORDER_COPY } from "./orderRefund.types.ts"
export type { OrderRefundContext, OrderRefundedEmitted, OrderRefundEvent, OrderRefundInput, OrderRefundPorts } from "./orderRefund.types.ts"
export { orderItemLabels, refundFailureMessage } from "./orders.rules.ts"
export type { OrderItemLabels } from "./orders.rules.ts"
export { connectOrderList, ORDER_LIST_INPUT, orderListMachine } from "./orderList.ts"
export type { OrderListView } from "./orderList.ts"

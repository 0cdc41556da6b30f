/**
 * Orders (`/mypage/orderlist`): the order list as a shop paged list (`orderListMachine(api)` with
 * `ORDER_LIST_INPUT`, rendered with `connectPagedLoadable<OrderItem>` and `orderItemLabels`), and
 * one refund machine per line (§4): refund → confirm (saying what returns where) → the refund call
 * → 'refund done' (emits `refunded`) or, when the pay provider's answer is not known yet,
 * '환불 처리 중' (emits `refunding`); a failure shows the message and offers a retry. A line starts
 * as loaded: `PAYING` without a button, `REFUNDING` pending, `REFUNDED` done. The list re-reads
 * `PAYING` and `REFUNDING` lines every 5 s for up to 2 minutes.
 */
export { orderRefundMachine } from "./orderRefund.machine.ts"
export type { OrderRefundMachine } from "./orderRefund.machine.ts"
export { createOrderRefundImplementations, provideOrderRefundMachine } from "./orderRefund.actors.ts"
export { connectOrderRefund } from "./orderRefund.connect.ts"
export type { OrderRefundStatus, OrderRefundView } from "./orderRefund.connect.ts"
export { ORDER_COPY, PAY_PROVIDER_NAME } from "./orderRefund.types.ts"
export type {
  OrderRefundContext,
  OrderRefundedEmitted,
  OrderRefundEvent,
  OrderRefundInput,
  OrderRefundOutput,
  OrderRefundPorts
} from "./orderRefund.types.ts"
export {
  isUnsettledLine,
  orderItemLabels,
  orderLineStatus,
  orderRefundInput,
  refundDetail,
  refundFailureMessage,
  refundSplit,
  withRefundStatus
} from "./orders.rules.ts"
export type { OrderItemLabels } from "./orders.rules.ts"
export { connectOrderList, ORDER_LIST_INPUT, ORDER_RECHECK_EVERY_MS, ORDER_RECHECK_TIMES, orderListMachine } from "./orderList.ts"
export type { OrderListView } from "./orderList.ts"

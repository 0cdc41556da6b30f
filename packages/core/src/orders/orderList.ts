/**
 * The order list (`/mypage/orderlist`, §9): the paged list over `GET /api/shop/orderitem?page`
 * with the shop preset (pages from 1, a page of 1 or fewer items ends it, 1000 px / 1000 ms).
 * The server answers lines of approved orders and of orders whose approval it is still
 * confirming (`PAYING`), newest first. While a shown line waits on the pay provider (`PAYING`,
 * `REFUNDING`), the list re-reads it every 5 s for up to 2 minutes (the paged list's `recheck`),
 * so the settled status appears without a reload.
 *
 * ```ts
 * const orders = createActor(orderListMachine(api), { input: ORDER_LIST_INPUT }).start()
 * const view = connectOrderList(orders.getSnapshot(), orders.send)   // rows: orderItemLabels(item)
 * // per row: createActor(provideOrderRefundMachine({ api }), { input: orderRefundInput(item) })
 * //          .on("refunded", () => view.refunded(item)).on("refunding", () => view.refunding(item))
 * ```
 */
import type { SnapshotFrom } from "xstate"
import type { ApiClient } from "../api/client.ts"
import { connectPagedLoadable, type PagedLoadable } from "../pagedList/pagedList.connect.ts"
import type { PagedListMachine } from "../pagedList/pagedList.machine.ts"
import { pagedList } from "../pagedList/pagedList.actors.ts"
import { shopListInput } from "../pagedList/pagedList.presets.ts"
import type { PagedListEvent, PagedListInput } from "../pagedList/pagedList.types.ts"
import type { OrderItem } from "../schema/shop.ts"
import { isUnsettledLine, withRefundStatus } from "./orders.rules.ts"

/** How often the list re-reads lines the pay provider has not settled, and how many times at most (5 s × 24 = 2 minutes). */
export const ORDER_RECHECK_EVERY_MS = 5_000
export const ORDER_RECHECK_TIMES = 24

export const orderListMachine = (api: ApiClient) => pagedList<OrderItem>((page, _size, signal) => api.call("orderItems", { query: { page } }, { signal }))

/** The order list's input: the §9 shop preset keyed by `orderItemId`, re-reading `PAYING` and `REFUNDING` lines. */
export const ORDER_LIST_INPUT: PagedListInput<OrderItem> = {
  ...shopListInput((o: OrderItem) => o.orderItemId),
  recheck: { isUnsettled: isUnsettledLine, everyMs: ORDER_RECHECK_EVERY_MS, times: ORDER_RECHECK_TIMES }
}

/** The order list's view model: the paged rows, and what a row's refund machine announced. */
export interface OrderListView {
  readonly orders: PagedLoadable<OrderItem>
  /** The row's refund went through: it shows '환불 완료' in place (`item.updated`), without reloading the list. */
  refunded(item: OrderItem): void
  /** The row's refund awaits the provider: it shows '환불 처리 중', and the list re-reads it until it settles. */
  refunding(item: OrderItem): void
}

export const connectOrderList = (snapshot: SnapshotFrom<PagedListMachine>, send: (event: PagedListEvent<OrderItem>) => void): OrderListView => ({
  orders: connectPagedLoadable<OrderItem>(snapshot, send),
  refunded: (item) => send({ type: "item.updated", item: withRefundStatus(item, "REFUNDED") }),
  refunding: (item) => send({ type: "item.updated", item: withRefundStatus(item, "REFUNDING") })
})

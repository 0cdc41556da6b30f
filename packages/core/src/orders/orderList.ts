/**
 * The order list (`/mypage/orderlist`, §9): the paged list over `GET /api/shop/orderitem?page`
 * with the shop preset (pages from 1, a page of 1 or fewer items ends it, 1000 px / 1000 ms).
 * The server answers lines of approved orders, newest first.
 *
 * ```ts
 * const orders = createActor(orderListMachine(api), { input: ORDER_LIST_INPUT }).start()
 * connectPagedLoadable<OrderItem>(orders.getSnapshot(), orders.send)   // rows: orderItemLabels(item)
 * // per row: createActor(provideOrderRefundMachine({ api }), { input: { orderItemId, isRefunded } })
 * //          .on("refunded", () => orders.send({ type: "item.updated", item: { ...item, isRefunded: true } }))
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

export const orderListMachine = (api: ApiClient) =>
  pagedList<OrderItem>((page, _size, signal) => api.call("orderItems", { query: { page } }, { signal }))

/** The order list's input: the §9 shop preset keyed by `orderItemId`. */
export const ORDER_LIST_INPUT: PagedListInput<OrderItem> = shopListInput((o: OrderItem) => o.orderItemId)

/** The order list's view model: the paged rows, and `refunded(item)` for a row's refund machine's `refunded` event. */
export interface OrderListView {
  readonly orders: PagedLoadable<OrderItem>
  /** Shows the row as refunded ('환불 완료') in place (`item.updated`), without reloading the list. */
  refunded(item: OrderItem): void
}

export const connectOrderList = (snapshot: SnapshotFrom<PagedListMachine>, send: (event: PagedListEvent<OrderItem>) => void): OrderListView => ({
  orders: connectPagedLoadable<OrderItem>(snapshot, send),
  refunded: (item) => send({ type: "item.updated", item: { ...item, isRefunded: true } })
})

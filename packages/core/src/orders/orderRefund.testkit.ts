/** One order line's refund, and the order list, over the real client and a fake server, for their tests. */
import { createActor, type InspectionEvent } from "xstate"
import { connectPagedLoadable } from "../pagedList/pagedList.connect.ts"
import type { OrderItem } from "../schema/shop.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { ORDER_LIST_INPUT, orderListMachine } from "./orderList.ts"
import { provideOrderRefundMachine } from "./orderRefund.actors.ts"
import { connectOrderRefund } from "./orderRefund.connect.ts"
import type { OrderRefundInput } from "./orderRefund.types.ts"

export const orderItem = (orderItemId: number, over: Partial<OrderItem> = {}): OrderItem => ({
  orderItemId,
  productName: `상품 ${orderItemId}`,
  productThumbnail: null,
  vendorName: "멍멍샵",
  quantity: 2,
  totalPrice: 25800,
  orderDate: new Date(Date.UTC(2025, 4, 1, 1, 0, 0) - orderItemId * 60_000),
  isRefunded: false,
  ...over
})

/** A paid line of 25,800원, 3,000P of it in points. */
export const PAID_INPUT: OrderRefundInput = { orderItemId: 41, status: "PAID", totalPrice: 25800, pointShare: 3000 }

export const createOrderRefundWorld = (input: Partial<OrderRefundInput> = {}, options: { inspect?: (e: InspectionEvent) => void } = {}) => {
  const server = createFakeApi()
  const actor = createActor(provideOrderRefundMachine({ api: server.api }), {
    input: { ...PAID_INPUT, ...input },
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
  const announced: Array<[string, number]> = []
  actor.on("*", (e) => void announced.push([e.type, e.orderItemId]))
  const view = () => connectOrderRefund(actor.getSnapshot(), actor.send)
  return { server, actor, view, announced }
}

/** The order list on a test clock (its re-reads of unsettled lines are timers). */
export const createOrderListWorld = () => {
  const server = createFakeApi()
  const clock = new TestClock()
  const list = createActor(orderListMachine(server.api), { input: ORDER_LIST_INPUT, clock }).start()
  const rows = () => {
    const v = connectPagedLoadable<OrderItem>(list.getSnapshot(), list.send)
    if (v.status !== "ready") throw new Error(`order list is ${v.status}`)
    return v.data
  }
  return { server, clock, list, rows }
}

/** One order line's refund over the real client and a fake server, for its tests. */
import { createActor, type InspectionEvent } from "xstate"
import type { OrderItem } from "../schema/shop.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
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

export const createOrderRefundWorld = (input: OrderRefundInput, options: { inspect?: (e: InspectionEvent) => void } = {}) => {
  const server = createFakeApi()
  const actor = createActor(provideOrderRefundMachine({ api: server.api }), { input, ...(options.inspect ? { inspect: options.inspect } : {}) })
  const refunded: number[] = []
  actor.on("refunded", (e) => void refunded.push(e.orderItemId))
  const view = () => connectOrderRefund(actor.getSnapshot(), actor.send)
  return { server, actor, view, refunded }
}

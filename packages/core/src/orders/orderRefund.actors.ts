/** The refund call: `orderRefundMachine.provide(createOrderRefundImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import { orderRefundMachine } from "./orderRefund.machine.ts"
import type { OrderRefundOutput, OrderRefundPorts } from "./orderRefund.types.ts"

export const createOrderRefundImplementations = ({ api }: OrderRefundPorts) => ({
  actors: {
    refund: fromApiCall<OrderRefundOutput, { orderItemId: number }>(({ input, signal }) =>
      api.call("refund", { body: { orderItemId: input.orderItemId } }, { signal })
    )
  }
})

export const provideOrderRefundMachine = (ports: OrderRefundPorts) => orderRefundMachine.provide(createOrderRefundImplementations(ports))

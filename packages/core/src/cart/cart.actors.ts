/** The cart's calls and ways out: `cartMachine.provide(createCartImplementations({ api, navigate, openUrl, pageRestore }))`. */
import { fromCallback } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import type { CartResponse } from "../schema/shop.ts"
import { cartMachine } from "./cart.machine.ts"
import type { CartPorts, PaymentInput, QuantityInput } from "./cart.types.ts"

export const createCartImplementations = ({ api, navigate, openUrl, pageRestore }: CartPorts) => ({
  actors: {
    releasePayments: fromApiCall<void, void>(async ({ signal }) => {
      await api.call("releasePayments", undefined, { signal })
    }),
    watchPageRestore: fromCallback<{ type: "page.restored" }>(({ sendBack }) => pageRestore.subscribe(() => sendBack({ type: "page.restored" }))),
    loadCart: fromApiCall<CartResponse, void>(({ signal }) => api.call("cart", undefined, { signal })),
    updateQuantity: fromApiCall<void, QuantityInput>(async ({ input, signal }) => {
      await api.call("updateCart", { body: { cartItemId: input.line.cartId!, productId: input.line.productId, quantity: input.line.quantity } }, { signal })
    }),
    deleteLine: fromApiCall<void, QuantityInput>(async ({ input, signal }) => {
      await api.call("deleteFromCart", { body: { cartItemId: input.line.cartId!, productId: input.line.productId, quantity: input.line.quantity } }, { signal })
    }),
    readyPayment: fromApiCall<string, PaymentInput>(({ input, signal }) =>
      api.call(input.platform === "pc" ? "paymentReadyPc" : "paymentReadyMobile", { body: input.order }, { signal })
    )
  },
  actions: {
    openUrl: (_: unknown, params: { url: string }) => openUrl(params.url),
    navigate: (_: unknown, params: { path: string }) => navigate(params.path)
  }
})

export const provideCartMachine = (ports: CartPorts) => cartMachine.provide(createCartImplementations(ports))

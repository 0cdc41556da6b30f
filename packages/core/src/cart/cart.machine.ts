/**
 * The cart and checkout (`/shop/cart`, §2, §5, §8, §9). The input is the page's query and the
 * user agent; a valid 'buy now' query replaces the cart list with that one product.
 *
 * ```
 * opening ─[this tab left a payment on the provider's page]─> releasing ─ok | error─> loading
 *         ─[none]─> loading ─ok─> ready ; loading ─error─> failed ─user.retry─> loading
 *   (release: the payment this tab left on the pay provider's page, named by its checkoutId, gives
 *    its points back at once; a payment waiting in another tab or on another device is left alone;
 *    the cart call: lines in cart mode; always the balance and the recent address; a 'buy now'
 *    also reads its product: the server's price, never the URL's)
 * ready: toggleLine, toggleAll, changePoints, settlePoints, useAllPoints, changeName, changeAddress, dismissAlert
 *   idle ─user.setQuantity [same] ─> idle ; [buy now] ─> idle (local)
 *        ─user.setQuantity ─> updating ─ok─> idle ; ─error─> idle (reverted, alert)
 *        ─user.deleteLine [buy now] ─> idle (local) ; ─user.deleteLine ─> deleting ─ok─> idle (removed) ; ─error─> idle (alert)
 *        ─user.pay [name blank | address blank | nothing checked] ─> idle (alert)
 *        ─user.pay ─> paying   (a new checkoutId for this payment)
 * paying ─ok─> redirected (openUrl: the pay provider's page) ; ─error─> paymentFailed (navigate /shop/payment/error)
 *   (both keep the form in `checkoutMemory`; the cart opens with it until a payment completes)
 * any state but paymentFailed ─page.restored─> opening   (the browser showed the page again from its
 *   back/forward cache; from redirected the member came back from the provider's page: "canceled" notice)
 * ```
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from "xstate"
import { newSubmissionKey } from "../api/endpoint.ts"
import { checkedTotal, normalizePointsInput, stepperQuantity } from "../domain/pricing.ts"
import { MESSAGES } from "../domain/messages.ts"
import {
  applyCartResponse,
  buyNowProductId,
  canceledNotice,
  clampPointsInput,
  findLine,
  initialCartContext,
  orderRequestOf,
  pointsUsed,
  settledPointsInput,
  withLine
} from "./cart.rules.ts"
import {
  CART_COPY,
  PAYMENT_ERROR_PATH,
  type CartContext,
  type CartEvent,
  type CartInput,
  type CartLoad,
  type CartLoadInput,
  type PaymentInput,
  type QuantityInput,
  type ReleaseInput
} from "./cart.types.ts"

const missing = (name: string) => new Error(`cart: '${name}' is not provided; use cartMachine.provide(createCartImplementations(ports))`)

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput
  },
  actors: {
    releasePayments: fromPromise<void, ReleaseInput>(async () => {
      throw missing("releasePayments")
    }),
    /** Sends `page.restored` when the browser shows the page again from its back/forward cache. */
    watchPageRestore: fromCallback<{ type: "page.restored" }>(() => {
      throw missing("watchPageRestore")
    }),
    loadCart: fromPromise<CartLoad, CartLoadInput>(async () => {
      throw missing("loadCart")
    }),
    updateQuantity: fromPromise<void, QuantityInput>(async () => {
      throw missing("updateQuantity")
    }),
    deleteLine: fromPromise<void, QuantityInput>(async () => {
      throw missing("deleteLine")
    }),
    readyPayment: fromPromise<string, PaymentInput>(async () => {
      throw missing("readyPayment")
    })
  },
  actions: {
    applyCart: assign(({ context }, load: CartLoad) => applyCartResponse(context, load)),
    toggleLine: assign(({ context, event }) => {
      assertEvent(event, "user.toggleLine")
      return { lines: withLine(context.lines, event.key, (l) => ({ ...l, checked: !l.checked })) }
    }),
    toggleAll: assign(({ context }) => {
      const all = context.lines.every((l) => l.checked)
      return { lines: context.lines.map((l) => ({ ...l, checked: !all })) }
    }),
    /** Sets the quantity at once; remembers the old one while a call saves it. */
    setQuantity: assign(({ context, event }) => {
      assertEvent(event, "user.setQuantity")
      const before = findLine(context, event.key)!.quantity
      return {
        pending: { key: event.key, quantityBefore: before },
        lines: withLine(context.lines, event.key, (l) => ({ ...l, quantity: stepperQuantity(event.quantity) }))
      }
    }),
    markDeleting: assign(({ event }) => {
      assertEvent(event, "user.deleteLine")
      return { pending: { key: event.key, quantityBefore: 0 } }
    }),
    settle: assign({ pending: null }),
    revertQuantity: assign(({ context }) => ({
      lines: context.pending ? withLine(context.lines, context.pending.key, (l) => ({ ...l, quantity: context.pending!.quantityBefore })) : context.lines,
      pending: null,
      alert: CART_COPY.quantityFailed
    })),
    removePending: assign(({ context }) => ({
      lines: context.lines.filter((l) => l.key !== context.pending?.key),
      pending: null
    })),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, "user.deleteLine")
      return { lines: context.lines.filter((l) => l.key !== event.key) }
    }),
    alertDeleteFailed: assign({ pending: null, alert: CART_COPY.deleteFailed }),
    changePoints: assign(({ context, event }) => {
      assertEvent(event, "user.changePoints")
      const pointsInput = clampPointsInput(event.value, context)
      return { pointsInput, pointsClamped: pointsInput !== event.value }
    }),
    settlePoints: assign(({ context }) => {
      const pointsInput = settledPointsInput(context)
      // Unchanged ('90' lowered from '150'), the note still says why.
      return pointsInput === context.pointsInput ? {} : { pointsInput, pointsClamped: false }
    }),
    useAllPoints: assign(({ context }) => ({
      pointsInput: String(Math.min(normalizePointsInput(context.nowPoint, context.nowPoint), checkedTotal(context.lines))),
      pointsClamped: false
    })),
    changeName: assign(({ context, event }) => {
      assertEvent(event, "user.changeName")
      return { recipientName: event.value, invalidField: context.invalidField === "name" ? null : context.invalidField }
    }),
    changeAddress: assign(({ context, event }) => {
      assertEvent(event, "user.changeAddress")
      return { address: event.value, invalidField: context.invalidField === "address" ? null : context.invalidField }
    }),
    alertName: assign({ alert: MESSAGES.checkoutNameRequired, invalidField: "name" as const }),
    alertAddress: assign({ alert: MESSAGES.checkoutAddressRequired, invalidField: "address" as const }),
    alertNothingChecked: assign({ alert: CART_COPY.nothingChecked }),
    dismissAlert: assign({ alert: null }),
    /** A new payment: its own id (`OrderRequest.checkoutId`), so that this tab can release it alone. */
    startCheckout: assign(() => ({ checkoutId: newSubmissionKey() })),
    /** The payment this tab left is released: nothing more to release. */
    forgetCheckout: assign({ checkoutId: null }),
    // Back from the provider's page through the back/forward cache: the form is as it was; the points it took were given back.
    noteCanceled: assign(({ context }) => ({ notice: canceledNotice(pointsUsed(context)) })),
    /** Keeps the checkout form as it changes and while the member is on the provider's page (`CartPorts.checkoutMemory`); by default not kept. */
    rememberCheckout: () => {},
    /** As `rememberCheckout`, marked as left for the pay provider's page (`CheckoutFields.leftForProvider`). */
    rememberLeaving: () => {},
    /** The cart is open (and has said the payment was not made, when it was marked): the kept form's mark goes. */
    forgetLeaving: () => {},
    openUrl: (_, _params: { url: string }) => {
      throw missing("openUrl")
    },
    navigate: (_, _params: { path: string }) => {
      throw missing("navigate")
    }
  },
  guards: {
    isSameQuantity: ({ context }, params: { key: string; quantity: number }) => findLine(context, params.key)?.quantity === stepperQuantity(params.quantity),
    isUnknownLine: ({ context }, params: { key: string }) => findLine(context, params.key) === undefined,
    isLocalLine: ({ context }, params: { key: string }) => findLine(context, params.key)?.cartId === null,
    isNameBlank: ({ context }) => context.recipientName.trim() === "",
    isAddressBlank: ({ context }) => context.address.trim() === "",
    isNothingChecked: ({ context }) => !context.lines.some((l) => l.checked),
    leftAPayment: ({ context }) => context.checkoutId !== null
  }
}).createMachine({
  id: "cart",
  context: ({ input }) => initialCartContext(input),
  initial: "opening",
  invoke: { id: "watchPageRestore", src: "watchPageRestore" },
  on: { "page.restored": ".opening" },
  states: {
    /** The cart opens, or the page came back: a payment this tab left on the provider's page is released first. */
    opening: {
      // The form was read into the cart before it started: a reload from here on says nothing of the provider.
      entry: "forgetLeaving",
      always: [{ guard: "leftAPayment", target: "releasing" }, { target: "loading" }]
    },
    /**
     * The payment this tab left on the provider's page is released (best effort: the cart loads
     * either way); only that one: another tab's or device's payment in progress stays payable.
     */
    releasing: {
      invoke: {
        id: "releasePayments",
        src: "releasePayments",
        input: ({ context }) => ({ checkoutIds: context.checkoutId === null ? [] : [context.checkoutId] }),
        onDone: { target: "loading", actions: "forgetCheckout" },
        onError: "loading"
      }
    },
    loading: {
      invoke: {
        id: "loadCart",
        src: "loadCart",
        input: ({ context }) => ({ productId: buyNowProductId(context) }),
        onDone: { target: "ready", actions: { type: "applyCart", params: ({ event }) => event.output } },
        onError: "failed"
      }
    },
    failed: {
      on: { "user.retry": "loading" }
    },
    ready: {
      initial: "idle",
      on: {
        "user.toggleLine": { actions: ["toggleLine", "rememberCheckout"] },
        "user.toggleAll": { actions: ["toggleAll", "rememberCheckout"] },
        // Each change of the form is kept too (the tab's session storage on the web): a reload keeps what was typed.
        "user.changePoints": { actions: ["changePoints", "rememberCheckout"] },
        "user.settlePoints": { actions: ["settlePoints", "rememberCheckout"] },
        "user.useAllPoints": { actions: ["useAllPoints", "rememberCheckout"] },
        "user.changeName": { actions: ["changeName", "rememberCheckout"] },
        "user.changeAddress": { actions: ["changeAddress", "rememberCheckout"] },
        "user.dismissAlert": { actions: "dismissAlert" }
      },
      states: {
        idle: {
          on: {
            "user.setQuantity": [
              { guard: { type: "isUnknownLine", params: ({ event }) => ({ key: event.key }) } },
              { guard: { type: "isSameQuantity", params: ({ event }) => ({ key: event.key, quantity: event.quantity }) } },
              { guard: { type: "isLocalLine", params: ({ event }) => ({ key: event.key }) }, actions: ["setQuantity", "settle"] },
              { target: "updating", actions: "setQuantity" }
            ],
            "user.deleteLine": [
              { guard: { type: "isUnknownLine", params: ({ event }) => ({ key: event.key }) } },
              { guard: { type: "isLocalLine", params: ({ event }) => ({ key: event.key }) }, actions: "removeLine" },
              { target: "deleting", actions: "markDeleting" }
            ],
            "user.pay": [
              { guard: "isNameBlank", actions: "alertName" },
              { guard: "isAddressBlank", actions: "alertAddress" },
              { guard: "isNothingChecked", actions: "alertNothingChecked" },
              { target: "#cart.paying", actions: "startCheckout" }
            ]
          }
        },
        updating: {
          invoke: {
            id: "updateQuantity",
            src: "updateQuantity",
            input: ({ context }) => ({ line: findLine(context, context.pending!.key)! }),
            onDone: { target: "idle", actions: "settle" },
            onError: { target: "idle", actions: "revertQuantity" }
          }
        },
        deleting: {
          invoke: {
            id: "deleteLine",
            src: "deleteLine",
            input: ({ context }) => ({ line: findLine(context, context.pending!.key)! }),
            onDone: { target: "idle", actions: "removePending" },
            onError: { target: "idle", actions: "alertDeleteFailed" }
          }
        }
      }
    },
    paying: {
      invoke: {
        id: "readyPayment",
        src: "readyPayment",
        input: ({ context }) => ({ platform: context.platform, order: orderRequestOf(context) }),
        onDone: { target: "redirected", actions: ["rememberLeaving", { type: "openUrl", params: ({ event }) => ({ url: event.output }) }] },
        // §8: any failure of the payment call goes to the error page.
        // The form is kept for the way back to the cart ('장바구니로 돌아가기').
        onError: { target: "paymentFailed", actions: ["rememberCheckout", { type: "navigate", params: { path: PAYMENT_ERROR_PATH } }] }
      }
    },
    /** The browser is on its way to the pay provider's page; shown again from the back/forward cache, the member came back without paying. */
    redirected: {
      on: { "page.restored": { target: "opening", actions: "noteCanceled" } }
    },
    /** The app went to `/shop/payment/error`. */
    paymentFailed: { type: "final" }
  }
})

export type CartMachine = typeof cartMachine

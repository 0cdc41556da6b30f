/**
 * The product detail (`/shop/item/{id}`).
 *
 * ```
 * start ─[names an id]─> loading ; start ─> notFound
 * loading ─ok─> ready ; ─404─> notFound ; ─error─> failed ─user.retry─> loading
 * ready (parallel)
 *   like:     idle ─user.toggleLike─> liking (optimistic N↔Y) ─ok─> idle ; ─error─> idle (reverted, alert)
 *   purchase: closed ─user.openPurchase─> choosing (quantity 1) ─user.closePurchase─> closed
 *             choosing ─user.setQuantity─> choosing (1 … 999)
 *             choosing ─user.buyNow─> closed (navigate /shop/cart?PRODUCTID=…)
 *             choosing ─user.addToCart─> adding ─ok─> added ; ─error─> choosing (alert)
 *               (an add sent again with the same quantity after an error keeps its submission key)
 *             added ─user.goToCart─> closed (navigate /shop/cart) ; added ─user.closePurchase─> closed
 * ```
 */
import { assertEvent, assign, fromPromise, setup } from "xstate"
import { isSubmissionReused, newSubmissionKey } from "../api/endpoint.ts"
import { HttpError, mayHaveBeenDone } from "../api/errors.ts"
import { isNotFoundError } from "../resource/resource.machine.ts"
import { stepperQuantity } from "../domain/pricing.ts"
import { isId } from "../schema/common.ts"
import type { Product } from "../schema/shop.ts"
import { buyNowPath } from "../cart/cart.rules.ts"
import { CART_PATH } from "../cart/cart.types.ts"
import { PRODUCT_COPY, type AddToCartInput, type LikeProductInput, type ProductContext, type ProductEvent, type ProductInput } from "./product.types.ts"

/**
 * Why an add to the cart failed, in Korean: a refusal (4xx) says the server's own Korean reason
 * (the 999 limit, a product gone); anything else the general failure.
 */
export const addFailureMessage = (error: unknown): string =>
  error instanceof HttpError && error.status < 500 && /[가-힣]/.test(error.message) ? error.message : PRODUCT_COPY.addFailed

const missing = (name: string) => new Error(`product: '${name}' is not provided; use productMachine.provide(createProductImplementations(ports))`)

/** The id an address names: a whole number in the id range, else null. */
export const productIdOf = (raw: string | number): number | null => {
  const n = typeof raw === "number" ? raw : /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN
  return isId(n) ? n : null
}

export const productMachine = setup({
  types: {
    context: {} as ProductContext,
    events: {} as ProductEvent,
    input: {} as ProductInput
  },
  actors: {
    loadProduct: fromPromise<Product, { productId: number }>(async () => {
      throw missing("loadProduct")
    }),
    likeProduct: fromPromise<void, LikeProductInput>(async () => {
      throw missing("likeProduct")
    }),
    addToCart: fromPromise<void, AddToCartInput>(async () => {
      throw missing("addToCart")
    })
  },
  actions: {
    setProduct: assign((_, product: Product) => ({ product })),
    flipLike: assign(({ context }) => ({ product: context.product ? { ...context.product, isLiked: !context.product.isLiked } : null })),
    revertLike: assign(({ context }) => ({
      product: context.product ? { ...context.product, isLiked: !context.product.isLiked } : null,
      alert: PRODUCT_COPY.likeFailed
    })),
    resetQuantity: assign({ quantity: 1 }),
    /**
     * The add keeps the key of an earlier add not known to have succeeded when it is the same quantity,
     * or when that add got no answer (a server that added it then refuses the key for another
     * quantity, instead of adding both); else it makes one.
     */
    keyCartAdd: assign(({ context }) => {
      const earlier = context.cartAdd
      if (earlier && (earlier.quantity === context.quantity || earlier.unknown)) return { cartAdd: { ...earlier, quantity: context.quantity } }
      return { cartAdd: { key: newSubmissionKey(), quantity: context.quantity } }
    }),
    dropCartAdd: assign({ cartAdd: null }),
    /** The cart add as it now is, for a reload (`ProductPorts.cartAddMemory`): kept while unsettled, forgotten once known. */
    keepCartAdd: () => {},
    setQuantity: assign(({ event }) => {
      assertEvent(event, "user.setQuantity")
      return { quantity: stepperQuantity(event.quantity) }
    }),
    /** Why the add failed (`addFailureMessage`); an add that got no answer leaves its outcome unknown. */
    alertAddFailed: assign(({ context }, params: { error: unknown }) => {
      if (isSubmissionReused(params.error)) return { alert: PRODUCT_COPY.alreadyAdded, cartAdd: null }
      const unknown = context.cartAdd !== null && mayHaveBeenDone(params.error)
      return {
        alert: unknown ? PRODUCT_COPY.addUnknown : addFailureMessage(params.error),
        cartAdd: unknown ? { ...context.cartAdd!, unknown: true } : context.cartAdd
      }
    }),
    dismissAlert: assign({ alert: null }),
    navigate: (_, _params: { path: string }) => {
      throw missing("navigate")
    }
  },
  guards: {
    namesAnId: ({ context }) => context.productId !== null,
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error)
  }
}).createMachine({
  id: "product",
  context: ({ input }) => ({
    productId: productIdOf(input.productId),
    product: null,
    quantity: 1,
    alert: null,
    // Sent before a reload, its answer never seen: it may have been added.
    cartAdd: input.cartAdd ? { ...input.cartAdd, unknown: true } : null
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "namesAnId", target: "loading" }, { target: "notFound" }]
    },
    loading: {
      invoke: {
        id: "loadProduct",
        src: "loadProduct",
        input: ({ context }) => ({ productId: context.productId! }),
        onDone: { target: "ready", actions: { type: "setProduct", params: ({ event }) => event.output } },
        onError: [{ guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" }, { target: "failed" }]
      }
    },
    failed: { on: { "user.retry": "loading" } },
    notFound: { type: "final" },
    ready: {
      type: "parallel",
      on: { "user.dismissAlert": { actions: "dismissAlert" } },
      states: {
        like: {
          initial: "idle",
          states: {
            idle: { on: { "user.toggleLike": { target: "liking", actions: "flipLike" } } },
            liking: {
              invoke: {
                id: "likeProduct",
                src: "likeProduct",
                // The optimistic state is the wanted one.
                input: ({ context }) => ({ productId: context.product!.productId, liked: context.product!.isLiked }),
                onDone: "idle",
                onError: { target: "idle", actions: "revertLike" }
              }
            }
          }
        },
        purchase: {
          initial: "closed",
          states: {
            closed: { on: { "user.openPurchase": { target: "choosing", actions: "resetQuantity" } } },
            choosing: {
              on: {
                // Closed, the sheet's failure is not said again on the page.
                "user.closePurchase": { target: "closed", actions: "dismissAlert" },
                "user.setQuantity": { actions: "setQuantity" },
                "user.addToCart": { target: "adding", actions: ["keyCartAdd", "keepCartAdd"] },
                "user.buyNow": {
                  target: "closed",
                  actions: {
                    type: "navigate",
                    params: ({ context }) => {
                      const p = context.product!
                      return {
                        path: buyNowPath({
                          productId: p.productId,
                          vendor: p.vendor,
                          name: p.name,
                          price: p.price,
                          quantity: context.quantity,
                          thumbnailImage: p.thumbnailImage ?? ""
                        })
                      }
                    }
                  }
                }
              }
            },
            adding: {
              invoke: {
                id: "addToCart",
                src: "addToCart",
                input: ({ context }) => ({ productId: context.product!.productId, quantity: context.quantity, submissionKey: context.cartAdd!.key }),
                onDone: { target: "added", actions: ["dropCartAdd", "keepCartAdd"] },
                onError: { target: "choosing", actions: [{ type: "alertAddFailed", params: ({ event }) => ({ error: event.error }) }, "keepCartAdd"] }
              }
            },
            added: {
              on: {
                "user.goToCart": { target: "closed", actions: { type: "navigate", params: { path: CART_PATH } } },
                "user.closePurchase": "closed"
              }
            }
          }
        }
      }
    }
  }
})

export type ProductMachine = typeof productMachine

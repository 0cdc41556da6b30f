/**
 * The shop catalogue (`/shop`): best items, the product grid (a shop paged list, §9) with a
 * liked-only toggle, and the cart button's line count.
 *
 * ```
 * (parallel)
 * best:  loading ─ok─> ready ; ─error─> failed ─user.retryBest─> loading
 * grid:  all ⇄ liked (user.toggleLiked); each invokes the paged list `grid` (products, or liked
 *        products) with the shop preset; its snapshots are kept in context (onSnapshot) and view
 *        events reach it through `grid.send`
 * cart:  loading ─ok─> known (count) ; ─error─> unknown (no count shown)
 * ```
 */
import { assign, fromPromise, sendTo, setup } from "xstate"
import { pagedListMachine } from "../pagedList/pagedList.machine.ts"
import { shopListInput } from "../pagedList/pagedList.presets.ts"
import type { Product } from "../schema/shop.ts"
import type { ShopContext, ShopEvent } from "./shop.types.ts"

const missing = (name: string) => new Error(`shop: '${name}' is not provided; use shopMachine.provide(createShopImplementations(ports))`)

/** The grid's input: the §9 shop preset keyed by product id. */
export const SHOP_GRID_INPUT = shopListInput((p: Product) => p.productId)

export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    events: {} as ShopEvent
  },
  actors: {
    loadBest: fromPromise<ReadonlyArray<Product>, void>(async () => {
      throw missing("loadBest")
    }),
    loadCartCount: fromPromise<number, void>(async () => {
      throw missing("loadCartCount")
    }),
    /** All products, page by page (`pagedList` over the products call). */
    productList: pagedListMachine,
    /** Liked products only, with the same paging. */
    likedList: pagedListMachine
  },
  actions: {
    setBest: assign((_, best: ReadonlyArray<Product>) => ({ best })),
    setCartCount: assign((_, cartCount: number) => ({ cartCount })),
    noteGrid: assign((_, grid: ShopContext["grid"]) => ({ grid })),
    clearGrid: assign({ grid: null }),
    forwardToGrid: sendTo("grid", ({ event }) => {
      if (event.type !== "grid.send") throw new Error("shop: forwardToGrid needs grid.send")
      return event.event
    })
  }
}).createMachine({
  id: "shop",
  type: "parallel",
  context: { best: [], grid: null, cartCount: null },
  on: { "grid.send": { actions: "forwardToGrid" } },
  states: {
    best: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadBest",
            src: "loadBest",
            onDone: { target: "ready", actions: { type: "setBest", params: ({ event }) => event.output } },
            onError: "failed"
          }
        },
        ready: {},
        failed: { on: { "user.retryBest": "loading" } }
      }
    },
    grid: {
      initial: "all",
      states: {
        all: {
          invoke: {
            id: "grid",
            src: "productList",
            input: SHOP_GRID_INPUT,
            onSnapshot: { actions: { type: "noteGrid", params: ({ event }) => event.snapshot } }
          },
          on: { "user.toggleLiked": { target: "liked", actions: "clearGrid" } }
        },
        liked: {
          invoke: {
            id: "grid",
            src: "likedList",
            input: SHOP_GRID_INPUT,
            onSnapshot: { actions: { type: "noteGrid", params: ({ event }) => event.snapshot } }
          },
          on: { "user.toggleLiked": { target: "all", actions: "clearGrid" } }
        }
      }
    },
    cart: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadCartCount",
            src: "loadCartCount",
            onDone: { target: "known", actions: { type: "setCartCount", params: ({ event }) => event.output } },
            onError: "unknown"
          }
        },
        known: {},
        unknown: {}
      }
    }
  }
})

export type ShopMachine = typeof shopMachine

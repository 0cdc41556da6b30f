/**
 * The paged (infinite) list: posts, products, liked products, orders, notifications.
 *
 * ```
 * loading ─┬─ok, no items─────────> empty
 *  (page   ├─ok, last page (rule)──> end
 *  first)  ├─ok────────────────────> ready.still
 *          └─fail──> failure ─user.retry | user.refresh─> loading
 * ready: still ─user.scrolled─> settling ─(debounce)─┬─[near the bottom]─> loadingMore
 *                 (every scroll restarts the wait)   └─────────────────────> still
 *        loadingMore ─┬─ok, last page─> end
 *                     ├─ok───────────> still
 *                     └─fail─> moreFailure ─user.retry─> loadingMore   (the items stay)
 * ready | end | empty | failure | loading ─user.refresh─> loading (from the first page; items stay until it arrives)
 * any state ─item.updated─> the item with the same key is replaced
 *
 * With `recheck` (the order list), in ready and end:
 *   still ─[unsettled items, re-reads left]─> watching ─(every)─> rechecking ─ok | fail─> still
 *   watching ─[nothing unsettled]─> still ; ready.watching | ready.rechecking ─user.scrolled─> settling
 * ```
 *
 * The view only reports how far it is from the bottom (`user.scrolled`); the machine decides
 * when that means "load the next page" (threshold and debounce of §9).
 */
import { assign, not, setup, type DoneActorEvent } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import { errorMessage } from "../api/errors.ts"
import { SHOP_END_PAGE_MAX_ITEMS } from "../domain/constants.ts"
import type { EndRule, ItemKey, PageRequest, PagedListContext, PagedListEvent, PagedListInput, RecheckRequest } from "./pagedList.types.ts"

/** Whether `page` (as fetched) is the last one under `rule`. */
export const isLastPage = (rule: EndRule, page: ReadonlyArray<unknown>, pageSize: number | undefined): boolean => {
  if (rule === "oneOrFewer") return page.length <= SHOP_END_PAGE_MAX_ITEMS
  if (rule === "shorterThanPage") {
    if (pageSize === undefined) throw new Error('pagedList: the "shorterThanPage" end rule needs a pageSize')
    return page.length < pageSize
  }
  return rule(page, pageSize)
}

/** `items` followed by the page's items (sorted by `sortPage`) whose key is not shown yet. */
export const appendPage = <T>(
  items: ReadonlyArray<T>,
  page: ReadonlyArray<T>,
  key: (item: T) => ItemKey,
  sortPage?: (a: T, b: T) => number
): ReadonlyArray<T> => {
  const seen = new Set(items.map(key))
  const fresh: T[] = []
  for (const item of sortPage ? [...page].sort(sortPage) : page) {
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    fresh.push(item)
  }
  return fresh.length === 0 ? items : [...items, ...fresh]
}

const initialContext = (input: PagedListInput<unknown>): PagedListContext<unknown> => {
  const end = input.end ?? "shorterThanPage"
  if (end === "shorterThanPage" && input.pageSize === undefined) {
    throw new Error('pagedList: the "shorterThanPage" end rule needs a pageSize')
  }
  return {
    config: {
      firstPage: input.firstPage ?? 0,
      end,
      key: input.key,
      thresholdPx: input.thresholdPx,
      debounceMs: input.debounceMs,
      ...(input.pageSize === undefined ? {} : { pageSize: input.pageSize }),
      ...(input.sortPage === undefined ? {} : { sortPage: input.sortPage }),
      ...(input.recheck === undefined ? {} : { recheck: input.recheck })
    },
    items: [],
    rechecksLeft: input.recheck?.times ?? 0,
    nextPage: input.firstPage ?? 0,
    distanceFromBottom: Number.POSITIVE_INFINITY,
    error: null
  }
}

type Ctx = PagedListContext<unknown>
type Page = ReadonlyArray<unknown>

const isUnsettled = (context: Ctx, item: unknown): boolean => context.config.recheck?.isUnsettled(item) ?? false

/** The shown pages again, for the keys of the unsettled items. */
const recheckRequest = ({ context }: { context: Ctx }): RecheckRequest => ({
  keys: context.items.filter((i) => isUnsettled(context, i)).map(context.config.key),
  firstPage: context.config.firstPage,
  lastPage: context.nextPage - 1,
  size: context.config.pageSize,
  key: context.config.key
})

/** Waiting for the next re-read (ready and end): back to `still` once nothing is unsettled. */
const WATCHING = {
  always: { guard: not("hasUnsettledItems"), target: "still" },
  after: { recheckEvery: "rechecking" }
} as const

/** Re-reading the unsettled items (ready and end): the items found replace the shown ones; back to `still` either way. */
const RECHECKING = {
  entry: "countRecheck",
  invoke: {
    id: "recheck",
    src: "recheck",
    input: recheckRequest,
    onDone: { target: "still", actions: { type: "replaceItems", params: ({ event }: { event: DoneActorEvent<Page> }) => ({ items: event.output }) } },
    onError: "still"
  }
} as const

/**
 * The machine. Items are `unknown` here; `pagedList<T>(load)` and `connectPagedLoadable<T>` give them
 * their type at the edges.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as PagedListEvent<unknown>,
    input: {} as PagedListInput<unknown>
  },
  actors: {
    /** Loads one page (`pagedList(load)` or `providePagedListMachine(load)` provides it). */
    loadPage: fromApiCall<Page, PageRequest>(async () => {
      throw new Error("pagedList: 'loadPage' is not provided; use pagedList(load) or machine.provide({ actors: { loadPage } })")
    }),
    /** Reads the shown pages again for the unsettled items (`pagedList(load)` provides it with the same loader). */
    recheck: fromApiCall<Page, RecheckRequest>(async () => {
      throw new Error("pagedList: 'recheck' is not provided; use pagedList(load) or machine.provide({ actors: { recheck } })")
    })
  },
  actions: {
    /** The first page replaces the items (a refresh starts over). */
    setFirstPage: assign(({ context }, params: { page: Page }) => ({
      items: appendPage([], params.page, context.config.key, context.config.sortPage),
      nextPage: context.config.firstPage + 1,
      rechecksLeft: context.config.recheck?.times ?? 0,
      error: null
    })),
    appendPage: assign(({ context }, params: { page: Page }) => ({
      items: appendPage(context.items, params.page, context.config.key, context.config.sortPage),
      nextPage: context.nextPage + 1,
      error: null
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    rememberDistance: assign((_, params: { distanceFromBottom: number }) => ({ distanceFromBottom: params.distanceFromBottom })),
    /** A refresh asks for the first page again; the old scroll position means nothing for the new list. */
    forgetDistance: assign({ distanceFromBottom: Number.POSITIVE_INFINITY }),
    /** Replaces the shown item; an item that became unsettled (a refund sent) starts the re-reads over. */
    updateItem: assign(({ context }, params: { item: unknown }) => {
      const k = context.config.key(params.item)
      const at = context.items.findIndex((i) => context.config.key(i) === k)
      if (at < 0) return {}
      const items = [...context.items]
      items[at] = params.item
      const restart = isUnsettled(context, params.item) && !isUnsettled(context, context.items[at])
      return restart ? { items, rechecksLeft: context.config.recheck?.times ?? 0 } : { items }
    }),
    /** The re-read items replace the shown ones with the same key. */
    replaceItems: assign(({ context }, params: { items: Page }) => {
      const fresh = new Map(params.items.map((i) => [context.config.key(i), i]))
      return fresh.size === 0 ? {} : { items: context.items.map((i) => fresh.get(context.config.key(i)) ?? i) }
    }),
    countRecheck: assign(({ context }) => ({ rechecksLeft: Math.max(0, context.rechecksLeft - 1) }))
  },
  guards: {
    hasNoItems: ({ context }, params: { page: Page }) => appendPage([], params.page, context.config.key).length === 0,
    isLastPage: ({ context }, params: { page: Page }) => isLastPage(context.config.end, params.page, context.config.pageSize),
    isNearBottom: ({ context }) => context.distanceFromBottom <= context.config.thresholdPx,
    hasUnsettledItems: ({ context }) => context.rechecksLeft > 0 && context.items.some((i) => isUnsettled(context, i))
  },
  delays: {
    debounce: ({ context }) => context.config.debounceMs,
    recheckEvery: ({ context }) => context.config.recheck?.everyMs ?? 0
  }
}).createMachine({
  id: "pagedList",
  context: ({ input }) => initialContext(input),
  initial: "loading",
  on: {
    "item.updated": { actions: { type: "updateItem", params: ({ event }) => ({ item: event.item }) } }
  },
  states: {
    loading: {
      entry: "forgetDistance",
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }: { context: Ctx }) => ({ page: context.config.firstPage, size: context.config.pageSize }),
        onDone: [
          {
            guard: { type: "hasNoItems", params: ({ event }) => ({ page: event.output }) },
            target: "empty",
            actions: { type: "setFirstPage", params: ({ event }) => ({ page: event.output }) }
          },
          {
            guard: { type: "isLastPage", params: ({ event }) => ({ page: event.output }) },
            target: "end",
            actions: { type: "setFirstPage", params: ({ event }) => ({ page: event.output }) }
          },
          { target: "ready", actions: { type: "setFirstPage", params: ({ event }) => ({ page: event.output }) } }
        ],
        onError: { target: "failure", actions: { type: "setError", params: ({ event }) => ({ error: event.error }) } }
      },
      on: { "user.refresh": { target: "loading", reenter: true } }
    },
    failure: {
      on: { "user.retry": "loading", "user.refresh": "loading" }
    },
    ready: {
      initial: "still",
      on: { "user.refresh": "loading" },
      states: {
        still: {
          always: { guard: "hasUnsettledItems", target: "watching" },
          on: {
            "user.scrolled": {
              target: "settling",
              actions: { type: "rememberDistance", params: ({ event }) => ({ distanceFromBottom: event.distanceFromBottom }) }
            }
          }
        },
        settling: {
          on: {
            "user.scrolled": {
              target: "settling",
              reenter: true,
              actions: { type: "rememberDistance", params: ({ event }) => ({ distanceFromBottom: event.distanceFromBottom }) }
            }
          },
          after: {
            debounce: [{ guard: "isNearBottom", target: "loadingMore" }, { target: "still" }]
          }
        },
        loadingMore: {
          invoke: {
            id: "loadPage",
            src: "loadPage",
            input: ({ context }: { context: Ctx }) => ({ page: context.nextPage, size: context.config.pageSize }),
            onDone: [
              {
                guard: { type: "isLastPage", params: ({ event }) => ({ page: event.output }) },
                target: "#pagedList.end",
                actions: { type: "appendPage", params: ({ event }) => ({ page: event.output }) }
              },
              { target: "still", actions: { type: "appendPage", params: ({ event }) => ({ page: event.output }) } }
            ],
            onError: { target: "moreFailure", actions: { type: "setError", params: ({ event }) => ({ error: event.error }) } }
          }
        },
        moreFailure: {
          on: { "user.retry": "loadingMore" }
        },
        // A scroll while waiting or re-reading goes on as from `still` (the re-read is dropped; `still` waits again).
        watching: {
          ...WATCHING,
          on: {
            "user.scrolled": {
              target: "settling",
              actions: { type: "rememberDistance", params: ({ event }) => ({ distanceFromBottom: event.distanceFromBottom }) }
            }
          }
        },
        rechecking: {
          ...RECHECKING,
          on: {
            "user.scrolled": {
              target: "settling",
              actions: { type: "rememberDistance", params: ({ event }) => ({ distanceFromBottom: event.distanceFromBottom }) }
            }
          }
        }
      }
    },
    end: {
      initial: "still",
      on: { "user.refresh": "loading" },
      states: {
        still: { always: { guard: "hasUnsettledItems", target: "watching" } },
        watching: WATCHING,
        rechecking: RECHECKING
      }
    },
    empty: {
      on: { "user.refresh": "loading" }
    }
  }
})

export type PagedListMachine = typeof pagedListMachine

/**
 * A small generic machine for screens that only show what one load returns (my-page, points,
 * dog profile, nearby routes, hot places):
 *
 * ```
 * starting ─┬─> waiting ─(delayMs)─> loading ─┬─> success
 *           └──────────────────────> loading  ├─> empty     (isEmpty)
 *                                             ├─> notFound  (404, or NotFoundError: no retry)
 *                                             └─> failure ─user.retry─> loading
 * success | empty | notFound | failure ─user.reload─> loading (the last data stays while loading)
 * ```
 */
import { assign, fromPromise, setup } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import { errorMessage, isHttpStatus, NotFoundError } from "../api/errors.ts"
import type { ResourceContext, ResourceEvent, ResourceInput } from "./resource.types.ts"

/** A loader's "this does not exist" without a call (`api/errors.ts`); the machine treats it like a 404 answer. */
export { NotFoundError }

/** A 404 answer or a `NotFoundError`: the thing is not there, and loading again will not change that. */
export const isNotFoundError = (error: unknown): boolean => isHttpStatus(error, 404) || error instanceof NotFoundError

/** Empty means null, or a list without items. */
export const isEmptyData = (data: unknown): boolean => data == null || (Array.isArray(data) && data.length === 0)

/**
 * The resource machine. Data and input are `unknown` here; `loadResource<T, I>` and
 * `connectLoadable<T>` give them their types at the edges.
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext<unknown, unknown>,
    events: {} as ResourceEvent,
    input: {} as ResourceInput<unknown>
  },
  actors: {
    /** Loads the data (`loadResource` provides it). */
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error("resource: 'load' is not provided; use loadResource(load) or machine.provide({ actors: { load } })")
    })
  },
  actions: {
    setData: assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) }))
  },
  guards: {
    hasDelay: ({ context }) => context.delayMs > 0,
    isEmpty: (_, params: { data: unknown }) => isEmptyData(params.data),
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error)
  },
  delays: {
    startDelay: ({ context }) => context.delayMs
  }
}).createMachine({
  id: "resource",
  context: ({ input }) => ({ input: input.input, data: null, error: null, delayMs: input.delayMs ?? 0 }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasDelay", target: "waiting" }, { target: "loading" }]
    },
    waiting: {
      after: { startDelay: "loading" }
    },
    loading: {
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }: { context: ResourceContext<unknown, unknown> }) => context.input,
        onDone: [
          {
            guard: { type: "isEmpty", params: ({ event }) => ({ data: event.output }) },
            target: "empty",
            actions: { type: "setData", params: ({ event }) => ({ data: event.output }) }
          },
          { target: "success", actions: { type: "setData", params: ({ event }) => ({ data: event.output }) } }
        ],
        onError: [
          {
            guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) },
            target: "notFound",
            actions: { type: "setError", params: ({ event }) => ({ error: event.error }) }
          },
          { target: "failure", actions: { type: "setError", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    success: {
      on: { "user.reload": "loading" }
    },
    empty: {
      on: { "user.reload": "loading" }
    },
    notFound: {
      on: { "user.reload": "loading" }
    },
    failure: {
      on: { "user.retry": "loading", "user.reload": "loading" }
    }
  }
})

export type ResourceMachine = typeof resourceMachine

/**
 * A resource machine that loads with `load` (called with the machine's input and an abort signal,
 * aborted when the screen goes away). `isEmpty` decides the empty state (default: null or []).
 *
 * ```ts
 * const machine = loadResource((_: void, signal) => api.call("points", { query: {} }, { signal }))
 * const ref = createActor(machine, { input: { input: undefined } })
 * const points = connectLoadable<PointEntry[]>(ref.getSnapshot(), ref.send)
 * ```
 */
export const loadResource = <T, I = void>(load: (input: I, signal: AbortSignal) => Promise<T>, options: { readonly isEmpty?: (data: T) => boolean } = {}) =>
  resourceMachine.provide({
    actors: { load: fromApiCall<unknown, unknown>(({ input, signal }) => load(input as I, signal)) },
    ...(options.isEmpty ? { guards: { isEmpty: (_: unknown, params: { data: unknown }) => options.isEmpty!(params.data as T) } } : {})
  })

/**
 * Loads whose abort must stay silent. Under React StrictMode, `@xstate/react` stops a screen's
 * actor and restarts it with the same child actors; xstate's `fromPromise` then accepts the
 * rejection of the call the stop aborted as the answer of the restarted call (it only checks that
 * the child is active again), and the screen shows a failure although the new call succeeds.
 * A call aborted by its signal therefore never settles here.
 */
import type { ApiClient } from "@mungwalk/core"

export const unlessAborted = <T,>(signal: AbortSignal, work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => {}) : Promise.reject(error)))

/** `api` whose calls never settle once their signal aborted them. */
export const quietOnAbort = (api: ApiClient): ApiClient => ({
  tokens: api.tokens,
  call: ((name: Parameters<ApiClient["call"]>[0], input?: never, options?: { signal?: AbortSignal }) => {
    const work = api.call(name, input as never, options)
    return options?.signal ? unlessAborted(options.signal, work) : work
  }) as ApiClient["call"]
})

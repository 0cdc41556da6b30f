/**
 * Takes over the API calls a page started while it parsed (`app/earlyCalls.ts`; the inline script
 * of `vite/prerender.ts` leaves them under {@link EARLY_CALLS_GLOBAL}): the app's first GET of the
 * same URL with the same token gets that answer instead of asking again. Each is taken once, and
 * only in the page's first {@link EARLY_CALL_MAX_AGE_MS}; a failed one (the network) is asked again.
 */
import type { Fetch, FetchResponse } from "@mungwalk/core"
import { abortError } from "./abortError.ts"

/** Where the pages' inline script leaves its calls: `[{ url, token, response }]`. */
export const EARLY_CALLS_GLOBAL = "__mungwalkEarlyCalls"

/** An answer this long after the page started is not taken over (the screen asks afresh). */
export const EARLY_CALL_MAX_AGE_MS = 15_000

export interface EarlyCall {
  /** The path and query, as the app's API client asks for it (`/api/post/board/1?page=0&size=15`). */
  readonly url: string
  /** The token it was sent with. */
  readonly token: string
  readonly response: Promise<Response>
}

export interface EarlyCallPorts {
  /** The calls the page started (taken ones are removed from it). */
  readonly calls: () => EarlyCall[] | undefined
  /** Milliseconds since the page started. */
  readonly now: () => number
  /** The page's origin, to read an absolute URL. */
  readonly origin: string
}

const browserPorts = (): EarlyCallPorts => ({
  calls: () => (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as EarlyCall[] | undefined,
  now: () => performance.now(),
  origin: location.origin
})

/** `fetch`, answering a GET the page already started with that call's answer. */
export const earlyCallsFetch =
  (fetch: Fetch, ports: EarlyCallPorts = browserPorts()): Fetch =>
  (input, init, extras) => {
    const calls = ports.calls()
    if (calls === undefined || calls.length === 0 || (init.method ?? "GET") !== "GET" || ports.now() > EARLY_CALL_MAX_AGE_MS) {
      return fetch(input, init, extras)
    }
    const url = new URL(input, ports.origin)
    const authorization = new Headers(init.headers).get("authorization")
    const at = url.origin === ports.origin ? calls.findIndex((c) => c.url === url.pathname + url.search && authorization === `Bearer ${c.token}`) : -1
    if (at < 0) return fetch(input, init, extras)
    const [early] = calls.splice(at, 1)
    const signal = init.signal
    if (signal?.aborted) return Promise.reject(abortError())
    return new Promise<FetchResponse>((resolve, reject) => {
      const onAbort = () => reject(abortError())
      signal?.addEventListener("abort", onAbort, { once: true })
      early!.response.then(
        (response) => {
          signal?.removeEventListener("abort", onAbort)
          resolve(response)
        },
        // The early call failed on the way (offline, say): ask as if it had never been made.
        () => {
          signal?.removeEventListener("abort", onAbort)
          fetch(input, init, extras).then(resolve, reject)
        }
      )
    })
  }

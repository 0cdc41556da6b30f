/**
 * The web transport's background lane (issue 33): a call the client marks `background` (the walk's
 * batch, every 20 s for hours while the route is drawn) is sent by a dedicated worker
 * (`fetch.worker.ts`), so the page's main thread pays a `postMessage` (~0.9 ms at 4× CPU slowdown)
 * instead of `fetch`'s own work (~6 ms there: the request's set-up and the answer's delivery).
 * Every other call, a call with a `FormData` body, and every call once the worker has failed, go to
 * the `fetch` below it.
 *
 * The page keeps each call's promise and its abort: an aborted call settles at once (the worker is
 * told to abort its request), and a worker that fails (its script cannot load, say) fails the calls
 * it held as network errors — their outcome is unknown, as with any dropped connection, and the
 * walk's outbox sends them again (the server stores a batch sent twice once).
 */
import type { Fetch, FetchInit, FetchResponse } from "@mungwalk/core"
import type { FetchWorkerAnswer, FetchWorkerRequest } from "./backgroundFetch.serve.ts"
import { abortError } from "./abortError.ts"

/** The part of `Worker` the lane uses (tests pass a `MessagePort` pair). */
export interface FetchWorkerLike {
  postMessage(message: FetchWorkerRequest): void
  onmessage: ((event: { readonly data: FetchWorkerAnswer }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export interface BackgroundFetchPorts {
  /** Creates the worker, on the first background call; `null` (no `Worker` here) keeps every call on `fetch`. */
  readonly createWorker?: () => FetchWorkerLike | null
  /** The page's origin, to make the client's paths absolute for the worker. */
  readonly origin?: string
}

const browserFetchWorker = (): FetchWorkerLike | null =>
  typeof Worker === "undefined"
    ? null
    : (new Worker(new URL("./fetch.worker.ts", import.meta.url), { type: "module", name: "api" }) as unknown as FetchWorkerLike)

/** The worker's answer as the client reads one (`FetchResponse`). */
const responseOf = (answer: Extract<FetchWorkerAnswer, { status: number }>): FetchResponse => ({
  ok: answer.status >= 200 && answer.status < 300,
  status: answer.status,
  statusText: answer.statusText,
  headers: new Headers(answer.headers as Array<[string, string]>),
  text: () => Promise.resolve(answer.body)
})

interface Pending {
  readonly resolve: (response: FetchResponse) => void
  readonly reject: (error: unknown) => void
  readonly done: () => void
}

/** `fetch`, sending the client's background calls from a worker (see above). */
export const backgroundFetch = (
  fetch: Fetch,
  { createWorker = browserFetchWorker, origin = globalThis.location?.origin ?? "" }: BackgroundFetchPorts = {}
): Fetch => {
  let worker: FetchWorkerLike | null = null
  let failed = false
  let nextId = 1
  const pending = new Map<number, Pending>()

  const fail = (): void => {
    failed = true
    worker = null
    for (const call of [...pending.values()]) {
      call.done()
      call.reject(new TypeError("The background request's worker failed."))
    }
  }

  const start = (): FetchWorkerLike | null => {
    if (worker || failed) return worker
    try {
      worker = createWorker()
    } catch {
      worker = null
    }
    if (!worker) {
      failed = true
      return null
    }
    worker.onmessage = ({ data }) => {
      const call = pending.get(data.id)
      if (!call) return // aborted meanwhile
      call.done()
      if ("status" in data) call.resolve(responseOf(data))
      else call.reject(data.failed === "abort" ? abortError() : new TypeError(data.message))
    }
    worker.onerror = fail
    return worker
  }

  return (input: string, init: FetchInit, extras) => {
    const lane = extras?.background && (init.body === undefined || typeof init.body === "string") ? start() : null
    if (!lane) return fetch(input, init, extras)
    const signal = init.signal
    if (signal?.aborted) return Promise.reject(abortError())
    const id = nextId++
    return new Promise<FetchResponse>((resolve, reject) => {
      const onAbort = (): void => {
        if (!pending.has(id)) return
        pending.get(id)!.done()
        lane.postMessage({ id, abort: true })
        reject(abortError())
      }
      pending.set(id, {
        resolve,
        reject,
        done: () => {
          pending.delete(id)
          signal?.removeEventListener("abort", onAbort)
        }
      })
      signal?.addEventListener("abort", onAbort, { once: true })
      lane.postMessage({
        id,
        url: new URL(input, origin).href,
        method: init.method ?? "GET",
        headers: { ...init.headers },
        ...(typeof init.body === "string" ? { body: init.body } : {})
      })
    })
  }
}

/**
 * The worker's side of the background lane (`backgroundFetch.ts`; run by `fetch.worker.ts`): the
 * messages between the page and the worker, and the worker's answering of them.
 */

/** What the page asks of the worker. */
export type FetchWorkerRequest =
  | { readonly id: number; readonly url: string; readonly method: string; readonly headers: Record<string, string>; readonly body?: string }
  | { readonly id: number; readonly abort: true }

/** What the worker answers: the whole answer (its text read in the worker), or how it failed. */
export type FetchWorkerAnswer =
  | {
      readonly id: number
      readonly status: number
      readonly statusText: string
      readonly headers: ReadonlyArray<readonly [string, string]>
      readonly body: string
    }
  | { readonly id: number; readonly failed: "network" | "abort"; readonly message: string }

/** The worker's side: answers the page's requests with `fetch`, one `AbortController` each. */
export const serveFetchRequests = (
  port: { postMessage(answer: FetchWorkerAnswer): void; onmessage: ((event: { readonly data: FetchWorkerRequest }) => void) | null },
  fetch: (input: string, init: RequestInit) => Promise<Response> = (input, init) => globalThis.fetch(input, init)
): void => {
  const inFlight = new Map<number, AbortController>()
  port.onmessage = ({ data }) => {
    if ("abort" in data) {
      inFlight.get(data.id)?.abort()
      return
    }
    const controller = new AbortController()
    inFlight.set(data.id, controller)
    const { id, url, method, headers, body } = data
    fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal: controller.signal })
      .then(async (response) => {
        const text = await response.text()
        port.postMessage({ id, status: response.status, statusText: response.statusText, headers: [...response.headers], body: text })
      })
      .catch((cause: unknown) => {
        const abort = controller.signal.aborted || (cause as { name?: string })?.name === "AbortError"
        port.postMessage({ id, failed: abort ? "abort" : "network", message: cause instanceof Error ? cause.message : String(cause) })
      })
      .finally(() => inFlight.delete(id))
  }
}

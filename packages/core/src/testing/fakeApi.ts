/**
 * A fake server behind the REAL API client: `createApiClient` runs unchanged (token header,
 * token rules, response decoding) over a fake `fetch` that answers with values encoded by the
 * endpoint's own response schema. Requests are recorded; each one is answered by a handler, or
 * left pending until the test answers it (`fake.next("walkUpdate").respond(...)`).
 */
import { createApiClient, type ApiClient } from "../api/client.ts"
import { encodeWith } from "../api/codec.ts"
import { isBinaryResponse, type EndpointSpec } from "../api/endpoint.ts"
import { endpoints, type EndpointName, type Endpoints } from "../api/endpoints.ts"
import type { EndpointOutput } from "../api/endpoint.ts"
import { createTokenStore, type TokenStore } from "../api/tokens.ts"
import { memoryStorage, type KeyValueStorage } from "../ports.ts"

/** How the fake server answers: a domain value (encoded with the endpoint's response schema), an HTTP error, or no connection. */
export type FakeAnswer =
  | { readonly kind: "ok"; readonly value: unknown; readonly headers?: Record<string, string> }
  | { readonly kind: "http"; readonly status: number; readonly message: string }
  | { readonly kind: "network" }

export const ok = (value: unknown, headers?: Record<string, string>): FakeAnswer => (headers ? { kind: "ok", value, headers } : { kind: "ok", value })
export const httpError = (status: number, message = `HTTP ${status}`): FakeAnswer => ({ kind: "http", status, message })
export const networkDown = (): FakeAnswer => ({ kind: "network" })

export interface FakeRequest<K extends EndpointName = EndpointName> {
  readonly name: K
  readonly method: string
  readonly url: string
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  readonly headers: Readonly<Record<string, string>>
  /** The JSON body (json endpoints) or the JSON part (multipart endpoints with a part), as sent. */
  readonly json: any
  /** The multipart form, when the call sent one. */
  readonly form: FormData | undefined
  readonly settled: boolean
  /** The caller aborted the request before it was answered. */
  readonly aborted: boolean
  answer(answer: FakeAnswer): void
  respond(value: EndpointOutput<Endpoints[K]>): void
  fail(status: number, message?: string): void
  networkError(): void
}

export type FakeHandler<K extends EndpointName = EndpointName> = (request: FakeRequest<K>) => FakeAnswer | undefined

interface Route {
  readonly name: EndpointName
  readonly spec: EndpointSpec
  readonly pattern: RegExp
  readonly keys: string[]
}

const routes: Route[] = Object.entries(endpoints as Record<string, EndpointSpec>).map(([name, spec]) => {
  const keys: string[] = []
  const source = spec.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, k: string) => {
    keys.push(k)
    return "([^/]+)"
  })
  return { name: name as EndpointName, spec, pattern: new RegExp(`^${source}$`), keys }
})

const match = (method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined => {
  for (const route of routes) {
    if (route.spec.method !== method) continue
    const m = route.pattern.exec(pathname)
    if (!m) continue
    const params: Record<string, string> = {}
    route.keys.forEach((k, i) => {
      params[k] = decodeURIComponent(m[i + 1]!)
    })
    return { route, params }
  }
  return undefined
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers }
  })

export interface FakeApi {
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>
  /** The real client over the fake fetch. */
  readonly api: ApiClient
  readonly tokens: TokenStore
  readonly storage: KeyValueStorage
  /** Every request, in order. */
  readonly requests: ReadonlyArray<FakeRequest>
  /** Answers every later `name` call with `handler` (return undefined to leave one pending). */
  on<K extends EndpointName>(name: K, handler: FakeHandler<K>): void
  /** The requests made to `name`. */
  calls<K extends EndpointName>(name: K): ReadonlyArray<FakeRequest<K>>
  /** Unanswered requests (to `name`). */
  pending(name?: EndpointName): ReadonlyArray<FakeRequest>
  /** The oldest unanswered `name` request; throws when there is none. */
  next<K extends EndpointName>(name: K): FakeRequest<K>
}

export const createFakeApi = (options: { token?: string | null; storage?: KeyValueStorage; onUnauthorized?: () => void } = {}): FakeApi => {
  const storage = options.storage ?? memoryStorage()
  const tokens = createTokenStore(storage)
  if (options.token !== null) tokens.set(options.token ?? "test-token")
  const requests: FakeRequest[] = []
  const handlers = new Map<EndpointName, FakeHandler>()

  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, "http://fake.test")
    const method = (init.method ?? "GET").toUpperCase()
    const found = match(method, url.pathname)
    if (!found) return jsonResponse(404, { message: `No endpoint ${method} ${url.pathname}` })
    const { route, params } = found
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value
    })
    let json: unknown
    let form: FormData | undefined
    if (typeof init.body === "string") json = JSON.parse(init.body)
    else if (init.body instanceof FormData) {
      form = init.body
      const body = route.spec.body
      if (body?.kind === "multipart" && body.part) {
        const part = form.get(body.part.name)
        if (part instanceof Blob) json = JSON.parse(await part.text())
      }
    }
    return new Promise<Response>((resolve, reject) => {
      let settled = false
      let aborted = false
      const answer = (a: FakeAnswer): void => {
        if (settled) throw new Error(`fake api: ${route.name} was already answered`)
        settled = true
        if (a.kind === "network") reject(new TypeError("fetch failed"))
        else if (a.kind === "http") resolve(jsonResponse(a.status, { message: a.message }))
        else if (route.spec.response === null) resolve(jsonResponse(200, undefined, a.headers))
        else if (isBinaryResponse(route.spec.response)) {
          const blob = a.value instanceof Blob ? a.value : new Blob([], { type: route.spec.response.binary })
          resolve(new Response(blob, { status: 200, headers: { "content-type": route.spec.response.binary, ...a.headers } }))
        } else {
          const encoded = encodeWith(route.spec.response, a.value)
          if (!encoded.ok) throw new Error(`fake api: ${route.name} answer does not encode: ${encoded.message}`)
          resolve(jsonResponse(200, encoded.value, a.headers))
        }
      }
      const request: FakeRequest = {
        name: route.name,
        method,
        url: url.pathname + url.search,
        params,
        query: url.searchParams,
        headers,
        json,
        form,
        get settled() {
          return settled
        },
        get aborted() {
          return aborted
        },
        answer,
        respond: (value) => answer({ kind: "ok", value }),
        fail: (status, message) => answer(httpError(status, message)),
        networkError: () => answer(networkDown())
      }
      requests.push(request)
      const abort = () => {
        if (settled) return
        settled = true
        aborted = true
        reject(new DOMException("The operation was aborted.", "AbortError"))
      }
      if (init.signal?.aborted) return abort()
      init.signal?.addEventListener("abort", abort)
      const handler = handlers.get(route.name)
      const a = handler?.(request)
      if (a) answer(a)
    })
  }

  const api = createApiClient({ fetch, tokens, ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}) })
  return {
    fetch,
    api,
    tokens,
    storage,
    requests,
    on: (name, handler) => void handlers.set(name, handler as FakeHandler),
    calls: (name) => requests.filter((r) => r.name === name) as never,
    pending: (name) => requests.filter((r) => !r.settled && (name === undefined || r.name === name)),
    next: (name) => {
      const r = requests.find((q) => q.name === name && !q.settled)
      if (!r) throw new Error(`fake api: no pending ${name} request (made: ${requests.map((q) => q.name).join(", ") || "none"})`)
      return r as never
    }
  }
}

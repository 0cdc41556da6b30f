/**
 * The API client: one transport (an injectable `fetch`), the endpoint table, and the §4 token
 * rules — `Authorization: Bearer {token}` on every call; a response's `authorization` header or
 * body `accessToken` replaces the stored token; any 401 clears it and signals logout.
 *
 * The endpoint table and its codecs (`request.ts`, with Effect's `Schema`) load with the first
 * call: creating a client costs none of them, and a screen that calls nothing never loads them.
 */
import { IDEMPOTENCY_KEY_HEADER, isBinaryResponse, type EndpointInput, type EndpointOutput, type EndpointSpec } from "./endpoint.ts"
import type { EndpointName, Endpoints } from "./endpoints.ts"
import { DecodeError, HttpError, NetworkError, RequestError } from "./errors.ts"
import { bearerToken, type TokenStore } from "./tokens.ts"
import type { AnyInput } from "./request.ts"

type RequestModule = typeof import("./request.ts")
let requestModule: RequestModule | undefined
let loadingRequestModule: Promise<RequestModule> | undefined

/**
 * The endpoint table and its codecs, imported once per page (or process) on the first call; later
 * calls get the module at once, without waiting a turn.
 */
export const loadRequestModule = (): RequestModule | Promise<RequestModule> => {
  if (requestModule) return requestModule
  loadingRequestModule ??= import("./request.ts").then(
    (m) => {
      requestModule = m
      return m
    },
    (e: unknown) => {
      // Tried again by the next call.
      loadingRequestModule = undefined
      throw e
    }
  )
  return loadingRequestModule
}

/**
 * The transport. A transport that can watch an upload (the web's XMLHttpRequest one) reports it
 * through `extras.onUploadProgress`; one that can send off the page's main thread (the web's worker
 * one) does so for `extras.background`; plain `fetch` ignores the third argument.
 */
export type Fetch = (input: string, init: FetchInit, extras?: TransportExtras) => Promise<FetchResponse>

/** The request the client hands its transport (it always sets `method` and `headers`); the platform's `fetch` takes it as its `RequestInit`. */
export interface FetchInit {
  method?: string
  headers?: Record<string, string>
  body?: string | FormData
  signal?: AbortSignal
}

/** What the client reads of the transport's answer; the platform's `fetch` `Response` is one. */
export interface FetchResponse {
  readonly ok: boolean
  readonly status: number
  readonly statusText: string
  readonly headers: { get(name: string): string | null }
  text(): Promise<string>
  /** Read for a binary answer (a picture); the platform's `Response` has it. */
  blob?(): Promise<Blob>
}

export interface TransportExtras {
  /** Fraction of the request body sent, 0…1. */
  readonly onUploadProgress?: (fraction: number) => void
  /** The call is the app's own bookkeeping that no screen waits on (`CallOptions.background`). */
  readonly background?: true
}

export interface ApiClientOptions {
  /** Origin and prefix of the API; "" (default) means the page's own origin. */
  readonly baseUrl?: string
  /** The transport. Defaults to the global `fetch`, looked up at call time. */
  readonly fetch?: Fetch
  readonly tokens: TokenStore
  /** Called after a 401 cleared the token. */
  readonly onUnauthorized?: (endpoint: EndpointName) => void
}

export interface CallOptions {
  readonly signal?: AbortSignal
  /**
   * Upload progress, 0…1: reported by the transport when it can (see `Fetch`), and always 1 once
   * the request was sent and answered.
   */
  readonly onUploadProgress?: (fraction: number) => void
  /**
   * No screen waits on the answer to draw: the walk's batches, sent every 20 s for hours while the
   * route is drawn (issue 33). A transport that can run it off the page's main thread does.
   */
  readonly background?: boolean
  /**
   * The submission's key (`newSubmissionKey`), for an `idempotent` endpoint only: the same key on a
   * retry makes the server answer the first call's answer instead of creating a second copy.
   */
  readonly idempotencyKey?: string
}

type Args<K extends EndpointName> =
  Record<never, never> extends EndpointInput<Endpoints[K]>
    ? [input?: EndpointInput<Endpoints[K]>, options?: CallOptions]
    : [input: EndpointInput<Endpoints[K]>, options?: CallOptions]

export interface ApiClient {
  call<K extends EndpointName>(name: K, ...args: Args<K>): Promise<EndpointOutput<Endpoints[K]>>
  readonly tokens: TokenStore
}

export type ApiCall = ApiClient["call"]

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { tokens, baseUrl = "" } = options
  const transport: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const call = async (name: EndpointName, input: AnyInput = {}, callOptions: CallOptions = {}): Promise<unknown> => {
    const { endpoints, buildRequest, decodeWith } = requestModule ?? (await loadRequestModule())
    const ep: EndpointSpec = endpoints[name]
    const sentToken = tokens.get()
    const { url, init } = buildRequest(name, ep, input, sentToken)
    if (callOptions.signal) init.signal = callOptions.signal
    if (callOptions.idempotencyKey !== undefined) {
      if (!ep.idempotent) throw new RequestError(name, "", `${name} takes no idempotency key`)
      init.headers = { ...init.headers, [IDEMPOTENCY_KEY_HEADER]: callOptions.idempotencyKey }
    }

    let response: FetchResponse
    try {
      const extras: TransportExtras | undefined = callOptions.onUploadProgress
        ? { onUploadProgress: callOptions.onUploadProgress }
        : callOptions.background
          ? { background: true }
          : undefined
      response = extras ? await transport(baseUrl + url, init, extras) : await transport(baseUrl + url, init)
    } catch (cause) {
      const aborted = callOptions.signal?.aborted === true || (cause as { name?: string })?.name === "AbortError"
      throw new NetworkError(name, aborted ? "요청이 취소되었습니다." : "네트워크에 연결할 수 없습니다.", aborted, { cause })
    }

    callOptions.onUploadProgress?.(1)
    const headerToken = bearerToken(response.headers.get("authorization"))
    if (headerToken) tokens.set(headerToken)

    if (response.ok && isBinaryResponse(ep.response)) {
      if (!response.blob) throw new DecodeError(name, "", `${name}: the transport cannot read a binary answer`)
      try {
        return await response.blob()
      } catch (cause) {
        throw new NetworkError(name, "응답을 받는 중 연결이 끊어졌습니다.", false, { cause })
      }
    }
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      throw new NetworkError(name, "응답을 받는 중 연결이 끊어졌습니다.", false, { cause })
    }
    let json: unknown
    let parsed = false
    if (text.length > 0) {
      try {
        json = JSON.parse(text)
        parsed = true
      } catch {
        parsed = false
      }
    }
    if (parsed && json !== null && typeof json === "object" && typeof (json as { accessToken?: unknown }).accessToken === "string") {
      tokens.set((json as { accessToken: string }).accessToken)
    }

    // A 401 signs out the token it refused: when another was stored while the call was out (a
    // sign-in), that session is not the one refused and stays.
    if (response.status === 401 && tokens.get() === sentToken) {
      tokens.clear()
      options.onUnauthorized?.(name)
    }
    if (!response.ok) {
      const message =
        parsed && typeof (json as { message?: unknown })?.message === "string"
          ? (json as { message: string }).message
          : response.statusText || `HTTP ${response.status}`
      const detail = parsed && typeof (json as { detail?: unknown })?.detail === "string" ? (json as { detail: string }).detail : undefined
      throw new HttpError(name, response.status, message, detail)
    }
    if (ep.response === null || isBinaryResponse(ep.response)) return undefined
    if (!parsed) throw new DecodeError(name, "", `${name}: expected a JSON answer`)
    const decoded = decodeWith(ep.response, json)
    if (!decoded.ok) throw new DecodeError(name, decoded.path, `${name}: ${decoded.message}`)
    return decoded.value
  }

  return { call: call as ApiClient["call"], tokens }
}

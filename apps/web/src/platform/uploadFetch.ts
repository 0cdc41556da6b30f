/**
 * The API transport of the web app: `fetch` for every call, and XMLHttpRequest for a call that
 * watches its upload (`onUploadProgress`, the post form's photos) — `fetch` cannot report how much
 * of a request body was sent. The core client passes the watcher as `Fetch`'s third argument.
 */
import type { Fetch } from "@mungwalk/core"
import { abortError } from "./abortError.ts"

/** The part of `XMLHttpRequest` the transport uses (tests pass a stand-in). */
export interface XhrLike {
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  getAllResponseHeaders(): string
  send(body?: XMLHttpRequestBodyInit | null): void
  abort(): void
  responseType: XMLHttpRequestResponseType
  readonly response: unknown
  readonly status: number
  readonly statusText: string
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
  ontimeout: (() => void) | null
}

export interface UploadFetchPorts {
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>
  readonly createXhr?: () => XhrLike
}

/** Response headers from `getAllResponseHeaders()` ("name: value\r\n…"). */
export const parseResponseHeaders = (raw: string): Headers => {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":")
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

/** Statuses whose `Response` may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304])

const sendWithXhr = (xhr: XhrLike, url: string, init: RequestInit, onUploadProgress: (fraction: number) => void): Promise<Response> =>
  new Promise((resolve, reject) => {
    const signal = init.signal
    if (signal?.aborted) return reject(abortError())
    xhr.open(init.method ?? "GET", url)
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value)
    })
    xhr.responseType = "blob"
    const onAbort = () => xhr.abort()
    signal?.addEventListener("abort", onAbort, { once: true })
    const settle = () => signal?.removeEventListener("abort", onAbort)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total))
    }
    xhr.onload = () => {
      settle()
      const body = NO_BODY.has(xhr.status) ? null : (xhr.response as Blob | null)
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseResponseHeaders(xhr.getAllResponseHeaders()) }))
    }
    xhr.onerror = xhr.ontimeout = () => {
      settle()
      reject(new TypeError("Network request failed"))
    }
    xhr.onabort = () => {
      settle()
      reject(abortError())
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
  })

/** The transport for `createApiClient({ fetch })` / `createSession({ fetch })`. */
export const uploadFetch =
  ({ fetch = (input, init) => globalThis.fetch(input, init), createXhr = () => new XMLHttpRequest() as unknown as XhrLike }: UploadFetchPorts = {}): Fetch =>
  (input, init, extras) =>
    extras?.onUploadProgress ? sendWithXhr(createXhr(), input, init, extras.onUploadProgress) : fetch(input, init)

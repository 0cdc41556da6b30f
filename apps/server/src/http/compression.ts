/**
 * Content negotiation and compression: `Accept-Encoding` parsing (br > gzip > identity), and the
 * `/api/*` middleware that compresses JSON answers above a threshold with node:zlib. Only answers
 * that are already whole in memory (JSON) are compressed, so a stream (the notification SSE
 * stream, `text/event-stream`) is never buffered or held back.
 */
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Context, MiddlewareHandler } from "hono"

export type Encoding = "br" | "gzip" | "identity"

/** JSON answers shorter than this go out as they are: compression would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024

/** The encodings a request accepts (q > 0), by `Accept-Encoding`; identity unless refused. */
export const acceptedEncodings = (header: string | null | undefined): ReadonlySet<Encoding> => {
  const accepted = new Set<Encoding>()
  let star: number | null = null
  let identity: number | null = null
  for (const part of (header ?? "").split(",")) {
    const [rawName, ...params] = part.trim().split(";")
    const name = rawName?.trim().toLowerCase()
    if (!name) continue
    let q = 1
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)
      if (m) q = Number(m[1])
    }
    if (name === "*") star = q
    else if (name === "identity") identity = q
    else if ((name === "br" || name === "gzip") && q > 0) accepted.add(name)
  }
  if (star !== null && star > 0) {
    accepted.add("br")
    accepted.add("gzip")
  }
  if ((identity ?? star ?? 1) > 0) accepted.add("identity")
  return accepted
}

/** The best encoding among those available: br, then gzip, then identity (null: none acceptable). */
export const chooseEncoding = (header: string | null | undefined, available: ReadonlyArray<Encoding>): Encoding | null => {
  const accepted = acceptedEncodings(header)
  for (const e of ["br", "gzip", "identity"] as const) {
    if (available.includes(e) && accepted.has(e)) return e
  }
  return available.includes("identity") ? "identity" : null
}

/** Adds `Accept-Encoding` to a response's `Vary`, keeping what is there. */
export const varyOnEncoding = (headers: Headers): void => {
  const vary = headers.get("Vary")
  if (!vary) headers.set("Vary", "Accept-Encoding")
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`)
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Compresses a whole body off the event loop (zlib's thread pool). Quality favours speed: these are made per request. */
export const compressBody = (data: Uint8Array, encoding: "br" | "gzip"): Promise<Buffer> =>
  encoding === "br"
    ? brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } })
    : gzipAsync(data, { level: 6 })

/** The text of answers made by {@link jsonAnswer}, so {@link compressJson} need not read their body back. */
const jsonTexts = new WeakMap<Response, string>()

/**
 * `c.json(value)` (the same answer and headers) that also remembers its text: reading a body back
 * out of a `Response` builds a web stream, which costs a small answer (a walk update's) more than
 * making it.
 */
export const jsonAnswer = (c: Context, value: unknown): Response => {
  const text = JSON.stringify(value)
  const res = c.body(text, undefined, { "Content-Type": "application/json" })
  // JSON.stringify answers undefined for undefined: no body then, nothing to remember.
  if (typeof text === "string") jsonTexts.set(res, text)
  return res
}

/** Compresses JSON answers of at least `minBytes` for clients that accept br or gzip. */
export const compressJson =
  (minBytes = COMPRESS_MIN_BYTES): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const res = c.res
    const known = jsonTexts.get(res)
    if (known !== undefined && c.req.method !== "HEAD" && !res.headers.has("Content-Encoding") && Buffer.byteLength(known) < minBytes) {
      // Short: it goes out as it is, so the response stays; only the headers change.
      varyOnEncoding(res.headers)
      res.headers.set("Content-Length", String(Buffer.byteLength(known)))
      return
    }
    if (!res.body || c.req.method === "HEAD") return
    if (!/^application\/json\b/i.test(res.headers.get("Content-Type") ?? "")) return
    if (res.headers.has("Content-Encoding")) return
    const data = known !== undefined ? new TextEncoder().encode(known) : new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    varyOnEncoding(headers)
    const encoding = data.byteLength >= minBytes ? chooseEncoding(c.req.header("Accept-Encoding"), ["br", "gzip", "identity"]) : "identity"
    let body: Uint8Array = data
    if (encoding === "br" || encoding === "gzip") {
      body = await compressBody(data, encoding)
      headers.set("Content-Encoding", encoding)
    }
    headers.set("Content-Length", String(body.byteLength))
    // Hono copies the old response's headers onto a new one; clear it first so the new length stands.
    c.res = undefined
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers })
  }

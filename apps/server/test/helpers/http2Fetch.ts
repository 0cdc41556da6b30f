/**
 * `fetch` over HTTP/2 with a CA to trust (Node's own `fetch` speaks HTTP/1.1 and takes no CA): one
 * session per origin, answers streamed. For the HTTPS server in tests and the Lighthouse bench.
 */
import http2 from "node:http2"
import { Readable } from "node:stream"

/** `fetch` over one HTTP/2 session per origin, trusting `ca`; `close()` ends the sessions. */
export const http2Fetch = (ca: Buffer) => {
  const sessions = new Map<string, http2.ClientHttp2Session>()
  const session = (origin: string) => {
    let s = sessions.get(origin)
    if (!s || s.closed || s.destroyed) {
      s = http2.connect(origin, { ca })
      s.on("error", () => {})
      sessions.set(origin, s)
    }
    return s
  }
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const headers: http2.OutgoingHttpHeaders = { ":method": request.method, ":path": `${url.pathname}${url.search}` }
    request.headers.forEach((value, key) => {
      headers[key] = value
    })
    const stream = session(url.origin).request(headers, { endStream: body === undefined })
    if (body) stream.end(body)
    const answer = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      stream.once("response", resolve)
      stream.once("error", reject)
    })
    const status = Number(answer[":status"])
    const responseHeaders = new Headers()
    for (const [key, value] of Object.entries(answer)) {
      if (!key.startsWith(":") && value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(", ") : String(value))
    }
    const empty = status === 204 || status === 304 || request.method === "HEAD"
    if (empty) stream.resume()
    return new Response(empty ? null : (Readable.toWeb(stream) as ReadableStream<Uint8Array>), { status, headers: responseHeaders })
  }
  const close = () => {
    for (const s of sessions.values()) s.close()
  }
  return { fetch, close }
}

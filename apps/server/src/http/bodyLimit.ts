/**
 * Hono's `bodyLimit` without its cost on the node server: Hono's reads `c.req.raw.body` to see
 * whether there is a body, and on `@hono/node-server` that alone builds the whole web `Request`
 * with a web stream over the socket (a measurable share of a small request's CPU). Under the node
 * server this one answers the same without touching the body — GET and HEAD have none there, a
 * declared `Content-Length` (without `Transfer-Encoding`) is compared with the limit as Hono does
 * — and hands everything else (a chunked body, or no node server: `app.request` in tests) to
 * Hono's own middleware, which counts the bytes. Same limits, same 413s.
 */
import type { IncomingMessage } from "node:http"
import type { Context, MiddlewareHandler } from "hono"
import { bodyLimit as honoBodyLimit } from "hono/body-limit"

/** The node request under `@hono/node-server` (its `env.incoming`); undefined elsewhere. */
export const incomingOf = (c: Context): IncomingMessage | undefined => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming

export const bodyLimit = (options: Parameters<typeof honoBodyLimit>[0]): MiddlewareHandler => {
  const counting = honoBodyLimit(options)
  const onError = options.onError
  return async (c, next) => {
    if (incomingOf(c) === undefined || onError === undefined) return counting(c, next)
    if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    const length = c.req.header("content-length")
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counting(c, next)
    return parseInt(length || "0", 10) > options.maxSize ? onError(c) : next()
  }
}

/**
 * The body of a request as text (UTF-8, a leading BOM dropped, as `Request.text()` decodes it).
 * Under the node server, when nothing has started reading it and its length is declared (so no
 * counting limit wrapped it), straight from the socket; otherwise through `c.req.text()`.
 */
export const requestText = (c: Context): Promise<string> => {
  const incoming = incomingOf(c)
  if (
    incoming === undefined ||
    incoming.readableFlowing !== null ||
    incoming.readableEnded ||
    c.req.header("content-length") === undefined ||
    c.req.header("transfer-encoding") !== undefined
  )
    return c.req.text()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const onData = (chunk: Buffer) => chunks.push(chunk)
    const onEnd = () => {
      done()
      resolve(new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)))
    }
    const onFail = (e?: Error) => {
      done()
      reject(e ?? new Error("request closed before its body was read"))
    }
    const onClose = () => onFail()
    const done = () => {
      incoming.off("data", onData)
      incoming.off("end", onEnd)
      incoming.off("error", onFail)
      incoming.off("close", onClose)
    }
    incoming.on("data", onData)
    incoming.once("end", onEnd)
    incoming.once("error", onFail)
    incoming.once("close", onClose)
  })
}

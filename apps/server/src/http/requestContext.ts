/**
 * Every request gets an id — the caller's `X-Request-Id` when it is a short token of safe
 * characters, a new UUID otherwise — sent back as `X-Request-Id` and attached to every log line
 * written while the request is handled, and one access-log line when it ends.
 */
import { randomUUID } from "node:crypto"
import type { MiddlewareHandler } from "hono"
import { type AppEnv, setAnswerHeader } from "./context.ts"
import { logger, withRequestId } from "./log.ts"

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/

export const requestContext = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const incoming = c.req.header("x-request-id")
  const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID()
  const started = performance.now()
  await withRequestId(requestId, async () => {
    try {
      await next()
    } finally {
      setAnswerHeader(c, "X-Request-Id", requestId)
      const ms = Math.round((performance.now() - started) * 10) / 10
      const status = c.res.status
      logger[status >= 500 ? "error" : "info"]("request", { method: c.req.method, path: c.req.path, status, ms })
    }
  })
}

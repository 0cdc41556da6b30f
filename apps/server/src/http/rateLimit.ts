/**
 * Rate limits for sign-in and writes, per client IP and per member, in fixed windows counted in
 * the `rate_limits` table (so every instance on PostgreSQL shares the counts). Over the limit the
 * call answers 429 JSON with `Retry-After` (seconds to the next window). Limits come from the
 * configuration (`RATE_LIMIT*` variables) and are generous: the e2e journeys, the tests and a
 * person using the app never reach them; `RATE_LIMIT=0` switches them off (benchmarks).
 */
import type { Context, MiddlewareHandler } from "hono"
import { getConnInfo } from "@hono/node-server/conninfo"
import { lt, sql } from "drizzle-orm"
import type { Db } from "../db/client.ts"
import { rateLimits } from "../db/schema.ts"
import type { AppDeps, AppEnv } from "./context.ts"
import { errorBody } from "./errors.ts"
import { logger } from "./log.ts"

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/** The sign-in paths: the development sign-in (both forms) and the social sign-in redirects. */
export const isSignInPath = (method: string, path: string): boolean =>
  (method === "POST" && path === "/api/login") || (method === "GET" && path.startsWith("/api/auth/") && path !== "/api/auth/providers")

/** The client's IP: the socket's address, or the first `X-Forwarded-For` entry behind a trusted proxy. */
export const clientIp = (c: Context<AppEnv>, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
    if (forwarded && /^[0-9a-f.:]{2,45}$/i.test(forwarded)) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown"
  } catch {
    return "unknown" // not served by @hono/node-server (app.request in tests)
  }
}

/** Counts one hit of `key` in the window starting at `windowStart`; answers the count so far. */
const hit = async (db: Db, key: string, windowStart: Date): Promise<number> => {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
  return row?.count ?? 1
}

export const rateLimit = (deps: AppDeps): MiddlewareHandler<AppEnv> => {
  const { config, database } = deps
  const limits = config.rateLimit
  let lastSweep = 0
  return async (c, next) => {
    if (!limits.enabled) return next()
    const method = c.req.method
    const signIn = isSignInPath(method, c.req.path)
    if (!signIn && SAFE_METHODS.has(method)) return next()

    const windowMs = limits.windowSeconds * 1000
    const now = Date.now()
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
    const ip = clientIp(c, config.trustProxy)
    const memberId = c.get("memberId")
    const checks: Array<[string, number]> = signIn
      ? [[`signin:ip:${ip}`, limits.signInPerIp]]
      : [[`write:ip:${ip}`, limits.writesPerIp], ...(memberId !== null ? [[`write:member:${memberId}`, limits.writesPerMember] as [string, number]] : [])]

    for (const [key, max] of checks) {
      const count = await hit(database.db, key, windowStart)
      if (count > max) {
        const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
        if (count === max + 1) logger.warn("rate limit reached", { key, limit: max, windowSeconds: limits.windowSeconds })
        c.header("Retry-After", String(retryAfter))
        return c.json(
          errorBody(
            429,
            `요청이 너무 많아요. ${retryAfter}초 후 다시 시도해주세요.`,
            `Too many requests: at most ${max} per ${limits.windowSeconds} s. Try again in ${retryAfter} s.`
          ),
          429
        )
      }
    }
    if (now - lastSweep > windowMs) {
      lastSweep = now
      await database.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(windowStart.getTime() - windowMs)))
    }
    return next()
  }
}

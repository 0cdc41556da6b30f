/**
 * Browser protections for the web pages the server sends (the built app: `index.html` for every
 * non-API path, and its assets). Server-side only, so Storybook and the Vite dev server are unaffected.
 *
 * Content-Security-Policy, built from the configuration:
 * - `script-src 'self'`: the production build has no inline script (Vite emits module files);
 *   plus Naver Maps JS v3 (`oapi.map.naver.com` and the `*.map.naver.net` hosts it loads more code
 *   from) only when the web app was built with `VITE_NAVER_MAP_CLIENT_ID`.
 * - MapLibre GL JS: `worker-src blob:` (its worker), `img-src data: blob:`, and `connect-src` /
 *   `img-src` to the map style and tile hosts (`MAP_STYLE_ORIGINS`, default
 *   `https://tiles.openfreemap.org`).
 * - `style-src 'self'`: vanilla-extract emits static CSS files, so no inline `<style>`; map
 *   libraries position their elements with `style="…"` attributes, which only
 *   `style-src-attr 'unsafe-inline'` allows (attributes cannot load anything or run script).
 * - `frame-ancestors 'none'` (and `X-Frame-Options: DENY` for old browsers), `object-src 'none'`,
 *   `base-uri 'self'`, `form-action 'self'`.
 *
 * `Referrer-Policy: no-referrer` and `Cache-Control: no-store` on `/auth/*` pages, whose address
 * carries the sign-in token until the app replaces it; elsewhere `strict-origin-when-cross-origin`
 * (Naver Maps checks the page's origin in the referrer).
 *
 * `Cache-Control: no-cache` on the service worker (`/sw.js`) and the web app manifest: a new
 * deployment is found on the next visit (the worker then offers the update), never hidden behind
 * an HTTP cache. Their Content-Type comes from the static server (`text/javascript`,
 * `application/manifest+json`). Scope `/` is the worker's own directory, so no `Service-Worker-Allowed`.
 */
import type { MiddlewareHandler } from "hono"
import type { Config } from "../config.ts"
import type { AppEnv } from "./context.ts"

const NAVER_SCRIPT = ["https://oapi.map.naver.com", "https://*.map.naver.net"]
const NAVER_IMG = ["https://*.pstatic.net", "https://*.map.naver.net", "https://*.naver.com", "https://*.naver.net"]
const NAVER_CONNECT = ["https://*.map.naver.net", "https://*.naver.com", "https://*.navercorp.com"]

export const contentSecurityPolicy = (config: Pick<Config, "mapStyleOrigins" | "naverMaps">): string => {
  const naver = config.naverMaps
  const maps = config.mapStyleOrigins
  const directives: Array<[string, ReadonlyArray<string>]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...(naver ? NAVER_SCRIPT : [])]],
    ["style-src", ["'self'"]],
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...maps, ...(naver ? NAVER_IMG : [])]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...maps, ...(naver ? NAVER_CONNECT : [])]],
    ["worker-src", ["'self'", "blob:"]],
    ["child-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]]
  ]
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ")
}

/** The files the browser must revalidate on every visit to find a new version of the app. */
export const ALWAYS_REVALIDATED = ["/sw.js", "/manifest.webmanifest"] as const

/** True for the pages whose address may carry a sign-in token. */
const isAuthPage = (path: string): boolean => path === "/auth" || path.startsWith("/auth/")

/** Headers for the web app's pages and assets. */
export const webPageHeaders = (config: Pick<Config, "mapStyleOrigins" | "naverMaps">): MiddlewareHandler<AppEnv> => {
  const csp = contentSecurityPolicy(config)
  return async (c, next) => {
    await next()
    c.header("Content-Security-Policy", csp)
    c.header("X-Frame-Options", "DENY")
    c.header("X-Content-Type-Options", "nosniff")
    c.header("Cross-Origin-Opener-Policy", "same-origin")
    c.header("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()")
    if (isAuthPage(c.req.path)) {
      c.header("Referrer-Policy", "no-referrer")
      c.header("Cache-Control", "no-store")
    } else {
      c.header("Referrer-Policy", "strict-origin-when-cross-origin")
      if ((ALWAYS_REVALIDATED as ReadonlyArray<string>).includes(c.req.path) && c.res.status === 200) c.header("Cache-Control", "no-cache")
    }
  }
}

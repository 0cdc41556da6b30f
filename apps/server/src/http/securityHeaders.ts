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
 * - `style-src 'self'`: vanilla-extract emits static CSS files; map libraries position their
 *   elements with `style="…"` attributes, which only `style-src-attr 'unsafe-inline'` allows
 *   (attributes cannot load anything or run script).
 * - The prerendered `index.html` carries one inline `<script>` (marks a signed-in browser) and one
 *   inline `<style>` (the critical CSS): the build writes their hashes to `csp.json` beside it
 *   (`apps/web/vite/prerender.ts`), and exactly those hashes join `script-src` / `style-src`.
 * - `frame-ancestors 'none'` (and `X-Frame-Options: DENY` for old browsers), `object-src 'none'`,
 *   `base-uri 'self'`, `form-action 'self'`.
 * These document policies go on every answer but the parts of a page (scripts, stylesheets, pictures)
 * (`readsNoDocumentPolicy`), which never read them; `nosniff` and the referrer policy go on all.
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
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import type { Context, MiddlewareHandler } from "hono"
import type { Config } from "../config.ts"
import type { AppEnv } from "./context.ts"

const NAVER_SCRIPT = ["https://oapi.map.naver.com", "https://*.map.naver.net"]
const NAVER_IMG = ["https://*.pstatic.net", "https://*.map.naver.net", "https://*.naver.com", "https://*.naver.net"]
const NAVER_CONNECT = ["https://*.map.naver.net", "https://*.naver.com", "https://*.navercorp.com"]

/** The hashes of the built page's inline script and style (`csp.json` of the web build). */
export interface InlineHashes {
  readonly "script-src": ReadonlyArray<string>
  readonly "style-src": ReadonlyArray<string>
}

export const NO_INLINE: InlineHashes = { "script-src": [], "style-src": [] }

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/

/** `csp.json` of the web build in `dist`; none when the file is missing. Anything but hash sources is refused. */
export const readInlineHashes = (dist: string): InlineHashes => {
  const file = path.join(dist, "csp.json")
  if (!existsSync(file)) return NO_INLINE
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<keyof InlineHashes, unknown>>
  const list = (key: keyof InlineHashes): string[] => {
    const v = parsed[key] ?? []
    if (!Array.isArray(v) || !v.every((x) => typeof x === "string" && HASH_SOURCE.test(x))) throw new Error(`${file}: ${key} must list hash sources`)
    return v as string[]
  }
  return { "script-src": list("script-src"), "style-src": list("style-src") }
}

export const contentSecurityPolicy = (config: Pick<Config, "mapStyleOrigins" | "naverMaps">, inline: InlineHashes = NO_INLINE): string => {
  const naver = config.naverMaps
  const maps = config.mapStyleOrigins
  const directives: Array<[string, ReadonlyArray<string>]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...inline["script-src"], ...(naver ? NAVER_SCRIPT : [])]],
    ["style-src", ["'self'", ...inline["style-src"]]],
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

/**
 * The policy for the web build in `dist` (none: no inline hashes), read again whenever its
 * `csp.json` changes — a rebuild under a running server keeps its pages working.
 */
export const policyForBuild = (config: Pick<Config, "mapStyleOrigins" | "naverMaps">, dist: string | undefined): (() => string) => {
  let stamp = ""
  let csp = contentSecurityPolicy(config)
  return () => {
    if (!dist) return csp
    let now = "none"
    try {
      const s = statSync(path.join(dist, "csp.json"))
      now = `${s.mtimeMs}:${s.size}`
    } catch {
      // no inline hashes in this build
    }
    if (now !== stamp) {
      let inline = NO_INLINE
      try {
        inline = readInlineHashes(dist)
      } catch {
        // a broken csp.json allows no inline script or style (the page still gets its CSS from files)
      }
      csp = contentSecurityPolicy(config, inline)
      stamp = now
    }
    return csp
  }
}

/** Request destinations (`Sec-Fetch-Dest`) that use an answer without reading its document policies. */
const SUBRESOURCE_DESTS = new Set(["script", "style", "image", "font", "manifest"])

/** An answer's media type, lower case, without parameters (`text/css; charset=utf-8` → `text/css`). */
const mediaType = (contentType: string | null): string => (contentType ?? "").split(";")[0]!.trim().toLowerCase()

/**
 * Whether an answer is used only as a part of a page (its script, stylesheet, picture, font or
 * manifest), so the document policies (CSP, X-Frame-Options, COOP, Permissions-Policy: ~0.9 KB a
 * response) would be read by nothing. A stylesheet never runs as a document or a worker. A script
 * does run as a worker (the service worker, MapLibre's), where its own answer's CSP governs the
 * worker, and an SVG opened by its address is a document; so any other answer goes without them
 * only when the request says what it is for (`Sec-Fetch-Dest`: a `<script>` or `import`, an
 * `<img>` — where an SVG runs no script —, …). A worker, a `fetch` (the service worker's
 * precache), an older browser that does not say, a visit to the address and every HTML answer
 * still get every header, and the answers vary on the header so no cache hands one to the other.
 * Over HTTP/1.1 each asset's headers cross the wire uncompressed: a member's `/post/1` fetches 18
 * scripts and stylesheets before its largest picture.
 */
export const readsNoDocumentPolicy = (contentType: string | null, fetchDest: string | undefined): boolean => {
  const type = mediaType(contentType)
  if (type === "text/html") return false
  return type === "text/css" || (fetchDest !== undefined && SUBRESOURCE_DESTS.has(fetchDest))
}

/** Whether `readsNoDocumentPolicy`'s answer for this type depends on `Sec-Fetch-Dest` (not for HTML or CSS). */
const decidedByFetchDest = (contentType: string | null): boolean => {
  const type = mediaType(contentType)
  return type !== "text/html" && type !== "text/css"
}

const appendVary = (c: Context, name: string) => {
  const vary = c.res.headers.get("Vary")
  if (!vary) c.header("Vary", name)
  else if (!vary.split(",").some((v) => v.trim().toLowerCase() === name.toLowerCase())) c.header("Vary", `${vary}, ${name}`)
}

/** Headers for the web app's pages and assets. */
export const webPageHeaders = (config: Pick<Config, "mapStyleOrigins" | "naverMaps">, dist?: string): MiddlewareHandler<AppEnv> => {
  const policy = policyForBuild(config, dist)
  return async (c, next) => {
    await next()
    c.header("X-Content-Type-Options", "nosniff")
    const type = c.res.headers.get("Content-Type")
    if (decidedByFetchDest(type)) appendVary(c, "Sec-Fetch-Dest")
    if (!readsNoDocumentPolicy(type, c.req.header("Sec-Fetch-Dest"))) {
      c.header("Content-Security-Policy", policy())
      c.header("X-Frame-Options", "DENY")
      c.header("Cross-Origin-Opener-Policy", "same-origin")
      c.header("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()")
    }
    if (isAuthPage(c.req.path)) {
      c.header("Referrer-Policy", "no-referrer")
      c.header("Cache-Control", "no-store")
    } else {
      c.header("Referrer-Policy", "strict-origin-when-cross-origin")
      if ((ALWAYS_REVALIDATED as ReadonlyArray<string>).includes(c.req.path) && c.res.status === 200) c.header("Cache-Control", "no-cache")
    }
  }
}

/**
 * The built web app, served from its `dist` folder. The build writes `.br` and `.gz` files beside
 * every compressible asset (`apps/web/vite/precompress.ts`); a request gets the best one its
 * `Accept-Encoding` allows (br > gzip > identity) with `Vary: Accept-Encoding` and the length of
 * the bytes actually sent. HTML is `no-cache` (always revalidated, so a deploy shows at once),
 * hashed `/assets/*` are immutable, and sourcemaps answer 404 unless `SERVE_SOURCEMAPS=1`.
 * `/` gets `index.html` (the visitor's home prerendered at build time); an address that needs a
 * token gets the page prerendered for a visitor there (its bars and the "login needed" modal;
 * `pages.json` maps the routes table's patterns to them); every other page address gets
 * `shell.html` (the app's plain page; `index.html` when a build has none), and the app shows
 * the screen — or its own error page. An unknown `/assets/*` file is a 404, never HTML cached as a script.
 */
import { createReadStream, readFileSync } from "node:fs"
import { stat } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"
import type { Context, MiddlewareHandler } from "hono"
import { chooseEncoding, type Encoding, varyOnEncoding } from "./compression.ts"

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".wasm": "application/wasm"
}

export const contentTypeOf = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"

const SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" }

const fileSize = async (file: string): Promise<{ size: number; mtime: Date } | null> => {
  try {
    const s = await stat(file)
    return s.isFile() ? { size: s.size, mtime: s.mtime } : null
  } catch {
    return null
  }
}

/** The file under `root` a URL path names, or null when it would leave `root` or is not a plain name. */
const resolveInside = (root: string, urlPath: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes("\0")) return null
  const file = path.join(root, path.normalize(decoded))
  return file.startsWith(root + path.sep) ? file : null
}

/**
 * Sends one file (and its precompressed siblings, when the request accepts them), or
 * answers null when there is no such file.
 */
export const sendFile = async (c: Context, file: string, cacheControl: string): Promise<Response | null> => {
  const plain = await fileSize(file)
  if (!plain) return null
  const variants: Partial<Record<Encoding, { file: string; size: number }>> = { identity: { file, size: plain.size } }
  for (const enc of ["br", "gzip"] as const) {
    const s = await fileSize(file + SUFFIX[enc])
    if (s) variants[enc] = { file: file + SUFFIX[enc], size: s.size }
  }
  const available = Object.keys(variants) as Encoding[]
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"), available) ?? "identity"
  const chosen = variants[encoding]!
  const headers = new Headers({
    "Content-Type": contentTypeOf(file),
    "Content-Length": String(chosen.size),
    "Cache-Control": cacheControl,
    "Last-Modified": plain.mtime.toUTCString(),
    ETag: `W/"${plain.size.toString(16)}-${plain.mtime.getTime().toString(16)}-${encoding}"`
  })
  if (available.length > 1) varyOnEncoding(headers)
  if (encoding !== "identity") headers.set("Content-Encoding", encoding)
  if (c.req.header("If-None-Match") === headers.get("ETag")) {
    headers.delete("Content-Length")
    return new Response(null, { status: 304, headers })
  }
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers })
  const body = Readable.toWeb(createReadStream(chosen.file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}

/**
 * The build's `pages.json`: the routes table's patterns in order, each with its prerendered page
 * (a path under `root`) or null for `shell.html`. A missing or unreadable file means none (an
 * older build); a row that is not a pattern and a page inside `root` is skipped.
 */
export const loadPrerenderedPages = (root: string): ReadonlyArray<{ readonly pattern: RegExp; readonly file: string | null }> => {
  let rows: unknown
  try {
    rows = JSON.parse(readFileSync(path.join(root, "pages.json"), "utf8"))
  } catch {
    return []
  }
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row) => {
    if (!Array.isArray(row) || typeof row[0] !== "string" || (row[1] !== null && typeof row[1] !== "string")) return []
    const file = row[1] === null || row[1].split("/").includes("..") ? null : resolveInside(root, `/${row[1]}`)
    if (row[1] !== null && (file === null || !file.endsWith(".html"))) return []
    try {
      return [{ pattern: new RegExp(row[0]), file }]
    } catch {
      return []
    }
  })
}

export interface WebAppOptions {
  /** Serve `*.map` files (`SERVE_SOURCEMAPS=1`); otherwise they answer 404. */
  readonly serveSourcemaps: boolean
}

/** GET/HEAD handler for the built web app under `dist`. */
export const serveWebApp = (dist: string, options: WebAppOptions): MiddlewareHandler => {
  const root = path.resolve(dist)
  const index = path.join(root, "index.html")
  const shell = path.join(root, "shell.html")
  const pages = loadPrerenderedPages(root)
  const notFound = (c: Context) => c.text("Not found", 404, { "Cache-Control": "no-cache" })
  return async (c) => {
    const urlPath = c.req.path
    if (!options.serveSourcemaps && /\.map$/i.test(urlPath)) return notFound(c)
    const file = urlPath === "/" ? index : resolveInside(root, urlPath)
    // Precompressed siblings are chosen by negotiation, never asked for by name.
    if (file && !/\.(br|gz)$/i.test(file)) {
      const cache = urlPath.startsWith("/assets/") ? CACHE_IMMUTABLE : "no-cache"
      const res = await sendFile(c, file, cache)
      if (res) return res
    }
    if (urlPath.startsWith("/assets/")) return notFound(c)
    // The first pattern the address matches decides, as in the router.
    const page = pages.find((p) => p.pattern.test(urlPath))?.file
    if (page) {
      const res = await sendFile(c, page, "no-cache")
      if (res) return res
    }
    return (await sendFile(c, shell, "no-cache")) ?? (await sendFile(c, index, "no-cache")) ?? notFound(c)
  }
}

/**
 * The HTTP application: the API (table-driven routes), sign-in redirects, uploaded images and
 * the built web app (unknown paths get `index.html`, so the app shows its own error page).
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { Hono } from "hono"
import { isPictureWidth, PICTURE_WIDTHS } from "@mungwalk/core/domain"
import { bodyLimit } from "./http/bodyLimit.ts"
import { compressJson } from "./http/compression.ts"
import { type AppDeps, type AppEnv, setAnswerHeader } from "./http/context.ts"
import { ApiFailure, errorBody, failureBody } from "./http/errors.ts"
import { logger } from "./http/log.ts"
import { rateLimit } from "./http/rateLimit.ts"
import { requestContext } from "./http/requestContext.ts"
import { apiAuthGuard, createApiRouter, MAX_MULTIPART_BYTES } from "./http/route.ts"
import { webPageHeaders } from "./http/securityHeaders.ts"
import { createPaySandbox, PAY_SANDBOX_PATH } from "./providers/paySandbox.ts"
import { serveWebApp } from "./http/static.ts"
import { registerRoutes } from "./routes/index.ts"
import { createImageVariants } from "./services/imageVariants.ts"

/** Largest request body accepted anywhere (multipart with images included); each endpoint has its own, smaller limit. */
export const MAX_BODY_BYTES = MAX_MULTIPART_BYTES

/** `Strict-Transport-Security` under TLS: a year, this host only (the deployer's other subdomains are theirs to decide). */
export const HSTS = "max-age=31536000"

/** Headers that describe one HTTP/1.1 connection, forbidden in HTTP/2 answers. */
const CONNECTION_HEADERS = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"] as const

export const createApp = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>()

  app.onError((err, c) => {
    if (err instanceof ApiFailure) return c.json(failureBody(err), err.status)
    logger.error("unhandled error", { method: c.req.method, path: c.req.path, err })
    return c.json(errorBody(500, "Internal server error"), 500)
  })

  app.use("*", requestContext())
  // Connection-level headers are HTTP/1.1's, and Node writes them itself there. Under HTTP/2
  // (`TLS_CERT_FILE`) one in an answer is an error that fails it; Hono's SSE helper sets two.
  app.use("*", async (c, next) => {
    await next()
    for (const name of CONNECTION_HEADERS) {
      if (!c.res.headers.has(name)) continue
      try {
        c.res.headers.delete(name)
      } catch {
        // an answer with immutable headers (none of the app's): left as it is
      }
    }
  })
  // Serving HTTPS itself (`TLS_CERT_FILE`): browsers are told to come back over HTTPS only, so a
  // typed address or an old http:// link never goes out in the clear after the first visit.
  if (deps.config.tls) {
    app.use("*", async (c, next) => {
      await next()
      setAnswerHeader(c, "Strict-Transport-Security", HSTS)
    })
  }
  app.use("/api/*", async (c, next) => {
    await next()
    // A picture (a walk's, issue 33) keeps the caching its handler chose (private, with its ETag).
    const ownCaching = c.res.headers.get("Content-Type")?.startsWith("image/") && c.res.headers.has("Cache-Control")
    if (!ownCaching) setAnswerHeader(c, "Cache-Control", "no-store")
    setAnswerHeader(c, "X-Content-Type-Options", "nosniff")
    setAnswerHeader(c, "X-Frame-Options", "DENY")
    // Sign-in redirects carry the token in their Location.
    if (c.req.path.startsWith("/api/auth/")) setAnswerHeader(c, "Referrer-Policy", "no-referrer")
  })
  // JSON answers of 1 KiB and more go out as br or gzip; streams (the SSE notifications) never.
  app.use("/api/*", compressJson())
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(413, `Request body larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`), 413)
    })
  )
  app.use("/api/*", apiAuthGuard(deps))
  app.use("/api/*", rateLimit(deps))

  registerRoutes(createApiRouter(app, deps))

  app.all("/api/*", (c) => c.json(errorBody(404, `No API route for ${c.req.method} ${c.req.path}`), 404))

  // Uploaded images: server-made names only, never sniffed as anything else.
  app.use("/uploads/*", async (c, next) => {
    await next()
    c.header("X-Content-Type-Options", "nosniff")
    c.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox")
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable")
  })
  // A narrower copy (`?w=400`, `services/imageVariants.ts`) when one is asked for and the picture is wider.
  const variants = createImageVariants(deps.images)
  app.get("/uploads/*", async (c, next) => {
    const asked = c.req.query("w")
    if (asked === undefined) return next()
    const width = Number(asked)
    if (!/^\d+$/.test(asked) || !isPictureWidth(width)) {
      return c.json(errorBody(400, `w: a picture is copied at ${PICTURE_WIDTHS.join(", ")} px only`), 400)
    }
    const copy = await variants.read(c.req.path.slice("/uploads/".length), width)
    if (!copy) return next()
    const headers = { "Content-Type": "image/webp", "Content-Length": String(copy.byteLength) }
    return c.req.method === "HEAD" ? c.body(null, 200, headers) : c.body(copy, 200, headers)
  })
  // Streamed from the image store (local folder or S3 bucket), so every instance serves every image.
  app.get("/uploads/*", async (c, next) => {
    const image = await deps.images.read(c.req.path.slice("/uploads/".length))
    if (!image) return next()
    const headers = { "Content-Type": image.contentType, "Content-Length": String(image.size) }
    if (c.req.method === "HEAD") {
      await image.body.cancel()
      return c.body(null, 200, headers)
    }
    return c.body(image.body, 200, headers)
  })
  app.get("/uploads/*", (c) => c.json(errorBody(404, "Not found"), 404))

  // The keyless stand-in for KakaoPay (its API and the member's approval page), when configured.
  const pay = deps.config.pay
  if (pay.sandbox && pay.secretKey) {
    app.route(PAY_SANDBOX_PATH, createPaySandbox({ db: deps.database.db, secretKey: pay.secretKey, cid: pay.cid, pageOrigin: deps.config.publicUrl }))
  }

  const dist = deps.config.webDist
  if (dist && existsSync(path.join(dist, "index.html"))) {
    const pageHeaders = webPageHeaders(deps.config, dist)
    app.use("*", async (c, next) => {
      if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/uploads/") || c.req.path.startsWith(`${PAY_SANDBOX_PATH}/`)) return next()
      return pageHeaders(c, next)
    })
    app.get("*", serveWebApp(dist, { serveSourcemaps: deps.config.serveSourcemaps }))
  }
  return app
}

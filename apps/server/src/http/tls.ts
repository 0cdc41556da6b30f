/**
 * HTTPS for a server that faces phones itself (no reverse proxy in front): `TLS_CERT_FILE` and
 * `TLS_KEY_FILE` make `main.ts` listen with Node's HTTP/2 server, which speaks HTTP/2 to browsers
 * (ALPN `h2`: every request of a page on one connection, no queue of six) and HTTP/1.1 over TLS
 * to clients without it (`allowHTTP1`). A phone's GPS needs a secure page (`navigator.geolocation`
 * answers only on HTTPS or localhost), so a deployment reached by phones is HTTPS either way.
 */
import { readFileSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { createSecureServer, type SecureServerOptions } from "node:http2"
import type { TlsConfig } from "../config.ts"

const readPem = (file: string, what: string): Buffer => {
  let pem: Buffer
  try {
    pem = readFileSync(file)
  } catch (error) {
    throw new Error(`${what} ${file} cannot be read: ${(error as Error).message}`)
  }
  if (!pem.includes("-----BEGIN ")) throw new Error(`${what} ${file} is not a PEM file (no "-----BEGIN" line)`)
  return pem
}

/** The `serve()` options of `@hono/node-server` for HTTPS with HTTP/2; throws a readable error for a missing or unusable file. */
export const httpsServeOptions = (tls: TlsConfig): { createServer: typeof createSecureServer; serverOptions: SecureServerOptions } => {
  const serverOptions: SecureServerOptions = {
    cert: readPem(tls.certFile, "TLS_CERT_FILE"),
    key: readPem(tls.keyFile, "TLS_KEY_FILE"),
    allowHTTP1: true
  }
  // A key that does not belong to the certificate (or a broken file) fails here, at start, not at a client's first handshake.
  try {
    createSecureServer(serverOptions).close()
  } catch (error) {
    throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE cannot be used together: ${(error as Error).message}`)
  }
  return { createServer: createSecureServer, serverOptions }
}

/**
 * The plain-HTTP listener's answer (`HTTP_REDIRECT_PORT`): every request is sent to the same
 * address over HTTPS with a 308 (the method and body are kept) — at `PUBLIC_URL`'s origin when it
 * is an https one (a port mapped in front), else at the host the client asked for and the HTTPS
 * port (left out when it is 443). A request without a usable `Host` gets a 400.
 */
export const redirectToHttps =
  (target: { readonly publicUrl?: string | undefined; readonly httpsPort: () => number }) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.url?.startsWith("/") && !req.url.startsWith("//") ? req.url : null
    let origin: string | null = null
    try {
      if (target.publicUrl?.startsWith("https://")) origin = new URL(target.publicUrl).origin
      else if (req.headers.host) {
        const port = target.httpsPort()
        origin = `https://${new URL(`http://${req.headers.host}`).hostname}${port === 443 ? "" : `:${port}`}`
      }
    } catch {
      origin = null
    }
    if (!origin || !path) {
      res.writeHead(400, { "Content-Type": "application/json; charset=utf-8" })
      res.end(JSON.stringify({ message: "Use HTTPS: this port only redirects, and the request has no usable Host" }))
      return
    }
    const location = `${origin}${path}`
    res.writeHead(308, { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    res.end(`Moved to ${location}\n`)
  }

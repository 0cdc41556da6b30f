/** `node dist/main.mjs` — starts the API and web app on one port. */
import { createServer as createHttpServer, Server as HttpServer } from "node:http"
import { serve } from "@hono/node-server"
import { loadConfig } from "./config.ts"
import { answerClientErrorsAsJson } from "./http/clientError.ts"
import { logger, setLogLevel } from "./http/log.ts"
import { httpsServeOptions, redirectToHttps } from "./http/tls.ts"
import { DataDirInUseError } from "./db/dataDirLock.ts"
import { boot } from "./server.ts"
import { startReconciler } from "./services/shop/settle.ts"

const config = loadConfig()
setLogLevel(config.logLevel)
// Read before anything starts: a missing or mismatched certificate stops the start with its reason.
const https = config.tls ? httpsServeOptions(config.tls) : undefined
/** The port listened on: the configured one, or the one the system chose for PORT=0. */
let listeningPort = config.port
const booted = await boot(config, { listeningPort: () => listeningPort }).catch((error: unknown) => {
  // Another server on this DATA_DIR: said plainly, before anything of this one ran.
  if (error instanceof DataDirInUseError) {
    logger.error(error.message, { dataDir: error.dir, pid: error.pid })
    process.exit(1)
  }
  throw error
})
const { app, database, deps } = booted
// Payments and refunds whose provider answer was lost settle here, at start and on an interval;
// checkouts left on the provider's page are closed after 15 minutes (points returned).
const stopReconciler = startReconciler({ db: database.db, pay: deps.pay, payTimeoutMs: config.pay.timeoutMs }, config.pay.reconcileIntervalMs)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, ...https }, (info) => {
  listeningPort = info.port
  logger.info(`멍멍워크 listening on ${https ? "https" : "http"}://${config.host.includes(":") ? `[${config.host}]` : config.host}:${info.port}`, {
    host: config.host,
    port: info.port,
    database: database.kind,
    ...(database.kind === "pglite" ? { dataDir: config.dataDir } : {})
  })
})

// What Node's parser refuses (oversized headers, malformed lines) is answered as JSON too.
if (server instanceof HttpServer) answerClientErrorsAsJson(server)

// `HTTP_REDIRECT_PORT`: plain HTTP on a second port, answering every request with a 308 to HTTPS.
const redirectPort = config.tls?.httpRedirectPort
const redirectServer =
  redirectPort === undefined ? undefined : createHttpServer(redirectToHttps({ publicUrl: config.publicUrl, httpsPort: () => listeningPort }))
redirectServer?.on("error", (error) => {
  logger.error("the HTTP redirect port cannot listen", { port: redirectPort, err: error })
  process.exit(1)
})
redirectServer?.listen(redirectPort, config.host, () => {
  logger.info(`redirecting http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${redirectPort} to HTTPS`, { port: redirectPort })
})

let closing = false
const shutdown = (signal: string) => {
  if (closing) return
  closing = true
  logger.info("shutting down", { signal })
  stopReconciler()
  redirectServer?.close()
  server.close(() => {
    Promise.allSettled([deps.notifications.close(), database.close()]).finally(() => process.exit(0))
  })
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on("SIGINT", () => shutdown("SIGINT"))
process.on("SIGTERM", () => shutdown("SIGTERM"))

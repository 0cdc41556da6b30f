/**
 * The real server in its own process, for end-to-end tests and benchmarks: a free port, the
 * server started with the given Node arguments (`dist/main.mjs`, or `--import tsx src/main.ts`),
 * and a wait until `/api/health` answers. Its output is kept for the error when it fails to start.
 */
import { spawn } from "node:child_process"
import { get as httpsGet } from "node:https"
import { createServer } from "node:net"

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address()
      const port = typeof address === "object" && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })

export interface ServerProcess {
  readonly origin: string
  /** The server's process id (for the benchmarks' CPU accounting). */
  readonly pid: number
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
  stop(): Promise<void>
  /** SIGKILL at once (a crash: nothing is finished or closed); resolves when the process has exited. */
  kill(): Promise<void>
  /** What the process printed so far. */
  output(): string
}

export interface ServerProcessOptions {
  /** Node arguments: the entry and anything before it. */
  readonly args: ReadonlyArray<string>
  readonly cwd: string
  /** Added to this process's environment; PORT and HOST are set here. */
  readonly env?: Record<string, string>
  readonly timeoutMs?: number
  /** The server listens with TLS (`TLS_CERT_FILE`, `TLS_KEY_FILE` in `env`): the origin is https and this CA is trusted for the wait. */
  readonly https?: { readonly ca: Buffer }
}

/** One GET over HTTPS trusting `ca` (Node's `fetch` takes no CA): whether it answered 2xx. */
const httpsOk = (url: string, ca: Buffer): Promise<boolean> =>
  new Promise((resolve, reject) => {
    httpsGet(url, { ca }, (res) => {
      res.resume()
      resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300)
    }).once("error", reject)
  })

export const startServerProcess = async ({ args, cwd, env = {}, timeoutMs = 60_000, https }: ServerProcessOptions): Promise<ServerProcess> => {
  const port = await freePort()
  const child = spawn(process.execPath, [...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout.on("data", (d) => (output += d))
  child.stderr.on("data", (d) => (output += d))
  const origin = `${https ? "https" : "http"}://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    try {
      if (https ? await httpsOk(`${origin}/api/health`, https.ca) : (await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  return {
    origin,
    pid: child.pid!,
    output: () => output,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      return exited
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref()
      })
  }
}

/**
 * Structured logging: one JSON object per line (`{"time","level","msg","requestId",…}`), so a
 * value carrying a line break or a quote can never forge a line — JSON escapes it. Lines written
 * while a request is handled carry its request id (kept in an AsyncLocalStorage by the
 * `requestContext` middleware), the same id the response sends as `X-Request-Id`.
 */
import { AsyncLocalStorage } from "node:async_hooks"

export type LogLevel = "debug" | "info" | "warn" | "error"
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

const requestStore = new AsyncLocalStorage<{ readonly requestId: string }>()

let minimum: LogLevel = "info"
let sink: (line: string) => void = (line) => process.stdout.write(`${line}\n`)

export const setLogLevel = (level: LogLevel): void => {
  minimum = level
}

/** Replaces where lines go (tests collect them); answers a function restoring the previous sink. */
export const setLogSink = (next: (line: string) => void): (() => void) => {
  const previous = sink
  sink = next
  return () => {
    sink = previous
  }
}

/** Runs `fn` with `requestId` attached to every line it logs. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => requestStore.run({ requestId }, fn)

export const currentRequestId = (): string | undefined => requestStore.getStore()?.requestId

const serialize = (value: unknown, depth = 0): unknown => {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: value.message,
      ...(value.stack ? { stack: value.stack } : {}),
      ...(value.cause !== undefined && depth < 3 ? { cause: serialize(value.cause, depth + 1) } : {})
    }
  }
  return value
}

export const log = (level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void => {
  if (RANK[level] < RANK[minimum]) return
  const requestId = currentRequestId()
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}) }
  for (const [k, v] of Object.entries(fields)) entry[k] = serialize(v)
  let line: string
  try {
    line = JSON.stringify(entry)
  } catch {
    line = JSON.stringify({ time: entry.time, level, msg, requestId, note: "fields could not be serialized" })
  }
  sink(line)
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => log("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log("error", msg, fields)
}

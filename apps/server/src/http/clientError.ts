/**
 * Requests Node's HTTP parser refuses before the app sees them — headers over its 16 KB limit
 * (a long query string too), a header line without a colon, a bad `Content-Length` — answered as
 * every other refusal is: JSON `{ message, detail }` with a Korean message, then the connection
 * closed. Without this Node writes a bare status line with no body. Node's documented
 * `clientError` hook (`http.Server`), in the shape of its own example.
 */
import type { Server } from "node:http"
import type { Duplex } from "node:stream"
import { errorBody } from "./errors.ts"

const REASONS: Readonly<Record<number, string>> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }

/** The status Node itself would answer for a parser error `code`. */
export const clientErrorStatus = (code: string | undefined): number => (code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400)

/** The raw HTTP/1.1 answer to a request the parser refused with `code`. */
export const clientErrorResponse = (code: string | undefined): string => {
  const status = clientErrorStatus(code)
  const body = JSON.stringify(errorBody(status, REASONS[status]!, code))
  return [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body
  ].join("\r\n")
}

/** Answers `server`'s parser errors as JSON (HTTP/1.1 servers; an HTTP/2 server has no such hook). */
export const answerClientErrorsAsJson = (server: Pick<Server, "on">): void => {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The client went away, or an answer was already written: nothing to say.
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy()
      return
    }
    socket.end(clientErrorResponse(error.code))
  })
}

/**
 * Notification calls of §7, plus the live stream (not a table call: Server-Sent Events).
 *
 * `EventSource` cannot send headers, so the stream is opened with a ticket:
 * `POST /api/notification/stream-ticket` (bearer token) answers `{ ticket, expiresIn: 60 }`, a
 * sealed value naming the member; `GET /api/notification/stream?ticket=…` checks it (401 JSON when
 * missing, forged or expired — only the opening needs a valid ticket) and then streams
 * `event: unread` / `data: {"unread":true|false}` once on connect and on every change, and a
 * `: ping` comment every `HEARTBEAT_MS` so proxies keep it open. Closing the stream unsubscribes.
 */
import { streamSSE } from "hono/streaming"
import { NOTIFICATION_STREAM } from "@mungwalk/core/schema"
import type { ApiRouter } from "../http/route.ts"
import { unauthorized } from "../http/errors.ts"
import { hasUnread, listNotifications, readAllNotifications } from "../services/community/notifications.ts"

export const STREAM_TICKET_PURPOSE = "notification-stream"
export const STREAM_TICKET_TTL_SECONDS = 60
export const HEARTBEAT_MS = 20_000

export const notificationRoutes = (api: ApiRouter): void => {
  const { deps } = api
  const db = () => deps.database.db
  api.route("notifications", ({ memberId }) => listNotifications(db(), memberId))
  api.route("readAllNotifications", ({ memberId }) => readAllNotifications(db(), deps.notifications, memberId))
  api.route("checkNotifications", ({ memberId }) => hasUnread(db(), memberId))
  api.route("notificationStreamTicket", async ({ memberId }) => ({
    ticket: await deps.tokens.seal(STREAM_TICKET_PURPOSE, { m: String(memberId) }, STREAM_TICKET_TTL_SECONDS),
    expiresIn: STREAM_TICKET_TTL_SECONDS
  }))

  api.app.get(NOTIFICATION_STREAM.path, async (c) => {
    const ticket = c.req.query("ticket")
    if (!ticket) throw unauthorized("query.ticket: a stream ticket is required (POST /api/notification/stream-ticket)")
    const claims = await deps.tokens.unseal(STREAM_TICKET_PURPOSE, ticket)
    const memberId = Number(claims?.m)
    if (!claims || !Number.isSafeInteger(memberId) || memberId <= 0) throw unauthorized("query.ticket: invalid or expired stream ticket")
    c.header("X-Accel-Buffering", "no")
    return streamSSE(c, async (stream) => {
      let chain: Promise<unknown> = Promise.resolve()
      const send = (write: () => Promise<void>) => {
        chain = chain.then(() => (stream.closed || stream.aborted ? undefined : write())).catch(() => undefined)
      }
      const sendUnread = (unread: boolean) => send(() => stream.writeSSE({ event: NOTIFICATION_STREAM.event, data: JSON.stringify({ unread }) }))
      const unsubscribe = deps.notifications.subscribe(memberId, sendUnread)
      const heartbeat = setInterval(() => send(() => stream.write(": ping\n\n").then(() => undefined)), HEARTBEAT_MS)
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve))
      try {
        send(() => stream.write("retry: 3000\n\n").then(() => undefined))
        sendUnread(await hasUnread(db(), memberId))
        await closed
      } finally {
        clearInterval(heartbeat)
        unsubscribe()
      }
    })
  })
}

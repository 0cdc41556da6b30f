/**
 * A `NotificationStream` over Server-Sent Events, for any client with an `EventSource`.
 *
 * `EventSource` cannot send the bearer token, so each connection first asks for a 60 s ticket
 * (`notificationStreamTicket`) and opens `/api/notification/stream?ticket=…`. On an error the
 * source is closed (its own automatic retry would reuse the expired ticket) and a new ticket and
 * connection follow after 1 s, 2 s, 4 s … 60 s; a received event resets the backoff.
 */
import type { ApiClient } from "../api/client.ts"
import { systemClock, type Clock, type NotificationStream } from "../ports.ts"
import { NOTIFICATION_STREAM } from "../schema/constants.ts"
import { backoffDelay } from "../walk/walk.rules.ts"

/** The part of `EventSource` the stream uses. */
export interface EventSourceLike {
  onerror: ((event: unknown) => void) | null
  addEventListener(type: string, listener: (event: { readonly data: string }) => void): void
  close(): void
}

export interface NotificationStreamOptions {
  readonly api: ApiClient
  /** `(url) => new EventSource(url)` in browsers. */
  readonly open: (url: string) => EventSourceLike
  /** Origin of the API ("" = the page's). */
  readonly baseUrl?: string
  readonly clock?: Clock
}

export const createNotificationStream = ({ api, open, baseUrl = "", clock = systemClock }: NotificationStreamOptions): NotificationStream => ({
  subscribe(onUnreadChanged) {
    let closed = false
    let failures = 0
    let source: EventSourceLike | null = null
    let timer: unknown
    const retry = () => {
      if (closed) return
      failures++
      timer = clock.setTimeout(connect, backoffDelay(failures))
    }
    const connect = () => {
      // The event's reader (Effect's `Schema`) comes with the first ticket.
      Promise.all([api.call("notificationStreamTicket"), import("./unreadEvent.ts")]).then(([{ ticket }, { decodeUnread }]) => {
        if (closed) return
        const s = open(`${baseUrl}${NOTIFICATION_STREAM.path}?ticket=${encodeURIComponent(ticket)}`)
        source = s
        s.addEventListener(NOTIFICATION_STREAM.event, (event) => {
          const decoded = decodeUnread(event.data)
          if (decoded._tag === "None") return
          failures = 0
          onUnreadChanged(decoded.value.unread)
        })
        s.onerror = () => {
          s.close()
          if (source === s) source = null
          retry()
        }
      }, retry)
    }
    connect()
    return () => {
      closed = true
      clock.clearTimeout(timer)
      source?.close()
      source = null
    }
  }
})

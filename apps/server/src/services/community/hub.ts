/**
 * Live "unread changed" signals for open notification streams.
 *
 * `publish(memberIds, unread)` is called after a transaction that changed a member's unread state
 * committed; every open stream of those members, on every instance, hears `listener(unread)`.
 * - PGlite (one process): an in-process emitter.
 * - PostgreSQL (possibly several instances): `pg_notify` on channel `mungwalk_notifications`, and a
 *   dedicated `pg` client per instance that `LISTEN`s and fans the payload out to local streams.
 *   The listening client reconnects with backoff (0.5 s … 30 s) if the connection drops.
 */
import { EventEmitter } from "node:events"
import pg from "pg"

export const NOTIFY_CHANNEL = "mungwalk_notifications"

export type UnreadListener = (unread: boolean) => void

export interface NotificationHub {
  /** Listens to one member's unread changes; returns the unsubscribe function. */
  subscribe(memberId: number, listener: UnreadListener): () => void
  /** Tells every instance that these members' unread flag is now `unread`. */
  publish(memberIds: ReadonlyArray<number>, unread: boolean): Promise<void>
  /** Open local subscriptions (tests, metrics). */
  readonly size: number
  /** Resolves once the hub hears published events (LISTEN is active). */
  ready(): Promise<void>
  close(): Promise<void>
}

interface Payload {
  readonly m: ReadonlyArray<number>
  readonly u: boolean
}

const createLocalFanOut = () => {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  let size = 0
  return {
    get size() {
      return size
    },
    subscribe(memberId: number, listener: UnreadListener) {
      const key = String(memberId)
      emitter.on(key, listener)
      size++
      let done = false
      return () => {
        if (done) return
        done = true
        size--
        emitter.off(key, listener)
      }
    },
    dispatch(payload: Payload) {
      for (const m of new Set(payload.m)) emitter.emit(String(m), payload.u)
    }
  }
}

/** The in-process hub (PGlite). */
export const createLocalHub = (): NotificationHub => {
  const local = createLocalFanOut()
  return {
    subscribe: local.subscribe,
    get size() {
      return local.size
    },
    async publish(memberIds, unread) {
      if (memberIds.length) local.dispatch({ m: memberIds, u: unread })
    },
    ready: async () => undefined,
    close: async () => undefined
  }
}

/** The PostgreSQL hub: LISTEN/NOTIFY across every instance on the same database. */
export const createPostgresHub = (connectionString: string): NotificationHub => {
  const local = createLocalFanOut()
  let client: pg.Client | null = null
  let closed = false
  let attempt = 0
  let readyPromise: Promise<void>
  let retryTimer: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString })
    c.on("notification", (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return
      try {
        const payload = JSON.parse(msg.payload) as Payload
        if (Array.isArray(payload.m)) local.dispatch(payload)
      } catch {
        // not ours
      }
    })
    const lost = () => {
      if (client !== c) return
      client = null
      c.removeAllListeners("notification")
      if (!closed) scheduleReconnect()
    }
    c.on("error", (e) => {
      console.error("[notifications] listen connection failed", e.message)
      lost()
    })
    c.on("end", lost)
    await c.connect()
    await c.query(`listen ${NOTIFY_CHANNEL}`)
    if (closed) {
      await c.end().catch(() => undefined)
      return
    }
    client = c
    attempt = 0
  }

  const scheduleReconnect = () => {
    const delay = Math.min(30_000, 500 * 2 ** attempt++)
    retryTimer = setTimeout(() => {
      readyPromise = connect().catch((e: unknown) => {
        console.error("[notifications] reconnect failed", (e as Error).message)
        if (!closed) scheduleReconnect()
      })
    }, delay)
    retryTimer.unref()
  }

  readyPromise = connect().catch((e: unknown) => {
    console.error("[notifications] could not listen", (e as Error).message)
    scheduleReconnect()
  })

  return {
    subscribe: local.subscribe,
    get size() {
      return local.size
    },
    async publish(memberIds, unread) {
      if (!memberIds.length) return
      const payload: Payload = { m: [...new Set(memberIds)], u: unread }
      const c = client
      if (!c) {
        // The listening connection is down: deliver locally at least; other instances catch up on navigation.
        local.dispatch(payload)
        return
      }
      await c.query("select pg_notify($1, $2)", [NOTIFY_CHANNEL, JSON.stringify(payload)])
    },
    ready: () => readyPromise,
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const c = client
      client = null
      if (c) await c.end().catch(() => undefined)
    }
  }
}

export const createNotificationHub = (databaseUrl: string | undefined): NotificationHub => (databaseUrl ? createPostgresHub(databaseUrl) : createLocalHub())

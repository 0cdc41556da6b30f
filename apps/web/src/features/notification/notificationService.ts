/**
 * The app's notifications actor (§2 top bar icon, `/notification`, §4): ONE per page, created by
 * the app services when a member signs in (once `start` has been called) and stopped on sign-out.
 * It hears every navigation (`routeChanged`), checks the unread flag each time, and listens to the
 * server's live stream (`createNotificationStream` over the browser's `EventSource`, which
 * reconnects with backoff).
 */
import { useCallback, useSyncExternalStore } from "react"
import { createActor } from "xstate"
import type { ApiClient, TokenStore } from "@mungwalk/core"
import { connectNotifications, createNotificationStream, provideNotificationsMachine, type EventSourceLike } from "@mungwalk/core/notifications"

export type NotificationsActor = ReturnType<typeof createActor<ReturnType<typeof provideNotificationsMachine>>>

export interface NotificationsService {
  /** The actor while a member is signed in, else null. */
  current(): NotificationsActor | null
  /** Called when the actor is created or stopped. */
  subscribe(listener: () => void): () => void
  /** Report a navigation (the shell's location watcher calls it). */
  routeChanged(path: string): void
  /**
   * Starts following the token (an actor while signed in). The app calls it once its first screen
   * is drawn: the unread flag and the live stream are not what a member opened the app for, so
   * their actor, calls and stream wait until the screen's own calls have gone out.
   */
  start(): void
}

export interface NotificationsServicePorts {
  readonly api: ApiClient
  readonly tokens: TokenStore
  /** `(url) => new EventSource(url)` in the browser. */
  readonly open: (url: string) => EventSourceLike
}

export const createNotificationsService = ({ api, tokens, open }: NotificationsServicePorts): NotificationsService => {
  let actor: NotificationsActor | null = null
  let path: string | null = null
  const listeners = new Set<() => void>()
  const sync = (token: string | null) => {
    if (token && !actor) {
      actor = createActor(provideNotificationsMachine({ api, stream: createNotificationStream({ api, open }) })).start()
      if (path !== null) actor.send({ type: "route.changed", path })
    } else if (!token && actor) {
      actor.stop()
      actor = null
    } else return
    for (const l of [...listeners]) l()
  }
  let started = false
  return {
    start() {
      if (started) return
      started = true
      tokens.subscribe(sync)
      sync(tokens.get())
    },
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    routeChanged(next) {
      path = next
      actor?.send({ type: "route.changed", path: next })
    }
  }
}

/** The notifications actor of the services (null while signed out). */
export const useNotificationsActor = (service: NotificationsService): NotificationsActor | null =>
  // The same read on the server (the build-time render of the visitor's home) and in the browser.
  useSyncExternalStore(service.subscribe, service.current, service.current)

/** The top bar's flag: unread notifications exist (false while signed out). */
export const useUnreadFlag = (service: NotificationsService): boolean => {
  const actor = useNotificationsActor(service)
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const s = actor.subscribe(onChange)
      return () => s.unsubscribe()
    },
    [actor]
  )
  const read = () => (actor ? connectNotifications(actor.getSnapshot(), actor.send).hasUnread : false)
  return useSyncExternalStore(subscribe, read, read)
}

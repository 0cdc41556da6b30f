/**
 * Notifications: one actor for the whole session.
 *
 * ```
 * live:  watching (the NotificationStream port: `stream.unread` sets the flag)
 * flag:  idle ─route.changed | nav.changed | flag.refresh─> checking ─> idle      (§2: checked on each navigation)
 * page:  outside ─[on /notification]─> inside.loading ─> inside.showing | inside.failed ─user.retry─> loading
 *        inside.showing ─stream.unread(true)─> inside.loading (new notifications appear)
 *        inside ─route.changed (elsewhere)─> leaving (read-all) ─> outside + flag.refresh   (§4)
 * ```
 */
import { assertEvent, assign, fromCallback, fromPromise, raise, setup, type EventObject } from "xstate"
import type { Notification } from "../schema/notification.ts"
import { NOTIFICATION_PAGE, type NotificationsContext, type NotificationsEvent } from "./notifications.types.ts"

const missing = (name: string) =>
  new Error(`notifications: '${name}' is not provided; use notificationsMachine.provide(createNotificationsImplementations(ports))`)

const isPage = (path: string | null): boolean => path !== null && path.split(/[?#]/)[0]!.replace(/\/+$/, "") === NOTIFICATION_PAGE

/**
 * Navigation restarts the check. Declared on the region's children (not on `flag` with `reenter`):
 * a re-entering transition on a region's root has the whole machine as its domain and would
 * pre-empt the `page` region's transition on the same event.
 */
const navigation = { target: "checking", reenter: true, actions: "setPath" } as const
const restartCheck = { "route.changed": navigation, "nav.changed": navigation, "flag.refresh": { target: "checking", reenter: true } } as const

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent
  },
  actors: {
    watchUnread: fromCallback<EventObject>(() => {
      throw missing("watchUnread")
    }),
    checkUnread: fromPromise<boolean, void>(async () => {
      throw missing("checkUnread")
    }),
    loadNotifications: fromPromise<ReadonlyArray<Notification>, void>(async () => {
      throw missing("loadNotifications")
    }),
    readAll: fromPromise<void, void>(async () => {
      throw missing("readAll")
    })
  },
  actions: {
    setPath: assign(({ event }) => {
      assertEvent(event, ["route.changed", "nav.changed"])
      return { path: event.path }
    }),
    setUnread: assign((_, unread: boolean) => ({ unread })),
    setStreamUnread: assign(({ event }) => {
      assertEvent(event, "stream.unread")
      return { unread: event.unread }
    }),
    setItems: assign((_, items: ReadonlyArray<Notification>) => ({
      items: [...items].reverse(),
      unread: items.some((n) => !n.read)
    })),
    refreshFlag: raise({ type: "flag.refresh" })
  },
  guards: {
    isOnPage: ({ context }) => isPage(context.path),
    isLeavingPage: ({ event }) => {
      assertEvent(event, ["route.changed", "nav.changed"])
      return !isPage(event.path)
    },
    isNewUnread: ({ event }) => {
      assertEvent(event, "stream.unread")
      return event.unread
    }
  }
}).createMachine({
  id: "notifications",
  context: { unread: false, items: [], path: null },
  type: "parallel",
  states: {
    live: {
      invoke: { id: "watchUnread", src: "watchUnread" },
      on: { "stream.unread": { actions: "setStreamUnread" } }
    },
    flag: {
      initial: "idle",
      states: {
        idle: { on: restartCheck },
        checking: {
          on: restartCheck,
          invoke: {
            id: "checkUnread",
            src: "checkUnread",
            onDone: { target: "idle", actions: { type: "setUnread", params: ({ event }) => event.output } },
            onError: "idle"
          }
        }
      }
    },
    page: {
      initial: "outside",
      states: {
        outside: {
          always: { guard: "isOnPage", target: "inside" }
        },
        inside: {
          initial: "loading",
          on: {
            "route.changed": { guard: "isLeavingPage", target: "leaving" },
            "nav.changed": { guard: "isLeavingPage", target: "leaving" }
          },
          states: {
            loading: {
              invoke: {
                id: "loadNotifications",
                src: "loadNotifications",
                onDone: { target: "showing", actions: { type: "setItems", params: ({ event }) => event.output } },
                onError: "failed"
              }
            },
            showing: {
              on: { "stream.unread": { guard: "isNewUnread", target: "loading" } }
            },
            failed: {
              on: { "user.retry": "loading" }
            }
          }
        },
        leaving: {
          invoke: {
            id: "readAll",
            src: "readAll",
            onDone: { target: "outside", actions: "refreshFlag" },
            onError: { target: "outside", actions: "refreshFlag" }
          }
        }
      }
    }
  }
})

export type NotificationsMachine = typeof notificationsMachine

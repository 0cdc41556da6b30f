/** Model-based test of notifications over the real client, a fake server and a fake stream. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { notificationsMachine } from "./notifications.machine.ts"
import { createNotificationsWorld, NOTES } from "./notifications.testkit.ts"

modelSuite(
  "notifications",
  {
    machine: notificationsMachine,
    inputs: [undefined],
    events: () => [
      { type: "route.changed", path: "/notification" },
      { type: "route.changed", path: "/" },
      { type: "nav.changed", path: "/notification" },
      { type: "nav.changed", path: "/walk" },
      { type: "stream.unread", unread: true },
      { type: "stream.unread", unread: false },
      { type: "flag.refresh" },
      { type: "user.retry" },
      { type: "xstate.done.actor.checkUnread", output: true },
      { type: "xstate.error.actor.checkUnread", error: new HttpError("checkNotifications", 500, "boom") },
      { type: "xstate.done.actor.loadNotifications", output: NOTES },
      { type: "xstate.error.actor.loadNotifications", error: new HttpError("notifications", 500, "boom") },
      { type: "xstate.done.actor.readAll", output: undefined },
      { type: "xstate.error.actor.readAll", error: new HttpError("readAllNotifications", 500, "boom") }
    ],
    serialize: (s) => JSON.stringify({ value: s.value, unread: s.context.unread, onPage: s.context.path === "/notification" })
  },
  {
    start(_input, inspect) {
      const w = createNotificationsWorld({ inspect })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any; unread?: boolean }
          switch (e.type) {
            case "stream.unread":
              return w.live.emit(e.unread!)
            case "xstate.done.actor.checkUnread":
              return w.server.next("checkNotifications").respond(e.output)
            case "xstate.error.actor.checkUnread":
              return w.server.next("checkNotifications").fail(500)
            case "xstate.done.actor.loadNotifications":
              return w.server.next("notifications").respond(e.output)
            case "xstate.error.actor.loadNotifications":
              return w.server.next("notifications").fail(500)
            case "xstate.done.actor.readAll":
              return w.server.next("readAllNotifications").respond(undefined)
            case "xstate.error.actor.readAll":
              return w.server.next("readAllNotifications").fail(500)
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

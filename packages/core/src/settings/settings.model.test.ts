/** Model-based test of the settings over the real client, a fake server and a fake walk outbox. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { settingsMachine } from "./settings.machine.ts"
import { createSettingsWorld, EXPORT, SETTINGS } from "./settings.testkit.ts"

const UNSENT = { walking: true, unsent: 4 }
const SENT = { walking: true, unsent: 0 }

modelSuite(
  "settings",
  {
    machine: settingsMachine,
    inputs: [undefined],
    events: () => [
      { type: "user.retry" },
      { type: "user.toggleSharing" },
      { type: "user.toggleNotifications" },
      { type: "user.export" },
      { type: "user.logout" },
      { type: "user.deleteAccount" },
      { type: "user.confirm" },
      { type: "user.cancel" },
      { type: "user.dismissAlert" },
      { type: "xstate.done.actor.loadSettings", output: SETTINGS },
      { type: "xstate.error.actor.loadSettings", error: new HttpError("accountSettings", 500, "boom") },
      { type: "xstate.done.actor.saveSharing", output: { ...SETTINGS, walkSharing: false } },
      { type: "xstate.error.actor.saveSharing", error: new HttpError("updateAccountSettings", 500, "boom") },
      { type: "xstate.done.actor.saveNotifications", output: { ...SETTINGS, commentNotifications: false } },
      { type: "xstate.error.actor.saveNotifications", error: new HttpError("updateAccountSettings", 500, "boom") },
      { type: "xstate.done.actor.exportData", output: EXPORT },
      { type: "xstate.error.actor.exportData", error: new HttpError("accountExport", 500, "boom") },
      { type: "xstate.done.actor.readWalk", output: UNSENT },
      { type: "xstate.done.actor.readWalk", output: SENT },
      { type: "xstate.done.actor.flushWalk", output: SENT },
      { type: "xstate.done.actor.flushWalk", output: UNSENT },
      { type: "xstate.error.actor.readWalk", error: new Error("storage") },
      { type: "xstate.error.actor.flushWalk", error: new Error("storage") },
      { type: "xstate.done.actor.logout", output: undefined },
      { type: "xstate.error.actor.logout", error: new HttpError("logout", 401, "refused") },
      { type: "xstate.error.actor.logout", error: new HttpError("logout", 500, "boom") },
      { type: "xstate.done.actor.deleteAccount", output: undefined },
      { type: "xstate.error.actor.deleteAccount", error: new HttpError("deleteAccount", 409, "결제 중") }
    ],
    serialize: (s) =>
      JSON.stringify({ value: s.value, unsent: s.context.unsentPoints, alert: s.context.alert !== null, sharing: s.context.settings?.walkSharing })
  },
  {
    start(_input, inspect) {
      const w = createSettingsWorld({ inspect, manualWalk: true })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any; error?: HttpError }
          const id = e.type.replace(/^xstate\.(done|error)\.actor\./, "")
          const done = e.type.startsWith("xstate.done")
          const answer = (name: Parameters<typeof w.server.next>[0]) => {
            const r = w.server.next(name)
            if (done) r.respond(e.output)
            else r.fail(e.error!.status, e.error!.message)
          }
          switch (id) {
            case "loadSettings":
              return answer("accountSettings")
            case "saveSharing":
            case "saveNotifications":
              return answer("updateAccountSettings")
            case "exportData":
              return answer("accountExport")
            case "logout":
              return answer("logout")
            case "deleteAccount":
              return answer("deleteAccount")
            case "readWalk":
            case "flushWalk":
              return done ? w.walk.answer(e.output) : w.walk.fail()
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

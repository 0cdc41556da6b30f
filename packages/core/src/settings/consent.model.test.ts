/** Model-based test of the location consent dialog over the real client and a fake server. */
import { createActor } from "xstate"
import { HttpError } from "../api/errors.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { consentMachine } from "./consent.machine.ts"
import { provideConsentMachine } from "./consent.actors.ts"

const NEVER = { walkSharing: false, locationConsent: null, commentNotifications: true } as const
const ANSWERED = { walkSharing: false, locationConsent: "DECLINED", commentNotifications: true } as const

modelSuite(
  "locationConsent",
  {
    machine: consentMachine,
    inputs: [undefined],
    events: () => [
      { type: "user.start", withDogs: true },
      { type: "user.start", withDogs: false },
      { type: "user.agree" },
      { type: "user.decline" },
      { type: "user.later" },
      { type: "user.close" },
      { type: "user.dismissAlert" },
      { type: "xstate.done.actor.loadSettings", output: NEVER },
      { type: "xstate.done.actor.loadSettings", output: ANSWERED },
      { type: "xstate.error.actor.loadSettings", error: new HttpError("accountSettings", 500, "boom") },
      { type: "xstate.done.actor.saveConsent", output: { ...NEVER, locationConsent: "AGREED" } },
      { type: "xstate.error.actor.saveConsent", error: new HttpError("updateAccountSettings", 500, "boom") }
    ],
    serialize: (s) => JSON.stringify({ value: s.value, answered: s.context.answered, answer: s.context.answer, alert: s.context.alert !== null })
  },
  {
    start(_input, inspect) {
      const server = createFakeApi({ token: "t" })
      const actor = createActor(
        provideConsentMachine(server.api, () => {}),
        { inspect }
      )
      actor.start()
      return {
        actor,
        perform(event) {
          const e = event as { type: string; output?: any; error?: HttpError }
          const done = e.type.startsWith("xstate.done")
          const answer = (name: "accountSettings" | "updateAccountSettings") => {
            const r = server.next(name)
            if (done) r.respond(e.output)
            else r.fail(e.error!.status, e.error!.message)
          }
          if (e.type.endsWith(".loadSettings")) return answer("accountSettings")
          if (e.type.endsWith(".saveConsent")) return answer("updateAccountSettings")
          return actor.send(event)
        }
      }
    }
  }
)

/** Model-based test of the home prompt over the real client and a fake server. */
import { createActor } from "xstate"
import { HttpError } from "../api/errors.ts"
import { walkOn } from "../calendar/calendar.testkit.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { createFakeGeolocation, TestClock } from "../testing/fakes.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { provideHomeMachine } from "./home.actors.ts"
import { homeMachine } from "./home.machine.ts"

const KONG = { petId: 1, name: "콩이", profileImageUrl: null }

modelSuite(
  "home",
  {
    machine: homeMachine,
    inputs: [{ now: Date.UTC(2026, 1, 28, 23, 0) }],
    events: () => [
      { type: "xstate.done.actor.loadPets", output: [KONG] },
      { type: "xstate.done.actor.loadPets", output: [] },
      { type: "xstate.error.actor.loadPets", error: new HttpError("myPets", 401, "Unauthorized") },
      { type: "xstate.error.actor.loadPets", error: new HttpError("myPets", 500, "boom") },
      { type: "xstate.done.actor.loadToday", output: { walks: [walkOn("2026-02-28T22:00:00Z")] } },
      { type: "xstate.error.actor.loadToday", error: new HttpError("walkDaily", 500, "boom") },
      { type: "xstate.done.actor.loadHotPlaces", output: { center: { lat: 37.5, lng: 127 }, position: null, data: [{ lat: 37.5, lng: 127 }] } },
      { type: "xstate.error.actor.loadHotPlaces", error: new HttpError("walkHotplace", 500, "boom") }
    ],
    serialize: (s) => JSON.stringify({ value: s.value, pets: s.context.pets?.length ?? null, walks: s.context.todayWalks?.length ?? null, hot: s.context.hotPlaces?.data.length ?? null })
  },
  {
    start(input, inspect) {
      const server = createFakeApi()
      const gps = createFakeGeolocation()
      gps.autoCurrent = "denied"
      const clock = new TestClock()
      const actor = createActor(provideHomeMachine({ api: server.api, geolocation: gps.port }), { input, inspect, clock }).start()
      return {
        actor,
        perform(event) {
          const e = event as { type: string; output?: any; error?: HttpError }
          switch (e.type) {
            case "xstate.done.actor.loadPets": return server.next("myPets").respond(e.output)
            case "xstate.error.actor.loadPets": return server.next("myPets").fail(e.error!.status, e.error!.message)
            case "xstate.done.actor.loadToday": return server.next("walkDaily").respond(e.output)
            case "xstate.error.actor.loadToday": return server.next("walkDaily").fail(500)
            case "xstate.done.actor.loadHotPlaces": return server.next("walkHotplace").respond(e.output.data)
            case "xstate.error.actor.loadHotPlaces": return server.next("walkHotplace").fail(500)
            default:
              if (e.type.startsWith("xstate.after.")) return fireDelayed(actor, clock, e.type)
              return actor.send(event)
          }
        }
      }
    }
  }
)

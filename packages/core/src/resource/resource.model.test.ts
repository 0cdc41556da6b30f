/** Model-based test of the resource machine, loading points through the real client over a fake server. */
import { createActor } from "xstate"
import { HttpError } from "../api/errors.ts"
import type { PointEntry } from "../schema/point.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { loadResource, resourceMachine } from "./resource.machine.ts"

const entry: PointEntry = { id: 1, description: "산책 퀘스트", date: new Date("2026-03-01T01:00:00Z"), type: "plus", amount: 100 }

modelSuite(
  "resource",
  {
    machine: resourceMachine,
    inputs: [{ input: undefined }, { input: undefined, delayMs: 1000 }],
    describeInput: (i) => (i.delayMs ? "1 s delay" : "no delay"),
    events: () => [
      { type: "xstate.done.actor.load", output: [entry] },
      { type: "xstate.done.actor.load", output: [] },
      { type: "xstate.error.actor.load", error: new HttpError("points", 500, "boom") },
      { type: "xstate.error.actor.load", error: new HttpError("points", 404, "Not found") }
    ],
    serialize: (s) => JSON.stringify({ value: s.value, data: s.context.data !== null, error: s.context.error !== null })
  },
  {
    start(input, inspect) {
      const server = createFakeApi()
      const clock = new TestClock()
      const machine = loadResource((_: void, signal) => server.api.call("points", { query: {} }, { signal }))
      const actor = createActor(machine, { input, clock, inspect }).start()
      return {
        actor,
        perform(event) {
          const e = event as { type: string; output?: unknown }
          if (e.type === "xstate.done.actor.load") return server.next("points").respond(e.output as PointEntry[])
          if (e.type === "xstate.error.actor.load") {
            const status = ((event as { error?: unknown }).error as HttpError).status
            return server.next("points").fail(status, status === 404 ? "Not found" : "boom")
          }
          if (e.type.startsWith("xstate.after.")) return fireDelayed(actor, clock, e.type)
          actor.send(event)
        }
      }
    }
  }
)

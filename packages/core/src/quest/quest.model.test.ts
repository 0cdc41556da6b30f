/** Model-based test of the quest list over the real client and a fake server. */
import { createActor } from "xstate"
import { HttpError } from "../api/errors.ts"
import type { Quest } from "../schema/quest.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { provideQuestMachine } from "./quest.actors.ts"
import { questMachine } from "./quest.machine.ts"
import { questsWith } from "./quest.testkit.ts"

const SOME_TO_DO = questsWith([true, false], [false, false], [false, false])
const ALL_CLAIMED = questsWith([true, true], [true, true], [true, true])
const CLAIMED_CHECK_IN = questsWith([true, true], [false, false], [false, false])[0]!

modelSuite(
  "quest",
  {
    machine: questMachine,
    inputs: [undefined],
    events: () => [
      { type: "xstate.done.actor.loadQuests", output: SOME_TO_DO },
      { type: "xstate.done.actor.loadQuests", output: ALL_CLAIMED },
      { type: "xstate.error.actor.loadQuests", error: new HttpError("quests", 500, "boom") },
      { type: "user.go", questId: 2 },
      { type: "user.go", questId: 1 },
      { type: "user.claim", questId: 1 },
      { type: "user.claim", questId: 2 },
      { type: "xstate.done.actor.claimQuest", output: CLAIMED_CHECK_IN },
      { type: "xstate.error.actor.claimQuest", error: new HttpError("claimQuest", 409, "이미 보상을 받은 퀘스트예요.") },
      { type: "xstate.error.actor.claimQuest", error: new HttpError("claimQuest", 500, "boom") }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        quests: s.context.quests?.map((q) => `${q.questId}${q.completed ? "c" : ""}${q.reward ? "r" : ""}`) ?? null,
        claiming: s.context.claimingId,
        error: s.context.claimError,
        unknown: s.context.claimUnknown
      })
  },
  {
    start(input, inspect) {
      const server = createFakeApi()
      const navigations: string[] = []
      const actor = createActor(provideQuestMachine({ api: server.api, navigate: (path) => navigations.push(path) }), { input, inspect }).start()
      return {
        actor,
        perform(event) {
          const e = event as { type: string; output?: unknown; error?: HttpError; questId?: number }
          switch (e.type) {
            case "xstate.done.actor.loadQuests":
              return server.next("quests").respond(e.output as Quest[])
            case "xstate.error.actor.loadQuests":
              return server.next("quests").fail(500, "boom")
            case "xstate.done.actor.claimQuest":
              return server.next("claimQuest").respond(e.output as Quest)
            case "xstate.error.actor.claimQuest":
              return server.next("claimQuest").fail(e.error!.status, e.error!.message)
            case "user.go": {
              const before = navigations.length
              actor.send(event)
              const expected = e.questId === 2 ? ["/walk"] : []
              if (JSON.stringify(navigations.slice(before)) !== JSON.stringify(expected)) {
                throw new Error(`user.go ${e.questId} navigated to ${JSON.stringify(navigations.slice(before))}, expected ${JSON.stringify(expected)}`)
              }
              return
            }
            default:
              return actor.send(event)
          }
        }
      }
    }
  }
)

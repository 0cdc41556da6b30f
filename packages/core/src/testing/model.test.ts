import { describe, expect, it } from "vitest"
import { assign, createActor, fromPromise, setup } from "xstate"
import { TestClock } from "./fakes.ts"
import { CoverageRecorder, fireDelayed, machineTransitions, planModelPaths, runModelPath, type ModelDriver } from "./model.ts"

type DoorEvent = { type: "open" } | { type: "close" } | { type: "lock" } | { type: "unlock" } | { type: "kick" }

/** A tiny door: open/close, a lock with a guard, a timer and an invoked actor; optionally a kick. */
const makeDoor = (withKick: boolean) =>
  setup({
    types: { context: {} as { locked: boolean }, events: {} as DoorEvent },
    actors: { ring: fromPromise<string>(async () => "ding") },
    guards: { isUnlocked: ({ context }) => !context.locked, isBroken: () => false }
  }).createMachine({
    id: "door",
    context: { locked: false },
    initial: "closed",
    states: {
      closed: {
        on: {
          open: [{ guard: "isUnlocked", target: "open" }, { target: "ringing" }],
          lock: { actions: assign({ locked: true }) },
          unlock: { actions: assign({ locked: false }) }
        }
      },
      ringing: { invoke: { id: "ring", src: "ring", onDone: "closed", onError: "closed" } },
      open: {
        after: { 1000: "closed" },
        on: withKick ? { close: "closed", kick: { guard: "isBroken", target: "closed" } } : { close: "closed" }
      }
    }
  })

const door = makeDoor(false)

const serialize = (s: { value: unknown; context: { locked: boolean } }) => JSON.stringify([s.value, s.context.locked])

const driver = (options: { wrong?: boolean } = {}): ModelDriver<typeof door> => ({
  start(_input, inspect) {
    const clock = new TestClock()
    let answer!: { resolve: (v: string) => void; reject: (e: unknown) => void }
    const actor = createActor(door.provide({ actors: { ring: fromPromise<string>(() => new Promise((resolve, reject) => (answer = { resolve, reject }))) } }), {
      clock,
      inspect
    }).start()
    return {
      actor,
      perform(e) {
        const event = e as { type: string }
        if (event.type === "xstate.done.actor.ring") return answer.resolve("ding")
        if (event.type === "xstate.error.actor.ring") return answer.reject(new Error("no"))
        if (event.type.startsWith("xstate.after.")) return fireDelayed(actor, clock, event.type)
        // The wrong driver locks the door whenever it should close it.
        if (options.wrong && event.type === "close") return void actor.send({ type: "lock" })
        actor.send(e)
      }
    }
  }
})

const plan = (machine: typeof door) =>
  planModelPaths("door", {
    machine,
    inputs: [undefined],
    events: () => [
      { type: "xstate.done.actor.ring", output: "ding" },
      { type: "xstate.error.actor.ring", error: new Error("no") }
    ],
    serialize
  })

describe("model-based testing harness", () => {
  it("lists every transition: guarded branches, after, done and error", () => {
    expect(machineTransitions(door).map((t) => t.label)).toEqual([
      "door.closed --open [isUnlocked]--> door.open",
      "door.closed --open--> door.ringing",
      "door.closed --lock--> (self)",
      "door.closed --unlock--> (self)",
      "door.ringing --xstate.done.actor.ring--> door.closed",
      "door.ringing --xstate.error.actor.ring--> door.closed",
      "door.open --close--> door.closed",
      "door.open --xstate.after.1000.door.open--> door.closed"
    ])
  })

  it("generates paths that take every transition and runs them against the real actor", async () => {
    const p = plan(door)
    expect(p.unreachable).toEqual([])
    const coverage = new CoverageRecorder("door", door)
    for (const path of p.paths) await runModelPath(p, path, driver(), coverage)
    expect(coverage.missing).toEqual([])
    expect(coverage.summary()).toBe("door: 8/8 transitions")
  })

  it("fails the coverage check when a transition is added without a path that takes it", async () => {
    // A new transition that no generated path can take: its guard never holds.
    const extended = makeDoor(true)
    const p = planModelPaths("door+kick", { machine: extended, inputs: [undefined], events: () => [], serialize })
    expect(p.unreachable.map((t) => t.label)).toEqual(["door.open --kick [isBroken]--> door.closed"])
    const coverage = new CoverageRecorder("door+kick", extended)
    expect(coverage.missing.map((t) => t.label)).toContain("door.open --kick [isBroken]--> door.closed")
    expect(coverage.summary()).toBe("door+kick: 0/9 transitions")
  })

  it("fails a path when the real actor does not end up where the model says", async () => {
    const p = plan(door)
    const coverage = new CoverageRecorder("door", door)
    const closing = p.paths.find((path) => path.steps.some((s) => s.event.type === "close"))!
    await expect(runModelPath(p, closing, driver({ wrong: true }), coverage)).rejects.toThrow(/expected .*closed/)
  })
})

import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { assign, createActor, fromPromise, setup } from "xstate"
import { memoryStorage } from "../ports.ts"
import { IsoDateTime } from "../schema/common.ts"
import { settle } from "../testing/model.ts"
import { persistedEntry, persistMachine } from "./index.ts"

const Note = Schema.Struct({ text: Schema.String, at: IsoDateTime })

describe("persistedEntry", () => {
  it("stores the encoded value with its version and reads it back decoded", () => {
    const storage = memoryStorage()
    const entry = persistedEntry(storage, { key: "t.note", version: 2, schema: Note })
    entry.save({ text: "산책", at: new Date("2026-03-01T00:00:00.000Z") })
    expect(JSON.parse(storage.getItem("t.note")!)).toEqual({ version: 2, text: "산책", at: "2026-03-01T00:00:00.000Z" })
    expect(entry.load()).toEqual({ text: "산책", at: new Date("2026-03-01T00:00:00.000Z") })
    entry.clear()
    expect(storage.getItem("t.note")).toBeNull()
    expect(entry.load()).toBeNull()
  })

  it.each([
    ["not JSON", "{oops"],
    ["JSON but not an object", "42"],
    ["an older version", JSON.stringify({ version: 1, text: "x", at: "2026-03-01T00:00:00.000Z" })],
    ["no version", JSON.stringify({ text: "x", at: "2026-03-01T00:00:00.000Z" })],
    ["a field that does not decode", JSON.stringify({ version: 2, text: "x", at: "yesterday" })]
  ])("%s is ignored (null) and removed, never thrown", (_, raw) => {
    const storage = memoryStorage({ "t.note": raw })
    expect(persistedEntry(storage, { key: "t.note", version: 2, schema: Note }).load()).toBeNull()
    expect(storage.getItem("t.note")).toBeNull()
  })

  it("refuses to store a value that does not fit the schema", () => {
    const entry = persistedEntry(memoryStorage(), { key: "t.note", version: 1, schema: Note })
    expect(() => entry.save({ text: "x", at: new Date(Number.NaN) })).toThrow(/t\.note/)
  })
})

/**
 * A pay flow like the shop's: `paying` sends the browser to the pay provider (the page is gone),
 * the provider sends it back and the app tells the machine; `confirming` calls the server.
 */
const PayContext = Schema.Struct({ orderId: Schema.Number, startedAt: IsoDateTime, pgToken: Schema.NullOr(Schema.String) })
const payMachine = setup({
  types: {
    context: {} as { orderId: number; startedAt: Date; pgToken: string | null },
    events: {} as { type: "user.pay" } | { type: "pay.returned"; pgToken: string },
    input: {} as { orderId: number; now: Date }
  },
  actors: { confirm: fromPromise<string, { orderId: number; pgToken: string }>(async () => "ok") },
  actions: { leavePage: () => {} }
}).createMachine({
  id: "pay",
  context: ({ input }) => ({ orderId: input.orderId, startedAt: input.now, pgToken: null }),
  initial: "cart",
  states: {
    cart: { on: { "user.pay": "paying" } },
    paying: {
      entry: "leavePage",
      on: { "pay.returned": { target: "confirming", actions: assign({ pgToken: ({ event }) => event.pgToken }) } }
    },
    confirming: {
      invoke: {
        src: "confirm",
        input: ({ context }) => ({ orderId: context.orderId, pgToken: context.pgToken! }),
        onDone: "paid"
      }
    },
    paid: { type: "final" }
  }
})

describe("persistMachine: a flow that survives a full-page redirect", () => {
  const options = { key: "t.pay", version: 1, context: PayContext }
  const input = { orderId: 42, now: new Date("2026-03-01T00:00:00.000Z") }

  it("resumes where the page left, with its context, and clears the entry when the flow completes", async () => {
    const storage = memoryStorage()
    const before = createActor(payMachine, { input })
    persistMachine(storage, options).attach(before)
    before.start()
    before.send({ type: "user.pay" })
    before.stop() // the browser goes to the pay provider
    expect(JSON.parse(storage.getItem("t.pay")!)).toMatchObject({
      version: 1,
      value: "paying",
      context: { orderId: 42, startedAt: "2026-03-01T00:00:00.000Z" }
    })

    const confirmed: Array<{ orderId: number; pgToken: string }> = []
    const machine = payMachine.provide({
      actors: {
        confirm: fromPromise(async ({ input }) => {
          confirmed.push(input)
          return "ok"
        })
      }
    })
    const flow = persistMachine(storage, options)
    const after = createActor(machine, { input, snapshot: flow.restore(machine) })
    flow.attach(after)
    after.start()
    expect(after.getSnapshot().value).toBe("paying")
    expect(after.getSnapshot().context.startedAt).toEqual(input.now)
    after.send({ type: "pay.returned", pgToken: "pg-1" })
    await settle()
    expect(confirmed).toEqual([{ orderId: 42, pgToken: "pg-1" }])
    expect(after.getSnapshot().status).toBe("done")
    expect(storage.getItem("t.pay")).toBeNull()
  })

  it("a call cut short by the page leaving is made again on resume", async () => {
    const storage = memoryStorage()
    const never = payMachine.provide({ actors: { confirm: fromPromise(() => new Promise<string>(() => {})) } })
    const before = createActor(never, { input })
    persistMachine(storage, options).attach(before)
    before.start()
    before.send({ type: "user.pay" })
    before.send({ type: "pay.returned", pgToken: "pg-2" })
    before.stop()

    const calls: string[] = []
    const machine = payMachine.provide({
      actors: {
        confirm: fromPromise(async ({ input }) => {
          calls.push(input.pgToken)
          return "ok"
        })
      }
    })
    const flow = persistMachine(storage, options)
    const after = createActor(machine, { input, snapshot: flow.restore(machine) })
    flow.attach(after)
    after.start()
    await settle()
    expect(calls).toEqual(["pg-2"])
    expect(after.getSnapshot().status).toBe("done")
    expect(storage.getItem("t.pay")).toBeNull()
  })

  it.each([
    ["a corrupt entry", "][", 1],
    [
      "an entry of another version",
      JSON.stringify({ version: 0, value: "paying", context: { orderId: 42, startedAt: "2026-03-01T00:00:00.000Z", pgToken: null }, children: {} }),
      1
    ],
    ["a context that no longer decodes", JSON.stringify({ version: 1, value: "paying", context: { orderId: "42" }, children: {} }), 1],
    [
      "a state the machine does not have",
      JSON.stringify({ version: 1, value: "shipping", context: { orderId: 42, startedAt: "2026-03-01T00:00:00.000Z", pgToken: null }, children: {} }),
      1
    ]
  ])("%s is a fresh start, not an error, and is removed", (_, raw) => {
    const storage = memoryStorage({ "t.pay": raw })
    const snapshot = persistMachine(storage, options).restore(payMachine)
    expect(snapshot).toBeUndefined()
    expect(storage.getItem("t.pay")).toBeNull()
    expect(createActor(payMachine, { input, snapshot }).start().getSnapshot().value).toBe("cart")
  })
})

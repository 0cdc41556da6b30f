import { describe, expect, it } from "vitest"
import { createActor, setup, assign } from "xstate"
import { fromApiCall, unlessAborted } from "./abort.ts"

const settlesWithin = async (p: Promise<unknown>, ms: number) =>
  Promise.race([
    p.then(
      () => "resolved",
      () => "rejected"
    ),
    new Promise((r) => setTimeout(() => r("pending"), ms))
  ])

describe("calls aborted by their actor", () => {
  it("a call rejected because its signal aborted never settles", async () => {
    const controller = new AbortController()
    const work = new Promise((_, reject) => controller.signal.addEventListener("abort", () => reject(new Error("aborted"))))
    const quiet = unlessAborted(controller.signal, work)
    controller.abort()
    expect(await settlesWithin(quiet, 30)).toBe("pending")
  })

  it("a call that fails on its own still rejects", async () => {
    const controller = new AbortController()
    const quiet = unlessAborted(controller.signal, Promise.reject(new Error("500")))
    await expect(quiet).rejects.toThrow("500")
  })

  it("stopping a machine mid-call delivers no error to it", async () => {
    const errors: unknown[] = []
    const machine = setup({
      actors: {
        load: fromApiCall<string, void>(({ signal }) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")))))
      }
    }).createMachine({
      context: { failed: false },
      initial: "loading",
      states: {
        loading: { invoke: { src: "load", onError: { actions: [assign({ failed: true }), ({ event }) => errors.push(event.error)] } } }
      }
    })
    const actor = createActor(machine).start()
    actor.stop()
    await new Promise((r) => setTimeout(r, 20))
    expect(errors).toEqual([])
  })
})

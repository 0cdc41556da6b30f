/**
 * `db/batcher.ts`: calls go out at once while there is room, the ones that queue meanwhile go out
 * together, calls of one key never share a batch nor run at once, and a failed batch fails only its own calls.
 */
import { describe, expect, it } from "vitest"
import { createBatcher } from "../src/db/batcher.ts"

interface Item {
  readonly key: number
  readonly value: string
}

/** A batcher whose batches finish when the test says so. */
const controlled = (maxInFlight: number, maxBatch: number) => {
  const batches: Array<{ items: ReadonlyArray<Item>; finish: () => void; fail: (e: Error) => void }> = []
  const call = createBatcher<Item, string>({
    maxInFlight,
    maxBatch,
    keyOf: (item) => item.key,
    run: (items) =>
      new Promise((resolve, reject) => {
        batches.push({ items, finish: () => resolve(items.map((i) => `done ${i.value}`)), fail: reject })
      })
  })
  const item = (key: number, value = String(key)): Item => ({ key, value })
  const values = (n: number) => batches[n]!.items.map((i) => i.value)
  return { call, batches, item, values }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("batcher", () => {
  it("sends a call at once while fewer batches than the limit run, and what queued meanwhile as one batch", async () => {
    const { call, batches, item, values } = controlled(2, 10)
    const a = call(item(1))
    expect(values(0)).toEqual(["1"])
    const b = call(item(2))
    expect(values(1)).toEqual(["2"])
    const queued = [3, 4, 5].map((k) => call(item(k)))
    expect(batches).toHaveLength(2)
    expect(call.pending()).toEqual({ queued: 3, inFlight: 2 })
    batches[0]!.finish()
    expect(await a).toBe("done 1")
    expect(values(2)).toEqual(["3", "4", "5"])
    batches[1]!.finish()
    batches[2]!.finish()
    expect(await b).toBe("done 2")
    expect(await Promise.all(queued)).toEqual(["done 3", "done 4", "done 5"])
    expect(call.pending()).toEqual({ queued: 0, inFlight: 0 })
  })

  it("keeps batches to their size, in order", async () => {
    const { call, batches, item, values } = controlled(1, 2)
    const all = [1, 2, 3, 4, 5].map((k) => call(item(k)))
    expect(values(0)).toEqual(["1"])
    batches[0]!.finish()
    await settled()
    expect(values(1)).toEqual(["2", "3"])
    batches[1]!.finish()
    await settled()
    expect(values(2)).toEqual(["4", "5"])
    batches[2]!.finish()
    expect(await Promise.all(all)).toEqual(["done 1", "done 2", "done 3", "done 4", "done 5"])
  })

  it("never runs two calls of one key at once nor in one batch", async () => {
    const { call, batches, item, values } = controlled(2, 10)
    const first = call(item(7, "7a"))
    const second = call(item(7, "7b"))
    const other = call(item(8))
    // 7b waits while 7a runs; 8 may go meanwhile.
    expect(values(0)).toEqual(["7a"])
    expect(values(1)).toEqual(["8"])
    expect(batches).toHaveLength(2)
    batches[1]!.finish()
    await settled()
    expect(batches).toHaveLength(2)
    const third = call(item(7, "7c"))
    batches[0]!.finish()
    await settled()
    expect(values(2)).toEqual(["7b"])
    batches[2]!.finish()
    await settled()
    expect(values(3)).toEqual(["7c"])
    batches[3]!.finish()
    expect(await Promise.all([first, second, other, third])).toEqual(["done 7a", "done 7b", "done 8", "done 7c"])
  })

  it("rejects the calls of a failed batch only, and goes on with the next", async () => {
    const { call, batches, item, values } = controlled(1, 10)
    const lone = call(item(1))
    const together = [call(item(2)), call(item(3))]
    batches[0]!.fail(new Error("statement failed"))
    await expect(lone).rejects.toThrow("statement failed")
    expect(values(1)).toEqual(["2", "3"])
    batches[1]!.finish()
    expect(await Promise.all(together)).toEqual(["done 2", "done 3"])
  })

  it("a run that throws instead of answering a promise fails its calls the same way", async () => {
    let runs = 0
    const call = createBatcher<Item, string>({
      maxInFlight: 1,
      maxBatch: 10,
      keyOf: (i) => i.key,
      run: (items) => {
        if (runs++ === 0) throw new Error("could not start")
        return Promise.resolve(items.map((i) => i.value))
      }
    })
    await expect(call({ key: 1, value: "a" })).rejects.toThrow("could not start")
    expect(await call({ key: 1, value: "b" })).toBe("b")
    expect(call.pending()).toEqual({ queued: 0, inFlight: 0 })
  })
})

import { afterEach, describe, expect, it, vi } from "vitest"
import { whenIdle } from "./whenIdle.ts"

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("whenIdle", () => {
  it("asks the browser for an idle period with the given deadline, and cancels it", () => {
    const asked: Array<{ run: () => void; timeout: number }> = []
    const cancelled: number[] = []
    vi.stubGlobal("requestIdleCallback", (run: () => void, options: { timeout: number }) => asked.push({ run, timeout: options.timeout }))
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id))
    const run = vi.fn()
    const cancel = whenIdle(run, 2000)
    expect(asked.map((a) => a.timeout)).toEqual([2000])
    expect(run).not.toHaveBeenCalled()
    asked[0]?.run()
    expect(run).toHaveBeenCalledTimes(1)
    cancel()
    expect(cancelled).toEqual([1])
  })

  it("without requestIdleCallback (Safari before 18), runs after a task of a quarter of the deadline; cancel stops it", () => {
    vi.stubGlobal("requestIdleCallback", undefined)
    vi.useFakeTimers()
    const run = vi.fn()
    whenIdle(run, 2000)
    vi.advanceTimersByTime(499)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    const never = vi.fn()
    whenIdle(never, 2000)()
    vi.advanceTimersByTime(2000)
    expect(never).not.toHaveBeenCalled()
  })
})

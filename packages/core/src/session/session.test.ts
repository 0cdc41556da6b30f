import { afterEach, describe, expect, it, vi } from "vitest"
import { memoryStorage, systemClock } from "../ports.ts"
import { createFakeConnectivity, createFakeGeolocation, createFakeVisibility, createFakeWakeLock } from "../testing/fakes.ts"
import { createSession, runStepsApart, sessionSteps, type SessionPorts } from "./session.ts"

const stops: Array<() => void> = []
afterEach(() => {
  for (const s of stops.splice(0)) s()
})

const ports = (navigate: SessionPorts["navigate"], network: ReturnType<typeof createFakeConnectivity>): SessionPorts => ({
  connectivity: network.port,
  storage: memoryStorage(),
  geolocation: createFakeGeolocation().port,
  clock: systemClock,
  wakeLock: createFakeWakeLock().port,
  visibility: createFakeVisibility().port,
  navigate,
  fetch: async () => new Response("{}", { status: 503 })
})

const session = () => {
  const navigate = vi.fn()
  const network = createFakeConnectivity()
  const s = createSession(ports(navigate, network))
  stops.push(() => {
    s.auth.stop()
    s.walk.stop()
    s.connectivity.stop()
  })
  return { s, navigate, network }
}

describe("client session", () => {
  it("a new sign-in retries the walk's stalled calls", () => {
    const { s } = session()
    const send = vi.spyOn(s.walk, "send")
    s.tokens.set("token")
    expect(send).toHaveBeenCalledWith({ type: "user.retry" })
    send.mockClear()
    s.tokens.clear()
    expect(send).not.toHaveBeenCalled()
  })

  it("a call that gets no answer means offline though the device says online; the next answer means online again (and retries the walk)", async () => {
    let down = true
    const navigate = vi.fn()
    const network = createFakeConnectivity(true)
    const s = createSession({
      ...ports(navigate, network),
      fetch: async (_input, init) => {
        if (init.signal?.aborted) throw new DOMException("aborted", "AbortError")
        if (down) throw new TypeError("Failed to fetch")
        return new Response("true", { status: 200, headers: { "content-type": "application/json" } })
      }
    })
    stops.push(() => {
      s.auth.stop()
      s.walk.stop()
      s.connectivity.stop()
    })
    const send = vi.spyOn(s.walk, "send")
    const offline = () => s.connectivity.getSnapshot().matches({ network: "offline" })
    expect(offline()).toBe(false)
    await expect(s.api.call("checkNotifications")).rejects.toThrow()
    // navigator.onLine is still true (a tunnel with signal, a page loaded while the network was gone): the call says otherwise.
    expect(offline()).toBe(true)
    // A call the app itself aborted says nothing about the network.
    down = false
    const aborted = new AbortController()
    aborted.abort()
    await expect(s.api.call("checkNotifications", undefined, { signal: aborted.signal })).rejects.toThrow()
    expect(offline()).toBe(true)
    await s.api.call("checkNotifications")
    expect(offline()).toBe(false)
    expect(send).toHaveBeenCalledWith({ type: "user.retry" })
  })

  it("the network coming back retries the walk's stalled calls at once; going away does not", () => {
    const { s, network } = session()
    const send = vi.spyOn(s.walk, "send")
    network.setOnline(false)
    expect(s.connectivity.getSnapshot().matches({ network: "offline" })).toBe(true)
    expect(send).not.toHaveBeenCalled()
    network.setOnline(true)
    expect(send).toHaveBeenCalledWith({ type: "user.retry" })
    expect(s.connectivity.getSnapshot().matches({ network: "online" })).toBe(true)
  })

  it("every navigation reaches the guard and the walk", () => {
    const { s, navigate } = session()
    const walkSend = vi.spyOn(s.walk, "send")
    s.routeChanged("/mypage", "")
    expect(s.auth.getSnapshot().context.path).toBe("/mypage")
    expect(walkSend).toHaveBeenCalledWith({ type: "nav.changed", path: "/mypage" })
    expect(s.auth.getSnapshot().matches("signedIn")).toBe(false)
    expect(navigate).not.toHaveBeenCalledWith("/mypage", expect.anything())
  })

  it("as steps, one actor per step, the session is the same", async () => {
    const network = createFakeConnectivity()
    const steps = sessionSteps(ports(vi.fn(), network))
    const between = vi.fn(() => Promise.resolve())
    const s = await runStepsApart(steps, between)
    stops.push(() => {
      s.auth.stop()
      s.walk.stop()
      s.connectivity.stop()
    })
    // auth | walk | connectivity: two pauses, and each actor is running.
    expect(between).toHaveBeenCalledTimes(2)
    for (const actor of [s.auth, s.walk, s.connectivity]) expect(actor.getSnapshot().status).toBe("active")
    const send = vi.spyOn(s.walk, "send")
    s.tokens.set("token")
    network.setOnline(false)
    network.setOnline(true)
    expect(send.mock.calls).toEqual([[{ type: "user.retry" }], [{ type: "user.retry" }]])
  })
})

import { afterEach, describe, expect, it, vi } from "vitest"
import { memoryStorage, systemClock } from "../ports.ts"
import { createFakeConnectivity, createFakeGeolocation, createFakeVisibility, createFakeWakeLock } from "../testing/fakes.ts"
import { createSession } from "./session.ts"

const stops: Array<() => void> = []
afterEach(() => {
  for (const s of stops.splice(0)) s()
})

const session = () => {
  const navigate = vi.fn()
  const network = createFakeConnectivity()
  const s = createSession({
    connectivity: network.port,
    storage: memoryStorage(),
    geolocation: createFakeGeolocation().port,
    clock: systemClock,
    wakeLock: createFakeWakeLock().port,
    visibility: createFakeVisibility().port,
    navigate,
    fetch: async () => new Response("{}", { status: 503 })
  })
  stops.push(() => { s.auth.stop(); s.walk.stop(); s.connectivity.stop() })
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
})

import { describe, expect, it, vi } from "vitest"
import { createFakeConnectivity, TestClock } from "../testing/fakes.ts"
import { createConnectivityActor } from "./connectivity.actors.ts"
import { connectConnectivity, onReconnected } from "./connectivity.connect.ts"
import { CONNECTIVITY_COPY, CONNECTIVITY_PROBE_MS } from "./connectivity.types.ts"

const start = (online = true) => {
  const network = createFakeConnectivity(online)
  const reconnected = vi.fn()
  const applyUpdate = vi.fn()
  const actor = createConnectivityActor({ connectivity: network.port, reconnected, applyUpdate }).start()
  const view = (walking = false) => connectConnectivity(actor.getSnapshot(), actor.send, { walking })
  return { network, reconnected, applyUpdate, actor, view }
}

describe("connectivity", () => {
  it("starts from what the device says: offline at start shows the banner at once", () => {
    const { view } = start(false)
    expect(view().isOffline).toBe(true)
    expect(view().offlineMessage).toBe(CONNECTIVITY_COPY.offline)
  })

  it("going offline shows the banner; during a walk it says the points will be sent later", () => {
    const { network, view } = start()
    expect(view().offlineMessage).toBeNull()
    network.setOnline(false)
    expect(view(false).offlineMessage).toBe("오프라인 상태예요. 연결되면 다시 불러올 수 있어요.")
    expect(view(true).offlineMessage).toBe("오프라인 상태예요. 연결되면 자동으로 이어서 보내요.")
  })

  it("the network coming back hides the banner and reports the reconnection once", () => {
    const { network, reconnected, view } = start()
    network.setOnline(false)
    expect(reconnected).not.toHaveBeenCalled()
    network.setOnline(true)
    expect(view().isOffline).toBe(false)
    expect(reconnected).toHaveBeenCalledTimes(1)
  })

  it("while offline the server is asked every 10 s; an answer (through the transport) ends an offline that one failed call began", () => {
    const network = createFakeConnectivity(true)
    const clock = new TestClock()
    const probe = vi.fn()
    const reconnected = vi.fn()
    const actor = createConnectivityActor({ connectivity: network.port, reconnected, probe }, { clock }).start()
    // A failed call says offline though the device never lost its network.
    actor.send({ type: "net.offline", server: true })
    clock.advance(CONNECTIVITY_PROBE_MS - 1)
    expect(probe).not.toHaveBeenCalled()
    clock.advance(1)
    expect(probe).toHaveBeenCalledTimes(1)
    clock.advance(CONNECTIVITY_PROBE_MS)
    expect(probe).toHaveBeenCalledTimes(2)
    // The probe's answer came back: the transport says online.
    actor.send({ type: "net.online" })
    expect(connectConnectivity(actor.getSnapshot(), actor.send, { walking: false }).isOffline).toBe(false)
    expect(reconnected).toHaveBeenCalledTimes(1)
    clock.advance(5 * CONNECTIVITY_PROBE_MS)
    expect(probe).toHaveBeenCalledTimes(2)
  })

  it("a failed call says the server cannot be reached (the device may be online); the device's own offline outranks it", () => {
    const { network, actor, view } = start()
    actor.send({ type: "net.offline", server: true })
    expect(view().offlineCause).toBe("server")
    expect(view(false).offlineMessage).toBe("서버에 연결할 수 없어요. 연결되면 다시 불러올 수 있어요.")
    expect(view(true).offlineMessage).toBe("서버에 연결할 수 없어요. 연결되면 자동으로 이어서 보내요.")
    // Another failed call changes nothing; the device losing its network is what the banner says then.
    actor.send({ type: "net.offline", server: true })
    expect(view().offlineMessage).toBe(CONNECTIVITY_COPY.unreachable)
    network.setOnline(false)
    expect(view().offlineCause).toBe("device")
    expect(view().offlineMessage).toBe(CONNECTIVITY_COPY.offline)
    actor.send({ type: "net.offline", server: true })
    expect(view().offlineMessage).toBe(CONNECTIVITY_COPY.offline)
    network.setOnline(true)
    expect(view().isOffline).toBe(false)
    expect(view().offlineCause).toBeNull()
  })

  it("onReconnected hears every way back online, the device's network or the server answering again", () => {
    const { network, actor } = start()
    const back = vi.fn()
    const stop = onReconnected(actor, back)
    network.setOnline(false)
    network.setOnline(true)
    actor.send({ type: "net.offline" })
    actor.send({ type: "net.online" })
    expect(back).toHaveBeenCalledTimes(2)
    stop()
    actor.send({ type: "net.offline" })
    actor.send({ type: "net.online" })
    expect(back).toHaveBeenCalledTimes(2)
  })

  it("starting online reports no reconnection", () => {
    const { reconnected } = start(true)
    expect(reconnected).not.toHaveBeenCalled()
  })

  it("a waiting update is offered only when no walk is in progress, and reloads on consent", () => {
    const { actor, applyUpdate, view } = start()
    expect(view().showUpdate).toBe(false)
    actor.send({ type: "update.available" })
    expect(view(true).showUpdate).toBe(false)
    expect(view(false).showUpdate).toBe(true)
    view().update()
    expect(applyUpdate).toHaveBeenCalledTimes(1)
    expect(view().showUpdate).toBe(false)
  })

  it("'later' puts the prompt away for this page without updating", () => {
    const { actor, applyUpdate, view } = start()
    actor.send({ type: "update.available" })
    view().dismissUpdate()
    expect(view().showUpdate).toBe(false)
    actor.send({ type: "update.available" })
    expect(view().showUpdate).toBe(false)
    expect(applyUpdate).not.toHaveBeenCalled()
  })

  it("stopping the actor unsubscribes from the device", () => {
    const { network, actor } = start()
    expect(network.listeners).toBe(1)
    actor.stop()
    expect(network.listeners).toBe(0)
  })
})

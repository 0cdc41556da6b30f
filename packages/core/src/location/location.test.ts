import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import { createFakeApi, httpError, ok } from "../testing/fakeApi.ts"
import { createFakeGeolocation, TestClock } from "../testing/fakes.ts"
import { settle } from "../testing/model.ts"
import { connectLocated, connectPosition, locate } from "./location.ts"
import { devicePositionMachine, HOT_PLACES_INPUT, hotPlacesMachine, nearbyRoutesMachine, NO_INPUT } from "./location.loads.ts"

const HERE = { lat: 37.5665, lng: 126.978, accuracy: 5, time: 0 }
const stops: Array<() => void> = []
afterEach(() => {
  for (const s of stops.splice(0)) s()
})

const world = () => {
  const server = createFakeApi()
  const gps = createFakeGeolocation()
  const clock = new TestClock()
  return { server, gps, clock }
}

describe("locate", () => {
  it("is the device position, or the default centre without a marker when it cannot be had", async () => {
    const w = world()
    w.gps.autoCurrent = HERE
    expect(await locate(w.gps.port)).toEqual({ center: { lat: HERE.lat, lng: HERE.lng }, position: { lat: HERE.lat, lng: HERE.lng } })
    w.gps.autoCurrent = "timeout"
    expect(await locate(w.gps.port)).toEqual({ center: { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }, position: null, failure: "timeout" })
  })

  it("says why there is no position, so a screen can tell a refusal from a slow fix", async () => {
    const w = world()
    for (const kind of ["denied", "unsupported", "unavailable"] as const) {
      w.gps.autoCurrent = kind
      expect((await locate(w.gps.port)).failure).toBe(kind)
    }
  })
})

describe("locate, then load (map screens)", () => {
  it("nearby routes are asked for around the device, and none found is empty", async () => {
    const w = world()
    w.gps.autoCurrent = HERE
    w.server.on("walkNearby", () => ok([]))
    const actor = createActor(nearbyRoutesMachine({ api: w.server.api, geolocation: w.gps.port }), { input: NO_INPUT }).start()
    stops.push(() => actor.stop())
    const view = () => connectLocated(actor.getSnapshot(), actor.send)
    expect(view()).toMatchObject({ center: DEFAULT_MAP_CENTER, position: null, found: { status: "loading" } })
    await settle()
    expect(w.server.calls("walkNearby")[0]!.json).toEqual({ latitude: HERE.lat, longitude: HERE.lng })
    expect(view()).toMatchObject({ position: { lat: HERE.lat, lng: HERE.lng }, found: { status: "empty" } })
  })

  it("hot places wait the spec's 1 s, load around the default centre without a fix, and a failure can be retried", async () => {
    const w = world()
    w.gps.autoCurrent = "denied"
    let fail = true
    const spot = { lat: 37.57, lng: 127 }
    w.server.on("walkHotplace", () => (fail ? httpError(500) : ok([spot])))
    const actor = createActor(hotPlacesMachine({ api: w.server.api, geolocation: w.gps.port }), { input: HOT_PLACES_INPUT, clock: w.clock }).start()
    stops.push(() => actor.stop())
    const view = () => connectLocated<ReadonlyArray<{ lat: number; lng: number }>>(actor.getSnapshot(), actor.send)
    await settle()
    expect(w.server.calls("walkHotplace")).toHaveLength(0)
    w.clock.advance(1000)
    await settle()
    expect(w.server.calls("walkHotplace")[0]!.json).toEqual({ latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng })
    const failed = view().found
    expect(failed.status).toBe("failed")
    fail = false
    if (failed.status === "failed") failed.retry()
    await settle()
    expect(view()).toMatchObject({ position: null, found: { status: "ready", data: [spot], reloading: false } })
  })

  it("the device position alone falls back to the default centre", async () => {
    const w = world()
    w.gps.autoCurrent = "unsupported"
    const actor = createActor(devicePositionMachine({ geolocation: w.gps.port }), { input: NO_INPUT }).start()
    stops.push(() => actor.stop())
    await settle()
    expect(actor.getSnapshot().value).toBe("success")
    expect(connectPosition(actor.getSnapshot())).toEqual({
      center: { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng },
      position: null,
      failure: "unsupported"
    })
  })
})

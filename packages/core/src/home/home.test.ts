import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { walkOn } from "../calendar/calendar.testkit.ts"
import { MESSAGES } from "../domain/messages.ts"
import { createFakeApi, httpError, ok } from "../testing/fakeApi.ts"
import { createFakeGeolocation, TestClock } from "../testing/fakes.ts"
import { settle } from "../testing/model.ts"
import { provideHomeMachine } from "./home.actors.ts"
import { connectHome } from "./home.connect.ts"

/** 2026-03-01 08:00 KST. */
const NOW = Date.UTC(2026, 1, 28, 23, 0)
const KONG = { petId: 1, name: "콩이", profileImageUrl: null }

const stops: Array<() => void> = []
afterEach(() => stops.splice(0).forEach((s) => s()))

const home = (token: string | null = "t") => {
  const server = createFakeApi({ token })
  const gps = createFakeGeolocation()
  const clock = new TestClock()
  const actor = createActor(provideHomeMachine({ api: server.api, geolocation: gps.port }), { input: { now: NOW }, clock })
  stops.push(() => actor.stop())
  return { server, gps, clock, actor, view: () => connectHome(actor.getSnapshot(), actor.send) }
}

describe("home walk prompt (§4 Home)", () => {
  it("a member with a walk today sees today's summary", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => ok({ walks: [walkOn("2026-02-28T22:00:00Z")] }))
    h.actor.start()
    expect(h.view().isLoading).toBe(true)
    await settle()
    expect(h.server.calls("walkDaily")[0]!.json).toEqual({ memberId: 0, year: 2026, month: 3, day: 1 })
    expect(h.view()).toMatchObject({ isLoggedIn: true, prompt: "todaySummary", today: { count: 1, distanceLabel: "1.23 km" } })
  })

  it("a member without a walk today sees '오늘 아직 산책을 안했어요 :('", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => ok({ walks: [] }))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ prompt: "noWalkToday", promptMessage: MESSAGES.emptyWalkToday, today: null })
  })

  it("a member without dogs is asked to register one (no walk call)", async () => {
    const h = home()
    h.server.on("myPets", () => ok([]))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ isLoggedIn: true, prompt: "registerDog", promptMessage: MESSAGES.emptyDogs })
    expect(h.server.calls("walkDaily")).toHaveLength(0)
  })

  it("a 401 on the pets call means a visitor", async () => {
    const h = home(null)
    h.server.on("myPets", () => httpError(401, "Unauthorized"))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ isVisitor: true, isLoggedIn: false, prompt: null })
    expect(h.server.calls("myPets")[0]!.headers.authorization).toBeUndefined()
  })

  it("after signing in, a reload shows the member's prompt", async () => {
    const h = home(null)
    h.server.on("myPets", () => httpError(401))
    h.actor.start()
    await settle()
    h.server.on("myPets", () => ok([]))
    h.view().reload()
    await settle()
    expect(h.view().prompt).toBe("registerDog")
  })

  it("other failures leave the prompt empty and can be retried", async () => {
    const h = home()
    let fail = true
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => (fail ? httpError(500) : ok({ walks: [] })))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ failed: true, prompt: null, isLoggedIn: true })
    fail = false
    h.view().retry()
    await settle()
    expect(h.view().prompt).toBe("noWalkToday")
  })
})

describe("home hot places (§4 Home, §9 1 s delay)", () => {
  const SPOT = { lat: 37.57, lng: 127.0 }

  it("a member's hot places load 1 s after the pets call, around the device", async () => {
    const h = home()
    h.gps.autoCurrent = { lat: 37.5, lng: 127.01, accuracy: 5, time: NOW }
    h.server.on("myPets", () => ok([]))
    h.server.on("walkHotplace", () => ok([SPOT]))
    h.actor.start()
    await settle()
    expect(h.view().hotPlaces?.found.status).toBe("loading")
    h.clock.advance(999)
    await settle()
    expect(h.server.calls("walkHotplace")).toHaveLength(0)
    h.clock.advance(1)
    await settle()
    expect(h.server.calls("walkHotplace")[0]!.json).toEqual({ latitude: 37.5, longitude: 127.01 })
    expect(h.view().hotPlaces).toMatchObject({ center: { lat: 37.5, lng: 127.01 }, position: { lat: 37.5, lng: 127.01 }, found: { status: "ready", data: [SPOT] } })
  })

  it("without a fix they load around the default centre; none found is empty", async () => {
    const h = home()
    h.gps.autoCurrent = "denied"
    h.server.on("myPets", () => ok([]))
    h.server.on("walkHotplace", () => ok([]))
    h.actor.start()
    await settle()
    h.clock.advance(1000)
    await settle()
    expect(h.view().hotPlaces).toMatchObject({ position: null, found: { status: "empty" } })
  })

  it("a visitor loads none; a failed load is failed and can be retried", async () => {
    const v = home(null)
    v.server.on("myPets", () => httpError(401))
    v.actor.start()
    await settle()
    v.clock.advance(2000)
    await settle()
    expect(v.view().hotPlaces).toBeNull()
    expect(v.server.calls("walkHotplace")).toHaveLength(0)

    const h = home()
    h.gps.autoCurrent = "denied"
    let fail = true
    h.server.on("myPets", () => ok([]))
    h.server.on("walkHotplace", () => (fail ? httpError(500) : ok([SPOT])))
    h.actor.start()
    await settle()
    h.clock.advance(1000)
    await settle()
    const found = h.view().hotPlaces!.found
    expect(found.status).toBe("failed")
    fail = false
    if (found.status === "failed") found.retry()
    await settle()
    expect(h.view().hotPlaces?.found).toMatchObject({ status: "ready", data: [SPOT] })
  })
})

import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { PointEntry } from "../schema/point.ts"
import { createFakeApi, httpError, ok } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { settle } from "../testing/model.ts"
import { connectFindable, connectLoadable, connectResource } from "./resource.connect.ts"
import { loadResource } from "./resource.machine.ts"
import { dogProfile, formatWeight, petProfileMachine } from "./resource.loads.ts"

const entry: PointEntry = { id: 1, description: "산책 퀘스트", date: new Date("2026-03-01T01:00:00Z"), type: "plus", amount: 100 }

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const points = (delayMs = 0) => {
  const server = createFakeApi()
  const clock = new TestClock()
  const machine = loadResource((_: void, signal) => server.api.call("points", { query: {} }, { signal }))
  const actor = createActor(machine, { input: { input: undefined, delayMs }, clock })
  stops.push(() => actor.stop())
  const view = () => connectResource<ReadonlyArray<PointEntry>>(actor.getSnapshot(), actor.send)
  return { server, clock, actor, view }
}

describe("resource machine", () => {
  it("shows what the load returned", async () => {
    const r = points()
    r.server.on("points", () => ok([entry]))
    r.actor.start()
    expect(r.view().isLoading).toBe(true)
    await settle()
    expect(r.view().status).toBe("success")
    expect(r.view().data).toEqual([entry])
  })

  it("an empty list is the empty state", async () => {
    const r = points()
    r.server.on("points", () => ok([]))
    r.actor.start()
    await settle()
    expect(r.view().isEmpty).toBe(true)
  })

  it("a failed load leaves the screen empty and can be retried", async () => {
    const r = points()
    let fail = true
    r.server.on("points", () => (fail ? httpError(500) : ok([entry])))
    r.actor.start()
    await settle()
    expect(r.view().isError).toBe(true)
    expect(r.view().data).toBeNull()
    fail = false
    r.view().retry()
    await settle()
    expect(r.view().data).toEqual([entry])
  })

  it("keeps the last data while reloading", async () => {
    const r = points()
    r.server.on("points", () => ok([entry]))
    r.actor.start()
    await settle()
    r.server.on("points", () => undefined)
    r.view().reload()
    expect(r.view().isLoading).toBe(true)
    expect(r.view().data).toEqual([entry])
  })

  it("waits before the first load when asked (hot-place markers, 1 s)", async () => {
    const r = points(1000)
    r.server.on("points", () => ok([entry]))
    r.actor.start()
    expect(r.view().status).toBe("waiting")
    r.clock.advance(999)
    await settle()
    expect(r.server.requests).toHaveLength(0)
    r.clock.advance(1)
    await settle()
    expect(r.view().status).toBe("success")
  })

  it("a custom emptiness rule decides the empty state", async () => {
    const server = createFakeApi()
    server.on("myPage", () => ok({ memberInfo: { nickname: "a", point: 0, profileImageUrl: null }, pets: [] }))
    const machine = loadResource((_: void, signal) => server.api.call("myPage", undefined, { signal }), { isEmpty: (d) => d.pets.length === 0 })
    const actor = createActor(machine, { input: { input: undefined } }).start()
    stops.push(() => actor.stop())
    await settle()
    expect(actor.getSnapshot().value).toBe("empty")
  })
})

describe("the loading vocabulary (connectLoadable)", () => {
  it("loading, then ready with the data; a reload keeps it ready and says so", async () => {
    const r = points()
    const loadable = () => connectLoadable<ReadonlyArray<PointEntry>>(r.actor.getSnapshot(), r.actor.send)
    r.server.on("points", () => ok([entry]))
    r.actor.start()
    expect(loadable()).toEqual({ status: "loading" })
    await settle()
    expect(loadable()).toEqual({ status: "ready", data: [entry], reloading: false })
    r.server.on("points", () => undefined)
    r.view().reload()
    expect(loadable()).toEqual({ status: "ready", data: [entry], reloading: true })
  })

  it("nothing is empty; a failure is failed with a retry that loads again", async () => {
    const r = points()
    const loadable = () => connectLoadable<ReadonlyArray<PointEntry>>(r.actor.getSnapshot(), r.actor.send)
    let answer: "fail" | "none" = "fail"
    r.server.on("points", () => (answer === "fail" ? httpError(500) : ok([])))
    r.actor.start()
    await settle()
    const failed = loadable()
    expect(failed.status).toBe("failed")
    answer = "none"
    if (failed.status === "failed") failed.retry()
    await settle()
    expect(loadable()).toEqual({ status: "empty" })
  })

  it("a 404 is notFound, not a failure: no retry; the plain Loadable still shows it as failed", async () => {
    const r = points()
    r.server.on("points", () => httpError(404, "Not found"))
    r.actor.start()
    await settle()
    expect(r.view().status).toBe("notFound")
    expect(r.view().isNotFound).toBe(true)
    expect(r.view().isError).toBe(false)
    expect(connectFindable(r.actor.getSnapshot(), r.actor.send)).toEqual({ status: "notFound" })
    expect(connectLoadable(r.actor.getSnapshot(), r.actor.send).status).toBe("failed")
  })
})

describe("petProfileMachine (/mypage/dogprofile/{petId})", () => {
  const profile = (petId: number) => {
    const server = createFakeApi()
    const actor = createActor(petProfileMachine(server.api), { input: { input: petId } })
    stops.push(() => actor.stop())
    return { server, actor, view: () => connectFindable(actor.getSnapshot(), actor.send) }
  }

  it("another member's or a missing dog (404) is notFound", async () => {
    const p = profile(9999)
    p.server.on("petProfile", () => httpError(404, "Pet not found"))
    p.actor.start()
    await settle()
    expect(p.view()).toEqual({ status: "notFound" })
  })

  it("an address that names no dog is notFound without a call", async () => {
    let calls = 0
    const p = profile(Number.NaN)
    p.server.on("petProfile", () => {
      calls++
      return httpError(500)
    })
    p.actor.start()
    await settle()
    expect(p.view()).toEqual({ status: "notFound" })
    expect(calls).toBe(0)
  })

  it("the dog's facts in words: birth date, gender, weight with one decimal, neutering", () => {
    const pet = {
      petId: 3,
      name: "콩이",
      dateOfBirth: "2020-03-01",
      gender: "male",
      weight: 4.24,
      neutering: true,
      breedName: "말티즈",
      profileImageUrl: null
    } as const
    expect(dogProfile(pet as unknown as Parameters<typeof dogProfile>[0])).toMatchObject({
      name: "콩이",
      birthLabel: "2020년 3월 1일 일요일",
      genderLabel: "남아",
      weightLabel: "4.2kg",
      neuteringLabel: "했어요"
    })
    expect(formatWeight(12)).toBe("12kg")
  })

  it("a server failure is still failed with a retry", async () => {
    const p = profile(3)
    p.server.on("petProfile", () => httpError(500))
    p.actor.start()
    await settle()
    expect(p.view().status).toBe("failed")
  })
})

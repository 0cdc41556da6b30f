import { afterEach, describe, expect, it } from "vitest"
import { DEFAULT_MAP_CENTER, GPS_WATCH_OPTIONS, LIVE_TICK_MS, ROUTE_SEND_BATCH, ROUTE_SEND_INTERVAL_MS } from "../domain/constants.ts"
import { MESSAGES } from "../domain/messages.ts"
import { memoryStorage } from "../ports.ts"
import { MAX_POINTS_PER_UPDATE } from "../schema/walk.ts"
import { httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { backoffDelay, toRoutePoint } from "./walk.machine.ts"
import { createWalkSessionStore, loadWalkSession } from "./walk.session.ts"
import { answerWalkCalls, createWalkWorld, fixAt, startAnswer, T0, updateAnswer, type WalkWorld } from "./walk.testkit.ts"
import { WALK_TRACK_STORAGE_KEY } from "./walk.session.ts"
import { WALK_COPY, WALK_STORAGE_KEY, type WalkContext } from "./walk.types.ts"
import { connectWalk, isWalkInProgress } from "./walk.connect.ts"

const worlds: WalkWorld[] = []
const world = (options: Parameters<typeof createWalkWorld>[0] = {}): WalkWorld => {
  const w = createWalkWorld(options)
  worlds.push(w)
  return w
}
afterEach(() => {
  for (const w of worlds.splice(0)) w.actor.stop()
})

const ctx = (w: WalkWorld): WalkContext => w.actor.getSnapshot().context
const routeState = (w: WalkWorld): string => {
  const v = w.actor.getSnapshot().value as { session?: { route: string } }
  return v.session?.route ?? String(w.actor.getSnapshot().value)
}
const sentTimes = (w: WalkWorld, call: number): number[] =>
  w.server.calls("walkUpdate")[call]!.json.walkPaths.map((p: { recordTime: string }) => Date.parse(p.recordTime))

/** Starts a walk with dog 1 (position answered at once) and returns when walking. */
const startWalking = async (w: WalkWorld): Promise<void> => {
  w.geo.autoCurrent = { lat: 37.58, lng: 127.01, accuracy: 8, time: T0 }
  w.actor.start()
  w.actor.send({ type: "user.toggleDog", petId: 1 })
  w.actor.send({ type: "user.start" })
  await settle()
  expect(w.actor.getSnapshot().matches("session")).toBe(true)
}

/** Emits fixes for seconds `from..to` (inclusive), one per second, walking north. */
const walkFor = async (w: WalkWorld, from: number, to: number): Promise<void> => {
  for (let s = from; s <= to; s++) w.geo.emit(fixAt(s))
  await settle()
}

describe("starting a walk", () => {
  it("alerts '강아지를 1마리 이상 선택해야합니다.' when no dog is selected, and calls nothing", async () => {
    const w = world()
    w.actor.start()
    w.actor.send({ type: "user.start" })
    await settle()
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(ctx(w).alert).toBe(MESSAGES.walkNeedsDog)
    expect(w.server.requests).toHaveLength(0)
    w.actor.send({ type: "user.dismissAlert" })
    expect(ctx(w).alert).toBeNull()
  })

  it("starts with the selected dogs at the current position and starts tracking with the §9 options", async () => {
    const w = world()
    answerWalkCalls(w)
    w.actor.start()
    w.actor.send({ type: "user.toggleDog", petId: 1 })
    w.actor.send({ type: "user.toggleDog", petId: 2 })
    w.actor.send({ type: "user.toggleDog", petId: 3 })
    w.actor.send({ type: "user.toggleDog", petId: 3 })
    w.actor.send({ type: "user.start" })
    expect(w.actor.getSnapshot().value).toBe("locating")
    w.geo.answerCurrent({ lat: 37.58, lng: 127.01, accuracy: 8, time: T0 })
    await settle()
    const [start] = w.server.calls("walkStart")
    expect(start!.json).toEqual({ memberId: 0, dogs: [1, 2], latitude: 37.58, longitude: 127.01 })
    expect(start!.headers.authorization).toBe("Bearer test-token")
    expect(w.actor.getSnapshot().matches({ session: { route: "idle" } })).toBe(true)
    expect(ctx(w).walk).toMatchObject({ walkId: 7, outbox: [], track: [] })
    expect(w.geo.activeWatches).toBe(1)
    expect(w.geo.lastWatchOptions).toEqual(GPS_WATCH_OPTIONS)
    expect(w.wake.held).toBe(1)
    expect(loadWalkSession(w.storage)?.walk.walkId).toBe(7)
  })

  it.each(["denied", "unsupported", "timeout"] as const)("starts at the default map centre when the position is %s", async (kind) => {
    const w = world()
    answerWalkCalls(w)
    w.geo.autoCurrent = kind
    w.actor.start()
    w.actor.send({ type: "user.toggleDog", petId: 1 })
    w.actor.send({ type: "user.start" })
    await settle()
    expect(w.server.calls("walkStart")[0]!.json).toMatchObject({ latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng })
    expect(w.actor.getSnapshot().matches("session")).toBe(true)
  })

  it("returns to the selection with an alert when the start call fails", async () => {
    const w = world()
    w.server.on("walkStart", () => httpError(500, "boom"))
    await expect(startWalking(w)).rejects.toThrow()
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(ctx(w).alert).not.toBeNull()
    expect(ctx(w).selectedDogIds).toEqual([1])
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
  })
})

describe("recording fixes", () => {
  it("does not record poor-accuracy, (0,0) or impossible-speed fixes", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emit(fixAt(1))
    w.geo.emit({ ...fixAt(2), accuracy: 120 })
    expect(ctx(w).lastRejection).toBe("accuracy")
    w.geo.emit({ lat: 0, lng: 0, accuracy: 5, time: T0 + 3000 })
    expect(ctx(w).lastRejection).toBe("nullIsland")
    w.geo.emit({ ...fixAt(4, 2000) })
    expect(ctx(w).lastRejection).toBe("speed")
    w.geo.emit(fixAt(5))
    expect(ctx(w).lastRejection).toBeNull()
    expect(ctx(w).walk!.track.map((f) => f.time)).toEqual([T0 + 1000, T0 + 5000])
    expect(ctx(w).walk!.outbox).toHaveLength(2)
    expect(ctx(w).walk!.outbox[0]).toEqual({ recordTime: new Date(T0 + 1000), location: { lat: fixAt(1).lat, lng: fixAt(1).lng }, accuracy: 5 })
  })

  it("keeps the GPS error visible until the next fix", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emitError("timeout")
    expect(ctx(w).gpsError).toBe("timeout")
    w.geo.emit(fixAt(1))
    expect(ctx(w).gpsError).toBeNull()
  })
})

describe("sending the route", () => {
  it("20 points trigger a send", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH - 1)
    expect(w.server.calls("walkUpdate")).toHaveLength(0)
    await walkFor(w, ROUTE_SEND_BATCH, ROUTE_SEND_BATCH)
    expect(w.server.calls("walkUpdate")).toHaveLength(1)
    expect(w.server.calls("walkUpdate")[0]!.json).toMatchObject({ memberId: 0, walkId: 7 })
    expect(sentTimes(w, 0)).toHaveLength(ROUTE_SEND_BATCH)
    expect(ctx(w).walk!.outbox).toHaveLength(0)
    expect(ctx(w).walk!.serverDistance).toBe(10)
  })

  it("40 s triggers a send of what is buffered", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    await walkFor(w, 1, 3)
    w.clock.advance(ROUTE_SEND_INTERVAL_MS - 1)
    await settle()
    expect(w.server.calls("walkUpdate")).toHaveLength(0)
    w.clock.advance(1)
    await settle()
    expect(w.server.calls("walkUpdate")).toHaveLength(1)
    expect(sentTimes(w, 0)).toEqual([1, 2, 3].map((s) => T0 + s * 1000))
    expect(ctx(w).walk!.outbox).toHaveLength(0)
  })

  it("after 40 s with nothing buffered, the next fix is sent at once", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expect(routeState(w)).toBe("due")
    expect(w.server.calls("walkUpdate")).toHaveLength(0)
    await walkFor(w, 41, 41)
    expect(w.server.calls("walkUpdate")).toHaveLength(1)
    expect(sentTimes(w, 0)).toEqual([T0 + 41_000])
  })

  it("a failed send keeps the points and retries with backoff", async () => {
    const w = world()
    answerWalkCalls(w)
    let failing = 3
    w.server.on("walkUpdate", () => (failing-- > 0 ? networkDown() : ok(updateAnswer(25))))
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(w.server.calls("walkUpdate")).toHaveLength(1)
    expect(routeState(w)).toBe("backoff")
    expect(ctx(w).walk!.outbox).toHaveLength(ROUTE_SEND_BATCH)
    expect(ctx(w).failure).not.toBeNull()

    // Fixes keep being recorded while waiting.
    await walkFor(w, ROUTE_SEND_BATCH + 1, ROUTE_SEND_BATCH + 2)
    const delays = [backoffDelay(1), backoffDelay(2), backoffDelay(3)]
    expect(delays).toEqual([1000, 2000, 4000])
    for (const [i, delay] of delays.entries()) {
      w.clock.advance(delay - 1)
      await settle()
      expect(w.server.calls("walkUpdate")).toHaveLength(i + 1)
      w.clock.advance(1)
      await settle()
      expect(w.server.calls("walkUpdate")).toHaveLength(i + 2)
    }
    // The fourth attempt succeeded: it carried every buffered point, and nothing is left.
    expect(sentTimes(w, 3)).toHaveLength(ROUTE_SEND_BATCH + 2)
    expect(ctx(w).walk!.outbox).toHaveLength(0)
    expect(ctx(w).failures).toBe(0)
    expect(ctx(w).failure).toBeNull()
    expect(routeState(w)).toBe("idle")
  })

  it("a failed send can be retried at once (e.g. after signing in again)", async () => {
    const w = world()
    answerWalkCalls(w)
    let down = true
    w.server.on("walkUpdate", () => (down ? httpError(401) : ok(updateAnswer(25))))
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(routeState(w)).toBe("backoff")
    down = false
    w.actor.send({ type: "user.retry" })
    await settle()
    expect(w.server.calls("walkUpdate")).toHaveLength(2)
    expect(ctx(w).walk!.outbox).toHaveLength(0)
  })

  it("backoff is capped at 60 s", () => {
    expect(backoffDelay(7)).toBe(60_000)
    expect(backoffDelay(30)).toBe(60_000)
  })

  it("fixes that arrive during a send stay in the outbox after it is acknowledged", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkUpdate", () => undefined)
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    await walkFor(w, ROUTE_SEND_BATCH + 1, ROUTE_SEND_BATCH + 3)
    w.server.next("walkUpdate").respond(updateAnswer(30))
    await settle()
    expect(ctx(w).walk!.outbox.map((p) => p.recordTime.getTime())).toEqual([21, 22, 23].map((s) => T0 + s * 1000))
    expect(ctx(w).walk!.track).toHaveLength(ROUTE_SEND_BATCH + 3)
  })

  it("sends at most 1000 points per update call, then the rest at once", async () => {
    // A walk that could not send for a long time (offline): 1500 points wait in the outbox.
    const storage = memoryStorage()
    const track = Array.from({ length: 1500 }, (_, i) => fixAt(i + 1))
    createWalkSessionStore(storage).save({
      walk: {
        walkId: 7, dogs: startAnswer().dogs, startTime: T0, startPosition: { lat: 37.58, lng: 127.01 },
        outbox: track.map(toRoutePoint), track, lastSendAt: T0, serverDistance: 0, gaps: [], ending: false
      },
      selectedDogIds: [1],
      savedAt: T0 + 1500_000
    })
    const w = world({ storage, now: T0 + 1500_000 })
    answerWalkCalls(w)
    w.actor.start()
    expect(ctx(w).walk!.outbox).toHaveLength(1500)
    w.geo.emit(fixAt(1501))
    await settle()
    expect(w.server.calls("walkUpdate").map((c) => c.json.walkPaths.length)).toEqual([MAX_POINTS_PER_UPDATE, 501])
    expect(ctx(w).walk!.outbox).toHaveLength(0)
    expect(routeState(w)).toBe("idle")
  })
})

describe("ending a walk", () => {
  it("ending a walk sends the remaining points before the end call, then stops tracking and goes to the summary", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    await walkFor(w, 1, 5)
    w.actor.send({ type: "user.end" })
    await settle()
    const names = w.server.requests.map((r) => r.name)
    expect(names).toEqual(["walkStart", "walkUpdate", "walkEnd"])
    expect(sentTimes(w, 0)).toHaveLength(5)
    const last = fixAt(5)
    expect(w.server.calls("walkEnd")[0]!.json).toEqual({ memberId: 0, walkId: 7, latitude: last.lat, longitude: last.lng })
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.geo.activeWatches).toBe(0)
    expect(w.wake.held).toBe(0)
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.navigations).toEqual(["/walk/summary"])
  })

  it("with nothing left to send, ends at once; without any fix the end position is the start position", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.requests.map((r) => r.name)).toEqual(["walkStart", "walkEnd"])
    expect(w.server.calls("walkEnd")[0]!.json).toMatchObject({ latitude: 37.58, longitude: 127.01 })
  })

  it("keeps the GPS watch until the end call succeeded, but records no fix after the user ended", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => undefined)
    await startWalking(w)
    await walkFor(w, 1, 2)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.geo.activeWatches).toBe(1)
    w.geo.emit(fixAt(3))
    expect(ctx(w).walk!.track).toHaveLength(2)
    w.server.next("walkEnd").respond({ walkId: 7, startTime: new Date(T0), isWalking: false, distance: 2, duration: 3, route: [], dogs: [] })
    await settle()
    expect(w.geo.activeWatches).toBe(0)
  })

  it("a failing flush stays in a visible retrying state and never drops a point; the user may retry now", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    await walkFor(w, 1, 4)
    w.server.on("walkUpdate", () => httpError(503, "busy"))
    w.actor.send({ type: "user.end" })
    await settle()
    expect(routeState(w)).toBe("flushRetry")
    expect(ctx(w).walk!.ending).toBe(true)
    expect(ctx(w).walk!.outbox).toHaveLength(4)
    expect(loadWalkSession(w.storage)!.walk.ending).toBe(true)
    w.clock.advance(backoffDelay(1))
    await settle()
    expect(w.server.calls("walkUpdate")).toHaveLength(2)
    expect(routeState(w)).toBe("flushRetry")
    w.server.on("walkUpdate", () => ok(updateAnswer(12)))
    w.actor.send({ type: "user.retry" })
    await settle()
    expect(w.server.calls("walkUpdate")).toHaveLength(3)
    expect(sentTimes(w, 2)).toHaveLength(4)
    expect(w.server.calls("walkEnd")).toHaveLength(1)
    expect(w.navigations).toEqual(["/walk/summary"])
  })

  it("retries a failed end call with backoff", async () => {
    const w = world()
    answerWalkCalls(w)
    let fail = true
    w.server.on("walkEnd", () => (fail ? httpError(500) : ok({ walkId: 7, startTime: new Date(T0), isWalking: false, distance: 0, duration: 1, route: [], dogs: [] })))
    await startWalking(w)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(routeState(w)).toBe("finishRetry")
    fail = false
    w.clock.advance(backoffDelay(1))
    await settle()
    expect(w.server.calls("walkEnd")).toHaveLength(2)
    expect(w.actor.getSnapshot().value).toBe("idle")
  })

  it("a walk whose end cannot be saved can be abandoned, which forgets it", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => httpError(404, "Walk not found"))
    await startWalking(w)
    w.actor.send({ type: "user.end" })
    await settle()
    w.actor.send({ type: "user.abandon" })
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.navigations).toEqual([])
  })

  it("a send in flight when the user ends is replaced by the flush (the server stores each point once)", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkUpdate", () => undefined)
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    const inFlight = w.server.next("walkUpdate")
    w.actor.send({ type: "user.end" })
    await settle()
    expect(inFlight.aborted).toBe(true)
    w.server.next("walkUpdate").respond(updateAnswer(24))
    await settle()
    expect(sentTimes(w, 1)).toHaveLength(ROUTE_SEND_BATCH)
    expect(w.server.calls("walkEnd")).toHaveLength(1)
  })
})

describe("surviving navigation and reloads", () => {
  it("nav.changed restarts the GPS watch while walking", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    expect(w.geo.watchesStarted).toBe(1)
    w.actor.send({ type: "nav.changed", path: "/mypage" })
    expect(w.geo.watchesStarted).toBe(2)
    expect(w.geo.activeWatches).toBe(1)
    w.geo.emit(fixAt(1))
    expect(ctx(w).walk!.track).toHaveLength(1)
  })

  it("a reload mid-walk restores the walk and loses no point", async () => {
    const storage = memoryStorage()
    const before = world({ storage })
    answerWalkCalls(before)
    await startWalking(before)
    await walkFor(before, 1, ROUTE_SEND_BATCH + 5)
    expect(before.server.calls("walkUpdate")).toHaveLength(1)
    expect(ctx(before).walk!.outbox).toHaveLength(5)
    before.actor.stop() // the page goes away

    const after = world({ storage, now: T0 + 60_000 })
    answerWalkCalls(after)
    after.actor.start()
    await settle()
    expect(after.actor.getSnapshot().matches({ session: { route: "idle" } })).toBe(true)
    expect(after.server.calls("walkStart")).toHaveLength(0)
    expect(ctx(after).walk!.walkId).toBe(7)
    expect(ctx(after).selectedDogIds).toEqual([1])
    expect(ctx(after).walk!.track).toHaveLength(ROUTE_SEND_BATCH + 5)
    expect(ctx(after).walk!.gaps).toEqual([{ from: T0, to: T0 + 60_000, reason: "closed" }])
    expect(after.geo.activeWatches).toBe(1)

    after.geo.emit(fixAt(61, 61 * 1.2))
    after.actor.send({ type: "user.end" })
    await settle()
    const sent = after.server.calls("walkUpdate").flatMap((c) => c.json.walkPaths.map((p: { recordTime: string }) => Date.parse(p.recordTime)))
    const all = [...sentTimes(before, 0), ...sent]
    expect(all).toEqual([...Array.from({ length: ROUTE_SEND_BATCH + 5 }, (_, i) => T0 + (i + 1) * 1000), T0 + 61_000])
    expect(after.server.calls("walkEnd")).toHaveLength(1)
  })

  it("a reload while ending carries on ending", async () => {
    const storage = memoryStorage()
    const before = world({ storage })
    answerWalkCalls(before)
    await startWalking(before)
    await walkFor(before, 1, 3)
    before.server.on("walkUpdate", () => networkDown())
    before.actor.send({ type: "user.end" })
    await settle()
    before.actor.stop()

    const after = world({ storage })
    answerWalkCalls(after)
    after.actor.start()
    await settle()
    expect(after.server.calls("walkUpdate")[0]!.json.walkPaths).toHaveLength(3)
    expect(after.server.calls("walkEnd")).toHaveLength(1)
    expect(after.navigations).toEqual(["/walk/summary"])
  })

  it("writes the acknowledged track only when a send was acknowledged; the outbox on every fix", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    const writes: string[] = []
    const setItem = w.storage.setItem.bind(w.storage)
    w.storage.setItem = (key, value) => {
      writes.push(key)
      setItem(key, value)
    }
    await walkFor(w, 1, ROUTE_SEND_BATCH + 2)
    expect(writes.filter((k) => k === WALK_STORAGE_KEY).length).toBeGreaterThanOrEqual(ROUTE_SEND_BATCH + 2)
    expect(writes.filter((k) => k === WALK_TRACK_STORAGE_KEY)).toHaveLength(1)
    expect(JSON.parse(w.storage.getItem(WALK_TRACK_STORAGE_KEY)!).fixes).toHaveLength(ROUTE_SEND_BATCH)
    expect(loadWalkSession(w.storage)!.walk.track).toEqual(ctx(w).walk!.track)
  })

  it("a corrupt track entry only loses the drawing of the sent part, never an unsent point", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH + 3)
    w.storage.setItem(WALK_TRACK_STORAGE_KEY, "garbage")
    const restored = loadWalkSession(w.storage)!
    expect(restored.walk.outbox).toHaveLength(3)
    expect(restored.walk.track.map((f) => f.time)).toEqual([21, 22, 23].map((s) => T0 + s * 1000))
  })

  it("a corrupt persisted walk is discarded and the machine starts idle", () => {
    const storage = memoryStorage({ [WALK_STORAGE_KEY]: JSON.stringify({ version: 1, walk: { walkId: "x" } }) })
    const w = world({ storage })
    w.actor.start()
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    const garbage = memoryStorage({ [WALK_STORAGE_KEY]: "{not json" })
    expect(loadWalkSession(garbage)).toBeNull()
    expect(garbage.getItem(WALK_STORAGE_KEY)).toBeNull()
  })
})

describe("live card time, page visibility and the wake lock", () => {
  it("ticks every second", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.clock.advance(LIVE_TICK_MS * 3)
    expect(ctx(w).now).toBe(T0 + 3000)
  })

  it("records the time the page was hidden as a tracking gap and re-acquires the wake lock when visible", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    expect(w.wake.acquired).toBe(1)
    w.clock.advance(10_000)
    w.visibility.setHidden(true)
    await settle()
    expect(w.wake.held).toBe(0)
    w.clock.advance(90_000)
    w.visibility.setHidden(false)
    await settle()
    expect(ctx(w).walk!.gaps).toEqual([{ from: T0 + 10_000, to: T0 + 100_000, reason: "hidden" }])
    expect(w.wake.acquired).toBe(2)
    expect(w.wake.held).toBe(1)
    expect(loadWalkSession(w.storage)!.walk.gaps).toHaveLength(1)
  })

  it("a short switch away is not a gap", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.visibility.setHidden(true)
    w.clock.advance(2000)
    w.visibility.setHidden(false)
    expect(ctx(w).walk!.gaps).toEqual([])
  })

  it("a walk goes on without a wake lock", async () => {
    const w = world()
    answerWalkCalls(w)
    w.wake.refuse = true
    await startWalking(w)
    await walkFor(w, 1, 2)
    expect(ctx(w).walk!.track).toHaveLength(2)
  })
})

it("startAnswer fixture matches the server shape", () => {
  expect(startAnswer([1, 2]).dogs).toHaveLength(2)
})

describe("walk view model", () => {
  const view = (w: WalkWorld) => connectWalk(w.actor.getSnapshot(), w.actor.send)

  it("exposes isWalking for the /walk → /walk/onwalk redirect, through start and end", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => undefined)
    w.actor.start()
    expect(view(w)).toMatchObject({ phase: "idle", isWalking: false, live: null })
    view(w).toggleDog(1)
    expect(view(w).isSelected(1)).toBe(true)
    view(w).start()
    expect(view(w)).toMatchObject({ phase: "locating", isStarting: true, isWalking: false })
    w.geo.answerCurrent({ lat: 37.58, lng: 127.01, accuracy: 5, time: T0 })
    await settle()
    expect(view(w)).toMatchObject({ phase: "walking", isWalking: true, isStarting: false, position: { lat: 37.58, lng: 127.01 } })
    expect(isWalkInProgress(w.actor.getSnapshot())).toBe(true)
    view(w).end()
    expect(view(w)).toMatchObject({ phase: "ending", isWalking: true, isEnding: true, endStatus: WALK_COPY.endFinishing })
    expect(isWalkInProgress(w.actor.getSnapshot())).toBe(true)
  })

  it("the live card ticks h m s and shows the server's distance plus the unsent part, and calories per dog", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkUpdate", () => ok(updateAnswer(20, [2])))
    await startWalking(w)
    expect(view(w).live).toMatchObject({ elapsedLabel: "0초", distanceLabel: "0.00 km", dogs: [{ name: "콩이", caloriesLabel: "0 kcal" }] })
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(view(w).live!.distanceMetres).toBe(20)
    expect(view(w).live!.dogs[0]!.calories).toBe(2)
    // 20 m more walked and not sent yet: the card moves on, calories scale with the distance.
    for (let s = 21; s <= 40; s++) w.geo.emit(fixAt(s, 24 + (s - 20) * 2))
    const live = view(w).live!
    expect(live.distanceMetres).toBeGreaterThan(45)
    expect(live.distanceMetres).toBeLessThan(70)
    expect(live.dogs[0]!.calories).toBeCloseTo((2 * live.distanceMetres) / 20, 6)
    expect(view(w).pendingPoints).toBe(20)
    expect(view(w).route).toHaveLength(40)
    w.clock.advance(65_000)
    expect(view(w).live!.elapsedLabel).toBe("1분 5초")
  })

  it("shows the tracking gap message with its duration", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.visibility.setHidden(true)
    expect(view(w).isHidden).toBe(true)
    w.clock.advance(192_000)
    w.visibility.setHidden(false)
    expect(view(w).latestGap).toBe(`${WALK_COPY.gapHidden} (3분 12초)`)
  })

  it("shows the retrying state while ending keeps failing, and the GPS problem", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => httpError(503))
    await startWalking(w)
    w.geo.emitError("denied")
    expect(view(w).gpsProblem).toBe(WALK_COPY.gpsDenied)
    view(w).end()
    await settle()
    expect(view(w)).toMatchObject({ isEnding: true, endRetrying: true, endStatus: WALK_COPY.endRetrying })
  })
})

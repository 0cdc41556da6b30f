import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { DEFAULT_MAP_CENTER, GPS_WATCH_OPTIONS, LIVE_TICK_MS, ROUTE_SEND_BATCH, ROUTE_SEND_INTERVAL_MS } from "../domain/constants.ts"
import { MESSAGES } from "../domain/messages.ts"
import { memoryStorage } from "../ports.ts"
import { MAX_POINTS_PER_UPDATE, RECORDER_ID_PATTERN } from "../schema/constants.ts"
import { httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { backoffDelay, clockOffset, refusalOf, toRoutePoint } from "./walk.rules.ts"
import { createWalkSessionStore, loadWalkSession } from "./walk.session.ts"
import { WALK_FIX_SAVE_MS } from "./walk.store.ts"
import {
  answerWalkCalls,
  DOGS,
  fixAt,
  SERVER_CLOCK_SKEW_MS,
  serveLikeTheServer,
  startAnswer,
  startedWalk,
  startRestoring,
  startWalkingUnlocated,
  T0,
  updateAnswer,
  type WalkWorld,
  walkWorlds
} from "./walk.testkit.ts"
import { WALK_TRACK_STORAGE_KEY } from "./walk.session.ts"
import {
  closedGapMessage,
  lostPointsMessage,
  rejectedPointsMessage,
  TRACKING_GAP_MIN_MS,
  WALK_COPY,
  WALK_RECORDER_STORAGE_KEY,
  WALK_STORAGE_KEY,
  WALK_TAKEOVER_IDLE_MS,
  type WalkContext
} from "./walk.types.ts"
import { connectWalk, isWalkInProgress, type WalkView } from "./walk.connect.ts"
import { connectOnWalk } from "./onWalk.connect.ts"

/** The on-walk screen's live card for a walk view (`connectOnWalk` makes it). */
const liveOf = (v: WalkView) => connectOnWalk(v, null, () => {}).live

/** Where ending a walk lands: the summary opened on that walk ('산책 완료'). */
const SUMMARY_OF_ENDED_WALK = expect.stringMatching(/^\/walk\/summary\?walk=\d+&date=\d{4}-\d{2}-\d{2}$/)

const world = walkWorlds()

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
    expect(ctx(w).walk!.startUnlocated).toBeUndefined()
    // The device's recorder id, made on first use and kept (one walk, one recorder).
    const recorderId = w.storage.getItem(WALK_RECORDER_STORAGE_KEY)
    expect(recorderId).toMatch(RECORDER_ID_PATTERN)
    expect(start!.json).toEqual({ memberId: 0, dogs: [1, 2], latitude: 37.58, longitude: 127.01, recorderId })
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
    // The centre stands in for the position the spec's call needs, marked as such: no route point there.
    expect(w.server.calls("walkStart")[0]!.json).toMatchObject({ latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng, located: false })
    expect(w.actor.getSnapshot().matches("session")).toBe(true)
    // No "you are here" dot at the centre, and ending with no fix says the end is not located either.
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).position).toBeNull()
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.calls("walkEnd")[0]!.json).toMatchObject({ latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng, located: false })
  })

  it("a walk started without a position shows the dot from its first fix on, and a located end says nothing of it", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalkingUnlocated(w)
    w.geo.emit(fixAt(1))
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).position).toMatchObject({ lat: fixAt(1).lat, lng: fixAt(1).lng })
    expect(ctx(w).walk).toMatchObject({ startUnlocated: true })
    // Stored and read back with the walk.
    expect(loadWalkSession(w.storage)?.walk.startUnlocated).toBe(true)
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
      walk: { ...startedWalk(), outbox: track.map(toRoutePoint), track },
      selectedDogIds: [1],
      savedAt: T0 + 1500_000
    })
    const w = world({ storage, now: T0 + 1500_000 })
    answerWalkCalls(w)
    await startRestoring(w)
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
    expect(w.server.calls("walkEnd")[0]!.json).toEqual({ memberId: 0, walkId: 7, latitude: last.lat, longitude: last.lng, endTime: expect.any(String) })
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.geo.activeWatches).toBe(0)
    expect(w.wake.held).toBe(0)
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
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
    expect(w.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
  })

  it("retries a failed end call with backoff", async () => {
    const w = world()
    answerWalkCalls(w)
    let fail = true
    w.server.on("walkEnd", () =>
      fail ? httpError(500) : ok({ walkId: 7, startTime: new Date(T0), isWalking: false, distance: 0, duration: 1, route: [], dogs: [] })
    )
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

  it("an end that waits out a lost connection says when the member ended (endTime, kept through retries and a reload); the live card stops there", async () => {
    const w = world()
    answerWalkCalls(w)
    let fail = true
    w.server.on("walkEnd", () =>
      fail ? networkDown() : ok({ walkId: 7, startTime: new Date(T0), isWalking: false, distance: 0, duration: 1, route: [], dogs: [] })
    )
    await startWalking(w)
    w.clock.advance(30_000)
    await settle()
    const tapAt = ctx(w).now + ctx(w).walk!.clockOffset
    w.actor.send({ type: "user.end" })
    await settle()
    expect(routeState(w)).toBe("finishRetry")
    const live = () => connectOnWalk(connectWalk(w.actor.getSnapshot(), w.actor.send), null, () => {}).live!.elapsedSeconds
    const elapsedAtTap = live()
    w.clock.advance(10 * 60_000)
    await settle()
    expect(live()).toBe(elapsedAtTap)
    expect(loadWalkSession(w.storage)!.walk.endedAt).toBe(tapAt)
    fail = false
    w.actor.send({ type: "user.retry" })
    await settle()
    const ends = w.server.calls("walkEnd")
    expect(ends.length).toBeGreaterThan(2)
    expect(new Set(ends.map((c) => (c.json as { endTime: string }).endTime))).toEqual(new Set([new Date(tapAt).toISOString()]))
    expect(w.actor.getSnapshot().value).toBe("idle")
  })

  it("a walk whose end cannot be saved can be abandoned, which forgets it and goes back to /walk", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => httpError(500, "boom"))
    await startWalking(w)
    w.actor.send({ type: "user.end" })
    await settle()
    w.actor.send({ type: "user.abandon" })
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.navigations).toEqual(["/walk"])
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
    expect(after.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
  })

  it("writes the acknowledged track only when a send was acknowledged; the outbox at most once a second while fixes come", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    const writes: string[] = []
    const setItem = w.storage.setItem.bind(w.storage)
    w.storage.setItem = (key, value) => {
      writes.push(key)
      setItem(key, value)
    }
    // 22 fixes at once (a burst): their saves wait for the second; the send's answer writes at once, every fix with it.
    await walkFor(w, 1, ROUTE_SEND_BATCH + 2)
    expect(writes.filter((k) => k === WALK_TRACK_STORAGE_KEY)).toHaveLength(1)
    expect(JSON.parse(w.storage.getItem(WALK_TRACK_STORAGE_KEY)!).fixes).toHaveLength(ROUTE_SEND_BATCH)
    expect(writes.filter((k) => k === WALK_STORAGE_KEY)).toHaveLength(1)
    expect(loadWalkSession(w.storage)!.walk.track).toEqual(ctx(w).walk!.track)
    w.clock.advance(WALK_FIX_SAVE_MS)
    expect(writes.filter((k) => k === WALK_STORAGE_KEY)).toHaveLength(1)
    // One fix a second, as a phone's GPS gives them: written within the second, the last state each time.
    for (const s of [ROUTE_SEND_BATCH + 3, ROUTE_SEND_BATCH + 4]) {
      w.geo.emit(fixAt(s))
      expect(loadWalkSession(w.storage)!.walk.track).toHaveLength(s - 1)
      w.clock.advance(WALK_FIX_SAVE_MS)
      expect(loadWalkSession(w.storage)!.walk.track).toEqual(ctx(w).walk!.track)
    }
    expect(writes.filter((k) => k === WALK_STORAGE_KEY)).toHaveLength(3)
  })

  it("writes a waiting fix at once when the page is hidden, and when the walk actor stops", async () => {
    const storage = memoryStorage()
    const w = world({ storage })
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emit(fixAt(1))
    w.geo.emit(fixAt(2))
    expect(loadWalkSession(storage)!.walk.track).toHaveLength(0)
    // The phone's OS may kill a hidden page: the fix waiting for its second is written now.
    w.visibility.setHidden(true)
    expect(loadWalkSession(storage)!.walk.track).toHaveLength(2)
    w.visibility.setHidden(false)
    w.geo.emit(fixAt(3))
    expect(loadWalkSession(storage)!.walk.track).toHaveLength(2)
    // The page goes away (the actor stops): nothing is left unwritten.
    w.actor.stop()
    expect(loadWalkSession(storage)!.walk.track.map((f) => f.time)).toEqual([1, 2, 3].map((s) => T0 + s * 1000))
  })

  it("a waiting fix is not written after the walk ended (no walk comes back from storage)", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emit(fixAt(1))
    w.geo.emit(fixAt(2))
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.calls("walkEnd")).toHaveLength(1)
    w.clock.advance(WALK_FIX_SAVE_MS)
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.storage.getItem(WALK_TRACK_STORAGE_KEY)).toBeNull()
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

  it("a walk stored before the persistence facility existed (same keys, same form) is restored", () => {
    const storage = memoryStorage({
      [WALK_STORAGE_KEY]: JSON.stringify({
        version: 1,
        walk: {
          walkId: 7,
          dogs: [{ pet: { petId: 1, name: "콩이", profileImageUrl: null }, caloriesBurned: 3 }],
          startTime: T0,
          startPosition: { lat: 37.58, lng: 127.01 },
          outbox: [{ recordTime: new Date(T0 + 2000).toISOString(), location: { type: "Point", coordinates: [127.01, 37.58] }, accuracy: 5 }],
          lastSendAt: T0,
          serverDistance: 12,
          gaps: [],
          ending: false,
          clockOffset: 0,
          rejectedPoints: 0,
          gapsSeen: 0,
          rejectedSeen: 0
        },
        selectedDogIds: [1],
        savedAt: T0 + 2000
      }),
      [WALK_TRACK_STORAGE_KEY]: JSON.stringify({ version: 1, walkId: 7, fixes: [[37.58, 127.01, 5, T0 + 1000]] })
    })
    const restored = loadWalkSession(storage)!
    expect(restored.walk.track.map((f) => f.time)).toEqual([T0 + 1000, T0 + 2000])
    expect(restored.walk.serverDistance).toBe(12)
  })

  it("a corrupt persisted walk is discarded and the machine starts idle", async () => {
    const storage = memoryStorage({ [WALK_STORAGE_KEY]: JSON.stringify({ version: 1, walk: { walkId: "x" } }) })
    const w = world({ storage })
    await startRestoring(w)
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
    expect(view(w)).toMatchObject({ phase: "idle", isWalking: false, active: null })
    expect(liveOf(view(w))).toBeNull()
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
    expect(liveOf(view(w))).toMatchObject({ elapsedLabel: "0초", distanceLabel: "0.00 km", dogs: [{ name: "콩이", caloriesLabel: "0 kcal" }] })
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(liveOf(view(w))!.distanceMetres).toBe(20)
    expect(liveOf(view(w))!.dogs[0]!.calories).toBe(2)
    // 20 m more walked and not sent yet: the card moves on, calories scale with the distance.
    for (let s = 21; s <= 40; s++) w.geo.emit(fixAt(s, 24 + (s - 20) * 2))
    const live = liveOf(view(w))!
    expect(live.distanceMetres).toBeGreaterThan(45)
    expect(live.distanceMetres).toBeLessThan(70)
    expect(live.dogs[0]!.calories).toBeCloseTo((2 * live.distanceMetres) / 20, 6)
    expect(view(w).pendingPoints).toBe(20)
    expect(view(w).route).toHaveLength(40)
    w.clock.advance(65_000)
    expect(liveOf(view(w))!.elapsedLabel).toBe("1분 5초")
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

  it("a dismissed gap notice stays dismissed through a reload and comes back only for a new gap", async () => {
    const storage = memoryStorage()
    const w = world({ storage })
    answerWalkCalls(w)
    await startWalking(w)
    w.visibility.setHidden(true)
    w.clock.advance(60_000)
    w.visibility.setHidden(false)
    expect(view(w).gapNotice).toBe(view(w).latestGap)
    view(w).dismissGap()
    expect(view(w).gapNotice).toBeNull()
    expect(loadWalkSession(storage)!.walk.gapsSeen).toBe(1)
    w.actor.stop()

    // Back after a moment (shorter than a gap): still dismissed.
    const again = world({ storage, now: T0 + 61_000 })
    answerWalkCalls(again)
    again.actor.start()
    await settle()
    expect(view(again).gapNotice).toBeNull()
    again.visibility.setHidden(true)
    again.clock.advance(120_000)
    again.visibility.setHidden(false)
    expect(view(again).gapNotice).toBe(view(again).latestGap)
    expect(view(again).gapNotice).not.toBeNull()
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

  it("the recording chip does not claim a recording while no fix can come, and says so again once one does", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    expect(view(w)).toMatchObject({ isRecording: true, syncLabel: "산책 기록 중" })
    w.geo.emitError("denied")
    expect(view(w)).toMatchObject({ isRecording: false, syncLabel: WALK_COPY.chipNoLocation })
    w.geo.emitError("timeout")
    expect(view(w)).toMatchObject({ isRecording: false, syncLabel: WALK_COPY.chipSeekingLocation, gpsProblem: WALK_COPY.gpsUnavailable })
    w.clock.advance(1000)
    w.geo.emit({ ...fixAt(1, 1.2), time: w.clock.now() })
    expect(view(w)).toMatchObject({ isRecording: true, syncLabel: "산책 기록 중", gpsProblem: null })
  })
})

describe("a device clock that is off", () => {
  const MINUTES_10 = 10 * 60_000

  /** Walks `n` seconds on the device: one fix per second stamped with the device clock. */
  const walkOnDevice = async (w: WalkWorld, n: number): Promise<number[]> => {
    const times: number[] = []
    for (let i = 0; i < n; i++) {
      w.clock.advance(1000)
      const t = w.clock.now()
      times.push(t)
      w.geo.emit({ ...fixAt((t - T0) / 1000, ((t - T0) / 1000) * 1.2), time: t })
    }
    await settle()
    return times
  }

  it("the fake server applies the real server's rule: a point 10 minutes ahead of its clock is refused", async () => {
    const w = world()
    const server = serveLikeTheServer(w, { serverAhead: -MINUTES_10 })
    await startWalking(w)
    const answer = await w.server.api
      .call("walkUpdate", {
        body: { memberId: 0, walkId: 7, walkPaths: [toRoutePoint({ ...fixAt(1), time: w.clock.now() + 1000 })] }
      })
      .catch((e: Error) => e)
    expect(answer).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.walkPaths\.0\.recordTime: .* is in the future$/) })
    expect(server.stored).toEqual([])
  })

  it.each([
    ["fast", -MINUTES_10],
    ["slow", MINUTES_10]
  ])("a device clock 10 minutes %s still gets every point accepted, on the server's clock", async (_, serverAhead) => {
    const w = world()
    const server = serveLikeTheServer(w, { serverAhead })
    await startWalking(w)
    expect(ctx(w).walk!.clockOffset).toBe(serverAhead)
    const device = await walkOnDevice(w, ROUTE_SEND_BATCH + 5)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.calls("walkUpdate").every((c) => c.json.walkPaths.length > 0)).toBe(true)
    expect(server.stored).toEqual(device.map((t) => t + serverAhead))
    expect(w.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
  })

  it("the live card counts from the server's start time on the server's clock (not 10 minutes off)", async () => {
    const w = world()
    serveLikeTheServer(w, { serverAhead: -MINUTES_10 })
    await startWalking(w)
    w.clock.advance(65_000)
    expect(liveOf(connectWalk(w.actor.getSnapshot(), w.actor.send))!.elapsedLabel).toBe("1분 5초")
  })

  it("the offset is measured at the middle of the start call's round trip and kept through a reload", async () => {
    const storage = memoryStorage()
    const before = world({ storage })
    before.geo.autoCurrent = { lat: 37.58, lng: 127.01, accuracy: 8, time: T0 }
    before.actor.start()
    before.actor.send({ type: "user.toggleDog", petId: 1 })
    before.actor.send({ type: "user.start" })
    await settle()
    before.clock.advance(3000) // the answer takes 3 s; the server (10 minutes behind) stamped it 1.5 s in
    before.server.next("walkStart").respond(startAnswer([1], T0 + 1500 - MINUTES_10))
    await settle()
    expect(ctx(before).walk!.clockOffset).toBe(-MINUTES_10)
    before.actor.stop()

    const after = world({ storage, now: T0 + 30_000 })
    await startRestoring(after)
    expect(ctx(after).walk!.clockOffset).toBe(-MINUTES_10)
    after.geo.emit({ ...fixAt(31), time: T0 + 31_000 })
    expect(ctx(after).walk!.outbox[0]!.recordTime.getTime()).toBe(T0 + 31_000 - MINUTES_10)
  })

  it("a device clock that agrees with the server's within the round trip is left alone", () => {
    const answer = startAnswer([1], T0 + 400)
    expect(clockOffset({ answer, sentAt: T0, receivedAt: T0 + 900 })).toBe(0)
    expect(clockOffset({ answer, sentAt: T0 + 1000, receivedAt: T0 + 1200 })).toBe(-700)
    expect(clockOffset({ answer: startAnswer([1], T0 - MINUTES_10), sentAt: T0, receivedAt: T0 })).toBe(-MINUTES_10)
  })

  it("a walk stored before offsets existed restores with none", () => {
    const storage = memoryStorage()
    const track = [fixAt(1)]
    createWalkSessionStore(storage).save({
      walk: { ...startedWalk(), outbox: track.map(toRoutePoint), track },
      selectedDogIds: [1],
      savedAt: T0
    })
    const raw = JSON.parse(storage.getItem(WALK_STORAGE_KEY)!)
    delete raw.walk.clockOffset
    delete raw.walk.rejectedPoints
    storage.setItem(WALK_STORAGE_KEY, JSON.stringify(raw))
    expect(loadWalkSession(storage)!.walk).toMatchObject({ clockOffset: 0, rejectedPoints: 0, outbox: [{ recordTime: new Date(T0 + 1000) }] })
  })
})

describe("points the server refuses (400)", () => {
  const view = (w: WalkWorld) => connectWalk(w.actor.getSnapshot(), w.actor.send)
  const pointTime = (s: number) => fixAt(s).time

  it("a batch with one point the server refuses keeps the other 19, and says one point was left out", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    server.refuse([pointTime(8)])
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    const calls = w.server.calls("walkUpdate")
    expect(calls.map((c) => c.json.walkPaths.length)).toEqual([ROUTE_SEND_BATCH, ROUTE_SEND_BATCH - 1])
    expect(server.stored).toEqual(Array.from({ length: ROUTE_SEND_BATCH }, (_, i) => pointTime(i + 1)).filter((t) => t !== pointTime(8)))
    expect(routeState(w)).toBe("idle")
    expect(ctx(w).walk!.outbox).toEqual([])
    expect(ctx(w).walk!.track.map((f) => f.time)).not.toContain(pointTime(8))
    expect(ctx(w).walk!.rejectedPoints).toBe(1)
    expect(ctx(w).failures).toBe(0)
    expect(view(w)).toMatchObject({ rejectedPoints: 1, rejectedMessage: "위치 1개는 기록할 수 없어 제외했어요.", sendProblem: null })
    expect(loadWalkSession(w.storage)!.walk.rejectedPoints).toBe(1)
    // The walk goes on as before.
    await walkFor(w, ROUTE_SEND_BATCH + 1, 2 * ROUTE_SEND_BATCH)
    expect(server.stored).toHaveLength(2 * ROUTE_SEND_BATCH - 1)
  })

  it("the refused-points notice, once dismissed, returns only when more points are refused", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    server.refuse([pointTime(8), pointTime(ROUTE_SEND_BATCH + 3)])
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(view(w).rejectedNotice).toBe(rejectedPointsMessage(1))
    view(w).dismissRejected()
    expect(view(w).rejectedNotice).toBeNull()
    expect(loadWalkSession(w.storage)!.walk.rejectedSeen).toBe(1)
    await walkFor(w, ROUTE_SEND_BATCH + 1, 2 * ROUTE_SEND_BATCH)
    expect(view(w).rejectedNotice).toBe(rejectedPointsMessage(2))
  })

  it("several refused points in one batch are each left out, and every acceptable point is stored", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    const bad = [pointTime(2), pointTime(9), pointTime(20)]
    server.refuse(bad)
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(w.server.calls("walkUpdate")).toHaveLength(bad.length + 1)
    expect(server.stored).toHaveLength(ROUTE_SEND_BATCH - bad.length)
    expect(server.stored.some((t) => bad.includes(t))).toBe(false)
    expect(view(w).rejectedMessage).toBe(rejectedPointsMessage(3))
  })

  it("a 400 that names no point is bisected until only the refused point is left out", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    server.refuse([pointTime(13)], { named: false })
    await startWalking(w)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    const sizes = w.server.calls("walkUpdate").map((c) => c.json.walkPaths.length)
    expect(server.stored).toEqual(Array.from({ length: ROUTE_SEND_BATCH }, (_, i) => pointTime(i + 1)).filter((t) => t !== pointTime(13)))
    expect(ctx(w).walk!).toMatchObject({ outbox: [], rejectedPoints: 1 })
    // Each refusal halves the batch around the refused point; a success sends the rest at once.
    expect(sizes).toEqual([20, 10, 10, 5, 2, 8, 4, 2, 1, 7])
    expect(sizes.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(ROUTE_SEND_BATCH)) + 2)
  })

  it("refusalOf: a named point is left out; otherwise the batch is halved, and a lone refused point is left out", () => {
    const batch = [1, 2, 3, 4, 5].map((s) => toRoutePoint(fixAt(s)))
    expect(refusalOf(batch, "body.walkPaths.3.recordTime: x is in the future")).toEqual({ drop: batch[3], batchLimit: 1000 })
    expect(refusalOf(batch, "body.walkPaths: Expected at most 1000 items")).toEqual({ drop: null, batchLimit: 2 })
    expect(refusalOf(batch, "body.walkPaths.9.recordTime: not in this batch")).toEqual({ drop: null, batchLimit: 2 })
    expect(refusalOf(batch.slice(0, 1), "Bad Request")).toEqual({ drop: batch[0], batchLimit: 1000 })
  })

  it("a stale first fix from before the start (more than 2 minutes old) is left out, the rest of the walk is stored", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    w.geo.emit({ ...fixAt(1), time: T0 - SERVER_CLOCK_SKEW_MS - 60_000 })
    await walkFor(w, 2, ROUTE_SEND_BATCH)
    // 19 points wait (the stale one never joined them): the 40 s rule sends them.
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expect(server.stored).toEqual(Array.from({ length: ROUTE_SEND_BATCH - 1 }, (_, i) => pointTime(i + 2)))
    // Issue 9: a fix from before the start is dropped on the device, never sent, so never refused.
    expect(ctx(w).walk!.rejectedPoints).toBe(0)
  })

  it("a refused point does not block ending: the rest is sent, then the end call, then the summary", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    server.refuse([pointTime(3)])
    await startWalking(w)
    await walkFor(w, 1, 4)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(server.stored).toEqual([1, 2, 4].map(pointTime))
    expect(w.server.calls("walkEnd")).toHaveLength(1)
    expect(w.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
  })

  it("when the only point left while ending is refused, the end call follows at once", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    server.refuse([pointTime(1)], { named: false })
    await startWalking(w)
    await walkFor(w, 1, 1)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.requests.map((r) => r.name)).toEqual(["walkStart", "walkUpdate", "walkEnd"])
    expect(w.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
  })
})

describe("the walk is over on the server (404, 409)", () => {
  const view = (w: WalkWorld) => connectWalk(w.actor.getSnapshot(), w.actor.send)

  const expectStopped = (w: WalkWorld) => {
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(isWalkInProgress(w.actor.getSnapshot())).toBe(false)
    expect(w.geo.activeWatches).toBe(0)
    expect(w.wake.held).toBe(0)
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.storage.getItem(WALK_TRACK_STORAGE_KEY)).toBeNull()
    expect(ctx(w).walk).toBeNull()
  }

  it("a walk ended elsewhere stops tracking, clears the walk and tells the member, who is led to the summary", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    server.endElsewhere()
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expectStopped(w)
    const notice = view(w).notice!
    expect(notice).toMatchObject({ reason: "endedElsewhere", title: "이 산책은 이미 종료되었어요.", actionLabel: "산책 기록 보기", path: "/walk/summary" })
    expect(notice.message).toBe(`${WALK_COPY.endedElsewhereDetail} ${lostPointsMessage(ROUTE_SEND_BATCH)}`)
    // The walk as it last was stays drawn behind the notice, though the machine holds no walk.
    expect(ctx(w).walk).toBeNull()
    expect(view(w).isWalking).toBe(false)
    expect(view(w).route).toHaveLength(ROUTE_SEND_BATCH)
    expect(liveOf(view(w))).not.toBeNull()
    expect(w.navigations).toEqual([])
    view(w).dismissNotice()
    expect(w.navigations).toEqual(["/walk/summary"])
    expect(view(w).notice).toBeNull()
  })

  it("a walk another device took on (409: it records it now) stops tracking here, says so and leads back to /walk", async () => {
    const w = world()
    w.storage.setItem(WALK_RECORDER_STORAGE_KEY, "this-phone-0001")
    const server = serveLikeTheServer(w)
    await startWalking(w)
    expect(w.server.calls("walkStart")[0]!.json.recorderId).toBe("this-phone-0001")
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(w.server.calls("walkUpdate").map((r) => r.json.recorderId)).toEqual(["this-phone-0001"])
    server.takeOnElsewhere()
    await walkFor(w, ROUTE_SEND_BATCH + 1, 2 * ROUTE_SEND_BATCH)
    expectStopped(w)
    expect(view(w).notice).toMatchObject({
      reason: "recordedElsewhere",
      title: "다른 기기에서 이 산책을 기록하고 있어요.",
      message: `${WALK_COPY.recordedElsewhereDetail} ${lostPointsMessage(ROUTE_SEND_BATCH)}`,
      actionLabel: "확인",
      path: "/walk"
    })
    view(w).dismissNotice()
    expect(w.navigations).toEqual(["/walk"])
    // The id stays the device's for its next walks.
    expect(w.storage.getItem(WALK_RECORDER_STORAGE_KEY)).toBe("this-phone-0001")
  })

  it("a walk the server does not know (its data was reset) stops tracking and leads back to /walk", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    server.forget()
    await walkFor(w, 1, 3)
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expectStopped(w)
    expect(view(w).notice).toMatchObject({
      reason: "notFound",
      title: "서버에서 이 산책을 찾을 수 없어요.",
      message: `${WALK_COPY.notFoundDetail} ${lostPointsMessage(3)}`,
      actionLabel: "확인",
      path: "/walk"
    })
    view(w).dismissNotice()
    expect(w.navigations).toEqual(["/walk"])
  })

  it("ending after the walk was ended elsewhere clears the walk and tells the member", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    await walkFor(w, 1, 4)
    server.endElsewhere()
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.calls("walkEnd")).toHaveLength(0)
    expectStopped(w)
    expect(view(w).notice).toMatchObject({ reason: "endedElsewhere", message: `${WALK_COPY.endedElsewhereDetail} ${lostPointsMessage(4)}` })
    expect(w.navigations).toEqual([])
  })

  it("an end call for a walk the server does not know stops retrying; nothing was lost, so the notice does not say so", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    await walkFor(w, 1, 2)
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expect(server.stored).toHaveLength(2)
    server.forget()
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.calls("walkEnd")).toHaveLength(1)
    expectStopped(w)
    expect(view(w).notice).toMatchObject({ reason: "notFound", message: WALK_COPY.notFoundDetail })
    expect(view(w).endRetrying).toBe(false)
  })

  it("a restored walk the server no longer knows is dropped at its first send", async () => {
    const storage = memoryStorage()
    const before = world({ storage })
    answerWalkCalls(before)
    await startWalking(before)
    await walkFor(before, 1, 3)
    before.actor.stop()
    const after = world({ storage, now: T0 + 60_000 })
    after.server.on("walkUpdate", () => httpError(404, "Walk not found"))
    await startRestoring(after)
    after.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expectStopped(after)
    expect(ctx(after).notice).toEqual({ reason: "notFound", lostPoints: 3, walk: expect.objectContaining({ walkId: 7, outbox: expect.any(Array) }) })
    expect(ctx(after).notice?.walk?.outbox).toHaveLength(3)
  })

  it("on /walk the notice is the alert; dismissing it there clears it without navigating", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    server.endElsewhere()
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(view(w).alert).toBe(`${WALK_COPY.endedElsewhereTitle} ${view(w).notice!.message}`)
    view(w).dismissAlert()
    expect(view(w)).toMatchObject({ alert: null, notice: null })
    expect(w.navigations).toEqual([])
  })

  it("starting a new walk clears the notice", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    server.endElsewhere()
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(ctx(w).notice).not.toBeNull()
    w.actor.send({ type: "user.start" })
    await settle()
    expect(w.actor.getSnapshot().matches("session")).toBe(true)
    expect(ctx(w).notice).toBeNull()
    expect(ctx(w).walk!.rejectedPoints).toBe(0)
  })
})

describe("transient failures never drop a point", () => {
  it.each([
    ["429", () => httpError(429, "Too Many Requests")],
    ["500", () => httpError(500, "boom")],
    ["503", () => httpError(503, "busy")],
    ["401 (until signed in again)", () => httpError(401, "Unauthorized")],
    ["no network", () => networkDown()]
  ])("%s: the points are kept and sent again after the backoff", async (_, failure) => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    server.failNext(2, failure)
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(routeState(w)).toBe("backoff")
    expect(ctx(w).walk!.outbox).toHaveLength(ROUTE_SEND_BATCH)
    expect(ctx(w).walk!.rejectedPoints).toBe(0)
    w.clock.advance(backoffDelay(1))
    await settle()
    w.clock.advance(backoffDelay(2))
    await settle()
    expect(server.stored).toHaveLength(ROUTE_SEND_BATCH)
    expect(ctx(w).walk!.outbox).toHaveLength(0)
    expect(isWalkInProgress(w.actor.getSnapshot())).toBe(true)
  })
})

/** Starts a walk over `storage`, records fixes for seconds 1..`seconds`, then closes the app. */
const walkAndClose = async (storage: ReturnType<typeof memoryStorage>, seconds: number): Promise<void> => {
  const w = world({ storage })
  answerWalkCalls(w)
  await startWalking(w)
  await walkFor(w, 1, seconds)
  w.actor.stop()
}

describe("issue 9: stale fixes and short tracking gaps", () => {
  const view = (w: WalkWorld) => connectWalk(w.actor.getSnapshot(), w.actor.send)

  it("a cached fix stamped before the walk started is dropped quietly: not recorded, not sent, not counted as refused", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    // Seconds before the start: the server would even accept it (within its 2-minute window).
    w.geo.emit({ ...fixAt(1), time: T0 - 5000 })
    expect(ctx(w).walk!.track).toEqual([])
    expect(ctx(w).walk!.outbox).toEqual([])
    expect(ctx(w).lastRejection).toBeNull()
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(server.stored).toEqual(Array.from({ length: ROUTE_SEND_BATCH }, (_, i) => fixAt(i + 1).time))
    expect(ctx(w).walk!.rejectedPoints).toBe(0)
    expect(view(w)).toMatchObject({ rejectedPoints: 0, rejectedMessage: null, rejectedNotice: null })
  })

  it("the start is compared on the server's clock: a device 10 minutes slow keeps its fixes, and drops one from before the start", async () => {
    const w = world()
    serveLikeTheServer(w, { serverAhead: 600_000 })
    await startWalking(w)
    expect(ctx(w).walk!.clockOffset).toBe(600_000)
    w.geo.emit({ ...fixAt(1), time: T0 - 1000 })
    expect(ctx(w).walk!.track).toEqual([])
    expect(ctx(w).lastRejection).toBeNull()
    // Before the server's start time on the device's clock, after it on the server's: kept.
    w.geo.emit(fixAt(1))
    expect(ctx(w).walk!.track).toEqual([{ ...fixAt(1), time: T0 + 601_000 }])
  })

  it("a reload of a few seconds is not a tracking gap; one of 30 s or more is, worded calmly", async () => {
    const storage = memoryStorage()
    await walkAndClose(storage, 2)

    const quick = world({ storage, now: T0 + TRACKING_GAP_MIN_MS - 1000 })
    answerWalkCalls(quick)
    await startRestoring(quick)
    expect(ctx(quick).walk!.gaps).toEqual([])
    expect(view(quick)).toMatchObject({ gaps: [], latestGap: null, gapNotice: null })
    quick.actor.stop()

    const saved = loadWalkSession(storage)!.savedAt
    const later = world({ storage, now: saved + 3 * 60_000 + 12_000 })
    answerWalkCalls(later)
    await startRestoring(later)
    expect(ctx(later).walk!.gaps).toEqual([{ from: saved, to: saved + 192_000, reason: "closed" }])
    expect(view(later).gapNotice).toBe("앱이 닫혀 있던 3분 12초 동안은 경로가 기록되지 않았어요.")
    expect(closedGapMessage("3분 12초")).toBe(view(later).latestGap)
  })

  it("the page hidden for less than 30 s is not a gap; 30 s is", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.visibility.setHidden(true)
    w.clock.advance(TRACKING_GAP_MIN_MS - 1)
    w.visibility.setHidden(false)
    expect(ctx(w).walk!.gaps).toEqual([])
    w.visibility.setHidden(true)
    w.clock.advance(TRACKING_GAP_MIN_MS)
    w.visibility.setHidden(false)
    expect(ctx(w).walk!.gaps).toHaveLength(1)
    expect(view(w).gapNotice).toBe(`${WALK_COPY.gapHidden} (30초)`)
  })

  it("short gaps stored by an older version are not shown, and do not bring the gap notice back", async () => {
    const storage = memoryStorage()
    const walk = {
      ...startedWalk(),
      gaps: [
        { from: T0, to: T0 + 60_000, reason: "hidden" as const },
        { from: T0 + 70_000, to: T0 + 75_000, reason: "closed" as const }
      ],
      gapsSeen: 1
    }
    createWalkSessionStore(storage).save({ walk, selectedDogIds: [1], savedAt: T0 + 80_000 })
    const w = world({ storage, now: T0 + 81_000 })
    answerWalkCalls(w)
    await startRestoring(w)
    expect(view(w).gaps.map((g) => g.seconds)).toEqual([60])
    expect(view(w).gapNotice).toBeNull()
  })
})

describe("the walk screens' redirects (the machine decides, through Navigate)", () => {
  const view = (w: WalkWorld) => connectWalk(w.actor.getSnapshot(), w.actor.send)
  const nav = (w: WalkWorld, path: string) => w.actor.send({ type: "nav.changed", path })

  it("/walk while a walk is in progress is replaced by /walk/onwalk (walking and ending)", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => httpError(503))
    await startWalking(w)
    nav(w, "/")
    nav(w, "/walk")
    expect(w.navigationLog).toEqual([{ path: "/walk/onwalk", replace: true }])
    nav(w, "/walk/onwalk")
    expect(w.navigationLog).toHaveLength(1)
    w.actor.send({ type: "user.end" })
    await settle()
    expect(view(w).endRetrying).toBe(true)
    nav(w, "/walk")
    expect(w.navigationLog).toEqual([
      { path: "/walk/onwalk", replace: true },
      { path: "/walk/onwalk", replace: true }
    ])
  })

  /** A walk the server has in progress that this device does not know (started on another phone), with its route so far and a mark. */
  const elsewhere = (walkId = 21) => ({
    walkId,
    startTime: new Date(T0),
    isWalking: true,
    distance: 24,
    duration: 20,
    // The second point without a reported accuracy.
    route: [toRoutePoint(fixAt(10)), { recordTime: new Date(T0 + 20_000), location: { lat: fixAt(20).lat, lng: fixAt(20).lng } }],
    dogs: DOGS.map((d) => ({ ...d, caloriesBurned: 1.5 })),
    marks: [{ kind: "POO" as const, recordTime: new Date(T0 + 15_000), location: { lat: fixAt(15).lat, lng: fixAt(15).lng } }]
  })
  const dailyAnswers = (w: WalkWorld, walks: ReadonlyArray<ReturnType<typeof elsewhere>>) =>
    w.server.on("walkDaily", (r) => ok({ walks: r.json.day === 1 ? walks : [] }))

  it("/walk with no walk here: a walk the server has in progress is taken on (route, marks, dogs, distance) and /walk/onwalk opens", async () => {
    // Its last point 2 minutes old: no other device is recording it any more.
    const w = world({ now: T0 + 20_000 + WALK_TAKEOVER_IDLE_MS })
    answerWalkCalls(w)
    dailyAnswers(w, [{ ...elsewhere(20), isWalking: false }, elsewhere()])
    w.actor.start()
    nav(w, "/walk")
    await settle()
    // Today's and yesterday's walks (Asia/Seoul): T0 is 1 March, 09:00 there.
    expect(w.server.calls("walkDaily").map((r) => `${r.json.year}-${r.json.month}-${r.json.day}`)).toEqual(["2026-3-1", "2026-2-28"])
    expect(w.navigationLog).toEqual([{ path: "/walk/onwalk", replace: true }])
    const walk = ctx(w).walk!
    expect(walk.walkId).toBe(21)
    expect(walk.track.map((f) => f.time)).toEqual([T0 + 10_000, T0 + 20_000])
    expect(walk.track[1]!.accuracy).toBe(10)
    expect(walk.outbox).toEqual([])
    expect(walk.marks).toEqual([{ kind: "POO", time: T0 + 15_000, lat: fixAt(15).lat, lng: fixAt(15).lng, sent: true }])
    expect(walk.serverDistance).toBe(24)
    // The 2 minutes since its last point on the other phone are a tracking gap, as a closed app's are.
    expect(walk.gaps).toEqual([{ from: T0 + 20_000, to: T0 + 20_000 + WALK_TAKEOVER_IDLE_MS, reason: "closed" }])
    expect(ctx(w).selectedDogIds).toEqual([1, 2])
    expect(w.storage.getItem(WALK_STORAGE_KEY)).not.toBeNull()
    // Tracking restarts, and the next fixes go to that walk.
    expect(w.geo.activeWatches).toBe(1)
    await walkFor(w, 141, 140 + ROUTE_SEND_BATCH)
    expect(ctx(w).walk!.track).toHaveLength(2 + ROUTE_SEND_BATCH)
    expect(w.server.calls("walkUpdate")[0]!.json.walkId).toBe(21)
  })

  it("/walk with no walk on the server either (or offline) stays on the dog choice, which works meanwhile", async () => {
    const w = world()
    answerWalkCalls(w)
    dailyAnswers(w, [{ ...elsewhere(), isWalking: false }])
    w.actor.start()
    nav(w, "/walk")
    await settle()
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.navigations).toEqual([])
    const offline = world()
    offline.server.on("walkDaily", () => networkDown())
    offline.actor.start()
    nav(offline, "/walk")
    offline.actor.send({ type: "user.toggleDog", petId: 1 })
    await settle()
    expect(offline.actor.getSnapshot().value).toBe("idle")
    expect(view(offline).selectedDogIds).toEqual([1])
    expect(offline.navigations).toEqual([])
  })

  it("a visitor opening /walk (the route guard asks them to sign in) is asked nothing: no call, no 401", async () => {
    const w = world()
    w.server.api.tokens.clear()
    w.actor.start()
    nav(w, "/walk")
    await settle()
    expect(w.server.requests).toHaveLength(0)
    expect(w.actor.getSnapshot().value).toBe("idle")
  })

  it("a walk another device is still recording (its last point under 2 minutes old) is not taken on: two devices would interleave one route", async () => {
    const w = world({ now: T0 + 20_000 + WALK_TAKEOVER_IDLE_MS - 1000 })
    answerWalkCalls(w)
    dailyAnswers(w, [elsewhere()])
    w.actor.start()
    nav(w, "/walk")
    await settle()
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.navigations).toEqual([])
    // The dog choice says it: a start here ends that walk (the server's start does).
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).elsewhereNotice).toBe(WALK_COPY.inProgressElsewhere)
    w.geo.autoCurrent = { lat: 37.58, lng: 127.01, accuracy: 8, time: w.clock.now() }
    w.actor.send({ type: "user.toggleDog", petId: 1 })
    w.actor.send({ type: "user.start" })
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).elsewhereNotice).toBe(WALK_COPY.inProgressElsewhere)
    await settle()
    expect(w.actor.getSnapshot().matches("session")).toBe(true)
    expect(w.actor.getSnapshot().context.elsewhereWalkId).toBeUndefined()
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).elsewhereNotice).toBeNull()
    // Just started there, nothing recorded beyond its start point yet: taken on.
    const started = world({ now: T0 + 5_000 })
    answerWalkCalls(started)
    dailyAnswers(started, [{ ...elsewhere(), route: [elsewhere().route[0]!], marks: [] }])
    started.actor.start()
    nav(started, "/walk")
    await settle()
    expect(started.navigationLog).toEqual([{ path: "/walk/onwalk", replace: true }])
  })

  it("a walk found while the member has already moved on is taken on without leaving the page they are on", async () => {
    const w = world({ now: T0 + 20_000 + WALK_TAKEOVER_IDLE_MS })
    answerWalkCalls(w)
    w.server.on("walkDaily", () => undefined)
    w.actor.start()
    nav(w, "/walk")
    nav(w, "/mypage")
    w.server.next("walkDaily").respond({ walks: [elsewhere()] })
    w.server.next("walkDaily").respond({ walks: [] })
    await settle()
    expect(ctx(w).walk?.walkId).toBe(21)
    expect(w.navigations).toEqual([])
  })

  it("a walk given up here (its end could not be saved) is not taken on again from the server", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkEnd", () => httpError(500, "boom"))
    await startWalking(w)
    w.actor.send({ type: "user.end" })
    await settle()
    w.actor.send({ type: "user.abandon" })
    dailyAnswers(w, [elsewhere(7)])
    nav(w, "/walk")
    await settle()
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.navigations).toEqual(["/walk"])
  })

  it("a walk restored on a reload of /walk redirects to /walk/onwalk", async () => {
    const storage = memoryStorage()
    await walkAndClose(storage, 0)
    const after = world({ storage, now: T0 + 5000 })
    answerWalkCalls(after)
    // The app reports the path at once; the walk is read from storage meanwhile, and the redirect follows.
    after.actor.start()
    nav(after, "/walk")
    expect(after.navigationLog).toEqual([])
    await waitFor(after.actor, (s) => !s.matches({ restoring: "reading" }))
    expect(after.navigationLog).toEqual([{ path: "/walk/onwalk", replace: true }])
  })

  it("a reload of /walk/onwalk whose stored walk cannot be read goes back to /walk, the walk's storage emptied", async () => {
    const storage = memoryStorage({ [WALK_STORAGE_KEY]: JSON.stringify({ version: 1, walk: { walkId: "x" } }) })
    const w = world({ storage })
    w.actor.start()
    nav(w, "/walk/onwalk")
    expect(w.actor.getSnapshot().matches({ restoring: "reading" })).toBe(true)
    await waitFor(w.actor, (s) => !s.matches({ restoring: "reading" }))
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.navigationLog).toEqual([{ path: "/walk", replace: true }])
    expect(storage.getItem(WALK_STORAGE_KEY)).toBeNull()
  })

  it("starting a walk on /walk goes on to /walk/onwalk; a walk started while the member went elsewhere does not move them", async () => {
    /** Presses start on /walk, then (maybe) goes to `goTo` before the walk has started. */
    const startOnSelection = async (goTo?: string): Promise<WalkWorld> => {
      const w = world()
      answerWalkCalls(w)
      w.actor.start()
      nav(w, "/walk")
      w.actor.send({ type: "user.toggleDog", petId: 1 })
      w.actor.send({ type: "user.start" })
      expect(w.navigationLog).toEqual([])
      if (goTo) nav(w, goTo)
      w.geo.answerCurrent({ lat: 37.58, lng: 127.01, accuracy: 5, time: T0 })
      await settle()
      expect(view(w).isWalking).toBe(true)
      return w
    }
    expect((await startOnSelection()).navigationLog).toEqual([{ path: "/walk/onwalk", replace: true }])
    expect((await startOnSelection("/mypage")).navigationLog).toEqual([])
  })

  it("/walk/onwalk with no walk is replaced by /walk (also while a walk is being started)", async () => {
    const w = world()
    answerWalkCalls(w)
    w.actor.start()
    nav(w, "/walk/onwalk")
    expect(w.navigationLog).toEqual([{ path: "/walk", replace: true }])
    nav(w, "/walk")
    w.actor.send({ type: "user.toggleDog", petId: 1 })
    w.actor.send({ type: "user.start" })
    expect(view(w).phase).toBe("locating")
    nav(w, "/walk/onwalk")
    expect(w.navigationLog).toEqual([
      { path: "/walk", replace: true },
      { path: "/walk", replace: true }
    ])
    nav(w, "/walk")
    w.geo.answerCurrent({ lat: 37.58, lng: 127.01, accuracy: 5, time: T0 })
    await settle()
    expect(w.navigationLog.at(-1)).toEqual({ path: "/walk/onwalk", replace: true })
  })

  it("the walk-over notice on /walk/onwalk does not redirect away; dismissing it leads on", async () => {
    const w = world()
    const server = serveLikeTheServer(w)
    await startWalking(w)
    nav(w, "/walk/onwalk")
    server.endElsewhere()
    await walkFor(w, 1, ROUTE_SEND_BATCH)
    expect(view(w).notice).not.toBeNull()
    // A navigation to /walk/onwalk (e.g. a reload of the screen's route, back/forward) keeps the notice there.
    nav(w, "/walk/onwalk")
    expect(w.navigationLog).toEqual([])
    view(w).dismissNotice()
    expect(w.navigationLog).toEqual([{ path: "/walk/summary", replace: false }])
    nav(w, "/walk/summary")
    nav(w, "/walk/onwalk")
    expect(w.navigationLog.at(-1)).toEqual({ path: "/walk", replace: true })
  })

  it("ending and abandoning lead on with ordinary (not replacing) navigations", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    nav(w, "/walk/onwalk")
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.navigationLog).toEqual([{ path: SUMMARY_OF_ENDED_WALK, replace: false }])
  })
})

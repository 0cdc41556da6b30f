/**
 * '기록 포기' while the server cannot save the end: the walk's end call is kept on the device and
 * made by the app itself once the server answers, so the given-up walk neither stays in progress
 * on the server nor comes back here as "recorded on another device" (or as a walk to take on).
 */
import { describe, expect, it } from "vitest"
import { HttpError, NetworkError } from "../api/errors.ts"
import { httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { memoryStorage, type KeyValueStorage } from "../ports.ts"
import { WALK_TAKEOVER_IDLE_MS } from "../schema/constants.ts"
import { ABANDONED_WALK_STORAGE_KEY, settleAbandonedWalk, settlesAbandoned } from "./walk.abandoned.ts"
import { toRoutePoint } from "./walk.rules.ts"
import { connectWalk } from "./walk.connect.ts"
import { answerWalkCalls, DOGS, fixAt, startWalking, T0, type WalkWorld, walkWorlds } from "./walk.testkit.ts"
import { deviceRecorderId, WALK_STORAGE_KEY } from "./walk.types.ts"

const world = walkWorlds()

/** The walk as the server still has it: in progress, its route as far as it was sent. */
const stillInProgress = (walkId: number, lastPointAt: number) => ({
  walkId,
  startTime: new Date(T0),
  isWalking: true,
  distance: 12,
  duration: 10,
  route: [toRoutePoint(fixAt(0)), toRoutePoint({ ...fixAt(10), time: lastPointAt })],
  dogs: DOGS.map((d) => ({ ...d, caloriesBurned: 1 })),
  marks: []
})

/** Walks, taps '종료', the end fails (no network), and '기록 포기'. Answers the time of the tap (server clock). */
const abandonWhileOffline = async (storage: KeyValueStorage): Promise<{ walkId: number; tapAt: number }> => {
  const w = world({ storage })
  answerWalkCalls(w)
  w.server.on("walkUpdate", () => networkDown())
  w.server.on("walkEnd", () => networkDown())
  await startWalking(w)
  w.geo.emit(fixAt(5))
  w.clock.advance(30_000)
  await settle()
  const { walkId, clockOffset } = w.actor.getSnapshot().context.walk!
  const tapAt = w.clock.now() + clockOffset
  w.actor.send({ type: "user.end" })
  await settle()
  w.actor.send({ type: "user.abandon" })
  await settle()
  expect(w.actor.getSnapshot().value).toBe("idle")
  expect(storage.getItem(WALK_STORAGE_KEY)).toBeNull()
  w.actor.stop()
  return { walkId, tapAt }
}

const nav = (w: WalkWorld, path: string) => w.actor.send({ type: "nav.changed", path })

describe("a walk given up while its end could not be saved", () => {
  it("keeps its end call; the next start of the app ends it with the time of the tap, and /walk then finds nothing to take on", async () => {
    const storage = memoryStorage()
    const { walkId, tapAt } = await abandonWhileOffline(storage)
    expect(JSON.parse(storage.getItem(ABANDONED_WALK_STORAGE_KEY)!)).toMatchObject({ walkId, endedAt: tapAt, located: false })

    // Later, back online: the app starts on another page; its walk machine is idle and ends the walk.
    const later = world({ storage, now: T0 + 3_600_000 })
    answerWalkCalls(later)
    later.server.on("walkDaily", () => ok({ walks: [] }))
    later.actor.start()
    nav(later, "/mypage")
    await settle()
    const ends = later.server.calls("walkEnd")
    expect(ends).toHaveLength(1)
    // Ended when the member gave up, with no end point: the route not yet sent is given up with it.
    // Named as this device's: a walk another device has taken on since is not ended under it (409, forgotten here).
    expect(ends[0]!.json).toMatchObject({ walkId, endTime: new Date(tapAt).toISOString(), located: false, recorderId: deviceRecorderId(storage) })
    expect(storage.getItem(ABANDONED_WALK_STORAGE_KEY)).toBeNull()
    nav(later, "/walk")
    await settle()
    expect(later.server.calls("walkEnd")).toHaveLength(1)
    expect(later.actor.getSnapshot().value).toBe("idle")
    expect(later.navigations).toEqual([])
  })

  it("while the server still cannot end it, /walk neither says another device records it nor takes it on", async () => {
    const storage = memoryStorage()
    const { walkId, tapAt } = await abandonWhileOffline(storage)
    for (const [lastPointAt, now] of [
      // Its last point a minute old: would read as recorded on another device.
      [tapAt - 30_000, tapAt + 60_000],
      // Minutes old: would be taken on as the walk in progress here.
      [tapAt - 30_000, tapAt + 10 * WALK_TAKEOVER_IDLE_MS]
    ] as const) {
      const reload = world({ storage, now })
      answerWalkCalls(reload)
      reload.server.on("walkEnd", () => httpError(503, "점검 중"))
      reload.server.on("walkDaily", (r) => ok({ walks: r.json.day === 1 ? [stillInProgress(walkId, lastPointAt)] : [] }))
      reload.actor.start()
      nav(reload, "/walk")
      await settle()
      expect(reload.actor.getSnapshot().value).toBe("idle")
      expect(reload.navigations).toEqual([])
      expect(connectWalk(reload.actor.getSnapshot(), reload.actor.send).elsewhereNotice).toBeNull()
      expect(reload.server.calls("walkEnd").length).toBeGreaterThan(0)
      expect(storage.getItem(ABANDONED_WALK_STORAGE_KEY)).not.toBeNull()
      reload.actor.stop()
    }
  })

  it("a walk already over on the server (ended by a new start, 409) or unknown to it (404) is forgotten; signed out (401) it is kept", async () => {
    for (const [status, kept] of [
      [409, false],
      [404, false],
      [400, false],
      [401, true],
      [429, true],
      [500, true]
    ] as const) {
      const storage = memoryStorage({ [ABANDONED_WALK_STORAGE_KEY]: JSON.stringify({ walkId: 9, position: { lat: 37.5, lng: 127 }, located: true }) })
      const answer = await settleAbandonedWalk(storage, () => Promise.reject(new HttpError("walkEnd", status, "x")))
      expect({ status, kept: storage.getItem(ABANDONED_WALK_STORAGE_KEY) !== null, answer }).toEqual({ status, kept, answer: kept ? 9 : null })
    }
    expect(settlesAbandoned(new NetworkError("walkEnd", "Failed to fetch"))).toBe(false)
  })

  it("an unreadable entry is dropped, and nothing is called", async () => {
    const storage = memoryStorage({ [ABANDONED_WALK_STORAGE_KEY]: JSON.stringify({ walkId: "x" }) })
    let calls = 0
    expect(
      await settleAbandonedWalk(storage, async () => {
        calls++
      })
    ).toBeNull()
    expect(calls).toBe(0)
    expect(storage.getItem(ABANDONED_WALK_STORAGE_KEY)).toBeNull()
  })
})

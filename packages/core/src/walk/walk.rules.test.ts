/** Unit tests of the walk's pure rules (`walk.rules.ts`); the machine's behaviour is in `walk.test.ts`. */
import { describe, expect, it } from "vitest"
import { HttpError, NetworkError } from "../api/errors.ts"
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import { MAX_POINTS_PER_UPDATE } from "../schema/constants.ts"
import {
  backoffDelay,
  clockOffset,
  initialContext,
  isTrackingGap,
  judgeFix,
  lastPosition,
  mergeDogs,
  newWalk,
  nextBatch,
  outboxAfterAck,
  toRoutePoint,
  walkAfterRefusal,
  walkOverReason,
  withFix,
  withGap
} from "./walk.rules.ts"
import { DOGS, fixAt, startAnswer, T0 } from "./walk.testkit.ts"
import { unsentDistance } from "./walk.unsent.ts"
import { TRACKING_GAP_MIN_MS, type ActiveWalk } from "./walk.types.ts"

const walkWith = (seconds: ReadonlyArray<number>, unsent = seconds.length, extra: Partial<ActiveWalk> = {}): ActiveWalk => {
  const track = seconds.map((s) => fixAt(s))
  return {
    ...newWalk({ answer: startAnswer(), sentAt: T0, receivedAt: T0 }, { lat: 37.58, lng: 127.01 }, T0),
    track,
    outbox: track.slice(track.length - unsent).map(toRoutePoint),
    ...extra
  }
}

describe("fixes", () => {
  it("judgeFix drops a fix stamped before the start, refuses what acceptFix refuses, records the rest on the server's clock", () => {
    const walk = walkWith([])
    expect(judgeFix(walk, { ...fixAt(1), time: T0 - 1 })).toEqual({ kind: "predatesWalk" })
    expect(judgeFix(walk, fixAt(0))).toEqual({ kind: "record", fix: fixAt(0) })
    expect(judgeFix(walk, { ...fixAt(1), accuracy: 120 })).toEqual({ kind: "reject", reason: "accuracy" })
    const slow = { ...walk, clockOffset: 60_000 }
    expect(judgeFix(slow, { ...fixAt(1), time: T0 - 30_000 })).toEqual({ kind: "record", fix: { ...fixAt(1), time: T0 + 30_000 } })
    const fast = { ...walk, clockOffset: -60_000 }
    expect(judgeFix(fast, { ...fixAt(1), time: T0 + 30_000 })).toEqual({ kind: "predatesWalk" })
  })

  it("a fix not after the last recorded one is refused for its time, not dropped as stale", () => {
    expect(judgeFix(walkWith([5]), fixAt(5))).toEqual({ kind: "reject", reason: "time" })
  })

  it("withFix draws the fix and queues its route point; lastPosition follows it, else the start", () => {
    const walk = walkWith([])
    expect(lastPosition(walk)).toEqual({ lat: 37.58, lng: 127.01 })
    const next = withFix(walk, fixAt(3))
    expect(next.track).toEqual([fixAt(3)])
    expect(next.outbox).toEqual([toRoutePoint(fixAt(3))])
    expect(lastPosition(next)).toEqual({ lat: fixAt(3).lat, lng: fixAt(3).lng })
  })

  it("unsentDistance measures from the last acknowledged fix on, and is 0 with nothing unsent", () => {
    expect(unsentDistance(walkWith([1, 2, 3], 0))).toBe(0)
    const walk = walkWith([1, 2, 3, 4, 5], 2)
    expect(unsentDistance(walk)).toBeCloseTo(unsentDistance(walkWith([3, 4, 5], 2)), 9)
    expect(unsentDistance(walk)).toBeGreaterThan(0)
  })
})

describe("tracking gaps", () => {
  it("only stretches of TRACKING_GAP_MIN_MS (30 s) or more are gaps", () => {
    expect(TRACKING_GAP_MIN_MS).toBe(30_000)
    expect(isTrackingGap({ from: 0, to: 29_999 })).toBe(false)
    expect(isTrackingGap({ from: 0, to: 30_000 })).toBe(true)
    const walk = walkWith([])
    expect(withGap(walk, { from: T0, to: T0 + 5000, reason: "closed" })).toBe(walk)
    expect(withGap(walk, { from: T0, to: T0 + 30_000, reason: "hidden" }).gaps).toEqual([{ from: T0, to: T0 + 30_000, reason: "hidden" }])
  })

  it("initialContext turns the closed time of a restored walk into a gap only when it is long enough", () => {
    const walk = walkWith([1, 2])
    const persisted = { walk, selectedDogIds: [1], savedAt: T0 + 10_000 }
    expect(initialContext({ now: T0 + 15_000, persisted }).walk!.gaps).toEqual([])
    expect(initialContext({ now: T0 + 40_000, persisted }).walk!.gaps).toEqual([{ from: T0 + 10_000, to: T0 + 40_000, reason: "closed" }])
    expect(initialContext({ now: T0 }).walk).toBeNull()
    expect(initialContext({ now: T0, persisted }).selectedDogIds).toEqual([1])
  })
})

describe("sending", () => {
  it("nextBatch takes the oldest points up to the limit; outboxAfterAck keeps what arrived meanwhile", () => {
    const walk = walkWith([1, 2, 3, 4, 5])
    const batch = nextBatch(walk, 2)
    expect(batch).toEqual(walk.outbox.slice(0, 2))
    expect(nextBatch(walk, MAX_POINTS_PER_UPDATE)).toHaveLength(5)
    expect(outboxAfterAck(walk, batch)).toEqual(walk.outbox.slice(2))
  })

  it("walkAfterRefusal leaves the named point out of the outbox and the track and counts it", () => {
    const walk = walkWith([1, 2, 3])
    const { walk: after, batchLimit } = walkAfterRefusal(walk, walk.outbox, new HttpError("walkUpdate", 400, "body.walkPaths.1.recordTime: bad"))
    expect(after.track.map((f) => f.time)).toEqual([fixAt(1).time, fixAt(3).time])
    expect(after.outbox.map((p) => p.recordTime.getTime())).toEqual([fixAt(1).time, fixAt(3).time])
    expect(after.rejectedPoints).toBe(1)
    expect(batchLimit).toBe(MAX_POINTS_PER_UPDATE)
    const unnamed = walkAfterRefusal(walk, walk.outbox, new HttpError("walkUpdate", 400, "Bad Request"))
    expect(unnamed).toEqual({ walk, batchLimit: 1 })
  })

  it("walkOverReason: 409 ended elsewhere, 404 not found, anything else is not the end", () => {
    expect(walkOverReason(new HttpError("walkUpdate", 409, "x"))).toBe("endedElsewhere")
    expect(walkOverReason(new HttpError("walkUpdate", 404, "x"))).toBe("notFound")
    expect(walkOverReason(new HttpError("walkUpdate", 500, "x"))).toBeNull()
    expect(walkOverReason(new NetworkError("walkUpdate", "offline"))).toBeNull()
  })

  it("mergeDogs updates calories and keeps the start answer's order", () => {
    const dogs = DOGS
    const merged = mergeDogs(dogs, [{ pet: DOGS[1]!.pet, caloriesBurned: 7 }])
    expect(merged.map((d) => [d.pet.petId, d.caloriesBurned])).toEqual([
      [1, 0],
      [2, 7]
    ])
  })

  it("backoffDelay doubles from 1 s and stops at 60 s", () => {
    expect([1, 2, 3, 7, 8, 20].map(backoffDelay)).toEqual([1000, 2000, 4000, 60_000, 60_000, 60_000])
  })
})

describe("the walk's beginning", () => {
  it("newWalk starts empty at the device position (else the default centre) with the measured clock offset", () => {
    const started = { answer: startAnswer([1], T0 + 5000), sentAt: T0, receivedAt: T0 + 2000 }
    const walk = newWalk(started, null, T0 + 2000)
    expect(walk).toMatchObject({ walkId: 7, startTime: T0 + 5000, outbox: [], track: [], lastSendAt: T0 + 2000, ending: false })
    expect(walk.startPosition).toEqual({ lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng })
    expect(walk.clockOffset).toBe(clockOffset(started))
    expect(walk.clockOffset).toBe(4000)
  })
})

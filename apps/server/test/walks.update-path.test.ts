/**
 * The walk update's fast path (points stored and read back in one statement, packed as binary
 * doubles) answers exactly what the core's live distance over the points as sent would (the
 * settled segments and the tail, `liveRouteDistance`; the end measures them all with `routeDistance`): every double and
 * time survives bit for bit, a missing accuracy stays missing, and a retry changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { asc, eq } from "drizzle-orm"
import {
  caloriesBurned, DEFAULT_MAP_CENTER, liveRouteDistance, type LiveRouteState, NO_SETTLED_ROUTE, offsetMetres, routeDistance, type TrackPoint
} from "@mungwalk/core/domain"
import { walkPoints } from "../src/db/schema.ts"
import { endWalk, loadPoints, startWalk, updateWalk } from "../src/services/walks.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, toRoutePoint, type TestMember, type TimedPoint } from "./helpers/walkFixtures.ts"

describe("walk update path", () => {
  let server: TestServer
  let member: TestMember
  let dog: number

  beforeAll(async () => {
    server = await createTestServer()
    member = await createMember(server, "빠른길")
    dog = await createPet(member, { name: "번개", weight: 6.3 })
  })
  afterAll(() => server.close())

  /** 25 minutes of fixes at irregular times, with doubles that need all 17 digits and some without accuracy. */
  const awkwardRoute = (t0: number): TimedPoint[] =>
    Array.from({ length: 1500 }, (_, i) => {
      const p = offsetMetres(DEFAULT_MAP_CENTER, i * 1.1 + Math.sin(i) * 3 + 1e-9 * i, Math.cos(i / 7) * 40 + Math.SQRT2 * 1e-7)
      const at = t0 + 3000 + i * 1000 + ((i * 7919) % 211)
      return i % 9 === 0 ? { at, lat: p.lat, lng: p.lng } : { at, lat: p.lat, lng: p.lng, accuracy: 3 + ((i * 0.37) % 17) + Math.PI * 1e-6 }
    })

  it("answers the live distance of the points as sent, exactly, after every batch and for a retried batch", async () => {
    const db = server.database.db
    const t0 = Date.now() - 30 * 60_000
    const started = await startWalk(db, member.memberId, { dogs: [dog], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }, new Date(t0))
    const route = awkwardRoute(t0)
    const sent: TrackPoint[] = [{ lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng, time: t0 }]
    let answer = { totalDistance: 0, dogs: [] as ReadonlyArray<{ pet: { petId: number }; caloriesBurned: number }> }
    let live: LiveRouteState = NO_SETTLED_ROUTE
    for (let i = 0; i < route.length; i += 100) {
      const batch = route.slice(i, i + 100)
      answer = await updateWalk(db, member.memberId, { walkId: started.walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[batch.length - 1]!.at))
      sent.push(...batch.map((p) => (p.accuracy === undefined ? { lat: p.lat, lng: p.lng, time: p.at } : { lat: p.lat, lng: p.lng, time: p.at, accuracy: p.accuracy })))
      const expected = liveRouteDistance(live, live.tailFrom === null ? sent : sent.filter((p) => p.time >= live.tailFrom!))
      live = expected.state
      expect(answer.totalDistance).toBe(expected.distance)
    }
    expect(answer.totalDistance).toBeGreaterThan(1000)
    expect(live.boundary).not.toBeNull()
    // Settled segments never see later points; within 1.5 % of measuring them all (see geo.live.test.ts).
    expect(Math.abs(answer.totalDistance - routeDistance(sent)) / routeDistance(sent)).toBeLessThan(0.015)
    expect(answer.dogs.map((d) => [d.pet.petId, d.caloriesBurned])).toEqual([[dog, caloriesBurned(6.3, answer.totalDistance)]])

    const retried = await updateWalk(db, member.memberId, { walkId: started.walkId, walkPaths: route.slice(-100).map(toRoutePoint) })
    expect(retried).toEqual(answer)

    const loaded = await loadPoints(db, started.walkId)
    expect(loaded).toEqual(sent.map((p) => ({ time: p.time, lat: p.lat, lng: p.lng, accuracy: p.accuracy ?? null })))
    const rows = await db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId)).orderBy(asc(walkPoints.recordTime))
    expect(rows.map((r) => [r.recordTime.getTime(), r.lat, r.lng, r.accuracy])).toEqual(loaded.map((p) => [p.time, p.lat, p.lng, p.accuracy]))

    const ended = await endWalk(db, member.memberId, { walkId: started.walkId, latitude: sent[sent.length - 1]!.lat, longitude: sent[sent.length - 1]!.lng })
    expect(ended.route).toHaveLength(sent.length + 1)
    expect(ended.distance).toBe(routeDistance(await loadPoints(db, started.walkId)))
  })

  it("a walk without stored points reads as an empty route", async () => {
    const db = server.database.db
    const started = await startWalk(db, member.memberId, { dogs: [dog], latitude: 0, longitude: 0 })
    expect(await loadPoints(db, started.walkId)).toEqual([])
    await endWalk(db, member.memberId, { walkId: started.walkId, latitude: 0, longitude: 0 })
  })
})

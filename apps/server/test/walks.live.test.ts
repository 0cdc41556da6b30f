/**
 * Walk updates at flat cost: while walking, the distance comes from settled segments kept on the
 * walk row plus the tail, so an update at hour 2 reads no more of the route than one at minute 2,
 * and the result stays close to measuring every point (which the end still does).
 */
import { DEFAULT_MAP_CENTER, LIVE_CONTEXT_POINTS, LIVE_SEGMENT_POINTS, routeDistance } from "@mungwalk/core/domain"
import { eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { walks } from "../src/db/schema.ts"
import { endWalk, startWalk, updateWalk } from "../src/services/walks.ts"
import { loadPoints } from "../src/services/walks/reads.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, type TimedPoint, toRoutePoint, walkAlong } from "./helpers/walkFixtures.ts"

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Two hours around blocks at 1.25 m/s, a fix every 3 s (2,400 points), with a few metres of wobble. */
const twoHourWalk = (startAt: number): TimedPoint[] => {
  const blocks: Array<[number, number]> = []
  for (let i = 0; i < 12; i++) blocks.push([0, 0], [300, 0], [300, 200 + 10 * i], [0, 200 + 10 * i])
  blocks.push([0, 0])
  return walkAlong(DEFAULT_MAP_CENTER, blocks, startAt)
    .slice(0, 2401)
    .map((p, i) => ({
      ...p,
      lat: p.lat + Math.sin(i * 0.7) * 2e-5,
      lng: p.lng + Math.cos(i * 1.3) * 2e-5
    }))
}

describe("walk updates at flat cost", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  const begin = async (name: string, points: TimedPoint[]) => {
    const member = await createMember(server, name)
    const dog = await createPet(member)
    const first = points[0]!
    const { walkId } = await startWalk(server.database.db, member.memberId, { dogs: [dog], latitude: first.lat, longitude: first.lng }, new Date(first.at))
    return { member, walkId }
  }
  const send = (memberId: number, walkId: number, batch: TimedPoint[]) =>
    updateWalk(server.database.db, memberId, { walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[batch.length - 1]!.at))

  it("an hour-2 update does not read the start of the route, and answers what a full read would", async () => {
    const startAt = Date.now() - 3 * HOUR
    const points = twoHourWalk(startAt)
    const a = await begin("계속걷기", points)
    const b = await begin("지워걷기", points)
    let lastA = 0
    for (let i = 1; i < points.length - 20; i += 20) {
      const batch = points.slice(i, i + 20)
      lastA = (await send(a.member.memberId, a.walkId, batch)).totalDistance
      await send(b.member.memberId, b.walkId, batch)
    }
    const [row] = await server.database.db.select().from(walks).where(eq(walks.id, b.walkId))
    expect(row!.tailFrom).not.toBeNull()
    expect(row!.settledDistance).toBeGreaterThan(0)
    // What an update reads: the points from tail_from on, a bounded number whatever the walk's length.
    const read = await server.database.db.execute(
      sql`select count(*)::int as n from walk_points where walk_id = ${b.walkId} and record_time >= ${row!.tailFrom!.toISOString()}`
    )
    const n = Number((read as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)
    expect(n).toBeLessThanOrEqual(LIVE_SEGMENT_POINTS + 1 + LIVE_CONTEXT_POINTS + 20)
    expect((await loadPoints(server.database.db, b.walkId)).length - n).toBeGreaterThan(LIVE_SEGMENT_POINTS)

    // Walk B loses every point before tail_from: if the update read them, B's answer would differ from A's.
    await server.database.db.execute(sql`delete from walk_points where walk_id = ${b.walkId} and record_time < ${row!.tailFrom!.toISOString()}`)
    const last = points.slice(-20)
    const answerA = await send(a.member.memberId, a.walkId, last)
    const answerB = await send(b.member.memberId, b.walkId, last)
    expect(answerB.totalDistance).toBe(answerA.totalDistance)
    expect(answerA.totalDistance).toBeGreaterThan(lastA)

    // Tolerance 1.5 %: settled segments never see later points (the core's benchmark: worst 1.02 %, mean 0.04 %).
    const full = routeDistance(await loadPoints(server.database.db, a.walkId))
    expect(Math.abs(answerA.totalDistance - full) / full).toBeLessThan(0.015)

    // The end measures every point.
    const lastPoint = points[points.length - 1]!
    const ended = await endWalk(
      server.database.db,
      a.member.memberId,
      { walkId: a.walkId, latitude: lastPoint.lat, longitude: lastPoint.lng },
      new Date(lastPoint.at + 1000)
    )
    expect(ended.distance).toBe(routeDistance(await loadPoints(server.database.db, a.walkId)))
  }, 240_000)

  it("a late batch from before the settled boundary re-measures the whole route", async () => {
    const startAt = Date.now() - 3 * HOUR
    const points = twoHourWalk(startAt)
    const { member, walkId } = await begin("늦은배치", points)
    const held = points.slice(101, 121) // an offline batch that arrives last
    for (let i = 1; i < points.length; i += 20) {
      if (i === 101) continue
      await send(member.memberId, walkId, points.slice(i, i + 20))
    }
    const before = (await server.database.db.select().from(walks).where(eq(walks.id, walkId)))[0]!
    expect(before.settledBoundary!.getTime()).toBeGreaterThan(held[0]!.at)
    const answer = await updateWalk(server.database.db, member.memberId, { walkId, walkPaths: held.map(toRoutePoint) }, new Date(points[points.length - 1]!.at))
    const full = routeDistance(await loadPoints(server.database.db, walkId))
    expect(Math.abs(answer.totalDistance - full) / full).toBeLessThan(0.015)
    const after = (await server.database.db.select().from(walks).where(eq(walks.id, walkId)))[0]!
    expect(after.settledDistance).not.toBe(before.settledDistance)
  }, 240_000)

  it("a short walk's live distance is exactly routeDistance over its points", async () => {
    const points = twoHourWalk(Date.now() - HOUR).slice(0, 200)
    const { member, walkId } = await begin("짧은산책", points)
    let answer = 0
    for (let i = 1; i < points.length; i += 20) answer = (await send(member.memberId, walkId, points.slice(i, i + 20))).totalDistance
    expect(answer).toBe(routeDistance(await loadPoints(server.database.db, walkId)))
  })
})

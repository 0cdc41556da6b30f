/**
 * Issue 33 on the server: discarding a walk in progress (a walk too short to keep) leaves no
 * trace; marks (소변, 대변, 물) travel on the update batch and come back with the walk.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core/domain"
import { walkDogs, walkPoints, walks } from "../src/db/schema.ts"
import type { TestServer } from "./helpers/app.ts"
import { failure, serverWithMembers } from "./helpers/members.ts"
import { createPet, type TestMember } from "./helpers/walkFixtures.ts"

const centre = DEFAULT_MAP_CENTER

describe("walk result (issue 33)", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  let aliceDog: number

  beforeAll(async () => {
    ;({
      server,
      members: [alice, bob]
    } = await serverWithMembers(["버림앨리스", "버림밥"]))
    aliceDog = await createPet(alice, { name: "콩이", weight: 4.2 })
  })
  afterAll(() => server.close())

  const start = () => alice.client.call("walkStart", { body: { memberId: 0, dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })

  it("deletes the walk in progress with its dogs and route: nothing in the calendar, no quest, a new walk can start", async () => {
    const started = await start()
    const now = Date.now()
    await alice.client.call("walkUpdate", {
      body: {
        memberId: 0,
        walkId: started.walkId,
        walkPaths: [1, 2, 3].map((i) => ({ recordTime: new Date(now + i), location: { lat: centre.lat + i * 0.00001, lng: centre.lng }, accuracy: 5 }))
      }
    })
    const answer = await alice.client.call("walkDiscard", { body: { memberId: 0, walkId: started.walkId } })
    expect(answer).toEqual({ walkId: started.walkId })

    const db = server.database.db
    expect(await db.select().from(walks).where(eq(walks.id, started.walkId))).toEqual([])
    expect(await db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId))).toEqual([])
    expect(await db.select().from(walkDogs).where(eq(walkDogs.walkId, started.walkId))).toEqual([])

    const today = new Date(now + 9 * 3600_000)
    const daily = await alice.client.call("walkDaily", {
      body: { memberId: 0, year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() }
    })
    expect(daily.walks.map((w) => w.walkId)).not.toContain(started.walkId)
    const month = await alice.client.call("walkMonthly", { body: { memberId: 0, year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 } })
    expect(month.dailyWalks.flatMap((d) => d.walks.map((w) => w.walkId))).not.toContain(started.walkId)

    // Updating or ending the discarded walk: it is unknown now.
    expect((await failure(alice.client.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: [] } }))).status).toBe(404)
    expect((await failure(alice.client.call("walkDiscard", { body: { memberId: 0, walkId: started.walkId } }))).status).toBe(404)

    const next = await start()
    expect(next.walkId).not.toBe(started.walkId)
    await alice.client.call("walkDiscard", { body: { memberId: 0, walkId: next.walkId } })
  })

  it("refuses an ended walk (409) and keeps it", async () => {
    const started = await start()
    await alice.client.call("walkEnd", { body: { memberId: 0, walkId: started.walkId, latitude: centre.lat, longitude: centre.lng } })
    const f = await failure(alice.client.call("walkDiscard", { body: { memberId: 0, walkId: started.walkId } }))
    expect(f).toMatchObject({ status: 409, message: "이미 끝난 산책이에요." })
    expect(await server.database.db.select({ id: walks.id }).from(walks).where(eq(walks.id, started.walkId))).toHaveLength(1)
  })

  it("never touches another member's walk (404)", async () => {
    const started = await start()
    const f = await failure(bob.client.call("walkDiscard", { body: { memberId: 0, walkId: started.walkId } }))
    expect(f.status).toBe(404)
    const [row] = await server.database.db.select().from(walks).where(eq(walks.id, started.walkId))
    expect(row?.isWalking).toBe(true)
    await alice.client.call("walkDiscard", { body: { memberId: 0, walkId: started.walkId } })
  })

  it("answers 400 for a bad walk id", async () => {
    const res = await server.request("/api/walks/discard", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ walkId: "x" })
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^body\.walkId/)
  })

  describe("marks", () => {
    const at = (t: number, north: number) => ({ lat: centre.lat + north * 0.00001, lng: centre.lng, t })
    const mark = (kind: "PEE" | "POO" | "WATER", p: { lat: number; lng: number; t: number }) => ({
      kind,
      recordTime: new Date(p.t),
      location: { lat: p.lat, lng: p.lng }
    })

    it("ride on the update batch, are stored once, and come back with the ended walk and in the day's walks", async () => {
      const started = await start()
      const t = Date.now()
      const points = [1, 2, 3].map((i) => at(t + i * 1000, i))
      const walkPaths = points.map((p) => ({ recordTime: new Date(p.t), location: { lat: p.lat, lng: p.lng }, accuracy: 5 }))
      const marks = [mark("PEE", points[0]!), mark("WATER", points[2]!)]
      await alice.client.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths, walkMarks: marks } })
      // Sent again (a lost answer), and a mark alone with no new point: each mark is stored once.
      await alice.client.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths, walkMarks: marks } })
      await alice.client.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: [], walkMarks: [mark("POO", points[1]!)] } })
      const ended = await alice.client.call("walkEnd", { body: { memberId: 0, walkId: started.walkId, latitude: centre.lat, longitude: centre.lng } })
      expect(ended.marks?.map((m) => m.kind)).toEqual(["PEE", "POO", "WATER"])
      expect(ended.marks?.[0]).toEqual({ kind: "PEE", recordTime: new Date(points[0]!.t), location: { lat: points[0]!.lat, lng: points[0]!.lng } })

      const today = new Date(t + 9 * 3600_000)
      const daily = await alice.client.call("walkDaily", {
        body: { memberId: 0, year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() }
      })
      expect(daily.walks.find((w) => w.walkId === started.walkId)?.marks).toHaveLength(3)
    })

    it("a mark stamped before the walk or in the future is refused (400 naming it), and nothing of the batch is stored", async () => {
      const started = await start()
      const t = Date.now()
      const f = await failure(
        alice.client.call("walkUpdate", {
          body: {
            memberId: 0,
            walkId: started.walkId,
            walkPaths: [{ recordTime: new Date(t + 1000), location: { lat: centre.lat, lng: centre.lng + 0.0001 } }],
            walkMarks: [mark("PEE", at(t + 1000, 1)), mark("POO", at(t + 60 * 60_000, 1))]
          }
        })
      )
      expect(f.status).toBe(400)
      expect(f.detail).toMatch(/^body\.walkMarks\.1\.recordTime: .* is in the future$/)
      const bad = await server.request("/api/walks/update", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${alice.token}` },
        body: JSON.stringify({
          walkId: started.walkId,
          walkPaths: [],
          walkMarks: [{ kind: "BARK", recordTime: new Date(t).toISOString(), location: { coordinates: [centre.lng, centre.lat] } }]
        })
      })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { detail: string }).detail).toMatch(/^body\.walkMarks\.0\.kind/)
      const ended = await alice.client.call("walkEnd", { body: { memberId: 0, walkId: started.walkId, latitude: centre.lat, longitude: centre.lng } })
      expect(ended.marks).toBeUndefined()
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { asc, count, eq, inArray } from "drizzle-orm"
import { caloriesBurned, DEFAULT_MAP_CENTER, haversine } from "@mungwalk/core/domain"
import { members, pets, walkDogs, walkPoints, walks } from "../src/db/schema.ts"
import { DEMO_DAYS, DEMO_MEMBERS, seedDemo } from "../src/services/demo.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember } from "./helpers/walkFixtures.ts"

/** The seed writes weeks of walks and draws the shop's images: room for a busy shared machine. */
const SEED_TIMEOUT = 180_000

describe("demo data", () => {
  let server: TestServer
  let seededAt: Date
  beforeAll(async () => {
    server = await createTestServer()
    seededAt = new Date()
    const began = performance.now()
    expect(await seedDemo(server.database.db, { config: server.config }, seededAt)).toBe(true)
    console.log(`demo seed on ${server.database.kind}: ${Math.round(performance.now() - began)} ms`)
  }, SEED_TIMEOUT)
  afterAll(() => server.close())

  const counts = async () => {
    const db = server.database.db
    const [m] = await db.select({ n: count() }).from(members)
    const [w] = await db.select({ n: count() }).from(walks)
    const [p] = await db.select({ n: count() }).from(walkPoints)
    return { members: m!.n, walks: w!.n, points: p!.n }
  }

  it("creates the demo members with their dogs and weeks of walks", async () => {
    const db = server.database.db
    const demo = await db.select().from(members).where(eq(members.provider, "demo")).orderBy(asc(members.id))
    expect(demo.map((m) => m.nickname)).toEqual(DEMO_MEMBERS.map((m) => m.nickname))
    expect(demo.every((m) => m.registeredAt !== null)).toBe(true)
    const dogs = await db
      .select()
      .from(pets)
      .where(
        inArray(
          pets.memberId,
          demo.map((m) => m.id)
        )
      )
    expect(dogs).toHaveLength(DEMO_MEMBERS.flatMap((m) => m.dogs).length)
    const c = await counts()
    expect(c.walks).toBeGreaterThan(DEMO_MEMBERS.length * DEMO_DAYS * 0.5)
  })

  it("walks are realistic: ended, in the past weeks, 1–1.5 m/s, fixes every few seconds, figures from the core's functions", async () => {
    const db = server.database.db
    const rows = await db.select().from(walks)
    for (const w of rows) {
      expect(w.isWalking).toBe(false)
      expect(w.endTime!.getTime()).toBeLessThanOrEqual(seededAt.getTime())
      expect(w.startTime.getTime()).toBeGreaterThan(seededAt.getTime() - (DEMO_DAYS + 2) * 86_400_000)
      const seconds = (w.endTime!.getTime() - w.startTime.getTime()) / 1000
      expect(w.distance).toBeGreaterThan(800)
      expect(w.distance).toBeLessThan(8000)
      // moving speed 1.0–1.5 m/s, stops to sniff included in the time
      expect(w.distance / seconds).toBeGreaterThan(0.6)
      expect(w.distance / seconds).toBeLessThan(1.6)
      expect(w.sharedRoute!.length).toBeGreaterThan(0)
    }
    const sample = rows.slice(0, 5)
    for (const w of sample) {
      const pts = await db.select().from(walkPoints).where(eq(walkPoints.walkId, w.id)).orderBy(asc(walkPoints.recordTime))
      const gaps = pts.slice(1).map((p, i) => p.recordTime.getTime() - pts[i]!.recordTime.getTime())
      expect(Math.max(...gaps)).toBeLessThanOrEqual(5000)
      expect(haversine(pts[0]!, pts[pts.length - 1]!)).toBeLessThan(30) // home and back
      const dogs = await db.select().from(walkDogs).where(eq(walkDogs.walkId, w.id))
      for (const d of dogs) expect(d.caloriesBurned).toBe(caloriesBurned(d.weightKg, w.distance))
    }
  })

  it("a new member sees nearby routes and hot places around the default map centre at once", async () => {
    const newcomer = await createMember(server, "새내기")
    const body = { latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }
    const nearby = await newcomer.client.call("walkNearby", { body })
    const hot = await newcomer.client.call("walkHotplace", { body })
    console.log(`near the default centre: ${nearby.length} routes, ${hot.length} hot places`)
    expect(nearby.length).toBeGreaterThanOrEqual(5)
    expect(hot.length).toBeGreaterThanOrEqual(3)
    expect(hot.some((p) => haversine(p, DEFAULT_MAP_CENTER) < 1000)).toBe(true)
  })

  it("a demo member sees the walks in their calendar", async () => {
    const db = server.database.db
    const [first] = await db.select().from(walks).orderBy(asc(walks.startTime)).limit(1)
    const token = await server.deps.tokens.issue(first!.memberId)
    const kst = new Date(first!.startTime.getTime() + 9 * 3600_000)
    const month = await server.client(token).call("walkMonthly", { body: { year: kst.getUTCFullYear(), month: kst.getUTCMonth() + 1 } })
    expect(month.dailyWalks.flatMap((d) => d.walks).map((w) => w.walkId)).toContain(first!.id)
  })

  it("runs once: seeding again, or from two instances at once, adds nothing", async () => {
    const before = await counts()
    expect(await seedDemo(server.database.db, { config: server.config })).toBe(false)
    const results = await Promise.all([seedDemo(server.database.db, { config: server.config }), seedDemo(server.database.db, { config: server.config })])
    expect(results).toEqual([false, false])
    expect(await counts()).toEqual(before)
  })
})

describe("demo data on a fresh database", () => {
  it(
    "two instances starting at once seed it exactly once",
    async () => {
      const server = await createTestServer()
      try {
        const results = await Promise.all([seedDemo(server.database.db, { config: server.config }), seedDemo(server.database.db, { config: server.config })])
        expect(results.filter(Boolean)).toHaveLength(1)
        const demo = await server.database.db.select({ n: count() }).from(members).where(eq(members.provider, "demo"))
        expect(demo[0]!.n).toBe(DEMO_MEMBERS.length)
      } finally {
        await server.close()
      }
    },
    SEED_TIMEOUT
  )

  it(
    "boot seeds it when DEMO is on",
    async () => {
      const server = await createTestServer({ DEMO: "1" })
      try {
        const demo = await server.database.db.select({ n: count() }).from(members).where(eq(members.provider, "demo"))
        expect(demo[0]!.n).toBe(DEMO_MEMBERS.length)
      } finally {
        await server.close()
      }
    },
    SEED_TIMEOUT
  )
})

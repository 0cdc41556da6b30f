import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { asc, eq } from "drizzle-orm"
import { haversine, offsetMetres } from "@mungwalk/core/domain"
import type { LatLng } from "@mungwalk/core/schema"
import { walkPoints } from "../src/db/schema.ts"
import { distanceToPolyline } from "../src/services/walks/discover.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, recordWalk, walkAlong, type TestMember } from "./helpers/walkFixtures.ts"

const HOUR = 3600_000
const DAY = 24 * HOUR

/** Each scenario has its own neighbourhood, 20 km from the others, so they cannot see each other's walks. */
const area = (n: number): LatLng => offsetMetres({ lat: 37.5, lng: 127.0 }, n * 20_000, 0)

describe("nearby routes and hot places", () => {
  let server: TestServer
  const people: Array<TestMember & { dog: number }> = []

  beforeAll(async () => {
    server = await createTestServer()
    for (let i = 0; i < 5; i++) {
      const m = await createMember(server, `산책러${i}`)
      people.push({ ...m, dog: await createPet(m, { weight: 5 + i }) })
    }
  })
  afterAll(() => server.close())

  const storedEnds = async (walkId: number): Promise<[LatLng, LatLng]> => {
    const rows = await server.database.db
      .select({ lat: walkPoints.lat, lng: walkPoints.lng })
      .from(walkPoints)
      .where(eq(walkPoints.walkId, walkId))
      .orderBy(asc(walkPoints.recordTime))
    return [rows[0]!, rows[rows.length - 1]!]
  }

  const nearby = (m: TestMember, p: LatLng) => m.client.call("walkNearby", { body: { latitude: p.lat, longitude: p.lng } })
  const hot = (m: TestMember, p: LatLng) => m.client.call("walkHotplace", { body: { latitude: p.lat, longitude: p.lng } })

  describe("nearby", () => {
    it("answers other members' recent routes passing within 1 km, never the caller's own", async () => {
      const here = area(1)
      const [a, b] = [people[0]!, people[1]!]
      const line: Array<[number, number]> = [
        [-900, 30],
        [900, 30]
      ]
      await recordWalk(server, b.memberId, [b.dog], walkAlong(here, line, Date.now() - 5 * HOUR))
      await recordWalk(
        server,
        a.memberId,
        [a.dog],
        walkAlong(
          here,
          [
            [-900, -30],
            [900, -30]
          ],
          Date.now() - 4 * HOUR
        )
      )

      const forA = await nearby(a, here)
      expect(forA).toHaveLength(1)
      const seenByA = forA[0]!.paths
      expect(distanceToPolyline(here, seenByA)).toBeLessThan(40)
      // it is b's route (north side of the street), not a's own (south side)
      expect(seenByA.every((p) => p.lat > here.lat)).toBe(true)

      const forB = await nearby(b, here)
      expect(forB).toHaveLength(1)
      expect(forB[0]!.paths.every((p) => p.lat < here.lat)).toBe(true)
    })

    it("leaves out routes that pass farther than 1 km away and routes older than 30 days", async () => {
      const here = area(2)
      const [a, b, c] = [people[0]!, people[1]!, people[2]!]
      await recordWalk(
        server,
        b.memberId,
        [b.dog],
        walkAlong(
          here,
          [
            [-800, 1600],
            [800, 1600]
          ],
          Date.now() - 3 * HOUR
        )
      )
      await recordWalk(
        server,
        c.memberId,
        [c.dog],
        walkAlong(
          here,
          [
            [-800, 0],
            [800, 0]
          ],
          Date.now() - 31 * DAY
        )
      )
      expect(await nearby(a, here)).toEqual([])
      // the far route is found from where it runs
      expect(await nearby(a, offsetMetres(here, 0, 1600))).toHaveLength(1)
    })

    it("cuts 200 m from both ends and shows no point within 200 m of the real start or end, even where a loop passes its own door", async () => {
      const here = area(3)
      const [a, b] = [people[0]!, people[1]!]
      // A figure of eight through home: north, east, south, then west right past the front door, south, east, home.
      const eight: Array<[number, number]> = [
        [0, 0],
        [0, 400],
        [400, 400],
        [400, 0],
        [-400, 0],
        [-400, -400],
        [0, -400],
        [0, 0]
      ]
      const loopId = await recordWalk(server, b.memberId, [b.dog], walkAlong(here, eight, Date.now() - 2 * HOUR))
      const [start, end] = await storedEnds(loopId)

      const routes = await nearby(a, here)
      expect(routes.length).toBeGreaterThanOrEqual(2) // the door splits the visible route
      const points = routes.flatMap((r) => r.paths)
      expect(points.length).toBeGreaterThan(4)
      for (const p of points) {
        expect(haversine(p, start)).toBeGreaterThan(200)
        expect(haversine(p, end)).toBeGreaterThan(200)
      }
      // the visible parts are still the walked streets (the far side of the loop)
      expect(points.some((p) => haversine(p, offsetMetres(here, 400, 400)) < 30)).toBe(true)
    })

    it("trims an out-and-back route at both ends: nothing within 200 m of where it started and ended", async () => {
      const here = area(4)
      const [a, b] = [people[0]!, people[1]!]
      const id = await recordWalk(
        server,
        b.memberId,
        [b.dog],
        walkAlong(
          here,
          [
            [-700, 0],
            [700, 0],
            [600, 80]
          ],
          Date.now() - 2 * HOUR
        )
      )
      const [start, end] = await storedEnds(id)
      const routes = await nearby(a, here)
      expect(routes).toHaveLength(1)
      const paths = routes[0]!.paths
      for (const p of paths) {
        expect(haversine(p, start)).toBeGreaterThan(200)
        expect(haversine(p, end)).toBeGreaterThan(200)
      }
      expect(haversine(paths[0]!, start)).toBeLessThan(230)
      expect(paths.length).toBeLessThan(40)
    })

    it("shows nothing of a route not longer than 400 m", async () => {
      const here = area(5)
      const [a, b] = [people[0]!, people[1]!]
      await recordWalk(
        server,
        b.memberId,
        [b.dog],
        walkAlong(
          here,
          [
            [-180, 0],
            [180, 0]
          ],
          Date.now() - HOUR
        )
      )
      expect(await nearby(a, here)).toEqual([])
    })

    it("answers at most 20 routes, newest first", async () => {
      const here = area(6)
      const [a, b] = [people[0]!, people[1]!]
      for (let i = 0; i < 22; i++) {
        const north = i * 20
        await recordWalk(
          server,
          b.memberId,
          [b.dog],
          walkAlong(
            here,
            [
              [-700, north],
              [700, north]
            ],
            Date.now() - (30 - i) * HOUR,
            { everySeconds: 10 }
          )
        )
      }
      const routes = await nearby(a, here)
      expect(routes).toHaveLength(20)
      // the newest walk (i = 21) runs 420 m north of the position and comes first
      expect(distanceToPolyline(offsetMetres(here, 0, 420), routes[0]!.paths)).toBeLessThan(10)
    })
  })

  describe("hot places", () => {
    const street: Array<[number, number]> = [
      [-900, 0],
      [900, 0]
    ]

    it("need at least 3 different members: 2 members walking a street 10 times each make no hot place; a third makes it hot", async () => {
      const here = area(7)
      const [a, b, c, d] = [people[0]!, people[1]!, people[2]!, people[3]!]
      for (let i = 0; i < 10; i++) {
        await recordWalk(server, b.memberId, [b.dog], walkAlong(here, street, Date.now() - (40 + i) * HOUR, { everySeconds: 6 }))
        await recordWalk(server, c.memberId, [c.dog], walkAlong(here, street, Date.now() - (20 + i) * HOUR, { everySeconds: 6 }))
      }
      expect(await hot(a, here)).toEqual([])

      await recordWalk(server, d.memberId, [d.dog], walkAlong(here, street, Date.now() - 2 * HOUR, { everySeconds: 6 }))
      const places = await hot(a, here)
      expect(places.length).toBeGreaterThan(5)
      expect(places.length).toBeLessThanOrEqual(30)
      for (const p of places) {
        // on the street, along its shared middle part only (never near where the walks started or ended)
        expect(Math.abs(haversine(p, { lat: here.lat, lng: p.lng }))).toBeLessThan(10)
        expect(haversine(p, offsetMetres(here, -900, 0))).toBeGreaterThan(200)
        expect(haversine(p, offsetMetres(here, 900, 0))).toBeGreaterThan(200)
      }
      // a few markers along the street, not one per grid cell
      for (const [i, p] of places.entries()) for (const q of places.slice(i + 1)) expect(haversine(p, q)).toBeGreaterThanOrEqual(120)
      // each place says how many walks passed there: b's and c's ten each, and d's one
      for (const p of places) expect(p.walkCount).toBe(21)
      // the caller's own walks count too: d sees the same places
      expect(await hot(d, here)).toEqual(places)
    })

    it("are looked for within a few km only", async () => {
      const here = area(7)
      expect(await hot(people[0]!, offsetMetres(here, 0, 5000))).toEqual([])
      expect((await hot(people[0]!, offsetMetres(here, 0, 2000))).length).toBeGreaterThan(0)
    })

    it("come most popular first", async () => {
      const here = area(8)
      const [a, b, c, d, e] = people
      const short: Array<[number, number]> = [
        [-900, 0],
        [300, 0]
      ]
      for (const m of [b!, c!, d!]) await recordWalk(server, m.memberId, [m.dog], walkAlong(here, street, Date.now() - 3 * HOUR, { everySeconds: 6 }))
      await recordWalk(server, e!.memberId, [e!.dog], walkAlong(here, short, Date.now() - 3 * HOUR, { everySeconds: 6 }))
      const places = await hot(a!, here)
      // the western part was walked by 4 members, the eastern part by 3: all 4-member places come first
      const firstEastern = places.findIndex((p) => p.lng > offsetMetres(here, 120, 0).lng)
      const lastWestern = places.map((p) => p.lng < offsetMetres(here, 40, 0).lng).lastIndexOf(true)
      expect(firstEastern).toBeGreaterThan(-1)
      expect(lastWestern).toBeLessThan(firstEastern)
    })
  })
})

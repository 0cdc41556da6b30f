import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import { HttpError } from "@mungwalk/core/api"
import { caloriesBurned, DEFAULT_MAP_CENTER, routeDistance, seoulDayRange } from "@mungwalk/core/domain"
import { WALK_RECORDED_ELSEWHERE_MESSAGE, WALK_TAKEOVER_IDLE_MS } from "@mungwalk/core/schema"
import { walkPoints, walks } from "../src/db/schema.ts"
import { endWalk, startWalk, updateWalk } from "../src/services/walks.ts"
import { dailyWalks, monthlyWalks } from "../src/services/walks/reads.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, recordWalk, toRoutePoint, walkAlong, type TestMember, type TimedPoint } from "./helpers/walkFixtures.ts"

const centre = DEFAULT_MAP_CENTER

/** The HTTP status and message a call failed with. */
const failure = async (p: Promise<unknown>): Promise<{ status: number; message: string; detail?: string }> => {
  try {
    await p
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, message: e.message, ...(e.detail === undefined ? {} : { detail: e.detail }) }
    throw e
  }
  throw new Error("expected the call to fail")
}

const postJson = (server: TestServer, token: string, path: string, body: unknown) =>
  server.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body)
  })

/** A few seconds of walking east from the centre, starting `offsetS` seconds from now. */
const shortLeg = (from: number, count: number, offsetS = 1): TimedPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    at: from + (offsetS + i) * 1000,
    lat: centre.lat,
    lng: centre.lng + (i + 1) * 0.00002,
    accuracy: 5
  }))

describe("walks", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  let aliceDog: number
  let aliceBigDog: number
  let bobDog: number

  beforeAll(async () => {
    server = await createTestServer()
    alice = await createMember(server, "앨리스")
    bob = await createMember(server, "밥")
    aliceDog = await createPet(alice, { name: "콩이", weight: 4.2 })
    aliceBigDog = await createPet(alice, { name: "보리", weight: 21.5 })
    bobDog = await createPet(bob, { name: "초코", weight: 7 })
  })
  afterAll(() => server.close())

  /** Ends whatever walk the member has in progress, so each test starts clean. */
  const endCurrent = async (m: TestMember) => {
    const open = await server.database.db
      .select({ id: walks.id })
      .from(walks)
      .where(and(eq(walks.memberId, m.memberId), eq(walks.isWalking, true)))
    for (const o of open) await endWalk(server.database.db, m.memberId, { walkId: o.id, latitude: centre.lat, longitude: centre.lng })
  }

  describe("start", () => {
    it("answers the walk id, the chosen dogs with zero calories and the server's start time", async () => {
      const before = Date.now()
      const started = await alice.client.call("walkStart", {
        body: { memberId: 0, dogs: [aliceDog, aliceBigDog], latitude: centre.lat, longitude: centre.lng }
      })
      expect(started.walkId).toBeGreaterThan(0)
      expect(started.dogs).toEqual([
        { pet: { petId: aliceDog, name: "콩이", profileImageUrl: null }, caloriesBurned: 0 },
        { pet: { petId: aliceBigDog, name: "보리", profileImageUrl: null }, caloriesBurned: 0 }
      ])
      expect(started.startTime.getTime()).toBeGreaterThanOrEqual(before - 1)
      expect(started.startTime.getTime()).toBeLessThanOrEqual(Date.now())
      await endCurrent(alice)
    })

    it("with another member's dog answers 404 and starts nothing", async () => {
      const f = await failure(
        alice.client.call("walkStart", {
          body: { memberId: 0, dogs: [aliceDog, bobDog], latitude: centre.lat, longitude: centre.lng }
        })
      )
      expect(f).toEqual({ status: 404, message: "강아지를 찾을 수 없어요.", detail: `Pet not found: ${bobDog}` })
      const open = await server.database.db.select().from(walks).where(eq(walks.isWalking, true))
      expect(open).toEqual([])
    })

    it("with an unknown dog id answers 404", async () => {
      const f = await failure(alice.client.call("walkStart", { body: { dogs: [987654], latitude: centre.lat, longitude: centre.lng } }))
      expect(f.status).toBe(404)
    })

    it("without dogs answers 400 naming body.dogs", async () => {
      const res = await postJson(server, alice.token, "/api/walks/start", { memberId: 0, dogs: [], latitude: centre.lat, longitude: centre.lng })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^body\.dogs: /)
    })

    it("with a latitude out of range answers 400 naming body.latitude", async () => {
      const res = await postJson(server, alice.token, "/api/walks/start", { memberId: 0, dogs: [aliceDog], latitude: 91, longitude: centre.lng })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^body\.latitude: /)
    })

    it("without a token answers 401", async () => {
      const res = await server.request("/api/walks/start", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng })
      })
      expect(res.status).toBe(401)
    })

    it("a stand-in position (located: false, the device knew none) is no route point, at the start or the end", async () => {
      const db = server.database.db
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng, located: false } })
      expect(await db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId))).toEqual([])
      const far = { lat: centre.lat - 0.011, lng: centre.lng }
      const leg = shortLeg(started.startTime.getTime(), 5).map((p) => ({ ...p, lat: far.lat }))
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.map(toRoutePoint) } })
      const ended = await alice.client.call("walkEnd", { body: { walkId: started.walkId, latitude: centre.lat, longitude: centre.lng, located: false } })
      // The route is the walker's fixes only: nothing at the default centre 1.2 km away.
      expect(ended.route.map((p) => p.location.lat)).toEqual(leg.map((p) => p.lat))
      const stored = await db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId))
      expect(stored.every((p) => p.lat === far.lat)).toBe(true)
    })

    it("repeated at once with the same dogs (a retry) answers the same walk", async () => {
      const body = { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng }
      const first = await alice.client.call("walkStart", { body })
      const again = await alice.client.call("walkStart", { body })
      expect(again).toEqual(first)
      await endCurrent(alice)
    })

    it("while another walk is in progress ends that walk at its last point and starts a new one", async () => {
      const t0 = Date.now() - 30 * 60_000
      const stale = await startWalk(server.database.db, alice.memberId, { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng }, new Date(t0))
      const leg = shortLeg(t0, 10)
      await updateWalk(server.database.db, alice.memberId, { walkId: stale.walkId, walkPaths: leg.map(toRoutePoint) }, new Date(t0 + 20_000))

      const fresh = await alice.client.call("walkStart", { body: { dogs: [aliceBigDog], latitude: centre.lat, longitude: centre.lng } })
      expect(fresh.walkId).not.toBe(stale.walkId)
      const [old] = await server.database.db.select().from(walks).where(eq(walks.id, stale.walkId))
      expect(old!.isWalking).toBe(false)
      expect(old!.endTime!.getTime()).toBe(leg[leg.length - 1]!.at)
      const open = await server.database.db.select({ id: walks.id }).from(walks).where(eq(walks.isWalking, true))
      expect(open.map((w) => w.id)).toEqual([fresh.walkId])
      await endCurrent(alice)
    })
  })

  describe("update", () => {
    it("stores each point once: the same batch sent twice changes nothing", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const batch = shortLeg(started.startTime.getTime(), 20).map(toRoutePoint)
      const first = await alice.client.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: batch } })
      const second = await alice.client.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: batch } })
      expect(second).toEqual(first)
      const stored = await server.database.db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId))
      expect(stored).toHaveLength(21) // the start position + 20
      await endCurrent(alice)
    })

    it("a batch overlapping an earlier one stores only its new points", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const leg = shortLeg(started.startTime.getTime(), 30).map(toRoutePoint)
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.slice(0, 20) } })
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.slice(10, 30) } })
      const stored = await server.database.db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId))
      expect(stored).toHaveLength(31)
      await endCurrent(alice)
    })

    it("recomputes the distance from all stored points and each dog's calories from its weight, as the core computes them", async () => {
      const t0 = Date.now() - 40 * 60_000
      const db = server.database.db
      const started = await startWalk(db, alice.memberId, { dogs: [aliceDog, aliceBigDog], latitude: centre.lat, longitude: centre.lng }, new Date(t0))
      const route = walkAlong(
        centre,
        [
          [0, 0],
          [400, 0],
          [400, 300],
          [100, 300]
        ],
        t0 + 3000
      )
      let last = { totalDistance: 0, dogs: [] as ReadonlyArray<{ pet: { petId: number }; caloriesBurned: number }> }
      for (let i = 0; i < route.length; i += 20) {
        const batch = route.slice(i, i + 20)
        last = await updateWalk(db, alice.memberId, { walkId: started.walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[batch.length - 1]!.at))
      }
      const all = [{ lat: centre.lat, lng: centre.lng, time: t0 }, ...route.map((p) => ({ lat: p.lat, lng: p.lng, time: p.at, accuracy: p.accuracy! }))]
      const expected = routeDistance(all)
      expect(expected).toBeGreaterThan(950)
      expect(expected).toBeLessThan(1050)
      expect(last.totalDistance).toBeCloseTo(expected, 6)
      expect(last.dogs.map((d) => [d.pet.petId, d.caloriesBurned])).toEqual([
        [aliceDog, caloriesBurned(4.2, expected)],
        [aliceBigDog, caloriesBurned(21.5, expected)]
      ])
      const [row] = await db.select().from(walks).where(eq(walks.id, started.walkId))
      expect(row!.distance).toBeCloseTo(expected, 6)
      await endCurrent(alice)
    })

    it("a point before the start or in the future answers 400 naming the point's recordTime and stores nothing", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const t = started.startTime.getTime()
      const early = shortLeg(t, 3)
      early[2] = { ...early[2]!, at: t - 10 * 60_000 }
      let f = await failure(alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: early.map(toRoutePoint) } }))
      expect(f.status).toBe(400)
      expect(f.detail).toMatch(/^body\.walkPaths\.2\.recordTime: .* is before the walk started/)

      const future = shortLeg(t, 3)
      future[1] = { ...future[1]!, at: Date.now() + 60 * 60_000 }
      f = await failure(alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: future.map(toRoutePoint) } }))
      expect(f.status).toBe(400)
      expect(f.detail).toMatch(/^body\.walkPaths\.1\.recordTime: .* is in the future$/)

      const stored = await server.database.db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId))
      expect(stored).toHaveLength(1)
      await endCurrent(alice)
    })

    it("a malformed point answers 400 naming the field", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const res = await postJson(server, alice.token, "/api/walks/update", {
        memberId: 0,
        walkId: started.walkId,
        walkPaths: [{ recordTime: new Date().toISOString(), location: { type: "Point", coordinates: [127, "north"] } }]
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^body\.walkPaths\.0\.location\.coordinates\.1: /)

      const bad = await postJson(server, alice.token, "/api/walks/update", {
        walkId: started.walkId,
        walkPaths: [{ recordTime: "yesterday", location: { type: "Point", coordinates: [127, 37.5] } }]
      })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { detail: string }).detail).toMatch(/^body\.walkPaths\.0\.recordTime: /)
      await endCurrent(alice)
    })

    it("a (0, 0) position answers 400", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const f = await failure(
        alice.client.call("walkUpdate", {
          body: { walkId: started.walkId, walkPaths: [{ recordTime: new Date(), location: { lat: 0, lng: 0 } }] }
        })
      )
      expect(f).toEqual({ status: 400, message: "산책 경로를 확인해주세요.", detail: "body.walkPaths.0.location.coordinates: (0, 0) is not a position" })
      await endCurrent(alice)
    })

    it("another member's walk answers 404, on update and on end", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const batch = shortLeg(started.startTime.getTime(), 2).map(toRoutePoint)
      expect(await failure(bob.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: batch } }))).toEqual({
        status: 404,
        message: "산책을 찾을 수 없어요."
      })
      expect(await failure(bob.client.call("walkEnd", { body: { walkId: started.walkId, latitude: centre.lat, longitude: centre.lng } }))).toEqual({
        status: 404,
        message: "산책을 찾을 수 없어요."
      })
      const [row] = await server.database.db.select().from(walks).where(eq(walks.id, started.walkId))
      expect(row!.isWalking).toBe(true)
      await endCurrent(alice)
    })

    it("an ended walk answers 409", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      await alice.client.call("walkEnd", { body: { walkId: started.walkId, latitude: centre.lat, longitude: centre.lng } })
      const batch = shortLeg(started.startTime.getTime(), 2).map(toRoutePoint)
      expect(await failure(alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: batch } }))).toEqual({
        status: 409,
        message: "이미 끝난 산책이에요."
      })
    })
  })

  describe("one walk, one recorder", () => {
    const PHONE = "phone-aaaa-0001"
    const TABLET = "tablet-bbbb-0002"
    const pointsOf = async (walkId: number) => (await server.database.db.select().from(walkPoints).where(eq(walkPoints.walkId, walkId))).length
    /** A walk started on the phone half an hour ago, its first 10 points sent from there. */
    const walkOnPhone = async () => {
      const db = server.database.db
      const t0 = Date.now() - 30 * 60_000
      const started = await startWalk(db, alice.memberId, { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng, recorderId: PHONE }, new Date(t0))
      const leg = shortLeg(t0, 10)
      await updateWalk(db, alice.memberId, { walkId: started.walkId, walkPaths: leg.map(toRoutePoint), recorderId: PHONE }, new Date(t0 + 12_000))
      return { started, lastPhonePoint: leg[leg.length - 1]!.at }
    }

    it("another device's update is refused while the walk's route moves, and takes the walk on once it has been still for 2 minutes", async () => {
      const db = server.database.db
      const { started, lastPhonePoint } = await walkOnPhone()

      // The tablet, 1 minute 59 s after the phone's last point: the phone still records the walk.
      const early = shortLeg(lastPhonePoint, 5, 100)
      await expect(
        updateWalk(
          db,
          alice.memberId,
          { walkId: started.walkId, walkPaths: early.map(toRoutePoint), recorderId: TABLET },
          new Date(lastPhonePoint + WALK_TAKEOVER_IDLE_MS - 1000)
        )
      ).rejects.toMatchObject({ status: 409, message: WALK_RECORDED_ELSEWHERE_MESSAGE })
      expect(await pointsOf(started.walkId)).toBe(11)

      // Two minutes still: the tablet takes the walk on, and its points count.
      const taken = shortLeg(lastPhonePoint, 5, 121)
      const answer = await updateWalk(
        db,
        alice.memberId,
        { walkId: started.walkId, walkPaths: taken.map(toRoutePoint), recorderId: TABLET },
        new Date(lastPhonePoint + WALK_TAKEOVER_IDLE_MS + 6000)
      )
      expect(answer.totalDistance).toBeGreaterThan(0)
      expect(await pointsOf(started.walkId)).toBe(16)
      const [row] = await db.select().from(walks).where(eq(walks.id, started.walkId))
      expect(row!.recorder).toBe(TABLET)

      // The phone comes back: refused from now on, nothing of it stored.
      const back = shortLeg(lastPhonePoint, 5, 130)
      await expect(
        updateWalk(
          db,
          alice.memberId,
          { walkId: started.walkId, walkPaths: back.map(toRoutePoint), recorderId: PHONE },
          new Date(lastPhonePoint + WALK_TAKEOVER_IDLE_MS + 20_000)
        )
      ).rejects.toMatchObject({ status: 409, message: WALK_RECORDED_ELSEWHERE_MESSAGE })
      expect(await pointsOf(started.walkId)).toBe(16)
      // An update naming no device (an older client) is not checked.
      await updateWalk(
        db,
        alice.memberId,
        { walkId: started.walkId, walkPaths: back.map(toRoutePoint) },
        new Date(lastPhonePoint + WALK_TAKEOVER_IDLE_MS + 20_000)
      )
      expect(await pointsOf(started.walkId)).toBe(21)
      await endCurrent(alice)
    })

    it("a late end from the device the walk was taken from (its '기록 포기') is refused, and the walk goes on; its recorder's end and an end naming no device go through", async () => {
      const db = server.database.db
      const { started, lastPhonePoint } = await walkOnPhone()
      const taken = shortLeg(lastPhonePoint, 5, 121)
      await updateWalk(
        db,
        alice.memberId,
        { walkId: started.walkId, walkPaths: taken.map(toRoutePoint), recorderId: TABLET },
        new Date(lastPhonePoint + WALK_TAKEOVER_IDLE_MS + 6000)
      )
      const end = (recorderId?: string) =>
        endWalk(db, alice.memberId, {
          walkId: started.walkId,
          latitude: centre.lat,
          longitude: centre.lng,
          located: false,
          ...(recorderId ? { recorderId } : {})
        })
      await expect(end(PHONE)).rejects.toMatchObject({ status: 409, message: WALK_RECORDED_ELSEWHERE_MESSAGE })
      const [row] = await db.select().from(walks).where(eq(walks.id, started.walkId))
      expect(row!.isWalking).toBe(true)
      expect((await end(TABLET)).isWalking).toBe(false)
      // Ended: a second end answers the walk as it is, whoever sends it.
      expect((await end(PHONE)).isWalking).toBe(false)
      expect((await end()).isWalking).toBe(false)
    })

    it("over HTTP: the recorder's updates take the one-statement path, another device's is refused there too (409 with the message)", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng, recorderId: PHONE } })
      const leg = shortLeg(started.startTime.getTime(), 30).map(toRoutePoint)
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.slice(0, 10), recorderId: PHONE } })
      // The second update of the recorder goes through this server's copy of the tail.
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.slice(10, 20), recorderId: PHONE } })
      const refused = await failure(alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.slice(20, 30), recorderId: TABLET } }))
      expect(refused).toEqual({ status: 409, message: WALK_RECORDED_ELSEWHERE_MESSAGE })
      expect(await pointsOf(started.walkId)).toBe(21)
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.slice(20, 30), recorderId: PHONE } })
      expect(await pointsOf(started.walkId)).toBe(31)
      await endCurrent(alice)
    })

    it("a walk started without a device named is claimed by the first update that names one", async () => {
      const db = server.database.db
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      await alice.client.call("walkUpdate", {
        body: { walkId: started.walkId, walkPaths: shortLeg(started.startTime.getTime(), 5).map(toRoutePoint), recorderId: TABLET }
      })
      const [row] = await db.select().from(walks).where(eq(walks.id, started.walkId))
      expect(row!.recorder).toBe(TABLET)
      await endCurrent(alice)
    })

    it("a start from another device with the same dogs is not a retry: the walk there is ended and a new one starts", async () => {
      const body = { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng }
      const first = await alice.client.call("walkStart", { body: { ...body, recorderId: PHONE } })
      const again = await alice.client.call("walkStart", { body: { ...body, recorderId: PHONE } })
      expect(again.walkId).toBe(first.walkId)
      const other = await alice.client.call("walkStart", { body: { ...body, recorderId: TABLET } })
      expect(other.walkId).not.toBe(first.walkId)
      const [old] = await server.database.db.select().from(walks).where(eq(walks.id, first.walkId))
      expect(old!.isWalking).toBe(false)
      await endCurrent(alice)
    })

    it("a recorder id that is not 8–64 letters, digits, - or _ answers 400 naming it", async () => {
      const res = await postJson(server, alice.token, "/api/walks/start", { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng, recorderId: "a b" })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^body\.recorderId: /)
    })
  })

  describe("end", () => {
    it("stores the final position as the last point and answers the ended walk with its ordered route", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const leg = shortLeg(started.startTime.getTime(), 5)
      await alice.client.call("walkUpdate", { body: { walkId: started.walkId, walkPaths: leg.map(toRoutePoint) } })
      const finalPos = { latitude: centre.lat + 0.0001, longitude: centre.lng + 0.0002 }
      const ended = await alice.client.call("walkEnd", { body: { memberId: 0, walkId: started.walkId, ...finalPos } })
      expect(ended.walkId).toBe(started.walkId)
      expect(ended.isWalking).toBe(false)
      // The last leg point is in the future by up to 5 s, so the end point comes only when it is newer.
      const times = ended.route.map((p) => p.recordTime.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(ended.route[0]!.location).toEqual({ lat: centre.lat, lng: centre.lng })
      expect(ended.route.slice(1, 6).map((p) => p.location)).toEqual(leg.map((p) => ({ lat: p.lat, lng: p.lng })))
      expect(ended.dogs).toEqual([{ pet: { petId: aliceDog, name: "콩이", profileImageUrl: null }, caloriesBurned: caloriesBurned(4.2, ended.distance) }])
      expect(ended.distance).toBeGreaterThan(0)
    })

    /** Alice's walk started at `t0` along a straight street of `metres`, its route sent; answers the walk's id and route. */
    const walkedStraight = async (t0: number, metres: number) => {
      const db = server.database.db
      const started = await startWalk(db, alice.memberId, { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng }, new Date(t0))
      const route = walkAlong(
        centre,
        [
          [0, 0],
          [metres, 0]
        ],
        t0 + 3000
      )
      await updateWalk(db, alice.memberId, { walkId: started.walkId, walkPaths: route.map(toRoutePoint) }, new Date(route[route.length - 1]!.at))
      return { walkId: started.walkId, route }
    }

    it("stores the final position after the last recorded point and ends the walk there", async () => {
      const db = server.database.db
      const t0 = Date.now() - 10 * 60_000
      const { walkId, route } = await walkedStraight(t0, 300)
      const endAt = route[route.length - 1]!.at + 5000
      const ended = await endWalk(db, alice.memberId, { walkId, latitude: centre.lat, longitude: centre.lng + 0.004 }, new Date(endAt))
      expect(ended.route).toHaveLength(route.length + 2)
      expect(ended.route[ended.route.length - 1]).toEqual({ recordTime: new Date(endAt), location: { lat: centre.lat, lng: centre.lng + 0.004 } })
      expect(ended.duration).toBe(Math.floor((endAt - t0) / 1000))
    })

    it("an end that waited out a lost connection ends the walk when the member ended it (endTime), kept within the start, the last point and the call", async () => {
      const db = server.database.db
      const t0 = Date.now() - 10 * 60_000
      const walkOf = async (endTime: number | undefined, arrives: number) => {
        const { walkId, route } = await walkedStraight(t0, 120)
        const body = {
          walkId,
          latitude: centre.lat,
          longitude: centre.lng + 0.0014,
          ...(endTime === undefined ? {} : { endTime: new Date(endTime) })
        }
        return { ended: await endWalk(db, alice.memberId, body, new Date(arrives)), lastAt: route[route.length - 1]!.at }
      }
      // Tapped 2 s after the last fix; the call got through 20 minutes later (the server was down).
      const probe = await walkOf(undefined, t0 + 200_000)
      const lastAt = probe.lastAt
      const late = await walkOf(lastAt + 2000, lastAt + 20 * 60_000)
      expect(late.ended.duration).toBe(Math.floor((lastAt + 2000 - t0) / 1000))
      expect(late.ended.route[late.ended.route.length - 1]!.recordTime).toEqual(new Date(lastAt + 2000))
      // A time after the call's arrival (a clock ahead) is the arrival; one before the last point keeps the last point.
      expect((await walkOf(lastAt + 60 * 60_000, lastAt + 10_000)).ended.duration).toBe(Math.floor((lastAt + 10_000 - t0) / 1000))
      const early = await walkOf(t0 - 60_000, lastAt + 10_000)
      expect(early.ended.duration).toBe(Math.floor((lastAt - t0) / 1000))
      expect(early.ended.route.map((p) => p.recordTime.getTime()).every((t) => t >= t0)).toBe(true)
    })

    it("ending twice answers the same walk and changes nothing", async () => {
      const started = await alice.client.call("walkStart", { body: { dogs: [aliceDog], latitude: centre.lat, longitude: centre.lng } })
      const body = { walkId: started.walkId, latitude: centre.lat + 0.001, longitude: centre.lng }
      const first = await alice.client.call("walkEnd", { body })
      const second = await alice.client.call("walkEnd", { body: { ...body, latitude: centre.lat + 0.002 } })
      expect(second).toEqual(first)
    })
  })

  describe("daily and monthly", () => {
    let carol: TestMember
    let carolDog: number
    beforeAll(async () => {
      carol = await createMember(server, "캐롤")
      carolDog = await createPet(carol, { name: "두부", weight: 9.3 })
    })

    /** A short walk at an instant given as a KST wall-clock time. */
    const walkAtKst = async (iso: string, minutes = 20) => {
      const start = new Date(`${iso}+09:00`).getTime()
      const route = walkAlong(
        centre,
        [
          [0, 0],
          [minutes * 60 * 1.2 * 0.5, 0],
          [0, 0]
        ],
        start + 3000
      )
      return recordWalk(server, carol.memberId, [carolDog], route)
    }

    it("a walk at 00:30 KST belongs to that KST date, not the UTC date before it", async () => {
      const id = await walkAtKst("2024-03-10T00:30:00")
      const day = await carol.client.call("walkDaily", { body: { memberId: 0, year: 2024, month: 3, day: 10 } })
      expect(day.walks.map((w) => w.walkId)).toEqual([id])
      const before = await carol.client.call("walkDaily", { body: { year: 2024, month: 3, day: 9 } })
      expect(before.walks).toEqual([])
      expect(seoulDayRange(2024, 3, 10).start.toISOString()).toBe("2024-03-09T15:00:00.000Z")
    })

    it("daily answers the day's walks in start order with ordered routes, distance, duration and calories", async () => {
      const morning = await walkAtKst("2024-04-02T07:10:00", 30)
      const evening = await walkAtKst("2024-04-02T23:50:00", 15)
      const day = await carol.client.call("walkDaily", { body: { year: 2024, month: 4, day: 2 } })
      expect(day.walks.map((w) => w.walkId)).toEqual([morning, evening])
      for (const w of day.walks) {
        const [row] = await server.database.db.select().from(walks).where(eq(walks.id, w.walkId))
        expect(w.isWalking).toBe(false)
        expect(w.distance).toBe(row!.distance)
        expect(w.duration).toBe(Math.floor((row!.endTime!.getTime() - row!.startTime.getTime()) / 1000))
        const stored = await server.database.db.select().from(walkPoints).where(eq(walkPoints.walkId, w.walkId))
        expect(w.route).toHaveLength(stored.length)
        const times = w.route.map((p) => p.recordTime.getTime())
        expect(times).toEqual([...times].sort((a, b) => a - b))
        expect(w.dogs).toEqual([{ pet: { petId: carolDog, name: "두부", profileImageUrl: null }, caloriesBurned: caloriesBurned(9.3, w.distance) }])
      }
    })

    it("a walk in progress has isWalking and a duration up to now", async () => {
      const started = await carol.client.call("walkStart", { body: { dogs: [carolDog], latitude: centre.lat, longitude: centre.lng } })
      const kst = new Date(started.startTime.getTime() + 9 * 3600_000)
      const later = new Date(started.startTime.getTime() + 125_000)
      const day = await dailyWalks(
        server.database.db,
        carol.memberId,
        { year: kst.getUTCFullYear(), month: kst.getUTCMonth() + 1, day: kst.getUTCDate() },
        later
      )
      const w = day.walks.find((x) => x.walkId === started.walkId)!
      expect(w.isWalking).toBe(true)
      expect(w.duration).toBe(125)
      await endWalk(server.database.db, carol.memberId, { walkId: started.walkId, latitude: centre.lat, longitude: centre.lng })
    })

    it("another member never sees the walks", async () => {
      const day = await bob.client.call("walkDaily", { body: { year: 2024, month: 4, day: 2 } })
      expect(day.walks).toEqual([])
    })

    it("a day that does not exist answers 400 naming body.day", async () => {
      const f = await failure(carol.client.call("walkDaily", { body: { year: 2023, month: 2, day: 29 } }))
      expect(f).toEqual({ status: 400, message: "날짜를 확인해주세요.", detail: "body.day: 2023-02 has 28 days" })
    })

    it("monthly lists only the KST days with walks, the first and last night of the month included", async () => {
      const first = await walkAtKst("2024-06-01T00:10:00")
      const mid = await walkAtKst("2024-06-15T18:00:00")
      const last = await walkAtKst("2024-06-30T23:40:00")
      await walkAtKst("2024-07-01T00:05:00")
      await walkAtKst("2024-05-31T23:55:00")
      const month = await carol.client.call("walkMonthly", { body: { memberId: 0, year: 2024, month: 6 } })
      expect(month.month).toBe(6)
      expect(month.dailyWalks.map((d) => [d.date, d.walks.map((w) => w.walkId)])).toEqual([
        ["2024-06-01", [first]],
        ["2024-06-15", [mid]],
        ["2024-06-30", [last]]
      ])
      const july = await carol.client.call("walkMonthly", { body: { year: 2024, month: 7 } })
      expect(july.dailyWalks.map((d) => d.date)).toEqual(["2024-07-01"])
      const empty = await carol.client.call("walkMonthly", { body: { year: 2024, month: 8 } })
      expect(empty).toEqual({ month: 8, dailyWalks: [] })
    })

    it("monthly routes are simplified to at most 200 points each, ends kept, same figures as daily", async () => {
      const start = new Date("2024-09-05T08:00:00+09:00").getTime()
      const zigzag: Array<[number, number]> = []
      for (let i = 0; i <= 60; i++) zigzag.push([i * 40, i % 2 === 0 ? 0 : 60])
      const route = walkAlong(centre, zigzag, start + 3000, { everySeconds: 2 })
      const id = await recordWalk(server, carol.memberId, [carolDog], route)
      const month = await carol.client.call("walkMonthly", { body: { year: 2024, month: 9 } })
      const w = month.dailyWalks[0]!.walks[0]!
      expect(w.walkId).toBe(id)
      const day = await carol.client.call("walkDaily", { body: { year: 2024, month: 9, day: 5 } })
      const full = day.walks[0]!
      expect(full.route.length).toBeGreaterThan(1000)
      expect(w.route.length).toBeLessThanOrEqual(200)
      expect(w.route.length).toBeGreaterThan(60)
      expect(w.route[0]).toEqual({ recordTime: full.route[0]!.recordTime, location: full.route[0]!.location })
      expect(w.route[w.route.length - 1]!.location).toEqual(full.route[full.route.length - 1]!.location)
      expect({ ...w, route: [] }).toEqual({ ...full, route: [] })
    })

    it("monthly simplifies a walk in progress too", async () => {
      const db = server.database.db
      const t0 = Date.now() - 60 * 60_000
      const started = await startWalk(db, carol.memberId, { dogs: [carolDog], latitude: centre.lat, longitude: centre.lng }, new Date(t0))
      const zigzag: Array<[number, number]> = []
      for (let i = 0; i <= 40; i++) zigzag.push([i * 40, i % 2 === 0 ? 0 : 60])
      const route = walkAlong(centre, zigzag, t0 + 2000, { everySeconds: 2 })
      for (let i = 0; i < route.length; i += 500) {
        const batch = route.slice(i, i + 500)
        await updateWalk(db, carol.memberId, { walkId: started.walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[batch.length - 1]!.at))
      }
      const kst = new Date(t0 + 9 * 3600_000)
      const month = await monthlyWalks(db, carol.memberId, { year: kst.getUTCFullYear(), month: kst.getUTCMonth() + 1 })
      const w = month.dailyWalks.flatMap((d) => d.walks).find((x) => x.walkId === started.walkId)!
      expect(w.isWalking).toBe(true)
      expect(w.route.length).toBeLessThanOrEqual(200)
      await endWalk(db, carol.memberId, { walkId: started.walkId, latitude: centre.lat, longitude: centre.lng })
    })
  })
})

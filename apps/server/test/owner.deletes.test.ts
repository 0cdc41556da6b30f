/** Deleting my own dogs and walks (issue 32): another member's answers 404 and never changes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { offsetMetres } from "@mungwalk/core/domain"
import { pets, questClaims, walkCells, walkDogs, walkPoints, walks } from "../src/db/schema.ts"
import { claimQuest } from "../src/services/quests.ts"
import type { TestServer } from "./helpers/app.ts"
import { failure, serverWithMembers } from "./helpers/members.ts"
import { createPet, recordWalk, walkAlong, type TestMember } from "./helpers/walkFixtures.ts"

const HOUR = 3600_000

const kstDay = (at: number) => {
  const d = new Date(at + 9 * HOUR)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

const kstDayStart = (at: number) => Math.floor((at + 9 * HOUR) / (24 * HOUR)) * 24 * HOUR - 9 * HOUR

describe("deleting my dogs and walks", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  const here = offsetMetres({ lat: 37.5, lng: 127.0 }, 140_000, 0)
  const line: Array<[number, number]> = [
    [-600, 0],
    [600, 0]
  ]

  beforeAll(async () => {
    ;({
      server,
      members: [alice, bob]
    } = await serverWithMembers(["삭제앨리스", "삭제밥"]))
  })
  afterAll(() => server.close())

  it("a dog without walks is deleted; another member's dog answers 404 and stays", async () => {
    const dog = await createPet(alice, { name: "초코" })
    expect((await failure(bob.client.call("deletePet", { params: { petId: dog } }))).status).toBe(404)
    expect((await alice.client.call("myPets")).map((p) => p.petId)).toContain(dog)
    await alice.client.call("deletePet", { params: { petId: dog } })
    expect(await server.database.db.select().from(pets).where(eq(pets.id, dog))).toEqual([])
    expect((await alice.client.call("myPets")).map((p) => p.petId)).not.toContain(dog)
    expect((await failure(alice.client.call("deletePet", { params: { petId: dog } }))).status).toBe(404)
  })

  it("a dog with walks leaves the lists, but its walks stay labelled with its name; it cannot walk again", async () => {
    const dog = await createPet(alice, { name: "보리" })
    const at = Date.now() - 3 * HOUR
    const walkId = await recordWalk(server, alice.memberId, [dog], walkAlong(here, line, at))
    await alice.client.call("deletePet", { params: { petId: dog } })
    expect((await alice.client.call("myPets")).map((p) => p.petId)).not.toContain(dog)
    expect((await alice.client.call("myPage")).pets.map((p) => p.petId)).not.toContain(dog)
    expect((await failure(alice.client.call("petProfile", { params: { petId: dog } }))).status).toBe(404)
    const day = await alice.client.call("walkDaily", { body: { ...kstDay(at) } })
    const walk = day.walks.find((w) => w.walkId === walkId)
    expect(walk?.dogs.map((d) => d.pet.name)).toEqual(["보리"])
    const start = await failure(alice.client.call("walkStart", { body: { dogs: [dog], latitude: here.lat, longitude: here.lng } }))
    expect(start.status).toBe(404)
  })

  it("a dog on a walk in progress cannot be deleted (409)", async () => {
    const dog = await createPet(alice, { name: "산책중" })
    const started = await alice.client.call("walkStart", { body: { dogs: [dog], latitude: here.lat, longitude: here.lng } })
    const f = await failure(alice.client.call("deletePet", { params: { petId: dog } }))
    expect(f.status).toBe(409)
    expect((await alice.client.call("myPets")).map((p) => p.petId)).toContain(dog)
    await alice.client.call("walkEnd", { body: { walkId: started.walkId, latitude: here.lat, longitude: here.lng } })
  })

  it("deleting my walk removes it from the calendar and others' nearby routes; a paid quest stays paid", async () => {
    const dog = await createPet(alice, { name: "두부" })
    // Two hours ago, but early enough that the 16-minute walk and the claim 20 minutes after its
    // start fall on one day in Korea (a run just after midnight KST would otherwise cross it).
    const at = Math.min(Date.now() - 2 * HOUR, kstDayStart(Date.now() - 2 * HOUR) + 24 * HOUR - 30 * 60_000)
    const there = offsetMetres(here, 20_000, 0) // no other walk near it
    const walkId = await recordWalk(server, alice.memberId, [dog], walkAlong(there, line, at))
    const db = server.database.db
    expect((await db.select().from(walkCells).where(eq(walkCells.walkId, walkId))).length).toBeGreaterThan(0)
    const nearby = () => bob.client.call("walkNearby", { body: { latitude: there.lat, longitude: there.lng } })
    expect((await nearby()).length).toBeGreaterThan(0)
    // The walk quest (2) is claimed with this walk, on the walk's day.
    const claimed = await claimQuest(db, alice.memberId, 2, new Date(at + 20 * 60_000))
    expect(claimed.reward).toBe(true)
    const claims = await db.select().from(questClaims).where(eq(questClaims.memberId, alice.memberId))
    expect(claims).toHaveLength(1)
    const balance = (await alice.client.call("myPage")).memberInfo.point
    expect(balance).toBeGreaterThan(0)

    // Someone else's walk: 404 and nothing changes.
    expect((await failure(bob.client.call("deleteWalk", { params: { walkId } }))).status).toBe(404)
    expect(await db.select({ id: walks.id }).from(walks).where(eq(walks.id, walkId))).toHaveLength(1)

    await alice.client.call("deleteWalk", { params: { walkId } })
    for (const table of [walkDogs, walkPoints, walkCells]) expect(await db.select().from(table).where(eq(table.walkId, walkId))).toEqual([])
    expect(await db.select().from(walks).where(eq(walks.id, walkId))).toEqual([])
    expect((await alice.client.call("walkDaily", { body: { ...kstDay(at) } })).walks.map((w) => w.walkId)).not.toContain(walkId)
    const { year, month } = kstDay(at)
    const monthly = await alice.client.call("walkMonthly", { body: { year, month } })
    expect(monthly.dailyWalks.flatMap((d) => d.walks.map((w) => w.walkId))).not.toContain(walkId)
    expect(await nearby()).toEqual([])
    expect(await bob.client.call("walkHotplace", { body: { latitude: there.lat, longitude: there.lng } })).toEqual([])
    expect(await db.select().from(questClaims).where(eq(questClaims.memberId, alice.memberId))).toEqual(claims)
    expect((await alice.client.call("myPage")).memberInfo.point).toBe(balance)
    expect((await failure(alice.client.call("deleteWalk", { params: { walkId } }))).status).toBe(404)
  })

  it("a walk in progress cannot be deleted (409): it is ended or discarded", async () => {
    const dog = await createPet(alice, { name: "진행중" })
    const started = await alice.client.call("walkStart", { body: { dogs: [dog], latitude: here.lat, longitude: here.lng } })
    expect((await failure(alice.client.call("deleteWalk", { params: { walkId: started.walkId } }))).status).toBe(409)
    await alice.client.call("walkEnd", { body: { walkId: started.walkId, latitude: here.lat, longitude: here.lng } })
  })
})

/**
 * Daily quests on the real server: completion derived from the member's own data of the KST day,
 * the claim (one payment per member, quest and day, even under concurrent calls) and its errors.
 * Quest 3 (walk certification post) is tested in `quests.posts.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import { HttpError } from "@mungwalk/core/api"
import { DEFAULT_MAP_CENTER, QUESTS, WALK_QUEST_MIN_DISTANCE_M } from "@mungwalk/core/domain"
import { pointEntries, questClaims, walks } from "../src/db/schema.ts"
import { ApiFailure } from "../src/http/errors.ts"
import { claimQuest, listQuests, questDayOf } from "../src/services/quests.ts"
import { startWalk, updateWalk } from "../src/services/walks.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, recordWalk, toRoutePoint, walkAlong, type TestMember } from "./helpers/walkFixtures.ts"

const centre = DEFAULT_MAP_CENTER

/** 2026-03-01 23:50 KST. */
const D_2350 = Date.UTC(2026, 2, 1, 14, 50)
const minutes = (n: number) => n * 60_000

const failure = async (p: Promise<unknown>): Promise<{ status: number; message: string }> => {
  try {
    await p
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, message: e.message }
    if (e instanceof ApiFailure) return { status: e.status, message: e.message }
    throw e
  }
  throw new Error("expected the call to fail")
}

const statusOf = (quests: ReadonlyArray<{ questId: number; completed: boolean; reward: boolean }>) => quests.map((q) => [q.questId, q.completed, q.reward])

/** A straight walk east of `metres`, starting at `startAt` (epoch ms). */
const straight = (metres: number, startAt: number) =>
  walkAlong(
    centre,
    [
      [0, 0],
      [metres, 0]
    ],
    startAt
  )

describe("quests", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  let aliceDog: number

  beforeAll(async () => {
    server = await createTestServer()
    alice = await createMember(server, "퀘스트앨리스")
    bob = await createMember(server, "퀘스트밥")
    aliceDog = await createPet(alice, { name: "콩이" })
  })
  afterAll(() => server.close())

  const balanceOf = async (m: TestMember) => (await m.client.call("myPage")).memberInfo.point

  describe("the list", () => {
    it("answers 401 without a token", async () => {
      expect((await server.request("/api/quests")).status).toBe(401)
      expect(await server.request("/api/quests", { method: "PUT" }).then((r) => r.status)).toBe(401)
    })

    it("lists the three daily quests; opening it is today's check-in (quest 1 completed)", async () => {
      const quests = await bob.client.call("quests")
      expect(quests).toEqual(
        QUESTS.map((q) => ({
          questId: q.questId,
          questName: q.name,
          questPoint: q.point,
          completed: q.kind === "checkIn",
          reward: false
        }))
      )
    })
  })

  describe("claiming", () => {
    it("pays a completed quest once, with a '퀘스트 보상' history entry, and answers the claimed quest", async () => {
      await alice.client.call("quests")
      const before = await balanceOf(alice)
      const claimed = await alice.client.call("claimQuest", { query: { questId: 1 } })
      expect(claimed).toEqual({ questId: 1, questName: QUESTS[0]!.name, questPoint: QUESTS[0]!.point, completed: true, reward: true })
      expect(await balanceOf(alice)).toBe(before + QUESTS[0]!.point)
      const [latest] = await alice.client.call("points", { query: {} })
      expect(latest).toMatchObject({ description: `퀘스트 보상: ${QUESTS[0]!.name}`, type: "plus", amount: QUESTS[0]!.point })
      expect(statusOf(await alice.client.call("quests"))[0]).toEqual([1, true, true])
    })

    it("a second claim the same day answers 409 and pays nothing", async () => {
      const before = await balanceOf(alice)
      expect(await failure(alice.client.call("claimQuest", { query: { questId: 1 } }))).toEqual({ status: 409, message: "이미 보상을 받은 퀘스트예요." })
      expect(await balanceOf(alice)).toBe(before)
    })

    it("an uncompleted quest answers 409 in Korean and writes nothing", async () => {
      const entries = (await bob.client.call("points", { query: {} })).length
      expect(await failure(bob.client.call("claimQuest", { query: { questId: 2 } }))).toEqual({ status: 409, message: "아직 완료하지 않은 퀘스트예요." })
      expect(await bob.client.call("points", { query: {} })).toHaveLength(entries)
      expect(await balanceOf(bob)).toBe(0)
    })

    it("an unknown quest answers 404; a malformed questId 400, as JSON", async () => {
      expect(await failure(bob.client.call("claimQuest", { query: { questId: 99 } }))).toEqual({ status: 404, message: "존재하지 않는 퀘스트예요." })
      const res = await server.request("/api/quests?questId=abc", { method: "PUT", headers: { authorization: `Bearer ${bob.token}` } })
      expect(res.status).toBe(400)
      expect(await res.json()).toHaveProperty("message")
    })

    it("memberId in the query is ignored: the caller is paid, not the named member", async () => {
      const carol = await createMember(server, "퀘스트캐럴")
      await carol.client.call("quests")
      const res = await server.request(`/api/quests?questId=1&memberId=${bob.memberId}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${carol.token}` }
      })
      expect(res.status).toBe(200)
      expect(await balanceOf(carol)).toBe(QUESTS[0]!.point)
      expect(await balanceOf(bob)).toBe(0)
    })

    it("ten concurrent claims pay once: one answer 200, nine 409", async () => {
      const dave = await createMember(server, "퀘스트데이브")
      await dave.client.call("quests")
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => dave.client.call("claimQuest", { query: { questId: 1 } })))
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected")
      expect(rejected.map((r) => (r.reason as HttpError).status)).toEqual(Array(9).fill(409))
      expect(await balanceOf(dave)).toBe(QUESTS[0]!.point)
      expect(await dave.client.call("points", { query: {} })).toHaveLength(1)
      const claims = await server.database.db.select().from(questClaims).where(eq(questClaims.memberId, dave.memberId))
      expect(claims).toHaveLength(1)
    })

    it("a claim without today's check-in answers 409 (the list call is the check-in)", async () => {
      const erin = await createMember(server, "퀘스트에린")
      expect((await failure(erin.client.call("claimQuest", { query: { questId: 1 } }))).status).toBe(409)
    })
  })

  describe("the walk quest across a KST midnight (time injected)", () => {
    const db = () => server.database.db
    const walkQuest = async (m: TestMember, at: number) => (await listQuests(db(), m.memberId, new Date(at))).find((q) => q.questId === 2)!

    it(`a walk of ${WALK_QUEST_MIN_DISTANCE_M} m or more started at 23:50 KST counts for that day, not the next`, async () => {
      const walker = await createMember(server, "자정산책")
      const dog = await createPet(walker)
      const points = straight(450, D_2350) // ≈ 6 minutes: ends before midnight
      await recordWalk(server, walker.memberId, [dog], points)
      const [walk] = await db().select().from(walks).where(eq(walks.memberId, walker.memberId))
      expect(walk!.distance).toBeGreaterThanOrEqual(WALK_QUEST_MIN_DISTANCE_M)
      expect(await walkQuest(walker, D_2350 + minutes(9))).toMatchObject({ completed: true, reward: false }) // 23:59 KST
      expect(await walkQuest(walker, D_2350 + minutes(10))).toMatchObject({ completed: false, reward: false }) // 00:00 KST next day
    })

    it("a walk started at 23:55 KST and ended after midnight belongs to the day it started (the calendar's rule)", async () => {
      const walker = await createMember(server, "자정넘김")
      const dog = await createPet(walker)
      const start = D_2350 + minutes(5)
      const points = straight(700, start) // ≈ 9.5 minutes: ends at about 00:05 KST
      expect(points[points.length - 1]!.at).toBeGreaterThan(D_2350 + minutes(10))
      await recordWalk(server, walker.memberId, [dog], points)
      expect(await walkQuest(walker, D_2350 + minutes(9))).toMatchObject({ completed: true })
      expect(await walkQuest(walker, D_2350 + minutes(30))).toMatchObject({ completed: false })
    })

    it(`a walk shorter than ${WALK_QUEST_MIN_DISTANCE_M} m, or one still in progress, does not complete it`, async () => {
      const walker = await createMember(server, "짧은산책")
      const dog = await createPet(walker)
      const day = Date.UTC(2026, 2, 5, 1, 0) // 10:00 KST
      await recordWalk(server, walker.memberId, [dog], straight(150, day))
      expect(await walkQuest(walker, day + minutes(30))).toMatchObject({ completed: false })
      const long = straight(600, day + minutes(40))
      const started = await startWalk(db(), walker.memberId, { dogs: [dog], latitude: long[0]!.lat, longitude: long[0]!.lng }, new Date(long[0]!.at))
      for (let i = 1; i < long.length; i += 20) {
        const batch = long.slice(i, i + 20)
        await updateWalk(db(), walker.memberId, { walkId: started.walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[batch.length - 1]!.at))
      }
      const [open] = await db()
        .select()
        .from(walks)
        .where(and(eq(walks.memberId, walker.memberId), eq(walks.isWalking, true)))
      expect(open!.distance).toBeGreaterThanOrEqual(WALK_QUEST_MIN_DISTANCE_M)
      expect(await walkQuest(walker, long[long.length - 1]!.at + 1000)).toMatchObject({ completed: false })
    })

    it(`two ended walks of the day that measure ${WALK_QUEST_MIN_DISTANCE_M} m together complete it ('오늘 300m 이상': the day's total)`, async () => {
      const walker = await createMember(server, "두번산책")
      const dog = await createPet(walker)
      const day = Date.UTC(2026, 2, 6, 1, 0) // 10:00 KST
      await recordWalk(server, walker.memberId, [dog], straight(200, day))
      expect(await walkQuest(walker, day + minutes(20))).toMatchObject({ completed: false })
      await recordWalk(server, walker.memberId, [dog], straight(160, day + minutes(30)))
      const measured = await db().select({ distance: walks.distance }).from(walks).where(eq(walks.memberId, walker.memberId))
      expect(measured.every((w) => w.distance < WALK_QUEST_MIN_DISTANCE_M)).toBe(true)
      expect(measured.reduce((sum, w) => sum + w.distance, 0)).toBeGreaterThanOrEqual(WALK_QUEST_MIN_DISTANCE_M)
      expect(await walkQuest(walker, day + minutes(50))).toMatchObject({ completed: true })
    })

    it("a claimed walk quest resets at 00:00 KST: the next day it is neither completed nor claimed", async () => {
      const walker = await createMember(server, "다음날")
      const dog = await createPet(walker)
      const start = Date.UTC(2026, 2, 10, 14, 30) // 23:30 KST
      await recordWalk(server, walker.memberId, [dog], straight(500, start))
      const claimedAt = new Date(start + minutes(20))
      const claimed = await claimQuest(db(), walker.memberId, 2, claimedAt)
      expect(claimed).toMatchObject({ questId: 2, completed: true, reward: true })
      expect(await walkQuest(walker, start + minutes(25))).toMatchObject({ completed: true, reward: true })
      const nextDay = start + minutes(31) // 00:01 KST
      expect(await walkQuest(walker, nextDay)).toMatchObject({ completed: false, reward: false })
      expect(await failure(claimQuest(db(), walker.memberId, 2, new Date(nextDay)))).toEqual({ status: 409, message: "아직 완료하지 않은 퀘스트예요." })
      const [claim] = await db().select().from(questClaims).where(eq(questClaims.memberId, walker.memberId))
      expect(claim!.day).toBe(questDayOf(claimedAt).key)
      expect(claim!.day).toBe("2026-03-10")
      const [entry] = await db().select().from(pointEntries).where(eq(pointEntries.id, claim!.pointEntryId))
      expect(entry).toMatchObject({ description: `퀘스트 보상: ${QUESTS[1]!.name}`, type: "plus", amount: QUESTS[1]!.point })
    })

    it("another member's walk completes nothing for me", async () => {
      await recordWalk(server, alice.memberId, [aliceDog], straight(500, Date.UTC(2026, 2, 12, 1, 0)))
      expect(await walkQuest(bob, Date.UTC(2026, 2, 12, 2, 0))).toMatchObject({ completed: false })
      expect(await walkQuest(alice, Date.UTC(2026, 2, 12, 2, 0))).toMatchObject({ completed: true })
    })
  })
})

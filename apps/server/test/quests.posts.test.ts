/** Quest 3 (a walk certification post today) — `hasWalkCertificationPost` in `services/quests.ts`. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { QUESTS, WALK_CERTIFICATION_BOARD_ID } from "@mungwalk/core/domain"
import type { Db } from "../src/db/client.ts"
import { posts } from "../src/db/schema.ts"
import { claimQuest, hasWalkCertificationPost, listQuests, questDayOf } from "../src/services/quests.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

/** A post of `memberId` in `boardId` written at `createdAt` (the time is what the quest reads). */
const insertPost = async (db: Db, memberId: number, boardId: number, createdAt: Date): Promise<void> => {
  await db.insert(posts).values({ memberId, boardId, title: "산책 인증", contents: "오늘도 산책 완료", createdAt, updatedAt: createdAt })
}

/** 2026-04-02 10:00 KST. */
const NOW = new Date(Date.UTC(2026, 3, 2, 1, 0))
const postQuest = async (db: Db, m: TestMember, at = NOW) => (await listQuests(db, m.memberId, at)).find((q) => q.questId === 3)!

describe("quest 3: a walk certification post today", () => {
  let server: TestServer
  let db: Db
  let writer: TestMember
  let other: TestMember

  beforeAll(async () => {
    server = await createTestServer()
    db = server.database.db
    writer = await createMember(server, "인증글작성자")
    other = await createMember(server, "다른작성자")
  })
  afterAll(() => server.close())

  describe("with posts", () => {
    it("a post in another board, yesterday's post (23:59 KST) or another member's post does not complete it", async () => {
      await insertPost(db, writer.memberId, 2, new Date(NOW.getTime() - 60_000))
      await insertPost(db, writer.memberId, WALK_CERTIFICATION_BOARD_ID, new Date(Date.UTC(2026, 3, 1, 14, 59))) // 2026-04-01 23:59 KST
      await insertPost(db, other.memberId, WALK_CERTIFICATION_BOARD_ID, new Date(NOW.getTime() - 60_000))
      expect(await postQuest(db, writer)).toMatchObject({ completed: false })
      await expect(claimQuest(db, writer.memberId, 3, NOW)).rejects.toMatchObject({ status: 409, message: "아직 완료하지 않은 퀘스트예요." })
    })

    it("a walk certification post at 00:00 KST completes today's quest, and it can be claimed once", async () => {
      await insertPost(db, writer.memberId, WALK_CERTIFICATION_BOARD_ID, new Date(Date.UTC(2026, 3, 1, 15, 0))) // 2026-04-02 00:00 KST
      expect(await hasWalkCertificationPost(db, writer.memberId, questDayOf(NOW))).toBe(true)
      expect(await postQuest(db, writer)).toMatchObject({ completed: true, reward: false })
      expect(await claimQuest(db, writer.memberId, 3, NOW)).toEqual({
        questId: 3,
        questName: QUESTS[2]!.name,
        questPoint: QUESTS[2]!.point,
        completed: true,
        reward: true
      })
      expect(await postQuest(db, writer)).toMatchObject({ completed: true, reward: true })
      expect((await writer.client.call("myPage")).memberInfo.point).toBe(QUESTS[2]!.point)
      await expect(claimQuest(db, writer.memberId, 3, NOW)).rejects.toMatchObject({ status: 409 })
    })

    it("the next KST day starts over", async () => {
      expect(await postQuest(db, writer, new Date(Date.UTC(2026, 3, 2, 15, 0)))).toMatchObject({ completed: false, reward: false })
    })

    it("over HTTP a post written today completes the quest (real clock)", async () => {
      await other.client.call("writePost", { fields: { title: "산책 인증", contents: "오늘 산책", boardid: WALK_CERTIFICATION_BOARD_ID }, files: {} })
      const quests = await other.client.call("quests")
      expect(quests.find((q) => q.questId === 3)).toMatchObject({ completed: true, reward: false })
      expect(await other.client.call("claimQuest", { query: { questId: 3 } })).toMatchObject({ questId: 3, reward: true })
    })
  })
})

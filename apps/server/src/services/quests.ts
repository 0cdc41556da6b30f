/**
 * Daily quests (§3 Quest, §4 Quest, §7 `GET /api/quests`, `PUT /api/quests`). The catalogue is
 * `QUESTS` in `@mungwalk/core/domain`; completion is derived here from the member's own data of
 * the current Asia/Seoul day (quests reset at 00:00 KST), never from a client flag:
 *
 * - quest 1 (check-in): `GET /api/quests` records today's check-in (`quest_check_ins`), so opening
 *   the home page or `/quest` completes it. A claim does not check in by itself.
 * - quest 2 (walk): ended walks that STARTED today measure `WALK_QUEST_MIN_DISTANCE_M` m or more
 *   together — the walk calendar's day, so a walk started at 23:50 KST counts for that day, not the next.
 * - quest 3 (walk certification post): {@link hasWalkCertificationPost}.
 *
 * A claim pays once per member, quest and KST day: the claim row (key member, quest, day), the
 * balance and the history entry `퀘스트 보상: <name>` are written in one transaction through
 * `addPoints`; concurrent claims meet at the claim row's key and all but one answer 409.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm"
import {
  QUESTS,
  WALK_CERTIFICATION_BOARD_ID,
  WALK_QUEST_MIN_DISTANCE_M,
  questDefinition,
  questRewardDescription,
  seoulDateParts,
  seoulDayKey,
  seoulDayRange,
  type QuestDefinition,
  type QuestKind
} from "@mungwalk/core/domain"
import type { Quest } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../db/client.ts"
import { posts, questCheckIns, questClaims, walks } from "../db/schema.ts"
import { conflict, notFound } from "../http/errors.ts"
import { addPoints } from "./points.ts"

/** Korean messages of the claim call (shown to the member by the quest screen). */
export const QUEST_MESSAGES = {
  unknownQuest: "존재하지 않는 퀘스트예요.",
  notCompleted: "아직 완료하지 않은 퀘스트예요.",
  alreadyClaimed: "이미 보상을 받은 퀘스트예요."
} as const

/** An Asia/Seoul day: its `yyyy-mm-dd` key and its instants (`start` inclusive, `end` exclusive). */
export interface QuestDay {
  readonly key: string
  readonly start: Date
  readonly end: Date
}

/** The Asia/Seoul day that `now` falls in. */
export const questDayOf = (now: Date): QuestDay => {
  const p = seoulDateParts(now)
  const { start, end } = seoulDayRange(p.year, p.month, p.day)
  return { key: seoulDayKey(now), start, end }
}

// ── completion ──────────────────────────────────────────────────────────────────────────────

const hasCheckedIn = async (db: DbOrTx, memberId: number, day: QuestDay): Promise<boolean> => {
  const [row] = await db
    .select({ memberId: questCheckIns.memberId })
    .from(questCheckIns)
    .where(and(eq(questCheckIns.memberId, memberId), eq(questCheckIns.day, day.key)))
  return row !== undefined
}

/** Quest 2: the day's ended walks measure `WALK_QUEST_MIN_DISTANCE_M` m or more together ('오늘 300m 이상 산책하기': 240 m and 190 m count). */
const hasWalkedToday = async (db: DbOrTx, memberId: number, day: QuestDay): Promise<boolean> => {
  const [row] = await db
    .select({ total: sql<number | string | null>`sum(${walks.distance})` })
    .from(walks)
    .where(and(eq(walks.memberId, memberId), eq(walks.isWalking, false), gte(walks.startTime, day.start), lt(walks.startTime, day.end)))
  return Number(row?.total ?? 0) >= WALK_QUEST_MIN_DISTANCE_M
}

/** Quest 3: whether the member wrote a post in board 1 (walk certification) during `day`. */
export const hasWalkCertificationPost = async (db: DbOrTx, memberId: number, day: Pick<QuestDay, "start" | "end">): Promise<boolean> => {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.memberId, memberId), eq(posts.boardId, WALK_CERTIFICATION_BOARD_ID), gte(posts.createdAt, day.start), lt(posts.createdAt, day.end)))
    .limit(1)
  return row !== undefined
}

const completionRules: Record<QuestKind, (db: DbOrTx, memberId: number, day: QuestDay) => Promise<boolean>> = {
  checkIn: hasCheckedIn,
  walk: hasWalkedToday,
  post: hasWalkCertificationPost
}

const isCompleted = (db: DbOrTx, memberId: number, quest: QuestDefinition, day: QuestDay): Promise<boolean> => completionRules[quest.kind](db, memberId, day)

const claimedQuestIds = async (db: DbOrTx, memberId: number, day: QuestDay): Promise<Set<number>> => {
  const rows = await db
    .select({ questId: questClaims.questId })
    .from(questClaims)
    .where(and(eq(questClaims.memberId, memberId), eq(questClaims.day, day.key)))
  return new Set(rows.map((r) => r.questId))
}

const toQuest = (quest: QuestDefinition, completed: boolean, reward: boolean): Quest => ({
  questId: quest.questId,
  questName: quest.name,
  questPoint: quest.point,
  completed,
  reward
})

// ── calls ───────────────────────────────────────────────────────────────────────────────────

/** Records today's check-in (idempotent). */
export const checkIn = async (db: DbOrTx, memberId: number, now = new Date()): Promise<void> => {
  await db
    .insert(questCheckIns)
    .values({ memberId, day: questDayOf(now).key })
    .onConflictDoNothing()
}

/** Today's quests of the member, in catalogue order; the call itself is today's check-in (quest 1). */
export const listQuests = async (db: Db, memberId: number, now = new Date()): Promise<Quest[]> => {
  const day = questDayOf(now)
  await checkIn(db, memberId, now)
  const claimed = await claimedQuestIds(db, memberId, day)
  const out: Quest[] = []
  for (const quest of QUESTS) out.push(toQuest(quest, await isCompleted(db, memberId, quest, day), claimed.has(quest.questId)))
  return out
}

/**
 * Claims today's reward of a quest: 404 for an unknown quest, 409 when it is not completed today
 * or was already claimed today. Answers the quest (completed and claimed).
 */
export const claimQuest = async (db: Db, memberId: number, questId: number, now = new Date()): Promise<Quest> => {
  const quest = questDefinition(questId)
  if (!quest) throw notFound(QUEST_MESSAGES.unknownQuest)
  const day = questDayOf(now)
  return db.transaction(async (tx) => {
    if ((await claimedQuestIds(tx, memberId, day)).has(questId)) throw conflict(QUEST_MESSAGES.alreadyClaimed)
    if (!(await isCompleted(tx, memberId, quest, day))) throw conflict(QUEST_MESSAGES.notCompleted)
    const { entry } = await addPoints(tx, memberId, { description: questRewardDescription(quest.name), type: "plus", amount: quest.point })
    // The key decides between concurrent claims: the loser inserts nothing and its points roll back.
    const inserted = await tx
      .insert(questClaims)
      .values({ memberId, questId, day: day.key, pointEntryId: entry.id })
      .onConflictDoNothing()
      .returning({ questId: questClaims.questId })
    if (inserted.length === 0) throw conflict(QUEST_MESSAGES.alreadyClaimed)
    return toQuest(quest, true, true)
  })
}

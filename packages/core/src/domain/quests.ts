/**
 * The daily quests (§2 `/quest`, §3 Quest, §4 Quest): one catalogue shared by the server (which
 * decides completion and pays the reward) and every client (icon and where 'go' leads).
 *
 * Quests are daily in Asia/Seoul: they reset at 00:00 KST. Completion is derived on the server
 * from the member's own data of that KST day, never from a client flag:
 * - `checkIn`: the member opened the quest list that day (`GET /api/quests` records it; the home
 *   page and `/quest` both load the list).
 * - `walk`: walks that have ended and that started that KST day measure at least
 *   {@link WALK_QUEST_MIN_DISTANCE_M} m together ('오늘 300m 이상 산책하기': two walks of 240 and
 *   190 m count) — the walk calendar's rule, so a walk started at 23:50 KST counts for that day,
 *   not the next, even when it ends after midnight.
 * - `post`: a post in board 1 (walk certification) written that KST day.
 */

import { formatKmValue } from "./format.ts"

/** The day's ended walks must measure at least this much together (metres) to complete the walk quest. */
export const WALK_QUEST_MIN_DISTANCE_M = 300

/** How far the walk quest is ('0.20 / 0.30 km'): the day's ended walks together, at most the goal. */
export const walkQuestProgress = (walkedMetres: number): string =>
  `${formatKmValue(Math.min(walkedMetres, WALK_QUEST_MIN_DISTANCE_M))} / ${formatKmValue(WALK_QUEST_MIN_DISTANCE_M)} km`

/** The board whose posts complete the post quest (walk certification, §2 `/post/{postType}`). */
export const WALK_CERTIFICATION_BOARD_ID = 1

export type QuestKind = "checkIn" | "walk" | "post"

/** Icon keys a client maps to its own pictures. */
export type QuestIcon = "calendar" | "paw" | "camera"

export interface QuestDefinition {
  readonly questId: number
  readonly kind: QuestKind
  /** The Korean name shown in the list (the wire's `questName`). */
  readonly name: string
  /** Points paid once per KST day when claimed (the wire's `questPoint`). */
  readonly point: number
  readonly icon: QuestIcon
  /** Where 'go' leads while not completed (§4); null when visiting completes it. */
  readonly goPath: string | null
}

export const QUESTS: ReadonlyArray<QuestDefinition> = [
  { questId: 1, kind: "checkIn", name: "오늘의 출석 체크", point: 10, icon: "calendar", goPath: null },
  { questId: 2, kind: "walk", name: "오늘 300m 이상 산책하기", point: 50, icon: "paw", goPath: "/walk" },
  { questId: 3, kind: "post", name: "산책 인증 글 올리기", point: 30, icon: "camera", goPath: "/post/1" }
]

/** The catalogue entry of a quest id, or undefined for an unknown quest. */
export const questDefinition = (questId: number): QuestDefinition | undefined => QUESTS.find((q) => q.questId === questId)

/** The point history description of a quest reward: `퀘스트 보상: <quest name>`. */
export const questRewardDescription = (questName: string): string => `퀘스트 보상: ${questName}`

/**
 * Is a quest done today: completed, or its points claimed (a claimed quest stays done when its
 * reason is gone since, e.g. the certification post deleted after the claim).
 */
export const isQuestDone = (quest: { readonly completed: boolean; readonly reward: boolean }): boolean => quest.completed || quest.reward

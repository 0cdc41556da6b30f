import { describe, expect, it } from "vitest"
import { QUESTS, questDefinition, questRewardDescription, WALK_QUEST_MIN_DISTANCE_M } from "./quests.ts"

describe("quest catalogue", () => {
  it("has three daily quests: check-in (no 'go'), walk (/walk) and walk certification post (/post/1)", () => {
    expect(QUESTS.map((q) => [q.questId, q.kind, q.goPath])).toEqual([
      [1, "checkIn", null],
      [2, "walk", "/walk"],
      [3, "post", "/post/1"]
    ])
    for (const q of QUESTS) expect(Number.isInteger(q.point) && q.point > 0).toBe(true)
    expect(WALK_QUEST_MIN_DISTANCE_M).toBe(300)
  })

  it("finds a quest by id; an unknown id has none", () => {
    expect(questDefinition(2)?.kind).toBe("walk")
    expect(questDefinition(4)).toBeUndefined()
  })

  it("names the reward in the point history as '퀘스트 보상: <name>'", () => {
    expect(questRewardDescription("오늘의 출석 체크")).toBe("퀘스트 보상: 오늘의 출석 체크")
  })
})

/** Test data for the quest list, shared by the example and model tests. */
import { QUESTS } from "../domain/quests.ts"
import type { Quest } from "../schema/quest.ts"

/** Today's quests as the server answers them: `[completed, reward]` per catalogue quest. */
export const questsWith = (...states: ReadonlyArray<readonly [boolean, boolean]>): Quest[] =>
  QUESTS.map((q, i) => ({ questId: q.questId, questName: q.name, questPoint: q.point, completed: states[i]![0], reward: states[i]![1] }))

/** Quests that award points. */
import * as Schema from "effect/Schema"
import { Id, IdFromString, IntFromString } from "./common.ts"

/** `completed`: the quest's goal was reached; `reward`: its points were claimed. */
export const Quest = Schema.Struct({
  questId: Id,
  questName: Schema.String,
  questPoint: Schema.Int,
  completed: Schema.Boolean,
  reward: Schema.Boolean
})
export type Quest = typeof Quest.Type

/** `PUT /api/quests?questId&memberId` — memberId is ignored by the server. */
export const QuestClaimQuery = Schema.Struct({
  questId: IdFromString,
  memberId: Schema.optionalKey(IntFromString)
})

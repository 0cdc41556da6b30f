/** Pure rules of the quest list, shared by the machine and `connectQuest`. */
import { HttpError } from "../api/errors.ts"
import { questDefinition, type QuestIcon } from "../domain/quests.ts"
import type { Quest } from "../schema/quest.ts"
import { QUEST_COPY } from "./quest.types.ts"

/** What a quest's button does: go do it, claim its points, nothing (done), or wait for the claim. */
export type QuestAction = "go" | "claim" | "done" | "claiming"

export const questAction = (quest: Quest, claimingId: number | null): QuestAction =>
  quest.reward ? "done" : quest.completed ? (claimingId === quest.questId ? "claiming" : "claim") : "go"

/** The icon of a quest from the catalogue (a quest the app does not know yet gets the paw). */
export const questIcon = (questId: number): QuestIcon => questDefinition(questId)?.icon ?? "paw"

/**
 * The Korean message of a failed claim: the server's own message for 404 and 409 (the quest
 * server answers those in Korean: not completed, already claimed, unknown quest), otherwise a
 * general one — other failures carry English or technical messages.
 */
export const claimFailureMessage = (error: unknown): string =>
  error instanceof HttpError && (error.status === 404 || error.status === 409) && error.message.trim() !== "" ? error.message : QUEST_COPY.claimFailed

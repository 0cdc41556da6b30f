/**
 * The daily quest list (§2 `/quest`, §4 Quest):
 *
 * ```
 * loading ─┬─ every reward claimed ──> allDone
 *          ├─ otherwise ─────────────> ready
 *          └─ error ─────────────────> failed ─user.retry─> loading
 * ready: user.go [canGo] (navigate: quest 2 /walk, quest 3 /post/1)
 *        user.claim [canClaim] ─> claiming ─ok─> loading (the list is loaded again)
 *                                           ├─ 409 ─> loading (server message; the list was stale)
 *                                           └─ error ─> ready (Korean message; the list stays)
 * ready | allDone | failed ─user.reload─> loading         (the last list stays while loading)
 * ```
 */
import { assign, fromPromise, setup } from "xstate"
import { isHttpStatus, mayHaveBeenDone } from "../api/errors.ts"
import { questDefinition } from "../domain/quests.ts"
import type { Quest } from "../schema/quest.ts"
import { claimFailureMessage } from "./quest.rules.ts"
import { QUEST_COPY, type ClaimInput, type QuestContext, type QuestEvent } from "./quest.types.ts"

const missing = (name: string) => new Error(`quest: '${name}' is not provided; use questMachine.provide(createQuestImplementations(ports))`)

const findQuest = (context: QuestContext, questId: number): Quest | undefined => context.quests?.find((q) => q.questId === questId)

export const questMachine = setup({
  types: {
    context: {} as QuestContext,
    events: {} as QuestEvent
  },
  actors: {
    loadQuests: fromPromise<ReadonlyArray<Quest>, void>(async () => {
      throw missing("loadQuests")
    }),
    claimQuest: fromPromise<Quest, ClaimInput>(async () => {
      throw missing("claimQuest")
    })
  },
  actions: {
    setQuests: assign((_, quests: ReadonlyArray<Quest>) => ({ quests })),
    startClaim: assign((_, params: { questId: number }) => ({ claimingId: params.questId, claimError: null })),
    /** The claim's answer replaces its quest at once, so 'done' shows while the list reloads. */
    markClaimed: assign(({ context }, claimed: Quest) => ({
      claimingId: null,
      quests: context.quests?.map((q) => (q.questId === claimed.questId ? claimed : q)) ?? null
    })),
    setClaimError: assign(({ context }, params: { error: unknown }) => {
      const unknown = mayHaveBeenDone(params.error)
      return {
        claimingId: null,
        claimError: unknown ? QUEST_COPY.claimUnknown : claimFailureMessage(params.error),
        claimUnknown: unknown ? context.claimingId : null
      }
    }),
    /** A claim again of a quest whose claim got no answer, called already claimed: that claim was paid. */
    settleUnknownClaim: assign({ claimingId: null, claimError: null, claimUnknown: null }),
    clearClaimError: assign({ claimError: null }),
    navigate: (_, _params: { path: string }) => {
      throw missing("navigate")
    }
  },
  guards: {
    allClaimed: (_, quests: ReadonlyArray<Quest>) => quests.length > 0 && quests.every((q) => q.reward),
    canGo: ({ context }, params: { questId: number }) => {
      const quest = findQuest(context, params.questId)
      return quest !== undefined && !quest.completed && questDefinition(quest.questId)?.goPath != null
    },
    canClaim: ({ context }, params: { questId: number }) => {
      const quest = findQuest(context, params.questId)
      return quest?.completed === true && !quest.reward
    },
    isConflict: (_, params: { error: unknown }) => isHttpStatus(params.error, 409),
    wasUnknownClaim: ({ context }, params: { error: unknown }) =>
      isHttpStatus(params.error, 409) && context.claimUnknown !== null && context.claimUnknown === context.claimingId
  }
}).createMachine({
  id: "quest",
  context: { quests: null, claimingId: null, claimError: null, claimUnknown: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadQuests",
        src: "loadQuests",
        onDone: [
          {
            guard: { type: "allClaimed", params: ({ event }) => event.output },
            target: "allDone",
            actions: { type: "setQuests", params: ({ event }) => event.output }
          },
          { target: "ready", actions: { type: "setQuests", params: ({ event }) => event.output } }
        ],
        onError: "failed"
      }
    },
    ready: {
      on: {
        "user.go": {
          guard: { type: "canGo", params: ({ event }) => ({ questId: event.questId }) },
          actions: { type: "navigate", params: ({ event }) => ({ path: questDefinition(event.questId)!.goPath! }) }
        },
        "user.claim": {
          guard: { type: "canClaim", params: ({ event }) => ({ questId: event.questId }) },
          target: "claiming",
          actions: { type: "startClaim", params: ({ event }) => ({ questId: event.questId }) }
        },
        "user.dismissError": { actions: "clearClaimError" },
        "user.reload": { target: "loading", actions: "clearClaimError" }
      }
    },
    claiming: {
      invoke: {
        id: "claimQuest",
        src: "claimQuest",
        input: ({ context }) => ({ questId: context.claimingId! }),
        onDone: { target: "loading", actions: { type: "markClaimed", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "wasUnknownClaim", params: ({ event }) => ({ error: event.error }) },
            target: "loading",
            actions: "settleUnknownClaim"
          },
          {
            guard: { type: "isConflict", params: ({ event }) => ({ error: event.error }) },
            target: "loading",
            actions: { type: "setClaimError", params: ({ event }) => ({ error: event.error }) }
          },
          { target: "ready", actions: { type: "setClaimError", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    allDone: {
      on: { "user.reload": "loading" }
    },
    failed: {
      on: { "user.retry": "loading", "user.reload": "loading" }
    }
  }
})

export type QuestMachine = typeof questMachine

/** The quest list's calls and navigation: `questMachine.provide(createQuestImplementations({ api, navigate }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { Quest } from "../schema/quest.ts"
import { questMachine } from "./quest.machine.ts"
import type { ClaimInput, QuestPorts } from "./quest.types.ts"

export const createQuestImplementations = ({ api, navigate }: QuestPorts) => ({
  actors: {
    loadQuests: fromApiCall<ReadonlyArray<Quest>, void>(({ signal }) => api.call("quests", undefined, { signal })),
    // `PUT /api/quests?questId&memberId`: the member is the token's; 0 is sent as the spec lists it.
    claimQuest: fromApiCall<Quest, ClaimInput>(({ input, signal }) => api.call("claimQuest", { query: { questId: input.questId, memberId: 0 } }, { signal }))
  },
  actions: {
    navigate: (_: unknown, params: { path: string }) => navigate(params.path)
  }
})

export const provideQuestMachine = (ports: QuestPorts) => questMachine.provide(createQuestImplementations(ports))

/**
 * The daily quest list (§2 `/quest`, §4 Quest): `createActor(provideQuestMachine({ api, navigate }))`;
 * render `connectQuest(snapshot, send)`. 'go' navigates through the `Navigate` port (quest 2
 * `/walk`, quest 3 `/post/1`); 'get points' claims, then loads the list again.
 */
export { questMachine } from "./quest.machine.ts"
export type { QuestMachine } from "./quest.machine.ts"
export { createQuestImplementations, provideQuestMachine } from "./quest.actors.ts"
export { connectQuest, connectWalkedToday } from "./quest.connect.ts"
export type { QuestItemView, QuestStatus, QuestView } from "./quest.connect.ts"
export { claimFailureMessage, questAction, questIcon } from "./quest.rules.ts"
export type { QuestAction } from "./quest.rules.ts"
export { QUEST_COPY } from "./quest.types.ts"
export type { ClaimInput, QuestContext, QuestEvent, QuestPorts } from "./quest.types.ts"

import type { ReactElement } from "react"
import { connectQuest, provideQuestMachine } from "@mungwalk/core/quest"
import { NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { QuestView } from "./QuestView.tsx"

/** `/quest`: the quest machine (loading records today's check-in; 'go' navigates through the machine). */
export const QuestScreen = (): ReactElement => (
  <QuestView quest={useConnected(({ api, navigate }) => provideQuestMachine({ api, navigate }), NO_INPUT, connectQuest)} />
)

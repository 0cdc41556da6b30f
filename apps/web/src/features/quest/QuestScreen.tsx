import type { ReactElement } from "react"
import { connectQuest, connectWalkedToday, provideQuestMachine } from "@mungwalk/core/quest"
import { NO_INPUT } from "@mungwalk/core/location"
import { walkedTodayMachine } from "@mungwalk/core/resource"
import { useConnected } from "../../app/useConnected.ts"
import { QuestView } from "./QuestView.tsx"

/** `/quest`: the quest machine (loading records today's check-in; 'go' navigates through the machine), and how far today's walks went for the walk quest. */
export const QuestScreen = (): ReactElement => (
  <QuestView
    quest={useConnected(({ api, navigate }) => provideQuestMachine({ api, navigate }), NO_INPUT, connectQuest)}
    walkProgress={useConnected(({ api }) => walkedTodayMachine(api), NO_INPUT, connectWalkedToday)}
  />
)

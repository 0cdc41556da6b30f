/** `/walk/summary`: binds the calendar machine (month navigation, monthly and daily loads) to `WalkSummaryView`. */
import type { ReactElement } from "react"
import { connectCalendar, provideCalendarMachine } from "@mungwalk/core/calendar"
import { useConnected } from "../../app/useConnected.ts"
import { WalkSummaryView } from "./WalkSummaryView.tsx"

export const WalkSummaryScreen = (): ReactElement => (
  <WalkSummaryView calendar={useConnected(({ api }) => provideCalendarMachine({ api }), { now: Date.now() }, connectCalendar)} />
)

export default WalkSummaryScreen

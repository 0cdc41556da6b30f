/** `/walk/summary`: binds the calendar machine (month navigation, monthly and daily loads) to `WalkSummaryView`. */
import { useState, type ReactElement } from "react"
import { useActorRef, useSelector } from "@xstate/react"
import { connectCalendar, provideCalendarMachine } from "@mungwalk/core/calendar"
import { useServices } from "../../app/services.tsx"
import { WalkSummaryView } from "./WalkSummaryView.tsx"

export const WalkSummaryScreen = (): ReactElement => {
  const { api } = useServices()
  const [logic] = useState(() => provideCalendarMachine({ api }))
  const ref = useActorRef(logic, { input: { now: Date.now() } })
  return <WalkSummaryView {...connectCalendar(useSelector(ref, (s) => s), ref.send)} />
}

export default WalkSummaryScreen

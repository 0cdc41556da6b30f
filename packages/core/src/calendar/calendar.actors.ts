/** The calendar's calls: `calendarMachine.provide(createCalendarImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { DailyWalks, MonthlyWalk } from "../schema/walk.ts"
import { calendarMachine } from "./calendar.machine.ts"
import type { CalendarPorts, LoadDayInput, LoadMonthInput } from "./calendar.types.ts"

export const createCalendarImplementations = ({ api }: CalendarPorts) => ({
  actors: {
    loadMonth: fromApiCall<MonthlyWalk, LoadMonthInput>(({ input, signal }) =>
      api.call("walkMonthly", { body: { memberId: 0, year: input.year, month: input.month } }, { signal })
    ),
    loadDay: fromApiCall<DailyWalks, LoadDayInput>(({ input, signal }) =>
      api.call("walkDaily", { body: { memberId: 0, year: input.year, month: input.month, day: input.day } }, { signal })
    ),
    deleteWalk: fromApiCall<void, { walkId: number }>(({ input, signal }) => api.call("deleteWalk", { params: { walkId: input.walkId } }, { signal }))
  }
})

export const provideCalendarMachine = (ports: CalendarPorts) => calendarMachine.provide(createCalendarImplementations(ports))

/**
 * The walk summary calendar (`/walk/summary`): `createActor(provideCalendarMachine({ api, writeCertification, shareWalk }),
 * { input: { now: Date.now() } })`; render `connectCalendar(snapshot, send)`.
 */
export { calendarMachine } from "./calendar.machine.ts"
export type { CalendarMachine } from "./calendar.machine.ts"
export { createCalendarImplementations, provideCalendarMachine } from "./calendar.actors.ts"
export { connectCalendar, summarizeWalks, walkSummaryView } from "./calendar.connect.ts"
export type { CalendarCell, CalendarView, WalkSummaryView, WalkTotals } from "./calendar.connect.ts"
export { CALENDAR_COPY, calendarFocusPath, parseCalendarFocus } from "./calendar.types.ts"
export type {
  CalendarContext,
  CalendarEvent,
  CalendarFocus,
  CalendarInput,
  CalendarPorts,
  LoadDayInput,
  LoadMonthInput,
  ShareOutcome,
  WalkHandOff,
  YearMonth
} from "./calendar.types.ts"

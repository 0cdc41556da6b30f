/**
 * The walk summary calendar: month navigation (buttons and swipe), a selected day, the monthly
 * or daily view, loading `walkMonthly` and `walkDaily`.
 *
 * ```
 * (parallel)
 *   month: loading ─> ready | failed        prev/next/swipe: another month (reloads, back to monthly)
 *   day:   none ─user.selectDay─> loading ─> ready | failed ;  user.showMonthly ─> none
 *          none [a day selected: opened on a walk, `input.focus`] ─> loading (its card first: '산책 완료')
 *   remove: idle ─user.askDeleteWalk─> confirming ─user.confirmDelete─> deleting ─ok─> idle (the walk leaves the day and month lists)
 *           confirming ─user.cancelDelete─> idle ; deleting ─error─> idle (alert)
 * ```
 */
import { assertEvent, assign, fromPromise, setup } from "xstate"
import { addMonths, swipeMonthDelta } from "../domain/calendar.ts"
import { seoulDateParts } from "../domain/format.ts"
import type { DailyWalks, MonthlyWalk } from "../schema/walk.ts"
import { CALENDAR_COPY, type CalendarContext, type CalendarEvent, type CalendarInput, type LoadDayInput, type LoadMonthInput } from "./calendar.types.ts"

const missing = (name: string) => new Error(`calendar: '${name}' is not provided; use calendarMachine.provide(createCalendarImplementations(ports))`)

export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput
  },
  actors: {
    loadMonth: fromPromise<MonthlyWalk, LoadMonthInput>(async () => {
      throw missing("loadMonth")
    }),
    loadDay: fromPromise<DailyWalks, LoadDayInput>(async () => {
      throw missing("loadDay")
    }),
    deleteWalk: fromPromise<void, { walkId: number }>(async () => {
      throw missing("deleteWalk")
    })
  },
  actions: {
    moveMonth: assign(({ context }, params: { delta: number }) => ({
      ...addMonths(context.year, context.month, params.delta),
      selectedDay: null,
      monthly: null,
      daily: null
    })),
    setMonthly: assign((_, monthly: MonthlyWalk) => ({ monthly })),
    selectDay: assign(({ event }) => {
      assertEvent(event, "user.selectDay")
      return { selectedDay: event.day, daily: null }
    }),
    setDaily: assign((_, daily: DailyWalks) => ({ daily: daily.walks })),
    showMonthly: assign({ selectedDay: null, daily: null }),
    askDeleteWalk: assign(({ event }) => {
      assertEvent(event, "user.askDeleteWalk")
      return { deleting: event.walkId, alert: null }
    }),
    cancelDeleteWalk: assign({ deleting: null }),
    /** The deleted walk leaves the day's list and the month's (a day with no walk left goes too). */
    dropDeletedWalk: assign(({ context }) => ({
      deleting: null,
      daily: context.daily?.filter((w) => w.walkId !== context.deleting) ?? null,
      monthly: context.monthly
        ? {
            ...context.monthly,
            dailyWalks: context.monthly.dailyWalks
              .map((d) => ({ ...d, walks: d.walks.filter((w) => w.walkId !== context.deleting) }))
              .filter((d) => d.walks.length > 0)
          }
        : null
    })),
    alertDeleteFailed: assign({ deleting: null, alert: CALENDAR_COPY.deleteFailed }),
    dismissAlert: assign({ alert: null }),
    clearFocus: assign({ focusWalkId: null })
  },
  guards: {
    hasSelectedDay: ({ context }) => context.selectedDay !== null,
    swipesToNextMonth: ({ event }) => {
      assertEvent(event, "user.swipe")
      return swipeMonthDelta(event.dx) === 1
    },
    swipesToPrevMonth: ({ event }) => {
      assertEvent(event, "user.swipe")
      return swipeMonthDelta(event.dx) === -1
    }
  }
}).createMachine({
  id: "calendar",
  type: "parallel",
  context: ({ input }) => {
    const p = seoulDateParts(new Date(input.now))
    const focus = input.focus ?? null
    return {
      year: focus?.year ?? p.year,
      month: focus?.month ?? p.month,
      today: { year: p.year, month: p.month, day: p.day },
      selectedDay: focus?.day ?? null,
      monthly: null,
      daily: null,
      deleting: null,
      alert: null,
      focusWalkId: focus?.walkId ?? null
    }
  },
  on: {
    "user.clearFocus": { actions: "clearFocus" },
    "user.prevMonth": { target: [".month.loading", ".day.none"], actions: { type: "moveMonth", params: { delta: -1 } } },
    "user.nextMonth": { target: [".month.loading", ".day.none"], actions: { type: "moveMonth", params: { delta: 1 } } },
    "user.swipe": [
      { guard: "swipesToNextMonth", target: [".month.loading", ".day.none"], actions: { type: "moveMonth", params: { delta: 1 } } },
      { guard: "swipesToPrevMonth", target: [".month.loading", ".day.none"], actions: { type: "moveMonth", params: { delta: -1 } } }
    ]
  },
  states: {
    month: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadMonth",
            src: "loadMonth",
            input: ({ context }) => ({ year: context.year, month: context.month }),
            onDone: { target: "ready", actions: { type: "setMonthly", params: ({ event }) => event.output } },
            onError: "failed"
          }
        },
        ready: {},
        failed: { on: { "user.retry": "loading" } }
      }
    },
    day: {
      initial: "none",
      on: {
        "user.selectDay": { target: ".loading", actions: "selectDay" },
        "user.showMonthly": { target: ".none", actions: "showMonthly" }
      },
      states: {
        /** Opened on a walk (`input.focus`): its day is selected already and loads at once. */
        none: { always: { guard: "hasSelectedDay", target: "loading" } },
        loading: {
          invoke: {
            id: "loadDay",
            src: "loadDay",
            input: ({ context }) => ({ year: context.year, month: context.month, day: context.selectedDay! }),
            onDone: { target: "ready", actions: { type: "setDaily", params: ({ event }) => event.output } },
            onError: "failed"
          }
        },
        ready: {},
        failed: { on: { "user.retry": "loading" } }
      }
    },
    /** Deleting one of my walks from the day list, after a confirmation. */
    remove: {
      initial: "idle",
      on: { "user.dismissAlert": { actions: "dismissAlert" } },
      states: {
        idle: { on: { "user.askDeleteWalk": { target: "confirming", actions: "askDeleteWalk" } } },
        confirming: {
          on: { "user.confirmDelete": "deleting", "user.cancelDelete": { target: "idle", actions: "cancelDeleteWalk" } }
        },
        deleting: {
          invoke: {
            id: "deleteWalk",
            src: "deleteWalk",
            input: ({ context }) => ({ walkId: context.deleting! }),
            onDone: { target: "idle", actions: "dropDeletedWalk" },
            onError: { target: "idle", actions: "alertDeleteFailed" }
          }
        }
      }
    }
  }
})

export type CalendarMachine = typeof calendarMachine

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
 *   picture: none ─[the walk opened on is in the day, with a route]─> loading ─> ready | failed ─user.retryPicture─> loading
 *            ─user.writeCertification / user.share (another walk with a route; a failed one again)─> loading (one walk's picture at a time)
 *   handOff: idle ─user.writeCertification / user.share─> waiting (for that walk's picture: loaded or failed, or no route)
 *            waiting ─> idle (writeCertification: the post form opened) | sharing ─> idle (shareMessage)
 * ```
 */
import { and, assertEvent, assign, fromPromise, or, setup, stateIn } from "xstate"
import { addMonths, swipeMonthDelta } from "../domain/calendar.ts"
import { seoulDateParts } from "../domain/format.ts"
import type { DailyWalks, MonthlyWalk } from "../schema/walk.ts"
import {
  CALENDAR_COPY,
  type CalendarContext,
  type CalendarEvent,
  type CalendarInput,
  type LoadDayInput,
  type LoadMonthInput,
  type ShareOutcome,
  type WalkHandOff
} from "./calendar.types.ts"

const SHARE_MESSAGES: Record<ShareOutcome, string | null> = {
  shared: null,
  cancelled: null,
  copied: CALENDAR_COPY.shareCopied,
  saved: CALENDAR_COPY.shareSaved,
  failed: CALENDAR_COPY.shareFailed
}

const isHandOff = (event: CalendarEvent): event is Extract<CalendarEvent, { type: "user.writeCertification" | "user.share" }> =>
  event.type === "user.writeCertification" || event.type === "user.share"

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
    }),
    loadPicture: fromPromise<Blob, { walkId: number }>(async () => {
      throw missing("loadPicture")
    }),
    shareWalk: fromPromise<ShareOutcome, { handOff: WalkHandOff; picture: Blob }>(async () => {
      throw missing("shareWalk")
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
    clearFocus: assign({ focusWalkId: null }),
    pictureOfFocus: assign(({ context }) => ({ pictureWalkId: context.focusWalkId, picture: null })),
    pictureOfHandOff: assign(({ event }) => {
      if (!isHandOff(event)) throw new Error(`calendar: no walk in '${event.type}'`)
      return { pictureWalkId: event.walkId, picture: null }
    }),
    setPicture: assign((_, picture: Blob) => ({ picture })),
    setHandOff: assign(({ event }) => {
      if (!isHandOff(event)) throw new Error(`calendar: no walk in '${event.type}'`)
      const { type, ...handOff } = event
      return { handOff: { ...handOff, kind: type === "user.share" ? ("share" as const) : ("certify" as const) }, shareMessage: null }
    }),
    /** Hands the walk to the post form (a port: the app's prefill and navigation). */
    writeCertification: () => {
      throw missing("writeCertification")
    },
    setShareMessage: assign(({ context }, outcome: ShareOutcome) => {
      const text = SHARE_MESSAGES[outcome]
      return { handOff: null, shareMessage: text && context.handOff ? { walkId: context.handOff.walkId, text } : null }
    }),
    clearHandOff: assign({ handOff: null })
  },
  guards: {
    hasSelectedDay: ({ context }) => context.selectedDay !== null,
    /** The walk opened on is in the loaded day, with a route: its picture is drawn at once. */
    focusedWalkHasRoute: ({ context }) => context.daily?.some((w) => w.walkId === context.focusWalkId && w.route.length > 0) ?? false,
    handOffIdle: stateIn({ handOff: "idle" }),
    pictureFailed: stateIn({ picture: "failed" }),
    /** A tap on '인증글 쓰기' / '공유하기' of a walk with a route. */
    tapsWalkWithRoute: ({ event }) => isHandOff(event) && event.hasRoute,
    /** … whose picture is not the one asked for. */
    tapsAnotherPicture: ({ context, event }) => isHandOff(event) && event.walkId !== context.pictureWalkId,
    /** The walk waiting has its picture. */
    pictureReady: ({ context }) => context.handOff !== null && context.pictureWalkId === context.handOff.walkId && context.picture !== null,
    waitsWithoutRoute: ({ context }) => context.handOff?.hasRoute === false,
    waitsForPictureAsked: ({ context }) => context.handOff !== null && context.pictureWalkId === context.handOff.walkId,
    isShare: ({ context }) => context.handOff?.kind === "share",
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
      focusWalkId: focus?.walkId ?? null,
      pictureWalkId: null,
      picture: null,
      handOff: null,
      shareMessage: null
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
    },
    /** The route picture (PNG) of one walk: the one opened on at once, another when its card's action is tapped. */
    picture: {
      initial: "none",
      on: {
        "user.writeCertification": { guard: and(["handOffIdle", "tapsWalkWithRoute", "tapsAnotherPicture"]), target: ".loading", actions: "pictureOfHandOff" },
        "user.share": { guard: and(["handOffIdle", "tapsWalkWithRoute", "tapsAnotherPicture"]), target: ".loading", actions: "pictureOfHandOff" }
      },
      states: {
        none: { always: { guard: "focusedWalkHasRoute", target: "loading", actions: "pictureOfFocus" } },
        loading: {
          invoke: {
            id: "loadPicture",
            src: "loadPicture",
            input: ({ context }) => ({ walkId: context.pictureWalkId! }),
            onDone: { target: "ready", actions: { type: "setPicture", params: ({ event }) => event.output } },
            onError: "failed"
          }
        },
        ready: {},
        failed: {
          on: {
            "user.retryPicture": "loading",
            "user.writeCertification": { guard: and(["handOffIdle", "tapsWalkWithRoute"]), target: "loading", actions: "pictureOfHandOff" },
            "user.share": { guard: and(["handOffIdle", "tapsWalkWithRoute"]), target: "loading", actions: "pictureOfHandOff" }
          }
        }
      }
    },
    /** '인증글 쓰기' and '공유하기': wait for the walk's picture, then hand it over. */
    handOff: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "user.writeCertification": { target: "waiting", actions: "setHandOff" },
            "user.share": { target: "waiting", actions: "setHandOff" }
          }
        },
        waiting: {
          always: [
            { guard: and(["isShare", "pictureReady"]), target: "sharing" },
            {
              guard: and(["isShare", or(["waitsWithoutRoute", and(["waitsForPictureAsked", "pictureFailed"])])]),
              target: "idle",
              actions: { type: "setShareMessage", params: "failed" }
            },
            {
              guard: or(["pictureReady", "waitsWithoutRoute", and(["waitsForPictureAsked", "pictureFailed"])]),
              target: "idle",
              actions: ["writeCertification", "clearHandOff"]
            }
          ]
        },
        sharing: {
          invoke: {
            id: "shareWalk",
            src: "shareWalk",
            input: ({ context }) => ({ handOff: context.handOff!, picture: context.picture! }),
            onDone: { target: "idle", actions: { type: "setShareMessage", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "setShareMessage", params: "failed" } }
          }
        }
      }
    }
  }
})

export type CalendarMachine = typeof calendarMachine

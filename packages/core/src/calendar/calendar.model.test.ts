/** Model-based test of the walk summary calendar over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { calendarMachine } from "./calendar.machine.ts"
import { createCalendarWorld, NOW, walkOn } from "./calendar.testkit.ts"

modelSuite(
  "calendar",
  {
    machine: calendarMachine,
    // Opened on a walk ('산책 완료'): its day selected and loading at once.
    inputs: [{ now: NOW }, { now: NOW, focus: { walkId: 1, year: 2026, month: 3, day: 1 } }],
    events: () => [
      { type: "user.swipe", dx: -150 },
      { type: "user.swipe", dx: 150 },
      { type: "user.swipe", dx: 20 },
      { type: "user.selectDay", day: 1 },
      { type: "xstate.done.actor.loadMonth", output: { month: 3, dailyWalks: [] } },
      { type: "xstate.error.actor.loadMonth", error: new HttpError("walkMonthly", 500, "boom") },
      { type: "xstate.done.actor.loadDay", output: { walks: [walkOn("2026-03-01T01:00:00Z")] } },
      { type: "xstate.error.actor.loadDay", error: new HttpError("walkDaily", 500, "boom") },
      { type: "user.askDeleteWalk", walkId: 1 },
      { type: "user.cancelDelete" },
      { type: "user.confirmDelete" },
      { type: "xstate.done.actor.deleteWalk", output: undefined },
      { type: "xstate.error.actor.deleteWalk", error: new HttpError("deleteWalk", 500, "boom") },
      { type: "user.dismissAlert" },
      { type: "user.clearFocus" }
    ],
    // The month shown is part of the state only relative to today (this month or another).
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        thisMonth: s.context.month === s.context.today.month && s.context.year === s.context.today.year,
        day: s.context.selectedDay,
        focus: s.context.focusWalkId,
        alert: s.context.alert !== null
      })
  },
  {
    start(input, inspect) {
      const w = createCalendarWorld({ now: input.now, focus: input.focus ?? null, inspect })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any }
          switch (e.type) {
            case "xstate.done.actor.loadMonth":
              return w.server.next("walkMonthly").respond(e.output)
            case "xstate.error.actor.loadMonth":
              return w.server.next("walkMonthly").fail(500)
            case "xstate.done.actor.loadDay":
              return w.server.next("walkDaily").respond(e.output)
            case "xstate.error.actor.loadDay":
              return w.server.next("walkDaily").fail(500)
            case "xstate.done.actor.deleteWalk":
              return w.server.next("deleteWalk").respond(undefined)
            case "xstate.error.actor.deleteWalk":
              return w.server.next("deleteWalk").fail(500)
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

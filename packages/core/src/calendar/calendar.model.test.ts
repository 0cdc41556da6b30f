/** Model-based test of the walk summary calendar over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { calendarMachine } from "./calendar.machine.ts"
import { createCalendarWorld, NOW, walkOn } from "./calendar.testkit.ts"

const post = { title: "3월 1일 산책 인증", contents: "오늘 콩이랑 1.23 km, 1시간 2분 산책했어요" }
/** The walk opened on and another walk of its day. */
const walk1 = { walkId: 1, date: "2026-03-01", hasRoute: true, post }
const walk2 = { walkId: 2, date: "2026-03-01", hasRoute: true, post }
const png = new Blob(["png"], { type: "image/png" })

/** The picture's and the hand-over's events (the rest are the calendar's own). */
const PICTURE_EVENTS = new Set([
  "user.writeCertification",
  "user.share",
  "user.retryPicture",
  "xstate.done.actor.loadPicture",
  "xstate.error.actor.loadPicture",
  "xstate.done.actor.shareWalk",
  "xstate.error.actor.shareWalk"
])

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
      { type: "user.clearFocus" },
      { type: "user.writeCertification", ...walk1 },
      { type: "user.share", ...walk1 },
      { type: "user.share", ...walk2 },
      { type: "xstate.done.actor.loadPicture", output: png },
      { type: "xstate.error.actor.loadPicture", error: new HttpError("walkPicture", 500, "boom") },
      { type: "user.retryPicture" },
      { type: "xstate.done.actor.shareWalk", output: "copied" },
      { type: "xstate.error.actor.shareWalk", error: new Error("no share") }
    ],
    // The picture and its hand-overs are tried on a calm day (month and day shown, nothing being
    // deleted); the calendar's own events, until a picture is asked for or once the walk opened
    // on has its picture — the regions are independent, and their product would be thousands of states.
    offers: (s, type) =>
      PICTURE_EVENTS.has(type)
        ? type === "xstate.done.actor.loadPicture" ||
          type === "xstate.error.actor.loadPicture" ||
          (s.matches({ month: "ready", day: "ready", remove: "idle" }) && s.context.alert === null)
        : s.matches({ picture: "none" }) ||
          (s.matches({ picture: "ready", handOff: "idle" }) && s.context.pictureWalkId === s.context.focusWalkId && s.context.shareMessage === null),
    // The month shown is part of the state only relative to today (this month or another).
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        thisMonth: s.context.month === s.context.today.month && s.context.year === s.context.today.year,
        day: s.context.selectedDay,
        focus: s.context.focusWalkId,
        alert: s.context.alert !== null,
        picture: s.context.pictureWalkId,
        handOff: s.context.handOff && [s.context.handOff.walkId, s.context.handOff.kind],
        shared: s.context.shareMessage !== null
      })
  },
  {
    start(input, inspect) {
      const w = createCalendarWorld({ now: input.now, focus: input.focus ?? null, inspect })
      w.actor.start()
      /** The pending call of `name`, once the client has made it (its first call may load the request code first). */
      const next = async <K extends "walkMonthly" | "walkDaily" | "deleteWalk" | "walkPicture">(name: K) => {
        for (let i = 0; i < 200 && w.server.pending(name).length === 0; i++) await new Promise((r) => setTimeout(r, 10))
        return w.server.next(name)
      }
      return {
        actor: w.actor,
        async perform(event) {
          const e = event as { type: string; output?: any }
          switch (e.type) {
            case "xstate.done.actor.loadMonth":
              return (await next("walkMonthly")).respond(e.output)
            case "xstate.error.actor.loadMonth":
              return (await next("walkMonthly")).fail(500)
            case "xstate.done.actor.loadDay":
              return (await next("walkDaily")).respond(e.output)
            case "xstate.error.actor.loadDay":
              return (await next("walkDaily")).fail(500)
            case "xstate.done.actor.deleteWalk":
              return (await next("deleteWalk")).respond(undefined)
            case "xstate.error.actor.deleteWalk":
              return (await next("deleteWalk")).fail(500)
            case "xstate.done.actor.loadPicture":
              return (await next("walkPicture")).respond(png)
            case "xstate.error.actor.loadPicture":
              return (await next("walkPicture")).fail(500)
            case "xstate.done.actor.shareWalk":
              return w.shares.shift()!.answer(e.output)
            case "xstate.error.actor.shareWalk":
              return w.shares.shift()!.fail(new Error("no share"))
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

import { afterEach, describe, expect, it } from "vitest"
import { MESSAGES } from "../domain/messages.ts"
import { httpError, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { createCalendarWorld, walkOn } from "./calendar.testkit.ts"
import { CALENDAR_COPY } from "./calendar.types.ts"

const worlds: Array<ReturnType<typeof createCalendarWorld>> = []
afterEach(() => {
  for (const w of worlds.splice(0)) w.actor.stop()
})
const world = () => {
  const w = createCalendarWorld()
  worlds.push(w)
  return w
}

describe("walk summary calendar", () => {
  it("opens on the Asia/Seoul month of now and loads it (00:30 KST on March 1st is March)", async () => {
    const w = world()
    w.server.on("walkMonthly", (r) => ok({ month: r.json.month, dailyWalks: [{ date: "2026-03-01", walks: [walkOn("2026-02-28T15:10:00Z")] }] }))
    w.actor.start()
    await settle()
    expect(w.server.calls("walkMonthly")[0]!.json).toEqual({ memberId: 0, year: 2026, month: 3 })
    const v = w.view()
    expect(v.title).toBe("2026년 3월")
    expect(v.weekdayLabels[0]).toBe("일")
    const first = v.weeks.flat().find((c) => c.date === "2026-03-01")!
    expect(first).toMatchObject({ isToday: true, walkCount: 1, weekday: 0 })
    expect(v.monthTotals).toMatchObject({ count: 1, distanceLabel: "1.23 km", durationLabel: "1시간 2분", caloriesLabel: "12 kcal" })
    expect(v.monthEmptyMessage).toBeNull()
    expect(v.view).toBe("monthly")
  })

  it("shows '이번달 아직 산책을 안했어요 :(' for an empty current month, another text for past months", async () => {
    const w = world()
    w.server.on("walkMonthly", (r) => ok({ month: r.json.month, dailyWalks: [] }))
    w.actor.start()
    await settle()
    expect(w.view().monthEmptyMessage).toBe(MESSAGES.emptyWalkMonth)
    expect(w.view().monthEmptyAction).toEqual({ label: "산책하러 가기", path: "/walk" })
    w.view().prevMonth()
    await settle()
    expect(w.view().title).toBe("2026년 2월")
    expect(w.view().monthEmptyMessage).toBe(CALENDAR_COPY.noWalkThatMonth)
    expect(w.view().monthEmptyAction).toBeNull()
  })

  it("moves months with the buttons and with a swipe of at least 100 px, across years", async () => {
    const w = world()
    w.server.on("walkMonthly", (r) => ok({ month: r.json.month, dailyWalks: [] }))
    w.actor.start()
    w.view().swipe(-99)
    expect(w.view().title).toBe("2026년 3월")
    w.view().swipe(-100)
    expect(w.view().title).toBe("2026년 4월")
    w.view().swipe(100)
    w.view().swipe(250)
    expect(w.view().title).toBe("2026년 2월")
    for (let i = 0; i < 2; i++) w.view().prevMonth()
    expect(w.view().title).toBe("2025년 12월")
    w.view().nextMonth()
    expect(w.view().title).toBe("2026년 1월")
    await settle()
    expect(w.server.calls("walkMonthly").at(-1)!.json).toMatchObject({ year: 2026, month: 1 })
  })

  it("selecting a day shows its walks (daily view); showMonthly goes back", async () => {
    const w = world()
    w.server.on("walkMonthly", (r) => ok({ month: r.json.month, dailyWalks: [] }))
    w.server.on("walkDaily", () => ok({ walks: [walkOn("2026-03-01T01:00:00Z", 1), walkOn("2026-03-01T09:00:00Z", 2)] }))
    w.actor.start()
    w.view().selectDay(1)
    expect(w.view().day).toMatchObject({ load: { status: "loading" }, dateLabel: "2026년 3월 1일 일요일" })
    await settle()
    expect(w.server.calls("walkDaily")[0]!.json).toEqual({ memberId: 0, year: 2026, month: 3, day: 1 })
    const day = w.view().day!
    expect(day.walks.map((x) => [x.startLabel, x.color])).toEqual([
      ["3월 1일 (일) 오전 10:00", "#699BF7"],
      ["3월 1일 (일) 오후 6:00", "#F76969"]
    ])
    expect(day.totals.count).toBe(2)
    expect(w.view().view).toBe("daily")
    expect(
      w
        .view()
        .weeks.flat()
        .find((c) => c.isSelected)!.date
    ).toBe("2026-03-01")
    w.view().showMonthly()
    expect(w.view().view).toBe("monthly")
    expect(w.view().day).toBeNull()
  })

  it("an empty today says '오늘 아직 산책을 안했어요 :('", async () => {
    const w = world()
    w.server.on("walkMonthly", (r) => ok({ month: r.json.month, dailyWalks: [] }))
    w.server.on("walkDaily", () => ok({ walks: [] }))
    w.actor.start()
    w.view().selectDay(1)
    await settle()
    expect(w.view().day!.emptyMessage).toBe(MESSAGES.emptyWalkToday)
    w.view().selectDay(2)
    await settle()
    expect(w.view().day!.emptyMessage).toBe(CALENDAR_COPY.noWalkThatDay)
  })

  it("failed loads can be retried", async () => {
    const w = world()
    let fail = true
    w.server.on("walkMonthly", (r) => (fail ? httpError(500) : ok({ month: r.json.month, dailyWalks: [] })))
    w.actor.start()
    await settle()
    expect(w.view().monthLoad.status).toBe("failed")
    fail = false
    w.view().retry()
    await settle()
    expect(w.view().monthLoad.status).not.toBe("failed")
    expect(w.view().monthEmptyMessage).toBe(MESSAGES.emptyWalkMonth)
  })

  it("deletes a walk of the day after asking: it leaves the day and the month; a failed delete says so", async () => {
    const w = world()
    const a = walkOn("2026-02-28T16:00:00Z", 1)
    const b = walkOn("2026-02-28T18:00:00Z", 2)
    w.server.on("walkMonthly", () => ok({ month: 3, dailyWalks: [{ date: "2026-03-01", walks: [a, b] }] }))
    w.server.on("walkDaily", () => ok({ walks: [a, b] }))
    w.actor.start()
    w.view().selectDay(1)
    await settle()
    w.view().askDeleteWalk(2)
    expect(w.view().deleteDialog?.isDeleting).toBe(false)
    w.view().deleteDialog!.cancel()
    expect(w.view().deleteDialog).toBeNull()
    w.view().askDeleteWalk(2)
    w.view().deleteDialog!.confirm()
    expect(w.view().deleteDialog?.isDeleting).toBe(true)
    const req = w.server.next("deleteWalk")
    expect(req.params).toEqual({ walkId: "2" })
    req.fail(500)
    await settle()
    expect(w.view().alert).toBe(CALENDAR_COPY.deleteFailed)
    w.view().dismissAlert()
    w.view().askDeleteWalk(2)
    w.view().deleteDialog!.confirm()
    w.server.next("deleteWalk").respond(undefined)
    await settle()
    expect(w.view().day?.walks.map((x) => x.walkId)).toEqual([1])
    expect(w.view().monthTotals.count).toBe(1)
    expect(w.view().alert).toBeNull()
  })
})

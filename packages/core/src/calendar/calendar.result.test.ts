/** '산책 완료' (issue 33): the summary opened on a walk, its result card's figures, marks and post text. */
import { describe, expect, it } from "vitest"
import { certificationPost, countMarks, formatPace, withDogs } from "../domain/walkResult.ts"
import type { Walk } from "../schema/walk.ts"
import { createCalendarWorld, NOW, walkOn } from "./calendar.testkit.ts"
import { parseCalendarFocus } from "./calendar.types.ts"

const settle = () => new Promise((r) => setTimeout(r, 0))

const withMarks = (w: Walk): Walk => ({
  ...w,
  marks: [
    { kind: "PEE", recordTime: new Date(w.startTime.getTime() + 10_000), location: { lat: 37.5705, lng: 127.0 } },
    { kind: "POO", recordTime: new Date(w.startTime.getTime() + 20_000), location: { lat: 37.5707, lng: 127.0 } },
    { kind: "PEE", recordTime: new Date(w.startTime.getTime() + 30_000), location: { lat: 37.5709, lng: 127.0 } }
  ]
})

describe("the summary opened on a walk", () => {
  it("reads the walk and its day from the address, refusing malformed ones", () => {
    expect(parseCalendarFocus("?walk=12&date=2026-03-01")).toEqual({ walkId: 12, year: 2026, month: 3, day: 1 })
    expect(parseCalendarFocus("walk=12&date=2026-3-1")).toBeNull()
    expect(parseCalendarFocus("?walk=0&date=2026-03-01")).toBeNull()
    expect(parseCalendarFocus("?walk=x&date=2026-03-01")).toBeNull()
    expect(parseCalendarFocus("")).toBeNull()
  })

  it("selects the walk's day, loads it at once and puts the walk first; '캘린더에서 보기' makes it one card like the others", async () => {
    const w = createCalendarWorld({ now: NOW, focus: { walkId: 9, year: 2026, month: 3, day: 1 } })
    w.actor.start()
    await settle()
    expect(w.view().day?.day).toBe(1)
    expect(w.view().day?.load.status).toBe("loading")
    await w.server.next("walkDaily").respond({ walks: [walkOn("2026-02-28T16:00:00Z", 3), withMarks(walkOn("2026-02-28T23:00:00Z", 9))] })
    await settle()
    const day = w.view().day!
    expect(day.walks.map((x) => [x.walkId, x.isFocused])).toEqual([
      [9, true],
      [3, false]
    ])
    const focused = day.walks[0]!
    expect(focused).toMatchObject({
      distanceLabel: "1.23 km",
      durationLabel: "1시간 2분",
      paceLabel: "50분 17초/km",
      marksLabel: "소변 2 · 대변 1",
      hasRoute: true
    })
    expect(focused.marks.map((m) => m.label)).toEqual(["소변", "대변", "소변"])
    expect(focused.certification).toEqual({ title: "3월 1일 산책 인증", contents: "오늘 콩이랑 1.23 km, 1시간 2분 산책했어요\n소변 2 · 대변 1" })
    // The day's totals count its marks.
    expect(day.totals.marksLabel).toBe("소변 2 · 대변 1")
    w.view().clearFocus()
    expect(w.view().day!.walks.map((x) => [x.walkId, x.isFocused])).toEqual([
      [3, false],
      [9, false]
    ])
  })
})

describe("the result's figures", () => {
  it("pace in minutes per km, '–' for a walk too short", () => {
    expect(formatPace(1000, 750)).toBe("12분 30초/km")
    expect(formatPace(2000, 1440)).toBe("12분/km")
    expect(formatPace(30, 600)).toBe("–")
    expect(formatPace(1000, 0)).toBe("–")
  })

  it("counts marks by kind in the order 소변, 대변, 물", () => {
    expect(countMarks([{ kind: "WATER" }, { kind: "PEE" }, { kind: "WATER" }])).toEqual([
      { kind: "PEE", label: "소변", count: 1 },
      { kind: "WATER", label: "물", count: 2 }
    ])
  })

  it("names the dogs with the right particle and the day", () => {
    expect(withDogs(["콩이"])).toBe("콩이랑")
    expect(withDogs(["보리", "단짝"])).toBe("보리, 단짝이랑")
    expect(withDogs(["Max"])).toBe("Max랑")
    const post = certificationPost({ startTime: new Date(NOW - 86_400_000), distance: 1200, duration: 1500, dogNames: ["콩이"] }, NOW)
    expect(post).toEqual({ title: "2월 28일 산책 인증", contents: "2월 28일에 콩이랑 1.20 km, 25분 산책했어요" })
  })
})

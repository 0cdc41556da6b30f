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
    const now = Date.parse("2026-03-01T00:30:00+09:00")
    expect(parseCalendarFocus("?walk=12&date=2026-03-01", now)).toEqual({ walkId: 12, year: 2026, month: 3, day: 1 })
    expect(parseCalendarFocus("?walk=12&date=2024-02-29", now)).toEqual({ walkId: 12, year: 2024, month: 2, day: 29 })
    expect(parseCalendarFocus("walk=12&date=2026-3-1", now)).toBeNull()
    expect(parseCalendarFocus("?walk=0&date=2026-03-01", now)).toBeNull()
    expect(parseCalendarFocus("?walk=x&date=2026-03-01", now)).toBeNull()
    expect(parseCalendarFocus("", now)).toBeNull()
    // No such day, or a day still to come in Korea: the calendar opens on this month instead.
    expect(parseCalendarFocus("?walk=12&date=2026-02-29", now)).toBeNull()
    expect(parseCalendarFocus("?walk=12&date=2026-02-31", now)).toBeNull()
    expect(parseCalendarFocus("?walk=12&date=2026-03-03", now)).toBeNull()
    // The day after is taken: the walk's day is the server's, and the phone's clock may be behind it.
    expect(parseCalendarFocus("?walk=12&date=2026-03-02", now)).not.toBeNull()
    expect(parseCalendarFocus("?walk=12&date=2099-12-01", now)).toBeNull()
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

describe("a walk under a minute", () => {
  it("says its seconds on its card, in the day's totals and in its post, not '0분'", async () => {
    const w = createCalendarWorld({ now: NOW, focus: { walkId: 4, year: 2026, month: 3, day: 1 } })
    w.actor.start()
    await settle()
    await w.server.next("walkDaily").respond({ walks: [walkOn("2026-02-28T23:00:00Z", 4, 40, 45)] })
    await settle()
    const day = w.view().day!
    expect(day.walks[0]!.durationLabel).toBe("45초")
    expect(day.totals.durationLabel).toBe("45초")
    expect(day.walks[0]!.certification.contents).toBe("오늘 콩이랑 0.04 km, 45초 산책했어요")
  })
})

describe("the route picture and its hand-overs", () => {
  const png = new Blob(["png"], { type: "image/png" })
  const opened = async () => {
    const w = createCalendarWorld({ now: NOW, focus: { walkId: 9, year: 2026, month: 3, day: 1 } })
    w.actor.start()
    await settle()
    const noRoute: Walk = { ...walkOn("2026-02-28T20:00:00Z", 5), route: [] }
    await w.server.next("walkDaily").respond({ walks: [walkOn("2026-02-28T16:00:00Z", 3), walkOn("2026-02-28T23:00:00Z", 9), noRoute] })
    await settle()
    return w
  }
  const walk = (w: Awaited<ReturnType<typeof opened>>, walkId: number) => w.view().day!.walks.find((x) => x.walkId === walkId)!

  it("draws the walk opened on at once; '인증글 쓰기' hands it over with the figures", async () => {
    const w = await opened()
    expect(w.view().picture).toEqual({ walkId: 9, load: { status: "loading" } })
    expect(w.server.pending("walkPicture")[0]!.url).toBe("/api/walks/9/picture.png")
    await w.server.next("walkPicture").respond(png)
    await settle()
    const load = w.view().picture!.load
    expect(load.status).toBe("ready")
    expect(load.status === "ready" && (await load.data.text())).toBe("png")
    w.view().writeCertification(walk(w, 9))
    expect(w.certified).toHaveLength(1)
    expect(w.certified[0]!.handOff).toEqual({ walkId: 9, date: "2026-03-01", hasRoute: true, post: walk(w, 9).certification })
    expect(await w.certified[0]!.picture!.text()).toBe("png")
    expect(w.view().busyWalkId).toBeNull()
  })

  it("another walk's share waits for its picture (the buttons busy), then says what the share did", async () => {
    const w = await opened()
    w.view().share(walk(w, 3))
    expect(w.view().busyWalkId).toBe(3)
    // The walk opened on's picture is dropped for the tapped one: one picture at a time.
    expect(w.view().picture).toEqual({ walkId: 3, load: { status: "loading" } })
    expect(w.server.pending("walkPicture").map((r) => r.url)).toEqual(["/api/walks/3/picture.png"])
    // A second tap while waiting does nothing.
    w.view().writeCertification(walk(w, 3))
    await w.server.next("walkPicture").respond(png)
    await settle()
    expect(w.shares).toHaveLength(1)
    expect(w.shares[0]!.handOff.walkId).toBe(3)
    expect(w.certified).toEqual([])
    w.shares[0]!.answer("copied")
    await settle()
    expect(w.view().shareMessage).toEqual({ walkId: 3, text: "산책 기록 링크를 복사했어요." })
    expect(w.view().busyWalkId).toBeNull()
  })

  it("a failed picture is said and asked again on retry or on a tap; the post is written without it if it fails again", async () => {
    const w = await opened()
    await w.server.next("walkPicture").fail(500)
    await settle()
    const failed = w.view().picture!.load
    expect(failed.status).toBe("failed")
    if (failed.status === "failed") failed.retry()
    await w.server.next("walkPicture").fail(500)
    await settle()
    w.view().writeCertification(walk(w, 9))
    expect(w.view().picture!.load.status).toBe("loading")
    expect(w.certified).toEqual([])
    await w.server.next("walkPicture").fail(500)
    await settle()
    expect(w.certified.map((c) => [c.handOff.walkId, c.picture])).toEqual([[9, null]])
    // The share of a walk whose picture failed says so.
    w.view().share(walk(w, 9))
    await w.server.next("walkPicture").fail(500)
    await settle()
    expect(w.view().shareMessage).toEqual({ walkId: 9, text: "공유하지 못했어요. 잠시 후 다시 시도해주세요." })
  })

  it("a walk without a route is handed over at once, without a picture", async () => {
    const w = await opened()
    w.view().writeCertification(walk(w, 5))
    expect(w.certified.map((c) => [c.handOff.walkId, c.picture])).toEqual([[5, null]])
    expect(w.view().picture?.walkId).toBe(9)
  })
})

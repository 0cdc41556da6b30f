/** Marks on the way (소변, 대변, 물, issue 33): one tap, undo for a few seconds, through the route's outbox. */
import { describe, expect, it } from "vitest"
import { ROUTE_SEND_INTERVAL_MS } from "../domain/constants.ts"
import { memoryStorage } from "../ports.ts"
import { httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectWalk } from "./walk.connect.ts"
import { createWalkSessionStore } from "./walk.session.ts"
import { answerWalkCalls, fixAt, startWalking, startWalkingUnlocated, updateAnswer, type WalkWorld, walkWorlds } from "./walk.testkit.ts"
import { withMark } from "./walk.rules.ts"
import { MARK_UNDONE_NOTE_MS, MARK_UNDO_MS } from "./walk.types.ts"

const world = walkWorlds()

const view = (w: WalkWorld) => connectWalk(w.actor.getSnapshot(), w.actor.send)
const sentMarks = (w: WalkWorld) => w.server.calls("walkUpdate").flatMap((c) => (c.json.walkMarks ?? []) as Array<{ kind: string; recordTime: string }>)

describe("walk marks", () => {
  it("a tap marks the last position now; it can be undone for 5 s and is not sent before", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emit(fixAt(1))
    await settle()
    view(w).mark("PEE")
    expect(view(w).marks).toEqual([{ kind: "PEE", position: { lat: fixAt(1).lat, lng: fixAt(1).lng } }])
    expect(view(w).markCounts).toEqual({ PEE: 1, POO: 0, WATER: 0 })
    expect(view(w).undoableMark).toEqual({ kind: "PEE", message: "소변을 기록했어요", canUndo: true })
    view(w).undoMark()
    expect(view(w).marks).toEqual([])
    view(w).mark("POO")
    // (a tap in the instant of an undo is recorded a millisecond after it)
    w.clock.advance(MARK_UNDO_MS + 1)
    await settle()
    expect(view(w).undoableMark).toBeNull()
    view(w).undoMark()
    expect(view(w).markCounts.POO).toBe(1)
    expect(sentMarks(w)).toEqual([])
  })

  it("a walk started without location: a mark before the first fix is counted, not pinned nor sent, and the first fix places it", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalkingUnlocated(w)
    view(w).mark("PEE")
    expect(view(w).markCounts.PEE).toBe(1)
    expect(view(w).marks).toEqual([])
    // Past its undo time and a send's interval, it still waits: its place is not known.
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expect(sentMarks(w)).toEqual([])
    // Kept through a reload while it waits.
    const stored = createWalkSessionStore(w.storage).load()
    expect(stored?.walk.marks).toMatchObject([{ kind: "PEE", unplaced: true }])
    w.geo.emit(fixAt(1))
    await settle()
    expect(view(w).marks).toEqual([{ kind: "PEE", position: { lat: fixAt(1).lat, lng: fixAt(1).lng } }])
    w.geo.emit(fixAt(2))
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    const sent = w.server.calls("walkUpdate").flatMap((c) => (c.json.walkMarks ?? []) as Array<{ kind: string; location: { coordinates: number[] } }>)
    expect(sent.map((m) => [m.kind, m.location.coordinates])).toEqual([["PEE", [fixAt(1).lng, fixAt(1).lat]]])
  })

  it("a mark's time is within the walk, even tapped before the machine's clock moved on from the start's tap", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalkingUnlocated(w)
    const walk = w.actor.getSnapshot().context.walk!
    // The machine's clock still at the tap on '산책 시작', seconds before the server began the walk (a slow first fix).
    const marked = withMark(walk, "PEE", walk.startTime - walk.clockOffset - 6_600)
    expect(marked.marks![0]!.time).toBe(walk.startTime)
  })

  it("a walk without any fix that ends sends its waiting marks at the stand-in start (counted on the walk)", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalkingUnlocated(w)
    view(w).mark("WATER")
    w.actor.send({ type: "user.end" })
    await settle()
    expect(sentMarks(w).map((m) => m.kind)).toEqual(["WATER"])
  })

  it("an undo takes back the latest tap only, says so for a moment, and does not offer the tap before it", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emit(fixAt(1))
    await settle()
    view(w).mark("PEE")
    view(w).mark("POO")
    view(w).mark("WATER")
    expect(view(w).undoableMark).toEqual({ kind: "WATER", message: "물을 기록했어요", canUndo: true })
    view(w).undoMark()
    expect(view(w).markCounts).toEqual({ PEE: 1, POO: 1, WATER: 0 })
    // Not '대변을 기록했어요 / 되돌리기' (a second tap of the same button would undo the tap before).
    expect(view(w).undoableMark).toEqual({ kind: "WATER", message: "물 기록을 지웠어요", canUndo: false })
    view(w).undoMark()
    expect(view(w).markCounts.POO).toBe(1)
    w.clock.advance(MARK_UNDONE_NOTE_MS)
    await settle()
    expect(view(w).undoableMark).toBeNull()
    view(w).mark("WATER")
    expect(view(w).undoableMark).toEqual({ kind: "WATER", message: "물을 기록했어요", canUndo: true })
  })

  it("a mark past its undo time rides on the next route send, once; the answer marks it sent", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    view(w).mark("WATER")
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    for (let s = 41; s <= 42; s++) w.geo.emit(fixAt(s))
    await settle()
    w.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expect(sentMarks(w).map((m) => m.kind)).toEqual(["WATER"])
    expect(w.actor.getSnapshot().context.walk!.marks!.every((m) => m.sent)).toBe(true)
  })

  it("two quick taps of one button are two marks, each with its own time: both are sent and counted, and a tap after an undo can be undone", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    // Within one second of the walk's clock (it moves on the 1 s tick).
    view(w).mark("POO")
    view(w).mark("POO")
    expect(view(w).markCounts.POO).toBe(2)
    w.actor.send({ type: "user.end" })
    await settle()
    const sent = sentMarks(w)
    expect(sent.map((m) => m.kind)).toEqual(["POO", "POO"])
    // The server keeps one mark per walk, time and kind: the same time would store one of the two.
    expect(new Set(sent.map((m) => m.recordTime)).size).toBe(2)

    const again = world()
    answerWalkCalls(again)
    await startWalking(again)
    view(again).mark("PEE")
    view(again).undoMark()
    view(again).mark("PEE")
    expect(view(again).undoableMark).toEqual({ kind: "PEE", message: "소변을 기록했어요", canUndo: true })
  })

  it("ending sends every unsent mark, however young, before the end call", async () => {
    const w = world()
    answerWalkCalls(w)
    await startWalking(w)
    view(w).mark("PEE")
    view(w).mark("POO")
    w.actor.send({ type: "user.end" })
    await settle()
    expect(w.server.requests.map((r) => r.name)).toEqual(["walkStart", "walkUpdate", "walkEnd"])
    expect(sentMarks(w).map((m) => m.kind)).toEqual(["PEE", "POO"])
  })

  it("offline: marks wait with the points; a reload keeps them; they go when the network is back", async () => {
    const storage = memoryStorage()
    const w = world({ storage })
    answerWalkCalls(w)
    w.server.on("walkUpdate", () => networkDown())
    await startWalking(w)
    w.geo.emit(fixAt(1))
    await settle()
    view(w).mark("PEE")
    w.clock.advance(ROUTE_SEND_INTERVAL_MS + MARK_UNDO_MS)
    await settle()
    const saved = createWalkSessionStore(storage).load()
    expect(saved?.walk.marks?.map((m) => [m.kind, m.sent])).toEqual([["PEE", false]])

    w.actor.stop()
    const again = world({ storage, now: w.clock.now() })
    again.server.on("walkUpdate", () => ok(updateAnswer(12)))
    again.actor.start()
    await settle()
    again.clock.advance(ROUTE_SEND_INTERVAL_MS)
    await settle()
    expect(sentMarks(again).map((m) => m.kind)).toEqual(["PEE"])
    expect(again.actor.getSnapshot().context.walk!.marks!.map((m) => m.sent)).toEqual([true])
  })

  it("a mark the server refuses (400 naming it) is left out; the points are sent again", async () => {
    const w = world()
    answerWalkCalls(w)
    let calls = 0
    w.server.on("walkUpdate", (r) => {
      calls++
      if (r.json.walkMarks) return httpError(400, "body.walkMarks.0.recordTime: 2026-03-01T01:00:00.000Z is in the future")
      return ok(updateAnswer(10))
    })
    await startWalking(w)
    w.geo.emit(fixAt(1))
    view(w).mark("PEE")
    w.actor.send({ type: "user.end" })
    await settle()
    expect(calls).toBe(2)
    expect(w.actor.getSnapshot().context.walk).toBeNull()
    expect(w.server.calls("walkEnd")).toHaveLength(1)
  })
})

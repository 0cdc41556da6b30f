/**
 * The walk's view model hands the same objects while what they show is unchanged (issue 33:
 * smooth at hour two): the on-walk screen draws its parts with React.memo, so a tick must not
 * hand the map a new position or the mark buttons new counts and actions.
 */
import { afterEach, describe, expect, it } from "vitest"
import { settle } from "../testing/model.ts"
import { connectOnWalk, sameLiveCard, sameOnWalkScreen, walkLiveCard } from "./onWalk.connect.ts"
import { connectWalk, walkTrack, type WalkView } from "./walk.connect.ts"
import { answerWalkCalls, createWalkWorld, fixAt, startWalking, type WalkWorld } from "./walk.testkit.ts"

const worlds: WalkWorld[] = []
afterEach(() => {
  for (const w of worlds.splice(0)) w.actor.stop()
})

const view = (w: WalkWorld): WalkView => connectWalk(w.actor.getSnapshot(), w.actor.send)
/** A walk started (its start call answered) with one fix recorded. */
const walkingAfterOneFix = async (): Promise<WalkWorld> => {
  const w = createWalkWorld()
  worlds.push(w)
  answerWalkCalls(w)
  await startWalking(w)
  w.geo.emit(fixAt(1))
  await settle()
  return w
}
const STABLE_ON_A_FIX = ["marks", "markCounts", "mark", "undoMark", "end", "abandon", "discard", "dismissGap", "dismissRejected", "dismissNotice"] as const

describe("connectWalk's stable values", () => {
  it("a tick keeps the route, the position, the marks, their counts and the actions; a fix changes only the route and the position", async () => {
    const w = await walkingAfterOneFix()
    view(w).mark("PEE")
    const a = view(w)
    w.clock.advance(1000)
    await settle()
    const b = view(w)
    const liveOf = (v: WalkView) => connectOnWalk(v, null, () => {}).live
    expect(liveOf(b)!.elapsedSeconds).toBeGreaterThan(liveOf(a)!.elapsedSeconds)
    for (const key of ["route", "position", ...STABLE_ON_A_FIX] as const) expect(b[key], key).toBe(a[key])
    w.geo.emit(fixAt(2))
    await settle()
    const c = view(w)
    expect(c.route).not.toBe(b.route)
    expect(c.position).toEqual({ lat: fixAt(2).lat, lng: fixAt(2).lng })
    for (const key of STABLE_ON_A_FIX) expect(c[key], key).toBe(b[key])
    // A new mark: new marks and counts, the same actions.
    c.mark("WATER")
    const d = view(w)
    expect(d.markCounts).toEqual({ PEE: 1, POO: 0, WATER: 1 })
    expect(d.marks).not.toBe(c.marks)
    expect(d.mark).toBe(c.mark)
  })
})

describe("the on-walk screen's one offline notice", () => {
  it("says '오프라인' when the phone lost its network and '서버 연결 대기' when only the server cannot be reached, naming the kept points", async () => {
    const w = createWalkWorld()
    worlds.push(w)
    answerWalkCalls(w)
    await startWalking(w)
    w.geo.emit(fixAt(1))
    w.geo.emit(fixAt(2))
    await settle()
    const notice = (offline: "device" | "server" | null) => connectOnWalk(view(w), null, () => {}, offline).offlineNotice
    const kept = view(w).pendingPoints
    expect(kept).toBeGreaterThan(0)
    expect(notice(null)).toBeNull()
    expect(notice("device")).toBe(`오프라인 · 기록 ${kept}개 보관 중, 연결되면 보낼게요`)
    expect(notice("server")).toBe(`서버 연결 대기 · 기록 ${kept}개 보관 중, 연결되면 보낼게요`)
  })
})

describe("the on-walk screen is drawn only when what it shows changed (sameOnWalkScreen, walkTrack)", () => {
  const model = (w: WalkWorld) => connectOnWalk(view(w), null, () => {})

  it("a fix that moves the walker but no shown figure is the same screen; the track the map reads moves", async () => {
    const w = await walkingAfterOneFix()
    const a = model(w)
    const trackA = walkTrack(w.actor.getSnapshot())
    // The same track object while nothing moved (a tick).
    expect(walkTrack(w.actor.getSnapshot())).toBe(trackA)
    w.geo.emit(fixAt(2))
    await settle()
    const b = model(w)
    expect(b.route).not.toBe(a.route)
    expect(b.live!.distanceMetres).not.toBe(a.live!.distanceMetres)
    expect(sameLiveCard(a.live, b.live)).toBe(true)
    expect(sameOnWalkScreen(a, b)).toBe(true)
    const trackB = walkTrack(w.actor.getSnapshot())
    expect(trackB).not.toBe(trackA)
    expect(trackB).toEqual({ position: b.position, route: b.route })
  })

  it("a new distance or time is the live card's alone (walkLiveCard, sameLiveCard); a mark, a retried send or a notice is a new screen; a batch leaving is not", async () => {
    const w = await walkingAfterOneFix()
    const a = model(w)
    const cardA = walkLiveCard(w.actor.getSnapshot())
    // The card the screen's model holds, made once per snapshot.
    expect(cardA).toEqual(a.live)
    expect(walkLiveCard(w.actor.getSnapshot())).toBe(cardA)
    // 20 m on: the shown distance changes — the card draws again, not the screen.
    w.geo.emit(fixAt(18))
    await settle()
    const farther = model(w)
    const cardB = walkLiveCard(w.actor.getSnapshot())
    expect(cardB!.distanceLabel).not.toBe(cardA!.distanceLabel)
    expect(sameLiveCard(cardA, cardB)).toBe(false)
    expect(sameOnWalkScreen(a, farther)).toBe(true)
    w.clock.advance(1000)
    await settle()
    const later = model(w)
    const cardC = walkLiveCard(w.actor.getSnapshot())
    expect(cardC!.elapsedLabel).not.toBe(cardB!.elapsedLabel)
    expect(sameLiveCard(cardB, cardC)).toBe(false)
    expect(sameOnWalkScreen(farther, later)).toBe(true)
    // A card whose figures moved but whose labels did not shows the same.
    expect(sameLiveCard(cardC, { ...cardC!, distanceMetres: cardC!.distanceMetres + 1 })).toBe(true)
    later.onMark("PEE")
    const marked = model(w)
    expect(sameOnWalkScreen(later, marked)).toBe(false)
    // What a batch leaving changes shows nothing; a retried one warns.
    expect(sameOnWalkScreen(marked, { ...marked, sendStatus: "sending", pendingPoints: 0 })).toBe(true)
    expect(sameOnWalkScreen(marked, { ...marked, sendStatus: "retrying", retrying: true })).toBe(false)
    expect(sameOnWalkScreen(marked, { ...marked, gapNotice: "끊긴 구간" })).toBe(false)
    expect(sameOnWalkScreen(marked, { ...marked, walkOver: { title: "끝", message: "", actionLabel: "확인" } })).toBe(false)
    // A new object that says the same (the walk-over dialog's fields) is the same screen.
    const over = { ...marked, walkOver: { title: "끝", message: "m", actionLabel: "확인" } }
    expect(sameOnWalkScreen(over, { ...over, walkOver: { ...over.walkOver } })).toBe(true)
  })
})

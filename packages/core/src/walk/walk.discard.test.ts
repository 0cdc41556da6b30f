/** A short walk the member chooses not to keep (issue 33): discarded on the server, no trace on the device. */
import { afterEach, describe, expect, it } from "vitest"
import { httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectOnWalk } from "./onWalk.connect.ts"
import { connectWalk } from "./walk.connect.ts"
import { answerWalkCalls, createWalkWorld, fixAt, startWalking, type WalkWorld } from "./walk.testkit.ts"
import { isShortWalk, WALK_COPY, WALK_STORAGE_KEY, type WalkEvent } from "./walk.types.ts"

/** Where ending a walk lands: the summary opened on that walk ('산책 완료'). */
const SUMMARY_OF_ENDED_WALK = expect.stringMatching(/^\/walk\/summary\?walk=\d+&date=\d{4}-\d{2}-\d{2}$/)

const worlds: WalkWorld[] = []
const world = (): WalkWorld => {
  const w = createWalkWorld()
  worlds.push(w)
  return w
}
afterEach(() => {
  for (const w of worlds.splice(0)) w.actor.stop()
})

const startShortWalk = async (w: WalkWorld): Promise<void> => {
  await startWalking(w)
  expect(w.actor.getSnapshot().matches("session")).toBe(true)
}

describe("short walks", () => {
  it("a walk under 50 m or under 1 minute is short", () => {
    expect(isShortWalk(49.9, 600)).toBe(true)
    expect(isShortWalk(500, 59)).toBe(true)
    expect(isShortWalk(50, 60)).toBe(false)
  })

  it("ending a short walk asks '기록하지 않을까요?'; a long one asks the usual question", async () => {
    const w = world()
    // The server measures what it was sent: 1.2 m a second.
    answerWalkCalls(w, { distance: () => 144 })
    await startShortWalk(w)
    let confirm: Parameters<typeof connectOnWalk>[1] = null
    const model = () => connectOnWalk(connectWalk(w.actor.getSnapshot(), w.actor.send), confirm, (c) => (confirm = c))
    expect(model().confirm).toBeNull()
    model().onRequestEnd()
    expect(confirm).toBe("short")
    model().onCancelConfirm()
    expect(confirm).toBeNull()
    // 2 minutes at 1.2 m/s: 144 m in 120 s.
    for (let s = 1; s <= 120; s++) w.geo.emit(fixAt(s))
    w.clock.advance(121_000)
    await settle()
    model().onRequestEnd()
    expect(confirm).toBe("end")
  })

  it("'기록하지 않기' discards the walk on the server, forgets it here and goes back to /walk; nothing is ended", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkDiscard", (r) => ok({ walkId: r.json.walkId }))
    await startShortWalk(w)
    for (let s = 1; s <= 5; s++) w.geo.emit(fixAt(s))
    await settle()
    let confirm: Parameters<typeof connectOnWalk>[1] = "short"
    connectOnWalk(connectWalk(w.actor.getSnapshot(), w.actor.send), confirm, (c) => (confirm = c)).onDiscard()
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).isDiscarding).toBe(true)
    await settle()
    expect(w.server.requests.map((r) => r.name)).toEqual(["walkStart", "walkDiscard"])
    expect(w.server.calls("walkDiscard")[0]!.json).toEqual({ memberId: 0, walkId: 7 })
    expect(w.actor.getSnapshot().value).toBe("idle")
    expect(w.actor.getSnapshot().context.walk).toBeNull()
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.geo.activeWatches).toBe(0)
    expect(w.navigations).toEqual(["/walk"])
  })

  it("'기록하기' keeps the short walk: it ends as any other", async () => {
    const w = world()
    answerWalkCalls(w)
    await startShortWalk(w)
    let confirm: Parameters<typeof connectOnWalk>[1] = "short"
    connectOnWalk(connectWalk(w.actor.getSnapshot(), w.actor.send), confirm, (c) => (confirm = c)).onConfirm()
    await settle()
    expect(w.server.requests.map((r) => r.name)).toEqual(["walkStart", "walkEnd"])
    expect(w.navigations).toEqual([SUMMARY_OF_ENDED_WALK])
  })

  it("a failed discard walks on with an alert and keeps every point", async () => {
    const w = world()
    answerWalkCalls(w)
    w.server.on("walkDiscard", () => networkDown())
    await startShortWalk(w)
    for (let s = 1; s <= 3; s++) w.geo.emit(fixAt(s))
    await settle()
    w.actor.send({ type: "user.discard" } satisfies WalkEvent)
    await settle()
    const view = connectWalk(w.actor.getSnapshot(), w.actor.send)
    expect(view.phase).toBe("walking")
    expect(view.alert).toBe(WALK_COPY.discardFailed)
    expect(w.actor.getSnapshot().context.walk!.track).toHaveLength(3)
    expect(w.storage.getItem(WALK_STORAGE_KEY)).not.toBeNull()
  })

  it("a discard whose answer was lost: sent again, the server has no such walk (404), so it is gone: back to /walk quietly", async () => {
    const w = world()
    answerWalkCalls(w)
    let discards = 0
    // The first discard deleted the walk, but its answer never came; the second finds nothing.
    w.server.on("walkDiscard", () => (++discards === 1 ? networkDown() : httpError(404, "산책을 찾을 수 없어요.")))
    await startShortWalk(w)
    for (let s = 1; s <= 3; s++) w.geo.emit(fixAt(s))
    await settle()
    w.actor.send({ type: "user.discard" } satisfies WalkEvent)
    await settle()
    expect(connectWalk(w.actor.getSnapshot(), w.actor.send).alert).toBe(WALK_COPY.discardFailed)
    w.actor.send({ type: "user.dismissAlert" } satisfies WalkEvent)
    w.actor.send({ type: "user.discard" } satisfies WalkEvent)
    await settle()
    const view = connectWalk(w.actor.getSnapshot(), w.actor.send)
    expect(view.notice).toBeNull()
    expect(view.alert).toBeNull()
    expect(w.actor.getSnapshot().context.walk).toBeNull()
    expect(w.storage.getItem(WALK_STORAGE_KEY)).toBeNull()
    expect(w.geo.activeWatches).toBe(0)
    expect(w.navigations).toEqual(["/walk"])
  })
})

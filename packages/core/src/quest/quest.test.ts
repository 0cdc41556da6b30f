import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { walkOn } from "../calendar/calendar.testkit.ts"
import { QUESTS, walkQuestProgress } from "../domain/quests.ts"
import { walkedTodayMachine } from "../resource/resource.loads.ts"
import { createFakeApi, httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { provideQuestMachine } from "./quest.actors.ts"
import { connectQuest, connectWalkedToday } from "./quest.connect.ts"
import { questsWith } from "./quest.testkit.ts"
import { QUEST_COPY } from "./quest.types.ts"

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const questScreen = () => {
  const server = createFakeApi()
  const navigations: string[] = []
  const actor = createActor(provideQuestMachine({ api: server.api, navigate: (path) => navigations.push(path) }))
  stops.push(() => actor.stop())
  return { server, actor, navigations, view: () => connectQuest(actor.getSnapshot(), actor.send) }
}

describe("quest list (§4 Quest)", () => {
  it("shows each quest with its button: go, get points or done; progress and points of the day", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, true], [true, false], [false, false])))
    q.actor.start()
    expect(q.view()).toMatchObject({ load: { status: "loading" }, quests: [] })
    await settle()
    const v = q.view()
    expect(v.status).toBe("ready")
    expect(v.quests.map((x) => [x.questId, x.action, x.label, x.disabled])).toEqual([
      [1, "done", "완료", true],
      [2, "claim", "포인트 받기", false],
      [3, "go", "바로가기", false]
    ])
    expect(v.quests.map((x) => x.icon)).toEqual(["calendar", "paw", "camera"])
    expect(v.quests[1]!.pointLabel).toBe(`+${QUESTS[1]!.point}P`)
    const total = QUESTS.reduce((s, x) => s + x.point, 0)
    expect(v.progress).toEqual({ done: 2, total: 3, label: "2/3 완료" })
    expect(v.points).toEqual({ total, claimed: QUESTS[0]!.point, claimable: QUESTS[1]!.point, label: `${QUESTS[0]!.point}P / ${total}P 받음` })
  })

  it("a quest claimed whose reason is gone since (the certification post deleted) stays done, on its card and in the progress", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, true], [true, true], [false, true])))
    q.actor.start()
    await settle()
    const v = q.view()
    expect(v.quests.map((x) => x.action)).toEqual(["done", "done", "done"])
    expect(v.progress).toEqual({ done: 3, total: 3, label: "3/3 완료" })
  })

  it("'go' on the walk quest goes to /walk and on the post quest to /post/1; nothing for a claimable or done quest", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, true], [false, false], [false, false])))
    q.actor.start()
    await settle()
    q.view().quests[1]!.onAction()
    q.view().quests[2]!.onAction()
    q.view().go(1)
    expect(q.navigations).toEqual(["/walk", "/post/1"])
  })

  it("'get points' claims, shows 'done' at once and loads the list again from the server", async () => {
    const q = questScreen()
    let claimed = false
    q.server.on("quests", () => ok(questsWith([true, claimed], [false, false], [false, false])))
    q.actor.start()
    await settle()
    q.view().quests[0]!.onAction()
    expect(q.view().quests[0]).toMatchObject({ action: "claiming", label: QUEST_COPY.claiming, disabled: true })
    expect(q.view().quests[2]!.disabled).toBe(true) // one claim at a time
    claimed = true
    q.server.next("claimQuest").respond({ ...questsWith([true, true], [false, false], [false, false])[0]! })
    await settle()
    expect(q.server.calls("claimQuest")[0]!.query.get("questId")).toBe("1")
    expect(q.server.calls("claimQuest")[0]!.query.get("memberId")).toBe("0")
    expect(q.server.calls("quests")).toHaveLength(2)
    expect(q.view()).toMatchObject({ status: "ready", claimError: null })
    expect(q.view().quests[0]).toMatchObject({ action: "done", label: "완료", disabled: true })
  })

  it("while the list reloads after a claim the claimed quest already shows 'done' and the list stays", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, false], [true, false], [false, false])))
    q.server.on("claimQuest", () => ok(questsWith([true, true], [true, false], [false, false])[0]!))
    q.actor.start()
    await settle()
    q.server.on("quests", () => undefined)
    q.view().claim(1)
    await settle()
    expect(q.view()).toMatchObject({ load: { status: "ready", reloading: true } })
    expect(q.view().quests.map((x) => x.action)).toEqual(["done", "claim", "go"])
  })

  it("a claim that got no answer says its outcome is unknown and keeps the list; it can be dismissed", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, false], [false, false], [false, false])))
    q.server.on("claimQuest", () => networkDown())
    q.actor.start()
    await settle()
    q.view().claim(1)
    await settle()
    expect(q.view()).toMatchObject({ status: "ready", claimError: QUEST_COPY.claimUnknown })
    expect(q.view().quests).toHaveLength(3)
    expect(q.server.calls("quests")).toHaveLength(1)
    q.view().dismissError()
    expect(q.view().claimError).toBeNull()
  })

  it("a 409 shows the server's Korean message and loads the list again (it was out of date)", async () => {
    const q = questScreen()
    let reward = false
    q.server.on("quests", () => ok(questsWith([true, reward], [false, false], [false, false])))
    q.server.on("claimQuest", () => httpError(409, "이미 보상을 받은 퀘스트예요."))
    q.actor.start()
    await settle()
    reward = true
    q.view().claim(1)
    await settle()
    expect(q.view()).toMatchObject({ status: "ready", claimError: "이미 보상을 받은 퀘스트예요." })
    expect(q.view().quests[0]!.action).toBe("done")
  })

  it("a 500 on the claim says the outcome is unknown (not the server's English); a 400 the general message", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, false], [false, false], [false, false])))
    q.server.on("claimQuest", () => httpError(500, "Internal server error"))
    q.actor.start()
    await settle()
    q.view().claim(1)
    await settle()
    expect(q.view().claimError).toBe(QUEST_COPY.claimUnknown)
    q.server.on("claimQuest", () => httpError(400, "Bad questId"))
    q.view().claim(1)
    await settle()
    expect(q.view().claimError).toBe(QUEST_COPY.claimFailed)
  })

  it("a claim again after one that got no answer, called already claimed (409), was that claim: no error, the quest done", async () => {
    const q = questScreen()
    let reward = false
    q.server.on("quests", () => ok(questsWith([true, reward], [false, false], [false, false])))
    q.server.on("claimQuest", () => {
      reward = true // paid, but the answer is lost
      return networkDown()
    })
    q.actor.start()
    await settle()
    q.view().claim(1)
    await settle()
    expect(q.view().claimError).toBe(QUEST_COPY.claimUnknown)
    q.server.on("claimQuest", () => httpError(409, "이미 보상을 받은 퀘스트예요."))
    q.view().claim(1)
    await settle()
    expect(q.view().claimError).toBeNull()
    expect(q.view().quests[0]!.action).toBe("done")
  })

  it("a quest that is not completed cannot be claimed, and a done one cannot be claimed again", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, true], [false, false], [false, false])))
    q.actor.start()
    await settle()
    q.view().claim(1)
    q.view().claim(2)
    q.view().claim(99)
    await settle()
    expect(q.server.calls("claimQuest")).toHaveLength(0)
  })

  it("when every reward is claimed the list is all done", async () => {
    const q = questScreen()
    q.server.on("quests", () => ok(questsWith([true, true], [true, true], [true, true])))
    q.actor.start()
    await settle()
    expect(q.view()).toMatchObject({ status: "allDone", allDone: true, progress: { done: 3, total: 3, label: "3/3 완료" } })
    expect(q.view().points.claimable).toBe(0)
  })

  it("a failed load shows a message with a retry", async () => {
    const q = questScreen()
    let fail = true
    q.server.on("quests", () => (fail ? httpError(500) : ok(questsWith([true, false], [false, false], [false, false]))))
    q.actor.start()
    await settle()
    expect(q.view()).toMatchObject({ load: { status: "failed" }, quests: [] })
    fail = false
    q.view().retry()
    await settle()
    expect(q.view()).toMatchObject({ status: "ready", load: { status: "ready" } })
    expect(q.view().quests).toHaveLength(3)
  })

  it("a reload asks the server again (the screen came back after a walk)", async () => {
    const q = questScreen()
    let walked = false
    q.server.on("quests", () => ok(questsWith([true, false], [walked, false], [false, false])))
    q.actor.start()
    await settle()
    expect(q.view().quests[1]!.action).toBe("go")
    walked = true
    q.view().reload()
    await settle()
    expect(q.view().quests[1]!.action).toBe("claim")
  })
})

describe("the walk quest's progress", () => {
  it("is today's ended walks together (Asia/Seoul), at most the goal; a walk in progress does not count yet", async () => {
    const server = createFakeApi()
    server.on("walkDaily", () =>
      ok({
        walks: [walkOn("2026-02-28T22:00:00Z", 1, 120), walkOn("2026-02-28T23:00:00Z", 2, 84), { ...walkOn("2026-03-01T01:00:00Z", 3, 500), isWalking: true }]
      })
    )
    const actor = createActor(
      walkedTodayMachine(server.api, () => new Date("2026-03-01T02:00:00Z")),
      { input: { input: undefined } }
    )
    stops.push(() => actor.stop())
    actor.start()
    expect(connectWalkedToday(actor.getSnapshot())).toBeNull()
    await settle()
    expect(server.calls("walkDaily")[0]!.json).toEqual({ memberId: 0, year: 2026, month: 3, day: 1 })
    expect(connectWalkedToday(actor.getSnapshot())).toBe("0.20 / 0.30 km")
    expect(walkQuestProgress(1234)).toBe("0.30 / 0.30 km")
    expect(walkQuestProgress(0)).toBe("0.00 / 0.30 km")
  })
})

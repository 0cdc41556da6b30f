import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { walkOn } from "../calendar/calendar.testkit.ts"
import { MESSAGES } from "../domain/messages.ts"
import { createFakeApi, httpError, networkDown, ok } from "../testing/fakeApi.ts"
import { createFakeGeolocation, TestClock } from "../testing/fakes.ts"
import { settle } from "../testing/model.ts"
import { provideHomeMachine } from "./home.actors.ts"
import { connectHome, homeToday, questShortcuts, REGISTER_PROFILE_TODAY, todayHeadline } from "./home.connect.ts"

/** 2026-03-01 08:00 KST. */
const NOW = Date.UTC(2026, 1, 28, 23, 0)
const KONG = { petId: 1, name: "콩이", profileImageUrl: null }

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const home = (token: string | null = "t") => {
  const server = createFakeApi({ token })
  const gps = createFakeGeolocation()
  const clock = new TestClock()
  const actor = createActor(provideHomeMachine({ api: server.api, geolocation: gps.port }), { input: { now: NOW, signedIn: token !== null }, clock })
  stops.push(() => actor.stop())
  return { server, gps, clock, actor, view: () => connectHome(actor.getSnapshot(), actor.send) }
}

describe("home walk prompt (§4 Home)", () => {
  it("a member with a walk today sees today's summary", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => ok({ walks: [walkOn("2026-02-28T22:00:00Z")] }))
    h.actor.start()
    expect(h.view().todayBlock.status).toBe("loading")
    await settle()
    expect(h.server.calls("walkDaily")[0]!.json).toEqual({ memberId: 0, year: 2026, month: 3, day: 1 })
    expect(h.view()).toMatchObject({ isLoggedIn: true, prompt: "todaySummary", today: { count: 1, distanceLabel: "1.23 km" } })
  })

  it("a walk in progress is named as such, not counted as a walk done ('오늘 2번째 산책 중이에요')", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    const walking = { ...walkOn("2026-02-28T23:30:00Z", 2, 300, 600), isWalking: true }
    h.server.on("walkDaily", () => ok({ walks: [walkOn("2026-02-28T22:00:00Z"), walking] }))
    h.actor.start()
    await settle()
    const block = h.view().todayBlock
    expect(block).toMatchObject({ status: "ready", data: { kind: "todaySummary", headline: "오늘 2번째 산책 중이에요", totals: { count: 2 } } })
    expect(todayHeadline([walkOn("2026-02-28T22:00:00Z"), { ...walking, isWalking: false }])).toBe("오늘 2번 산책했어요")
  })

  it("a member without a walk today sees '오늘 아직 산책을 안했어요 :('", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => ok({ walks: [] }))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ prompt: "noWalkToday", promptMessage: MESSAGES.emptyWalkToday, today: null })
  })

  it("a member signed in without a profile yet is asked to make one, whatever the home's loads say (homeToday)", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => ok({ walks: [] }))
    h.actor.start()
    await settle()
    const own = h.view().todayBlock
    expect(homeToday(own, false)).toBe(own)
    expect(homeToday(own, true)).toEqual({ status: "ready", data: { kind: "registerProfile" }, reloading: false })
    expect(homeToday({ status: "loading" }, true)).toBe(REGISTER_PROFILE_TODAY)
  })

  it("a member without dogs is asked to register one (no walk call)", async () => {
    const h = home()
    h.server.on("myPets", () => ok([]))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ isLoggedIn: true, prompt: "registerDog", promptMessage: MESSAGES.emptyDogs })
    expect(h.server.calls("walkDaily")).toHaveLength(0)
  })

  it("without a token it is a visitor and calls nothing (no 401 in the console)", async () => {
    const h = home(null)
    h.actor.start()
    await settle()
    h.clock.advance(2000)
    await settle()
    expect(h.view()).toMatchObject({ isVisitor: true, isLoggedIn: false, prompt: null, quests: null, posts: null, hotPlaces: null })
    expect(h.server.requests).toHaveLength(0)
  })

  it("a 401 on the pets call (a stale token) means a visitor", async () => {
    const h = home()
    h.server.on("myPets", () => httpError(401, "Unauthorized"))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ isVisitor: true, isLoggedIn: false, prompt: null, quests: null, posts: null })
  })

  it("after signing in, a reload shows the member's prompt", async () => {
    const h = home()
    h.server.on("myPets", () => httpError(401))
    h.actor.start()
    await settle()
    h.server.on("myPets", () => ok([]))
    h.view().reload()
    await settle()
    expect(h.view().prompt).toBe("registerDog")
  })

  it("other failures leave the prompt empty and can be retried", async () => {
    const h = home()
    let fail = true
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => (fail ? httpError(500) : ok({ walks: [] })))
    h.actor.start()
    await settle()
    expect(h.view()).toMatchObject({ failed: true, prompt: null, isLoggedIn: true })
    fail = false
    h.view().retry()
    await settle()
    expect(h.view().prompt).toBe("noWalkToday")
  })
})

describe("home hot places (§4 Home, §9 1 s delay)", () => {
  const SPOT = { lat: 37.57, lng: 127.0 }

  it("a member's hot places load 1 s after the pets call, around the device", async () => {
    const h = home()
    h.gps.autoCurrent = { lat: 37.5, lng: 127.01, accuracy: 5, time: NOW }
    h.server.on("myPets", () => ok([]))
    h.server.on("walkHotplace", () => ok([SPOT]))
    h.actor.start()
    await settle()
    expect(h.view().hotPlaces?.found.status).toBe("loading")
    h.clock.advance(999)
    await settle()
    expect(h.server.calls("walkHotplace")).toHaveLength(0)
    h.clock.advance(1)
    await settle()
    expect(h.server.calls("walkHotplace")[0]!.json).toEqual({ latitude: 37.5, longitude: 127.01 })
    expect(h.view().hotPlaces).toMatchObject({
      center: { lat: 37.5, lng: 127.01 },
      position: { lat: 37.5, lng: 127.01 },
      found: { status: "ready", data: [SPOT] }
    })
  })

  it("without a fix they load around the default centre; none found is empty", async () => {
    const h = home()
    h.gps.autoCurrent = "denied"
    h.server.on("myPets", () => ok([]))
    h.server.on("walkHotplace", () => ok([]))
    h.actor.start()
    await settle()
    h.clock.advance(1000)
    await settle()
    expect(h.view().hotPlaces).toMatchObject({ position: null, found: { status: "empty" } })
  })

  it("a visitor loads none; a failed load is failed and can be retried", async () => {
    const v = home(null)
    v.actor.start()
    await settle()
    v.clock.advance(2000)
    await settle()
    expect(v.view().hotPlaces).toBeNull()
    expect(v.server.calls("walkHotplace")).toHaveLength(0)

    const h = home()
    h.gps.autoCurrent = "denied"
    let fail = true
    h.server.on("myPets", () => ok([]))
    h.server.on("walkHotplace", () => (fail ? httpError(500) : ok([SPOT])))
    h.actor.start()
    await settle()
    h.clock.advance(1000)
    await settle()
    const found = h.view().hotPlaces!.found
    expect(found.status).toBe("failed")
    fail = false
    if (found.status === "failed") found.retry()
    await settle()
    expect(h.view().hotPlaces?.found).toMatchObject({ status: "ready", data: [SPOT] })
  })

  it("offline (the pets call fails) the hot places fail with it instead of waiting for a member forever; retried, they load", async () => {
    const h = home()
    h.gps.autoCurrent = "denied"
    h.server.on("myPets", () => networkDown())
    h.server.on("walkHotplace", () => ok([SPOT]))
    h.actor.start()
    await settle()
    h.clock.advance(5000)
    await settle()
    const found = h.view().hotPlaces!.found
    expect(found.status).toBe("failed")
    if (found.status === "failed") found.retry()
    await settle()
    expect(h.view().hotPlaces?.found).toMatchObject({ status: "ready", data: [SPOT] })
  })
})

describe("home quests and latest posts (§2 /, issue 7)", () => {
  const POST = {
    boardId: 1,
    postId: 7,
    title: "오늘도 산책 완료",
    contents: "좋은 날",
    nickname: "콩이맘",
    profileImageUrl: null,
    img: null,
    imgList: ["/uploads/a.jpg"],
    createdAt: new Date(NOW),
    updatedAt: new Date(NOW),
    likesCount: 2,
    commentsCount: 1,
    isLiked: false,
    boardType: "산책 인증"
  }
  const QUESTS = [
    { questId: 1, questName: "오늘의 출석 체크", questPoint: 10, completed: true, reward: true },
    { questId: 2, questName: "오늘 300m 이상 산책하기", questPoint: 50, completed: true, reward: false },
    { questId: 3, questName: "산책 인증 글 올리기", questPoint: 30, completed: false, reward: false }
  ]

  it("a member's quests (which records the check-in) and the 3 latest walk posts load at once, in parallel with the pets", async () => {
    const h = home()
    h.server.on("myPets", () => ok([KONG]))
    h.server.on("walkDaily", () => ok({ walks: [] }))
    h.server.on("quests", () => ok(QUESTS))
    h.server.on("posts", () => ok([POST]))
    h.actor.start()
    expect(h.server.calls("quests")).toHaveLength(1)
    expect(h.server.calls("posts")).toHaveLength(1)
    await settle()
    expect(h.server.calls("posts")[0]!.url).toContain("/api/post/board/1?page=0&size=3")
    expect(h.view().quests).toEqual({
      status: "ready",
      reloading: false,
      data: {
        progressLabel: "2/3",
        allDone: false,
        quest: { tone: "claimable", label: "포인트 받기" },
        walk: { tone: "claimable", label: "포인트 받기" },
        write: null
      }
    })
    expect(h.view().posts).toMatchObject({ status: "ready", data: [{ postId: 7, href: "/post/1/7", img: "/uploads/a.jpg", title: "오늘도 산책 완료" }] })
  })

  it("a quest claimed whose reason is gone since (the certification post deleted) still counts and shows '완료'", () => {
    const quests = QUESTS.map((q) => ({ ...q, completed: q.questId !== 3, reward: true }))
    expect(questShortcuts(quests)).toMatchObject({ progressLabel: "3/3", allDone: true, write: { tone: "done", label: "완료" } })
  })

  it("claimed quests show '완료'; no posts is empty; failures retry their own call", async () => {
    const h = home()
    let fail = true
    h.server.on("myPets", () => ok([]))
    h.server.on("quests", () => (fail ? httpError(500) : ok(QUESTS.map((q) => ({ ...q, completed: true, reward: true })))))
    h.server.on("posts", () => (fail ? httpError(500) : ok([])))
    h.actor.start()
    await settle()
    const quests = h.view().quests!
    const posts = h.view().posts!
    expect(quests.status).toBe("failed")
    expect(posts.status).toBe("failed")
    fail = false
    if (quests.status === "failed") quests.retry()
    if (posts.status === "failed") posts.retry()
    await settle()
    expect(h.view().quests).toMatchObject({
      status: "ready",
      data: { allDone: true, quest: { label: "완료" }, walk: { tone: "done" }, write: { tone: "done" } }
    })
    expect(h.view().posts).toEqual({ status: "empty" })
  })
})

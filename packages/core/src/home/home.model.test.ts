/** Model-based test of the home prompt over the real client and a fake server. */
import { createActor } from "xstate"
import { HttpError } from "../api/errors.ts"
import { walkOn } from "../calendar/calendar.testkit.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { createFakeGeolocation, TestClock } from "../testing/fakes.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { provideHomeMachine } from "./home.actors.ts"
import { homeMachine } from "./home.machine.ts"

const KONG = { petId: 1, name: "콩이", profileImageUrl: null }
const QUESTS_TODAY = [{ questId: 1, questName: "오늘의 출석 체크", questPoint: 10, completed: true, reward: false }]
const POST = {
  boardId: 1,
  postId: 7,
  title: "산책 완료",
  contents: "좋은 날",
  nickname: "콩이맘",
  profileImageUrl: null,
  img: null,
  imgList: [],
  createdAt: new Date("2026-02-28T22:00:00.000Z"),
  updatedAt: new Date("2026-02-28T22:00:00.000Z"),
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  boardType: "산책 인증",
  comments: []
}

modelSuite(
  "home",
  {
    machine: homeMachine,
    inputs: [
      { now: Date.UTC(2026, 1, 28, 23, 0), signedIn: true },
      { now: Date.UTC(2026, 1, 28, 23, 0), signedIn: false }
    ],
    events: () => [
      { type: "xstate.done.actor.loadPets", output: [KONG] },
      { type: "xstate.done.actor.loadPets", output: [] },
      { type: "xstate.error.actor.loadPets", error: new HttpError("myPets", 401, "Unauthorized") },
      { type: "xstate.error.actor.loadPets", error: new HttpError("myPets", 500, "boom") },
      { type: "xstate.done.actor.loadToday", output: { walks: [walkOn("2026-02-28T22:00:00Z")] } },
      { type: "xstate.error.actor.loadToday", error: new HttpError("walkDaily", 500, "boom") },
      { type: "xstate.done.actor.loadHotPlaces", output: { center: { lat: 37.5, lng: 127 }, position: null, data: [{ lat: 37.5, lng: 127 }] } },
      { type: "xstate.error.actor.loadHotPlaces", error: new HttpError("walkHotplace", 500, "boom") },
      { type: "xstate.done.actor.loadQuests", output: QUESTS_TODAY },
      { type: "xstate.error.actor.loadQuests", error: new HttpError("quests", 500, "boom") },
      { type: "xstate.done.actor.loadPosts", output: [POST] },
      { type: "xstate.done.actor.loadPosts", output: [] },
      { type: "xstate.error.actor.loadPosts", error: new HttpError("posts", 500, "boom") }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        pets: s.context.pets?.length ?? null,
        walks: s.context.todayWalks?.length ?? null,
        hot: s.context.hotPlaces?.data.length ?? null,
        quests: s.context.quests?.length ?? null,
        posts: s.context.posts?.length ?? null
      })
  },
  {
    start(input, inspect) {
      const server = createFakeApi({ token: input.signedIn ? "t" : null })
      const gps = createFakeGeolocation()
      gps.autoCurrent = "denied"
      const clock = new TestClock()
      const actor = createActor(provideHomeMachine({ api: server.api, geolocation: gps.port }), { input, inspect, clock }).start()
      return {
        actor,
        perform(event) {
          const e = event as { type: string; output?: any; error?: HttpError }
          switch (e.type) {
            case "xstate.done.actor.loadPets":
              return server.next("myPets").respond(e.output)
            case "xstate.error.actor.loadPets":
              return server.next("myPets").fail(e.error!.status, e.error!.message)
            case "xstate.done.actor.loadToday":
              return server.next("walkDaily").respond(e.output)
            case "xstate.error.actor.loadToday":
              return server.next("walkDaily").fail(500)
            case "xstate.done.actor.loadHotPlaces":
              return server.next("walkHotplace").respond(e.output.data)
            case "xstate.error.actor.loadHotPlaces":
              return server.next("walkHotplace").fail(500)
            case "xstate.done.actor.loadQuests":
              return server.next("quests").respond(e.output)
            case "xstate.error.actor.loadQuests":
              return server.next("quests").fail(500)
            case "xstate.done.actor.loadPosts":
              return server.next("posts").respond(e.output)
            case "xstate.error.actor.loadPosts":
              return server.next("posts").fail(500)
            default:
              if (e.type.startsWith("xstate.after.")) return fireDelayed(actor, clock, e.type)
              return actor.send(event)
          }
        }
      }
    }
  }
)

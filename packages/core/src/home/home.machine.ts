/**
 * The home screen's walk prompt (§4 Home): a successful pets call means logged in; then one of
 * three prompts — today's summary, "no walk yet" (`MESSAGES.emptyWalkToday`), or "register a
 * dog" when there are no pets. A 401 on the pets call means a visitor.
 *
 * ```
 * loadingPets ─┬─ no pets ──> noDogs
 *              ├─ pets ─────> loadingToday ─> ready | todayFailed
 *              ├─ 401 ──────> visitor
 *              └─ error ────> failed
 * user.reload (any state) ─> loadingPets
 * ```
 *
 * A second region loads the hot places once the pets call said "member" (visitors see none):
 *
 * ```
 * unknown ─(member)─> waiting ─(1 s, §9)─> loading ─┬─> ready
 *                                                   └─> failed ─user.retryHotPlaces─> loading
 * ```
 * Without a stored token (input `signedIn: false`) nothing is called at all: the prompt goes
 * straight to `visitor` (no 401 in the console) and no other region loads.
 *
 * Two more regions load for a signed-in member at once, in parallel with the pets call:
 *
 * ```
 * quests: idle ─(signedIn)─> loading ─┬─> ready                       GET /api/quests — this also
 *                                     └─> failed ─user.retryQuests─>  records today's check-in (quest 1)
 * posts:  idle ─(signedIn)─> loading ─┬─> ready | empty               the 3 latest walk-certification
 *                                     └─> failed ─user.retryPosts─>   posts (§9: board 1, page 0, size 3)
 * user.reload (any state) ─> each region starts again
 * ```
 * Opening home thus completes the daily check-in, like opening `/quest` (both load the list).
 * The screen decides nothing: not when to load, nor what a failure means.
 */
import { assign, fromPromise, setup, stateIn } from "xstate"
import { isHttpStatus } from "../api/errors.ts"
import { HOTPLACE_MARKER_DELAY_MS } from "../domain/constants.ts"
import { seoulDateParts } from "../domain/format.ts"
import type { LocatedData } from "../location/location.ts"
import type { LatLng } from "../schema/common.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { DailyWalks } from "../schema/walk.ts"
import type { Post } from "../schema/community.ts"
import type { Quest } from "../schema/quest.ts"
import type { HomeContext, HomeEvent, HomeInput, LoadTodayInput } from "./home.types.ts"

const missing = (name: string) => new Error(`home: '${name}' is not provided; use homeMachine.provide(createHomeImplementations(ports))`)

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as HomeInput
  },
  actors: {
    loadPets: fromPromise<ReadonlyArray<PetSummary>, void>(async () => {
      throw missing("loadPets")
    }),
    loadToday: fromPromise<DailyWalks, LoadTodayInput>(async () => {
      throw missing("loadToday")
    }),
    /** Locates the device, then loads the hot places around it (or around the default centre). */
    loadHotPlaces: fromPromise<LocatedData<ReadonlyArray<LatLng>>, void>(async () => {
      throw missing("loadHotPlaces")
    }),
    /** Today's quests (`GET /api/quests`, which records the check-in). */
    loadQuests: fromPromise<ReadonlyArray<Quest>, void>(async () => {
      throw missing("loadQuests")
    }),
    /** The latest walk-certification posts (`HOME_LATEST_POSTS`). */
    loadPosts: fromPromise<ReadonlyArray<Post>, void>(async () => {
      throw missing("loadPosts")
    })
  },
  actions: {
    setPets: assign((_, pets: ReadonlyArray<PetSummary>) => ({ pets })),
    setTodayWalks: assign((_, daily: DailyWalks) => ({ todayWalks: daily.walks })),
    forget: assign({ pets: null, todayWalks: null }),
    setHotPlaces: assign((_, hotPlaces: LocatedData<ReadonlyArray<LatLng>>) => ({ hotPlaces })),
    setQuests: assign((_, quests: ReadonlyArray<Quest>) => ({ quests })),
    setPosts: assign((_, posts: ReadonlyArray<Post>) => ({ posts }))
  },
  guards: {
    hasNoPets: (_, params: { pets: ReadonlyArray<PetSummary> }) => params.pets.length === 0,
    isUnauthorized: (_, params: { error: unknown }) => isHttpStatus(params.error, 401),
    isMember: ({ context }) => context.pets !== null,
    isSignedIn: ({ context }) => context.signedIn,
    hasNoPosts: (_, posts: ReadonlyArray<Post>) => posts.length === 0
  },
  delays: {
    hotPlacesDelay: HOTPLACE_MARKER_DELAY_MS
  }
}).createMachine({
  id: "home",
  context: ({ input }) => {
    const p = seoulDateParts(new Date(input.now))
    return {
      today: { year: p.year, month: p.month, day: p.day },
      signedIn: input.signedIn,
      pets: null,
      todayWalks: null,
      hotPlaces: null,
      quests: null,
      posts: null
    }
  },
  type: "parallel",
  states: {
    prompt: {
      initial: "start",
      on: {
        "user.reload": { target: ".start" }
      },
      states: {
        /** No token stored: a visitor, and no call is made. */
        start: { always: [{ guard: "isSignedIn", target: "loadingPets" }, { target: "visitor" }] },
        loadingPets: {
          invoke: {
            id: "loadPets",
            src: "loadPets",
            onDone: [
              {
                guard: { type: "hasNoPets", params: ({ event }) => ({ pets: event.output }) },
                target: "noDogs",
                actions: { type: "setPets", params: ({ event }) => event.output }
              },
              { target: "loadingToday", actions: { type: "setPets", params: ({ event }) => event.output } }
            ],
            onError: [
              { guard: { type: "isUnauthorized", params: ({ event }) => ({ error: event.error }) }, target: "visitor", actions: "forget" },
              { target: "failed" }
            ]
          }
        },
        loadingToday: {
          invoke: {
            id: "loadToday",
            src: "loadToday",
            input: ({ context }) => context.today,
            onDone: { target: "ready", actions: { type: "setTodayWalks", params: ({ event }) => event.output } },
            onError: "todayFailed"
          }
        },
        ready: {},
        noDogs: {},
        visitor: {},
        todayFailed: { on: { "user.retry": "loadingToday" } },
        failed: { on: { "user.retry": "loadingPets" } }
      }
    },
    hotPlaces: {
      initial: "unknown",
      states: {
        // Loaded for a member; when the member's pets could not be read (offline) this block fails with
        // them, rather than waiting for a member forever (its '다시 시도' and the connection's return load it).
        unknown: {
          always: [
            { guard: "isMember", target: "waiting" },
            { guard: stateIn({ prompt: "failed" }), target: "failed" }
          ]
        },
        waiting: { after: { hotPlacesDelay: "loading" } },
        loading: {
          invoke: {
            id: "loadHotPlaces",
            src: "loadHotPlaces",
            onDone: { target: "ready", actions: { type: "setHotPlaces", params: ({ event }) => event.output } },
            onError: "failed"
          }
        },
        ready: {},
        failed: { on: { "user.retryHotPlaces": "loading" } }
      }
    },
    quests: {
      initial: "idle",
      on: { "user.reload": { target: ".idle" } },
      states: {
        idle: { always: { guard: "isSignedIn", target: "loading" } },
        loading: {
          invoke: {
            id: "loadQuests",
            src: "loadQuests",
            onDone: { target: "ready", actions: { type: "setQuests", params: ({ event }) => event.output } },
            onError: "failed"
          }
        },
        ready: {},
        failed: { on: { "user.retryQuests": "loading" } }
      }
    },
    posts: {
      initial: "idle",
      on: { "user.reload": { target: ".idle" } },
      states: {
        idle: { always: { guard: "isSignedIn", target: "loading" } },
        loading: {
          invoke: {
            id: "loadPosts",
            src: "loadPosts",
            onDone: [
              {
                guard: { type: "hasNoPosts", params: ({ event }) => event.output },
                target: "empty",
                actions: { type: "setPosts", params: ({ event }) => event.output }
              },
              { target: "ready", actions: { type: "setPosts", params: ({ event }) => event.output } }
            ],
            onError: "failed"
          }
        },
        ready: {},
        empty: {},
        failed: { on: { "user.retryPosts": "loading" } }
      }
    }
  }
})

export type HomeMachine = typeof homeMachine

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
 */
import { assign, fromPromise, setup } from "xstate"
import { isHttpStatus } from "../api/errors.ts"
import { seoulDateParts } from "../domain/format.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { DailyWalks } from "../schema/walk.ts"
import type { HomeContext, HomeEvent, HomeInput, LoadTodayInput } from "./home.types.ts"

const missing = (name: string) => new Error(`home: '${name}' is not provided; use homeMachine.provide(createHomeImplementations(ports))`)

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as HomeInput
  },
  actors: {
    loadPets: fromPromise<ReadonlyArray<PetSummary>, void>(async () => { throw missing("loadPets") }),
    loadToday: fromPromise<DailyWalks, LoadTodayInput>(async () => { throw missing("loadToday") })
  },
  actions: {
    setPets: assign((_, pets: ReadonlyArray<PetSummary>) => ({ pets })),
    setTodayWalks: assign((_, daily: DailyWalks) => ({ todayWalks: daily.walks })),
    forget: assign({ pets: null, todayWalks: null })
  },
  guards: {
    hasNoPets: (_, params: { pets: ReadonlyArray<PetSummary> }) => params.pets.length === 0,
    isUnauthorized: (_, params: { error: unknown }) => isHttpStatus(params.error, 401)
  }
}).createMachine({
  id: "home",
  context: ({ input }) => {
    const p = seoulDateParts(new Date(input.now))
    return { today: { year: p.year, month: p.month, day: p.day }, pets: null, todayWalks: null }
  },
  initial: "loadingPets",
  on: {
    "user.reload": { target: ".loadingPets" }
  },
  states: {
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
})

export type HomeMachine = typeof homeMachine

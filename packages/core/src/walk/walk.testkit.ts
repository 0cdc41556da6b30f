/**
 * A walk machine in a fake world, for the walk's example and model tests: the real machine and
 * the real API client, with a fake server, GPS, wake lock, page visibility and simulated time.
 */
import type { InspectionEvent } from "xstate"
import { offsetMetres } from "../domain/geo.ts"
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import { memoryStorage, type Clock, type GeoFix, type KeyValueStorage } from "../ports.ts"
import type { WalkDog, WalkStartResponse, WalkUpdateResponse } from "../schema/walk.ts"
import { createFakeApi, ok } from "../testing/fakeApi.ts"
import { createFakeGeolocation, createFakeVisibility, createFakeWakeLock, TestClock } from "../testing/fakes.ts"
import { createWalkActor } from "./walk.actors.ts"
import type { WalkPorts } from "./walk.types.ts"

/** 2026-03-01 09:00 KST. */
export const T0 = Date.UTC(2026, 2, 1, 0, 0, 0)

export const DOGS: ReadonlyArray<WalkDog> = [
  { pet: { petId: 1, name: "콩이", profileImageUrl: null }, caloriesBurned: 0 },
  { pet: { petId: 2, name: "보리", profileImageUrl: "/uploads/bori.webp" }, caloriesBurned: 0 }
]

export const startAnswer = (dogIds: ReadonlyArray<number> = [1], at = T0): WalkStartResponse => ({
  walkId: 7,
  dogs: DOGS.filter((d) => dogIds.includes(d.pet.petId)),
  startTime: new Date(at)
})

export const updateAnswer = (totalDistance: number, kcalPerDog: ReadonlyArray<number> = [1]): WalkUpdateResponse => ({
  totalDistance,
  dogs: kcalPerDog.map((kcal, i) => ({ pet: DOGS[i]!.pet, caloriesBurned: kcal }))
})

/** A fix `north` metres north of the default centre at `seconds` after T0, 5 m accuracy. */
export const fixAt = (seconds: number, north = seconds * 1.2, accuracy = 5): GeoFix => {
  const p = offsetMetres(DEFAULT_MAP_CENTER, 0, north)
  return { lat: p.lat, lng: p.lng, accuracy, time: T0 + seconds * 1000 }
}

export interface WalkWorldOptions {
  readonly storage?: KeyValueStorage
  /** Start time of the simulated clock (default T0). */
  readonly now?: number
  /**
   * Drive the ticker from its own clock (`tickClock`), so the live ticks and the machine's timers
   * can be moved independently (model tests).
   */
  readonly separateTicker?: boolean
  readonly inspect?: (event: InspectionEvent) => void
}

export const createWalkWorld = (options: WalkWorldOptions = {}) => {
  const clock = new TestClock(options.now ?? T0)
  const tickClock = options.separateTicker ? new TestClock(options.now ?? T0) : clock
  const portClock: Clock = {
    now: () => clock.now(),
    setTimeout: (fn, ms) => tickClock.setTimeout(fn, ms),
    clearTimeout: (h) => tickClock.clearTimeout(h)
  }
  const server = createFakeApi()
  const geo = createFakeGeolocation()
  const wake = createFakeWakeLock()
  const visibility = createFakeVisibility()
  const storage = options.storage ?? memoryStorage()
  const navigations: string[] = []
  const ports: WalkPorts = {
    api: server.api,
    geolocation: geo.port,
    storage,
    clock: portClock,
    wakeLock: wake.port,
    visibility: visibility.port,
    navigate: (path) => void navigations.push(path)
  }
  const actor = createWalkActor(ports, { clock, ...(options.inspect ? { inspect: options.inspect } : {}) })
  return { actor, server, geo, wake, visibility, storage, navigations, clock, tickClock, ports }
}

export type WalkWorld = ReturnType<typeof createWalkWorld>

/** Answers every walk call at once (the happy path); tests override single endpoints. */
export const answerWalkCalls = (world: WalkWorld, options: { distance?: (calls: number) => number } = {}): void => {
  world.server.on("walkStart", (r) => ok(startAnswer(r.json.dogs)))
  world.server.on("walkUpdate", () => {
    const n = world.server.calls("walkUpdate").length
    return ok(updateAnswer(options.distance?.(n) ?? n * 10))
  })
  world.server.on("walkEnd", (r) =>
    ok({
      walkId: r.json.walkId,
      startTime: new Date(T0),
      isWalking: false,
      distance: 100,
      duration: 600,
      route: [],
      dogs: DOGS.slice(0, 1)
    })
  )
}

/**
 * A walk machine in a fake world, for the walk's example and model tests: the real machine and
 * the real API client, with a fake server, GPS, wake lock, page visibility and simulated time.
 */
import { afterEach } from "vitest"
import { waitFor, type InspectionEvent } from "xstate"
import { offsetMetres } from "../domain/geo.ts"
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import { memoryStorage, type Clock, type GeoFix, type KeyValueStorage } from "../ports.ts"
import { WALK_RECORDED_ELSEWHERE_MESSAGE } from "../schema/constants.ts"
import type { WalkDog, WalkStartResponse, WalkUpdateResponse } from "../schema/walk.ts"
import { createFakeApi, httpError, networkDown, ok, type FakeAnswer } from "../testing/fakeApi.ts"
import { createFakeGeolocation, createFakeVisibility, createFakeWakeLock, TestClock } from "../testing/fakes.ts"
import { settle } from "../testing/model.ts"
import { createWalkActor } from "./walk.actors.ts"
import type { WalkStore } from "./walk.store.ts"
import type { ActiveWalk } from "./walk.types.ts"
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

/** A walk just started with dog 1 at T0, as stored. */
export const startedWalk = (): ActiveWalk => ({
  walkId: 7,
  dogs: startAnswer().dogs,
  startTime: T0,
  startPosition: { lat: 37.58, lng: 127.01 },
  outbox: [],
  track: [],
  lastSendAt: T0,
  serverDistance: 0,
  gaps: [],
  ending: false,
  clockOffset: 0,
  rejectedPoints: 0,
  gapsSeen: 0,
  rejectedSeen: 0
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
  /** The walk's storage (default: `lazyWalkStore(storage)`, as the app's). */
  readonly store?: WalkStore
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
  /** The same navigations with their kind: a redirect replaces the history entry. */
  const navigationLog: Array<{ path: string; replace: boolean }> = []
  const ports: WalkPorts = {
    api: server.api,
    geolocation: geo.port,
    storage,
    clock: portClock,
    wakeLock: wake.port,
    visibility: visibility.port,
    navigate: (path, navOptions) => {
      navigations.push(path)
      navigationLog.push({ path, replace: navOptions?.replace === true })
    }
  }
  const actor = createWalkActor(ports, { clock, ...(options.inspect ? { inspect: options.inspect } : {}), ...(options.store ? { store: options.store } : {}) })
  return { actor, server, geo, wake, visibility, storage, navigations, navigationLog, clock, tickClock, ports }
}

export type WalkWorld = ReturnType<typeof createWalkWorld>

/** `world(options)` for a test file: each world made is stopped after its test. */
export const walkWorlds = (): ((options?: WalkWorldOptions) => WalkWorld) => {
  const worlds: WalkWorld[] = []
  afterEach(() => {
    for (const w of worlds.splice(0)) w.actor.stop()
  })
  return (options = {}) => {
    const w = createWalkWorld(options)
    worlds.push(w)
    return w
  }
}

/** Starts the world's actor and waits while it reads the walk kept in its storage (`restoring.reading`). */
export const startRestoring = async (world: WalkWorld): Promise<void> => {
  world.actor.start()
  await waitFor(world.actor, (s) => !s.matches({ restoring: "reading" }))
}

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

/** How far route point times may stray (`CLOCK_SKEW_MS` of the server's `services/walks.ts`). */
export const SERVER_CLOCK_SKEW_MS = 2 * 60_000

export interface RuleServer {
  /** The times (server clock, epoch ms) of the route points the server stored, in arrival order. */
  readonly stored: ReadonlyArray<number>
  /** The server's clock now. */
  now(): number
  /** The walk is ended elsewhere: updates answer 409, ending again answers the ended walk. */
  endElsewhere(): void
  /** The server forgets the walk (its data was reset): updates and the end answer 404. */
  forget(): void
  /** Another device took the walk on: this device's updates answer 409 with `WALK_RECORDED_ELSEWHERE_MESSAGE`. */
  takeOnElsewhere(): void
  /**
   * The server refuses the points at these times. `named`: the 400 names the first of them
   * (`body.walkPaths.3.location.coordinates: …`) as the real server does; otherwise it names no
   * field (as a proxy might).
   */
  refuse(times: ReadonlyArray<number>, options?: { named?: boolean }): void
  /** The next `count` update calls get `answer` instead (a transient failure: 5xx, 429, 401, no network). */
  failNext(count: number, answer: () => FakeAnswer): void
}

/**
 * A fake server that answers the walk calls with the REAL server's rules (`apps/server` walks
 * service): the start time is the server's clock; an update is refused with a 400 naming the
 * first point more than 2 minutes before the start or after the server's now (checked in order,
 * nothing stored), or at (0,0); an unknown walk answers 404, an ended one 409; ending twice
 * answers the same walk. `serverAhead`: server clock minus device clock (a device 10 minutes
 * fast is `-600_000`).
 */
export const serveLikeTheServer = (world: WalkWorld, options: { serverAhead?: number } = {}): RuleServer => {
  const now = () => world.clock.now() + (options.serverAhead ?? 0)
  const stored: number[] = []
  let startTime = 0
  let walking = false
  let known = false
  let recordedElsewhere = false
  let refused = new Set<number>()
  let named = true
  let failures: { count: number; answer: () => FakeAnswer } = { count: 0, answer: () => networkDown() }
  const iso = (t: number) => new Date(t).toISOString()
  world.server.on("walkStart", (r) => {
    startTime = now()
    walking = true
    known = true
    return ok(startAnswer(r.json.dogs, startTime))
  })
  world.server.on("walkUpdate", (r) => {
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 }
      return failures.answer()
    }
    if (!known || r.json.walkId !== 7) return httpError(404, "Walk not found")
    if (!walking) return httpError(409, "This walk has already ended")
    if (recordedElsewhere) return httpError(409, WALK_RECORDED_ELSEWHERE_MESSAGE)
    const points = r.json.walkPaths as Array<{ recordTime: string; location: { coordinates: [number, number] } }>
    for (const [i, p] of points.entries()) {
      const t = Date.parse(p.recordTime)
      const [lng, lat] = p.location.coordinates
      if (t < startTime - SERVER_CLOCK_SKEW_MS) {
        return httpError(400, `body.walkPaths.${i}.recordTime: ${iso(t)} is before the walk started (${iso(startTime)})`)
      }
      if (t > now() + SERVER_CLOCK_SKEW_MS) return httpError(400, `body.walkPaths.${i}.recordTime: ${iso(t)} is in the future`)
      if (lat === 0 && lng === 0) return httpError(400, `body.walkPaths.${i}.location.coordinates: (0, 0) is not a position`)
      if (refused.has(t)) {
        return httpError(400, named ? `body.walkPaths.${i}.location.coordinates: not a usable position` : "Bad Request")
      }
    }
    for (const p of points) {
      const t = Date.parse(p.recordTime)
      if (!stored.includes(t)) stored.push(t)
    }
    return ok(updateAnswer(stored.length))
  })
  world.server.on("walkEnd", (r) => {
    if (!known || r.json.walkId !== 7) return httpError(404, "Walk not found")
    walking = false
    return ok({ walkId: 7, startTime: new Date(startTime), isWalking: false, distance: stored.length, duration: 60, route: [], dogs: DOGS.slice(0, 1) })
  })
  return {
    stored,
    now,
    endElsewhere: () => {
      walking = false
    },
    forget: () => {
      known = false
    },
    takeOnElsewhere: () => {
      recordedElsewhere = true
    },
    refuse: (times, o = {}) => {
      refused = new Set(times)
      named = o.named ?? true
    },
    failNext: (count, answer) => {
      failures = { count, answer }
    }
  }
}

/** Starts the world's actor and a walk with dog 1 from a known position (the start call answered by `answerWalkCalls`). */
/** A walk started with the device's position `denied` (the default centre stands in for it). */
export const startWalkingUnlocated = async (w: WalkWorld): Promise<void> => {
  w.geo.autoCurrent = "denied"
  w.actor.start()
  w.actor.send({ type: "user.toggleDog", petId: 1 })
  w.actor.send({ type: "user.start" })
  await settle()
}

export const startWalking = async (w: WalkWorld): Promise<void> => {
  w.geo.autoCurrent = { lat: 37.58, lng: 127.01, accuracy: 8, time: fixAt(0).time }
  w.actor.start()
  w.actor.send({ type: "user.toggleDog", petId: 1 })
  w.actor.send({ type: "user.start" })
  await settle()
}

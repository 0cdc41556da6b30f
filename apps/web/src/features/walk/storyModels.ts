/**
 * View models for the walk stories, made by the core's own `connect` functions from machine
 * snapshots (`resolveState`), so every story shows a state the real machine can be in.
 */
import { caloriesBurned, MAX_POINTS_PER_UPDATE, routeDistance, seoulDateParts, type GeoFix, type RoutePoint } from "@mungwalk/core"
import { calendarMachine, connectCalendar, type CalendarContext, type CalendarView } from "@mungwalk/core/calendar"
import {
  connectWalk,
  walkMachine,
  type ActiveWalk,
  type TrackingGap,
  type WalkContext,
  type WalkEvent,
  type WalkNotice,
  type WalkView
} from "@mungwalk/core/walk"
import { dogs, dogWeights, today } from "./fixtures.ts"

/** Dogs past the fixtures' three, for the walks of a household of five. */
const MORE_DOGS = [
  { petId: 4, name: "초코", profileImageUrl: null },
  { petId: 5, name: "몽실이는세상에서제일귀여운강아지", profileImageUrl: null }
]

const toFix = (p: RoutePoint): GeoFix => ({
  lat: p.location.lat,
  lng: p.location.lng,
  accuracy: p.accuracy ?? 5,
  time: p.recordTime.getTime()
})

/** A walk in progress over `route`, the last `unsent` points not yet acknowledged by the server. */
export const activeWalk = (
  route: ReadonlyArray<RoutePoint>,
  options: {
    unsent?: number
    dogCount?: number
    gaps?: ReadonlyArray<TrackingGap>
    ending?: boolean
    startedSecondsBefore?: number
    /** Points the server refused (400) and the walk left out. */
    rejectedPoints?: number
    /** Marks (소변, 대변, 물) at the given route indexes; `secondsAgo` of the last one (0: just tapped, undoable). */
    marks?: ReadonlyArray<{ kind: "PEE" | "POO" | "WATER"; at: number; sent?: boolean }>
  } = {}
): ActiveWalk => {
  const { unsent = 3, dogCount = 2, gaps = [], ending = false, startedSecondsBefore = 20, rejectedPoints = 0, marks = [] } = options
  const track = route.map(toFix)
  const acked = track.slice(0, Math.max(0, track.length - unsent))
  const serverDistance = routeDistance(acked)
  const first = track[0]
  return {
    walkId: 77,
    dogs: [...dogs, ...MORE_DOGS].slice(0, dogCount).map((pet, i) => ({ pet, caloriesBurned: caloriesBurned(dogWeights[i] ?? 5, serverDistance) })),
    startTime: (first?.time ?? today.getTime()) - startedSecondsBefore * 1000,
    startPosition: first ? { lat: first.lat, lng: first.lng } : { lat: 37.5712, lng: 127.0094 },
    outbox: route.slice(route.length - Math.min(unsent, route.length)),
    track,
    lastSendAt: acked[acked.length - 1]?.time ?? first?.time ?? today.getTime(),
    serverDistance,
    gaps,
    ending,
    clockOffset: 0,
    rejectedPoints,
    gapsSeen: 0,
    rejectedSeen: 0,
    marks: marks.map((m) => {
      const fix = track[Math.min(m.at, track.length - 1)]!
      return { kind: m.kind, time: fix.time, lat: fix.lat, lng: fix.lng, sent: m.sent ?? true }
    })
  }
}

type RouteState = "idle" | "due" | "sending" | "backoff" | "discarding" | "flushing" | "flushRetry" | "finishing" | "finishRetry"

/** `connectWalk` for a walk session in route state `route`. */
export const walkingModel = (walk: ActiveWalk, route: RouteState, context: Partial<WalkContext> = {}): WalkView => {
  const last = walk.track[walk.track.length - 1]
  const now = (last?.time ?? walk.startTime) + 1500
  const full: WalkContext = {
    selectedDogIds: walk.dogs.map((d) => d.pet.petId),
    alert: null,
    startPosition: null,
    walk,
    batch: route === "sending" || route === "flushing" ? walk.outbox : [],
    failures: 0,
    failure: null,
    now,
    hiddenSince: null,
    lastRejection: null,
    gpsError: null,
    batchLimit: MAX_POINTS_PER_UPDATE,
    notice: null,
    ...context
  }
  const snapshot = walkMachine.resolveState({ value: { session: { gps: "watching", page: "visible", route } }, context: full })
  return connectWalk(snapshot, () => {})
}

/** `connectWalk` before a walk: choosing dogs (`idle`) or starting one (`starting`); `send` hears the view's events. */
export const choosingModel = (value: "idle" | "starting", context: Partial<WalkContext> = {}, send: (event: WalkEvent) => void = () => {}): WalkView =>
  connectWalk(walkMachine.resolveState({ value, context: { ...walkOverContext(null, []), ...context } }), send)

/** `connectWalk` right after the server said the walk is over (404/409): idle, with the notice. */
export const walkOverModel = (notice: WalkNotice, selectedDogIds: ReadonlyArray<number> = [dogs[0]!.petId]): WalkView =>
  connectWalk(walkMachine.resolveState({ value: "idle", context: walkOverContext(notice, selectedDogIds) }), () => {})

/** The walk machine's context with no walk on. */
const walkOverContext = (notice: WalkNotice | null, selectedDogIds: ReadonlyArray<number>): WalkContext => {
  const full: WalkContext = {
    selectedDogIds,
    alert: null,
    startPosition: null,
    walk: null,
    batch: [],
    failures: 0,
    failure: null,
    now: today.getTime(),
    hiddenSince: null,
    lastRejection: null,
    gpsError: null,
    batchLimit: MAX_POINTS_PER_UPDATE,
    notice
  }
  return full
}

type Sub = "loading" | "ready" | "failed"

/** `connectCalendar` for the month of `today` in the given states. */
export const calendarModel = (
  state: {
    month: Sub
    day: Sub | "none"
    remove?: "idle" | "confirming" | "deleting"
    picture?: Sub | "none"
    handOff?: "idle" | "waiting" | "sharing"
  },
  context: Partial<CalendarContext> = {}
): CalendarView => {
  const t = seoulDateParts(today)
  const full: CalendarContext = {
    year: t.year,
    month: t.month,
    today: { year: t.year, month: t.month, day: t.day },
    selectedDay: null,
    monthly: null,
    daily: null,
    deleting: null,
    alert: null,
    focusWalkId: null,
    pictureWalkId: null,
    picture: null,
    handOff: null,
    shareMessage: null,
    ...context
  }
  return connectCalendar(calendarMachine.resolveState({ value: { remove: "idle", picture: "none", handOff: "idle", ...state }, context: full }), () => {})
}

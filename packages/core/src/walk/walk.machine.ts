/**
 * The walk machine (§4 Walk, §9 GPS).
 *
 * ```
 * restoring ─┬─> idle ──user.start [hasSelectedDog]──> locating ──> starting ──> session
 *            └─> session (a persisted walk: no new start call)
 * session (parallel)
 *   gps:   watching            GPS watch; nav.changed restarts it
 *   page:  visible ⇄ hidden    wake lock while visible; hidden time becomes a tracking gap
 *   route: idle ─(20 points | 40 s)─> sending ─ok─> idle        fixes are recorded here
 *                 due ─next fix─> sending ─fail─> backoff ─(retry delay | user.retry)─> sending
 *                                 sending ─400─> sending (refused point left out) | idle (none left)
 *          user.end ─> flushing ⇄ flushRetry ─> finishing ⇄ finishRetry ─> idle (/walk/summary)
 *                      flushRetry | finishRetry ─user.abandon─> idle (/walk)
 *                      flushing ─400─> flushing | finishing (none left)
 *   sending | flushing | finishing ─404/409─> idle with a notice (the walk is over on the server)
 * idle ─user.dismissNotice─> /walk/summary (409) or /walk (404)
 * ```
 *
 * A point enters the outbox when its fix passes `acceptFix` and leaves it only when an update
 * call that carried it succeeded, or when the server refused it (400). Every change that matters
 * is persisted (`persist`), so a reload restores the walk. The GPS watch lives until the end call
 * succeeded (the spec's order: remaining route, end call, tracking stops, summary); fixes that
 * arrive after `user.end` are not part of the walk.
 *
 * How failures are told apart (`walkUpdate`, `walkEnd`):
 * - Transient (no network, 5xx, 429, 401 until the member signs in again and the app sends
 *   `user.retry`): every point is kept; retried with exponential backoff, forever while walking,
 *   in the visible `flushRetry`/`finishRetry` states (retry now or abandon) while ending.
 * - 400 on an update (a poison point): the server will refuse the same batch forever. It names
 *   the first point it refuses (`body.walkPaths.2.recordTime: …`), which is left out and the rest
 *   sent again at once; a 400 that names no point is bisected (`batchLimit` halves) until the
 *   refused point travels alone and is left out. Only refused points are dropped, counted in
 *   `rejectedPoints`; ending is never blocked by one.
 * - 404 (the server does not know the walk) or 409 (ended elsewhere): the walk is over. The
 *   session is left (tracking and the wake lock stop), the stored walk is cleared, and `notice`
 *   tells the member, with the unsent points that are lost and the walk as it last was (drawn
 *   behind the notice), until `user.dismissNotice` takes them on or a new walk starts.
 *
 * Notices the member dismisses are remembered with the walk (`gapsSeen`, `rejectedSeen`; events
 * `user.dismissGap`, `user.dismissRejected`), so they stay dismissed across screens and reloads
 * and come back only when something new happens.
 *
 * Times: fixes carry the device clock. `clockOffset` (server minus device, measured at the start
 * call) moves every fix onto the server's clock as it arrives, so a phone whose clock is minutes
 * off still sends times the server accepts, and the live card's elapsed time compares the
 * server's start time with the device's now on the same clock.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from "xstate"
import { HttpError } from "../api/errors.ts"
import { DEFAULT_MAP_CENTER, ROUTE_SEND_BATCH, ROUTE_SEND_INTERVAL_MS } from "../domain/constants.ts"
import { acceptFix, routeDistance } from "../domain/geo.ts"
import { MESSAGES } from "../domain/messages.ts"
import { validateWalkStart } from "../domain/validation.ts"
import type { GeoFix } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import { MAX_POINTS_PER_UPDATE, type RoutePoint, type Walk, type WalkDog, type WalkStartResponse, type WalkUpdateResponse } from "../schema/walk.ts"
import {
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  TRACKING_GAP_MIN_MS,
  WALK_COPY,
  type ActiveWalk,
  type WalkContext,
  type WalkNotice,
  type WalkEvent,
  type WalkInput
} from "./walk.types.ts"

export interface StartWalkInput {
  readonly dogIds: ReadonlyArray<number>
  readonly position: LatLng
}
/** The start call's answer with the device times around it (for the clock offset). */
export interface StartedWalk {
  readonly answer: WalkStartResponse
  /** Device clock when the call was made and when its answer arrived, epoch milliseconds. */
  readonly sentAt: number
  readonly receivedAt: number
}
export interface SendRouteInput {
  readonly walkId: number
  readonly points: ReadonlyArray<RoutePoint>
}
export interface EndWalkInput {
  readonly walkId: number
  readonly position: LatLng
}

/** Delay before retry number `failures` (1 s, 2 s, 4 s … 60 s). */
export const backoffDelay = (failures: number): number =>
  Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1))

/** A recorded fix as the route point the server stores. */
export const toRoutePoint = (fix: GeoFix): RoutePoint => ({
  recordTime: new Date(fix.time),
  location: { lat: fix.lat, lng: fix.lng },
  accuracy: fix.accuracy
})

const pointKey = (p: RoutePoint): number => p.recordTime.getTime()

/**
 * Server clock minus device clock, from the start call: the server stamped `startTime` at some
 * device time between `sentAt` and `receivedAt`, best estimated by the midpoint (half the round
 * trip). When `startTime` falls within the round trip the clocks agree as far as can be told: 0.
 */
export const clockOffset = ({ answer, sentAt, receivedAt }: StartedWalk): number => {
  const server = answer.startTime.getTime()
  return server >= sentAt && server <= receivedAt ? 0 : Math.round(server - (sentAt + receivedAt) / 2)
}

/** A device fix on the server's clock (the clock the walk's times are kept in). */
export const onServerClock = (walk: ActiveWalk, fix: GeoFix): GeoFix =>
  walk.clockOffset === 0 ? fix : { ...fix, time: fix.time + walk.clockOffset }

const errorOf = (event: EventObject): unknown => (event as { error?: unknown }).error

/** 409: the walk was ended elsewhere; 404: the server does not know it. Either way it is over. */
export const walkOverReason = (error: unknown): WalkNotice["reason"] | null =>
  error instanceof HttpError ? (error.status === 409 ? "endedElsewhere" : error.status === 404 ? "notFound" : null) : null

/** A 400: the server refuses something in the batch, and will refuse it again. */
const isRefusal = (error: unknown): error is HttpError => error instanceof HttpError && error.status === 400

/**
 * What a 400 on `batch` leads to. The server names the first point it refuses
 * (`body.walkPaths.2.recordTime: …`): that point is left out. A 400 that names no point halves
 * the batch (bisection), until the refused point travels alone and is left out.
 */
export const refusalOf = (batch: ReadonlyArray<RoutePoint>, message: string): { drop: RoutePoint | null; batchLimit: number } => {
  const named = /\bwalkPaths\.(\d+)\b/.exec(message)
  const index = named ? Number(named[1]) : Number.NaN
  if (index < batch.length) return { drop: batch[index]!, batchLimit: MAX_POINTS_PER_UPDATE }
  if (batch.length <= 1) return { drop: batch[0] ?? null, batchLimit: MAX_POINTS_PER_UPDATE }
  return { drop: null, batchLimit: Math.floor(batch.length / 2) }
}

/** The walk without the refused point (out of the outbox and the drawn track), or unchanged. */
const walkAfterRefusal = (context: WalkContext, error: HttpError): { walk: ActiveWalk; batchLimit: number } => {
  const walk = context.walk!
  const { drop, batchLimit } = refusalOf(context.batch, error.message)
  if (!drop) return { walk, batchLimit }
  const key = pointKey(drop)
  return {
    walk: {
      ...walk,
      outbox: walk.outbox.filter((p) => pointKey(p) !== key),
      track: walk.track.filter((f) => f.time !== key),
      rejectedPoints: walk.rejectedPoints + 1
    },
    batchLimit
  }
}

/** The outbox once the in-flight batch is acknowledged. */
const outboxAfterAck = (context: WalkContext): ReadonlyArray<RoutePoint> => {
  const sent = new Set(context.batch.map(pointKey))
  return (context.walk?.outbox ?? []).filter((p) => !sent.has(pointKey(p)))
}

const lastFix = (walk: ActiveWalk | null): GeoFix | undefined => walk?.track[walk.track.length - 1]

/** Where the walk is now: the last recorded fix, else where it started. */
export const lastPosition = (walk: ActiveWalk): LatLng => {
  const f = lastFix(walk)
  return f ? { lat: f.lat, lng: f.lng } : walk.startPosition
}

/**
 * Length of the unsent end of the track, from the last acknowledged fix on. The server measures
 * everything it acknowledged (with the same `routeDistance`), so the device only measures what
 * the server has not seen: the cost per fix is bounded by the outbox, not by the walk's length.
 */
export const unsentDistance = (walk: ActiveWalk): number => {
  const unsent = walk.outbox.length
  if (unsent === 0) return 0
  return routeDistance(walk.track.slice(Math.max(0, walk.track.length - unsent - 1)))
}

const isAcceptable = (context: WalkContext, fix: GeoFix): boolean =>
  acceptFix(lastFix(context.walk), onServerClock(context.walk!, fix)).accept

/** Updates each dog's calories from the server's answer, keeping the order of the start answer. */
const mergeDogs = (dogs: ReadonlyArray<WalkDog>, update: ReadonlyArray<WalkDog>): ReadonlyArray<WalkDog> => {
  const byId = new Map(update.map((d) => [d.pet.petId, d]))
  return dogs.map((d) => byId.get(d.pet.petId) ?? d)
}

const missing = (name: string) =>
  new Error(`walk: '${name}' is not provided; use walkMachine.provide(createWalkImplementations(ports))`)
const notProvided = <O, I>(name: string) => fromPromise<O, I>(async () => { throw missing(name) })
const notProvidedCallback = (name: string) => fromCallback<EventObject>(() => { throw missing(name) })

/** Gives the first restored context: a reload's closed time becomes a tracking gap. */
const initialContext = (input: WalkInput): WalkContext => {
  const p = input.persisted ?? null
  let walk = p?.walk ?? null
  if (walk && p && input.now - p.savedAt >= TRACKING_GAP_MIN_MS) {
    walk = { ...walk, gaps: [...walk.gaps, { from: p.savedAt, to: input.now, reason: "closed" }] }
  }
  return {
    selectedDogIds: p?.selectedDogIds ?? [],
    alert: null,
    startPosition: null,
    walk,
    batch: [],
    failures: 0,
    failure: null,
    now: input.now,
    hiddenSince: null,
    unsentDistance: walk ? unsentDistance(walk) : 0,
    lastRejection: null,
    gpsError: null,
    batchLimit: MAX_POINTS_PER_UPDATE,
    notice: null
  }
}

export const walkMachine = setup({
  types: {
    context: {} as WalkContext,
    events: {} as WalkEvent,
    input: {} as WalkInput
  },
  actors: {
    /** The device position for the start call. */
    currentPosition: notProvided<LatLng, void>("currentPosition"),
    startWalk: notProvided<StartedWalk, StartWalkInput>("startWalk"),
    /** One `walkUpdate` call with a batch of points. */
    sendRoute: notProvided<WalkUpdateResponse, SendRouteInput>("sendRoute"),
    endWalk: notProvided<Walk, EndWalkInput>("endWalk"),
    /** GPS watch: sends `gps.fix` and `gps.error`. */
    gpsWatch: notProvidedCallback("gpsWatch"),
    /** Sends `timer.tick` every second. */
    ticker: notProvidedCallback("ticker"),
    /** Sends `page.hidden` / `page.visible`. */
    pageVisibility: notProvidedCallback("pageVisibility"),
    /** Holds the screen wake lock while running. */
    wakeLock: notProvidedCallback("wakeLock")
  },
  actions: {
    /** Writes the walk in progress to storage. */
    persist: () => { throw missing("persist") },
    /** Removes the walk from storage. */
    clearPersisted: () => { throw missing("clearPersisted") },
    navigate: (_, _params: { path: string }) => { throw missing("navigate") },

    toggleDog: assign({
      selectedDogIds: ({ context, event }) => {
        assertEvent(event, "user.toggleDog")
        return context.selectedDogIds.includes(event.petId)
          ? context.selectedDogIds.filter((id) => id !== event.petId)
          : [...context.selectedDogIds, event.petId]
      }
    }),
    clearAlert: assign({ alert: null }),
    clearNotice: assign({ notice: null }),
    alertNeedsDog: assign({ alert: MESSAGES.walkNeedsDog }),
    alertStartFailed: assign({ alert: WALK_COPY.startFailed }),
    setStartPosition: assign((_, position: LatLng) => ({ startPosition: { lat: position.lat, lng: position.lng } })),
    useDefaultStartPosition: assign({ startPosition: { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng } }),
    beginWalk: assign(({ context }, started: StartedWalk) => {
      const walk: ActiveWalk = {
        walkId: started.answer.walkId,
        dogs: started.answer.dogs,
        startTime: started.answer.startTime.getTime(),
        startPosition: context.startPosition ?? { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng },
        outbox: [],
        track: [],
        lastSendAt: context.now,
        serverDistance: 0,
        gaps: [],
        ending: false,
        clockOffset: clockOffset(started),
        rejectedPoints: 0,
        gapsSeen: 0,
        rejectedSeen: 0
      }
      return {
        walk,
        unsentDistance: 0,
        failures: 0,
        failure: null,
        alert: null,
        lastRejection: null,
        gpsError: null,
        batchLimit: MAX_POINTS_PER_UPDATE,
        notice: null
      }
    }),
    recordFix: assign(({ context, event }) => {
      assertEvent(event, "gps.fix")
      const walk = context.walk!
      const fix = onServerClock(walk, event.fix)
      const next = { ...walk, track: [...walk.track, fix], outbox: [...walk.outbox, toRoutePoint(fix)] }
      return {
        walk: next,
        unsentDistance: unsentDistance(next),
        lastRejection: null,
        gpsError: null
      }
    }),
    rejectFix: assign(({ context, event }) => {
      assertEvent(event, "gps.fix")
      const verdict = acceptFix(lastFix(context.walk), onServerClock(context.walk!, event.fix))
      return { lastRejection: verdict.accept ? null : verdict.reason, gpsError: null }
    }),
    noteGpsError: assign({
      gpsError: ({ event }) => {
        assertEvent(event, "gps.error")
        return event.error
      }
    }),
    setNow: assign({
      now: ({ event }) => {
        assertEvent(event, "timer.tick")
        return event.now
      }
    }),
    takeBatch: assign(({ context }) => ({
      batch: context.walk!.outbox.slice(0, Math.min(MAX_POINTS_PER_UPDATE, context.batchLimit)),
      walk: { ...context.walk!, lastSendAt: context.now }
    })),
    acknowledge: assign(({ context }, update: WalkUpdateResponse) => {
      const walk = context.walk!
      const next = { ...walk, outbox: outboxAfterAck(context), serverDistance: update.totalDistance, dogs: mergeDogs(walk.dogs, update.dogs) }
      return {
        walk: next,
        unsentDistance: unsentDistance(next),
        batch: [],
        failures: 0,
        failure: null,
        batchLimit: MAX_POINTS_PER_UPDATE
      }
    }),
    /** A 400: leaves the refused point out (or halves the next batch to find it); sends again at once. */
    leaveOutRefused: assign(({ context, event }) => {
      const { walk, batchLimit } = walkAfterRefusal(context, errorOf(event) as HttpError)
      return { walk, unsentDistance: unsentDistance(walk), batch: [], batchLimit }
    }),
    /** The walk is over on the server: the notice, with the points that never reached it. */
    noteWalkOver: assign(({ context, event }) => ({
      notice: {
        reason: walkOverReason(errorOf(event)) ?? "notFound",
        lostPoints: context.walk?.outbox.length ?? 0,
        walk: context.walk
      }
    })),
    noteSendFailure: assign(({ context }) => ({
      batch: [],
      failures: context.failures + 1,
      failure: context.walk?.ending ? WALK_COPY.endRetrying : WALK_COPY.sendFailed
    })),
    noteEndFailure: assign(({ context }) => ({ failures: context.failures + 1, failure: WALK_COPY.endRetrying })),
    dismissGap: assign(({ context }) => ({ walk: { ...context.walk!, gapsSeen: context.walk!.gaps.length } })),
    dismissRejected: assign(({ context }) => ({ walk: { ...context.walk!, rejectedSeen: context.walk!.rejectedPoints } })),
    markEnding: assign(({ context }) => ({ walk: { ...context.walk!, ending: true } })),
    markHidden: assign({
      hiddenSince: ({ event }) => {
        assertEvent(event, "page.hidden")
        return event.at
      }
    }),
    markVisible: assign(({ context, event }) => {
      assertEvent(event, "page.visible")
      const walk = context.walk!
      const from = context.hiddenSince
      const gap = from !== null && event.at - from >= TRACKING_GAP_MIN_MS ? [{ from, to: event.at, reason: "hidden" as const }] : []
      return { hiddenSince: null, now: Math.max(context.now, event.at), walk: { ...walk, gaps: [...walk.gaps, ...gap] } }
    }),
    finishWalk: assign({
      walk: null,
      batch: [],
      failures: 0,
      failure: null,
      hiddenSince: null,
      unsentDistance: 0,
      lastRejection: null,
      gpsError: null,
      startPosition: null,
      batchLimit: MAX_POINTS_PER_UPDATE
    })
  },
  guards: {
    hasSelectedDog: ({ context }) => validateWalkStart(context.selectedDogIds).ok,
    hasRestoredWalk: ({ context }) => context.walk !== null,
    restoredWalkIsEnding: ({ context }) => context.walk?.ending === true,
    restoredWalkIsEndingWithEmptyOutbox: ({ context }) => context.walk?.ending === true && context.walk.outbox.length === 0,
    isAcceptableFix: ({ context, event }) => {
      assertEvent(event, "gps.fix")
      return isAcceptable(context, event.fix)
    },
    /** Is the fix acceptable and does it bring the outbox to a full batch? */
    fixFillsBatch: ({ context, event }) => {
      assertEvent(event, "gps.fix")
      return isAcceptable(context, event.fix) && context.walk!.outbox.length + 1 >= ROUTE_SEND_BATCH
    },
    outboxIsEmpty: ({ context }) => (context.walk?.outbox.length ?? 0) === 0,
    /**
     * Is the next send due at once: a full batch waits, or a bisection (after a 400 that named no
     * point) cut this batch short and the rest of it waits.
     */
    moreDueAfterAck: ({ context }) => {
      const left = outboxAfterAck(context).length
      return left >= ROUTE_SEND_BATCH || (context.batchLimit < MAX_POINTS_PER_UPDATE && left > 0)
    },
    outboxEmptyAfterAck: ({ context }) => outboxAfterAck(context).length === 0,
    /** 404 or 409: the server no longer takes this walk. */
    walkIsOver: ({ event }) => walkOverReason(errorOf(event)) !== null,
    isRefusal: ({ event }) => isRefusal(errorOf(event)),
    /** A 400 whose refused point was the last one waiting. */
    refusalEmptiesOutbox: ({ context, event }) => {
      const error = errorOf(event)
      return isRefusal(error) && walkAfterRefusal(context, error).walk.outbox.length === 0
    },
    hasNotice: ({ context }) => context.notice !== null
  },
  delays: {
    /** Until 40 s after the last send started. */
    sendInterval: ({ context }) =>
      Math.min(ROUTE_SEND_INTERVAL_MS, Math.max(0, (context.walk?.lastSendAt ?? context.now) + ROUTE_SEND_INTERVAL_MS - context.now)),
    retryDelay: ({ context }) => backoffDelay(context.failures)
  }
}).createMachine({
  id: "walk",
  context: ({ input }) => initialContext(input),
  initial: "restoring",
  on: {
    "user.dismissAlert": { actions: ["clearAlert", "clearNotice"] }
  },
  states: {
    restoring: {
      always: [
        { guard: "restoredWalkIsEndingWithEmptyOutbox", target: "#walk.session.route.finishing" },
        { guard: "restoredWalkIsEnding", target: "#walk.session.route.flushing" },
        { guard: "hasRestoredWalk", target: "session" },
        { target: "idle" }
      ]
    },
    idle: {
      on: {
        "user.toggleDog": { actions: "toggleDog" },
        "user.start": [
          { guard: "hasSelectedDog", target: "locating", actions: ["clearAlert", "clearNotice"] },
          { actions: "alertNeedsDog" }
        ],
        "user.dismissNotice": {
          guard: "hasNotice",
          actions: [
            { type: "navigate", params: ({ context }) => ({ path: context.notice?.reason === "endedElsewhere" ? "/walk/summary" : "/walk" }) },
            "clearNotice"
          ]
        }
      }
    },
    locating: {
      invoke: {
        id: "currentPosition",
        src: "currentPosition",
        onDone: { target: "starting", actions: { type: "setStartPosition", params: ({ event }) => event.output } },
        onError: { target: "starting", actions: "useDefaultStartPosition" }
      }
    },
    starting: {
      invoke: {
        id: "startWalk",
        src: "startWalk",
        input: ({ context }) => ({
          dogIds: [...new Set(context.selectedDogIds)],
          position: context.startPosition ?? { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }
        }),
        onDone: { target: "session", actions: [{ type: "beginWalk", params: ({ event }) => event.output }, "persist"] },
        onError: { target: "idle", actions: "alertStartFailed" }
      }
    },
    session: {
      type: "parallel",
      invoke: [
        { id: "ticker", src: "ticker" },
        { id: "pageVisibility", src: "pageVisibility" }
      ],
      on: {
        "timer.tick": { actions: "setNow" },
        "user.dismissGap": { actions: ["dismissGap", "persist"] },
        "user.dismissRejected": { actions: ["dismissRejected", "persist"] }
      },
      states: {
        gps: {
          initial: "watching",
          states: {
            watching: {
              invoke: { id: "gpsWatch", src: "gpsWatch" },
              on: {
                "nav.changed": { target: "watching", reenter: true },
                "gps.error": { actions: "noteGpsError" }
              }
            }
          }
        },
        page: {
          initial: "visible",
          states: {
            visible: {
              invoke: { id: "wakeLock", src: "wakeLock" },
              on: { "page.hidden": { target: "hidden", actions: "markHidden" } }
            },
            hidden: {
              on: { "page.visible": { target: "visible", actions: ["markVisible", "persist"] } }
            }
          }
        },
        route: {
          initial: "idle",
          states: {
            idle: {
              after: {
                sendInterval: [{ guard: "outboxIsEmpty", target: "due" }, { target: "sending" }]
              },
              on: {
                "gps.fix": [
                  { guard: "fixFillsBatch", target: "sending", actions: ["recordFix", "persist"] },
                  { guard: "isAcceptableFix", actions: ["recordFix", "persist"] },
                  { actions: "rejectFix" }
                ],
                "user.end": [
                  { guard: "outboxIsEmpty", target: "finishing", actions: ["markEnding", "persist"] },
                  { target: "flushing", actions: ["markEnding", "persist"] }
                ]
              }
            },
            /** 40 s have passed with nothing to send: the next accepted fix is sent at once. */
            due: {
              on: {
                "gps.fix": [
                  { guard: "isAcceptableFix", target: "sending", actions: ["recordFix", "persist"] },
                  { actions: "rejectFix" }
                ],
                // Nothing is buffered here (the first accepted fix leaves for sending).
                "user.end": { target: "finishing", actions: ["markEnding", "persist"] }
              }
            },
            sending: {
              entry: "takeBatch",
              invoke: {
                id: "sendRoute",
                src: "sendRoute",
                input: ({ context }) => ({ walkId: context.walk!.walkId, points: context.batch }),
                onDone: [
                  { guard: "moreDueAfterAck", target: "sending", reenter: true, actions: [{ type: "acknowledge", params: ({ event }) => event.output }, "persist"] },
                  { target: "idle", actions: [{ type: "acknowledge", params: ({ event }) => event.output }, "persist"] }
                ],
                onError: [
                  { guard: "walkIsOver", target: "#walk.idle", actions: ["noteWalkOver", "finishWalk", "clearPersisted"] },
                  { guard: "refusalEmptiesOutbox", target: "idle", actions: ["leaveOutRefused", "persist"] },
                  { guard: "isRefusal", target: "sending", reenter: true, actions: ["leaveOutRefused", "persist"] },
                  { target: "backoff", actions: "noteSendFailure" }
                ]
              },
              on: {
                "gps.fix": [
                  { guard: "isAcceptableFix", actions: ["recordFix", "persist"] },
                  { actions: "rejectFix" }
                ],
                "user.end": { target: "flushing", actions: ["markEnding", "persist"] }
              }
            },
            backoff: {
              after: { retryDelay: "sending" },
              on: {
                // Retry now (e.g. the member signed in again after a 401).
                "user.retry": "sending",
                "gps.fix": [
                  { guard: "isAcceptableFix", actions: ["recordFix", "persist"] },
                  { actions: "rejectFix" }
                ],
                "user.end": { target: "flushing", actions: ["markEnding", "persist"] }
              }
            },
            flushing: {
              entry: "takeBatch",
              invoke: {
                id: "flushRoute",
                src: "sendRoute",
                input: ({ context }) => ({ walkId: context.walk!.walkId, points: context.batch }),
                onDone: [
                  { guard: "outboxEmptyAfterAck", target: "finishing", actions: [{ type: "acknowledge", params: ({ event }) => event.output }, "persist"] },
                  { target: "flushing", reenter: true, actions: [{ type: "acknowledge", params: ({ event }) => event.output }, "persist"] }
                ],
                onError: [
                  { guard: "walkIsOver", target: "#walk.idle", actions: ["noteWalkOver", "finishWalk", "clearPersisted"] },
                  { guard: "refusalEmptiesOutbox", target: "finishing", actions: ["leaveOutRefused", "persist"] },
                  { guard: "isRefusal", target: "flushing", reenter: true, actions: ["leaveOutRefused", "persist"] },
                  { target: "flushRetry", actions: "noteSendFailure" }
                ]
              }
            },
            flushRetry: {
              after: { retryDelay: "flushing" },
              on: {
                "user.retry": "flushing",
                "user.abandon": {
                  target: "#walk.idle",
                  actions: ["finishWalk", "clearPersisted", { type: "navigate", params: { path: "/walk" } }]
                }
              }
            },
            finishing: {
              invoke: {
                id: "endWalk",
                src: "endWalk",
                input: ({ context }) => ({ walkId: context.walk!.walkId, position: lastPosition(context.walk!) }),
                onDone: {
                  target: "#walk.idle",
                  actions: ["finishWalk", "clearPersisted", { type: "navigate", params: { path: "/walk/summary" } }]
                },
                onError: [
                  { guard: "walkIsOver", target: "#walk.idle", actions: ["noteWalkOver", "finishWalk", "clearPersisted"] },
                  { target: "finishRetry", actions: "noteEndFailure" }
                ]
              }
            },
            finishRetry: {
              after: { retryDelay: "finishing" },
              on: {
                "user.retry": "finishing",
                "user.abandon": {
                  target: "#walk.idle",
                  actions: ["finishWalk", "clearPersisted", { type: "navigate", params: { path: "/walk" } }]
                }
              }
            }
          }
        }
      }
    }
  }
})

export type WalkMachine = typeof walkMachine

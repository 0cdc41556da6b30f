/**
 * The walk machine (§4 Walk, §9 GPS) — the statechart only. What its guards ask and its
 * assignments compute are the pure rules of `walk.rules.ts`; its effects are the named actors and
 * actions that `walk.actors.ts` supplies over the ports.
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
 * nav.changed: /walk while a walk is in progress ─> /walk/onwalk (replace); /walk/onwalk with no
 *              walk and no walk-over notice ─> /walk (replace); a walk starting on /walk ─> /walk/onwalk
 * ```
 *
 * A point enters the outbox when its fix passes `acceptFix` and leaves it only when an update
 * call that carried it succeeded, or when the server refused it (400). Every change that matters
 * is persisted (`persist`), so a reload restores the walk. The GPS watch lives until the end call
 * succeeded (the spec's order: remaining route, end call, tracking stops, summary); fixes that
 * arrive after `user.end` are not part of the walk, nor are fixes stamped before the walk started
 * (a stale cached position): those are dropped quietly.
 *
 * Transitions that several states share are written once below the setup (`fixWhileRecording`,
 * `walkIsOver`, `endWalk`, `retrying(...)`), so each rule has one definition.
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
import { assertEvent, assign, fromCallback, fromPromise, setup, type DoneActorEvent, type EventObject } from "xstate"
import type { HttpError } from "../api/errors.ts"
import { ROUTE_SEND_BATCH, ROUTE_SEND_INTERVAL_MS } from "../domain/constants.ts"
import { MESSAGES } from "../domain/messages.ts"
import { validateWalkStart } from "../domain/validation.ts"
import type { LatLng } from "../schema/common.ts"
import { MAX_POINTS_PER_UPDATE, type Walk, type WalkUpdateResponse } from "../schema/walk.ts"
import {
  backoffDelay,
  initialContext,
  isRefusal,
  judgeFix,
  lastPosition,
  mergeDogs,
  newWalk,
  nextBatch,
  startPositionOf,
  outboxAfterAck,
  unsentDistance,
  walkAfterRefusal,
  walkOverReason,
  withFix,
  withGap
} from "./walk.rules.ts"
import {
  WALK_COPY,
  WALK_PATHS,
  type EndWalkInput,
  type SendRouteInput,
  type StartedWalk,
  type StartWalkInput,
  type WalkContext,
  type WalkEvent,
  type WalkInput
} from "./walk.types.ts"

const errorOf = (event: EventObject): unknown => (event as { error?: unknown }).error

const judged = (context: WalkContext, event: WalkEvent) => {
  assertEvent(event, "gps.fix")
  return judgeFix(context.walk!, event.fix)
}

/** The walk without the point the last 400 refused (see `walkAfterRefusal`). */
const afterRefusal = (context: WalkContext, event: EventObject) =>
  walkAfterRefusal(context.walk!, context.batch, errorOf(event) as HttpError)

const missing = (name: string) =>
  new Error(`walk: '${name}' is not provided; use walkMachine.provide(createWalkImplementations(ports))`)
const notProvided = <O, I>(name: string) => fromPromise<O, I>(async () => { throw missing(name) })
const notProvidedCallback = (name: string) => fromCallback<EventObject>(() => { throw missing(name) })

const walkSetup = setup({
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
    /** Goes to `path`; `replace` replaces the current history entry (a redirect). */
    navigate: (_, _params: { path: string; replace?: boolean }) => { throw missing("navigate") },

    toggleDog: assign({
      selectedDogIds: ({ context, event }) => {
        assertEvent(event, "user.toggleDog")
        return context.selectedDogIds.includes(event.petId)
          ? context.selectedDogIds.filter((id) => id !== event.petId)
          : [...context.selectedDogIds, event.petId]
      }
    }),
    notePath: assign({
      path: ({ event }) => {
        assertEvent(event, "nav.changed")
        return event.path
      }
    }),
    clearAlert: assign({ alert: null }),
    clearNotice: assign({ notice: null }),
    alertNeedsDog: assign({ alert: MESSAGES.walkNeedsDog }),
    alertStartFailed: assign({ alert: WALK_COPY.startFailed }),
    setStartPosition: assign((_, position: LatLng) => ({ startPosition: { lat: position.lat, lng: position.lng } })),
    useDefaultStartPosition: assign({ startPosition: startPositionOf(null) }),
    beginWalk: assign(({ context }, started: StartedWalk) => ({
      walk: newWalk(started, context.startPosition, context.now),
      unsentDistance: 0,
      failures: 0,
      failure: null,
      alert: null,
      lastRejection: null,
      gpsError: null,
      batchLimit: MAX_POINTS_PER_UPDATE,
      notice: null
    })),
    recordFix: assign(({ context, event }) => {
      const judgement = judged(context, event)
      if (judgement.kind !== "record") return {}
      const walk = withFix(context.walk!, judgement.fix)
      return { walk, unsentDistance: unsentDistance(walk), lastRejection: null, gpsError: null }
    }),
    rejectFix: assign(({ context, event }) => {
      const judgement = judged(context, event)
      return { lastRejection: judgement.kind === "reject" ? judgement.reason : null, gpsError: null }
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
      batch: nextBatch(context.walk!, context.batchLimit),
      walk: { ...context.walk!, lastSendAt: context.now }
    })),
    acknowledge: assign(({ context }, update: WalkUpdateResponse) => {
      const walk = context.walk!
      const next = { ...walk, outbox: outboxAfterAck(walk, context.batch), serverDistance: update.totalDistance, dogs: mergeDogs(walk.dogs, update.dogs) }
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
      const { walk, batchLimit } = afterRefusal(context, event)
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
      const from = context.hiddenSince
      const walk = from === null ? context.walk! : withGap(context.walk!, { from, to: event.at, reason: "hidden" })
      return { hiddenSince: null, now: Math.max(context.now, event.at), walk }
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
    /** Is the fix stamped before the walk started (a stale cached position)? */
    fixPredatesWalk: ({ context, event }) => judged(context, event).kind === "predatesWalk",
    isAcceptableFix: ({ context, event }) => judged(context, event).kind === "record",
    /** Is the fix acceptable and does it bring the outbox to a full batch? */
    fixFillsBatch: ({ context, event }) =>
      judged(context, event).kind === "record" && context.walk!.outbox.length + 1 >= ROUTE_SEND_BATCH,
    outboxIsEmpty: ({ context }) => (context.walk?.outbox.length ?? 0) === 0,
    /**
     * Is the next send due at once: a full batch waits, or a bisection (after a 400 that named no
     * point) cut this batch short and the rest of it waits.
     */
    moreDueAfterAck: ({ context }) => {
      const left = outboxAfterAck(context.walk!, context.batch).length
      return left >= ROUTE_SEND_BATCH || (context.batchLimit < MAX_POINTS_PER_UPDATE && left > 0)
    },
    outboxEmptyAfterAck: ({ context }) => outboxAfterAck(context.walk!, context.batch).length === 0,
    /** 404 or 409: the server no longer takes this walk. */
    walkIsOver: ({ event }) => walkOverReason(errorOf(event)) !== null,
    isRefusal: ({ event }) => isRefusal(errorOf(event)),
    /** A 400 whose refused point was the last one waiting. */
    refusalEmptiesOutbox: ({ context, event }) => isRefusal(errorOf(event)) && afterRefusal(context, event).walk.outbox.length === 0,
    hasNotice: ({ context }) => context.notice !== null,
    /** Does this navigation open the walk in progress while there is none (and no walk-over notice to show there)? */
    opensOnWalkWithoutWalk: ({ context, event }) => {
      assertEvent(event, "nav.changed")
      return event.path === WALK_PATHS.onWalk && context.notice === null
    },
    /** Does this navigation open the dog choice while a walk is in progress? */
    opensSelectionWhileWalking: ({ event }) => {
      assertEvent(event, "nav.changed")
      return event.path === WALK_PATHS.select
    },
    /** Is the app on the dog choice (where the walk was started)? */
    isOnSelection: ({ context }) => context.path === WALK_PATHS.select
  },
  delays: {
    /** Until 40 s after the last send started. */
    sendInterval: ({ context }) =>
      Math.min(ROUTE_SEND_INTERVAL_MS, Math.max(0, (context.walk?.lastSendAt ?? context.now) + ROUTE_SEND_INTERVAL_MS - context.now)),
    retryDelay: ({ context }) => backoffDelay(context.failures)
  }
})

// ── transitions several states share ───────────────────────────────────────────────────────

/** A redirect: navigate to `path`, replacing the current history entry. */
const redirectTo = (path: string) => ({ type: "navigate", params: { path, replace: true } }) as const

/** Outside a walk: remember the path; opening `/walk/onwalk` with nothing to show there goes back to `/walk`. */
const navigationWithoutWalk = [
  { guard: "opensOnWalkWithoutWalk", actions: ["notePath", redirectTo(WALK_PATHS.select)] },
  { actions: "notePath" }
] as const

/** A fix from before the walk started (a stale cached position): dropped quietly, nothing happens. */
const ignoreStaleFix = { guard: "fixPredatesWalk" } as const
const recordFix = { guard: "isAcceptableFix", actions: ["recordFix", "persist"] } as const
const rejectFix = { actions: "rejectFix" } as const
/** `gps.fix` while recording (before `user.end`) in a state that does not send on it. */
const fixWhileRecording = [ignoreStaleFix, recordFix, rejectFix] as const

/** `user.end` with points buffered or in flight: send them, then the end call. */
const endWithFlush = { target: "flushing", actions: ["markEnding", "persist"] } as const

/** 404 / 409 on an update or the end call: the walk is over on the server. */
const walkIsOver = { guard: "walkIsOver", target: "#walk.idle", actions: ["noteWalkOver", "finishWalk", "clearPersisted"] } as const

const leaveOutRefused = ["leaveOutRefused", "persist"] as const
const acknowledge = [
  { type: "acknowledge", params: ({ event }: { event: DoneActorEvent<WalkUpdateResponse> }) => event.output },
  "persist"
] as const
const batchInput = ({ context }: { context: WalkContext }): SendRouteInput => ({ walkId: context.walk!.walkId, points: context.batch })

/** Give up a walk whose end cannot be saved (confirmed in the view): forget it, back to `/walk`. */
const abandon = {
  target: "#walk.idle",
  actions: ["finishWalk", "clearPersisted", { type: "navigate", params: { path: WALK_PATHS.select } }]
} as const

/** A visible retrying state while ending: `target` again after the backoff or at `user.retry`; or abandon. */
const retrying = <T extends "flushing" | "finishing">(target: T) => ({
  after: { retryDelay: target },
  on: { "user.retry": target, "user.abandon": abandon }
})

export const walkMachine = walkSetup.createMachine({
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
            { type: "navigate", params: ({ context }) => ({ path: context.notice?.reason === "endedElsewhere" ? WALK_PATHS.summary : WALK_PATHS.select }) },
            "clearNotice"
          ]
        },
        "nav.changed": navigationWithoutWalk
      }
    },
    locating: {
      invoke: {
        id: "currentPosition",
        src: "currentPosition",
        onDone: { target: "starting", actions: { type: "setStartPosition", params: ({ event }) => event.output } },
        onError: { target: "starting", actions: "useDefaultStartPosition" }
      },
      on: { "nav.changed": navigationWithoutWalk }
    },
    starting: {
      invoke: {
        id: "startWalk",
        src: "startWalk",
        input: ({ context }) => ({
          dogIds: [...new Set(context.selectedDogIds)],
          position: startPositionOf(context.startPosition)
        }),
        onDone: [
          // Started from the dog choice: on to the walk in progress.
          {
            guard: "isOnSelection",
            target: "session",
            actions: [{ type: "beginWalk", params: ({ event }) => event.output }, "persist", redirectTo(WALK_PATHS.onWalk)]
          },
          { target: "session", actions: [{ type: "beginWalk", params: ({ event }) => event.output }, "persist"] }
        ],
        onError: { target: "idle", actions: "alertStartFailed" }
      },
      on: { "nav.changed": navigationWithoutWalk }
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
                // Every navigation restarts the watch (§2); the dog choice redirects to the walk in progress.
                "nav.changed": [
                  { guard: "opensSelectionWhileWalking", target: "watching", reenter: true, actions: ["notePath", redirectTo(WALK_PATHS.onWalk)] },
                  { target: "watching", reenter: true, actions: "notePath" }
                ],
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
                "gps.fix": [ignoreStaleFix, { guard: "fixFillsBatch", target: "sending", actions: recordFix.actions }, recordFix, rejectFix],
                "user.end": [
                  { guard: "outboxIsEmpty", target: "finishing", actions: endWithFlush.actions },
                  endWithFlush
                ]
              }
            },
            /** 40 s have passed with nothing to send: the next accepted fix is sent at once. */
            due: {
              on: {
                "gps.fix": [ignoreStaleFix, { ...recordFix, target: "sending" }, rejectFix],
                // Nothing is buffered here (the first accepted fix leaves for sending).
                "user.end": { target: "finishing", actions: endWithFlush.actions }
              }
            },
            sending: {
              entry: "takeBatch",
              invoke: {
                id: "sendRoute",
                src: "sendRoute",
                input: batchInput,
                onDone: [
                  { guard: "moreDueAfterAck", target: "sending", reenter: true, actions: acknowledge },
                  { target: "idle", actions: acknowledge }
                ],
                onError: [
                  walkIsOver,
                  { guard: "refusalEmptiesOutbox", target: "idle", actions: leaveOutRefused },
                  { guard: "isRefusal", target: "sending", reenter: true, actions: leaveOutRefused },
                  { target: "backoff", actions: "noteSendFailure" }
                ]
              },
              on: { "gps.fix": fixWhileRecording, "user.end": endWithFlush }
            },
            backoff: {
              after: { retryDelay: "sending" },
              on: {
                // Retry now (e.g. the member signed in again after a 401).
                "user.retry": "sending",
                "gps.fix": fixWhileRecording,
                "user.end": endWithFlush
              }
            },
            flushing: {
              entry: "takeBatch",
              invoke: {
                id: "flushRoute",
                src: "sendRoute",
                input: batchInput,
                onDone: [
                  { guard: "outboxEmptyAfterAck", target: "finishing", actions: acknowledge },
                  { target: "flushing", reenter: true, actions: acknowledge }
                ],
                onError: [
                  walkIsOver,
                  { guard: "refusalEmptiesOutbox", target: "finishing", actions: leaveOutRefused },
                  { guard: "isRefusal", target: "flushing", reenter: true, actions: leaveOutRefused },
                  { target: "flushRetry", actions: "noteSendFailure" }
                ]
              }
            },
            flushRetry: retrying("flushing"),
            finishing: {
              invoke: {
                id: "endWalk",
                src: "endWalk",
                input: ({ context }) => ({ walkId: context.walk!.walkId, position: lastPosition(context.walk!) }),
                onDone: {
                  target: "#walk.idle",
                  actions: ["finishWalk", "clearPersisted", { type: "navigate", params: { path: WALK_PATHS.summary } }]
                },
                onError: [walkIsOver, { target: "finishRetry", actions: "noteEndFailure" }]
              }
            },
            finishRetry: retrying("finishing")
          }
        }
      }
    }
  }
})

export type WalkMachine = typeof walkMachine

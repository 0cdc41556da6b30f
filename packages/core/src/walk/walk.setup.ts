/**
 * The walk machine's setup (`walk.machine.ts` holds the statechart): its types, the named actors
 * it expects (`walk.actors.ts` provides them over the ports), the actions (assignments through the
 * pure rules of `walk.rules.ts`, persistence, navigation), the guards and the delays.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type DoneActorEvent, type EventObject } from "xstate"
import type { HttpError } from "../api/errors.ts"
import { ROUTE_SEND_BATCH, ROUTE_SEND_INTERVAL_MS } from "../domain/constants.ts"
import { MESSAGES } from "../domain/messages.ts"
import { validateWalkStart } from "../domain/walkStart.ts"
import type { LatLng } from "../schema/common.ts"
import { MAX_POINTS_PER_UPDATE } from "../schema/constants.ts"
import type { Walk, WalkDiscardResponse, WalkUpdateResponse } from "../schema/walk.ts"
import {
  backoffDelay,
  isRefusal,
  judgeFix,
  marksAcknowledged,
  marksDue,
  nothingToSend,
  undoableMark,
  withMark,
  withoutLastMark,
  mergeDogs,
  newWalk,
  adoptedWalk,
  mayTakeOn,
  reopenedWalk,
  nextBatch,
  outboxAfterAck,
  walkAfterRefusal,
  walkOverReason,
  withFix,
  withGap
} from "./walk.rules.ts"
import {
  WALK_COPY,
  WALK_PATHS,
  type DiscardWalkInput,
  type EndWalkInput,
  type FoundWalk,
  type PersistedWalkState,
  type SendRouteInput,
  type StartedWalk,
  type StartWalkInput,
  type WalkContext,
  type WalkEvent,
  type WalkInput
} from "./walk.types.ts"

const errorOf = (event: EventObject): unknown => (event as { error?: unknown }).error
/** A walk session's start, begun here or taken on: no failure, alert, rejection, GPS error or notice; full batches. */
const FRESH_SESSION = {
  failures: 0,
  failure: null,
  alert: null,
  lastRejection: null,
  gpsError: null,
  batchLimit: MAX_POINTS_PER_UPDATE,
  notice: null,
  // A walk of this member's recorded elsewhere was ended by the start, or is the one taken on.
  elsewhereWalkId: undefined
} as const
/** The server's walk in progress (`findWalkInProgress`'s output), or null. */
const foundOf = (event: EventObject): FoundWalk | null => (event as DoneActorEvent<FoundWalk | null>).output ?? null
/** The walk read from storage (`readStoredWalk`'s output; null: none, or a corrupt entry). */
const storedOf = (event: EventObject): PersistedWalkState | null => (event as DoneActorEvent<PersistedWalkState | null>).output

/**
 * The judgement of a fix against the walk, asked by up to three guards and an action for one
 * `gps.fix` (issue 33: a fix a second for hours): worked out once per walk and event (it is a pure
 * function of the two).
 */
let lastJudged: { walk: WalkContext["walk"]; event: WalkEvent; judgement: ReturnType<typeof judgeFix> } | null = null
const judged = (context: WalkContext, event: WalkEvent) => {
  assertEvent(event, "gps.fix")
  if (lastJudged?.walk === context.walk && lastJudged.event === event) return lastJudged.judgement
  const judgement = judgeFix(context.walk!, event.fix)
  lastJudged = { walk: context.walk, event, judgement }
  return judgement
}

/** The walk without the point the last 400 refused (see `walkAfterRefusal`). */
const afterRefusal = (context: WalkContext, event: EventObject) =>
  walkAfterRefusal(context.walk!, context.batch, errorOf(event) as HttpError, context.batchMarks ?? [])

const missing = (name: string) => new Error(`walk: '${name}' is not provided; use walkMachine.provide(createWalkImplementations(ports))`)
const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw missing(name)
  })
const notProvidedCallback = (name: string) =>
  fromCallback<EventObject>(() => {
    throw missing(name)
  })

export const walkSetup = setup({
  types: {
    context: {} as WalkContext,
    events: {} as WalkEvent,
    input: {} as WalkInput
  },
  actors: {
    /** Reads the walk kept in storage (its codec is imported for it). */
    readStoredWalk: notProvided<PersistedWalkState | null, void>("readStoredWalk"),
    /** The device position for the start call. */
    currentPosition: notProvided<LatLng, void>("currentPosition"),
    /** The walk the server has in progress for the member (today's and yesterday's walks, Asia/Seoul), or null. */
    findWalkInProgress: notProvided<FoundWalk | null, void>("findWalkInProgress"),
    startWalk: notProvided<StartedWalk, StartWalkInput>("startWalk"),
    /** One `walkUpdate` call with a batch of points. */
    sendRoute: notProvided<WalkUpdateResponse, SendRouteInput>("sendRoute"),
    endWalk: notProvided<Walk, EndWalkInput>("endWalk"),
    /** One `walkDiscard` call: the server deletes the walk in progress. */
    discardWalk: notProvided<WalkDiscardResponse, DiscardWalkInput>("discardWalk"),
    /** Outside a walk: ends a walk given up here whose end could not be saved (`walk.abandoned.ts`); never fails. */
    settleAbandonedWalk: notProvided<void, void>("settleAbandonedWalk"),
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
    persist: () => {
      throw missing("persist")
    },
    /** Keeps a given-up walk's end call, to be made once the server answers. */
    rememberAbandoned: () => {
      throw missing("rememberAbandoned")
    },
    /** Removes the walk from storage. */
    clearPersisted: () => {
      throw missing("clearPersisted")
    },
    /** Goes to `path`; `replace` replaces the current history entry (a redirect). */
    navigate: (_, _params: { path: string; replace?: boolean }) => {
      throw missing("navigate")
    },

    toggleDog: assign({
      selectedDogIds: ({ context, event }) => {
        assertEvent(event, "user.toggleDog")
        return context.selectedDogIds.includes(event.petId)
          ? context.selectedDogIds.filter((id) => id !== event.petId)
          : [...context.selectedDogIds, event.petId]
      }
    }),
    /** Takes on the walk read from storage (its closed time a tracking gap), or nothing. */
    restoreWalk: assign(({ context, event }) => {
      const stored = storedOf(event)
      const walk = stored ? reopenedWalk(stored, context.now) : null
      return { storedWalk: false, walk, selectedDogIds: stored?.selectedDogIds ?? context.selectedDogIds }
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
    alertDiscardFailed: assign({ alert: WALK_COPY.discardFailed }),
    setStartPosition: assign((_, position: LatLng) => ({ startPosition: { lat: position.lat, lng: position.lng } })),
    // No position: the start call sends the default centre marked `located: false` (no route point there).
    useDefaultStartPosition: assign({ startPosition: null }),
    beginWalk: assign(({ context }, started: StartedWalk) => ({ walk: newWalk(started, context.startPosition, context.now), ...FRESH_SESSION })),
    /** Takes on the walk the server has in progress (`findWalkInProgress`'s answer; see `adoptedWalk`). */
    adoptWalk: assign(({ event }) => {
      const { walk, now } = foundOf(event)!
      return { walk: adoptedWalk(walk, now), now, selectedDogIds: walk.dogs.map((d) => d.pet.petId), ...FRESH_SESSION }
    }),
    /** Another device records the walk the lookup found: the dog choice says so (`elsewhereWalkId`). */
    noteWalkElsewhere: assign(({ event }) => ({ elsewhereWalkId: foundOf(event)!.walk.walkId })),
    forgetWalkElsewhere: assign({ elsewhereWalkId: undefined }),
    /** The walk given up here (its end could not be saved) stays in progress on the server: this app does not take it on again until reloaded. */
    noteAbandoned: assign(({ context }) => (context.walk ? { abandonedWalkId: context.walk.walkId } : {})),
    recordFix: assign(({ context, event }) => {
      const judgement = judged(context, event)
      if (judgement.kind !== "record") return {}
      const walk = withFix(context.walk!, judgement.fix)
      return { walk, lastRejection: null, gpsError: null }
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
      batchMarks: marksDue(context.walk!, context.now).map((m) => m.time),
      walk: { ...context.walk!, lastSendAt: context.now }
    })),
    addMark: assign(({ context, event }) => {
      assertEvent(event, "user.mark")
      return { walk: withMark(context.walk!, event.kind, context.now) }
    }),
    undoMark: assign(({ context }) => ({ walk: withoutLastMark(context.walk!, context.now) })),
    acknowledge: assign(({ context }, update: WalkUpdateResponse) => {
      const walk = context.walk!
      const next = marksAcknowledged(
        { ...walk, outbox: outboxAfterAck(walk, context.batch), serverDistance: update.totalDistance, dogs: mergeDogs(walk.dogs, update.dogs) },
        context.batchMarks
      )
      return {
        walk: next,
        batch: [],
        batchMarks: [],
        failures: 0,
        failure: null,
        batchLimit: MAX_POINTS_PER_UPDATE
      }
    }),
    /** A 400: leaves the refused point out (or halves the next batch to find it); sends again at once. */
    leaveOutRefused: assign(({ context, event }) => {
      const { walk, batchLimit } = afterRefusal(context, event)
      return { walk, batch: [], batchMarks: [], batchLimit }
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
      batchMarks: [],
      failures: context.failures + 1,
      failure: context.walk?.ending ? WALK_COPY.endRetrying : WALK_COPY.sendFailed
    })),
    noteEndFailure: assign(({ context }) => ({ failures: context.failures + 1, failure: WALK_COPY.endRetrying })),
    dismissGap: assign(({ context }) => ({ walk: { ...context.walk!, gapsSeen: context.walk!.gaps.length } })),
    dismissRejected: assign(({ context }) => ({ walk: { ...context.walk!, rejectedSeen: context.walk!.rejectedPoints } })),
    // The tap's time, on the server's clock: kept with the walk, so a retried end (a lost connection, a reload) keeps it.
    markEnding: assign(({ context }) => ({
      walk: { ...context.walk!, ending: true, endedAt: context.walk!.endedAt ?? context.now + context.walk!.clockOffset }
    })),
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
      lastRejection: null,
      gpsError: null,
      startPosition: null,
      batchLimit: MAX_POINTS_PER_UPDATE,
      batchMarks: []
    })
  },
  guards: {
    hasSelectedDog: ({ context }) => validateWalkStart(context.selectedDogIds).ok,
    hasRestoredWalk: ({ context }) => context.walk !== null,
    hasStoredWalk: ({ context }) => context.storedWalk === true,
    /** A walk came back from storage while the app is on the dog choice (it moves on to the walk, as a navigation there would). */
    restoresOntoSelection: ({ context, event }) => storedOf(event) !== null && context.path === WALK_PATHS.select,
    /** Nothing came back from storage (or it could not be read) while the app is on the walk screen. */
    restoresNothingOntoWalk: ({ context, event }) => !storedOf(event) && context.path === WALK_PATHS.onWalk,
    restoredWalkIsEnding: ({ context }) => context.walk?.ending === true,
    restoredWalkIsEndingWithEmptyOutbox: ({ context }) => context.walk?.ending === true && nothingToSend(context.walk),
    /** Is the fix stamped before the walk started (a stale cached position)? */
    fixPredatesWalk: ({ context, event }) => judged(context, event).kind === "predatesWalk",
    isAcceptableFix: ({ context, event }) => judged(context, event).kind === "record",
    /** Is the fix acceptable and does it bring the outbox to a full batch? */
    fixFillsBatch: ({ context, event }) => judged(context, event).kind === "record" && context.walk!.outbox.length + 1 >= ROUTE_SEND_BATCH,
    /** No point waits and no mark is due (a mark is due once it can no longer be undone). */
    outboxIsEmpty: ({ context }) => (context.walk?.outbox.length ?? 0) === 0 && (context.walk === null || marksDue(context.walk, context.now).length === 0),
    /** No point and no mark waits (ending sends every mark, however young). */
    nothingToSend: ({ context }) => nothingToSend(context.walk),
    /** A walk is being recorded (not ending): marks can be added. */
    isRecording: ({ context }) => context.walk !== null && !context.walk.ending,
    canUndoMark: ({ context }) => context.walk !== null && !context.walk.ending && undoableMark(context.walk, context.now) !== null,
    /**
     * Is the next send due at once: a full batch waits, or a bisection (after a 400 that named no
     * point) cut this batch short and the rest of it waits.
     */
    moreDueAfterAck: ({ context }) => {
      const left = outboxAfterAck(context.walk!, context.batch).length
      return left >= ROUTE_SEND_BATCH || (context.batchLimit < MAX_POINTS_PER_UPDATE && left > 0)
    },
    outboxEmptyAfterAck: ({ context }) =>
      nothingToSend(marksAcknowledged({ ...context.walk!, outbox: outboxAfterAck(context.walk!, context.batch) }, context.batchMarks)),
    /** 404 or 409: the server no longer takes this walk. */
    walkIsOver: ({ event }) => walkOverReason(errorOf(event)) !== null,
    /** 404 to a discard: the walk is not there (an earlier discard went through and its answer was lost). */
    walkIsGone: ({ event }) => walkOverReason(errorOf(event)) === "notFound",
    isRefusal: ({ event }) => isRefusal(errorOf(event)),
    /** A 400 whose refused point was the last one waiting. */
    refusalEmptiesOutbox: ({ context, event }) => isRefusal(errorOf(event)) && nothingToSend(afterRefusal(context, event).walk),
    hasNotice: ({ context }) => context.notice !== null,
    /** Does this navigation open the walk in progress while there is none (and no walk-over notice to show there)? */
    opensOnWalkWithoutWalk: ({ context, event }) => {
      assertEvent(event, "nav.changed")
      return event.path === WALK_PATHS.onWalk && context.notice === null
    },
    /** Does this navigation open the dog choice (`/walk`: during a walk, on to it; outside one, the server is asked for one in progress)? */
    opensSelection: ({ event }) => {
      assertEvent(event, "nav.changed")
      return event.path === WALK_PATHS.select
    },
    /** The server has a walk in progress that was not given up here and that no other device is still recording (`mayTakeOn`). */
    foundWalk: ({ context, event }) => {
      const found = foundOf(event)
      return found !== null && found.walk.walkId !== context.abandonedWalkId && mayTakeOn(found.walk, found.now)
    },
    /** The server has a walk in progress, not given up here, that another device is still recording (`mayTakeOn` says no). */
    foundWalkElsewhere: ({ context, event }) => {
      const found = foundOf(event)
      return found !== null && found.walk.walkId !== context.abandonedWalkId && !mayTakeOn(found.walk, found.now)
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

/**
 * The walk machine (§4 Walk, §9 GPS) — the statechart only. What its guards ask and its
 * assignments compute are the pure rules of `walk.rules.ts`; its effects are the named actors and
 * actions that `walk.actors.ts` supplies over the ports.
 *
 * ```
 * restoring ─┬─> idle ──user.start [hasSelectedDog]──> locating ──> starting ──> session
 *            ├─> session (a persisted walk: no new start call)
 *            └─> reading (a walk in storage: its codec loads and reads it) ─> restoring
 * idle ─nav.changed /walk─> lookingUp (the server asked for a walk in progress) ─found─> session (/walk/onwalk) | ─none, failed─> idle
 * session (parallel)
 *   gps:   watching            GPS watch; nav.changed restarts it
 *   page:  visible ⇄ hidden    wake lock while visible; hidden time becomes a tracking gap
 *   route: idle ─(20 points | 40 s)─> sending ─ok─> idle        fixes are recorded here
 *                 due ─next fix─> sending ─fail─> backoff ─(retry delay | user.retry)─> sending
 *                                 sending ─400─> sending (refused point left out) | idle (none left)
 *          user.end ─> flushing ⇄ flushRetry ─> finishing ⇄ finishRetry ─> idle (/walk/summary?walk=…&date=…: '산책 완료')
 *                      flushRetry | finishRetry ─user.abandon─> idle (/walk; the walk's end call is kept and made once the server answers: `walk.abandoned.ts`)
 *                      flushing ─400─> flushing | finishing (none left)
 *          idle | due | sending | backoff ─user.discard─> discarding ─ok─> idle (/walk, the walk deleted on the server)
 *                      discarding ─fail─> idle (walking on, with an alert) ; ─404─> idle (/walk: already deleted)
 *   sending | flushing | finishing ─404/409─> idle with a notice (the walk is over on the server)
 * session: user.mark [recording] adds a mark at the last position; user.undoMark [under 5 s, unsent] takes it back.
 *          Marks past the undo time ride on the next route send (`walkMarks`), every unsent one while ending.
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
 * The setup (actors, actions, guards, delays) is `walk.setup.ts`. Transitions that several states
 * share are written once here (`fixWhileRecording`,
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
import { and, type DoneActorEvent, type SnapshotFrom } from "xstate"
import { endWalkInputOf, initialContext, startPositionOf, toWireMark } from "./walk.rules.ts"
import type { WalkUpdateResponse } from "../schema/walk.ts"
import { WALK_PATHS, type SendRouteInput, type WalkContext } from "./walk.types.ts"
import { walkSetup } from "./walk.setup.ts"
import { calendarFocusPath } from "../calendar/calendarFocus.ts"
import { seoulDayKey } from "../domain/format.ts"

// ── transitions several states share ───────────────────────────────────────────────────────

/** A redirect: navigate to `path`, replacing the current history entry. */
const redirectTo = (path: string) => ({ type: "navigate", params: { path, replace: true } }) as const

/** Outside a walk: remember the path; opening `/walk/onwalk` with nothing to show there goes back to `/walk`. */
const navigationWithoutWalk = [{ guard: "opensOnWalkWithoutWalk", actions: ["notePath", redirectTo(WALK_PATHS.select)] }, { actions: "notePath" }] as const

/** What the member can do with no walk here (`idle`, and while the server is asked for one: `lookingUp`). */
const outsideWalk = {
  "user.toggleDog": { actions: "toggleDog" },
  "user.start": [{ guard: "hasSelectedDog", target: "#walk.locating", actions: ["clearAlert", "clearNotice"] }, { actions: "alertNeedsDog" }],
  "user.dismissNotice": {
    guard: "hasNotice",
    actions: [
      {
        type: "navigate",
        params: ({ context }: { context: WalkContext }) => ({ path: context.notice?.reason === "endedElsewhere" ? WALK_PATHS.summary : WALK_PATHS.select })
      },
      "clearNotice"
    ]
  }
} as const

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
const acknowledge = [{ type: "acknowledge", params: ({ event }: { event: DoneActorEvent<WalkUpdateResponse> }) => event.output }, "persist"] as const
const batchInput = ({ context }: { context: WalkContext }): SendRouteInput => {
  const times = new Set(context.batchMarks ?? [])
  const marks = (context.walk!.marks ?? []).filter((m) => !m.sent && times.has(m.time)).map(toWireMark)
  return { walkId: context.walk!.walkId, points: context.batch, marks }
}

/** Give up a walk whose end cannot be saved (confirmed in the view): forget it, back to `/walk`. */
const abandon = {
  target: "#walk.idle",
  actions: ["noteAbandoned", "rememberAbandoned", "finishWalk", "clearPersisted", { type: "navigate", params: { path: WALK_PATHS.select } }]
} as const

/** Discard the walk (too short to keep, confirmed in the view): the server deletes it. */
const discard = { target: "discarding" } as const
/** Discarded: the walk is gone from the server (deleted, or found gone after a lost answer: 404); back to `/walk`. */
const discarded = { target: "#walk.idle", actions: ["finishWalk", "clearPersisted", { type: "navigate", params: { path: WALK_PATHS.select } }] } as const

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
      initial: "checking",
      states: {
        checking: {
          always: [
            { guard: "restoredWalkIsEndingWithEmptyOutbox", target: "#walk.session.route.finishing" },
            { guard: "restoredWalkIsEnding", target: "#walk.session.route.flushing" },
            { guard: "hasRestoredWalk", target: "#walk.session" },
            { guard: "hasStoredWalk", target: "reading" },
            { target: "#walk.idle" }
          ]
        },
        /**
         * A walk is in storage: its codec (Effect's schemas) is imported and reads it — only then,
         * so a page without a stored walk never loads it. The navigation heard meanwhile is noted,
         * and the redirects a navigation would have made with the walk known are made once it is.
         */
        reading: {
          invoke: {
            id: "readStoredWalk",
            src: "readStoredWalk",
            onDone: [
              { guard: "restoresOntoSelection", target: "checking", actions: ["restoreWalk", redirectTo(WALK_PATHS.onWalk)] },
              { guard: "restoresNothingOntoWalk", target: "checking", actions: ["restoreWalk", redirectTo(WALK_PATHS.select)] },
              { target: "checking", actions: "restoreWalk" }
            ],
            // The codec could not be imported (offline, not cached): no walk here; the entry stays for the next start.
            onError: [{ guard: "restoresNothingOntoWalk", target: "#walk.idle", actions: redirectTo(WALK_PATHS.select) }, { target: "#walk.idle" }]
          },
          on: { "nav.changed": { actions: "notePath" } }
        }
      }
    },
    idle: {
      // A walk given up here ('기록 포기') is ended on the server once it answers (`walk.abandoned.ts`).
      invoke: { src: "settleAbandonedWalk" },
      on: {
        ...outsideWalk,
        // The dog choice opened outside a walk: is one in progress on the server (another device, cleared storage)?
        "nav.changed": [{ guard: "opensSelection", target: "lookingUp", actions: "notePath" }, ...navigationWithoutWalk]
      }
    },
    /**
     * `/walk` opened with no walk here: the server is asked for one in progress (§1: "if a walk is
     * in progress, redirects to /walk/onwalk"). Found and not given up here: taken on (tracking restarts,
     * the dog choice moves on to it) unless another device still records it (`mayTakeOn`: two would
     * interleave one route; the dog choice then says a start ends it, `elsewhereWalkId`). Meanwhile as `idle`.
     */
    lookingUp: {
      invoke: {
        id: "findWalkInProgress",
        src: "findWalkInProgress",
        onDone: [
          { guard: and(["foundWalk", "isOnSelection"]), target: "session", actions: ["adoptWalk", "persist", redirectTo(WALK_PATHS.onWalk)] },
          { guard: "foundWalk", target: "session", actions: ["adoptWalk", "persist"] },
          { guard: "foundWalkElsewhere", target: "idle", actions: "noteWalkElsewhere" },
          { target: "idle", actions: "forgetWalkElsewhere" }
        ],
        // Offline or refused: the dog choice as it is; the next visit asks again.
        onError: "idle"
      },
      on: { ...outsideWalk, "nav.changed": navigationWithoutWalk }
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
          position: startPositionOf(context.startPosition),
          located: context.startPosition !== null
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
        // Marks (소변, 대변, 물) while recording: they wait in the walk and ride with the route.
        "user.mark": { guard: "isRecording", actions: ["addMark", "persist"] },
        "user.undoMark": { guard: "canUndoMark", actions: ["undoMark", "persist"] },
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
                  { guard: "opensSelection", target: "watching", reenter: true, actions: ["notePath", redirectTo(WALK_PATHS.onWalk)] },
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
                "user.end": [{ guard: "nothingToSend", target: "finishing", actions: endWithFlush.actions }, endWithFlush],
                "user.discard": discard
              }
            },
            /** 40 s have passed with nothing to send: the next accepted fix is sent at once. */
            due: {
              on: {
                "gps.fix": [ignoreStaleFix, { ...recordFix, target: "sending" }, rejectFix],
                // No point is buffered here (the first accepted fix leaves for sending); a young mark may be.
                "user.end": [{ guard: "nothingToSend", target: "finishing", actions: endWithFlush.actions }, endWithFlush],
                "user.discard": discard
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
              on: { "gps.fix": fixWhileRecording, "user.end": endWithFlush, "user.discard": discard }
            },
            backoff: {
              after: { retryDelay: "sending" },
              on: {
                // Retry now (e.g. the member signed in again after a 401).
                "user.retry": "sending",
                "gps.fix": fixWhileRecording,
                "user.end": endWithFlush,
                "user.discard": discard
              }
            },
            /**
             * The member chose not to keep a short walk: the server deletes it (route, dogs and all).
             * Fixes that arrive meanwhile are not recorded. A failure walks on with an alert (the
             * member may discard again or end the walk); 404/409: the walk is over on the server.
             */
            discarding: {
              invoke: {
                id: "discardWalk",
                src: "discardWalk",
                input: ({ context }) => ({ walkId: context.walk!.walkId }),
                onDone: discarded,
                onError: [{ guard: "walkIsGone", ...discarded }, walkIsOver, { target: "idle", actions: "alertDiscardFailed" }]
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
                input: ({ context }) => endWalkInputOf(context.walk!),
                onDone: {
                  target: "#walk.idle",
                  actions: [
                    "finishWalk",
                    "clearPersisted",
                    // '산책 완료': the summary opens on the walk just ended (its day, its card first).
                    {
                      type: "navigate",
                      params: ({ event }) => ({ path: calendarFocusPath(WALK_PATHS.summary, event.output.walkId, seoulDayKey(event.output.startTime)) })
                    }
                  ]
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

/** A walk is in progress (walking or ending); here, not in `walk.connect.ts`: the shell asks it on every route, cheaply. */
export const isWalkInProgress = (snapshot: SnapshotFrom<WalkMachine>): boolean => snapshot.matches("session")

/**
 * The walk (§4 Walk, §9 GPS). The app keeps ONE walk actor for the whole session:
 *
 * ```ts
 * const walk = createWalkActor({ api, geolocation, storage, clock: systemClock, wakeLock, visibility, navigate }).start()
 * walk.send({ type: "nav.changed", path })          // on every navigation (restarts GPS while walking)
 * const view = connectWalk(walk.getSnapshot(), walk.send)
 * ```
 * A walk kept in storage is restored at creation (straight back to walking, no new start call).
 */
export { isWalkInProgress, walkMachine, type WalkMachine } from "./walk.machine.ts"
export {
  backoffDelay,
  clockOffset,
  isTrackingGap,
  judgeFix,
  lastPosition,
  markCounts,
  onServerClock,
  refusalOf,
  toRoutePoint,
  walkOverReason,
  type FixJudgement
} from "./walk.rules.ts"
export { unsentDistance } from "./walk.unsent.ts"
export { createWalkActor, createWalkImplementations, provideWalkMachine } from "./walk.actors.ts"
export { locate, type Located } from "../location/location.ts"
export { connectWalk, liveCard, noticeView, startLocationProblem, walkTrack } from "./walk.connect.ts"
export { connectOnWalk, offlineWalkNotice, sameLiveCard, sameOnWalkScreen, walkLiveCard } from "./onWalk.connect.ts"
export type { OnWalkConfirm, OnWalkModel } from "./onWalk.connect.ts"
export type { GapView, LiveCard, LiveDog, WalkNoticeView, WalkPhase, WalkTrack, WalkView } from "./walk.connect.ts"
export { createWalkSessionStore, loadWalkSession, PersistedTrack, PersistedWalk, WALK_TRACK_STORAGE_KEY } from "./walk.session.ts"
export { lazyWalkStore, type WalkStore } from "./walk.store.ts"
export type { WalkSessionStore } from "./walk.session.ts"
export {
  closedGapMessage,
  isShortWalk,
  lostPointsMessage,
  MARK_LABELS,
  MARK_UNDO_MS,
  markedMessage,
  rejectedPointsMessage,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  SHORT_WALK_MAX_METRES,
  SHORT_WALK_MAX_SECONDS,
  TRACKING_GAP_MIN_MS,
  WALK_COPY,
  WALK_PATHS,
  WALK_RECORDER_STORAGE_KEY,
  WALK_STORAGE_KEY
} from "./walk.types.ts"
export type {
  ActiveWalk,
  DiscardWalkInput,
  EndWalkInput,
  SendRouteInput,
  StartedWalk,
  StartWalkInput,
  FixRejection,
  PersistedWalkState,
  RecordedMark,
  TrackingGap,
  WalkContext,
  WalkEvent,
  WalkInput,
  WalkNotice,
  WalkPorts
} from "./walk.types.ts"

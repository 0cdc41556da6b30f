/**
 * The walk view model for `/walk` (dog selection, start) and `/walk/onwalk` (the live card, the
 * route, ending). Labels are formatted here; the view only renders.
 */
import type { SnapshotFrom } from "xstate"
import { formatCalories, formatDuration, formatKm } from "../domain/format.ts"
import type { GeolocationFailureKind } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import type { WalkMarkKind } from "../schema/walk.ts"
import type { WalkMachine } from "./walk.machine.ts"
import { isTrackingGap, justUndoneMark, knownPosition, markCounts, undoableMark } from "./walk.rules.ts"
import type { GeoFix } from "../ports.ts"
import {
  closedGapMessage,
  markedMessage,
  undoneMessage,
  lostPointsMessage,
  rejectedPointsMessage,
  WALK_COPY,
  type ActiveWalk,
  type TrackingGap,
  type WalkEvent,
  type WalkNotice
} from "./walk.types.ts"

export type WalkPhase = "restoring" | "idle" | "locating" | "starting" | "walking" | "ending"

export interface LiveDog {
  readonly petId: number
  readonly name: string
  readonly profileImageUrl: string | null
  /** kcal so far (unrounded). */
  readonly calories: number
  /** `"12 kcal"`. */
  readonly caloriesLabel: string
}

export interface LiveCard {
  readonly elapsedSeconds: number
  /** h m s, updated every second: `"1시간 5분 3초"`. */
  readonly elapsedLabel: string
  readonly distanceMetres: number
  /** km with 2 decimals: `"1.23 km"`. */
  readonly distanceLabel: string
  readonly dogs: ReadonlyArray<LiveDog>
}

export interface GapView extends TrackingGap {
  readonly seconds: number
  /**
   * `"앱이 화면에 없어서 위치를 기록하지 못했어요 (3분 12초)"`, or for a closed app
   * `"앱이 닫혀 있던 3분 12초 동안은 경로가 기록되지 않았어요."`.
   */
  readonly message: string
}

/** The "walk is over" notice, ready to render: a title, what happened, and the way on. */
export interface WalkNoticeView {
  readonly reason: WalkNotice["reason"]
  /** `"이 산책은 이미 종료되었어요."` / `"서버에서 이 산책을 찾을 수 없어요."`. */
  readonly title: string
  /** What happened; names the lost points only when there were any. */
  readonly message: string
  /** The button that dismisses it (`"산책 기록 보기"` → `/walk/summary`, `"확인"` → `/walk`). */
  readonly actionLabel: string
  /** Where `dismissNotice()` goes. */
  readonly path: "/walk/summary" | "/walk"
}

export interface WalkView {
  readonly phase: WalkPhase
  /** A walk is in progress (walking or ending): `/walk` redirects to `/walk/onwalk`. */
  readonly isWalking: boolean
  /** Getting the position or making the start call. */
  readonly isStarting: boolean
  readonly isEnding: boolean
  /** The member chose not to keep this short walk; the server is deleting it. */
  readonly isDiscarding: boolean
  /** Ending keeps failing; it retries on its own and the user may retry now (or abandon). */
  readonly endRetrying: boolean
  /** What ending is doing, in Korean. */
  readonly endStatus: string | null
  /**
   * The alert for `/walk`: the machine's alert, else the walk-over notice as one sentence (a
   * member who was elsewhere when it happened reads it there; dismissing it clears the notice).
   */
  readonly alert: string | null
  /** On the dog choice while another device records a walk of this member's: a start here ends it (`WALK_COPY.inProgressElsewhere`). */
  readonly elsewhereNotice: string | null
  /** The walk-over notice (404/409), for `/walk/onwalk`, drawn over the walk as it last was; `dismissNotice()` takes its way on. */
  readonly notice: WalkNoticeView | null
  /** Points the server refused and the walk left out (0 when none). */
  readonly rejectedPoints: number
  /** `"위치 N개는 기록할 수 없어 제외했어요."`, or null when none was refused. */
  readonly rejectedMessage: string | null
  readonly selectedDogIds: ReadonlyArray<number>
  isSelected(petId: number): boolean
  /**
   * The walk as the machine holds it (null before one) and the device's now: the on-walk
   * screen's live card is made from them (`connectOnWalk`, which measures the unsent end of the
   * track: the distance filter loads with that screen, not with `/walk`'s chooser).
   */
  readonly active: ActiveWalk | null
  readonly now: number
  /** The recorded route, for the map. */
  readonly route: ReadonlyArray<LatLng>
  /** Where the walker is (last fix, else the start position). */
  readonly position: LatLng | null
  /** Points waiting for the server. */
  readonly pendingPoints: number
  readonly sendStatus: "idle" | "sending" | "retrying"
  /** The recording chip's text for `sendStatus` (Korean, chosen here so every client says the same). */
  readonly syncLabel: string
  /** Fixes are being recorded (the chip's dot): not while ending, retrying a send, or without location. */
  readonly isRecording: boolean
  /** A send problem while walking (the points are kept and sent later). */
  readonly sendProblem: string | null
  readonly gpsProblem: string | null
  readonly gaps: ReadonlyArray<GapView>
  /** The latest tracking gap's message, if any. */
  readonly latestGap: string | null
  /** The latest gap's message while the member has not dismissed it (`dismissGap`). */
  readonly gapNotice: string | null
  /** The refused-points message while more points were refused than when last dismissed (`dismissRejected`). */
  readonly rejectedNotice: string | null
  readonly isHidden: boolean
  /** The walk's marks (소변, 대변, 물) in tap order, for the map's pins. */
  readonly marks: ReadonlyArray<{ readonly kind: WalkMarkKind; readonly position: LatLng }>
  /** How many marks of each kind this walk. */
  readonly markCounts: Readonly<Record<WalkMarkKind, number>>
  /**
   * The mark bar: the last mark while it can be undone (`"소변을 기록했어요"`, `canUndo`), or for a
   * moment after an undo the note that it was (`"소변 기록을 지웠어요"`, no button), else null.
   */
  readonly undoableMark: { readonly kind: WalkMarkKind; readonly message: string; readonly canUndo: boolean } | null
  toggleDog(petId: number): void
  start(): void
  end(): void
  retryEnd(): void
  abandon(): void
  /** Discards the walk in progress (deleted on the server, nothing recorded). */
  discard(): void
  dismissAlert(): void
  dismissNotice(): void
  dismissGap(): void
  dismissRejected(): void
  /** One tap on 소변 / 대변 / 물. */
  mark(kind: WalkMarkKind): void
  undoMark(): void
}

/**
 * What a walk started now could not record, before it starts (`/walk`): location refused or not
 * on this device. A slow or lost signal is not said there (the walk looks again once started).
 */
export const startLocationProblem = (kind: GeolocationFailureKind | null | undefined): string | null =>
  kind === "denied" || kind === "unsupported" ? gpsMessage(kind) : null

const gpsMessage = (kind: GeolocationFailureKind | null): string | null => {
  switch (kind) {
    case "denied":
      return WALK_COPY.gpsDenied
    case "unsupported":
      return WALK_COPY.gpsUnsupported
    case "unavailable":
    case "timeout":
      return WALK_COPY.gpsUnavailable
    default:
      return null
  }
}

const gapView = (gap: TrackingGap): GapView => {
  const seconds = Math.max(0, Math.round((gap.to - gap.from) / 1000))
  const duration = formatDuration(seconds, { withSeconds: true })
  return { ...gap, seconds, message: gap.reason === "hidden" ? `${WALK_COPY.gapHidden} (${duration})` : closedGapMessage(duration) }
}

/** Each notice's words and where its button leads: the summary for a walk ended elsewhere, else the dog choice. */
const NOTICES = {
  endedElsewhere: {
    title: WALK_COPY.endedElsewhereTitle,
    detail: WALK_COPY.endedElsewhereDetail,
    actionLabel: WALK_COPY.endedElsewhereAction,
    path: "/walk/summary"
  },
  recordedElsewhere: {
    title: WALK_COPY.recordedElsewhereTitle,
    detail: WALK_COPY.recordedElsewhereDetail,
    actionLabel: WALK_COPY.recordedElsewhereAction,
    path: "/walk"
  },
  notFound: { title: WALK_COPY.notFoundTitle, detail: WALK_COPY.notFoundDetail, actionLabel: WALK_COPY.notFoundAction, path: "/walk" }
} as const

export const noticeView = (notice: WalkNotice): WalkNoticeView => {
  const { title, detail, actionLabel, path } = NOTICES[notice.reason]
  return {
    reason: notice.reason,
    title,
    message: notice.lostPoints > 0 ? `${detail} ${lostPointsMessage(notice.lostPoints)}` : detail,
    actionLabel,
    path
  }
}

/**
 * The live card. Distance: the server's `totalDistance` (everything it acknowledged) plus the
 * device's measure of the unsent end of the track. Calories: the server's per-dog figure for its
 * distance, scaled to the shown distance (kcal grow linearly with distance for a given dog).
 */
export const liveCard = (walk: ActiveWalk, unsentDistance: number, now: number): LiveCard => {
  // `now` is the device clock, `startTime` the server's: compare on the server's clock.
  // Ending: the walk stopped when the member said so (the end call may still be waiting on the network).
  const at = walk.endedAt ?? now + walk.clockOffset
  const elapsedSeconds = Math.max(0, Math.floor((at - walk.startTime) / 1000))
  const distanceMetres = walk.serverDistance + unsentDistance
  const scale = walk.serverDistance > 0 ? distanceMetres / walk.serverDistance : 1
  return {
    elapsedSeconds,
    elapsedLabel: formatDuration(elapsedSeconds, { withSeconds: true }),
    distanceMetres,
    distanceLabel: formatKm(distanceMetres),
    dogs: walk.dogs.map((d) => {
      const calories = d.caloriesBurned * scale
      return { petId: d.pet.petId, name: d.pet.name, profileImageUrl: d.pet.profileImageUrl, calories, caloriesLabel: formatCalories(calories) }
    })
  }
}

/**
 * The recording chip's text: retrying (with the points kept on the device), the end's last points
 * leaving, or recording. A batch leaving while the walk goes on (every 20 s, answered in well under
 * a second when the network is fine) keeps "산책 기록 중": the chip says something only when the
 * member has a reason to look (issue 33: nor does the screen redraw the chip twice per batch).
 */
export const syncLabel = (
  sendStatus: WalkView["sendStatus"],
  pendingPoints: number,
  isEnding: boolean,
  gpsError: GeolocationFailureKind | null = null
): string => {
  if (sendStatus === "retrying") return isEnding ? "저장 재시도 중" : pendingPoints > 0 ? `연결 대기 · 기록 ${pendingPoints}개 보관 중` : "연결 대기 중"
  if (isEnding) return sendStatus === "sending" ? "남은 기록 보내는 중…" : "기록 저장 중"
  // No fixes are coming: the chip does not claim a recording the walk is not getting (the notice says why).
  if (gpsError === "denied" || gpsError === "unsupported") return WALK_COPY.chipNoLocation
  if (gpsError !== null) return WALK_COPY.chipSeekingLocation
  return "산책 기록 중"
}

const NO_ROUTE: ReadonlyArray<LatLng> = []
const NO_MARKS: NonNullable<ActiveWalk["marks"]> = []

/*
 * Values that stay the same object while what they show is unchanged (issue 33: smooth at hour
 * two). A walk's snapshot changes on every fix and every second; a screen that draws its parts
 * only when their props change (React.memo) needs the position, the marks, their counts and the
 * actions to be the same objects from one snapshot to the next when they did not change.
 * Derived from the walk's own arrays and objects (which the machine replaces only on a change)
 * and from `send` (an actor's is stable), remembered weakly.
 */
/** The last fix's position, the same object while the last fix is (one remembered: a `WeakMap` of every fix cost more per call). */
let rememberedPosition: { fix: GeoFix; position: LatLng } | null = null
const positionAt = (fix: GeoFix): LatLng => {
  if (rememberedPosition?.fix !== fix) rememberedPosition = { fix, position: { lat: fix.lat, lng: fix.lng } }
  return rememberedPosition.position
}
type MarksView = Pick<WalkView, "marks" | "markCounts">
const marksViews = new WeakMap<NonNullable<ActiveWalk["marks"]>, MarksView>()
const marksView = (marks: NonNullable<ActiveWalk["marks"]>): MarksView => {
  let v = marksViews.get(marks)
  if (!v) {
    // A mark waiting for the walk's first fix is counted, not pinned (its place is not known yet).
    v = { marks: marks.filter((m) => !m.unplaced).map((m) => ({ kind: m.kind, position: { lat: m.lat, lng: m.lng } })), markCounts: markCounts(marks) }
    marksViews.set(marks, v)
  }
  return v
}
type WalkActions = Pick<
  WalkView,
  "toggleDog" | "start" | "end" | "retryEnd" | "abandon" | "discard" | "dismissAlert" | "dismissNotice" | "dismissGap" | "dismissRejected" | "mark" | "undoMark"
>
const actionsBySend = new WeakMap<(event: WalkEvent) => void, WalkActions>()
const walkActions = (send: (event: WalkEvent) => void): WalkActions => {
  let a = actionsBySend.get(send)
  if (!a) {
    a = {
      toggleDog: (petId) => send({ type: "user.toggleDog", petId }),
      start: () => send({ type: "user.start" }),
      end: () => send({ type: "user.end" }),
      retryEnd: () => send({ type: "user.retry" }),
      abandon: () => send({ type: "user.abandon" }),
      discard: () => send({ type: "user.discard" }),
      dismissAlert: () => send({ type: "user.dismissAlert" }),
      dismissNotice: () => send({ type: "user.dismissNotice" }),
      dismissGap: () => send({ type: "user.dismissGap" }),
      dismissRejected: () => send({ type: "user.dismissRejected" }),
      mark: (kind) => send({ type: "user.mark", kind }),
      undoMark: () => send({ type: "user.undoMark" })
    }
    actionsBySend.set(send, a)
  }
  return a
}

/** Where the walker is and the route so far (`WalkView.position`, `WalkView.route`). */
export interface WalkTrack {
  readonly position: LatLng | null
  readonly route: ReadonlyArray<LatLng>
}

/** The walk a screen shows: the one in progress, or after the server said it is over, the walk as it last was (behind the notice). */
export const shownWalk = (c: SnapshotFrom<WalkMachine>["context"]): ActiveWalk | null => c.walk ?? c.notice?.walk ?? null

let rememberedTrack: WalkTrack | null = null
/**
 * The walk's position and route as `connectWalk` gives them, without the rest of its model: what a
 * map reads on every fix (issue 33). The same object while both are the same (the last one remembered).
 */
export const walkTrack = (snapshot: SnapshotFrom<WalkMachine>): WalkTrack => {
  const c = snapshot.context
  const walk = shownWalk(c)
  const route = walk ? walk.track : NO_ROUTE
  // No dot where the walker is not known to be (a walk started without location: its start is the default centre).
  const position = walk ? (walk.track.length > 0 ? positionAt(walk.track[walk.track.length - 1]!) : knownPosition(walk)) : c.startPosition
  if (rememberedTrack?.route !== route || rememberedTrack.position !== position) rememberedTrack = { position, route }
  return rememberedTrack
}

/** A walk is in progress (walking or ending): defined beside the machine, which every route loads. */
export { isWalkInProgress } from "./walk.machine.ts"

export const connectWalk = (snapshot: SnapshotFrom<WalkMachine>, send: (event: WalkEvent) => void): WalkView => {
  const c = snapshot.context
  // After the server said the walk is over, the walk as it last was stays on screen behind the notice.
  const walk = shownWalk(c)
  const route = (snapshot.value as { session?: { route: string } }).session?.route
  const isDiscarding = route === "discarding"
  const isEnding = route === "flushing" || route === "flushRetry" || route === "finishing" || route === "finishRetry"
  const sendStatus: WalkView["sendStatus"] = route === "sending" || route === "flushing" ? "sending" : c.failures > 0 ? "retrying" : "idle"
  const endRetrying = route === "flushRetry" || route === "finishRetry"
  const phase: WalkPhase = snapshot.matches("session")
    ? isEnding || isDiscarding
      ? "ending"
      : "walking"
    : ((["restoring", "idle", "locating", "starting"] as const).find((p) => snapshot.matches(p)) ?? "idle")
  // Only gaps of `TRACKING_GAP_MIN_MS` or more are shown (older versions stored shorter ones).
  const allGaps = walk?.gaps ?? []
  const gaps = allGaps.filter(isTrackingGap).map(gapView)
  const lastGapIndex = allGaps.findLastIndex(isTrackingGap)
  const notice = c.notice ? noticeView(c.notice) : null
  const rejectedPoints = walk?.rejectedPoints ?? 0
  const latestGap = gaps.length > 0 ? gaps[gaps.length - 1]!.message : null
  const track = walkTrack(snapshot)
  return {
    phase,
    isWalking: phase === "walking" || phase === "ending",
    isStarting: phase === "locating" || phase === "starting",
    isEnding,
    isDiscarding,
    endRetrying,
    endStatus: !isEnding ? null : endRetrying ? WALK_COPY.endRetrying : route === "flushing" ? WALK_COPY.endSending : WALK_COPY.endFinishing,
    alert: c.alert ?? (notice ? `${notice.title} ${notice.message}` : null),
    elsewhereNotice:
      (phase === "idle" || phase === "locating" || phase === "starting") && c.elsewhereWalkId !== undefined ? WALK_COPY.inProgressElsewhere : null,
    notice,
    rejectedPoints,
    rejectedMessage: rejectedPoints > 0 ? rejectedPointsMessage(rejectedPoints) : null,
    selectedDogIds: c.selectedDogIds,
    isSelected: (petId) => c.selectedDogIds.includes(petId),
    active: walk,
    now: c.now,
    // The track itself (its fixes are positions): the same array until a fix is recorded, so the
    // every-second tick does not hand the map a new route to draw (issue 33: the walk at hour two).
    route: track.route,
    position: track.position,
    pendingPoints: walk?.outbox.length ?? 0,
    sendStatus,
    syncLabel: syncLabel(sendStatus, walk?.outbox.length ?? 0, isEnding, c.gpsError),
    isRecording: !isEnding && sendStatus !== "retrying" && c.gpsError === null,
    sendProblem: !isEnding && c.failures > 0 ? c.failure : null,
    gpsProblem: gpsMessage(c.gpsError),
    gaps,
    latestGap,
    gapNotice: walk && lastGapIndex >= walk.gapsSeen ? latestGap : null,
    rejectedNotice: walk && rejectedPoints > walk.rejectedSeen ? rejectedPointsMessage(rejectedPoints) : null,
    isHidden: c.hiddenSince !== null,
    ...marksView(walk?.marks ?? NO_MARKS),
    undoableMark: (() => {
      if (!c.walk || c.walk.ending) return null
      const m = undoableMark(c.walk, c.now)
      if (m) return { kind: m.kind, message: markedMessage(m.kind), canUndo: true }
      const undone = justUndoneMark(c.walk, c.now)
      return undone ? { kind: undone, message: undoneMessage(undone), canUndo: false } : null
    })(),
    ...walkActions(send)
  }
}

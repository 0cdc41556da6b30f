/** Types of the walk machine: its context, events, input and the ports its actors need. */
import type { ApiClient } from "../api/client.ts"
import type { FixVerdict } from "../domain/geo.ts"
import { MARK_LABELS } from "../domain/walkResult.ts"
import type { Clock, GeoFix, Geolocation, GeolocationFailureKind, KeyValueStorage, Navigate, PageVisibility, WakeLock } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import type { RoutePoint, Walk, WalkDog, WalkMark, WalkMarkKind, WalkStartResponse } from "../schema/walk.ts"
import { RECORDER_ID_PATTERN, WALK_TAKEOVER_IDLE_MS } from "../schema/constants.ts"

export interface StartWalkInput {
  readonly dogIds: ReadonlyArray<number>
  readonly position: LatLng
  /** False: `position` is the default centre, not the walker's (no fix: location denied, unsupported or timed out). */
  readonly located: boolean
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
  /** Marks riding along (`walkMarks`); empty: the field is left out. */
  readonly marks?: ReadonlyArray<WalkMark>
}

/**
 * A mark tapped on the walk (소변, 대변, 물): when (server clock, epoch ms) and where (the last
 * recorded position). `sent` once an update that carried it succeeded. It rides with the route
 * through the outbox once it is {@link MARK_UNDO_MS} old (until then the member may undo it), or
 * at once when the walk ends.
 */
export interface RecordedMark {
  readonly kind: WalkMarkKind
  readonly time: number
  readonly lat: number
  readonly lng: number
  readonly sent: boolean
  /**
   * Tapped before the walk knew where it was (started without location, no fix yet): `lat`/`lng` are
   * the stand-in start until the first fix places it there; not sent, nor drawn, before (`withFix`).
   */
  readonly unplaced?: true
}

/** How long a mark can be undone (it is not sent before). */
export const MARK_UNDO_MS = 5_000

/** How long the note '물 기록을 지웠어요' shows after an undo. */
export const MARK_UNDONE_NOTE_MS = 3_000

/** The marks' Korean names: the domain's one table (`domain/walkResult.ts`). */
export { MARK_LABELS }

/** `"소변을 기록했어요"` — the undo bar's text after a tap. */
export const markedMessage = (kind: WalkMarkKind): string => `${MARK_LABELS[kind]}을 기록했어요`

/** `"소변 기록을 지웠어요"` — the note after an undo (no button: what is undone stays undone). */
export const undoneMessage = (kind: WalkMarkKind): string => `${MARK_LABELS[kind]} 기록을 지웠어요`
/** How long a walk's route must have been still before another device takes the walk on (`mayTakeOn`; the server's update checks the same). */
export { WALK_TAKEOVER_IDLE_MS }

/** The walk the server has in progress, as found at `now` (device clock, epoch ms). */
export interface FoundWalk {
  readonly walk: Walk
  readonly now: number
}
export interface DiscardWalkInput {
  readonly walkId: number
}
export interface EndWalkInput {
  readonly walkId: number
  readonly position: LatLng
  /** False: `position` is the default centre (no fix all walk, started unlocated): the server records no end point. */
  readonly located: boolean
  /** When the member ended the walk (`ActiveWalk.endedAt`, server clock, epoch ms); absent: the server's time of the call. */
  readonly endedAt?: number
}

/** A stretch of time in which no position could be recorded. */
export interface TrackingGap {
  /** Epoch milliseconds. */
  readonly from: number
  readonly to: number
  /** `hidden`: the page was in the background; `closed`: the app was closed or reloaded. */
  readonly reason: "hidden" | "closed"
}

/** The walk in progress: everything needed to carry on after a reload. */
export interface ActiveWalk {
  readonly walkId: number
  /** The dogs with their calories as the server last reported them. */
  readonly dogs: ReadonlyArray<WalkDog>
  /** Server start time, epoch milliseconds. */
  readonly startTime: number
  /** Where the walk started (the end call falls back to it when no fix was recorded). */
  readonly startPosition: LatLng
  /**
   * True: no position was known at the start (location denied, unsupported or timed out), so
   * `startPosition` is the default centre — a map centre, never a point of the route or the
   * walker's dot. Absent: the start was located.
   */
  readonly startUnlocated?: true
  /** Accepted points the server has not acknowledged yet, oldest first. */
  readonly outbox: ReadonlyArray<RoutePoint>
  /** Every accepted fix of the walk, oldest first (drawn on the map, measured locally). */
  readonly track: ReadonlyArray<GeoFix>
  /** When the last route send started, epoch milliseconds (the 40 s rule counts from here). */
  readonly lastSendAt: number
  /** `totalDistance` of the last acknowledged update, metres. */
  readonly serverDistance: number
  readonly gaps: ReadonlyArray<TrackingGap>
  /** The user asked to end the walk; the remaining points and the end call are under way. */
  readonly ending: boolean
  /**
   * When the member asked to end it, server clock, epoch ms (absent: not ending, or ended by an
   * older version). Sent with the end call, so an end that waits out a lost connection does not
   * add the wait to the walk; the live card stops counting there.
   */
  readonly endedAt?: number
  /**
   * Server clock minus device clock, milliseconds, measured at the start call (`clockOffset`).
   * Every fix is moved onto the server's clock on arrival, so `track` and `outbox` times are
   * server times; 0 when the device clock agreed with the server's within the round trip.
   */
  readonly clockOffset: number
  /** Points the server refused (400) and that were therefore left out of the walk. */
  readonly rejectedPoints: number
  /** How many of `gaps` the member has dismissed the notice of (the latest undismissed one is shown). */
  readonly gapsSeen: number
  /** `rejectedPoints` when the member last dismissed that notice (shown again when more are refused). */
  readonly rejectedSeen: number
  /** The walk's marks in tap order (absent: none). */
  readonly marks?: ReadonlyArray<RecordedMark>
  /** The last mark undone: its kind and time, and when it was undone (server clock, epoch ms). */
  readonly undone?: { readonly kind: WalkMarkKind; readonly time: number; readonly at: number }
}

/**
 * The walk was over on the server while this device still had it (404: unknown walk, e.g. the
 * server's data was reset; 409: ended elsewhere), or another device records it now (409 with
 * `WALK_RECORDED_ELSEWHERE_MESSAGE`: it took the walk on while this one was still). Tracking
 * stopped and the stored walk is gone.
 */
export interface WalkNotice {
  readonly reason: "endedElsewhere" | "recordedElsewhere" | "notFound"
  /** Recorded points that had not reached the server (lost by necessity). */
  readonly lostPoints: number
  /** The walk as it last was, shown behind the notice (the machine holds no walk any more). */
  readonly walk: ActiveWalk | null
}

/** Why the last fix was not recorded (for diagnostics and the view). */
export type FixRejection = Extract<FixVerdict, { accept: false }>["reason"]

export interface WalkContext {
  /** Dogs chosen on `/walk` for the next walk. */
  readonly selectedDogIds: ReadonlyArray<number>
  /** The message to show in an alert, cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /** Where the next walk starts (set while locating). */
  readonly startPosition: LatLng | null
  readonly walk: ActiveWalk | null
  /** The points of the route send in flight (a prefix of the outbox). */
  readonly batch: ReadonlyArray<RoutePoint>
  /** Times of the marks riding on the send in flight (absent: none). */
  readonly batchMarks?: ReadonlyArray<number>
  /** Consecutive failed sends or end calls (drives the backoff; 0 after a success). */
  readonly failures: number
  /** The last send or end failure, in Korean, while retrying. */
  readonly failure: string | null
  /** The latest clock reading (ticks every second while walking), epoch milliseconds. */
  readonly now: number
  /** Since when the page is hidden, or null. */
  readonly hiddenSince: number | null
  readonly lastRejection: FixRejection | null
  /** The GPS watch's last error, cleared by the next fix. */
  readonly gpsError: GeolocationFailureKind | null
  /**
   * Most points the next route send carries: `MAX_POINTS_PER_UPDATE`, halved after a 400 that
   * names no point (bisecting the batch down to the refused point).
   */
  readonly batchLimit: number
  /** Why the last walk ended without the member ending it here; shown until dismissed. */
  readonly notice: WalkNotice | null
  /** The walk given up here (`user.abandon`): still in progress on the server, not taken on again while this app runs. */
  readonly abandonedWalkId?: number
  /**
   * A walk in progress that another device is recording now (the lookup on `/walk` found it and
   * `mayTakeOn` said no): the dog choice says so, since a start here ends it. Forgotten by the next lookup and by a start.
   */
  readonly elsewhereWalkId?: number
  /** A walk is in storage, not read yet (see `WalkInput.storedWalk`). */
  readonly storedWalk?: boolean
  /**
   * The app's path as last heard (`nav.changed`); absent until the first navigation. The machine
   * decides the walk screens' redirects from it (`WALK_PATHS`).
   */
  readonly path?: string
}

export interface WalkInput {
  /** The clock's time at creation, epoch milliseconds. */
  readonly now: number
  /** A walk restored from storage (`loadWalkSession`): the machine goes straight back to walking. */
  readonly persisted?: PersistedWalkState | null
  /**
   * Storage holds a walk not read yet (`WalkStore.stored`): the machine reads it first
   * (`restoring.reading`, the `readStoredWalk` actor), then goes back to walking.
   */
  readonly storedWalk?: boolean
}

/** What is kept in storage: the walk, the dog selection, and when it was saved. */
export interface PersistedWalkState {
  readonly walk: ActiveWalk
  readonly selectedDogIds: ReadonlyArray<number>
  readonly savedAt: number
}

export type WalkEvent =
  | { readonly type: "user.toggleDog"; readonly petId: number }
  | { readonly type: "user.start" }
  | { readonly type: "user.dismissAlert" }
  | { readonly type: "user.end" }
  /** Retry a failed send or end call now (the user's button while ending; the app after a new sign-in). */
  | { readonly type: "user.retry" }
  /** Give up a walk whose end cannot be saved (after confirmation in the view): its unsent points are discarded. */
  | { readonly type: "user.abandon" }
  /** Discard the walk in progress (a short walk the member chose not to keep, confirmed in the view): deleted on the server. */
  | { readonly type: "user.discard" }
  /** The member read the "walk is over" notice and takes its way on (`/walk/summary` or `/walk`). */
  | { readonly type: "user.dismissNotice" }
  /** One tap on 소변 / 대변 / 물 while walking: a mark at the last position, now. */
  | { readonly type: "user.mark"; readonly kind: WalkMarkKind }
  /** Undo the last mark while it is under `MARK_UNDO_MS` old (not sent yet). */
  | { readonly type: "user.undoMark" }
  | { readonly type: "user.dismissGap" }
  | { readonly type: "user.dismissRejected" }
  | { readonly type: "gps.fix"; readonly fix: GeoFix }
  | { readonly type: "gps.error"; readonly error: GeolocationFailureKind }
  | { readonly type: "timer.tick"; readonly now: number }
  | { readonly type: "page.hidden"; readonly at: number }
  | { readonly type: "page.visible"; readonly at: number }
  /** Sent by the app on every navigation: the GPS watch restarts (§2). */
  | { readonly type: "nav.changed"; readonly path: string }

/** The outside world of a walk. */
export interface WalkPorts {
  readonly api: ApiClient
  readonly geolocation: Geolocation
  readonly storage: KeyValueStorage
  readonly clock: Clock
  readonly wakeLock: WakeLock
  readonly visibility: PageVisibility
  readonly navigate: Navigate
}

/** Storage key of the walk in progress. */
export const WALK_STORAGE_KEY = "mungwalk.walk"

/** Storage key of this device's recorder id (`recorderId` on the walk's start and update calls), kept across walks and sign-outs. */
export const WALK_RECORDER_STORAGE_KEY = "mungwalk.recorder"

/**
 * This device's recorder id, made (random) and kept on first use. A storage that cannot keep it
 * (full, refused) gives a fresh id each time: the caller holds the first for the page's life.
 */
export const deviceRecorderId = (storage: KeyValueStorage): string => {
  const kept = storage.getItem(WALK_RECORDER_STORAGE_KEY)
  if (kept !== null && RECORDER_ID_PATTERN.test(kept)) return kept
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
  try {
    storage.setItem(WALK_RECORDER_STORAGE_KEY, id)
  } catch {
    // Not kept: this page still sends one id (the caller holds it).
  }
  return id
}

/** Storage key of the walk's acknowledged track (its latest fixes, and how many sealed chunks hold the ones before). */
export const WALK_TRACK_STORAGE_KEY = `${WALK_STORAGE_KEY}.track`

/**
 * Fixes per sealed chunk of the acknowledged track (10 minutes at one a second). Each chunk is
 * written once, when it fills; a send's answer rewrites only the fixes since the last chunk, so its
 * write costs the same at hour two as at minute two (issue 33: a 7,200-fix track in one entry took
 * ~13 ms per answer at 4× in Chromium).
 */
export const WALK_TRACK_CHUNK_FIXES = 600

/** Storage key of the acknowledged track's sealed chunk `index` (0, 1, …). */
export const walkTrackChunkKey = (index: number): string => `${WALK_TRACK_STORAGE_KEY}.${index}`

/** Removes the stored track: its entry and every sealed chunk (they are numbered from 0 without holes). */
export const removeStoredTrack = (storage: KeyValueStorage): void => {
  storage.removeItem(WALK_TRACK_STORAGE_KEY)
  for (let i = 0; storage.getItem(walkTrackChunkKey(i)) !== null; i++) storage.removeItem(walkTrackChunkKey(i))
}

/**
 * Shortest hidden or closed stretch recorded and shown as a tracking gap: 30 s. A reload or a
 * quick look at another app takes a few seconds and loses nothing worth a notice.
 */
export const TRACKING_GAP_MIN_MS = 30_000

/** The walk's screens: the machine redirects between the first two and leads on to the summary. */
export const WALK_PATHS = {
  /** Dog choice and start; redirects to `onWalk` while a walk is in progress (§2). */
  select: "/walk",
  /** The walk in progress; redirects to `select` when there is no walk (and no walk-over notice). */
  onWalk: "/walk/onwalk",
  summary: "/walk/summary"
} as const

/** Backoff of failed sends: 1 s, 2 s, 4 s … capped at 60 s. */
export const RETRY_BASE_MS = 1000
export const RETRY_MAX_MS = 60_000

/** Korean copy of the walk screens that the spec does not give. */
export const WALK_COPY = {
  startFailed: "산책을 시작하지 못했어요. 잠시 후 다시 시도해주세요.",
  sendFailed: "네트워크가 불안정해 경로를 아직 보내지 못했어요. 자동으로 다시 보낼게요.",
  endSending: "남은 산책 경로를 보내고 있어요.",
  endFinishing: "산책을 마치는 중이에요.",
  endRetrying: "산책 기록을 저장하지 못해 다시 시도하고 있어요.",
  gapHidden: "앱이 화면에 없어서 위치를 기록하지 못했어요",
  gpsDenied: "위치 권한이 없어 경로를 기록할 수 없어요. 설정에서 위치 권한을 허용해주세요.",
  gpsUnavailable: "GPS 신호를 찾고 있어요.",
  gpsUnsupported: "이 기기에서는 위치를 사용할 수 없어요.",
  /** The recording chip while no fix can come (location denied or unsupported). */
  chipNoLocation: "위치 없이 산책 중",
  /** The recording chip while the GPS is looking for a signal (unavailable, timed out). */
  chipSeekingLocation: "위치 찾는 중",
  endedElsewhereTitle: "이 산책은 이미 종료되었어요.",
  endedElsewhereDetail: "다른 기기나 화면에서 종료된 산책이라 위치 기록을 멈췄어요. 저장된 기록은 산책 기록에서 볼 수 있어요.",
  endedElsewhereAction: "산책 기록 보기",
  recordedElsewhereTitle: "다른 기기에서 이 산책을 기록하고 있어요.",
  recordedElsewhereDetail:
    "이 기기의 위치가 한동안 들어오지 않는 사이 다른 기기가 산책을 이어받아, 이 기기의 위치 기록을 멈췄어요. 산책은 그 기기에서 이어서 끝낼 수 있어요.",
  recordedElsewhereAction: "확인",
  /** On the dog choice, while another device records a walk of this member's (a start here ends that walk). */
  inProgressElsewhere: "다른 기기에서 기록 중인 산책이 있어요. 여기서 새로 시작하면 그 산책은 종료돼요.",
  notFoundTitle: "서버에서 이 산책을 찾을 수 없어요.",
  notFoundDetail: "이 산책은 더 이상 기록할 수 없어 위치 기록을 멈췄어요. 새 산책을 시작해주세요.",
  notFoundAction: "확인",
  shortWalkTitle: "기록하지 않을까요?",
  shortWalkDetail: "50m 미만이거나 1분이 안 된 짧은 산책이에요. 기록하지 않으면 캘린더와 퀘스트에 남지 않아요.",
  shortWalkDiscard: "기록하지 않기",
  shortWalkKeep: "기록하기",
  discardFailed: "산책을 지우지 못했어요. 네트워크를 확인하고 다시 시도해주세요."
} as const

/**
 * A walk under 50 m or under 1 minute is short: ending it asks '기록하지 않을까요?' (discard or keep),
 * so an accidental tap on start does not become a '0.00 km, 0분' walk in the calendar.
 */
export const SHORT_WALK_MAX_METRES = 50
export const SHORT_WALK_MAX_SECONDS = 60
export const isShortWalk = (distanceMetres: number, elapsedSeconds: number): boolean =>
  distanceMetres < SHORT_WALK_MAX_METRES || elapsedSeconds < SHORT_WALK_MAX_SECONDS

/** `"아직 보내지 못한 위치 12개는 저장되지 않았어요."` — in the walk-over notice when points were lost. */
export const lostPointsMessage = (n: number): string => `아직 보내지 못한 위치 ${n}개는 저장되지 않았어요.`

/**
 * `"앱이 닫혀 있던 3분 12초 동안은 경로가 기록되지 않았어요."` — a tracking gap while the app was closed
 * (`duration` already formatted). Said calmly: nothing went wrong, the walk goes on.
 */
export const closedGapMessage = (duration: string): string => `앱이 닫혀 있던 ${duration} 동안은 경로가 기록되지 않았어요.`

/** `"위치 3개는 기록할 수 없어 제외했어요."` — points the server refused. */
export const rejectedPointsMessage = (n: number): string => `위치 ${n}개는 기록할 수 없어 제외했어요.`

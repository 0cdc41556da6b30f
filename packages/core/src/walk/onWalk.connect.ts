/**
 * The live walk screen's view model (`/walk/onwalk`): `connectWalk`'s model with the one thing the
 * screen remembers itself — which confirmation dialog is open (a second tap before `end` or
 * `abandon` is sent: presentation, not walk state). The screen keeps `confirm` and binds
 * `(s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm, offline)`; stories do the same.
 *
 * Offline (`offline`: the connectivity actor's `isOffline`), the screen shows ONE compact notice —
 * `offlineNotice`, which names the points kept on the device — in place of the shell's banner, the
 * recording chip's "연결 대기" and the send-problem notice (`syncLabel`/`sendProblem` are then null).
 */
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import type { LatLng } from "../schema/common.ts"
import type { SnapshotFrom } from "xstate"
import { liveCard, shownWalk, type LiveCard, type WalkView } from "./walk.connect.ts"
import type { WalkMachine } from "./walk.machine.ts"
import { isShortWalk, type ActiveWalk } from "./walk.types.ts"
import { unsentDistanceOf } from "./walk.unsent.ts"
import type { WalkMarkKind } from "../schema/walk.ts"

/** Which confirmation dialog is open (`short`: ending a short walk asks whether to keep it). */
export type OnWalkConfirm = "end" | "short" | "abandon" | null

export interface OnWalkModel {
  /** Map centre while no position is known. */
  readonly center: LatLng
  readonly position: LatLng | null
  /** The route so far (every recorded fix, sent or not). */
  readonly route: ReadonlyArray<LatLng>
  /** The route's first point (its start pin); null before the first fix. */
  readonly start: LatLng | null
  /** The live card (`connectWalk(...).live`); null until the walk is there. */
  readonly live: LiveCard | null
  /** Whether points are on their way ("sending": a batch leaving while the walk goes on shows nothing of its own, issue 33). */
  readonly sendStatus: "idle" | "sending" | "retrying"
  /** Sending failed and is retried: the chip warns (`sendStatus` "retrying"). */
  readonly retrying: boolean
  /** The recording chip's text; null: no chip (offline, the one notice says it; or the walk is over). */
  readonly syncLabel: string | null
  /** The chip's recording dot: fixes are being recorded (not while ending, retrying, or without location). */
  readonly isRecording: boolean
  /** Points recorded but not yet acknowledged by the server. */
  readonly pendingPoints: number
  /** A send problem while walking (points are kept and sent later); null offline (the offline notice says it). */
  readonly sendProblem: string | null
  /** The one notice while the device is offline (the kept points and that they are sent later); null online or while ending. */
  readonly offlineNotice: string | null
  readonly gpsProblem: string | null
  /** The latest "could not track" notice (page hidden or app closed); null when none or dismissed. */
  readonly gapNotice: string | null
  /** `"위치 N개는 기록할 수 없어 제외했어요."` when the server refused points; null when none or dismissed. */
  readonly rejectedNotice: string | null
  /**
   * The server said the walk is over (ended elsewhere, or unknown to it): tracking has stopped.
   * Shown as a dialog over the walk as it last was; its one action is the way on.
   */
  readonly walkOver: { readonly title: string; readonly message: string; readonly actionLabel: string } | null
  readonly isEnding: boolean
  /** The short walk is being discarded (the end button waits). */
  readonly isDiscarding: boolean
  /** A failure the member should read (discarding failed); null: none. */
  readonly alert: string | null
  readonly endRetrying: boolean
  /** What ending is doing, in Korean. */
  readonly endStatus: string | null
  /** Which confirmation is open. */
  readonly confirm: OnWalkConfirm
  readonly onRequestEnd: () => void
  readonly onRequestAbandon: () => void
  readonly onConfirm: () => void
  readonly onCancelConfirm: () => void
  /** The short-walk dialog's '기록하지 않기': discards the walk. */
  readonly onDiscard: () => void
  readonly onDismissAlert: () => void
  readonly onRetryEnd: () => void
  readonly onDismissGap: () => void
  readonly onDismissRejected: () => void
  /** Marks (소변, 대변, 물): pins on the map, counts on the buttons, the undo bar while the last one can be undone. */
  readonly marks: WalkView["marks"]
  readonly markCounts: WalkView["markCounts"]
  readonly undoableMark: WalkView["undoableMark"]
  /** Marking is possible (walking, not ending or discarding). */
  readonly canMark: boolean
  readonly onMark: (kind: WalkMarkKind) => void
  readonly onUndoMark: () => void
  /** The walk-over dialog's action (to `/walk/summary` or `/walk`). */
  readonly onWalkOverAction: () => void
}

/** The live card of `walk` at `now`, its unsent end measured once per walk object (`unsentDistanceOf`). */
const liveCardOf = (walk: ActiveWalk | null, now: number): LiveCard | null => (walk ? liveCard(walk, unsentDistanceOf(walk), now) : null)

/**
 * The offline notice's text: the points kept on the device come first (the line may be cut at 360
 * px). `cause` "server": the phone is online but calls find no server ('서버 연결 대기'), else '오프라인'.
 */
export const offlineWalkNotice = (pendingPoints: number, cause: "device" | "server" = "device"): string => {
  const head = cause === "server" ? "서버 연결 대기" : "오프라인"
  return pendingPoints > 0 ? `${head} · 기록 ${pendingPoints}개 보관 중, 연결되면 보낼게요` : `${head} · 기록은 계속돼요, 연결되면 보낼게요`
}

/** `offline`: the connectivity's `offlineCause` (`connectConnectivity`); null: online. */
export const connectOnWalk = (
  walk: WalkView,
  confirm: OnWalkConfirm,
  setConfirm: (confirm: OnWalkConfirm) => void,
  offline: "device" | "server" | null = null
): OnWalkModel => {
  const live = liveCardOf(walk.active, walk.now)
  // Under 50 m or 1 minute (`isShortWalk`): ending asks '기록하지 않을까요?' (discard or keep) first.
  const isShort = live !== null && isShortWalk(live.distanceMetres, live.elapsedSeconds)
  return {
    center: DEFAULT_MAP_CENTER,
    position: walk.position,
    route: walk.route,
    start: walk.route[0] ?? null,
    live,
    sendStatus: walk.sendStatus,
    retrying: walk.sendStatus === "retrying",
    syncLabel: walk.notice || offline ? null : walk.syncLabel,
    isRecording: walk.isRecording,
    pendingPoints: walk.pendingPoints,
    sendProblem: offline ? null : walk.sendProblem,
    offlineNotice: offline && !walk.notice && !walk.isEnding ? offlineWalkNotice(walk.pendingPoints, offline) : null,
    gpsProblem: walk.gpsProblem,
    gapNotice: walk.gapNotice,
    rejectedNotice: walk.rejectedNotice,
    walkOver: walk.notice ? { title: walk.notice.title, message: walk.notice.message, actionLabel: walk.notice.actionLabel } : null,
    isEnding: walk.isEnding,
    isDiscarding: walk.isDiscarding,
    // The walk-over notice has its own dialog.
    alert: walk.notice ? null : walk.alert,
    endRetrying: walk.endRetrying,
    endStatus: walk.endStatus,
    // The walk-over dialog replaces any open confirmation: there is nothing left to end or abandon.
    confirm: walk.notice ? null : confirm,
    onRequestEnd: () => setConfirm(isShort ? "short" : "end"),
    onRequestAbandon: () => setConfirm("abandon"),
    onConfirm: () => {
      // `short`: the dialog's confirm is '기록하기' (keep): the walk ends as any other.
      if (confirm === "end" || confirm === "short") walk.end()
      else if (confirm === "abandon") walk.abandon()
      setConfirm(null)
    },
    onCancelConfirm: () => setConfirm(null),
    onDiscard: () => {
      walk.discard()
      setConfirm(null)
    },
    onDismissAlert: walk.dismissAlert,
    onRetryEnd: walk.retryEnd,
    onDismissGap: walk.dismissGap,
    onDismissRejected: walk.dismissRejected,
    marks: walk.marks,
    markCounts: walk.markCounts,
    undoableMark: walk.undoableMark,
    canMark: walk.phase === "walking",
    onMark: walk.mark,
    onUndoMark: walk.undoMark,
    onWalkOverAction: walk.dismissNotice
  }
}

/**
 * What the on-walk screen reads but does not draw as parts of its own: the position and route (the
 * map reads them from the walk itself on every fix, `walkTrack`), the live card (it reads its
 * figures from the walk itself too, `walkLiveCard`, and draws again when `sameLiveCard` says a
 * label changed), the count of unsent points (shown only inside `offlineNotice`'s text) and whether
 * a batch is leaving (`retrying` and the chip's text say what shows).
 */
const NOT_DRAWN_BY_THE_SCREEN: ReadonlySet<string> = new Set(["position", "route", "pendingPoints", "sendStatus", "live"])

/** Two values that draw the same: the same value, or plain objects or arrays whose fields are the same values. */
const sameShallow = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** Whether two live cards show the same: their labels and dogs (the raw figures move with every fix). */
export const sameLiveCard = (a: LiveCard | null, b: LiveCard | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.elapsedLabel === b.elapsedLabel &&
    a.distanceLabel === b.distanceLabel &&
    a.dogs.length === b.dogs.length &&
    a.dogs.every((d, i) => {
      const e = b.dogs[i]!
      return d.petId === e.petId && d.name === e.name && d.profileImageUrl === e.profileImageUrl && d.caloriesLabel === e.caloriesLabel
    }))

/**
 * Whether two models draw the same on-walk screen (issue 33: smooth at hour two): every field but
 * the actions (the screen calls the latest model's) and those above the same. A fix then draws
 * nothing of the screen: the map's moving parts and, when a label changed, the live card are drawn
 * by themselves from the walk.
 */
export const sameOnWalkScreen = (a: OnWalkModel, b: OnWalkModel): boolean => {
  for (const key of Object.keys(a) as Array<keyof OnWalkModel>) {
    if (NOT_DRAWN_BY_THE_SCREEN.has(key) || typeof a[key] === "function") continue
    if (!sameShallow(a[key], b[key])) return false
  }
  return true
}

let rememberedCard: { snapshot: unknown; card: LiveCard | null } | null = null
/**
 * The live card of the walk in `snapshot` (`OnWalkModel.live`), made once per snapshot: what the
 * on-walk screen's live card reads by itself (a new label every few fixes and every second).
 */
export const walkLiveCard = (snapshot: SnapshotFrom<WalkMachine>): LiveCard | null => {
  if (rememberedCard?.snapshot === snapshot) return rememberedCard.card
  const card = liveCardOf(shownWalk(snapshot.context), snapshot.context.now)
  rememberedCard = { snapshot, card }
  return card
}

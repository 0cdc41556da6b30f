/**
 * The live walk screen's view model (`/walk/onwalk`): `connectWalk`'s model with the one thing the
 * screen remembers itself — which confirmation dialog is open (a second tap before `end` or
 * `abandon` is sent: presentation, not walk state). The screen keeps `confirm` and binds
 * `(s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm)`; stories do the same.
 */
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import type { LatLng } from "../schema/common.ts"
import type { LiveCard, WalkView } from "./walk.connect.ts"

/** Which confirmation dialog is open. */
export type OnWalkConfirm = "end" | "abandon" | null

export interface OnWalkModel {
  /** Map centre while no position is known. */
  readonly center: LatLng
  readonly position: LatLng | null
  /** The route so far (every recorded fix, sent or not). */
  readonly route: ReadonlyArray<LatLng>
  /** The live card (`connectWalk(...).live`); null until the walk is there. */
  readonly live: LiveCard | null
  readonly sendStatus: "idle" | "sending" | "retrying"
  readonly syncLabel: string
  /** Points recorded but not yet acknowledged by the server. */
  readonly pendingPoints: number
  /** A send problem while walking (points are kept and sent later). */
  readonly sendProblem: string | null
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
  readonly endRetrying: boolean
  /** What ending is doing, in Korean. */
  readonly endStatus: string | null
  /** Which confirmation is open. */
  readonly confirm: "end" | "abandon" | null
  readonly onRequestEnd: () => void
  readonly onRequestAbandon: () => void
  readonly onConfirm: () => void
  readonly onCancelConfirm: () => void
  readonly onRetryEnd: () => void
  readonly onDismissGap: () => void
  readonly onDismissRejected: () => void
  /** The walk-over dialog's action (to `/walk/summary` or `/walk`). */
  readonly onWalkOverAction: () => void
}

export const connectOnWalk = (walk: WalkView, confirm: OnWalkConfirm, setConfirm: (confirm: OnWalkConfirm) => void): OnWalkModel => ({
  center: DEFAULT_MAP_CENTER,
  position: walk.position,
  route: walk.route,
  live: walk.live,
  sendStatus: walk.sendStatus,
  syncLabel: walk.syncLabel,
  pendingPoints: walk.pendingPoints,
  sendProblem: walk.sendProblem,
  gpsProblem: walk.gpsProblem,
  gapNotice: walk.gapNotice,
  rejectedNotice: walk.rejectedNotice,
  walkOver: walk.notice ? { title: walk.notice.title, message: walk.notice.message, actionLabel: walk.notice.actionLabel } : null,
  isEnding: walk.isEnding,
  endRetrying: walk.endRetrying,
  endStatus: walk.endStatus,
  // The walk-over dialog replaces any open confirmation: there is nothing left to end or abandon.
  confirm: walk.notice ? null : confirm,
  onRequestEnd: () => setConfirm("end"),
  onRequestAbandon: () => setConfirm("abandon"),
  onConfirm: () => {
    if (confirm === "end") walk.end()
    else if (confirm === "abandon") walk.abandon()
    setConfirm(null)
  },
  onCancelConfirm: () => setConfirm(null),
  onRetryEnd: walk.retryEnd,
  onDismissGap: walk.dismissGap,
  onDismissRejected: walk.dismissRejected,
  onWalkOverAction: walk.dismissNotice
})

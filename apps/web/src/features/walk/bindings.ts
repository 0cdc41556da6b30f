/**
 * From the core's view models to the walk views' props. Screens and stories use the same mapping,
 * so a story shows exactly what the screen would for that machine state.
 */
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import type { WalkView as WalkModel } from "@mungwalk/core/walk"
import type { OnWalkViewProps } from "./OnWalkView.tsx"

/**
 * What only the live screen remembers: the open confirmation, how many gap notices were
 * dismissed, and how many refused points the member has been told about.
 */
export interface OnWalkUi {
  readonly confirm: "end" | "abandon" | null
  readonly seenGaps: number
  readonly seenRejected: number
}

export const initialOnWalkUi: OnWalkUi = { confirm: null, seenGaps: 0, seenRejected: 0 }

/**
 * What the live screen shows: the walk model, except after the server said the walk is over
 * (404/409) — the machine then holds no walk, so the walk as last seen (`lastWalking`) is shown
 * with the current notice over it.
 */
export const withWalkOver = (lastWalking: WalkModel, current: WalkModel): WalkModel =>
  current.notice && !current.isWalking
    ? { ...lastWalking, notice: current.notice, dismissNotice: current.dismissNotice, alert: null }
    : current

export const toOnWalkViewProps = (walk: WalkModel, ui: OnWalkUi, setUi: (ui: OnWalkUi) => void): OnWalkViewProps => ({
  center: DEFAULT_MAP_CENTER,
  position: walk.position,
  route: walk.route,
  live: walk.live,
  sendStatus: walk.sendStatus,
  pendingPoints: walk.pendingPoints,
  sendProblem: walk.sendProblem,
  gpsProblem: walk.gpsProblem,
  gapNotice: walk.gaps.length > ui.seenGaps ? walk.latestGap : null,
  // Shown again when more points are refused after it was dismissed.
  rejectedNotice: walk.rejectedPoints > ui.seenRejected ? walk.rejectedMessage : null,
  walkOver: walk.notice ? { title: walk.notice.title, message: walk.notice.message, actionLabel: walk.notice.actionLabel } : null,
  isEnding: walk.isEnding,
  endRetrying: walk.endRetrying,
  endStatus: walk.endStatus,
  // The walk-over dialog replaces any open confirmation: there is nothing left to end or abandon.
  confirm: walk.notice ? null : ui.confirm,
  onRequestEnd: () => setUi({ ...ui, confirm: "end" }),
  onRequestAbandon: () => setUi({ ...ui, confirm: "abandon" }),
  onConfirm: () => {
    if (ui.confirm === "end") walk.end()
    else if (ui.confirm === "abandon") walk.abandon()
    setUi({ ...ui, confirm: null })
  },
  onCancelConfirm: () => setUi({ ...ui, confirm: null }),
  onRetryEnd: walk.retryEnd,
  onDismissGap: () => setUi({ ...ui, seenGaps: walk.gaps.length }),
  onDismissRejected: () => setUi({ ...ui, seenRejected: walk.rejectedPoints }),
  onWalkOverAction: walk.dismissNotice
})

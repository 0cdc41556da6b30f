/**
 * From the core's view models to the walk views' props. Screens and stories use the same mapping,
 * so a story shows exactly what the screen would for that machine state.
 */
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import type { WalkView as WalkModel } from "@mungwalk/core/walk"
import type { OnWalkViewProps } from "./OnWalkView.tsx"

/**
 * Which confirmation dialog is open — the only thing the live screen remembers itself: it is
 * presentation (a second tap before `end`/`abandon` is sent), not walk state.
 */
export type OnWalkConfirm = "end" | "abandon" | null

export const toOnWalkViewProps = (walk: WalkModel, confirm: OnWalkConfirm, setConfirm: (confirm: OnWalkConfirm) => void): OnWalkViewProps => ({
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

/**
 * From the core's view models to the walk views' props. Screens and stories use the same mapping,
 * so a story shows exactly what the screen would for that machine state.
 */
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import type { WalkView as WalkModel } from "@mungwalk/core/walk"
import type { OnWalkViewProps } from "./OnWalkView.tsx"

/** What only the live screen remembers: the open confirmation and how many gap notices were dismissed. */
export interface OnWalkUi {
  readonly confirm: "end" | "abandon" | null
  readonly seenGaps: number
}

export const initialOnWalkUi: OnWalkUi = { confirm: null, seenGaps: 0 }

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
  isEnding: walk.isEnding,
  endRetrying: walk.endRetrying,
  endStatus: walk.endStatus,
  confirm: ui.confirm,
  onRequestEnd: () => setUi({ ...ui, confirm: "end" }),
  onRequestAbandon: () => setUi({ ...ui, confirm: "abandon" }),
  onConfirm: () => {
    if (ui.confirm === "end") walk.end()
    else if (ui.confirm === "abandon") walk.abandon()
    setUi({ ...ui, confirm: null })
  },
  onCancelConfirm: () => setUi({ ...ui, confirm: null }),
  onRetryEnd: walk.retryEnd,
  onDismissGap: () => setUi({ ...ui, seenGaps: walk.gaps.length })
})

import type { Padding } from "./projection.ts"

/**
 * Room kept clear when a map frames its content (`fitToContent`), so that routes and markers do
 * not run under the overlays: the scale bar and the note sit in the bottom corners (about 44 px
 * tall with their 12 px margin), so the bottom keeps at least 52 px; the other sides keep 40 px,
 * less on small maps (15 % of the shorter side) so a short card still shows a readable route.
 */
export const fitPadding = (size: { width: number; height: number }): Padding => {
  const side = Math.min(40, Math.round(0.15 * Math.min(size.width, size.height)))
  return { top: side, right: side, bottom: Math.max(side, 52), left: side }
}

/** Hot-place markers closer than this on screen (their discs would touch) are drawn as one group with a count. */
export const CLUSTER_RADIUS_PX = 24

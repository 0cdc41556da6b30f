/**
 * The live distance's device part, apart from the walk machine: the machine (in every page's
 * start, to restore a walk) never measures, so the distance filter loads with the on-walk screen
 * (`onWalk.connect.ts`), not with the start.
 */
import { routeDistance } from "../domain/routeDistance.ts"
import type { ActiveWalk } from "./walk.types.ts"

/**
 * Length of the unsent end of the track, from the last acknowledged fix on, metres. The server
 * measures everything it acknowledged (with the same `routeDistance`), so the device only
 * measures what the server has not seen: the cost per fix is bounded by the outbox, not by the
 * walk's length. The live distance is the server's `totalDistance` plus this.
 */
export const unsentDistance = (walk: ActiveWalk): number => {
  const unsent = walk.outbox.length
  if (unsent === 0) return 0
  return routeDistance(walk.track.slice(Math.max(0, walk.track.length - unsent - 1)))
}

/** The last walk measured and its unsent distance: the machine replaces the walk only when it changed, so a render without a new fix measures nothing. */
let measured: { walk: ActiveWalk; metres: number } | null = null

/** {@link unsentDistance}, measured once per walk object. */
export const unsentDistanceOf = (walk: ActiveWalk): number => {
  if (measured?.walk === walk) return measured.metres
  const metres = unsentDistance(walk)
  measured = { walk, metres }
  return metres
}

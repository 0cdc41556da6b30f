/**
 * Grouping of hot-place markers that would overlap on screen, for the maps that do not cluster by
 * themselves (the schematic fallback and Naver; MapLibre uses its GeoJSON source clustering with
 * the same radius). Greedy in screen pixels at one zoom: each point joins the first group whose
 * centre is within `radiusPx`, and a group's position is the mean of its members.
 */
import type { LatLng } from "@mungwalk/core"
import { CLUSTER_RADIUS_PX } from "./overlays.ts"
import { project, unproject } from "./projection.ts"

export interface MarkerGroup {
  readonly position: LatLng
  /** How many places the group stands for (1: a single place). */
  readonly count: number
}

export const groupNearby = (points: ReadonlyArray<LatLng>, zoom: number, radiusPx = CLUSTER_RADIUS_PX): MarkerGroup[] => {
  const groups: Array<{ x: number; y: number; sumX: number; sumY: number; count: number }> = []
  for (const p of points) {
    const { x, y } = project(p, zoom)
    const near = groups.find((g) => Math.hypot(g.x - x, g.y - y) <= radiusPx)
    if (near) {
      near.sumX += x
      near.sumY += y
      near.count += 1
      near.x = near.sumX / near.count
      near.y = near.sumY / near.count
    } else {
      groups.push({ x, y, sumX: x, sumY: y, count: 1 })
    }
  }
  return groups.map((g) => ({ position: unproject({ x: g.x, y: g.y }, zoom), count: g.count }))
}

/** Radius in pixels of a group's disc: bigger with more members (14 px for 2, up to 24 px). */
export const groupRadius = (count: number): number => Math.min(24, 12 + 2 * Math.ceil(Math.log2(Math.max(2, count))))

/**
 * Grouping of hot-place markers that would overlap on screen, for the maps that do not cluster by
 * themselves (the schematic fallback and Naver; MapLibre uses its GeoJSON source clustering, whose
 * radius is wide enough for its biggest disc). Greedy in screen pixels at one zoom: each point joins
 * the first group whose centre is within `radiusPx`, and a group's position is the mean of its
 * members; then groups whose discs would still touch (a group's disc grows with its count) are
 * merged until none does — so no two discs overlap at the zoom shown.
 */
import type { LatLng } from "@mungwalk/core"
import { CLUSTER_RADIUS_PX } from "./overlays.ts"
import { project, unproject } from "./projection.ts"

export interface MarkerGroup {
  readonly position: LatLng
  /** How many places the group stands for (1: a single place). */
  readonly count: number
  /** The places of the group (what a tap on it shows). */
  readonly members: ReadonlyArray<LatLng>
}

/** Radius in pixels of a group's disc: bigger with more members (14 px for 2, up to 24 px). */
export const groupRadius = (count: number): number => Math.min(24, 12 + 2 * Math.ceil(Math.log2(Math.max(2, count))))

/** The largest disc a group can have (MapLibre's clustering radius covers two of them). */
export const MAX_GROUP_RADIUS = groupRadius(Number.MAX_SAFE_INTEGER)

/** Outer radius on screen of what is drawn for `count` places: a single marker (8 px and its 3 px ring) or a group's disc (and its 2 px ring). */
export const drawnRadius = (count: number): number => (count === 1 ? 11 : groupRadius(count) + 2)

/** Pixels kept between two discs. */
const GAP_PX = 2

interface Working {
  x: number
  y: number
  sumX: number
  sumY: number
  members: LatLng[]
}

export const groupNearby = (points: ReadonlyArray<LatLng>, zoom: number, radiusPx = CLUSTER_RADIUS_PX): MarkerGroup[] => {
  const groups: Working[] = []
  for (const p of points) {
    const { x, y } = project(p, zoom)
    const near = groups.find((g) => Math.hypot(g.x - x, g.y - y) <= radiusPx)
    if (near) {
      near.sumX += x
      near.sumY += y
      near.members.push(p)
      near.x = near.sumX / near.members.length
      near.y = near.sumY / near.members.length
    } else {
      groups.push({ x, y, sumX: x, sumY: y, members: [p] })
    }
  }
  // Merge any two whose discs would touch, until none do (each merge lowers the count: it ends).
  for (let merged = true; merged; ) {
    merged = false
    outer: for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]!
        const b = groups[j]!
        if (Math.hypot(a.x - b.x, a.y - b.y) < drawnRadius(a.members.length) + drawnRadius(b.members.length) + GAP_PX) {
          a.sumX += b.sumX
          a.sumY += b.sumY
          a.members.push(...b.members)
          a.x = a.sumX / a.members.length
          a.y = a.sumY / a.members.length
          groups.splice(j, 1)
          merged = true
          break outer
        }
      }
    }
  }
  return groups.map((g) => ({ position: unproject({ x: g.x, y: g.y }, zoom), count: g.members.length, members: g.members }))
}

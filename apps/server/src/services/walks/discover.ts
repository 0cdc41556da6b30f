/**
 * What a member discovers on the map: other members' recent routes near a position and the
 * places where many members walk. Both read only what ended walks stored for sharing — routes
 * with {@link SHARE_TRIM_M} cut from both ends and nothing near their start or end — through the
 * grid cells of `walk_cells` (see `cells.ts`), so neither query touches the route points.
 */
import { and, desc, gte, inArray, ne, between, sql } from "drizzle-orm"
import { haversine } from "@mungwalk/core/domain"
import type { HotPlace, LatLng, NearbyRoute } from "@mungwalk/core/schema"
import type { DbOrTx } from "../../db/client.ts"
import { members, walkCells, walks, type LngLat } from "../../db/schema.ts"
import { cellBox, cellOf } from "./cells.ts"

/** Routes passing within this distance of the position are nearby… */
export const NEARBY_RADIUS_M = 1000
/** …when their walk ended within this many days… */
export const NEARBY_WINDOW_DAYS = 30
/** …at most this many polylines, newest walks first. */
export const NEARBY_MAX_ROUTES = 20

/** Hot places are looked for within this distance of the position… */
export const HOTPLACE_RADIUS_M = 3000
/** …among walks of the last this many days… */
export const HOTPLACE_WINDOW_DAYS = 90
/** …in cells at least this many different members walked through… */
export const HOTPLACE_MIN_MEMBERS = 3
/** …at most this many, most popular first… */
export const HOTPLACE_MAX = 30
/** …and at least this far apart: a popular street gives a few markers along it, not one per cell. */
export const HOTPLACE_MIN_SPACING_M = 120
/** Hot cells read before spacing them out. */
const HOTPLACE_CANDIDATES = 400

const DAY_MS = 86_400_000

/** Shortest distance (metres) from `p` to a polyline, on a local plane around `p`. */
export const distanceToPolyline = (p: LatLng, line: ReadonlyArray<LatLng>): number => {
  if (line.length === 0) return Infinity
  if (line.length === 1) return haversine(p, line[0]!)
  const ky = 111_195
  const kx = ky * Math.cos((p.lat * Math.PI) / 180)
  const local = line.map((q) => ({ x: (q.lng - p.lng) * kx, y: (q.lat - p.lat) * ky }))
  let best = Infinity
  for (let i = 1; i < local.length; i++) {
    const a = local[i - 1]!
    const b = local[i]!
    const dx = b.x - a.x
    const dy = b.y - a.y
    const len = dx * dx + dy * dy
    const t = len > 0 ? Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / len)) : 0
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy))
  }
  return best
}

const toLatLng = ([lng, lat]: LngLat): LatLng => ({ lat, lng })

/**
 * Other members' routes of the last {@link NEARBY_WINDOW_DAYS} days whose shared part passes
 * within {@link NEARBY_RADIUS_M} of `position`, newest first. Each shared piece is one route.
 */
/** Only the walks of members whose '산책 기록 공개' is on (`members.walk_sharing`) show or count, past walks included. */
const sharedByMember = sql`${walkCells.memberId} in (select ${members.id} from ${members} where ${members.walkSharing})`

export const nearbyRoutes = async (db: DbOrTx, memberId: number, position: LatLng, now = new Date()): Promise<NearbyRoute[]> => {
  const box = cellBox(position, NEARBY_RADIUS_M)
  const lastSeen = sql<Date>`max(${walkCells.walkedAt})`
  const candidates = await db
    .select({ walkId: walkCells.walkId })
    .from(walkCells)
    .where(
      and(
        inArray(walkCells.cellX, box.xs),
        between(walkCells.cellY, box.yMin, box.yMax),
        gte(walkCells.walkedAt, new Date(now.getTime() - NEARBY_WINDOW_DAYS * DAY_MS)),
        ne(walkCells.memberId, memberId),
        sharedByMember
      )
    )
    .groupBy(walkCells.walkId)
    .orderBy(desc(lastSeen), desc(walkCells.walkId))
    .limit(NEARBY_MAX_ROUTES * 3)
  if (candidates.length === 0) return []
  const rows = await db
    .select({ id: walks.id, sharedRoute: walks.sharedRoute })
    .from(walks)
    .where(
      and(
        inArray(
          walks.id,
          candidates.map((c) => c.walkId)
        ),
        ne(walks.memberId, memberId)
      )
    )
  const byId = new Map(rows.map((r) => [r.id, r.sharedRoute ?? []]))
  const out: NearbyRoute[] = []
  for (const { walkId } of candidates) {
    for (const piece of byId.get(walkId) ?? []) {
      const paths = piece.map(toLatLng)
      if (paths.length >= 2 && distanceToPolyline(position, paths) <= NEARBY_RADIUS_M) out.push({ paths })
      if (out.length >= NEARBY_MAX_ROUTES) return out
    }
  }
  return out
}

/**
 * Hot places near `position`: grid cells (≈ 74 m) within {@link HOTPLACE_RADIUS_M} that the
 * shared parts of walks of at least {@link HOTPLACE_MIN_MEMBERS} different members passed through
 * in the last {@link HOTPLACE_WINDOW_DAYS} days. Each place is the mean of those walks' positions in
 * the cell (on the street, unlike the cell's centre), with how many walks passed there (`walkCount`:
 * a walk has one row per cell it crossed). Ordered by distinct members, then walks,
 * then nearness; a place closer than {@link HOTPLACE_MIN_SPACING_M} to a more popular one is left out.
 */
export const hotPlaces = async (db: DbOrTx, position: LatLng, now = new Date()): Promise<HotPlace[]> => {
  const box = cellBox(position, HOTPLACE_RADIUS_M)
  const here = cellOf(position)
  const memberCount = sql<number>`count(distinct ${walkCells.memberId})`
  const rows = await db
    .select({
      lat: sql<number>`avg(${walkCells.lat})`.mapWith(Number),
      lng: sql<number>`avg(${walkCells.lng})`.mapWith(Number),
      walkCount: sql<number>`count(*)`.mapWith(Number)
    })
    .from(walkCells)
    .where(
      and(
        inArray(walkCells.cellX, box.xs),
        between(walkCells.cellY, box.yMin, box.yMax),
        gte(walkCells.walkedAt, new Date(now.getTime() - HOTPLACE_WINDOW_DAYS * DAY_MS)),
        sharedByMember
      )
    )
    .groupBy(walkCells.cellX, walkCells.cellY)
    .having(sql`${memberCount} >= ${HOTPLACE_MIN_MEMBERS}`)
    .orderBy(
      desc(memberCount),
      sql`count(*) desc`,
      sql`(${walkCells.cellX} - ${here.x}) * (${walkCells.cellX} - ${here.x}) + (${walkCells.cellY} - ${here.y}) * (${walkCells.cellY} - ${here.y})`,
      walkCells.cellX,
      walkCells.cellY
    )
    .limit(HOTPLACE_CANDIDATES)
  const places: HotPlace[] = []
  for (const p of rows) {
    if (places.some((q) => haversine(p, q) < HOTPLACE_MIN_SPACING_M)) continue
    places.push(p)
    if (places.length >= HOTPLACE_MAX) break
  }
  return places
}

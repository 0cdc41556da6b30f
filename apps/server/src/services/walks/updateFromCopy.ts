/**
 * An update through this server's copy of the walk's tail (`tailCache.ts`) in one statement, the
 * fast path of `services/walks.ts`'s `updateWalk`.
 */
import { liveRouteDistance } from "@mungwalk/core/domain"
import type { WalkDog, WalkUpdateRequest, WalkUpdateResponse } from "@mungwalk/core/schema"
import { type Db, runStatement, type Statement } from "../../db/client.ts"
import { isUniqueViolation } from "../../db/errors.ts"
import { batchProblem, isoOrNull, ms, pointsFrom } from "./batch.ts"
import { dogCalories, type StoredPoint } from "./routeViews.ts"
import { type CachedTail, mergeByTime, tailCacheOf } from "./tailCache.ts"

/**
 * The update of a walk whose tail this server holds, in ONE statement outside any transaction
 * (so no begin, lock or commit round trip): the walk row is updated only if it still has the
 * revision of the copy (and is still this member's and in progress), and the batch's points and the
 * dogs' calories are written only if it was (they read the row update's `returning`); the points
 * are inserted without `on conflict`, so a point stored meanwhile fails the whole statement, which
 * then wrote nothing. Any of that, or a batch this path cannot prove new and valid (a point the copy
 * has, a repeated time, one older than the tail or the settled boundary, an empty or bad batch),
 * answers undefined, and the locked path does the update (and gives any 4xx). Same results, bit for bit.
 */
const UPDATE_FROM_COPY: Statement = {
  name: "walk_update_from_copy",
  text: `with w as (
  update walks set distance = $1::float8, settled_distance = $2::float8, tail_from = $3::timestamptz,
    settled_boundary = $4::timestamptz, route_revision = route_revision + 1
  where id = $5::int and member_id = $6::int and is_walking and route_revision = $7::int
    and tail_from is not distinct from $8::timestamptz
  returning id
), added as (
  insert into walk_points (walk_id, record_time, lat, lng, accuracy)
  select w.id, b.record_time, b.lat, b.lng, b.accuracy
  from w, unnest($9::timestamptz[], $10::float8[], $11::float8[], $12::float8[]) as b(record_time, lat, lng, accuracy)
  returning 1
), dogs as (
  update walk_dogs set calories_burned = v.calories
  from w, unnest($13::int[], $14::float8[]) as v(pet_id, calories)
  where walk_dogs.walk_id = w.id and walk_dogs.pet_id = v.pet_id
  returning walk_dogs.pet_id
)
select (select count(*) from w)::int as updated, (select count(*) from added)::int as added,
  (select json_agg(json_build_array(p.id, p.name, p.profile_image_url) order by p.id) from pets p join dogs on dogs.pet_id = p.id) as dogs`
}

export const updateFromCopy = async (
  db: Db, memberId: number, body: WalkUpdateRequest, now: Date
): Promise<{ readonly answer: WalkUpdateResponse; readonly tail: CachedTail } | undefined> => {
  const copy = tailCacheOf(db).peek(body.walkId)
  const walk = copy?.walk
  const paths = body.walkPaths
  if (copy === undefined || walk === undefined || walk.memberId !== memberId || paths.length === 0) return undefined
  if (batchProblem(walk.startTime, paths, now) !== null) return undefined
  const added: StoredPoint[] = paths.map((p) => ({ time: ms(p.recordTime), lat: p.location.lat, lng: p.location.lng, accuracy: p.accuracy ?? null }))
  added.sort((a, b) => a.time - b.time)
  const oldest = Math.max(copy.tailFrom ?? -Infinity, walk.boundary ?? -Infinity)
  if (added[0]!.time < oldest) return undefined
  for (let i = 1; i < added.length; i++) if (added[i]!.time === added[i - 1]!.time) return undefined
  const known = new Set<number>()
  for (const p of copy.points) if (p.time >= added[0]!.time) known.add(p.time)
  if (added.some((p) => known.has(p.time))) return undefined

  const points = mergeByTime(copy.points, added)
  const live = liveRouteDistance({ settledDistance: walk.settledDistance, tailFrom: copy.tailFrom, boundary: walk.boundary, context: walk.context }, points)
  const calories = walk.dogs.map((d) => dogCalories(d.weightKg, live.distance))
  let row: { updated: number; added: number; dogs: Array<[number, string, string | null]> | string | null } | undefined
  try {
    [row] = await runStatement<NonNullable<typeof row>>(db, UPDATE_FROM_COPY, [
      live.distance, live.state.settledDistance, isoOrNull(live.state.tailFrom), isoOrNull(live.state.boundary),
      body.walkId, memberId, copy.revision, isoOrNull(copy.tailFrom),
      added.map((p) => new Date(p.time).toISOString()), added.map((p) => p.lat), added.map((p) => p.lng), added.map((p) => p.accuracy),
      walk.dogs.map((d) => d.petId), calories
    ])
  } catch (e) {
    if (isUniqueViolation(e)) return undefined
    throw e
  }
  if (row === undefined || row.updated !== 1) return undefined
  const named: Array<[number, string, string | null]> = typeof row.dogs === "string" ? JSON.parse(row.dogs) : row.dogs ?? []
  const dogs = named.map(([petId, name, profileImageUrl]): WalkDog => ({
    pet: { petId, name, profileImageUrl },
    caloriesBurned: calories[walk.dogs.findIndex((d) => d.petId === petId)]!
  }))
  return {
    answer: { totalDistance: live.distance, dogs },
    tail: {
      revision: copy.revision + 1,
      tailFrom: live.state.tailFrom,
      points: pointsFrom(points, live.state.tailFrom),
      walk: { ...walk, settledDistance: live.state.settledDistance, boundary: live.state.boundary, context: live.state.context }
    }
  }
}

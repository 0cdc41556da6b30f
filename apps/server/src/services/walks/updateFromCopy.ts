/**
 * An update through this server's copy of the walk's tail (`tailCache.ts`) in one statement, the
 * fast path of `services/walks.ts`'s `updateWalk`; the updates that arrive together share it.
 */
import type { WalkDog, WalkUpdateRequest, WalkUpdateResponse } from "@mungwalk/core/schema"
import { type Batcher, createBatcher } from "../../db/batcher.ts"
import { type Db, runStatement, type Statement } from "../../db/client.ts"
import { isUniqueViolation } from "../../db/errors.ts"
import { batchProblem, isoOrNull, ms, pointsFrom } from "./batch.ts"
import { type LiveDistance, measureLive } from "./liveDistance.ts"
import { dogCalories, type StoredPoint } from "./routeViews.ts"
import { type CachedTail, type CachedWalk, mergeByTime, tailCacheOf } from "./tailCache.ts"

/**
 * The updates of walks whose tails this server holds, in ONE statement outside any transaction
 * (so no begin, lock or commit round trip), for one walk or for several at once (`db/batcher.ts`
 * groups the updates that arrive while earlier ones run): each walk row is updated only if it
 * still has the revision of its copy (and is still that member's and in progress), and a walk's
 * points and its dogs' calories are written only if its row was (they read the row update's
 * `returning`). The points are inserted without `on conflict`, so a point stored meanwhile fails
 * the whole statement, which then wrote nothing: each walk of the batch is then tried alone, and
 * the one whose point is taken goes to the locked path. A walk whose row was not updated, or a
 * batch this path cannot prove new and valid (a point the copy has, a repeated time, one older
 * than the tail or the settled boundary, an empty or bad batch), answers undefined, and the locked
 * path does the update (and gives any 4xx). Same results, bit for bit.
 */
const UPDATE_FROM_COPY: Statement = {
  name: "walk_updates_from_copy",
  text: `with u as (
  select * from unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::float8[], $6::float8[], $7::timestamptz[], $8::timestamptz[])
    as u(id, member_id, revision, old_tail_from, distance, settled_distance, tail_from, settled_boundary)
), w as (
  update walks set distance = u.distance, settled_distance = u.settled_distance, tail_from = u.tail_from,
    settled_boundary = u.settled_boundary, route_revision = walks.route_revision + 1
  from u
  where walks.id = u.id and walks.member_id = u.member_id and walks.is_walking and walks.route_revision = u.revision
    and walks.tail_from is not distinct from u.old_tail_from
  returning walks.id
), added as (
  insert into walk_points (walk_id, record_time, lat, lng, accuracy)
  select b.walk_id, b.record_time, b.lat, b.lng, b.accuracy
  from unnest($9::int[], $10::timestamptz[], $11::float8[], $12::float8[], $13::float8[]) as b(walk_id, record_time, lat, lng, accuracy)
  where b.walk_id in (select id from w)
), dogs as (
  update walk_dogs set calories_burned = v.calories
  from unnest($14::int[], $15::int[], $16::float8[]) as v(walk_id, pet_id, calories)
  where v.walk_id in (select id from w) and walk_dogs.walk_id = v.walk_id and walk_dogs.pet_id = v.pet_id
  returning walk_dogs.walk_id, walk_dogs.pet_id
)
select w.id,
  (select json_agg(json_build_array(p.id, p.name, p.profile_image_url) order by p.id) from dogs join pets p on p.id = dogs.pet_id where dogs.walk_id = w.id) as dogs
from w`
}

/** An update ready for the statement: the walk's copy and the batch checked, the live distance measured. */
interface Prepared {
  readonly walkId: number
  readonly memberId: number
  readonly copy: CachedTail
  /** The copy's `walk`, which this path needs. */
  readonly walk: CachedWalk
  readonly added: ReadonlyArray<StoredPoint>
  readonly points: StoredPoint[]
  readonly live: LiveDistance
  readonly calories: ReadonlyArray<number>
}

type NamedDog = [petId: number, name: string, profileImageUrl: string | null]

/** The dogs of each walk whose row the statement updated; undefined for a walk it did not. */
const runUpdates = async (db: Db, items: ReadonlyArray<Prepared>): Promise<ReadonlyArray<NamedDog[] | undefined>> => {
  const points = items.flatMap((u) => u.added.map((p) => ({ walkId: u.walkId, p })))
  const dogs = items.flatMap((u) => u.walk.dogs.map((d, i) => ({ walkId: u.walkId, petId: d.petId, calories: u.calories[i]! })))
  let rows: Array<{ id: number; dogs: NamedDog[] | string | null }>
  try {
    rows = await runStatement(db, UPDATE_FROM_COPY, [
      items.map((u) => u.walkId),
      items.map((u) => u.memberId),
      items.map((u) => u.copy.revision),
      items.map((u) => isoOrNull(u.copy.tailFrom)),
      items.map((u) => u.live.distance),
      items.map((u) => u.live.state.settledDistance),
      items.map((u) => isoOrNull(u.live.state.tailFrom)),
      items.map((u) => isoOrNull(u.live.state.boundary)),
      points.map((x) => x.walkId),
      points.map((x) => new Date(x.p.time).toISOString()),
      points.map((x) => x.p.lat),
      points.map((x) => x.p.lng),
      points.map((x) => x.p.accuracy),
      dogs.map((d) => d.walkId),
      dogs.map((d) => d.petId),
      dogs.map((d) => d.calories)
    ])
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    // A point of some walk was stored meanwhile, and the statement wrote nothing: alone, every
    // other walk goes through, and that one to the locked path.
    if (items.length === 1) return [undefined]
    return Promise.all(items.map(async (u) => (await runUpdates(db, [u]))[0]))
  }
  const byWalk = new Map<number, NamedDog[]>()
  for (const row of rows) byWalk.set(row.id, typeof row.dogs === "string" ? JSON.parse(row.dogs) : (row.dogs ?? []))
  return items.map((u) => byWalk.get(u.walkId))
}

/**
 * Updates run together while the database is busy: two batches at once (one or four measured no
 * better on the 2-core bench machine), up to 64 walks each. One batcher per database object, as
 * the tail copies (`tailCache.ts`).
 */
const batchers = new WeakMap<object, Batcher<Prepared, NamedDog[] | undefined>>()
const batcherOf = (db: Db): Batcher<Prepared, NamedDog[] | undefined> => {
  let batcher = batchers.get(db)
  if (batcher === undefined) {
    batcher = createBatcher<Prepared, NamedDog[] | undefined>({ maxInFlight: 2, maxBatch: 64, keyOf: (u) => u.walkId, run: (items) => runUpdates(db, items) })
    batchers.set(db, batcher)
  }
  return batcher
}

/** Updates of `db` waiting for a statement and statements running (for tests). */
export const pendingUpdates = (db: Db): { readonly queued: number; readonly inFlight: number } => batcherOf(db).pending()

/** The walk's copy and the batch checked and the live distance measured; undefined when this path cannot prove the batch new and valid. */
const prepare = async (db: Db, memberId: number, body: WalkUpdateRequest, now: Date, tokenVersion: number): Promise<Prepared | undefined> => {
  const copy = tailCacheOf(db).peek(body.walkId)
  const walk = copy?.walk
  const paths = body.walkPaths
  if (copy === undefined || walk === undefined || walk.memberId !== memberId || (walk.tokenVersion ?? 0) !== tokenVersion || paths.length === 0)
    return undefined
  if (batchProblem(walk.startTime, paths, now) !== null) return undefined
  // Another device's update: the locked path decides whether it takes the walk on (`claimRecorder`).
  if (body.recorderId !== undefined && body.recorderId !== (walk.recorder ?? null)) return undefined
  const added: StoredPoint[] = paths.map((p) => ({ time: ms(p.recordTime), lat: p.location.lat, lng: p.location.lng, accuracy: p.accuracy ?? null }))
  added.sort((a, b) => a.time - b.time)
  const oldest = Math.max(copy.tailFrom ?? -Infinity, walk.boundary ?? -Infinity)
  if (added[0]!.time < oldest) return undefined
  for (let i = 1; i < added.length; i++) if (added[i]!.time === added[i - 1]!.time) return undefined
  const known = new Set<number>()
  for (const p of copy.points) if (p.time >= added[0]!.time) known.add(p.time)
  if (added.some((p) => known.has(p.time))) return undefined

  const points = mergeByTime(copy.points, added)
  const live = await measureLive({ settledDistance: walk.settledDistance, tailFrom: copy.tailFrom, boundary: walk.boundary, context: walk.context }, points)
  const calories = walk.dogs.map((d) => dogCalories(d.weightKg, live.distance))
  return { walkId: body.walkId, memberId, copy, walk, added, points, live, calories }
}

export const updateFromCopy = async (
  db: Db,
  memberId: number,
  body: WalkUpdateRequest,
  now: Date,
  tokenVersion = 0
): Promise<{ readonly answer: WalkUpdateResponse; readonly tail: CachedTail } | undefined> => {
  const update = await prepare(db, memberId, body, now, tokenVersion)
  if (update === undefined) return undefined
  const named = await batcherOf(db)(update)
  if (named === undefined) return undefined
  const { copy, walk, live, calories, points } = update
  const dogs = named.map(
    ([petId, name, profileImageUrl]): WalkDog => ({
      pet: { petId, name, profileImageUrl },
      caloriesBurned: calories[walk.dogs.findIndex((d) => d.petId === petId)]!
    })
  )
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

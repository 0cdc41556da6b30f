/**
 * The statements the walk's writes (`services/walks.ts`) are built of: a walk's totals (distance
 * and each dog's calories, with the live-distance state on an update), a batch of route points
 * and of marks (each stored once), the batch's checks, and a walk's end (final totals, the
 * overview, the shared route and its cells). Each runs inside the caller's transaction.
 */
import { eq, sql } from "drizzle-orm"
import type { LiveRouteState } from "@mungwalk/core/domain"
import type { WalkDog, WalkUpdateRequest } from "@mungwalk/core/schema"
import type { DbOrTx } from "../../db/client.ts"
import { walkCells, walkDogs, walkMarks, walkPoints, walks } from "../../db/schema.ts"
import { badRequest } from "../../http/errors.ts"
import { batchProblem, isoOrNull, marksProblem, ms } from "./batch.ts"
import { decodePoints, packedPointsSql } from "./pointCodec.ts"
import { type DogOfWalk, type DogTuple, dogsOfWalkSql, loadDogsOfWalk, oneRow, parseDogsOfWalk, type WalkRow } from "./reads.ts"
import { dogCalories, finishedViews, type StoredPoint } from "./routeViews.ts"

/**
 * Stores the walk's distance and every dog's calories for it (from the weight kept with the walk,
 * with the core's formula) in one statement, and answers the dogs. With `live` (an update), the
 * same statement stores the walk's live-distance state and counts a new route revision (see
 * `walks/tailCache.ts`). Values travel as a few array parameters, so the statement's text is the
 * same for any number of dogs.
 */
export const storeTotals = async (tx: DbOrTx, walkId: number, distance: number, dogsOfWalk: DogOfWalk[], live?: LiveRouteState): Promise<WalkDog[]> => {
  const out = dogsOfWalk.map((d): WalkDog => ({ pet: d.pet, caloriesBurned: dogCalories(d.weightKg, distance) }))
  const liveSet =
    live === undefined
      ? sql``
      : sql`,
    settled_distance = ${live.settledDistance}::float8, tail_from = ${isoOrNull(live.tailFrom)}::timestamptz,
    settled_boundary = ${isoOrNull(live.boundary)}::timestamptz, route_revision = route_revision + 1`
  const walkUpdate = sql`update ${walks} set distance = ${distance}::float8${liveSet} where id = ${walkId}`
  if (out.length === 0) {
    await tx.execute(walkUpdate)
  } else {
    await tx.execute(sql`
      with w as (${walkUpdate})
      update ${walkDogs} set calories_burned = v.calories
      from unnest(${sql.param(out.map((d) => d.pet.petId))}::int[], ${sql.param(out.map((d) => d.caloriesBurned))}::float8[]) as v(pet_id, calories)
      where ${walkDogs.walkId} = ${walkId} and ${walkDogs.petId} = v.pet_id`)
  }
  return out
}

interface StoredBatch {
  /** How many points of the batch were new, and the time of the earliest of them. */
  readonly inserted: number
  readonly earliest: number | null
  /** The new points, in time order. */
  readonly added: StoredPoint[]
  /** The walk's points stored before this batch from the asked time on, in time order (empty when not asked or nothing was new). */
  readonly stored: StoredPoint[]
  readonly dogs: DogOfWalk[]
}

/**
 * Stores a batch of route points (each once: ON CONFLICT DO NOTHING) and reads back, in the same
 * statement, which were new, the walk's stored points from `tail.from` on (all when null; not at
 * all without `tail`, when the caller holds them — the statement's own reads do not see its
 * insert, so these are the points from before the batch) and its dogs: one round trip. The batch
 * travels as four array parameters (`unnest`), so the statement's text is the same for any batch.
 */
export const storeBatch = async (
  tx: DbOrTx,
  walkId: number,
  paths: WalkUpdateRequest["walkPaths"],
  tail: { readonly from: Date | null } | undefined
): Promise<StoredBatch> => {
  const since = tail?.from == null ? sql`` : sql` and ${walkPoints.recordTime} >= ${tail.from.toISOString()}`
  const stored =
    tail === undefined
      ? sql`null`
      : packedPointsSql(sql`(
      select record_time, lat, lng, accuracy from ${walkPoints}
      where ${walkPoints.walkId} = ${walkId}${since} and exists (select from inserted))`)
  const row = await oneRow<{
    inserted: number | string
    earliest: number | string | null
    added: string | null
    stored: string | null
    dogs: DogTuple[] | string | null
  }>(
    tx,
    sql`
    with inserted as (
      insert into ${walkPoints} (walk_id, record_time, lat, lng, accuracy)
      select ${walkId}, b.record_time, b.lat, b.lng, b.accuracy
      from unnest(
        ${sql.param(paths.map((p) => p.recordTime.toISOString()))}::timestamptz[],
        ${sql.param(paths.map((p) => p.location.lat))}::float8[],
        ${sql.param(paths.map((p) => p.location.lng))}::float8[],
        ${sql.param(paths.map((p) => p.accuracy ?? null))}::float8[]
      ) as b(record_time, lat, lng, accuracy)
      on conflict do nothing
      returning record_time, lat, lng, accuracy
    )
    select (select count(*) from inserted)::int as inserted,
      (select date_part('epoch', min(record_time)) * 1000 from inserted) as earliest,
      ${packedPointsSql(sql`inserted`)} as added, ${stored} as stored, ${dogsOfWalkSql(walkId)} as dogs`
  )
  const inserted = Number(row.inserted)
  return {
    inserted,
    earliest: row.earliest === null ? null : Math.round(Number(row.earliest)),
    added: inserted > 0 ? decodePoints(row.added) : [],
    stored: inserted > 0 ? decodePoints(row.stored) : [],
    dogs: parseDogsOfWalk(row.dogs)
  }
}

/** The walk's kept live-distance state (see the core's `liveRouteDistance`). */
export const liveStateOf = (w: WalkRow): LiveRouteState => ({
  settledDistance: w.settledDistance,
  tailFrom: w.tailFrom === null ? null : ms(w.tailFrom),
  boundary: w.settledBoundary === null ? null : ms(w.settledBoundary)
})

/** Ends a walk: final totals, the overview, the shared route and its cells. `points` are all its points in time order. */
export const finishWalk = async (tx: DbOrTx, walk: WalkRow, points: StoredPoint[], endTime: Date): Promise<{ walk: WalkRow; dogs: WalkDog[] }> => {
  const views = finishedViews(points)
  const last = points[points.length - 1]
  const dogs = await storeTotals(tx, walk.id, views.distance, await loadDogsOfWalk(tx, walk.id))
  const [ended] = await tx
    .update(walks)
    .set({
      isWalking: false,
      endTime,
      distance: views.distance,
      endLat: last?.lat ?? walk.startLat,
      endLng: last?.lng ?? walk.startLng,
      overview: views.overview,
      sharedRoute: views.sharedRoute
    })
    .where(eq(walks.id, walk.id))
    .returning()
  if (views.cells.length > 0) {
    await tx
      .insert(walkCells)
      .values(views.cells.map((c) => ({ walkId: walk.id, cellX: c.x, cellY: c.y, memberId: walk.memberId, walkedAt: endTime, lat: c.lat, lng: c.lng })))
      .onConflictDoNothing()
  }
  return { walk: ended!, dogs }
}

/** Checks the times and positions of a batch (and its marks): a 400 naming the bad field. */
export const checkBatch = (walk: WalkRow, paths: WalkUpdateRequest["walkPaths"], now: Date, marks: WalkUpdateRequest["walkMarks"] = []): void => {
  const problem = batchProblem(ms(walk.startTime), paths, now) ?? marksProblem(ms(walk.startTime), marks, now)
  if (problem !== null) throw badRequest(problem)
}

/** Stores a batch's marks, each once (ON CONFLICT DO NOTHING: a batch sent again stores nothing new). */
export const storeMarks = async (tx: DbOrTx, walkId: number, marks: WalkUpdateRequest["walkMarks"]): Promise<void> => {
  if (marks === undefined || marks.length === 0) return
  await tx
    .insert(walkMarks)
    .values(marks.map((m) => ({ walkId, recordTime: m.recordTime, kind: m.kind, lat: m.location.lat, lng: m.location.lng })))
    .onConflictDoNothing()
}

/**
 * Walks: start, route updates and end (the reads are in `walks/reads.ts`).
 *
 * Rules (each call runs in one transaction; a member only ever sees or changes their own walks):
 * - A member has at most one walk in progress (partial unique index; starts lock the member row).
 *   Starting while one is in progress answers that walk again when the call is evidently a retry
 *   (same dogs, under {@link START_RETRY_WINDOW_MS} old, no route yet); otherwise the stale walk is
 *   ended at its last recorded point and the new one starts — a lost client state never locks
 *   a member out of walking.
 * - The start and end positions are stored as route points (at the server's start and end times),
 *   so the route, its distance and the privacy cut measure from where the walk really began.
 * - Every route point is stored once (`(walk_id, record_time)` key, ON CONFLICT DO NOTHING). While
 *   walking, the distance is the core's `liveRouteDistance`: settled segments kept on the walk row
 *   plus the tail measured again, so an update reads at most ~1,500 points however long the walk
 *   (a new point before the settled boundary re-measures everything once); each dog's calories
 *   come from its weight stored at the start. The end measures every point with `routeDistance`.
 *   Updates lock the walk row, so concurrent batches of one walk apply one after the other and
 *   none is lost from the total. When this server holds the walk's tail (`walks/tailCache.ts`)
 *   and the batch is provably new, an update is ONE statement outside any transaction, which
 *   writes only if the row still has the copy's revision (`updateFromCopy`); otherwise five round
 *   trips: begin, lock, store the batch and read back what is needed, store the totals and the
 *   live state, commit, with the copy used when the locked row's revision says it is current.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm"
import {
  isUsablePosition, liveRouteDistance, type LiveRouteState, NO_SETTLED_ROUTE
} from "@mungwalk/core/domain"
import { summarizeProblems } from "@mungwalk/core/schema"
import type {
  Walk, WalkDog, WalkEndRequest,
  WalkStartRequest, WalkStartResponse, WalkUpdateRequest, WalkUpdateResponse
} from "@mungwalk/core/schema"
import { type Db, type DbOrTx, runStatement, type Statement } from "../db/client.ts"
import { isUniqueViolation } from "../db/errors.ts"
import { members, pets, walkCells, walkDogs, walkPoints, walks } from "../db/schema.ts"
import { badRequest, conflict, notFound } from "../http/errors.ts"
import { decodePoints, packedPointsSql } from "./walks/pointCodec.ts"
import { dogCalories, finishedViews, type StoredPoint } from "./walks/routeViews.ts"
import { type CachedTail, mergeByTime, tailCacheOf } from "./walks/tailCache.ts"
import { assembleWalks, loadDogsOf, loadPoints, oneRow, toRoutePoint, toWalk } from "./walks/reads.ts"

/** A start repeated within this time, with the same dogs and before any route arrived, answers the same walk. */
export const START_RETRY_WINDOW_MS = 2 * 60_000
/** Route points may be this much before the start or after the server's clock (phone clocks drift a little). */
export const CLOCK_SKEW_MS = 2 * 60_000

type WalkRow = typeof walks.$inferSelect

const ms = (d: Date) => d.getTime()

// ── reading ─────────────────────────────────────────────────────────────────────────────────

/** The member's walk, locked for the rest of the transaction; another member's walk is "not found". */
const lockOwnWalk = async (tx: DbOrTx, memberId: number, walkId: number): Promise<WalkRow> => {
  const [walk] = await tx.select().from(walks)
    .where(and(eq(walks.id, walkId), eq(walks.memberId, memberId)))
    .for("update")
  if (!walk) throw notFound("Walk not found")
  return walk
}

// ── writing ─────────────────────────────────────────────────────────────────────────────────

/** A dog of a walk with what its totals need: the weight kept with the walk and the stored calories. */
interface DogOfWalk {
  readonly pet: WalkDog["pet"]
  readonly weightKg: number
  readonly caloriesBurned: number
}

/** The walk's dogs, by pet id: one JSON value, so it can ride along with another statement. */
const dogsOfWalkSql = (walkId: number) => sql`(
  select json_agg(json_build_array(${pets.id}, ${pets.name}, ${pets.profileImageUrl}, ${walkDogs.weightKg}, ${walkDogs.caloriesBurned})
    order by ${pets.id})
  from ${walkDogs} join ${pets} on ${pets.id} = ${walkDogs.petId}
  where ${walkDogs.walkId} = ${walkId})`

type DogTuple = [number, string, string | null, number, number]

const parseDogsOfWalk = (raw: DogTuple[] | string | null | undefined): DogOfWalk[] => {
  const list: DogTuple[] = typeof raw === "string" ? JSON.parse(raw) : raw ?? []
  return list.map(([petId, name, profileImageUrl, weightKg, caloriesBurned]) => ({
    pet: { petId, name, profileImageUrl },
    weightKg,
    caloriesBurned
  }))
}

const loadDogsOfWalk = async (tx: DbOrTx, walkId: number): Promise<DogOfWalk[]> =>
  parseDogsOfWalk((await oneRow<{ dogs: DogTuple[] | string | null }>(tx, sql`select ${dogsOfWalkSql(walkId)} as dogs`)).dogs)

const isoOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : new Date(epochMs).toISOString())

/**
 * Stores the walk's distance and every dog's calories for it (from the weight kept with the walk,
 * with the core's formula) in one statement, and answers the dogs. With `live` (an update), the
 * same statement stores the walk's live-distance state and counts a new route revision (see
 * `walks/tailCache.ts`). Values travel as a few array parameters, so the statement's text is the
 * same for any number of dogs.
 */
const storeTotals = async (
  tx: DbOrTx, walkId: number, distance: number, dogsOfWalk: DogOfWalk[], live?: LiveRouteState
): Promise<WalkDog[]> => {
  const out = dogsOfWalk.map((d): WalkDog => ({ pet: d.pet, caloriesBurned: dogCalories(d.weightKg, distance) }))
  const liveSet = live === undefined ? sql`` : sql`,
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
const storeBatch = async (
  tx: DbOrTx,
  walkId: number,
  paths: WalkUpdateRequest["walkPaths"],
  tail: { readonly from: Date | null } | undefined
): Promise<StoredBatch> => {
  const since = tail?.from == null ? sql`` : sql` and ${walkPoints.recordTime} >= ${tail.from.toISOString()}`
  const stored = tail === undefined
    ? sql`null`
    : packedPointsSql(sql`(
      select record_time, lat, lng, accuracy from ${walkPoints}
      where ${walkPoints.walkId} = ${walkId}${since} and exists (select from inserted))`)
  const row = await oneRow<{ inserted: number | string; earliest: number | string | null; added: string | null; stored: string | null; dogs: DogTuple[] | string | null }>(tx, sql`
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
      ${packedPointsSql(sql`inserted`)} as added, ${stored} as stored, ${dogsOfWalkSql(walkId)} as dogs`)
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
const liveStateOf = (w: WalkRow): LiveRouteState => ({
  settledDistance: w.settledDistance,
  tailFrom: w.tailFrom === null ? null : ms(w.tailFrom),
  boundary: w.settledBoundary === null ? null : ms(w.settledBoundary)
})

/** The points from `from` on (all when null) of time-ordered `points`. */
const pointsFrom = (points: StoredPoint[], from: number | null): StoredPoint[] => {
  if (from === null) return points
  const first = points.findIndex((p) => p.time >= from)
  return first < 0 ? [] : first === 0 ? points : points.slice(first)
}

/** Ends a walk: final totals, the overview, the shared route and its cells. `points` are all its points in time order. */
export const finishWalk = async (
  tx: DbOrTx,
  walk: WalkRow,
  points: StoredPoint[],
  endTime: Date
): Promise<{ walk: WalkRow; dogs: WalkDog[] }> => {
  const views = finishedViews(points)
  const last = points[points.length - 1]
  const dogs = await storeTotals(tx, walk.id, views.distance, await loadDogsOfWalk(tx, walk.id))
  const [ended] = await tx.update(walks).set({
    isWalking: false,
    endTime,
    distance: views.distance,
    endLat: last?.lat ?? walk.startLat,
    endLng: last?.lng ?? walk.startLng,
    overview: views.overview,
    sharedRoute: views.sharedRoute
  }).where(eq(walks.id, walk.id)).returning()
  if (views.cells.length > 0) {
    await tx.insert(walkCells)
      .values(views.cells.map((c) => ({ walkId: walk.id, cellX: c.x, cellY: c.y, memberId: walk.memberId, walkedAt: endTime, lat: c.lat, lng: c.lng })))
      .onConflictDoNothing()
  }
  return { walk: ended!, dogs }
}

const startResponse = (w: WalkRow, dogs: WalkDog[]): WalkStartResponse => ({ walkId: w.id, dogs, startTime: w.startTime })

export const startWalk = async (db: Db, memberId: number, body: WalkStartRequest, now = new Date()): Promise<WalkStartResponse> =>
  db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update")
    if (!member) throw notFound("Member not found")

    const wanted = [...new Set(body.dogs)]
    const own = await tx.select({ id: pets.id, name: pets.name, profileImageUrl: pets.profileImageUrl, weight: pets.weight })
      .from(pets)
      .where(and(eq(pets.memberId, memberId), inArray(pets.id, wanted)))
      .orderBy(asc(pets.id))
    const missing = wanted.filter((id) => !own.some((p) => p.id === id))
    if (missing.length > 0) throw notFound(`Pet not found: ${summarizeProblems(missing.map(String))}`)

    const [current] = await tx.select().from(walks).where(and(eq(walks.memberId, memberId), eq(walks.isWalking, true)))
    if (current) {
      const currentDogs = await loadDogsOf(tx, [current.id])
      const dogs = currentDogs.get(current.id) ?? []
      const sameDogs = dogs.length === wanted.length && dogs.every((d) => wanted.includes(d.pet.petId))
      const points = await loadPoints(tx, current.id)
      const retry = sameDogs && ms(now) - ms(current.startTime) < START_RETRY_WINDOW_MS && points.length <= 1
      if (retry) return startResponse(current, dogs)
      const lastTime = points.length > 0 ? points[points.length - 1]!.time : ms(current.startTime)
      await finishWalk(tx, current, points, new Date(Math.max(lastTime, ms(current.startTime))))
      tailCacheOf(db).delete(current.id)
    }

    const [walk] = await tx.insert(walks).values({
      memberId,
      startTime: now,
      startLat: body.latitude,
      startLng: body.longitude
    }).returning()
    await tx.insert(walkDogs).values(own.map((p) => ({ walkId: walk!.id, petId: p.id, weightKg: p.weight, caloriesBurned: 0 })))
    if (isUsablePosition({ lat: body.latitude, lng: body.longitude })) {
      await tx.insert(walkPoints).values({ walkId: walk!.id, recordTime: now, lat: body.latitude, lng: body.longitude, accuracy: null })
    }
    return startResponse(walk!, own.map((p) => ({ pet: { petId: p.id, name: p.name, profileImageUrl: p.profileImageUrl }, caloriesBurned: 0 })))
  })

/** What is wrong with the times and positions of a batch (the message names the bad field), or null. */
const batchProblem = (startTime: number, paths: WalkUpdateRequest["walkPaths"], now: Date): string | null => {
  const earliest = startTime - CLOCK_SKEW_MS
  const latest = ms(now) + CLOCK_SKEW_MS
  for (let i = 0; i < paths.length; i++) {
    const p = paths[i]!
    const t = ms(p.recordTime)
    if (t < earliest) {
      return `body.walkPaths.${i}.recordTime: ${p.recordTime.toISOString()} is before the walk started (${new Date(startTime).toISOString()})`
    }
    if (t > latest) return `body.walkPaths.${i}.recordTime: ${p.recordTime.toISOString()} is in the future`
    if (!isUsablePosition(p.location)) return `body.walkPaths.${i}.location.coordinates: (0, 0) is not a position`
  }
  return null
}

/** Checks the times and positions of a batch: a 400 naming the bad field. */
const checkBatch = (walk: WalkRow, paths: WalkUpdateRequest["walkPaths"], now: Date): void => {
  const problem = batchProblem(ms(walk.startTime), paths, now)
  if (problem !== null) throw badRequest(problem)
}

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

const updateFromCopy = async (
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

/**
 * Stores a batch and answers the walk's live distance and the dogs' calories: in one statement
 * through this server's copy of the tail when it can (`updateFromCopy`), else in one transaction
 * of four round trips: begin, lock the walk, store the batch (reading back what is needed, one
 * statement), store the totals and the live state, commit. The tail the distance needs comes from
 * this server's copy when the locked row says it is current (`walks/tailCache.ts`), else from the
 * batch statement; when a new point is older than the settled boundary (an old offline batch) every
 * point is read and measured again, settling afresh. The copy is refreshed after the commit.
 */
export const updateWalk = async (db: Db, memberId: number, body: WalkUpdateRequest, now = new Date()): Promise<WalkUpdateResponse> => {
  const cache = tailCacheOf(db)
  const fast = await updateFromCopy(db, memberId, body, now)
  if (fast !== undefined) {
    cache.set(body.walkId, fast.tail)
    return fast.answer
  }
  let refreshed: { readonly walkId: number; readonly tail: CachedTail } | undefined
  const answer = await db.transaction(async (tx): Promise<WalkUpdateResponse> => {
    const walk = await lockOwnWalk(tx, memberId, body.walkId)
    if (!walk.isWalking) throw conflict("This walk has already ended")
    checkBatch(walk, body.walkPaths, now)

    if (body.walkPaths.length === 0) {
      const dogs = await loadDogsOf(tx, [walk.id])
      return { totalDistance: walk.distance, dogs: dogs.get(walk.id) ?? [] }
    }
    const kept = liveStateOf(walk)
    const copy = cache.get(walk.id, walk.routeRevision, kept.tailFrom)
    const batch = await storeBatch(tx, walk.id, body.walkPaths, copy ? undefined : { from: walk.tailFrom })
    if (batch.inserted === 0) {
      return { totalDistance: walk.distance, dogs: batch.dogs.map((d) => ({ pet: d.pet, caloriesBurned: d.caloriesBurned })) }
    }
    const stale = kept.boundary !== null && batch.earliest !== null && batch.earliest < kept.boundary
    const points = stale ? await loadPoints(tx, walk.id) : mergeByTime(copy?.points ?? batch.stored, batch.added)
    const live = liveRouteDistance(stale ? NO_SETTLED_ROUTE : { ...kept, context: copy?.walk?.context }, points)
    const dogs = await storeTotals(tx, walk.id, live.distance, batch.dogs, live.state)
    refreshed = {
      walkId: walk.id,
      tail: {
        revision: walk.routeRevision + 1,
        tailFrom: live.state.tailFrom,
        points: pointsFrom(points, live.state.tailFrom),
        walk: {
          memberId: walk.memberId,
          startTime: ms(walk.startTime),
          settledDistance: live.state.settledDistance,
          boundary: live.state.boundary,
          context: live.state.context,
          dogs: batch.dogs.map((d) => ({ petId: d.pet.petId, weightKg: d.weightKg }))
        }
      }
    }
    return { totalDistance: live.distance, dogs }
  })
  if (refreshed) cache.set(refreshed.walkId, refreshed.tail)
  return answer
}

/** Ends the walk at `now` with the final position (stored as the last point when it is newer). Ending twice answers the same walk. */
export const endWalk = async (db: Db, memberId: number, body: WalkEndRequest, now = new Date()): Promise<Walk> =>
  db.transaction(async (tx) => {
    const walk = await lockOwnWalk(tx, memberId, body.walkId)
    if (walk.isWalking) {
      let points = await loadPoints(tx, walk.id)
      const lastTime = points.length > 0 ? points[points.length - 1]!.time : -Infinity
      if (ms(now) > lastTime && isUsablePosition({ lat: body.latitude, lng: body.longitude })) {
        await tx.insert(walkPoints).values({ walkId: walk.id, recordTime: now, lat: body.latitude, lng: body.longitude, accuracy: null })
          .onConflictDoNothing()
        points = [...points, { time: ms(now), lat: body.latitude, lng: body.longitude, accuracy: null }]
      }
      const ended = await finishWalk(tx, walk, points, new Date(Math.max(ms(now), lastTime)))
      tailCacheOf(db).delete(walk.id)
      return toWalk(ended.walk, points.map(toRoutePoint), ended.dogs, now)
    }
    const [answer] = await assembleWalks(tx, [walk], "full", now)
    return answer!
  })

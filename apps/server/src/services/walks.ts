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
 *   plus the tail measured again, so an update reads at most ~900 points however long the walk
 *   (a new point before the settled boundary re-measures everything once); each dog's calories
 *   come from its weight stored at the start. The end measures every point with `routeDistance`.
 *   Updates lock the walk row, so concurrent batches of one walk apply one after the other and
 *   none is lost from the total. When this server holds the walk's tail (`walks/tailCache.ts`)
 *   and the batch is provably new, an update is ONE statement outside any transaction, which
 *   writes only if the row still has the copy's revision (`walks/updateFromCopy.ts`); otherwise five round
 *   trips: begin, lock, store the batch and read back what is needed, store the totals and the
 *   live state, commit, with the copy used when the locked row's revision says it is current.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm"
import { isUsablePosition, type LiveRouteState, NO_SETTLED_ROUTE } from "@mungwalk/core/domain"
import { summarizeProblems } from "@mungwalk/core/schema"
import type {
  Walk,
  WalkDiscardRequest,
  WalkDiscardResponse,
  WalkDog,
  WalkEndRequest,
  WalkStartRequest,
  WalkStartResponse,
  WalkUpdateRequest,
  WalkUpdateResponse
} from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../db/client.ts"
import { members, pets, walkCells, walkDogs, walkMarks, walkPoints, walks } from "../db/schema.ts"
import { badRequest, conflict, notFound } from "../http/errors.ts"
import { decodePoints, packedPointsSql } from "./walks/pointCodec.ts"
import { dogCalories, finishedViews, type StoredPoint } from "./walks/routeViews.ts"
import { batchProblem, isoOrNull, marksProblem, ms, pointsFrom } from "./walks/batch.ts"
import { type CachedTail, mergeByTime, tailCacheOf } from "./walks/tailCache.ts"
import { measureLive } from "./walks/liveDistance.ts"
import { updateFromCopy } from "./walks/updateFromCopy.ts"
import { assembleWalks, loadDogsOf, loadMarksOf, loadPoints, oneRow, toRoutePoint, toWalk } from "./walks/reads.ts"

/** A start repeated within this time, with the same dogs and before any route arrived, answers the same walk. */
export const START_RETRY_WINDOW_MS = 2 * 60_000
type WalkRow = typeof walks.$inferSelect

// ── reading ─────────────────────────────────────────────────────────────────────────────────

/** The member's walk, locked for the rest of the transaction; another member's walk is "not found". */
const lockOwnWalk = async (tx: DbOrTx, memberId: number, walkId: number): Promise<WalkRow> => {
  const [walk] = await tx
    .select()
    .from(walks)
    .where(and(eq(walks.id, walkId), eq(walks.memberId, memberId)))
    .for("update")
  if (!walk) throw notFound("산책을 찾을 수 없어요.")
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
  const list: DogTuple[] = typeof raw === "string" ? JSON.parse(raw) : (raw ?? [])
  return list.map(([petId, name, profileImageUrl, weightKg, caloriesBurned]) => ({
    pet: { petId, name, profileImageUrl },
    weightKg,
    caloriesBurned
  }))
}

const loadDogsOfWalk = async (tx: DbOrTx, walkId: number): Promise<DogOfWalk[]> =>
  parseDogsOfWalk((await oneRow<{ dogs: DogTuple[] | string | null }>(tx, sql`select ${dogsOfWalkSql(walkId)} as dogs`)).dogs)

/**
 * Stores the walk's distance and every dog's calories for it (from the weight kept with the walk,
 * with the core's formula) in one statement, and answers the dogs. With `live` (an update), the
 * same statement stores the walk's live-distance state and counts a new route revision (see
 * `walks/tailCache.ts`). Values travel as a few array parameters, so the statement's text is the
 * same for any number of dogs.
 */
const storeTotals = async (tx: DbOrTx, walkId: number, distance: number, dogsOfWalk: DogOfWalk[], live?: LiveRouteState): Promise<WalkDog[]> => {
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
const storeBatch = async (
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
const liveStateOf = (w: WalkRow): LiveRouteState => ({
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

const startResponse = (w: WalkRow, dogs: WalkDog[]): WalkStartResponse => ({ walkId: w.id, dogs, startTime: w.startTime })

export const startWalk = async (db: Db, memberId: number, body: WalkStartRequest, now = new Date()): Promise<WalkStartResponse> =>
  db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update")
    if (!member) throw notFound("Member not found")

    const wanted = [...new Set(body.dogs)]
    const own = await tx
      .select({ id: pets.id, name: pets.name, profileImageUrl: pets.profileImageUrl, weight: pets.weight })
      .from(pets)
      .where(and(eq(pets.memberId, memberId), inArray(pets.id, wanted), isNull(pets.deletedAt)))
      .orderBy(asc(pets.id))
    const missing = wanted.filter((id) => !own.some((p) => p.id === id))
    if (missing.length > 0) throw notFound("강아지를 찾을 수 없어요.", `Pet not found: ${summarizeProblems(missing.map(String))}`)

    const [current] = await tx
      .select()
      .from(walks)
      .where(and(eq(walks.memberId, memberId), eq(walks.isWalking, true)))
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

    const [walk] = await tx
      .insert(walks)
      .values({
        memberId,
        startTime: now,
        startLat: body.latitude,
        startLng: body.longitude
      })
      .returning()
    await tx.insert(walkDogs).values(own.map((p) => ({ walkId: walk!.id, petId: p.id, weightKg: p.weight, caloriesBurned: 0 })))
    if (isUsablePosition({ lat: body.latitude, lng: body.longitude })) {
      await tx.insert(walkPoints).values({ walkId: walk!.id, recordTime: now, lat: body.latitude, lng: body.longitude, accuracy: null })
    }
    return startResponse(
      walk!,
      own.map((p) => ({ pet: { petId: p.id, name: p.name, profileImageUrl: p.profileImageUrl }, caloriesBurned: 0 }))
    )
  })

/** Checks the times and positions of a batch (and its marks): a 400 naming the bad field. */
const checkBatch = (walk: WalkRow, paths: WalkUpdateRequest["walkPaths"], now: Date, marks: WalkUpdateRequest["walkMarks"] = []): void => {
  const problem = batchProblem(ms(walk.startTime), paths, now) ?? marksProblem(ms(walk.startTime), marks, now)
  if (problem !== null) throw badRequest(problem)
}

/** Stores a batch's marks, each once (ON CONFLICT DO NOTHING: a batch sent again stores nothing new). */
const storeMarks = async (tx: DbOrTx, walkId: number, marks: WalkUpdateRequest["walkMarks"]): Promise<void> => {
  if (marks === undefined || marks.length === 0) return
  await tx
    .insert(walkMarks)
    .values(marks.map((m) => ({ walkId, recordTime: m.recordTime, kind: m.kind, lat: m.location.lat, lng: m.location.lng })))
    .onConflictDoNothing()
}

/**
 * Stores a batch and answers the walk's live distance and the dogs' calories: in one statement
 * through this server's copy of the tail when it can (`updateFromCopy`), else in one transaction
 * of four round trips: begin, lock the walk, store the batch (reading back what is needed, one
 * statement), store the totals and the live state, commit. The tail the distance needs comes from
 * this server's copy when the locked row says it is current (`walks/tailCache.ts`), else from the
 * batch statement; when a new point is older than the settled boundary (an old offline batch) every
 * point is read and measured again, settling afresh. The copy is refreshed after the commit.
 *
 * `confirmMember` (the route's: 401 when the token's member no longer exists) runs before the
 * transaction only: the one statement changes a walk row only if it is `memberId`'s, and the walks
 * of a deleted member are gone with it, so that path proves the member exists on its own; a copy
 * serves only tokens of the version that made it (`tokenVersion`), and sign-out also raises the
 * member's walking walks' revision, so a signed-out token always takes the checked path (401).
 */
export const updateWalk = async (
  db: Db,
  memberId: number,
  body: WalkUpdateRequest,
  now = new Date(),
  confirmMember: () => Promise<void> = async () => {},
  tokenVersion = 0
): Promise<WalkUpdateResponse> => {
  const cache = tailCacheOf(db)
  const hasMarks = (body.walkMarks?.length ?? 0) > 0
  // A batch with marks (a few per walk) takes the locked path, which stores them.
  const fast = hasMarks ? undefined : await updateFromCopy(db, memberId, body, now, tokenVersion)
  if (fast !== undefined) {
    cache.set(body.walkId, fast.tail)
    return fast.answer
  }
  await confirmMember()
  let refreshed: { readonly walkId: number; readonly tail: CachedTail } | undefined
  const answer = await db.transaction(async (tx): Promise<WalkUpdateResponse> => {
    const walk = await lockOwnWalk(tx, memberId, body.walkId)
    if (!walk.isWalking) throw conflict("이미 끝난 산책이에요.")
    checkBatch(walk, body.walkPaths, now, body.walkMarks)
    await storeMarks(tx, walk.id, body.walkMarks)

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
    const live = await measureLive(stale ? NO_SETTLED_ROUTE : { ...kept, context: copy?.walk?.context }, points)
    const dogs = await storeTotals(tx, walk.id, live.distance, batch.dogs, live.state)
    refreshed = {
      walkId: walk.id,
      tail: {
        revision: walk.routeRevision + 1,
        tailFrom: live.state.tailFrom,
        points: pointsFrom(points, live.state.tailFrom),
        walk: {
          memberId: walk.memberId,
          tokenVersion,
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
        await tx.insert(walkPoints).values({ walkId: walk.id, recordTime: now, lat: body.latitude, lng: body.longitude, accuracy: null }).onConflictDoNothing()
        points = [...points, { time: ms(now), lat: body.latitude, lng: body.longitude, accuracy: null }]
      }
      const ended = await finishWalk(tx, walk, points, new Date(Math.max(ms(now), lastTime)))
      tailCacheOf(db).delete(walk.id)
      const marks = (await loadMarksOf(tx, [walk.id])).get(walk.id) ?? []
      return toWalk(ended.walk, points.map(toRoutePoint), ended.dogs, now, marks)
    }
    const [answer] = await assembleWalks(tx, [walk], "full", now)
    return answer!
  })

/**
 * Discards the member's walk in progress (a walk too short to keep): the walk row goes, and with it
 * (cascades) its dogs and route points; an unended walk has no shared cells yet. Nothing of it is
 * left for the calendar, the quests (which count ended walks) or nearby routes. An ended walk is
 * refused (409: it is a record now), another member's or an unknown one is not found (404).
 */
export const discardWalk = async (db: Db, memberId: number, body: WalkDiscardRequest): Promise<WalkDiscardResponse> => {
  const answer = await db.transaction(async (tx) => {
    const walk = await lockOwnWalk(tx, memberId, body.walkId)
    if (!walk.isWalking) throw conflict("이미 끝난 산책이에요.")
    await tx.delete(walks).where(eq(walks.id, walk.id))
    return { walkId: walk.id }
  })
  tailCacheOf(db).delete(body.walkId)
  return answer
}

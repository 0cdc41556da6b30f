/**
 * Walks: start, route updates, end and the member's own calendar reads.
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
 *   none is lost from the total. An update is five round trips (six when a segment settles):
 *   begin, lock, store the batch and read the tail and dogs back, store the totals, commit.
 * - Days and months are Asia/Seoul days; a walk belongs to the day it started.
 */
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm"
import {
  daysInMonth, isUsablePosition, liveRouteDistance, type LiveRouteState, NO_SETTLED_ROUTE, seoulDayKey, seoulDayRange, seoulMonthRange, simplifyToMax
} from "@mungwalk/core/domain"
import { summarizeProblems } from "@mungwalk/core/schema"
import type {
  DailyWalks, MonthlyWalk, RoutePoint, Walk, WalkDailyRequest, WalkDog, WalkEndRequest, WalkMonthlyRequest,
  WalkStartRequest, WalkStartResponse, WalkUpdateRequest, WalkUpdateResponse
} from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../db/client.ts"
import { members, pets, walkCells, walkDogs, walkPoints, walks } from "../db/schema.ts"
import { badRequest, conflict, notFound } from "../http/errors.ts"
import { decodePoints, packedPointsSql, walkPointsSql } from "./walks/pointCodec.ts"
import { dogCalories, finishedViews, OVERVIEW_MAX_POINTS, type StoredPoint } from "./walks/routeViews.ts"

/** A start repeated within this time, with the same dogs and before any route arrived, answers the same walk. */
export const START_RETRY_WINDOW_MS = 2 * 60_000
/** Route points may be this much before the start or after the server's clock (phone clocks drift a little). */
export const CLOCK_SKEW_MS = 2 * 60_000

type WalkRow = typeof walks.$inferSelect

const ms = (d: Date) => d.getTime()

// ── reading ─────────────────────────────────────────────────────────────────────────────────

/** The one row a raw statement answers (both drivers answer `{ rows }`). */
const oneRow = async <T>(db: DbOrTx, query: SQL): Promise<T> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!

/** Route points of one walk in time order, only the columns the distance needs (read packed, see `walks/pointCodec.ts`). */
export const loadPoints = async (db: DbOrTx, walkId: number): Promise<StoredPoint[]> =>
  decodePoints((await oneRow<{ points: string | null }>(db, sql`select ${walkPointsSql(walkId)} as points`)).points)

const loadPointsOf = async (db: DbOrTx, walkIds: number[]): Promise<Map<number, StoredPoint[]>> => {
  const out = new Map<number, StoredPoint[]>(walkIds.map((id) => [id, []]))
  if (walkIds.length === 0) return out
  const rows = await db
    .select({
      walkId: walkPoints.walkId,
      time: sql<number>`date_part('epoch', ${walkPoints.recordTime}) * 1000`.mapWith((v) => Math.round(Number(v))),
      lat: walkPoints.lat,
      lng: walkPoints.lng,
      accuracy: walkPoints.accuracy
    })
    .from(walkPoints)
    .where(inArray(walkPoints.walkId, walkIds))
    .orderBy(asc(walkPoints.walkId), asc(walkPoints.recordTime))
  for (const r of rows) out.get(r.walkId)!.push(r)
  return out
}

const loadDogsOf = async (db: DbOrTx, walkIds: number[]): Promise<Map<number, WalkDog[]>> => {
  const out = new Map<number, WalkDog[]>(walkIds.map((id) => [id, []]))
  if (walkIds.length === 0) return out
  const rows = await db
    .select({
      walkId: walkDogs.walkId,
      caloriesBurned: walkDogs.caloriesBurned,
      petId: pets.id,
      name: pets.name,
      profileImageUrl: pets.profileImageUrl
    })
    .from(walkDogs)
    .innerJoin(pets, eq(pets.id, walkDogs.petId))
    .where(inArray(walkDogs.walkId, walkIds))
    .orderBy(asc(walkDogs.walkId), asc(walkDogs.petId))
  for (const r of rows) {
    out.get(r.walkId)!.push({
      pet: { petId: r.petId, name: r.name, profileImageUrl: r.profileImageUrl },
      caloriesBurned: r.caloriesBurned
    })
  }
  return out
}

const toRoutePoint = (p: StoredPoint): RoutePoint =>
  p.accuracy === null
    ? { recordTime: new Date(p.time), location: { lat: p.lat, lng: p.lng } }
    : { recordTime: new Date(p.time), location: { lat: p.lat, lng: p.lng }, accuracy: p.accuracy }

/** Seconds from the start to the end, or to `now` while walking. */
const durationOf = (w: WalkRow, now: Date): number =>
  Math.max(0, Math.floor((ms(w.endTime ?? now) - ms(w.startTime)) / 1000))

const toWalk = (w: WalkRow, route: RoutePoint[], dogs: WalkDog[], now: Date): Walk => ({
  walkId: w.id,
  startTime: w.startTime,
  isWalking: w.isWalking,
  distance: w.distance,
  duration: durationOf(w, now),
  route,
  dogs
})

/**
 * Walks as the API answers them. `full`: every stored point. `overview`: ended walks use their
 * stored overview, walks in progress are simplified on the fly — at most {@link OVERVIEW_MAX_POINTS} each.
 */
const assembleWalks = async (db: DbOrTx, rows: WalkRow[], routes: "full" | "overview", now: Date): Promise<Walk[]> => {
  const ids = rows.map((w) => w.id)
  const needPoints = routes === "full" ? ids : rows.filter((w) => w.overview === null).map((w) => w.id)
  const [points, dogs] = [await loadPointsOf(db, needPoints), await loadDogsOf(db, ids)]
  return rows.map((w) => {
    let route: RoutePoint[]
    if (routes === "overview" && w.overview !== null) {
      route = w.overview.map(([lng, lat, time]) => ({ recordTime: new Date(time), location: { lat, lng } }))
    } else {
      const pts = points.get(w.id) ?? []
      route = (routes === "full" ? pts : simplifyToMax(pts, OVERVIEW_MAX_POINTS)).map(toRoutePoint)
    }
    return toWalk(w, route, dogs.get(w.id) ?? [], now)
  })
}

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

/**
 * Stores the walk's distance and every dog's calories for it (from the weight kept with the walk,
 * with the core's formula) in one statement, and answers the dogs.
 */
const storeTotals = async (tx: DbOrTx, walkId: number, distance: number, dogsOfWalk: DogOfWalk[]): Promise<WalkDog[]> => {
  const out = dogsOfWalk.map((d): WalkDog => ({ pet: d.pet, caloriesBurned: dogCalories(d.weightKg, distance) }))
  const walkUpdate = sql`update ${walks} set distance = ${distance}::float8 where id = ${walkId}`
  if (out.length === 0) {
    await tx.execute(walkUpdate)
  } else {
    const values = sql.join(out.map((d) => sql`(${d.pet.petId}::int, ${d.caloriesBurned}::float8)`), sql`, `)
    await tx.execute(sql`
      with w as (${walkUpdate})
      update ${walkDogs} set calories_burned = v.calories
      from (values ${values}) as v(pet_id, calories)
      where ${walkDogs.walkId} = ${walkId} and ${walkDogs.petId} = v.pet_id`)
  }
  return out
}

/**
 * Stores a batch of route points (each once: ON CONFLICT DO NOTHING) and reads back, in the same
 * statement, how many were new and the earliest of them, the walk's points from `from` on (all
 * when null; the stored ones plus the new ones — the statement's own reads do not see its insert)
 * and its dogs: one round trip instead of three. `points` is empty when nothing was new.
 */
const storeBatch = async (
  tx: DbOrTx,
  walkId: number,
  paths: WalkUpdateRequest["walkPaths"],
  from: Date | null
): Promise<{ inserted: number; earliest: number | null; points: StoredPoint[]; dogs: DogOfWalk[] }> => {
  const rows = sql.join(
    paths.map((p) => sql`(${walkId}, ${p.recordTime.toISOString()}, ${p.location.lat}, ${p.location.lng}, ${p.accuracy ?? null})`),
    sql`, `
  )
  const since = from === null ? sql`` : sql` and ${walkPoints.recordTime} >= ${from.toISOString()}`
  const route = sql`(
    select record_time, lat, lng, accuracy from ${walkPoints}
    where ${walkPoints.walkId} = ${walkId}${since} and exists (select from inserted)
    union all
    select record_time, lat, lng, accuracy from inserted${from === null ? sql`` : sql` where record_time >= ${from.toISOString()}`})`
  const row = await oneRow<{ inserted: number | string; earliest: number | string | null; points: string | null; dogs: DogTuple[] | string | null }>(tx, sql`
    with inserted as (
      insert into ${walkPoints} (walk_id, record_time, lat, lng, accuracy) values ${rows}
      on conflict do nothing
      returning record_time, lat, lng, accuracy
    )
    select (select count(*) from inserted)::int as inserted,
      (select date_part('epoch', min(record_time)) * 1000 from inserted) as earliest,
      ${packedPointsSql(route)} as points, ${dogsOfWalkSql(walkId)} as dogs`)
  const inserted = Number(row.inserted)
  return {
    inserted,
    earliest: row.earliest === null ? null : Math.round(Number(row.earliest)),
    points: inserted > 0 ? decodePoints(row.points) : [],
    dogs: parseDogsOfWalk(row.dogs)
  }
}

/** The walk's kept live-distance state (see the core's `liveRouteDistance`). */
const liveStateOf = (w: WalkRow): LiveRouteState => ({
  settledDistance: w.settledDistance,
  tailFrom: w.tailFrom === null ? null : ms(w.tailFrom),
  boundary: w.settledBoundary === null ? null : ms(w.settledBoundary)
})

/**
 * The walk's live distance after a batch: from the kept state and the tail the batch statement
 * read, or — when a new point arrived before the settled boundary (an old offline batch), which
 * changes a settled segment — from every point again, settling afresh. Stores the new state when
 * it moved.
 */
const liveDistanceAfter = async (
  tx: DbOrTx,
  walk: WalkRow,
  batch: { earliest: number | null; points: StoredPoint[] }
): Promise<number> => {
  const kept = liveStateOf(walk)
  const stale = kept.boundary !== null && batch.earliest !== null && batch.earliest < kept.boundary
  const live = stale ? liveRouteDistance(NO_SETTLED_ROUTE, await loadPoints(tx, walk.id)) : liveRouteDistance(kept, batch.points)
  if (live.state.boundary !== kept.boundary || live.state.settledDistance !== kept.settledDistance) {
    await tx.update(walks).set({
      settledDistance: live.state.settledDistance,
      tailFrom: live.state.tailFrom === null ? null : new Date(live.state.tailFrom),
      settledBoundary: live.state.boundary === null ? null : new Date(live.state.boundary)
    }).where(eq(walks.id, walk.id))
  }
  return live.distance
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

/** Checks the times and positions of a batch; the message names the bad field. */
const checkBatch = (walk: WalkRow, paths: WalkUpdateRequest["walkPaths"], now: Date): void => {
  const earliest = ms(walk.startTime) - CLOCK_SKEW_MS
  const latest = ms(now) + CLOCK_SKEW_MS
  paths.forEach((p, i) => {
    const t = ms(p.recordTime)
    if (t < earliest) {
      throw badRequest(`body.walkPaths.${i}.recordTime: ${p.recordTime.toISOString()} is before the walk started (${walk.startTime.toISOString()})`)
    }
    if (t > latest) throw badRequest(`body.walkPaths.${i}.recordTime: ${p.recordTime.toISOString()} is in the future`)
    if (!isUsablePosition(p.location)) throw badRequest(`body.walkPaths.${i}.location.coordinates: (0, 0) is not a position`)
  })
}

export const updateWalk = async (db: Db, memberId: number, body: WalkUpdateRequest, now = new Date()): Promise<WalkUpdateResponse> =>
  db.transaction(async (tx) => {
    const walk = await lockOwnWalk(tx, memberId, body.walkId)
    if (!walk.isWalking) throw conflict("This walk has already ended")
    checkBatch(walk, body.walkPaths, now)

    if (body.walkPaths.length > 0) {
      const batch = await storeBatch(tx, walk.id, body.walkPaths, walk.tailFrom)
      if (batch.inserted > 0) {
        const distance = await liveDistanceAfter(tx, walk, batch)
        return { totalDistance: distance, dogs: await storeTotals(tx, walk.id, distance, batch.dogs) }
      }
      return { totalDistance: walk.distance, dogs: batch.dogs.map((d) => ({ pet: d.pet, caloriesBurned: d.caloriesBurned })) }
    }
    const dogs = await loadDogsOf(tx, [walk.id])
    return { totalDistance: walk.distance, dogs: dogs.get(walk.id) ?? [] }
  })

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
      return toWalk(ended.walk, points.map(toRoutePoint), ended.dogs, now)
    }
    const [answer] = await assembleWalks(tx, [walk], "full", now)
    return answer!
  })

const checkDay = (year: number, month: number, day: number): void => {
  const last = daysInMonth(year, month)
  if (day > last) throw badRequest(`body.day: ${year}-${String(month).padStart(2, "0")} has ${last} days`)
}

const walksBetween = (db: DbOrTx, memberId: number, from: Date, to: Date) =>
  db.select().from(walks)
    .where(and(eq(walks.memberId, memberId), gte(walks.startTime, from), lt(walks.startTime, to)))
    .orderBy(asc(walks.startTime), asc(walks.id))

/** The member's walks that started on an Asia/Seoul day, with their complete routes. */
export const dailyWalks = async (db: DbOrTx, memberId: number, body: WalkDailyRequest, now = new Date()): Promise<DailyWalks> => {
  checkDay(body.year, body.month, body.day)
  const { start, end } = seoulDayRange(body.year, body.month, body.day)
  const rows = await walksBetween(db, memberId, start, end)
  return { walks: await assembleWalks(db, rows, "full", now) }
}

/** The member's walks of an Asia/Seoul month grouped by day (only days with walks), routes simplified. */
export const monthlyWalks = async (db: DbOrTx, memberId: number, body: WalkMonthlyRequest, now = new Date()): Promise<MonthlyWalk> => {
  const { start, end } = seoulMonthRange(body.year, body.month)
  const rows = await walksBetween(db, memberId, start, end)
  const list = await assembleWalks(db, rows, "overview", now)
  const days = new Map<string, Walk[]>()
  for (const w of list) {
    const key = seoulDayKey(w.startTime)
    const day = days.get(key)
    if (day) day.push(w)
    else days.set(key, [w])
  }
  return { month: body.month, dailyWalks: [...days.entries()].map(([date, walksOfDay]) => ({ date, walks: walksOfDay })) }
}

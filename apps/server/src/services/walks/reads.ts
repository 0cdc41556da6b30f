/**
 * Reading walks: a walk's route points and dogs, the `Walk` wire shape assembled from rows, and
 * the member's own calendar reads (days and months are Asia/Seoul days; a walk belongs to the day
 * it started), and what the writes read: the member's walk locked for a transaction, and a walk's
 * dogs with the weights its totals need. The writes are in `services/walks.ts` (the calls) and
 * `walks/store.ts` (the statements they are built of).
 */
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm"
import { daysInMonth, seoulDayKey, seoulDayRange, seoulMonthRange, simplifyToMax } from "@mungwalk/core/domain"
import type { DailyWalks, MonthlyWalk, RoutePoint, Walk, WalkDailyRequest, WalkDog, WalkMark, WalkMonthlyRequest } from "@mungwalk/core/schema"
import type { DbOrTx } from "../../db/client.ts"
import { pets, walkDogs, walkMarks, walkPoints, walks } from "../../db/schema.ts"
import { badRequest, notFound } from "../../http/errors.ts"
import { decodePoints, walkPointsSql } from "./pointCodec.ts"
import { OVERVIEW_MAX_POINTS, type StoredPoint } from "./routeViews.ts"

export type WalkRow = typeof walks.$inferSelect

const ms = (d: Date) => d.getTime()

export /** The one row a raw statement answers (both drivers answer `{ rows }`). */
const oneRow = async <T>(db: DbOrTx, query: SQL): Promise<T> => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!

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

export const loadDogsOf = async (db: DbOrTx, walkIds: number[]): Promise<Map<number, WalkDog[]>> => {
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

/** The marks of walks (소변, 대변, 물), each walk's in time order. */
export const loadMarksOf = async (db: DbOrTx, walkIds: number[]): Promise<Map<number, WalkMark[]>> => {
  const out = new Map<number, WalkMark[]>(walkIds.map((id) => [id, []]))
  if (walkIds.length === 0) return out
  const rows = await db
    .select()
    .from(walkMarks)
    .where(inArray(walkMarks.walkId, walkIds))
    .orderBy(asc(walkMarks.walkId), asc(walkMarks.recordTime), asc(walkMarks.kind))
  for (const r of rows) out.get(r.walkId)!.push({ kind: r.kind, recordTime: r.recordTime, location: { lat: r.lat, lng: r.lng } })
  return out
}

export const toRoutePoint = (p: StoredPoint): RoutePoint =>
  p.accuracy === null
    ? { recordTime: new Date(p.time), location: { lat: p.lat, lng: p.lng } }
    : { recordTime: new Date(p.time), location: { lat: p.lat, lng: p.lng }, accuracy: p.accuracy }

/** Seconds from the start to the end, or to `now` while walking. */
const durationOf = (w: WalkRow, now: Date): number => Math.max(0, Math.floor((ms(w.endTime ?? now) - ms(w.startTime)) / 1000))

export const toWalk = (w: WalkRow, route: RoutePoint[], dogs: WalkDog[], now: Date, marks: WalkMark[] = []): Walk => ({
  walkId: w.id,
  startTime: w.startTime,
  isWalking: w.isWalking,
  distance: w.distance,
  duration: durationOf(w, now),
  route,
  dogs,
  // Only walks with marks carry the field (the wire's `marks` is optional: none).
  ...(marks.length > 0 ? { marks } : {})
})

/**
 * Walks as the API answers them. `full`: every stored point. `overview`: ended walks use their
 * stored overview, walks in progress are simplified on the fly — at most {@link OVERVIEW_MAX_POINTS} each.
 */
export const assembleWalks = async (db: DbOrTx, rows: WalkRow[], routes: "full" | "overview", now: Date): Promise<Walk[]> => {
  const ids = rows.map((w) => w.id)
  const needPoints = routes === "full" ? ids : rows.filter((w) => w.overview === null).map((w) => w.id)
  const [points, dogs, marks] = [await loadPointsOf(db, needPoints), await loadDogsOf(db, ids), await loadMarksOf(db, ids)]
  return rows.map((w) => {
    let route: RoutePoint[]
    if (routes === "overview" && w.overview !== null) {
      route = w.overview.map(([lng, lat, time]) => ({ recordTime: new Date(time), location: { lat, lng } }))
    } else {
      const pts = points.get(w.id) ?? []
      route = (routes === "full" ? pts : simplifyToMax(pts, OVERVIEW_MAX_POINTS)).map(toRoutePoint)
    }
    return toWalk(w, route, dogs.get(w.id) ?? [], now, marks.get(w.id) ?? [])
  })
}

const checkDay = (year: number, month: number, day: number): void => {
  const last = daysInMonth(year, month)
  if (day > last) throw badRequest(`body.day: ${year}-${String(month).padStart(2, "0")} has ${last} days`)
}

const walksBetween = (db: DbOrTx, memberId: number, from: Date, to: Date) =>
  db
    .select()
    .from(walks)
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

// ── what the writes read ────────────────────────────────────────────────────────────────────

/** The member's walk, locked for the rest of the transaction; another member's walk is "not found". */
export const lockOwnWalk = async (tx: DbOrTx, memberId: number, walkId: number): Promise<WalkRow> => {
  const [walk] = await tx
    .select()
    .from(walks)
    .where(and(eq(walks.id, walkId), eq(walks.memberId, memberId)))
    .for("update")
  if (!walk) throw notFound("산책을 찾을 수 없어요.")
  return walk
}

/** A dog of a walk with what its totals need: the weight kept with the walk and the stored calories. */
export interface DogOfWalk {
  readonly pet: WalkDog["pet"]
  readonly weightKg: number
  readonly caloriesBurned: number
}

/** The walk's dogs, by pet id: one JSON value, so it can ride along with another statement. */
export const dogsOfWalkSql = (walkId: number) => sql`(
  select json_agg(json_build_array(${pets.id}, ${pets.name}, ${pets.profileImageUrl}, ${walkDogs.weightKg}, ${walkDogs.caloriesBurned})
    order by ${pets.id})
  from ${walkDogs} join ${pets} on ${pets.id} = ${walkDogs.petId}
  where ${walkDogs.walkId} = ${walkId})`

export type DogTuple = [number, string, string | null, number, number]

export const parseDogsOfWalk = (raw: DogTuple[] | string | null | undefined): DogOfWalk[] => {
  const list: DogTuple[] = typeof raw === "string" ? JSON.parse(raw) : (raw ?? [])
  return list.map(([petId, name, profileImageUrl, weightKg, caloriesBurned]) => ({
    pet: { petId, name, profileImageUrl },
    weightKg,
    caloriesBurned
  }))
}

export const loadDogsOfWalk = async (tx: DbOrTx, walkId: number): Promise<DogOfWalk[]> =>
  parseDogsOfWalk((await oneRow<{ dogs: DogTuple[] | string | null }>(tx, sql`select ${dogsOfWalkSql(walkId)} as dogs`)).dogs)

/**
 * Walks: start, route updates, end and discard (the reads are in `walks/reads.ts`; the statements
 * these calls are built of — totals, a batch of points and marks, a walk's end — in `walks/store.ts`).
 *
 * Rules (each call runs in one transaction; a member only ever sees or changes their own walks):
 * - A member has at most one walk in progress (partial unique index; starts lock the member row).
 *   Starting while one is in progress answers that walk again when the call is evidently a retry
 *   (same dogs, under {@link START_RETRY_WINDOW_MS} old, no route yet); otherwise the stale walk is
 *   ended at its last recorded point and the new one starts — a lost client state never locks
 *   a member out of walking.
 * - The start and end positions are stored as route points (at the server's start and end times),
 *   so the route, its distance and the privacy cut measure from where the walk really began —
 *   unless the call says the position is a stand-in (`located: false`: the device knew none).
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
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm"
import { isUsablePosition, NO_SETTLED_ROUTE } from "@mungwalk/core/domain"
import { summarizeProblems, WALK_RECORDED_ELSEWHERE_MESSAGE, WALK_TAKEOVER_IDLE_MS } from "@mungwalk/core/schema"
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
import { members, pets, walkDogs, walkPoints, walks } from "../db/schema.ts"
import { conflict, notFound } from "../http/errors.ts"
import { ms, pointsFrom } from "./walks/batch.ts"
import { type CachedTail, mergeByTime, tailCacheOf } from "./walks/tailCache.ts"
import { measureLive } from "./walks/liveDistance.ts"
import { updateFromCopy } from "./walks/updateFromCopy.ts"
import { assembleWalks, loadDogsOf, loadMarksOf, loadPoints, lockOwnWalk, toRoutePoint, toWalk, type WalkRow } from "./walks/reads.ts"
import { checkBatch, finishWalk, liveStateOf, storeBatch, storeMarks, storeTotals } from "./walks/store.ts"

/** A start repeated within this time, with the same dogs and before any route arrived, answers the same walk. */
export const START_RETRY_WINDOW_MS = 2 * 60_000

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
      // A start from another device is not a retry of this one's, even with the same dogs.
      const sameDevice = current.recorder === null || body.recorderId === undefined || current.recorder === body.recorderId
      const retry = sameDogs && sameDevice && ms(now) - ms(current.startTime) < START_RETRY_WINDOW_MS && points.length <= 1
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
        startLng: body.longitude,
        recorder: body.recorderId ?? null
      })
      .returning()
    await tx.insert(walkDogs).values(own.map((p) => ({ walkId: walk!.id, petId: p.id, weightKg: p.weight, caloriesBurned: 0 })))
    // A stand-in position (`located: false`: the device knew none) is no point of the route.
    if (body.located !== false && isUsablePosition({ lat: body.latitude, lng: body.longitude })) {
      await tx.insert(walkPoints).values({ walkId: walk!.id, recordTime: now, lat: body.latitude, lng: body.longitude, accuracy: null })
    }
    return startResponse(
      walk!,
      own.map((p) => ({ pet: { petId: p.id, name: p.name, profileImageUrl: p.profileImageUrl }, caloriesBurned: 0 }))
    )
  })

/**
 * One walk, one recorder: an update from a device other than the walk's recorder is refused (409,
 * `WALK_RECORDED_ELSEWHERE_MESSAGE`) while the walk's route moved within `WALK_TAKEOVER_IDLE_MS`
 * (its last point, or its start); after that — the recording device went still, closed or lost —
 * the device sending becomes the recorder, and the one before it is refused from then on. A walk
 * with no recorder named is claimed by the first update that names one; an update naming none is
 * not checked. Taking the walk on raises the route revision, so no copy of the tail serves it.
 */
const claimRecorder = async (tx: DbOrTx, walk: WalkRow, recorderId: string | undefined, now: Date): Promise<WalkRow> => {
  if (recorderId === undefined || walk.recorder === recorderId) return walk
  if (walk.recorder !== null) {
    const [last] = await tx
      .select({ time: walkPoints.recordTime })
      .from(walkPoints)
      .where(eq(walkPoints.walkId, walk.id))
      .orderBy(desc(walkPoints.recordTime))
      .limit(1)
    const lastMoved = Math.max(ms(walk.startTime), last ? ms(last.time) : Number.NEGATIVE_INFINITY)
    if (ms(now) - lastMoved < WALK_TAKEOVER_IDLE_MS) throw conflict(WALK_RECORDED_ELSEWHERE_MESSAGE)
  }
  const routeRevision = walk.routeRevision + 1
  await tx.update(walks).set({ recorder: recorderId, routeRevision }).where(eq(walks.id, walk.id))
  return { ...walk, recorder: recorderId, routeRevision }
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
    const locked = await lockOwnWalk(tx, memberId, body.walkId)
    if (!locked.isWalking) throw conflict("이미 끝난 산책이에요.")
    checkBatch(locked, body.walkPaths, now, body.walkMarks)
    const walk = await claimRecorder(tx, locked, body.recorderId, now)
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
          recorder: walk.recorder,
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
    // A device ending a walk another device has taken on since (its late end of a walk it gave up).
    if (walk.isWalking && body.recorderId !== undefined && walk.recorder !== null && walk.recorder !== body.recorderId) {
      throw conflict(WALK_RECORDED_ELSEWHERE_MESSAGE)
    }
    if (walk.isWalking) {
      let points = await loadPoints(tx, walk.id)
      const lastTime = points.length > 0 ? points[points.length - 1]!.time : -Infinity
      // When the member ended it (the app's `endTime`), kept within the walk's start and this call's
      // arrival: an end that waited out a lost connection is not lengthened by the wait.
      const endAt = body.endTime === undefined ? ms(now) : Math.min(ms(now), Math.max(ms(walk.startTime), ms(body.endTime)))
      if (body.located !== false && endAt > lastTime && isUsablePosition({ lat: body.latitude, lng: body.longitude })) {
        await tx
          .insert(walkPoints)
          .values({ walkId: walk.id, recordTime: new Date(endAt), lat: body.latitude, lng: body.longitude, accuracy: null })
          .onConflictDoNothing()
        points = [...points, { time: endAt, lat: body.latitude, lng: body.longitude, accuracy: null }]
      }
      const ended = await finishWalk(tx, walk, points, new Date(Math.max(endAt, lastTime)))
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

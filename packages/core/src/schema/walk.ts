/** Walks: start, route updates, end, calendar reads, nearby routes and hot places. */
import * as Schema from "effect/Schema"
import { DateOnly, GeoPoint, Id, IdFromString, IgnoredMemberId, IsoDateTime, LatLng } from "./common.ts"
import { PetSummary } from "./pet.ts"
import { MAX_DOGS_PER_WALK, MAX_MARKS_PER_UPDATE, MAX_POINTS_PER_UPDATE, RECORDER_ID_PATTERN, WALK_MARK_KINDS } from "./constants.ts"

const Latitude = Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 }))
const Longitude = Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }))

/**
 * One GPS fix of a walk. `recordTime` identifies the point within its walk, so a batch sent twice
 * stores nothing new. `accuracy` (metres, optional) is the fix's reported horizontal accuracy.
 */
export const RoutePoint = Schema.Struct({
  recordTime: IsoDateTime,
  location: GeoPoint,
  accuracy: Schema.optionalKey(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)))
})
export type RoutePoint = typeof RoutePoint.Type

export const WalkMarkKind = Schema.Literals(WALK_MARK_KINDS)
export type WalkMarkKind = typeof WalkMarkKind.Type

/**
 * A mark the member tapped on the way, where and when (server clock). `(recordTime, kind)`
 * identifies it within its walk, so a batch sent twice stores nothing new.
 */
export const WalkMark = Schema.Struct({
  kind: WalkMarkKind,
  recordTime: IsoDateTime,
  location: GeoPoint
})
export type WalkMark = typeof WalkMark.Type

/** A dog on a walk with its calories so far (kcal). */
export const WalkDog = Schema.Struct({
  pet: PetSummary,
  caloriesBurned: Schema.Finite
})
export type WalkDog = typeof WalkDog.Type

/** A walk. `distance` in metres, `duration` in seconds. */
export const Walk = Schema.Struct({
  walkId: Id,
  startTime: IsoDateTime,
  isWalking: Schema.Boolean,
  distance: Schema.Finite,
  duration: Schema.Finite,
  route: Schema.Array(RoutePoint),
  dogs: Schema.Array(WalkDog),
  /** The walk's marks in time order; absent when it has none. */
  marks: Schema.optionalKey(Schema.Array(WalkMark))
})
export type Walk = typeof Walk.Type

/**
 * The device that records a walk (random, kept by the device). Optional on the wire: a walk
 * started or updated without one is checked for nothing. The walk's recorder is the device that
 * started it; another device's update is refused (409, `WALK_RECORDED_ELSEWHERE_MESSAGE`) until the
 * route has been still for `WALK_TAKEOVER_IDLE_MS`, and then that device records it.
 */
export const RecorderId = Schema.String.check(Schema.isPattern(RECORDER_ID_PATTERN, { expected: "8 to 64 letters, digits, - or _" }))

export const WalkStartRequest = Schema.Struct({
  memberId: IgnoredMemberId,
  dogs: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_DOGS_PER_WALK)),
  latitude: Latitude,
  longitude: Longitude,
  recorderId: Schema.optionalKey(RecorderId),
  /** False: the position is a stand-in (the map's default centre; the device knew none): no route point is stored there. Absent: true. */
  located: Schema.optionalKey(Schema.Boolean)
})
export type WalkStartRequest = typeof WalkStartRequest.Type

export const WalkStartResponse = Schema.Struct({
  walkId: Id,
  dogs: Schema.Array(WalkDog),
  startTime: IsoDateTime
})
export type WalkStartResponse = typeof WalkStartResponse.Type

export const WalkUpdateRequest = Schema.Struct({
  memberId: IgnoredMemberId,
  walkId: Id,
  walkPaths: Schema.Array(RoutePoint).check(Schema.isMaxLength(MAX_POINTS_PER_UPDATE)),
  /** Marks tapped on the way (소변, 대변, 물) that travel with the route through the same outbox. */
  walkMarks: Schema.optionalKey(Schema.Array(WalkMark).check(Schema.isMaxLength(MAX_MARKS_PER_UPDATE))),
  recorderId: Schema.optionalKey(RecorderId)
})
export type WalkUpdateRequest = typeof WalkUpdateRequest.Type

export const WalkUpdateResponse = Schema.Struct({
  totalDistance: Schema.Finite,
  dogs: Schema.Array(WalkDog)
})
export type WalkUpdateResponse = typeof WalkUpdateResponse.Type

export const WalkEndRequest = Schema.Struct({
  memberId: IgnoredMemberId,
  walkId: Id,
  latitude: Latitude,
  longitude: Longitude,
  /** False: the position is a stand-in (no fix all walk): no end point is stored there. Absent: true. */
  located: Schema.optionalKey(Schema.Boolean),
  /**
   * When the member ended the walk (server clock, as the app keeps it). The server ends the walk
   * there, within the walk's start, its last point and the call's arrival; absent: the arrival. An
   * end that waited out a lost connection does not lengthen the walk by the wait.
   */
  endTime: Schema.optionalKey(IsoDateTime),
  /**
   * Additive: the device ending it. Sent by the app's late end of a walk given up on the device
   * ('기록 포기'): if another device has taken the walk on meanwhile, the end is refused (409,
   * `WALK_RECORDED_ELSEWHERE_MESSAGE`) and the walk goes on there. Absent: any device may end it.
   */
  recorderId: Schema.optionalKey(RecorderId)
})
export type WalkEndRequest = typeof WalkEndRequest.Type

/**
 * Discards the member's walk in progress instead of ending it (a walk too short to keep, issue 33):
 * the walk, its dogs and its route are deleted, so it leaves no trace in the calendar, the quests
 * or nearby routes. Only a walk still in progress can be discarded (an ended walk: 409).
 */
export const WalkDiscardRequest = Schema.Struct({
  memberId: IgnoredMemberId,
  walkId: Id
})
export type WalkDiscardRequest = typeof WalkDiscardRequest.Type

export const WalkDiscardResponse = Schema.Struct({ walkId: Id })
export type WalkDiscardResponse = typeof WalkDiscardResponse.Type

const Year = Schema.Int.check(Schema.isBetween({ minimum: 2000, maximum: 2100 }))
const Month = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }))
const Day = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 }))

/** Days are Asia/Seoul calendar days. */
export const WalkDailyRequest = Schema.Struct({ memberId: IgnoredMemberId, year: Year, month: Month, day: Day })
export type WalkDailyRequest = typeof WalkDailyRequest.Type

export const DailyWalks = Schema.Struct({ walks: Schema.Array(Walk) })
export type DailyWalks = typeof DailyWalks.Type

export const WalkMonthlyRequest = Schema.Struct({ memberId: IgnoredMemberId, year: Year, month: Month })
export type WalkMonthlyRequest = typeof WalkMonthlyRequest.Type

/** One Asia/Seoul day of a month with its walks. Only days with walks are listed. */
export const DailyWalkEntry = Schema.Struct({ date: DateOnly, walks: Schema.Array(Walk) })
export type DailyWalkEntry = typeof DailyWalkEntry.Type

export const MonthlyWalk = Schema.Struct({ month: Month, dailyWalks: Schema.Array(DailyWalkEntry) })
export type MonthlyWalk = typeof MonthlyWalk.Type

export const PositionRequest = Schema.Struct({ latitude: Latitude, longitude: Longitude })
export type PositionRequest = typeof PositionRequest.Type

/** Another member's recent route near a position, trimmed at both ends. */
export const NearbyRoute = Schema.Struct({ paths: Schema.Array(GeoPoint) })
export type NearbyRoute = typeof NearbyRoute.Type

/**
 * A hot place: `lat`, `lng` as the spec gives them, and (additive, issue 34) `walkCount`, how many
 * walks passed there in the window, so a tap on the map can say how busy the place is.
 */
export const HotPlace = Schema.Struct({ ...LatLng.fields, walkCount: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))) })
export type HotPlace = typeof HotPlace.Type

/** Path of `DELETE /api/walks/{walkId}` (additive: delete my ended walk). */
export const WalkIdParams = Schema.Struct({ walkId: IdFromString })

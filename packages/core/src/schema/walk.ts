/** Walks: start, route updates, end, calendar reads, nearby routes and hot places. */
import { Schema } from "effect"
import { DateOnly, GeoPoint, Id, IgnoredMemberId, IsoDateTime, LatLng } from "./common.ts"
import { PetSummary } from "./pet.ts"

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
  dogs: Schema.Array(WalkDog)
})
export type Walk = typeof Walk.Type

/** At most this many dogs on one walk. */
export const MAX_DOGS_PER_WALK = 10

export const WalkStartRequest = Schema.Struct({
  memberId: IgnoredMemberId,
  dogs: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_DOGS_PER_WALK)),
  latitude: Latitude,
  longitude: Longitude
})
export type WalkStartRequest = typeof WalkStartRequest.Type

export const WalkStartResponse = Schema.Struct({
  walkId: Id,
  dogs: Schema.Array(WalkDog),
  startTime: IsoDateTime
})
export type WalkStartResponse = typeof WalkStartResponse.Type

/** At most this many points per update call. */
export const MAX_POINTS_PER_UPDATE = 1000

export const WalkUpdateRequest = Schema.Struct({
  memberId: IgnoredMemberId,
  walkId: Id,
  walkPaths: Schema.Array(RoutePoint).check(Schema.isMaxLength(MAX_POINTS_PER_UPDATE))
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
  longitude: Longitude
})
export type WalkEndRequest = typeof WalkEndRequest.Type

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

export const HotPlace = LatLng
export type HotPlace = typeof HotPlace.Type

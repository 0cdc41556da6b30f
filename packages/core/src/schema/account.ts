/**
 * The member's account (issue 32): settings ('산책 기록 공개', '위치정보 이용 동의', comment
 * notifications) and the data download ('내 데이터 내려받기'). Sign-out and withdrawal carry no body.
 */
import * as Schema from "effect/Schema"
import { Id, ImageUrl, IsoDateTime } from "./common.ts"
import { WalkMark } from "./walk.ts"

/** The answer to '위치정보 이용 동의', asked once before the first walk. */
export const LocationConsent = Schema.Literals(["AGREED", "DECLINED"])
export type LocationConsent = typeof LocationConsent.Type

/** `GET /api/account/settings`. `locationConsent` is null until the member answered. */
export const AccountSettings = Schema.Struct({
  /** 공개 (true): the member's walks, past ones too, show in others' nearby routes and count toward hot places. */
  walkSharing: Schema.Boolean,
  locationConsent: Schema.NullOr(LocationConsent),
  /** Comment notifications on (true) or off: off, the server makes none for the member. */
  commentNotifications: Schema.Boolean
})
export type AccountSettings = typeof AccountSettings.Type

/**
 * `PUT /api/account/settings`: any of the three. Answering the consent sets sharing with it
 * (AGREED: 공개, DECLINED: 비공개) unless `walkSharing` is given too.
 */
export const AccountSettingsUpdate = Schema.Struct({
  walkSharing: Schema.optionalKey(Schema.Boolean),
  locationConsent: Schema.optionalKey(LocationConsent),
  commentNotifications: Schema.optionalKey(Schema.Boolean)
})
export type AccountSettingsUpdate = typeof AccountSettingsUpdate.Type

/** One recorded point of a walk. */
const ExportedPoint = Schema.Struct({ lat: Schema.Number, lng: Schema.Number, recordTime: IsoDateTime })

/** `GET /api/account/export` — everything the member made, as one JSON document (walks with their full routes). */
export const AccountExport = Schema.Struct({
  exportedAt: IsoDateTime,
  profile: Schema.Struct({
    nickname: Schema.NullOr(Schema.String),
    email: Schema.NullOr(Schema.String),
    dateOfBirth: Schema.NullOr(Schema.String),
    gender: Schema.NullOr(Schema.String),
    phoneNumber: Schema.NullOr(Schema.String),
    profileImageUrl: ImageUrl,
    point: Schema.Int,
    joinedAt: IsoDateTime,
    settings: AccountSettings
  }),
  dogs: Schema.Array(
    Schema.Struct({
      petId: Id,
      name: Schema.String,
      breed: Schema.String,
      dateOfBirth: Schema.String,
      gender: Schema.String,
      weight: Schema.Number,
      neutering: Schema.Boolean,
      profileImageUrl: ImageUrl
    })
  ),
  walks: Schema.Array(
    Schema.Struct({
      walkId: Id,
      startTime: IsoDateTime,
      endTime: Schema.NullOr(IsoDateTime),
      distance: Schema.Number,
      dogs: Schema.Array(Schema.String),
      route: Schema.Array(ExportedPoint),
      /** The marks tapped on the way (소변, 대변, 물), oldest first. */
      marks: Schema.Array(WalkMark)
    })
  ),
  posts: Schema.Array(
    Schema.Struct({
      postId: Id,
      boardId: Id,
      title: Schema.String,
      contents: Schema.String,
      createdAt: IsoDateTime,
      images: Schema.Array(Schema.String)
    })
  ),
  comments: Schema.Array(Schema.Struct({ commentId: Id, postId: Id, contents: Schema.String, createdAt: IsoDateTime })),
  points: Schema.Array(Schema.Struct({ description: Schema.String, type: Schema.Literals(["plus", "minus"]), amount: Schema.Int, date: IsoDateTime }))
})
export type AccountExport = typeof AccountExport.Type

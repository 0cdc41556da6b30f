/** Members: my-page summary, the profile read by the register form, and the profile update. */
import * as Schema from "effect/Schema"
import { BirthDate, DateOnly, ImageUrl, MemberGender } from "./common.ts"
import { nameText, Text } from "./text.ts"
import { PetSummary } from "./pet.ts"
import { NICKNAME_MAX_LENGTH, PHONE_PATTERN } from "../domain/textRules.ts"

/** `memberInfo` of `GET /api/mypage`. */
export const MemberInfo = Schema.Struct({
  nickname: Schema.String,
  point: Schema.Int,
  profileImageUrl: ImageUrl
})
export type MemberInfo = typeof MemberInfo.Type

/** `GET /api/mypage`. */
export const MyPage = Schema.Struct({
  memberInfo: MemberInfo,
  pets: Schema.Array(PetSummary)
})
export type MyPage = typeof MyPage.Type

/**
 * `GET /api/register`: the profile. A member who has not registered yet has a null nickname,
 * birth date, gender and phone number.
 */
export const Profile = Schema.Struct({
  profileImageUrl: ImageUrl,
  nickname: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  dateOfBirth: Schema.NullOr(DateOnly),
  gender: Schema.NullOr(MemberGender),
  phoneNumber: Schema.NullOr(Schema.String)
})
export type Profile = typeof Profile.Type

export { NICKNAME_MAX_LENGTH, PHONE_PATTERN } from "../domain/textRules.ts"

/** A nickname: visible, no control or bidi characters, no leading or trailing spaces, at most 20 characters. */
export const Nickname = nameText("nickname", NICKNAME_MAX_LENGTH).check(
  Schema.makeFilter((s: string) => (s.trim() !== s ? "Expected a nickname without leading or trailing spaces" : true))
)

/** Part `memberUpdateDTO` of `PUT /api/register`. */
export const MemberUpdate = Schema.Struct({
  nickname: Nickname,
  dateOfBirth: BirthDate,
  gender: Schema.NullOr(MemberGender),
  phoneNumber: Schema.String.check(Schema.isPattern(PHONE_PATTERN, { expected: "a phone number like 01012345678" }))
})
export type MemberUpdate = typeof MemberUpdate.Type

/** Answer of `PUT /api/register`. */
export const RegisterResponse = Schema.Struct({
  profilePictureUrl: ImageUrl
})
export type RegisterResponse = typeof RegisterResponse.Type

/** Query of `GET /api/check-nickname`. */
export const NicknameQuery = Schema.Struct({ nickname: Text })

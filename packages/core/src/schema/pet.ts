/** Dogs and breeds. */
import * as Schema from "effect/Schema"
import { BirthDate, DateOnly, Id, ImageUrl, PetGender } from "./common.ts"
import { boundedText, nameText, Text } from "./text.ts"
import { isWeightStep, PET_NAME_MAX_LENGTH } from "../domain/textRules.ts"

/** The short form of a dog (`GET /api/mypage/pets`, my-page, walk dogs). */
export const PetSummary = Schema.Struct({
  petId: Id,
  name: Schema.String,
  profileImageUrl: ImageUrl
})
export type PetSummary = typeof PetSummary.Type

/** Weight in kg: positive, in steps of 0.1 (the form's step, applied by the server too); no upper bound (§5). */
export const Weight = Schema.Finite.check(
  Schema.isGreaterThan(0),
  Schema.makeFilter((kg: number) => (isWeightStep(kg) ? true : "Expected a weight in steps of 0.1 kg"))
)

export { PET_NAME_MAX_LENGTH } from "../domain/textRules.ts"

/** A dog's name: visible, no control or bidi characters, at most 30 characters. */
export const PetName = nameText("name", PET_NAME_MAX_LENGTH)

/** A dog in full (`GET /api/mypage/pets/profile/{petId}`, answer of add and edit). */
export const Pet = Schema.Struct({
  petId: Id,
  name: Schema.String,
  breedId: Id,
  breedName: Schema.String,
  dateOfBirth: DateOnly,
  gender: PetGender,
  weight: Schema.Finite,
  neutering: Schema.Boolean,
  profileImageUrl: ImageUrl
})
export type Pet = typeof Pet.Type

/** Part `petCreateRequestDTO` of `POST /api/mypage/pets`. */
export const PetCreate = Schema.Struct({
  breedId: Id,
  name: PetName,
  dateOfBirth: BirthDate,
  gender: PetGender,
  weight: Weight,
  neutering: Schema.Boolean,
  profileImageUrl: Schema.optionalKey(Schema.NullOr(boundedText(2048)))
})
export type PetCreate = typeof PetCreate.Type

/** Part `petUpdateRequestDTO` of `PUT /api/mypage/pets`. */
export const PetUpdate = Schema.Struct({
  id: Id,
  breedId: Id,
  name: PetName,
  dateOfBirth: BirthDate,
  gender: PetGender,
  weight: Weight,
  neutering: Schema.Boolean
})
export type PetUpdate = typeof PetUpdate.Type

export const Breed = Schema.Struct({ id: Id, name: Schema.String })
export type Breed = typeof Breed.Type

export const BreedSearchQuery = Schema.Struct({ search: Schema.optionalKey(Text) })

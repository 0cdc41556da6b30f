/**
 * Form and input rules of spec §5. Every rule answers with a typed result: the clean value to
 * send, or the per-field Korean messages plus `alert`, the first of them in field order (machines
 * put it in their `alert` context; views show the per-field ones inline).
 */
import type { Breed } from "../schema/pet.ts"
import type { Gender } from "../schema/common.ts"
import { hasControlCharacters, isWeightStep, nameProblem, NICKNAME_MAX_LENGTH, PET_NAME_MAX_LENGTH, PHONE_PATTERN, visibleText } from "./textRules.ts"
import { EARLIEST_BIRTH_DATE } from "./constants.ts"
import { seoulDayKey } from "./format.ts"
import { MESSAGES } from "./messages.ts"

export type FieldErrors<F extends string> = Partial<Record<F, string>>

export type Validated<T, F extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors<F>; readonly alert: string }

/** Korean copy for the required-field and format messages the spec does not give. */
export const VALIDATION_MESSAGES = {
  nicknameRequired: "닉네임을 입력해주세요.",
  nicknameTooLong: "닉네임은 20자 이하로 입력해주세요.",
  birthDateRequired: "생년월일을 입력해주세요.",
  birthDateInvalid: "생년월일을 올바르게 입력해주세요.",
  birthDateFuture: "생년월일은 오늘 이후일 수 없습니다.",
  nicknameInvalid: "닉네임에 사용할 수 없는 문자가 있습니다.",
  dogNameInvalid: "강아지 이름에 사용할 수 없는 문자가 있습니다.",
  phoneRequired: "전화번호를 입력해주세요.",
  dogNameRequired: "강아지 이름을 입력해주세요.",
  dogNameTooLong: "강아지 이름은 30자 이하로 입력해주세요.",
  breedRequired: "견종을 선택해주세요.",
  genderRequired: "성별을 선택해주세요.",
  neuteringRequired: "중성화 여부를 선택해주세요.",
  weightRequired: "몸무게를 입력해주세요.",
  weightInvalid: "몸무게는 0보다 큰 숫자로 입력해주세요.",
  weightStep: "몸무게는 소수점 첫째 자리까지 입력해주세요."
} as const

/**
 * The message for a name (nickname or dog name), or undefined when it is fine: required when nothing
 * visible is left after trimming whitespace and invisible characters (`\u200b`, …); invalid with
 * control or bidirectional characters; too long beyond `max` characters. The same rules as the
 * wire schemas (`schema/text.ts`), so the form never sends what the server refuses.
 */
const nameMessage = (
  value: string,
  max: number,
  messages: { readonly required: string; readonly invalid: string; readonly tooLong: string }
): string | undefined => {
  if (hasControlCharacters(value)) return messages.invalid
  switch (nameProblem(value, max)) {
    case "empty":
      return messages.required
    case "bidi":
      return messages.invalid
    case "tooLong":
      return messages.tooLong
    default:
      return undefined
  }
}

/** The message for a birth date, or undefined: required, an existing date, not after today in Asia/Seoul. */
const birthDateMessage = (value: string, today: string): string | undefined => {
  if (value.length === 0) return VALIDATION_MESSAGES.birthDateRequired
  if (!isValidDate(value)) return VALIDATION_MESSAGES.birthDateInvalid
  if (value > today) return VALIDATION_MESSAGES.birthDateFuture
  if (value < EARLIEST_BIRTH_DATE) return VALIDATION_MESSAGES.birthDateInvalid
  return undefined
}

const setIf = <F extends string>(errors: FieldErrors<F>, field: F, message: string | undefined): void => {
  if (message !== undefined) errors[field] = message
}

const fail = <F extends string>(order: ReadonlyArray<F>, errors: FieldErrors<F>): { ok: false; errors: FieldErrors<F>; alert: string } => {
  const first = order.find((f) => errors[f] !== undefined)
  return { ok: false, errors, alert: first ? errors[first]! : "" }
}

/** Nothing visible: empty, spaces, or only zero-width characters and fillers (what the wire's `isVisible` refuses). */
const isBlank = (s: string | null | undefined): boolean => visibleText(s ?? "").length === 0

/** True for an existing calendar date written `yyyy-mm-dd`. */
export const isValidDate = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** §5 phone rule: 010, then 3 or 4 digits, then 4 digits, hyphens optional. */
export const isValidPhone = (phone: string): boolean => PHONE_PATTERN.test(phone.trim())

/** §5: the nickname is checked for duplicates unless it is empty (or blank) or the member's current one. */
export const shouldCheckNickname = (input: string, current: string | null | undefined): boolean => {
  const value = input.trim()
  return value.length > 0 && value !== (current ?? "").trim()
}

// ── profile ───────────────────────────────────────────────────────────────────────────────

export interface ProfileFormValues {
  readonly nickname: string
  /** `yyyy-mm-dd` (an `<input type="date">` value). */
  readonly dateOfBirth: string
  readonly gender: Gender | null
  readonly phoneNumber: string
}

export type ProfileField = "nickname" | "dateOfBirth" | "phoneNumber"

/** What `PUT /api/register` takes (`MemberUpdate`), trimmed. */
export interface ProfileUpdate {
  readonly nickname: string
  readonly dateOfBirth: string
  readonly gender: Gender | null
  readonly phoneNumber: string
}

const PROFILE_ORDER: ReadonlyArray<ProfileField> = ["nickname", "dateOfBirth", "phoneNumber"]

/** §5 profile form: nickname, birth date and phone are required; the phone follows the 010 rule. */
export const validateProfileForm = (values: ProfileFormValues, today: string = seoulDayKey(new Date())): Validated<ProfileUpdate, ProfileField> => {
  const errors: FieldErrors<ProfileField> = {}
  const nickname = values.nickname.trim()
  const dateOfBirth = values.dateOfBirth.trim()
  const phoneNumber = values.phoneNumber.trim()
  setIf(
    errors,
    "nickname",
    nameMessage(nickname, NICKNAME_MAX_LENGTH, {
      required: VALIDATION_MESSAGES.nicknameRequired,
      invalid: VALIDATION_MESSAGES.nicknameInvalid,
      tooLong: VALIDATION_MESSAGES.nicknameTooLong
    })
  )
  setIf(errors, "dateOfBirth", birthDateMessage(dateOfBirth, today))
  if (phoneNumber.length === 0) errors.phoneNumber = VALIDATION_MESSAGES.phoneRequired
  else if (!isValidPhone(phoneNumber)) errors.phoneNumber = MESSAGES.phoneInvalid
  if (Object.keys(errors).length > 0) return fail(PROFILE_ORDER, errors)
  return { ok: true, value: { nickname, dateOfBirth, gender: values.gender, phoneNumber } }
}

// ── dog ───────────────────────────────────────────────────────────────────────────────────

export interface DogFormValues {
  readonly name: string
  readonly breed: Breed | null
  /** `yyyy-mm-dd`. */
  readonly dateOfBirth: string
  readonly gender: Gender | null
  /** As typed (`"4.5"`); kg. */
  readonly weight: string
  readonly neutering: boolean | null
}

export type DogField = "name" | "breed" | "dateOfBirth" | "gender" | "weight" | "neutering"

/** The fields `addPet` and `updatePet` share. */
export interface DogDetails {
  readonly name: string
  readonly breedId: number
  readonly dateOfBirth: string
  readonly gender: Gender
  readonly weight: number
  readonly neutering: boolean
}

const DOG_ORDER: ReadonlyArray<DogField> = ["name", "breed", "dateOfBirth", "gender", "weight", "neutering"]

/** Parses a typed weight (`"4.5"`, `"4,5"`); NaN when it is not a number. */
export const parseWeight = (input: string): number => {
  const s = input.trim().replace(",", ".")
  return /^\d+(\.\d+)?$|^\.\d+$/.test(s) ? Number(s) : Number.NaN
}

/**
 * §5 dog form: name, birth date and weight are required; the breed is chosen from the list;
 * gender is male or female; neutering is a yes/no choice; the weight is above 0 in steps of 0.1 kg,
 * with no upper bound.
 */
export const validateDogForm = (values: DogFormValues, today: string = seoulDayKey(new Date())): Validated<DogDetails, DogField> => {
  const errors: FieldErrors<DogField> = {}
  const name = values.name.trim()
  const dateOfBirth = values.dateOfBirth.trim()
  setIf(
    errors,
    "name",
    nameMessage(name, PET_NAME_MAX_LENGTH, {
      required: VALIDATION_MESSAGES.dogNameRequired,
      invalid: VALIDATION_MESSAGES.dogNameInvalid,
      tooLong: VALIDATION_MESSAGES.dogNameTooLong
    })
  )
  if (values.breed === null) errors.breed = VALIDATION_MESSAGES.breedRequired
  setIf(errors, "dateOfBirth", birthDateMessage(dateOfBirth, today))
  if (values.gender !== "female" && values.gender !== "male") errors.gender = VALIDATION_MESSAGES.genderRequired
  const weight = parseWeight(values.weight)
  if (isBlank(values.weight)) errors.weight = VALIDATION_MESSAGES.weightRequired
  else if (!(weight > 0) || !Number.isFinite(weight)) errors.weight = VALIDATION_MESSAGES.weightInvalid
  else if (!isWeightStep(weight)) errors.weight = VALIDATION_MESSAGES.weightStep
  if (typeof values.neutering !== "boolean") errors.neutering = VALIDATION_MESSAGES.neuteringRequired
  if (Object.keys(errors).length > 0) return fail(DOG_ORDER, errors)
  return {
    ok: true,
    value: {
      name,
      breedId: values.breed!.id,
      dateOfBirth,
      gender: values.gender!,
      weight,
      neutering: values.neutering!
    }
  }
}

// ── walk, comment, checkout ───────────────────────────────────────────────────────────────

/** §5 walk start (its own module: the walk machine, which every page's start loads, needs it and none of the forms' rules). */
export { validateWalkStart } from "./walkStart.ts"

/** §5 comment: blank or whitespace-only is rejected. The value is trimmed. */
export const validateComment = (text: string): Validated<string, "content"> =>
  isBlank(text) ? { ok: false, errors: { content: MESSAGES.commentBlank }, alert: MESSAGES.commentBlank } : { ok: true, value: text.trim() }

export type CheckoutField = "name" | "address"

/** §5 checkout: name and address are non-empty. */
export const validateCheckout = (values: { readonly name: string; readonly address: string }): Validated<{ name: string; address: string }, CheckoutField> => {
  const errors: FieldErrors<CheckoutField> = {}
  if (isBlank(values.name)) errors.name = MESSAGES.checkoutNameRequired
  if (isBlank(values.address)) errors.address = MESSAGES.checkoutAddressRequired
  if (Object.keys(errors).length > 0) return fail(["name", "address"], errors)
  return { ok: true, value: { name: values.name.trim(), address: values.address.trim() } }
}

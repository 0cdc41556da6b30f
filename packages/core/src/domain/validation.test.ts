import { describe, expect, it } from "vitest"
import { MESSAGES } from "./messages.ts"
import {
  isValidPhone,
  parseWeight,
  shouldCheckNickname,
  validateCheckout,
  validateComment,
  validateDogForm,
  validateProfileForm,
  validateWalkStart,
  VALIDATION_MESSAGES,
  type DogFormValues
} from "./validation.ts"
import { seoulToday as seoulTodayOf } from "../schema/common.ts"

describe("phone rule (§5)", () => {
  it.each(["01012345678", "0101234567", "010-1234-5678", "010-123-4567", "0101234-5678", " 01012345678 "])("accepts %s", (p) => {
    expect(isValidPhone(p)).toBe(true)
  })
  it.each(["", "01112345678", "010123456", "010123456789", "010-12-345678", "010 1234 5678", "+821012345678", "010--12345678"])("rejects %j", (p) => {
    expect(isValidPhone(p)).toBe(false)
  })
})

describe("nickname duplicate check (§5)", () => {
  it("is skipped when the input is empty or blank", () => {
    expect(shouldCheckNickname("", "멍멍이")).toBe(false)
    expect(shouldCheckNickname("   ", "멍멍이")).toBe(false)
  })
  it("is skipped when the input equals the current nickname", () => {
    expect(shouldCheckNickname("멍멍이", "멍멍이")).toBe(false)
    expect(shouldCheckNickname(" 멍멍이 ", "멍멍이")).toBe(false)
  })
  it("runs for any other nickname, also for a member without one", () => {
    expect(shouldCheckNickname("바둑이", "멍멍이")).toBe(true)
    expect(shouldCheckNickname("바둑이", null)).toBe(true)
  })
})

describe("profile form (§5)", () => {
  const good = { nickname: " 멍멍이 ", dateOfBirth: "1990-05-04", gender: "female" as const, phoneNumber: "010-1234-5678" }

  it("gives the trimmed update for valid values", () => {
    expect(validateProfileForm(good)).toEqual({
      ok: true,
      value: { nickname: "멍멍이", dateOfBirth: "1990-05-04", gender: "female", phoneNumber: "010-1234-5678" }
    })
  })
  it("requires nickname, birth date and phone and alerts the first missing one", () => {
    const r = validateProfileForm({ nickname: " ", dateOfBirth: "", gender: null, phoneNumber: "" })
    expect(r).toEqual({
      ok: false,
      errors: {
        nickname: VALIDATION_MESSAGES.nicknameRequired,
        dateOfBirth: VALIDATION_MESSAGES.birthDateRequired,
        phoneNumber: VALIDATION_MESSAGES.phoneRequired
      },
      alert: VALIDATION_MESSAGES.nicknameRequired
    })
  })
  it("blocks an invalid phone with the spec's alert", () => {
    const r = validateProfileForm({ ...good, phoneNumber: "01112345678" })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.alert).toBe(MESSAGES.phoneInvalid)
  })
  it("rejects a birth date that does not exist and a nickname over 20 characters", () => {
    const r = validateProfileForm({ ...good, nickname: "가".repeat(21), dateOfBirth: "2023-02-30" })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.errors.nickname).toBe(VALIDATION_MESSAGES.nicknameTooLong)
      expect(r.errors.dateOfBirth).toBe(VALIDATION_MESSAGES.birthDateInvalid)
    }
  })
  it("leaves gender optional", () => {
    expect(validateProfileForm({ ...good, gender: null }).ok).toBe(true)
  })
})

describe("dog form (§5)", () => {
  const good: DogFormValues = {
    name: " 콩이 ",
    breed: { id: 3, name: "푸들" },
    dateOfBirth: "2020-01-01",
    gender: "male",
    weight: "4.5",
    neutering: false
  }

  it("gives the details to send for valid values", () => {
    expect(validateDogForm(good)).toEqual({
      ok: true,
      value: { name: "콩이", breedId: 3, dateOfBirth: "2020-01-01", gender: "male", weight: 4.5, neutering: false }
    })
  })
  it("requires name, breed, birth date, gender, weight and the neutering choice", () => {
    const r = validateDogForm({ name: "", breed: null, dateOfBirth: "", gender: null, weight: "", neutering: null })
    expect(r).toEqual({
      ok: false,
      errors: {
        name: VALIDATION_MESSAGES.dogNameRequired,
        breed: VALIDATION_MESSAGES.breedRequired,
        dateOfBirth: VALIDATION_MESSAGES.birthDateRequired,
        gender: VALIDATION_MESSAGES.genderRequired,
        weight: VALIDATION_MESSAGES.weightRequired,
        neutering: VALIDATION_MESSAGES.neuteringRequired
      },
      alert: VALIDATION_MESSAGES.dogNameRequired
    })
  })
  it.each(["0", "-2", "abc", "1e3", "4.5kg"])("rejects the weight %j", (weight) => {
    const r = validateDogForm({ ...good, weight })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.weight).toBe(VALIDATION_MESSAGES.weightInvalid)
  })
  it.each(["4.25", "0.05", "2,37"])("asks for whole tenths of a kilogram: %j", (weight) => {
    const r = validateDogForm({ ...good, weight })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.weight).toBe(VALIDATION_MESSAGES.weightStep)
  })
  it("has no upper bound on the weight and accepts a decimal comma", () => {
    expect(validateDogForm({ ...good, weight: "120.7" }).ok).toBe(true)
    expect(parseWeight("3,2")).toBe(3.2)
  })
  it("accepts neutering true as well as false", () => {
    expect(validateDogForm({ ...good, neutering: true }).ok).toBe(true)
  })
})

describe("walk start, comment and checkout (§5)", () => {
  it("needs at least one dog to start a walk", () => {
    expect(validateWalkStart([])).toEqual({ ok: false, errors: { dogs: MESSAGES.walkNeedsDog }, alert: MESSAGES.walkNeedsDog })
    expect(validateWalkStart([2, 5, 2])).toEqual({ ok: true, value: [2, 5] })
  })
  it("rejects a blank or whitespace-only comment", () => {
    for (const text of ["", "   ", "\n\t "]) {
      const r = validateComment(text)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.alert).toBe(MESSAGES.commentBlank)
    }
    expect(validateComment("  좋아요 ")).toEqual({ ok: true, value: "좋아요" })
  })
  it("needs a name and an address to check out", () => {
    expect(validateCheckout({ name: " ", address: "" })).toEqual({
      ok: false,
      errors: { name: MESSAGES.checkoutNameRequired, address: MESSAGES.checkoutAddressRequired },
      alert: MESSAGES.checkoutNameRequired
    })
    expect(validateCheckout({ name: "홍길동", address: "서울" })).toEqual({ ok: true, value: { name: "홍길동", address: "서울" } })
  })
})

describe("junk names and birth dates (hardening)", () => {
  const profile = { nickname: "멍멍이", dateOfBirth: "1990-05-04", gender: "female" as const, phoneNumber: "01012345678" }
  const dog: DogFormValues = { name: "콩이", breed: { id: 3, name: "푸들" }, dateOfBirth: "2020-01-01", gender: "male", weight: "4.5", neutering: false }

  it("treats a nickname or dog name of only whitespace and invisible characters as missing", () => {
    const p = validateProfileForm({ ...profile, nickname: " \u200b\u200d\ufeff " })
    expect(p.ok === false && p.errors.nickname).toBe(VALIDATION_MESSAGES.nicknameRequired)
    const d = validateDogForm({ ...dog, name: "\u200b\u3164" })
    expect(d.ok === false && d.errors.name).toBe(VALIDATION_MESSAGES.dogNameRequired)
  })

  it("refuses bidi override and control characters in names", () => {
    const p = validateProfileForm({ ...profile, nickname: "abc\u202edef" })
    expect(p.ok === false && p.errors.nickname).toBe(VALIDATION_MESSAGES.nicknameInvalid)
    const d = validateDogForm({ ...dog, name: "콩\u0000이" })
    expect(d.ok === false && d.errors.name).toBe(VALIDATION_MESSAGES.dogNameInvalid)
  })

  it("refuses a birth date after today in Asia/Seoul and allows today", () => {
    const future = validateProfileForm({ ...profile, dateOfBirth: "9999-12-31" })
    expect(future.ok === false && future.errors.dateOfBirth).toBe(VALIDATION_MESSAGES.birthDateFuture)
    // 2024-03-01 15:30 UTC is 2024-03-02 00:30 in Seoul: the 2nd is today, the 3rd is not.
    const today = seoulTodayOf(new Date("2024-03-01T15:30:00Z"))
    expect(today).toBe("2024-03-02")
    expect(validateDogForm({ ...dog, dateOfBirth: "2024-03-02" }, today).ok).toBe(true)
    const d = validateDogForm({ ...dog, dateOfBirth: "2024-03-03" }, today)
    expect(d.ok === false && d.errors.dateOfBirth).toBe(VALIDATION_MESSAGES.birthDateFuture)
  })

  it("refuses a birth date before 1900 (a slip of the year), for a member and a dog alike", () => {
    const early = validateProfileForm({ ...profile, dateOfBirth: "1899-12-31" })
    expect(early.ok === false && early.errors.dateOfBirth).toBe(VALIDATION_MESSAGES.birthDateInvalid)
    expect(validateProfileForm({ ...profile, dateOfBirth: "1900-01-01" }).ok).toBe(true)
    const dogEarly = validateDogForm({ ...dog, dateOfBirth: "1800-01-01" })
    expect(dogEarly.ok === false && dogEarly.errors.dateOfBirth).toBe(VALIDATION_MESSAGES.birthDateInvalid)
  })
})

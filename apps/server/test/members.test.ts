/** Member calls: my-page, profile read and update (409 nickname rule), nickname check. */
import { readdir } from "node:fs/promises"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HttpError, isHttpStatus, type ApiClient } from "@mungwalk/core/api"
import { tokenClaims, tokenIsRegistered } from "@mungwalk/core/auth"
import { isUniqueViolation } from "../src/db/errors.ts"
import { members } from "../src/db/schema.ts"
import { NICKNAME_TAKEN_MESSAGE } from "../src/services/members.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { file, png } from "./helpers/images.ts"

const form = (nickname: string) => ({ nickname, dateOfBirth: "1993-07-15", gender: "female", phoneNumber: "01098765432" }) as const

describe("members", () => {
  let server: TestServer
  const signIn = async (name: string): Promise<ApiClient> => server.client((await server.devLogin(name)).token)
  const profileFiles = async () => (await readdir(path.join(server.config.uploadsDir, "profiles")).catch(() => [])).sort()

  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it("a member who has not registered reads a profile of nulls and an empty my-page", async () => {
    const me = await signIn("newbie")
    expect(await me.call("profile")).toEqual({
      profileImageUrl: null,
      nickname: null,
      email: null,
      dateOfBirth: null,
      gender: null,
      phoneNumber: null
    })
    expect(await me.call("myPage")).toEqual({ memberInfo: { nickname: "", point: 0, profileImageUrl: null }, pets: [] })
  })

  it("saving the profile registers the member and the profile reads back", async () => {
    const me = await signIn("register-me")
    const answer = await me.call("updateProfile", { part: form("두부엄마") })
    expect(answer).toEqual({ profilePictureUrl: null })
    expect(await me.call("profile")).toEqual({
      profileImageUrl: null,
      nickname: "두부엄마",
      email: null,
      dateOfBirth: "1993-07-15",
      gender: "female",
      phoneNumber: "01098765432"
    })
    expect((await me.call("myPage")).memberInfo.nickname).toBe("두부엄마")
    expect((await server.devLogin("register-me")).registered).toBe(true)
  })

  it("a token says 'registered: false' until the profile is saved; the save answers a renewed token without it", async () => {
    const { token } = await server.devLogin("claim-me")
    expect(tokenClaims(token)).toMatchObject({ registered: false })
    expect(tokenIsRegistered(token)).toBe(false)
    const me = server.client(token)
    await me.call("updateProfile", { part: form("클레임") })
    // The client's token store took the renewed token from the Authorization header.
    expect(me.tokens.get()).not.toBe(token)
    expect(tokenIsRegistered(me.tokens.get())).toBe(true)
    expect(tokenClaims(me.tokens.get()!)).not.toHaveProperty("registered")
    // The old, unregistered token still works and is renewed at once on its next call.
    const res = await server.request("/api/mypage", { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    const renewed = res.headers.get("authorization")?.replace(/^Bearer /, "") ?? null
    expect(renewed).not.toBeNull()
    expect(tokenIsRegistered(renewed)).toBe(true)
    // A registered member's sign-in carries no claim; a registered token is not renewed early.
    expect(tokenIsRegistered((await server.devLogin("claim-me")).token)).toBe(true)
    const again = await server.request("/api/mypage", { headers: { authorization: `Bearer ${renewed}` } })
    expect(again.headers.get("authorization")).toBeNull()
  })

  it("the gender is sent as f/m and may be left empty", async () => {
    const me = await signIn("gender-less")
    await me.call("updateProfile", { part: { ...form("성별없음"), gender: null } })
    expect((await me.call("profile")).gender).toBeNull()
    const res = await server.request("/api/register", { headers: { authorization: `Bearer ${me.tokens.get()}` } })
    expect(((await res.json()) as { gender: unknown }).gender).toBeNull()
  })

  it("a nickname another member uses, in any letter case, answers 409 with the Korean message", async () => {
    const a = await signIn("nick-a")
    const b = await signIn("nick-b")
    await a.call("updateProfile", { part: form("MungMung") })
    const error = await b.call("updateProfile", { part: form("mungmung") }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(409)
    expect((error as HttpError).message).toBe(NICKNAME_TAKEN_MESSAGE)
    expect(NICKNAME_TAKEN_MESSAGE).toBe("이미 사용 중인 닉네임입니다. 다른 닉네임을 선택해주세요.")
    expect((await b.call("profile")).nickname).toBeNull()
  })

  it("a nickname that only looks like another's (zero-width characters, fillers, fullwidth letters, extra spaces) is that nickname: 409, and check-nickname says taken", async () => {
    const a = await signIn("look-a")
    const b = await signIn("look-b")
    await a.call("updateProfile", { part: form("앨리스") })
    await b.call("updateProfile", { part: form("Carol Kim") })
    const c = await signIn("look-c")
    for (const lookalike of [
      "앨\u200B리스",
      "앨리스\u200B",
      "\uFEFF앨리스",
      "앨\u00AD리스",
      "앨\u2060리스",
      "앨\u3164리스",
      "앨\u200C리스",
      "Ｃarol Kim",
      "carol  kim",
      "Carol\u3000Kim"
    ]) {
      expect(await c.call("checkNickname", { query: { nickname: lookalike } }), JSON.stringify(lookalike)).toBe(true)
      // Refused: 409, or before that for a space at either end (the nickname's own rule).
      const error = await c.call("updateProfile", { part: form(lookalike) }).catch((e: unknown) => e)
      const leadingOrTrailing = lookalike.trim() !== lookalike
      expect(leadingOrTrailing ? error instanceof Error : isHttpStatus(error, 409), JSON.stringify(lookalike)).toBe(true)
    }
    expect((await c.call("profile")).nickname).toBeNull()
    // Kept as it looks; Hangul compatibility jamo and a space between words stay as typed.
    await c.call("updateProfile", { part: form("ㅋㅋ\u200B 멍멍") })
    expect((await c.call("profile")).nickname).toBe("ㅋㅋ 멍멍")
    expect(await a.call("checkNickname", { query: { nickname: "앨 리스" } })).toBe(false)
  })

  it("re-saving one's own nickname is fine, also in another letter case", async () => {
    const me = await signIn("own-nick")
    await me.call("updateProfile", { part: form("Bori") })
    await me.call("updateProfile", { part: { ...form("BORI"), phoneNumber: "010-1111-2222" } })
    expect(await me.call("profile")).toMatchObject({ nickname: "BORI", phoneNumber: "010-1111-2222" })
  })

  it("check-nickname is true only for a nickname another member uses", async () => {
    const a = await signIn("check-a")
    const b = await signIn("check-b")
    await a.call("updateProfile", { part: form("콩이") })
    expect(await b.call("checkNickname", { query: { nickname: "콩이" } })).toBe(true)
    expect(await a.call("checkNickname", { query: { nickname: "콩이" } })).toBe(false)
    expect(await b.call("checkNickname", { query: { nickname: "아무도안씀" } })).toBe(false)
    await b.call("updateProfile", { part: form("Latte") })
    expect(await a.call("checkNickname", { query: { nickname: "LATTE" } })).toBe(true)
  })

  it("two members racing for one nickname: exactly one gets it, the other gets 409", async () => {
    const racers = await Promise.all(["race-1", "race-2", "race-3", "race-4"].map(signIn))
    const results = await Promise.allSettled(racers.map((r) => r.call("updateProfile", { part: form("경주왕") })))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect(isHttpStatus(r.reason, 409) && r.reason.message === NICKNAME_TAKEN_MESSAGE).toBe(true)
    }
  })

  it("the database itself refuses a nickname differing only in case, and the error is recognised on this driver", async () => {
    const db = server.database.db
    await db.insert(members).values({ provider: "test", subject: "u1", nickname: "Unique" })
    const error = await db
      .insert(members)
      .values({ provider: "test", subject: "u2", nickname: "uNIQUE" })
      .catch((e: unknown) => e)
    expect(isUniqueViolation(error, "members_nickname_key")).toBe(true)
    expect(isUniqueViolation(error, "members_provider_subject_key")).toBe(false)
    expect(isUniqueViolation(new Error("nope"))).toBe(false)
  })

  it("a malformed profile answers 400 naming the field, and nothing changes", async () => {
    const me = await signIn("bad-form")
    const error = await me.call("updateProfile", { part: { ...form("전화번호"), phoneNumber: "01112345678" } }).catch((e: unknown) => e)
    // The client refuses to encode it; a raw request shows the server's own answer.
    expect(error).toBeInstanceOf(Error)
    const body = new FormData()
    body.append("memberUpdateDTO", new Blob([JSON.stringify({ ...form("전화번호"), gender: "f", phoneNumber: "0111234" })], { type: "application/json" }))
    const res = await server.request("/api/register", { method: "PUT", body, headers: { authorization: `Bearer ${me.tokens.get()}` } })
    expect(res.status).toBe(400)
    // §5's words for people; the field and the problem for developers.
    expect(await res.json()).toEqual({
      message: "전화번호 형식이 올바르지 않습니다. 예: 01012345678",
      detail: expect.stringMatching(/^memberUpdateDTO\.phoneNumber: /)
    })
    expect((await me.call("profile")).nickname).toBeNull()
  })

  it("a profile update without the memberUpdateDTO part answers 400", async () => {
    const me = await signIn("no-part")
    const res = await server.request("/api/register", { method: "PUT", body: new FormData(), headers: { authorization: `Bearer ${me.tokens.get()}` } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: "입력한 내용을 확인해주세요.", detail: "memberUpdateDTO: missing part" })
  })

  it("a profile photo is stored, served, and replaced (the old file is removed)", async () => {
    const me = await signIn("photo-member")
    const first = await me.call("updateProfile", { part: form("사진있음"), files: { profileImage: file(await png(), "me.png", "image/png") } })
    expect(first.profilePictureUrl).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.webp$/)
    expect((await server.request(first.profilePictureUrl ?? "")).status).toBe(200)
    expect((await me.call("myPage")).memberInfo.profileImageUrl).toBe(first.profilePictureUrl)

    const kept = await me.call("updateProfile", { part: form("사진있음") })
    expect(kept.profilePictureUrl).toBe(first.profilePictureUrl)

    const second = await me.call("updateProfile", { part: form("사진있음"), files: { profileImage: file(await png(80, 80), "me2.png", "image/png") } })
    expect(second.profilePictureUrl).not.toBe(first.profilePictureUrl)
    expect((await server.request(first.profilePictureUrl ?? "")).status).toBe(404)
    expect((await me.call("profile")).profileImageUrl).toBe(second.profilePictureUrl)
  })

  it("a refused profile update (409) leaves no photo file behind", async () => {
    const a = await signIn("orphan-a")
    const b = await signIn("orphan-b")
    await a.call("updateProfile", { part: form("고아방지") })
    const before = await profileFiles()
    await expect(b.call("updateProfile", { part: form("고아방지"), files: { profileImage: file(await png(), "x.png", "image/png") } })).rejects.toSatisfy((e) =>
      isHttpStatus(e, 409)
    )
    expect(await profileFiles()).toEqual(before)
  })

  it("my-page lists the member's dogs and point balance", async () => {
    const me = await signIn("with-dogs")
    await me.call("updateProfile", { part: form("강아지부자") })
    const [breed] = await me.call("breeds", { query: { search: "말티즈" } })
    const pet = await me.call("addPet", {
      part: { breedId: breed!.id, name: "몽이", dateOfBirth: "2020-05-01", gender: "male", weight: 3.4, neutering: true }
    })
    expect(await me.call("myPage")).toEqual({
      memberInfo: { nickname: "강아지부자", point: 0, profileImageUrl: null },
      pets: [{ petId: pet.petId, name: "몽이", profileImageUrl: null }]
    })
  })

  it("every member call needs a token", async () => {
    for (const p of ["/api/mypage", "/api/register", "/api/check-nickname?nickname=x", "/api/points"]) {
      expect((await server.request(p)).status).toBe(401)
    }
  })
})

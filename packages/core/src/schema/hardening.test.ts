import { describe, expect, it } from "vitest"
import { decodeRequest, decodeWith } from "../api/codec.ts"
import { requestLeaves, sampleRequest, setAt } from "../testing/wireShape.ts"
import { endpoints } from "../api/endpoints.ts"
import { IdFromString, seoulToday } from "./common.ts"
import { MAX_ID } from "./constants.ts"
import { LoginRequest } from "./auth.ts"
import { MemberUpdate, NicknameQuery } from "./member.ts"
import { BreedSearchQuery, PetCreate, PetUpdate } from "./pet.ts"
import { WalkEndRequest, WalkStartRequest, WalkUpdateRequest } from "./walk.ts"
import { CommentWriteRequest, PostWriteFields } from "./community.ts"

const pet = { breedId: 1, name: "콩이", dateOfBirth: "2020-01-01", gender: "Male", weight: 4.5, neutering: false }
const member = { nickname: "멍멍이", dateOfBirth: "1990-05-04", gender: "f", phoneNumber: "01012345678" }

describe("wire schemas refuse what the database cannot store", () => {
  it("refuses control characters in every single-line text field, naming the field", () => {
    for (const [schema, value, path] of [
      [LoginRequest, { name: "a\u0000b" }, "body.name"],
      [NicknameQuery, { nickname: "\u0000" }, "body.nickname"],
      [BreedSearchQuery, { search: "\u0000" }, "body.search"],
      [MemberUpdate, { ...member, nickname: "멍\u0000" }, "body.nickname"],
      [PetCreate, { ...pet, name: "콩\u0000" }, "body.name"],
      [PetUpdate, { ...pet, id: 1, name: "콩\n이" }, "body.name"]
    ] as const) {
      const r = decodeWith(schema, value, "body")
      expect(r.ok, JSON.stringify(value)).toBe(false)
      if (!r.ok) expect(r.message).toBe(`${path}: Expected text without control characters`)
    }
  })

  it("refuses half a UTF-16 pair alone (stored as '�' otherwise), in single- and multi-line text, and keeps whole pairs", () => {
    for (const bad of ["x\ud800", "\udc00x", "a\ud800b", "\udc00\ud800"]) {
      const r = decodeWith(MemberUpdate, { ...member, nickname: bad }, "body")
      expect(r.ok, JSON.stringify(bad)).toBe(false)
      if (!r.ok) expect(r.message).toBe("body.nickname: Expected well-formed text (a lone surrogate is no character)")
      expect(decodeWith(CommentWriteRequest, { postId: 1, contents: `hi ${bad}`, commentsid: null }).ok).toBe(false)
      expect(decodeWith(LoginRequest, { name: bad }).ok).toBe(false)
    }
    expect(decodeWith(MemberUpdate, { ...member, nickname: "멍멍🐶" }).ok).toBe(true)
    expect(decodeWith(CommentWriteRequest, { postId: 1, contents: "🐕‍🦺 산책 👍🏽", commentsid: null }).ok).toBe(true)
  })

  it("takes birth dates from 1900-01-01 to today, for a member and a dog", () => {
    expect(decodeWith(MemberUpdate, { ...member, dateOfBirth: "1900-01-01" }).ok).toBe(true)
    const early = decodeWith(MemberUpdate, { ...member, dateOfBirth: "1899-12-31" }, "body")
    expect(early.ok === false && early.message).toBe("body.dateOfBirth: Expected a date from 1900-01-01 on")
    expect(decodeWith(PetCreate, { ...pet, dateOfBirth: "1800-01-01" }).ok).toBe(false)
  })

  it("allows line breaks in multi-line text but not NUL", () => {
    expect(decodeWith(PostWriteFields, { title: "t", contents: "a\nb\r\n\tc", boardid: "1" }).ok).toBe(true)
    expect(decodeWith(PostWriteFields, { title: "t\n", contents: "a", boardid: "1" }).ok).toBe(false)
    const comment = { postId: 1, contents: "a\u0000", commentsid: null, createdAt: "2024-01-01T00:00:00Z" }
    expect(decodeWith(CommentWriteRequest, comment).ok).toBe(false)
  })

  it("bounds ids to the integer column range", () => {
    expect(decodeWith(IdFromString, String(MAX_ID))).toEqual({ ok: true, value: MAX_ID })
    expect(decodeWith(IdFromString, "2147483648").ok).toBe(false)
    expect(decodeWith(IdFromString, "999999999999999").ok).toBe(false)
    expect(decodeWith(WalkStartRequest, { dogs: [2147483648], latitude: 37, longitude: 127 }).ok).toBe(false)
    expect(decodeWith(WalkUpdateRequest, { walkId: 2147483648, walkPaths: [] }).ok).toBe(false)
    expect(decodeWith(WalkEndRequest, { walkId: 2147483648, latitude: 37, longitude: 127 }).ok).toBe(false)
    expect(decodeWith(PetUpdate, { ...pet, id: 2147483648 }).ok).toBe(false)
    expect(decodeWith(PetCreate, { ...pet, breedId: 2147483648 }).ok).toBe(false)
  })

  it("caps array lengths: 10 dogs per walk, 1,000 points per update", () => {
    const dogs = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
    expect(decodeWith(WalkStartRequest, { dogs: dogs(10), latitude: 37, longitude: 127 }).ok).toBe(true)
    expect(decodeWith(WalkStartRequest, { dogs: dogs(11), latitude: 37, longitude: 127 }).ok).toBe(false)
  })

  it("names at most the first five problems of a long list", () => {
    const walkPaths = Array.from({ length: 1000 }, () => ({ recordTime: "bad", location: { type: "Point", coordinates: [127, 37] } }))
    const r = decodeWith(WalkUpdateRequest, { walkId: 1, walkPaths }, "body")
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.path).toBe("body.walkPaths.0.recordTime")
      expect(r.message).toMatch(/^body\.walkPaths\.0\.recordTime: .*\(and 995 more\)$/)
      expect(r.message.length).toBeLessThan(1000)
    }
  })

  it("refuses names that are empty once invisible characters are trimmed, and bidi overrides", () => {
    expect(decodeWith(MemberUpdate, { ...member, nickname: "\u200b" }).ok).toBe(false)
    expect(decodeWith(PetCreate, { ...pet, name: " \u200b\ufeff " }).ok).toBe(false)
    expect(decodeWith(PetCreate, { ...pet, name: "abc\u202egpj.exe" }).ok).toBe(false)
    expect(decodeWith(MemberUpdate, { ...member, nickname: "a\u2066b" }).ok).toBe(false)
  })

  it("refuses birth dates after today in Asia/Seoul and accepts today", () => {
    expect(decodeWith(PetCreate, { ...pet, dateOfBirth: "9999-12-31" }).ok).toBe(false)
    expect(decodeWith(MemberUpdate, { ...member, dateOfBirth: "9999-12-31" }).ok).toBe(false)
    expect(decodeWith(PetCreate, { ...pet, dateOfBirth: seoulToday() }).ok).toBe(true)
    expect(decodeWith(MemberUpdate, { ...member, dateOfBirth: seoulToday() }).ok).toBe(true)
  })

  it("no request of the endpoint table has a string without checks (every text is bounded and refuses control characters)", () => {
    const unchecked = Object.entries(endpoints).flatMap(([name, ep]) =>
      requestLeaves(ep)
        .filter((l) => l.kind === "string" && !l.checked)
        .map((l) => `${name} ${l.location}.${l.path.join(".")}`)
    )
    expect(unchecked).toEqual([])
  })

  it("a generated sample of every request decodes, and NUL in any of its strings does not", () => {
    for (const [name, ep] of Object.entries(endpoints)) {
      const sample = sampleRequest(ep)
      const raw = { params: sample.params ?? {}, query: sample.query ?? {}, json: sample.body, part: sample.part?.value, fields: sample.fields ?? {} }
      expect(decodeRequest(ep, raw), name).toMatchObject({ ok: true })
      for (const leaf of requestLeaves(ep).filter((l) => l.kind === "string")) {
        const key =
          leaf.location === "params"
            ? "params"
            : leaf.location === "query"
              ? "query"
              : leaf.location === "body"
                ? "json"
                : leaf.location === "fields"
                  ? "fields"
                  : "part"
        const bad = { ...raw, [key]: setAt(raw[key], leaf.path, "a\u0000b") }
        expect(decodeRequest(ep, bad).ok, `${name} ${leaf.location}.${leaf.path.join(".")}`).toBe(false)
      }
    }
  })
})

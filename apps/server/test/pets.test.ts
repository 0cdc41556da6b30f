/** Dogs and breeds: add, edit, read; ownership; breed search; nothing half-written on failure. */
import { readdir } from "node:fs/promises"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isHttpStatus, type ApiClient } from "@mungwalk/core/api"
import type { PetCreate } from "@mungwalk/core/schema"
import { pets } from "../src/db/schema.ts"
import { BREEDS } from "../src/services/breeds.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { file, jpegWithGps, png } from "./helpers/images.ts"

describe("dogs and breeds", () => {
  let server: TestServer
  let owner: ApiClient
  let stranger: ApiClient
  let maltese: number
  let poodle: number
  const petFiles = async () => (await readdir(path.join(server.config.uploadsDir, "pets")).catch(() => [])).sort()
  const dog = (over: Partial<PetCreate> = {}): PetCreate => ({
    breedId: maltese,
    name: "초코",
    dateOfBirth: "2021-04-10",
    gender: "female",
    weight: 3.2,
    neutering: true,
    ...over
  })

  beforeAll(async () => {
    server = await createTestServer()
    owner = server.client((await server.devLogin("dog-owner", { register: true })).token)
    stranger = server.client((await server.devLogin("stranger", { register: true })).token)
    maltese = (await owner.call("breeds", { query: { search: "말티즈" } }))[0]!.id
    poodle = (await owner.call("breeds", { query: { search: "토이 푸들" } }))[0]!.id
  })
  afterAll(() => server.close())

  it("a new member has no dogs", async () => {
    expect(await stranger.call("myPets")).toEqual([])
  })

  it("adding a dog answers it in full with its breed name, and it is listed and readable", async () => {
    const pet = await owner.call("addPet", { part: dog() })
    expect(pet).toEqual({
      petId: expect.any(Number),
      name: "초코",
      breedId: maltese,
      breedName: "말티즈",
      dateOfBirth: "2021-04-10",
      gender: "female",
      weight: 3.2,
      neutering: true,
      profileImageUrl: null
    })
    expect(await owner.call("myPets")).toContainEqual({ petId: pet.petId, name: "초코", profileImageUrl: null })
    expect(await owner.call("petProfile", { params: { petId: pet.petId } })).toEqual(pet)
  })

  it("pet gender travels as Male/Female on the wire", async () => {
    const pet = await owner.call("addPet", { part: dog({ name: "보리", gender: "male", neutering: false }) })
    const res = await server.request(`/api/mypage/pets/profile/${pet.petId}`, { headers: { authorization: `Bearer ${owner.tokens.get()}` } })
    expect(await res.json()).toMatchObject({ gender: "Male", neutering: false })
  })

  it("a dog with a photo gets a server-made image URL; profileImageUrl in the request is ignored", async () => {
    const pet = await owner.call("addPet", {
      part: dog({ name: "사진견", profileImageUrl: "https://evil.example/x.png" }),
      files: { profileImage: file(await jpegWithGps(), "dog.jpg", "image/jpeg") }
    })
    expect(pet.profileImageUrl).toMatch(/^\/uploads\/pets\/[a-f0-9]{32}\.webp$/)
    const served = await server.request(pet.profileImageUrl ?? "")
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/webp")

    const plain = await owner.call("addPet", { part: dog({ name: "링크견", profileImageUrl: "https://evil.example/x.png" }) })
    expect(plain.profileImageUrl).toBeNull()
  })

  it("editing a dog changes every field and keeps its photo unless a new one is sent", async () => {
    const pet = await owner.call("addPet", { part: dog({ name: "수정전" }), files: { profileImage: file(await png(), "a.png", "image/png") } })
    const edited = await owner.call("updatePet", {
      part: { id: pet.petId, breedId: poodle, name: "수정후", dateOfBirth: "2019-01-02", gender: "male", weight: 5.5, neutering: false }
    })
    expect(edited).toEqual({
      petId: pet.petId,
      name: "수정후",
      breedId: poodle,
      breedName: "토이 푸들",
      dateOfBirth: "2019-01-02",
      gender: "male",
      weight: 5.5,
      neutering: false,
      profileImageUrl: pet.profileImageUrl
    })
    const rephotographed = await owner.call("updatePet", {
      part: { id: pet.petId, breedId: poodle, name: "수정후", dateOfBirth: "2019-01-02", gender: "male", weight: 5.5, neutering: false },
      files: { profileImage: file(await png(90, 90), "b.png", "image/png") }
    })
    expect(rephotographed.profileImageUrl).not.toBe(pet.profileImageUrl)
    expect((await server.request(pet.profileImageUrl ?? "")).status).toBe(404)
    expect((await server.request(rephotographed.profileImageUrl ?? "")).status).toBe(200)
  })

  it("another member's dog answers 404, the same as a missing one, for reading and editing", async () => {
    const pet = await owner.call("addPet", { part: dog({ name: "내꺼" }) })
    const read = await stranger.call("petProfile", { params: { petId: pet.petId } }).catch((e: unknown) => e)
    expect(isHttpStatus(read, 404) && read.message).toBe("강아지를 찾을 수 없어요.")
    const missing = await stranger.call("petProfile", { params: { petId: 999_999 } }).catch((e: unknown) => e)
    expect(isHttpStatus(missing, 404) && missing.message).toBe("강아지를 찾을 수 없어요.")

    const before = await petFiles()
    const edit = await stranger
      .call("updatePet", {
        part: { id: pet.petId, breedId: maltese, name: "뺏기", dateOfBirth: "2020-01-01", gender: "male", weight: 1, neutering: false },
        files: { profileImage: file(await png(), "steal.png", "image/png") }
      })
      .catch((e: unknown) => e)
    expect(isHttpStatus(edit, 404)).toBe(true)
    expect(await petFiles()).toEqual(before)
    expect((await owner.call("petProfile", { params: { petId: pet.petId } })).name).toBe("내꺼")
    expect(await stranger.call("myPets")).toEqual([])
  })

  it("an unknown breed answers 400 naming the field and leaves neither a row nor a file", async () => {
    const count = (await owner.call("myPets")).length
    const before = await petFiles()
    const error = await owner
      .call("addPet", {
        part: dog({ breedId: 987_654 }),
        files: { profileImage: file(await png(), "x.png", "image/png") }
      })
      .catch((e: unknown) => e)
    expect(isHttpStatus(error, 400) && [error.message, error.detail]).toEqual(["견종을 확인해주세요.", "petCreateRequestDTO.breedId: no breed with id 987654"])
    expect((await owner.call("myPets")).length).toBe(count)
    expect(await petFiles()).toEqual(before)
  })

  it("a malformed dog answers 400 naming the field", async () => {
    const body = new FormData()
    body.append(
      "petCreateRequestDTO",
      new Blob([JSON.stringify({ breedId: maltese, name: "", dateOfBirth: "2021-02-30", gender: "Male", weight: -1, neutering: "Y" })], {
        type: "application/json"
      })
    )
    const res = await server.request("/api/mypage/pets", { method: "POST", body, headers: { authorization: `Bearer ${owner.tokens.get()}` } })
    expect(res.status).toBe(400)
    const { message, detail } = (await res.json()) as { message: string; detail: string }
    expect(message).toMatch(/^(이름|생년월일|몸무게|중성화 여부)(을|를) 확인해주세요\.$/)
    expect(detail).toMatch(/^petCreateRequestDTO\.(name|dateOfBirth|weight|neutering): /)
  })

  it("the breed list (no search) holds every breed, popular first: the breeds members keep, then the catalogue order", async () => {
    const all = await owner.call("breeds", { query: {} })
    expect(all.length).toBe(BREEDS.length)
    expect(all.length).toBeGreaterThanOrEqual(60)
    expect(new Set(all.map((b) => b.name))).toEqual(new Set(BREEDS.map(([name]) => name)))
    // The breeds members keep (this file's members keep some) come first, most dogs first.
    const counts = new Map<number, number>()
    for (const dog of await server.database.db.select({ breedId: pets.breedId }).from(pets)) counts.set(dog.breedId, (counts.get(dog.breedId) ?? 0) + 1)
    expect(counts.size).toBeGreaterThan(0)
    const kept = all.slice(0, counts.size).map((b) => counts.get(b.id) ?? 0)
    expect(kept.every((n) => n > 0)).toBe(true)
    expect(kept).toEqual([...kept].sort((a, b) => b - a))
    // The rest follow the catalogue (popularity in Korea), which starts 믹스견, 말티즈, 푸들 …
    const catalogue = BREEDS.map(([name]) => name)
    const rest = all.slice(counts.size).map((b) => b.name)
    expect(rest).toEqual(catalogue.filter((name) => rest.includes(name)))
  })

  it("with a search, the breed named exactly comes first, then those that start with it, then the rest in Korean name order", async () => {
    const byName = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    const found = (await owner.call("breeds", { query: { search: "테리어" } })).map((b) => b.name)
    expect(found.length).toBeGreaterThan(3)
    expect(found).toEqual(byName(found))
    const poodles = (await owner.call("breeds", { query: { search: "푸들" } })).map((b) => b.name)
    expect(poodles[0]).toBe("푸들")
    expect(poodles.slice(1)).toEqual(byName(poodles.slice(1)))
    expect(poodles).toContain("토이 푸들")
    const shibas = (await owner.call("breeds", { query: { search: "시바" } })).map((b) => b.name)
    expect(shibas[0]).toMatch(/^시바/)
  })

  it("breed search matches part of the Korean name (spaces ignored) or the English name", async () => {
    const retrievers = (await owner.call("breeds", { query: { search: "리트리버" } })).map((b) => b.name)
    expect(retrievers).toEqual(expect.arrayContaining(["골든 리트리버", "래브라도 리트리버"]))
    expect((await owner.call("breeds", { query: { search: "골든리트리버" } })).map((b) => b.name)).toEqual(["골든 리트리버"])
    expect((await owner.call("breeds", { query: { search: "husky" } })).map((b) => b.name)).toEqual(["시베리안 허스키"])
    expect(await owner.call("breeds", { query: { search: "%" } })).toEqual([])
    expect(await owner.call("breeds", { query: { search: "없는견종" } })).toEqual([])
  })

  it("a breed is read by id; an unknown id answers 404", async () => {
    expect(await owner.call("breed", { params: { breedId: maltese } })).toEqual({ id: maltese, name: "말티즈" })
    await expect(owner.call("breed", { params: { breedId: 99_999 } })).rejects.toSatisfy((e) => isHttpStatus(e, 404))
  })

  it("a malformed pet id answers 400 naming the parameter", async () => {
    const res = await server.request("/api/mypage/pets/profile/abc", { headers: { authorization: `Bearer ${owner.tokens.get()}` } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^params\.petId: /)
  })

  it("dog and breed calls need a token", async () => {
    for (const p of ["/api/mypage/pets", `/api/mypage/pets/profile/1`, "/api/mypage/pets/breeds", "/api/mypage/pets/breeds/1"]) {
      expect((await server.request(p)).status).toBe(401)
    }
    expect((await server.request("/api/mypage/pets", { method: "POST", body: new FormData() })).status).toBe(401)
  })
})

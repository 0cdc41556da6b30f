import { afterEach, describe, expect, it } from "vitest"
import { MESSAGES } from "../domain/messages.ts"
import { VALIDATION_MESSAGES } from "../domain/validation.ts"
import { httpError, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { createDogFormWorld, KONG, MALTESE, POODLE } from "./dogForm.testkit.ts"
import { memoryStorage } from "../ports.ts"
import { DOG_DRAFT_STORAGE_KEY, storedDogDraft } from "./dogForm.memory.ts"
import { BREED_SEARCH_DEBOUNCE_MS, DOG_FORM_COPY, type DogFormInput } from "./dogForm.types.ts"

const worlds: Array<ReturnType<typeof createDogFormWorld>> = []
afterEach(() => {
  for (const w of worlds.splice(0)) w.actor.stop()
})
const world = (input: DogFormInput) => {
  const w = createDogFormWorld(input)
  worlds.push(w)
  return w
}

const fillIn = (w: ReturnType<typeof world>) => {
  w.view().changeField("name", "보리")
  w.view().chooseBreed(MALTESE)
  w.view().changeField("dateOfBirth", "2021-06-01")
  w.view().changeGender("male")
  w.view().changeField("weight", "4.5")
  w.view().changeNeutering(false)
}

describe("dog form", () => {
  it("searches breeds 300 ms after typing and shows the chosen breed's name", async () => {
    const w = world({ mode: "add" })
    w.server.on("breeds", (r) => ok([POODLE, MALTESE].filter((b) => b.name.includes(r.query.get("search") ?? ""))))
    w.actor.start()
    w.view().searchBreed("말")
    w.clock.advance(100)
    w.view().searchBreed("말티")
    expect(w.view().isSearchingBreeds).toBe(true)
    w.clock.advance(BREED_SEARCH_DEBOUNCE_MS)
    await settle()
    expect(w.server.calls("breeds").map((r) => r.url)).toEqual([`/api/mypage/pets/breeds?search=${encodeURIComponent("말티")}`])
    expect(w.view().breeds).toEqual([MALTESE])
    w.view().chooseBreed(MALTESE)
    expect(w.view().breed).toEqual(MALTESE)
    expect(w.view().breeds).toEqual([])
  })

  it("a breed picked by the arrow keys keeps the list for the next press; a tap closes it", async () => {
    const w = world({ mode: "add" })
    w.server.on("breeds", () => ok([POODLE, MALTESE]))
    w.actor.start()
    w.view().searchBreed("견")
    w.clock.advance(BREED_SEARCH_DEBOUNCE_MS)
    await settle()
    w.view().chooseBreed(POODLE, true)
    expect(w.view()).toMatchObject({ breed: POODLE, breeds: [POODLE, MALTESE], breedQuery: "견" })
    w.view().chooseBreed(MALTESE, true)
    expect(w.view()).toMatchObject({ breed: MALTESE, breeds: [POODLE, MALTESE] })
    w.view().chooseBreed(MALTESE)
    expect(w.view()).toMatchObject({ breed: MALTESE, breeds: [], breedQuery: "" })
  })

  it("focusing the breed field shows the list at once (empty search: the server's popular order); 'no results' only after a search", async () => {
    const w = world({ mode: "add" })
    w.server.on("breeds", (r) => ok(r.query.get("search") === "없는견종" ? [] : [MALTESE, POODLE]))
    w.actor.start()
    expect(w.view().showNoBreeds).toBe(false) // nothing typed: no "검색 결과가 없어요."
    w.view().openBreeds()
    expect(w.view().isSearchingBreeds).toBe(true)
    expect(w.view().breedsNote).toBe("")
    await settle()
    expect(w.server.calls("breeds").map((r) => r.url)).toEqual(["/api/mypage/pets/breeds"])
    expect(w.view().breeds).toEqual([MALTESE, POODLE])
    expect(w.view().showNoBreeds).toBe(false)
    expect(w.view().breedsNote).toBe("견종 2개를 찾았어요.")
    w.view().openBreeds() // focus again while the list shows: no second call
    await settle()
    expect(w.server.calls("breeds")).toHaveLength(1)
    w.view().searchBreed("없는견종")
    w.clock.advance(BREED_SEARCH_DEBOUNCE_MS)
    await settle()
    expect(w.view().showNoBreeds).toBe(true)
    expect(w.view().breedsNote).toBe("검색 결과가 없어요.")
    w.view().chooseBreed(POODLE) // choosing closes the list; the next focus opens it again
    expect(w.view().showNoBreeds).toBe(false)
    expect(w.view().breedsNote).toBe("")
    w.view().openBreeds()
    await settle()
    expect(w.server.calls("breeds")).toHaveLength(3)
  })

  it("requires name, breed, birth date, gender, weight and neutering", () => {
    const w = world({ mode: "add" })
    w.actor.start()
    w.view().submit()
    expect(w.view().alert).toBe(VALIDATION_MESSAGES.dogNameRequired)
    expect(Object.keys(w.view().errors).sort()).toEqual(["breed", "dateOfBirth", "gender", "name", "neutering", "weight"])
    expect(w.server.requests).toHaveLength(0)
  })

  it("a weight finer than 0.1 kg is said at the field and nothing is sent (the wire takes tenths only)", () => {
    const w = world({ mode: "add" })
    w.actor.start()
    fillIn(w)
    w.view().changeField("weight", "4.25")
    w.view().submit()
    expect(w.view().errors).toEqual({ weight: VALIDATION_MESSAGES.weightStep })
    expect(w.server.requests).toHaveLength(0)
  })

  it("adds a dog as multipart (part petCreateRequestDTO + profileImage) and emits saved", async () => {
    const w = world({ mode: "add" })
    w.server.on("addPet", (r) => ok({ ...KONG, ...r.json, petId: 10, breedName: "말티즈", gender: "male", profileImageUrl: null }))
    w.actor.start()
    fillIn(w)
    w.view().pickImage(new Blob([new Uint8Array([255, 216, 255])], { type: "image/jpeg" }))
    w.view().submit()
    await settle()
    const [call] = w.server.calls("addPet")
    expect(call!.method).toBe("POST")
    expect(call!.json).toEqual({ breedId: 4, name: "보리", dateOfBirth: "2021-06-01", gender: "Male", weight: 4.5, neutering: false })
    expect(call!.form!.get("profileImage")).toBeInstanceOf(Blob)
    expect(w.view().isSaved).toBe(true)
    expect(w.saved).toHaveLength(1)
  })

  it("a new dog's form is kept as it is typed, opens with it after a reload (and says so), and is forgotten once saved", async () => {
    const storage = memoryStorage()
    const memory = storedDogDraft(storage)
    const w = createDogFormWorld({ mode: "add" }, { draftMemory: memory })
    worlds.push(w)
    w.actor.start()
    fillIn(w)
    expect(memory.read()).toMatchObject({ values: { name: "보리", weight: "4.5", gender: "male" }, hadImage: false })
    w.view().pickImage(new Blob([new Uint8Array([255, 216, 255])], { type: "image/jpeg" }))
    expect(memory.read()?.hadImage).toBe(true)
    expect(w.view().draftNotice).toBeNull()

    const again = createDogFormWorld({ mode: "add", draft: memory.read() }, { draftMemory: memory })
    worlds.push(again)
    again.actor.start()
    expect(again.view()).toMatchObject({ name: "보리", weight: "4.5", gender: "male", breed: MALTESE, draftNotice: DOG_FORM_COPY.draftRestoredPhoto })
    again.server.on("addPet", (r) => ok({ ...KONG, ...r.json, petId: 11, breedName: "말티즈", gender: "male", profileImageUrl: null }))
    again.view().submit()
    await settle()
    expect(again.view().isSaved).toBe(true)
    expect(memory.read()).toBeNull()
    // An unreadable entry is no draft (and is removed).
    storage.setItem(DOG_DRAFT_STORAGE_KEY, '{"values":{"name":3}}')
    expect(memory.read()).toBeNull()
    expect(storage.getItem(DOG_DRAFT_STORAGE_KEY)).toBeNull()
  })

  it("an edit is kept per dog as it is typed, opens over the stored dog after a reload, and is forgotten once saved or deleted", async () => {
    const storage = memoryStorage()
    const memory = storedDogDraft(storage, KONG.petId)
    const w = createDogFormWorld({ mode: "edit", petId: KONG.petId }, { draftMemory: memory })
    worlds.push(w)
    w.server.on("petProfile", () => ok(KONG))
    w.actor.start()
    await settle()
    // Loading the dog is no edit: nothing kept until the member changes something.
    expect(memory.read()).toBeNull()
    w.view().changeField("name", "콩콩이")
    expect(memory.read()).toMatchObject({ values: { name: "콩콩이", weight: "3.2" }, hadImage: false })
    // Another dog's edit and a new dog's form are kept apart.
    expect(storedDogDraft(storage, KONG.petId + 1).read()).toBeNull()
    expect(storedDogDraft(storage).read()).toBeNull()

    const again = createDogFormWorld({ mode: "edit", petId: KONG.petId, draft: memory.read() }, { draftMemory: memory })
    worlds.push(again)
    again.server.on("petProfile", () => ok(KONG))
    again.actor.start()
    await settle()
    expect(again.view()).toMatchObject({ name: "콩콩이", weight: "3.2", breed: POODLE, draftNotice: DOG_FORM_COPY.draftRestored })
    again.server.on("updatePet", (r) => ok({ ...KONG, name: r.json.name }))
    again.view().submit()
    await settle()
    expect(again.server.calls("updatePet")[0]!.json).toMatchObject({ id: KONG.petId, name: "콩콩이" })
    expect(memory.read()).toBeNull()

    // Deleting the dog forgets its edit too.
    const third = createDogFormWorld({ mode: "edit", petId: KONG.petId }, { draftMemory: memory })
    worlds.push(third)
    third.server.on("petProfile", () => ok(KONG))
    third.actor.start()
    await settle()
    third.view().changeField("weight", "3.5")
    expect(memory.read()).not.toBeNull()
    third.view().askDelete()
    third.view().deleteDialog!.confirm()
    third.server.next("deletePet").respond(undefined)
    await settle()
    expect(memory.read()).toBeNull()
  })

  it("a failed add alerts '강아지 추가 중 오류가 발생했습니다. 다시 시도해주세요.'", async () => {
    const w = world({ mode: "add" })
    w.server.on("addPet", () => httpError(500))
    w.actor.start()
    fillIn(w)
    w.view().submit()
    await settle()
    expect(w.view().alert).toBe(MESSAGES.dogAddFailed)
    expect(w.view().isSubmitting).toBe(false)
  })

  it("a new dog sent again unchanged (its answer lost) carries the same submission key; a change or another photo a new one; an edit none", async () => {
    const w = world({ mode: "add" })
    w.server.on("addPet", () => httpError(503))
    w.actor.start()
    fillIn(w)
    const keys = () => w.server.calls("addPet").map((c) => c.headers["idempotency-key"])
    const send = async () => {
      w.view().submit()
      await settle()
      w.view().dismissAlert()
    }
    await send()
    await send()
    const [first, again] = keys()
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(again).toBe(first)
    w.view().changeField("weight", "4.6")
    await send()
    w.view().changeField("weight", "4.5") // back as first sent: the first send may have added it
    await send()
    w.view().pickImage(new Blob([new Uint8Array([255, 216, 255])], { type: "image/jpeg" }))
    await send()
    const [, , changed, back, photo] = keys()
    expect(changed).not.toBe(first)
    expect(back).not.toBe(changed)
    expect(photo).not.toBe(back)
    expect(new Set(keys()).size).toBe(4)

    const e = world({ mode: "edit", petId: 3 })
    e.server.on("petProfile", () => ok(KONG))
    e.server.on("updatePet", () => httpError(503))
    e.actor.start()
    await settle()
    e.view().submit()
    await settle()
    expect(e.server.calls("updatePet")[0]!.headers["idempotency-key"]).toBeUndefined()
  })

  it("edits a loaded dog with updatePet (part petUpdateRequestDTO)", async () => {
    const w = world({ mode: "edit", petId: 9 })
    w.server.on("petProfile", () => ok(KONG))
    w.server.on("updatePet", (r) => ok({ ...KONG, weight: r.json.weight }))
    w.actor.start()
    await settle()
    expect(w.server.calls("petProfile")[0]!.url).toBe("/api/mypage/pets/profile/9")
    expect(w.view()).toMatchObject({ name: "콩이", breed: POODLE, weight: "3.2", gender: "female", neutering: true, title: "강아지 정보 수정" })
    w.view().changeField("weight", "3.6")
    w.view().submit()
    await settle()
    expect(w.server.calls("updatePet")[0]!.json).toEqual({
      id: 9,
      breedId: 3,
      name: "콩이",
      dateOfBirth: "2020-01-01",
      gender: "Female",
      weight: 3.6,
      neutering: true
    })
    expect(w.view().isSaved).toBe(true)
  })

  it("a failed edit alerts '강아지 정보 수정 중 오류가 발생했습니다. 다시 시도해주세요.'", async () => {
    const w = world({ mode: "edit", petId: 9 })
    w.server.on("petProfile", () => ok(KONG))
    w.server.on("updatePet", () => httpError(404, "Pet not found"))
    w.actor.start()
    await settle()
    w.view().submit()
    await settle()
    expect(w.view().alert).toBe(MESSAGES.dogEditFailed)
  })

  it("another member's dog or a missing one (404) is not found: nothing to edit, no retry", async () => {
    const w = world({ mode: "edit", petId: 9 })
    w.server.on("petProfile", () => httpError(404))
    w.actor.start()
    await settle()
    expect(w.view().load.status).toBe("notFound")
  })

  it("an address that cannot name a dog (/mypage/dogprofile/update/abc) is not found, without a call", async () => {
    const w = world({ mode: "edit", petId: Number("abc") })
    w.actor.start()
    await settle()
    expect(w.view().load.status).toBe("notFound")
    expect(w.server.calls("petProfile")).toHaveLength(0)
  })

  it("a failed load can be retried", async () => {
    const w = world({ mode: "edit", petId: 9 })
    let fail = true
    w.server.on("petProfile", () => (fail ? httpError(500) : ok(KONG)))
    w.actor.start()
    await settle()
    expect(w.view().load.status).toBe("failed")
    fail = false
    w.view().retry()
    await settle()
    expect(w.view().name).toBe("콩이")
  })

  it("edit mode deletes the dog after asking; a dog on a walk is refused with a message", async () => {
    const w = world({ mode: "edit", petId: 9 })
    w.server.on("petProfile", () => ok(KONG))
    w.actor.start()
    await settle()
    expect(w.view().deleteDialog).toBeNull()
    w.view().askDelete()
    w.view().deleteDialog!.cancel()
    expect(w.view().deleteDialog).toBeNull()
    w.view().askDelete()
    w.view().deleteDialog!.confirm()
    expect(w.view().deleteDialog?.isDeleting).toBe(true)
    const req = w.server.next("deletePet")
    expect(req.params).toEqual({ petId: "9" })
    req.fail(409, "산책 중")
    await settle()
    expect(w.view().alert).toBe(DOG_FORM_COPY.deleteWalking)
    w.view().askDelete()
    w.view().deleteDialog!.confirm()
    w.server.next("deletePet").respond(undefined)
    await settle()
    expect(w.saved).toEqual([{ type: "deleted" }])
    expect(w.view().isSaved).toBe(true)
  })

  it("add mode offers no delete", async () => {
    const w = world({ mode: "add" })
    w.actor.start()
    await settle()
    w.view().askDelete()
    expect(w.view().deleteDialog).toBeNull()
  })
})

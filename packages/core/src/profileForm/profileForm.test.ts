import { afterEach, describe, expect, it } from "vitest"
import { MESSAGES } from "../domain/messages.ts"
import { VALIDATION_MESSAGES } from "../domain/validation.ts"
import { httpError, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectProfileForm } from "./profileForm.connect.ts"
import { createProfileFormWorld, MEMBER, NEW_MEMBER } from "./profileForm.testkit.ts"
import { NICKNAME_CHECK_DEBOUNCE_MS, PROFILE_FORM_COPY } from "./profileForm.types.ts"
import { PROFILE_DRAFT_STORAGE_KEY, storedProfileDraft } from "./profileForm.memory.ts"
import { memoryStorage } from "../ports.ts"

const worlds: Array<ReturnType<typeof createProfileFormWorld>> = []
afterEach(() => {
  for (const w of worlds.splice(0)) w.actor.stop()
})

const loaded = async (profile = MEMBER) => {
  const w = createProfileFormWorld()
  worlds.push(w)
  w.server.on("profile", () => ok(profile))
  w.actor.start()
  await settle()
  return w
}

describe("profile form", () => {
  it("loads the profile into the form; the email is read-only", async () => {
    const w = await loaded()
    expect(w.view()).toMatchObject({
      nickname: "멍멍이",
      email: "me@example.com",
      dateOfBirth: "1990-05-04",
      gender: "female",
      phoneNumber: "010-1234-5678",
      isNewMember: false
    })
    expect(Object.keys(w.view())).not.toContain("changeEmail")
  })

  it("a new member starts from empty fields and registers", async () => {
    const w = await loaded(NEW_MEMBER)
    expect(w.view()).toMatchObject({ nickname: "", email: "new@example.com", isNewMember: true, submitLabel: "가입하기" })
  })

  it("while the profile loads or after it failed to load, the form is the edit (or, told so, the registration), not a new member's", async () => {
    const w = createProfileFormWorld()
    worlds.push(w)
    w.server.on("profile", () => httpError(503))
    w.actor.start()
    expect(w.view().isNewMember).toBe(false)
    await settle()
    expect(w.view().load.status).toBe("failed")
    expect(w.view().isNewMember).toBe(false)
    expect(connectProfileForm(w.actor.getSnapshot(), w.actor.send, true).isNewMember).toBe(true)
  })

  it("the form is kept as it is typed, opens over the loaded profile after a reload (and says so), and is forgotten once saved", async () => {
    const storage = memoryStorage()
    const memory = storedProfileDraft(storage)
    const w = createProfileFormWorld({ draftMemory: memory })
    worlds.push(w)
    w.server.on("profile", () => ok(NEW_MEMBER))
    w.server.on("checkNickname", () => ok(false))
    w.actor.start()
    await settle()
    // Loading is no edit: nothing kept until the member types.
    expect(memory.read()).toBeNull()
    w.view().changeNickname("보리맘")
    w.view().changeField("phoneNumber", "01012345678")
    w.view().changeGender("female")
    expect(memory.read()).toEqual({ values: { nickname: "보리맘", dateOfBirth: "", gender: "female", phoneNumber: "01012345678" }, hadImage: false })
    w.view().pickImage(new Blob([new Uint8Array([255, 216, 255])], { type: "image/jpeg" }))
    expect(memory.read()?.hadImage).toBe(true)
    expect(w.view().draftNotice).toBeNull()

    const again = createProfileFormWorld({ draftMemory: memory, draft: memory.read() })
    worlds.push(again)
    again.server.on("profile", () => ok(NEW_MEMBER))
    again.server.on("updateProfile", () => ok({ profilePictureUrl: null }))
    again.actor.start()
    await settle()
    expect(again.view()).toMatchObject({
      nickname: "보리맘",
      phoneNumber: "01012345678",
      gender: "female",
      email: "new@example.com",
      isNewMember: true,
      draftNotice: PROFILE_FORM_COPY.draftRestoredPhoto
    })
    again.view().changeField("dateOfBirth", "1990-01-02")
    again.view().submit()
    await settle()
    expect(again.server.calls("updateProfile")[0]!.json).toMatchObject({ nickname: "보리맘", phoneNumber: "01012345678" })
    expect(again.view().isSaved).toBe(true)
    expect(memory.read()).toBeNull()
    // An unreadable entry is no draft (and is removed).
    storage.setItem(PROFILE_DRAFT_STORAGE_KEY, '{"values":{"nickname":3},"hadImage":false}')
    expect(memory.read()).toBeNull()
    expect(storage.getItem(PROFILE_DRAFT_STORAGE_KEY)).toBeNull()
  })

  it("checks the nickname 300 ms after the last keystroke", async () => {
    const w = await loaded()
    w.server.on("checkNickname", () => ok(false))
    w.view().changeNickname("바")
    w.clock.advance(200)
    w.view().changeNickname("바둑")
    w.clock.advance(200)
    w.view().changeNickname("바둑이")
    expect(w.view().nicknameStatus).toBe("checking")
    w.clock.advance(NICKNAME_CHECK_DEBOUNCE_MS - 1)
    await settle()
    expect(w.server.calls("checkNickname")).toHaveLength(0)
    w.clock.advance(1)
    await settle()
    expect(w.server.calls("checkNickname").map((r) => r.query.get("nickname"))).toEqual(["바둑이"])
    expect(w.view().nicknameStatus).toBe("idle")
    expect(w.view().nicknameMessage).toBeNull()
  })

  it("does not check an empty nickname or the current one", async () => {
    const w = await loaded()
    w.view().changeNickname("   ")
    w.clock.advance(1000)
    w.view().changeNickname("멍멍이")
    w.clock.advance(1000)
    await settle()
    expect(w.server.calls("checkNickname")).toHaveLength(0)
  })

  it("shows '*이미 사용중인 닉네임 입니다' for a taken nickname and blocks submit with the §5 alert", async () => {
    const w = await loaded()
    w.server.on("checkNickname", () => ok(true))
    w.view().changeNickname("인기닉")
    w.clock.advance(NICKNAME_CHECK_DEBOUNCE_MS)
    await settle()
    expect(w.view().nicknameStatus).toBe("taken")
    expect(w.view().nicknameMessage).toBe(MESSAGES.nicknameTakenInline)
    w.view().submit()
    expect(w.view().alert).toBe(MESSAGES.nicknameTakenAlert)
    expect(w.server.calls("updateProfile")).toHaveLength(0)
    w.view().dismissAlert()
    expect(w.view().alert).toBeNull()
    w.view().changeNickname("새닉")
    expect(w.view().nicknameStatus).toBe("checking")
    expect(w.view().nicknameMessage).toBeNull()
  })

  it("blocks an invalid phone number with '전화번호 형식이 올바르지 않습니다. 예: 01012345678'", async () => {
    const w = await loaded()
    w.view().changeField("phoneNumber", "011-1234-5678")
    w.view().submit()
    expect(w.view().alert).toBe(MESSAGES.phoneInvalid)
    expect(w.view().errors.phoneNumber).toBe(MESSAGES.phoneInvalid)
    expect(w.server.calls("updateProfile")).toHaveLength(0)
  })

  it("requires nickname, birth date and phone", async () => {
    const w = await loaded(NEW_MEMBER)
    w.view().submit()
    expect(w.view().alert).toBe(VALIDATION_MESSAGES.nicknameRequired)
    expect(w.view().errors).toEqual({
      nickname: VALIDATION_MESSAGES.nicknameRequired,
      dateOfBirth: VALIDATION_MESSAGES.birthDateRequired,
      phoneNumber: VALIDATION_MESSAGES.phoneRequired
    })
    w.view().changeField("dateOfBirth", "2000-01-01")
    expect(w.view().errors.dateOfBirth).toBeUndefined()
  })

  it("saves as multipart (part memberUpdateDTO + profileImage) and emits saved", async () => {
    const w = await loaded(NEW_MEMBER)
    w.server.on("checkNickname", () => ok(false))
    w.server.on("updateProfile", () => ok({ profilePictureUrl: "/uploads/new.webp" }))
    w.view().changeNickname("초코")
    w.view().changeField("dateOfBirth", "1995-12-24")
    w.view().changeGender("male")
    w.view().changeField("phoneNumber", "01098765432")
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" })
    w.view().pickImage(image)
    w.view().submit()
    expect(w.view().isSubmitting).toBe(true)
    await settle()
    const [call] = w.server.calls("updateProfile")
    expect(call!.method).toBe("PUT")
    expect(call!.json).toEqual({ nickname: "초코", dateOfBirth: "1995-12-24", gender: "m", phoneNumber: "01098765432" })
    expect(call!.form!.get("profileImage")).toBeInstanceOf(Blob)
    expect(w.view().isSaved).toBe(true)
    expect(w.saved).toEqual([{ type: "saved", profileImageUrl: "/uploads/new.webp" }])
  })

  it("a 409 shows the server's message and marks the nickname taken", async () => {
    const w = await loaded()
    w.server.on("updateProfile", () => httpError(409, "이미 사용 중인 닉네임입니다."))
    w.view().submit()
    await settle()
    expect(w.view().alert).toBe("이미 사용 중인 닉네임입니다.")
    expect(w.view().nicknameMessage).toBe(MESSAGES.nicknameTakenInline)
    expect(w.view().isSubmitting).toBe(false)
    expect(w.saved).toEqual([])
  })

  it("any other failure shows '프로필 업데이트 중 오류가 발생했습니다. 다시 시도해주세요.'", async () => {
    const w = await loaded()
    w.server.on("updateProfile", () => httpError(500, "boom"))
    w.view().submit()
    await settle()
    expect(w.view().alert).toBe(MESSAGES.profileUpdateFailed)
  })

  it("typing the nickname while saving does not cancel the save", async () => {
    const w = await loaded()
    w.server.on("updateProfile", () => undefined)
    w.view().submit()
    w.view().changeNickname("또다른")
    expect(w.view().isSubmitting).toBe(true)
    await settle()
    expect(w.server.calls("updateProfile")[0]!.aborted).toBe(false)
    w.server.next("updateProfile").respond({ profilePictureUrl: null })
    await settle()
    expect(w.view().isSaved).toBe(true)
  })

  it("a failed load can be retried", async () => {
    const w = createProfileFormWorld()
    worlds.push(w)
    let fail = true
    w.server.on("profile", () => (fail ? httpError(500) : ok(MEMBER)))
    w.actor.start()
    await settle()
    expect(w.view().load.status).toBe("failed")
    fail = false
    w.view().retry()
    await settle()
    expect(w.view().nickname).toBe("멍멍이")
  })
})

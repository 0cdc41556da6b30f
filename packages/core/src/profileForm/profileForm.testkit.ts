/** A profile form over the real client and a fake server, for the form's tests. */
import { createActor, type InspectionEvent } from "xstate"
import type { Profile } from "../schema/member.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { provideProfileFormMachine } from "./profileForm.actors.ts"
import { connectProfileForm } from "./profileForm.connect.ts"
import type { ProfileDraft, ProfileDraftMemory } from "./profileForm.types.ts"

export const MEMBER: Profile = {
  profileImageUrl: "/uploads/me.webp",
  nickname: "멍멍이",
  email: "me@example.com",
  dateOfBirth: "1990-05-04",
  gender: "female",
  phoneNumber: "010-1234-5678"
}

export const NEW_MEMBER: Profile = {
  profileImageUrl: null,
  nickname: null,
  email: "new@example.com",
  dateOfBirth: null,
  gender: null,
  phoneNumber: null
}

export const createProfileFormWorld = (
  options: { inspect?: (e: InspectionEvent) => void; draftMemory?: ProfileDraftMemory; draft?: ProfileDraft | null } = {}
) => {
  const server = createFakeApi()
  const clock = new TestClock()
  const ports = options.draftMemory ? { api: server.api, draftMemory: options.draftMemory } : { api: server.api }
  const actor = createActor(provideProfileFormMachine(ports), {
    clock,
    input: { draft: options.draft ?? null },
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
  const saved: unknown[] = []
  actor.on("saved", (e) => void saved.push(e))
  const view = () => connectProfileForm(actor.getSnapshot(), actor.send)
  return { server, clock, actor, view, saved }
}

/** A dog form over the real client and a fake server, for the form's tests. */
import { createActor, type InspectionEvent } from "xstate"
import type { Breed, Pet } from "../schema/pet.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { provideDogFormMachine } from "./dogForm.actors.ts"
import { connectDogForm } from "./dogForm.connect.ts"
import type { DogDraftMemory, DogFormInput } from "./dogForm.types.ts"

export const POODLE: Breed = { id: 3, name: "푸들" }
export const MALTESE: Breed = { id: 4, name: "말티즈" }

export const KONG: Pet = {
  petId: 9,
  name: "콩이",
  breedId: 3,
  breedName: "푸들",
  dateOfBirth: "2020-01-01",
  gender: "female",
  weight: 3.2,
  neutering: true,
  profileImageUrl: "/uploads/kong.webp"
}

export const createDogFormWorld = (input: DogFormInput, options: { inspect?: (e: InspectionEvent) => void; draftMemory?: DogDraftMemory } = {}) => {
  const server = createFakeApi()
  const clock = new TestClock()
  const ports = options.draftMemory ? { api: server.api, draftMemory: options.draftMemory } : { api: server.api }
  const actor = createActor(provideDogFormMachine(ports), { input, clock, ...(options.inspect ? { inspect: options.inspect } : {}) })
  const saved: unknown[] = []
  actor.on("saved", (e) => void saved.push(e))
  actor.on("deleted", (e) => void saved.push(e))
  const view = () => connectDogForm(actor.getSnapshot(), actor.send)
  return { server, clock, actor, view, saved }
}

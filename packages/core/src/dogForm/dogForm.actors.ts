/** The dog form's calls: `dogFormMachine.provide(createDogFormImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import { isEntityId, NotFoundError } from "../api/errors.ts"
import type { Breed, Pet } from "../schema/pet.ts"
import { dogFormMachine, type SavePetInput } from "./dogForm.machine.ts"
import type { DogFormContext, DogFormPorts } from "./dogForm.types.ts"

export const createDogFormImplementations = ({ api, draftMemory }: DogFormPorts) => ({
  actions: {
    rememberDraft: ({ context }: { context: DogFormContext }) => draftMemory?.save({ values: context.values, hadImage: context.image !== null }),
    forgetDraft: () => draftMemory?.clear()
  },
  actors: {
    // An address that cannot name a dog (`/mypage/dogprofile/update/abc`) is not found, without a call.
    loadPet: fromApiCall<Pet, { petId: number }>(({ input, signal }) =>
      isEntityId(input.petId)
        ? api.call("petProfile", { params: { petId: input.petId } }, { signal })
        : Promise.reject(new NotFoundError(`Bad pet id ${input.petId}`))
    ),
    searchBreeds: fromApiCall<ReadonlyArray<Breed>, { query: string }>(({ input, signal }) =>
      api.call("breeds", { query: input.query ? { search: input.query } : {} }, { signal })
    ),
    savePet: fromApiCall<Pet, SavePetInput>(({ input, signal }) =>
      input.mode === "edit"
        ? api.call("updatePet", { part: { id: input.petId, ...input.details }, files: { profileImage: input.image } }, { signal })
        : api.call("addPet", { part: input.details, files: { profileImage: input.image } }, { signal, idempotencyKey: input.submissionKey })
    ),
    deletePet: fromApiCall<void, { petId: number }>(({ input, signal }) => api.call("deletePet", { params: { petId: input.petId } }, { signal }))
  }
})

export const provideDogFormMachine = (ports: DogFormPorts) => dogFormMachine.provide(createDogFormImplementations(ports))

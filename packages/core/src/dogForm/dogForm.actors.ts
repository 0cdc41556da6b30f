/** The dog form's calls: `dogFormMachine.provide(createDogFormImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { Breed, Pet } from "../schema/pet.ts"
import { dogFormMachine, type SavePetInput } from "./dogForm.machine.ts"
import type { DogFormPorts } from "./dogForm.types.ts"

export const createDogFormImplementations = ({ api }: DogFormPorts) => ({
  actors: {
    loadPet: fromApiCall<Pet, { petId: number }>(({ input, signal }) => api.call("petProfile", { params: { petId: input.petId } }, { signal })),
    searchBreeds: fromApiCall<ReadonlyArray<Breed>, { query: string }>(({ input, signal }) =>
      api.call("breeds", { query: input.query ? { search: input.query } : {} }, { signal })
    ),
    savePet: fromApiCall<Pet, SavePetInput>(({ input, signal }) =>
      input.mode === "edit"
        ? api.call("updatePet", { part: { id: input.petId, ...input.details }, files: { profileImage: input.image } }, { signal })
        : api.call("addPet", { part: input.details, files: { profileImage: input.image } }, { signal })
    ),
    deletePet: fromApiCall<void, { petId: number }>(({ input, signal }) => api.call("deletePet", { params: { petId: input.petId } }, { signal }))
  }
})

export const provideDogFormMachine = (ports: DogFormPorts) => dogFormMachine.provide(createDogFormImplementations(ports))

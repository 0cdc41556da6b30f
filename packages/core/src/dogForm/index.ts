/**
 * The dog form (add or edit). `createActor(provideDogFormMachine({ api }), { input: { mode: "add" } })`
 * or `{ mode: "edit", petId }`; render `connectDogForm(snapshot, send)`; `actor.on("saved", …)` to navigate.
 */
export { dogFormMachine } from "./dogForm.machine.ts"
export type { DogFormMachine, SavePetInput } from "./dogForm.machine.ts"
export { createDogFormImplementations, provideDogFormMachine } from "./dogForm.actors.ts"
export { connectDogForm } from "./dogForm.connect.ts"
export { DOG_DRAFT_STORAGE_KEY, storedDogDraft } from "./dogForm.memory.ts"
export type { DogFormView } from "./dogForm.connect.ts"
export { BREED_SEARCH_DEBOUNCE_MS, DOG_FORM_COPY, EMPTY_DOG, petToValues } from "./dogForm.types.ts"
export type { DogDraft, DogDraftMemory, DogFormContext, DogFormEmitted, DogFormEvent, DogFormInput, DogFormPorts, DogTextField } from "./dogForm.types.ts"

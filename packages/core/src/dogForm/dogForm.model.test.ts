/** Model-based test of the dog form (add and edit) over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { validateDogForm } from "../domain/validation.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { dogFormMachine } from "./dogForm.machine.ts"
import { createDogFormWorld, KONG, POODLE } from "./dogForm.testkit.ts"
import type { DogFormInput } from "./dogForm.types.ts"

modelSuite(
  "dogForm",
  {
    machine: dogFormMachine,
    inputs: [{ mode: "add" }, { mode: "edit", petId: 9 }] satisfies DogFormInput[],
    describeInput: (i) => i.mode,
    events: () => [
      { type: "user.changeField", field: "name", value: "보리" },
      { type: "user.changeField", field: "dateOfBirth", value: "2021-06-01" },
      { type: "user.changeField", field: "weight", value: "4.5" },
      { type: "user.changeGender", gender: "male" },
      { type: "user.changeNeutering", neutering: false },
      { type: "user.searchBreed", query: "푸" },
      { type: "user.openBreeds" },
      { type: "user.chooseBreed", breed: POODLE },
      { type: "user.pickImage", file: null },
      { type: "xstate.done.actor.loadPet", output: KONG },
      { type: "xstate.error.actor.loadPet", error: new HttpError("petProfile", 500, "boom") },
      { type: "xstate.error.actor.loadPet", error: new HttpError("petProfile", 404, "Pet not found") },
      { type: "xstate.done.actor.searchBreeds", output: [POODLE] },
      { type: "xstate.error.actor.searchBreeds", error: new HttpError("breeds", 500, "boom") },
      { type: "xstate.done.actor.savePet", output: KONG },
      { type: "xstate.error.actor.savePet", error: new HttpError("addPet", 500, "boom") },
      { type: "user.askDelete" },
      { type: "user.cancelDelete" },
      { type: "user.confirmDelete" },
      { type: "xstate.done.actor.deletePet", output: undefined },
      { type: "xstate.error.actor.deletePet", error: new HttpError("deletePet", 409, "walking") }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        invalid: ((r) => (r.ok ? [] : Object.keys(r.errors).sort()))(validateDogForm(s.context.values)),
        alert: s.context.alert !== null,
        breeds: s.context.breeds.length > 0,
        searched: s.context.breedsSearched
      })
  },
  {
    start(input, inspect) {
      const w = createDogFormWorld(input, { inspect })
      w.actor.start()
      const saveCall = () => (input.mode === "edit" ? "updatePet" : "addPet")
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any }
          switch (e.type) {
            case "xstate.done.actor.loadPet":
              return w.server.next("petProfile").respond(e.output)
            case "xstate.error.actor.loadPet":
              return w.server.next("petProfile").fail((e as { error?: HttpError }).error!.status)
            case "xstate.done.actor.searchBreeds":
              return w.server.next("breeds").respond(e.output)
            case "xstate.error.actor.searchBreeds":
              return w.server.next("breeds").fail(500)
            case "xstate.done.actor.savePet":
              return w.server.next(saveCall()).respond(e.output)
            case "xstate.error.actor.savePet":
              return w.server.next(saveCall()).fail(500)
            case "xstate.done.actor.deletePet":
              return w.server.next("deletePet").respond(undefined)
            case "xstate.error.actor.deletePet":
              return w.server.next("deletePet").fail(409)
            default:
              if (e.type.startsWith("xstate.after.")) return fireDelayed(w.actor, w.clock, e.type)
              return w.actor.send(event)
          }
        }
      }
    }
  }
)

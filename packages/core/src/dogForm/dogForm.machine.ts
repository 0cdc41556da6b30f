/**
 * The dog form, adding or editing a dog.
 *
 * ```
 * starting ─┬─(edit)─> loading ─> editing ─> saved (emits `saved`)
 *           └─(add)──────────────> editing          loading ─error─> loadFailed ─user.retry─> loading
 *                                                   loading ─404/403─> notFound (missing or not the member's dog)
 * editing (parallel)
 *   breeds: idle ─user.searchBreed─> debouncing ─300 ms─> searching ─> idle
 *           idle ─user.openBreeds (no list yet)─> searching (empty query: popular breeds first)
 *   form:   ready ─user.submit (valid)─> submitting ─error─> ready (§8 add/edit failure alert)
 *           ready ─user.askDelete (edit)─> confirmingDelete ─user.confirmDelete─> deleting ─ok─> saved (emits `deleted`)
 *           confirmingDelete ─user.cancelDelete─> ready ; deleting ─error─> ready (alert; 409: the dog is on a walk)
 * ```
 */
import { assertEvent, assign, emit, fromPromise, setup } from "xstate"
import { isHttpStatus, isNotThere } from "../api/errors.ts"
import { MESSAGES } from "../domain/messages.ts"
import { validateDogForm, type DogDetails } from "../domain/validation.ts"
import type { Breed, Pet } from "../schema/pet.ts"
import { newSubmissionKey } from "../api/endpoint.ts"
import {
  BREED_SEARCH_DEBOUNCE_MS,
  DOG_FORM_COPY,
  EMPTY_DOG,
  petToValues,
  type DogFormContext,
  type DogFormEmitted,
  type DogFormEvent,
  type DogFormInput
} from "./dogForm.types.ts"

export type SavePetInput =
  | { readonly mode: "add"; readonly details: DogDetails; readonly image: Blob | null; readonly submissionKey: string }
  | { readonly mode: "edit"; readonly petId: number; readonly details: DogDetails; readonly image: Blob | null }

const missing = (name: string) => new Error(`dogForm: '${name}' is not provided; use dogFormMachine.provide(createDogFormImplementations(ports))`)

export const dogFormMachine = setup({
  types: {
    context: {} as DogFormContext,
    events: {} as DogFormEvent,
    input: {} as DogFormInput,
    emitted: {} as DogFormEmitted
  },
  actors: {
    loadPet: fromPromise<Pet, { petId: number }>(async () => {
      throw missing("loadPet")
    }),
    searchBreeds: fromPromise<ReadonlyArray<Breed>, { query: string }>(async () => {
      throw missing("searchBreeds")
    }),
    /** `addPet` or `updatePet` by mode. */
    savePet: fromPromise<Pet, SavePetInput>(async () => {
      throw missing("savePet")
    }),
    deletePet: fromPromise<void, { petId: number }>(async () => {
      throw missing("deletePet")
    })
  },
  actions: {
    /** The loaded dog; a draft kept from before a reload stands in for its values. */
    setPet: assign(({ context }, pet: Pet) => ({
      values: context.keptValues ?? petToValues(pet),
      profileImageUrl: pet.profileImageUrl,
      errors: {},
      alert: null
    })),
    setField: assign(({ context, event }) => {
      assertEvent(event, "user.changeField")
      const { [event.field]: _, ...errors } = context.errors
      return { values: { ...context.values, [event.field]: event.value }, errors }
    }),
    setGender: assign(({ context, event }) => {
      assertEvent(event, "user.changeGender")
      const { gender: _, ...errors } = context.errors
      return { values: { ...context.values, gender: event.gender }, errors }
    }),
    setNeutering: assign(({ context, event }) => {
      assertEvent(event, "user.changeNeutering")
      const { neutering: _, ...errors } = context.errors
      return { values: { ...context.values, neutering: event.neutering }, errors }
    }),
    setQuery: assign({
      breedQuery: ({ event }) => {
        assertEvent(event, "user.searchBreed")
        return event.query
      }
    }),
    setBreeds: assign((_, breeds: ReadonlyArray<Breed>) => ({ breeds, breedsSearched: true })),
    chooseBreed: assign(({ context, event }) => {
      assertEvent(event, "user.chooseBreed")
      const { breed: _, ...errors } = context.errors
      const values = { ...context.values, breed: event.breed }
      return event.keepList ? { values, errors } : { values, breedQuery: "", breeds: [], breedsSearched: false, errors }
    }),
    setImage: assign({
      image: ({ event }) => {
        assertEvent(event, "user.pickImage")
        return event.file
      }
    }),
    alertInvalid: assign(({ context }) => {
      const r = validateDogForm(context.values)
      return r.ok ? {} : { errors: r.errors, alert: r.alert }
    }),
    clearErrors: assign({ errors: {}, alert: null }),
    /** A new dog's send keeps the key of its earlier send when nothing changed since, else makes one. */
    keySubmission: assign(({ context }) => {
      if (context.mode !== "add") return {}
      const r = validateDogForm(context.values)
      const details = JSON.stringify(r.ok ? r.value : null)
      const same = context.sent !== null && context.sent.details === details && context.sent.image === context.image
      return same ? {} : { sent: { key: newSubmissionKey(), details, image: context.image } }
    }),
    alertAddFailed: assign({ alert: MESSAGES.dogAddFailed }),
    alertEditFailed: assign({ alert: MESSAGES.dogEditFailed }),
    dismissAlert: assign({ alert: null }),
    emitSaved: emit((_, pet: Pet) => ({ type: "saved" as const, pet })),
    /** The form as typed, for a reload (`DogFormPorts.draftMemory`); by default not kept. */
    rememberDraft: () => {},
    /** The dog is saved or deleted: its draft is done with. */
    forgetDraft: () => {},
    emitDeleted: emit({ type: "deleted" as const }),
    alertDeleteFailed: assign((_, params: { error: unknown }) => ({
      alert: isHttpStatus(params.error, 409) ? DOG_FORM_COPY.deleteWalking : DOG_FORM_COPY.deleteFailed
    }))
  },
  guards: {
    isEditMode: ({ context }) => context.mode === "edit",
    isGone: (_, params: { error: unknown }) => isNotThere(params.error),
    isFormInvalid: ({ context }) => !validateDogForm(context.values).ok,
    /** Is the breed list not showing yet (no search has answered since the last choice)? */
    isBreedListClosed: ({ context }) => !context.breedsSearched
  },
  delays: {
    breedDebounce: BREED_SEARCH_DEBOUNCE_MS
  }
}).createMachine({
  id: "dogForm",
  context: ({ input }) => ({
    mode: input.mode,
    petId: input.mode === "edit" ? input.petId : null,
    values: input.mode === "add" && input.draft ? input.draft.values : EMPTY_DOG,
    keptValues: input.mode === "edit" && input.draft ? input.draft.values : null,
    profileImageUrl: null,
    image: null,
    breedQuery: "",
    breeds: [],
    breedsSearched: false,
    errors: {},
    alert: null,
    sent: null,
    restored: input.draft ? { hadImage: input.draft.hadImage } : null
  }),
  initial: "starting",
  on: {
    "user.dismissAlert": { actions: "dismissAlert" }
  },
  states: {
    starting: {
      always: [{ guard: "isEditMode", target: "loading" }, { target: "editing" }]
    },
    loading: {
      invoke: {
        id: "loadPet",
        src: "loadPet",
        input: ({ context }) => ({ petId: context.petId! }),
        onDone: { target: "editing", actions: { type: "setPet", params: ({ event }) => event.output } },
        onError: [{ guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) }, target: "notFound" }, { target: "loadFailed" }]
      }
    },
    loadFailed: {
      on: { "user.retry": "loading" }
    },
    /** Missing, or not the member's dog (404, 403): nothing to edit, and no retry can help. */
    notFound: {},
    editing: {
      type: "parallel",
      on: {
        "user.changeField": { actions: ["setField", "rememberDraft"] },
        "user.changeGender": { actions: ["setGender", "rememberDraft"] },
        "user.changeNeutering": { actions: ["setNeutering", "rememberDraft"] },
        "user.pickImage": { actions: ["setImage", "rememberDraft"] }
      },
      states: {
        breeds: {
          initial: "idle",
          on: {
            // Not `reenter`: only this region restarts; a submission in `form` goes on.
            "user.searchBreed": { target: ".debouncing", actions: "setQuery" },
            "user.chooseBreed": { target: ".idle", actions: ["chooseBreed", "rememberDraft"] }
          },
          states: {
            idle: {
              on: { "user.openBreeds": { guard: "isBreedListClosed", target: "searching" } }
            },
            debouncing: {
              after: { breedDebounce: "searching" }
            },
            searching: {
              invoke: {
                id: "searchBreeds",
                src: "searchBreeds",
                input: ({ context }) => ({ query: context.breedQuery.trim() }),
                onDone: { target: "idle", actions: { type: "setBreeds", params: ({ event }) => event.output } },
                // A failed search leaves the list as it was (§8: load failures are only logged).
                onError: "idle"
              }
            }
          }
        },
        form: {
          initial: "ready",
          states: {
            ready: {
              on: {
                "user.submit": [
                  { guard: "isFormInvalid", actions: "alertInvalid" },
                  { target: "submitting", actions: ["clearErrors", "keySubmission"] }
                ],
                "user.askDelete": { guard: "isEditMode", target: "confirmingDelete" }
              }
            },
            confirmingDelete: {
              on: { "user.confirmDelete": "deleting", "user.cancelDelete": "ready" }
            },
            deleting: {
              invoke: {
                id: "deletePet",
                src: "deletePet",
                input: ({ context }) => ({ petId: context.petId! }),
                onDone: { target: "#dogForm.saved", actions: ["forgetDraft", "emitDeleted"] },
                onError: { target: "ready", actions: { type: "alertDeleteFailed", params: ({ event }) => ({ error: event.error }) } }
              }
            },
            submitting: {
              invoke: {
                id: "savePet",
                src: "savePet",
                input: ({ context }) => {
                  const r = validateDogForm(context.values)
                  if (!r.ok) throw new Error("dogForm: submitting an invalid form")
                  return context.mode === "edit"
                    ? { mode: "edit" as const, petId: context.petId!, details: r.value, image: context.image }
                    : { mode: "add" as const, details: r.value, image: context.image, submissionKey: context.sent!.key }
                },
                onDone: { target: "#dogForm.saved", actions: ["forgetDraft", { type: "emitSaved", params: ({ event }) => event.output }] },
                onError: [
                  { guard: "isEditMode", target: "ready", actions: "alertEditFailed" },
                  { target: "ready", actions: "alertAddFailed" }
                ]
              }
            }
          }
        }
      }
    },
    saved: {}
  }
})

export type DogFormMachine = typeof dogFormMachine

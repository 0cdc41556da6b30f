/** The dog form view model: values, errors, the breed picker, the alert and handlers. */
import type { SnapshotFrom } from "xstate"
import type { DogField } from "../domain/validation.ts"
import type { Gender } from "../schema/common.ts"
import type { Breed } from "../schema/pet.ts"
import type { DogFormMachine } from "./dogForm.machine.ts"
import { loadState, type LoadState, type NotFound } from "../resource/loadable.ts"
import { seoulToday } from "../schema/common.ts"
import { EARLIEST_BIRTH_DATE } from "../domain/constants.ts"
import { draftNotice } from "../persist/draft.ts"
import { DOG_FORM_COPY, type DogFormEvent, type DogTextField } from "./dogForm.types.ts"

export interface DogFormView {
  readonly mode: "add" | "edit"
  readonly title: string
  /** The dog being edited (and the popular breeds): `loading`, `ready`, `failed` with `retry`, or `notFound` (missing or not the member's). */
  readonly load: LoadState | NotFound
  readonly isSubmitting: boolean
  readonly isSaved: boolean
  readonly name: string
  readonly dateOfBirth: string
  /** Today in Asia/Seoul (`YYYY-MM-DD`): the birth date field's `max`, the day the validation refuses dates after. */
  readonly latestDateOfBirth: string
  /** The date field's `min` (`EARLIEST_BIRTH_DATE`). */
  readonly earliestDateOfBirth: string
  readonly weight: string
  readonly gender: Gender | null
  readonly neutering: boolean | null
  /** The chosen breed (its name is shown). */
  readonly breed: Breed | null
  readonly breedQuery: string
  readonly breeds: ReadonlyArray<Breed>
  readonly isSearchingBreeds: boolean
  /** Say "no results" (a search answered with nothing); before any search the list is just not shown. */
  readonly showNoBreeds: boolean
  /**
   * What the list's polite status tells a screen reader once a search answered: how many breeds it
   * found, or that it found none; empty while it searches and while no search answered.
   */
  readonly breedsNote: string
  readonly profileImageUrl: string | null
  readonly image: Blob | null
  readonly errors: Partial<Record<DogField, string>>
  readonly alert: string | null
  readonly submitLabel: string
  readonly copy: typeof DOG_FORM_COPY
  /** The form opened with what was typed before a reload: '작성 중이던 내용을 불러왔어요.' (and the photo to pick again); null otherwise. */
  readonly draftNotice: string | null
  changeField(field: DogTextField, value: string): void
  changeGender(gender: Gender): void
  changeNeutering(neutering: boolean): void
  searchBreed(query: string): void
  /** `keepList`: picked by the arrow keys; the list stays for the next press. */
  chooseBreed(breed: Breed, keepList?: boolean): void
  /** The breed field got focus: the list appears (popular breeds first). */
  openBreeds(): void
  pickImage(file: Blob | null): void
  submit(): void
  dismissAlert(): void
  retry(): void
  /** Edit mode: '강아지 삭제' asks first. */
  askDelete(): void
  /** The delete question, while asked or sent; null otherwise. */
  readonly deleteDialog: { readonly isDeleting: boolean; confirm(): void; cancel(): void } | null
}

const NOT_FOUND: NotFound = { status: "notFound" }

export const connectDogForm = (snapshot: SnapshotFrom<DogFormMachine>, send: (event: DogFormEvent) => void): DogFormView => {
  const c = snapshot.context
  const isSubmitting = snapshot.matches({ editing: { form: "submitting" } })
  const isSearchingBreeds = snapshot.matches({ editing: { breeds: "debouncing" } }) || snapshot.matches({ editing: { breeds: "searching" } })
  return {
    mode: c.mode,
    title: c.mode === "edit" ? DOG_FORM_COPY.titleEdit : DOG_FORM_COPY.titleAdd,
    load: snapshot.matches("notFound")
      ? NOT_FOUND
      : loadState({ loading: snapshot.matches("loading") || snapshot.matches("starting"), failed: snapshot.matches("loadFailed") }, () =>
          send({ type: "user.retry" })
        ),
    isSubmitting,
    isSaved: snapshot.matches("saved"),
    name: c.values.name,
    dateOfBirth: c.values.dateOfBirth,
    latestDateOfBirth: seoulToday(),
    earliestDateOfBirth: EARLIEST_BIRTH_DATE,
    weight: c.values.weight,
    gender: c.values.gender,
    neutering: c.values.neutering,
    breed: c.values.breed,
    breedQuery: c.breedQuery,
    breeds: c.breeds,
    isSearchingBreeds,
    showNoBreeds: !isSearchingBreeds && c.breedsSearched && c.breeds.length === 0,
    breedsNote: isSearchingBreeds || !c.breedsSearched ? "" : c.breeds.length === 0 ? DOG_FORM_COPY.noBreeds : DOG_FORM_COPY.breedsFound(c.breeds.length),
    profileImageUrl: c.profileImageUrl,
    image: c.image,
    errors: c.errors,
    alert: c.alert,
    submitLabel: isSubmitting ? DOG_FORM_COPY.submitting : c.mode === "edit" ? DOG_FORM_COPY.submitEdit : DOG_FORM_COPY.submitAdd,
    copy: DOG_FORM_COPY,
    draftNotice: draftNotice(c.restored),
    changeField: (field, value) => send({ type: "user.changeField", field, value }),
    changeGender: (gender) => send({ type: "user.changeGender", gender }),
    changeNeutering: (neutering) => send({ type: "user.changeNeutering", neutering }),
    searchBreed: (query) => send({ type: "user.searchBreed", query }),
    chooseBreed: (breed, keepList) => send(keepList ? { type: "user.chooseBreed", breed, keepList } : { type: "user.chooseBreed", breed }),
    openBreeds: () => send({ type: "user.openBreeds" }),
    pickImage: (file) => send({ type: "user.pickImage", file }),
    submit: () => send({ type: "user.submit" }),
    dismissAlert: () => send({ type: "user.dismissAlert" }),
    retry: () => send({ type: "user.retry" }),
    askDelete: () => send({ type: "user.askDelete" }),
    deleteDialog:
      snapshot.matches({ editing: { form: "confirmingDelete" } }) || snapshot.matches({ editing: { form: "deleting" } })
        ? {
            isDeleting: snapshot.matches({ editing: { form: "deleting" } }),
            confirm: () => send({ type: "user.confirmDelete" }),
            cancel: () => send({ type: "user.cancelDelete" })
          }
        : null
  }
}

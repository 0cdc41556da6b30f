/** Types of the dog form (`/mypage/addDog`, `/mypage/dogprofile/update/{petId}`; §5 dog form, §8 failures). */
import type { ApiClient } from "../api/client.ts"
import type { DogField, DogFormValues, FieldErrors } from "../domain/validation.ts"
import type { Gender } from "../schema/common.ts"
import type { Breed, Pet } from "../schema/pet.ts"
import { DRAFT_COPY, type DraftMemory, type FormDraft } from "../persist/draft.ts"

/** A dog's form as typed (the picked photo is not kept: only whether there was one). */
export type DogDraft = FormDraft<DogFormValues>

/** Keeps a dog's form as it is typed (the tab's session storage on the web), so a reload opens with it. */
export type DogDraftMemory = DraftMemory<DogFormValues>

/**
 * `draft`: the form kept from before a reload (`storedDogDraft(storage, petId?).read()`); in edit
 * mode it stands in for the stored dog's values once the dog has loaded.
 */
export type DogFormInput =
  | { readonly mode: "add"; readonly draft?: DogDraft | null }
  | { readonly mode: "edit"; readonly petId: number; readonly draft?: DogDraft | null }

export interface DogFormContext {
  readonly mode: "add" | "edit"
  /** The dog being edited (edit mode). */
  readonly petId: number | null
  readonly values: DogFormValues
  readonly profileImageUrl: string | null
  /** A newly picked image to upload (the view shows its preview). */
  readonly image: Blob | null
  /** The breed search text and its results. */
  readonly breedQuery: string
  readonly breeds: ReadonlyArray<Breed>
  /**
   * A search has answered for what the list shows (false before the first search, and after a
   * breed is chosen, which closes the list): "no results" is said only when this is true.
   */
  readonly breedsSearched: boolean
  readonly errors: FieldErrors<DogField>
  /** The message to show in an alert, cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /**
   * A new dog's last send: its key (`newSubmissionKey`) with what was sent. Sent again unchanged
   * (a retry after a lost answer) it keeps the key, so the server answers the dog it added instead
   * of adding a second one.
   */
  readonly sent: { readonly key: string; readonly details: string; readonly image: Blob | null } | null
  /** The form opened with a kept draft: said above the form; null otherwise. */
  readonly restored: { readonly hadImage: boolean } | null
  /** Edit mode: the kept draft's values, put in place of the stored dog's when it loads. */
  readonly keptValues: DogFormValues | null
}

export type DogTextField = "name" | "dateOfBirth" | "weight"

export type DogFormEvent =
  | { readonly type: "user.changeField"; readonly field: DogTextField; readonly value: string }
  | { readonly type: "user.changeGender"; readonly gender: Gender }
  | { readonly type: "user.changeNeutering"; readonly neutering: boolean }
  | { readonly type: "user.searchBreed"; readonly query: string }
  /**
   * A breed picked: the list closes — unless `keepList` (picked by the arrow keys, which move the
   * choice through the list as they go: closing it at the first press would leave the rest out of reach).
   */
  | { readonly type: "user.chooseBreed"; readonly breed: Breed; readonly keepList?: boolean }
  /** The breed field got focus: show the list (the server's popular breeds first) if it is not showing. */
  | { readonly type: "user.openBreeds" }
  | { readonly type: "user.pickImage"; readonly file: Blob | null }
  | { readonly type: "user.submit" }
  | { readonly type: "user.dismissAlert" }
  /** Load the dog again after a failed load (edit mode). */
  | { readonly type: "user.retry" }
  /** Edit mode: ask, then delete the dog. */
  | { readonly type: "user.askDelete" }
  | { readonly type: "user.confirmDelete" }
  | { readonly type: "user.cancelDelete" }

/** Emitted once the dog was saved; the screen navigates. */
export type DogFormEmitted = { readonly type: "saved"; readonly pet: Pet } | { readonly type: "deleted" }

export interface DogFormPorts {
  readonly api: ApiClient
  /** Keeps the form as it is typed and forgets it once the dog is saved or deleted; absent: not kept. */
  readonly draftMemory?: DogDraftMemory
}

/** Wait this long after the last keystroke before searching breeds. */
export const BREED_SEARCH_DEBOUNCE_MS = 300

export const EMPTY_DOG: DogFormValues = { name: "", breed: null, dateOfBirth: "", gender: null, weight: "", neutering: null }

/** A stored dog as the form starts from it. */
export const petToValues = (pet: Pet): DogFormValues => ({
  name: pet.name,
  breed: { id: pet.breedId, name: pet.breedName },
  dateOfBirth: pet.dateOfBirth,
  gender: pet.gender,
  weight: String(pet.weight),
  neutering: pet.neutering
})

/** Korean copy of the form that the spec does not give. */
export const DOG_FORM_COPY = {
  titleAdd: "강아지 등록",
  titleEdit: "강아지 정보 수정",
  submitAdd: "등록하기",
  submitEdit: "수정하기",
  submitting: "저장 중…",
  draftRestored: DRAFT_COPY.restored,
  draftRestoredPhoto: DRAFT_COPY.restoredPhoto,
  breedPlaceholder: "견종을 검색해보세요",
  noBreeds: "검색 결과가 없어요.",
  /** What a screen reader is told when a search answered (`breedsNote`). */
  breedsFound: (n: number) => `견종 ${n}개를 찾았어요.`,
  breedHint: "입력창을 누르면 견종 목록이 나와요.",
  couldNotLoad: "강아지 정보를 불러오지 못했어요.",
  retry: "다시 시도",
  male: "남아",
  female: "여아",
  neutered: "했어요",
  notNeutered: "안 했어요",
  delete: "강아지 삭제",
  deleteTitle: "강아지를 삭제할까요?",
  deleteBody: "함께한 산책 기록은 그대로 남고, 기록에는 이름이 계속 보여요.",
  confirmDelete: "삭제",
  cancelDelete: "취소",
  deleteFailed: "강아지를 삭제하지 못했어요. 잠시 후 다시 시도해주세요.",
  deleteWalking: "산책 중인 강아지는 삭제할 수 없어요. 산책을 마친 뒤에 삭제해주세요."
} as const

/** Types of the profile form (§5 nickname, phone and required fields; §8 update failures). */
import type { ApiClient } from "../api/client.ts"
import type { FieldErrors, ProfileField, ProfileFormValues } from "../domain/validation.ts"
import type { Gender } from "../schema/common.ts"
import type { Profile } from "../schema/member.ts"
import { DRAFT_COPY, type DraftMemory, type FormDraft } from "../persist/draft.ts"

/** The profile form as typed (the picked photo is not kept: only whether there was one). */
export type ProfileDraft = FormDraft<ProfileFormValues>

/** Keeps the profile form as it is typed (the tab's session storage on the web), so a reload opens with it. */
export type ProfileDraftMemory = DraftMemory<ProfileFormValues>

/** `draft`: the form kept from before a reload (`storedProfileDraft(storage).read()`), put in place of the loaded profile's values. */
export interface ProfileFormInput {
  readonly draft?: ProfileDraft | null
}

export interface ProfileFormContext {
  readonly values: ProfileFormValues
  /** Read-only (§5). */
  readonly email: string | null
  /** The stored nickname; null for a member who has not registered yet. */
  readonly currentNickname: string | null
  readonly profileImageUrl: string | null
  /** A newly picked image to upload (the view shows its preview). */
  readonly image: Blob | null
  /** The nickname in `values` is known to be taken (by the duplicate check or a 409). */
  readonly nicknameTaken: boolean
  readonly errors: FieldErrors<ProfileField>
  /** The message to show in an alert, cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /** The form opened with a kept draft: said above the form; null otherwise. */
  readonly restored: { readonly hadImage: boolean } | null
  /** The kept draft's values, put in place of the profile's when it loads. */
  readonly keptValues: ProfileFormValues | null
}

export type ProfileTextField = "dateOfBirth" | "phoneNumber"

export type ProfileFormEvent =
  | { readonly type: "user.changeNickname"; readonly value: string }
  | { readonly type: "user.changeField"; readonly field: ProfileTextField; readonly value: string }
  | { readonly type: "user.changeGender"; readonly gender: Gender | null }
  | { readonly type: "user.pickImage"; readonly file: Blob | null }
  | { readonly type: "user.submit" }
  | { readonly type: "user.dismissAlert" }
  /** Load the profile again after a failed load. */
  | { readonly type: "user.retry" }

/** Emitted once the profile was saved; the screen navigates (or tells auth `user.registered`). */
export type ProfileFormEmitted = { readonly type: "saved"; readonly profileImageUrl: string | null }

export interface ProfileFormPorts {
  readonly api: ApiClient
  /** Keeps the form as it is typed and forgets it once the profile is saved; absent: not kept. */
  readonly draftMemory?: ProfileDraftMemory
}

/** Wait this long after the last keystroke before checking the nickname. */
export const NICKNAME_CHECK_DEBOUNCE_MS = 300

/** The profile as the form starts from it. */
export const profileToValues = (p: Profile): ProfileFormValues => ({
  nickname: p.nickname ?? "",
  dateOfBirth: p.dateOfBirth ?? "",
  gender: p.gender,
  phoneNumber: p.phoneNumber ?? ""
})

/** Korean copy of the form that the spec does not give. */
export const PROFILE_FORM_COPY = {
  nicknameAvailable: "사용 가능한 닉네임입니다.",
  couldNotLoad: "회원 정보를 불러오지 못했어요.",
  retry: "다시 시도",
  submitRegister: "가입하기",
  submitEdit: "저장하기",
  submitting: "저장 중…",
  draftRestored: DRAFT_COPY.restored,
  draftRestoredPhoto: DRAFT_COPY.restoredPhoto
} as const

/** The profile form view model: field values and errors, the nickname's inline state, the alert, handlers. */
import type { SnapshotFrom } from "xstate"
import { MESSAGES } from "../domain/messages.ts"
import type { Gender } from "../schema/common.ts"
import type { ProfileFormMachine } from "./profileForm.machine.ts"
import { loadState, type LoadState } from "../resource/loadable.ts"
import { seoulToday } from "../schema/common.ts"
import { EARLIEST_BIRTH_DATE } from "../domain/constants.ts"
import { draftNotice } from "../persist/draft.ts"
import { PROFILE_FORM_COPY, type ProfileFormEvent, type ProfileTextField } from "./profileForm.types.ts"

export interface ProfileFormView {
  /** The member's current profile: `loading`, `ready`, or `failed` with `retry`. */
  readonly load: LoadState
  readonly isSubmitting: boolean
  readonly isSaved: boolean
  /** A member who has not registered yet (`/auth/register`). */
  readonly isNewMember: boolean
  readonly nickname: string
  readonly email: string
  readonly dateOfBirth: string
  /** Today in Asia/Seoul (`YYYY-MM-DD`): the birth date field's `max`, the day the validation refuses dates after. */
  readonly latestDateOfBirth: string
  /** The date field's `min` (`EARLIEST_BIRTH_DATE`). */
  readonly earliestDateOfBirth: string
  readonly gender: Gender | null
  readonly phoneNumber: string
  readonly profileImageUrl: string | null
  readonly image: Blob | null
  /** `checking` while the duplicate check runs; `taken` shows `MESSAGES.nicknameTakenInline`. */
  readonly nicknameStatus: "idle" | "checking" | "taken"
  /** The inline message under the nickname field, if any. */
  readonly nicknameMessage: string | null
  readonly errors: { readonly nickname?: string; readonly dateOfBirth?: string; readonly phoneNumber?: string }
  readonly alert: string | null
  /** The form opened with what was typed before a reload: said above the form (`data-part="draft-restored"`). */
  readonly draftNotice: string | null
  readonly submitLabel: string
  readonly copy: typeof PROFILE_FORM_COPY
  changeNickname(value: string): void
  changeField(field: ProfileTextField, value: string): void
  changeGender(gender: Gender | null): void
  pickImage(file: Blob | null): void
  submit(): void
  dismissAlert(): void
  retry(): void
}

/**
 * `registering`: the form is the new member's registration (`/auth/register`), which it says while
 * the profile is not loaded yet or failed to load; once loaded, a member without a nickname is new.
 */
export const connectProfileForm = (
  snapshot: SnapshotFrom<ProfileFormMachine>,
  send: (event: ProfileFormEvent) => void,
  registering = false
): ProfileFormView => {
  const c = snapshot.context
  const checking = snapshot.matches({ editing: { nickname: "debouncing" } }) || snapshot.matches({ editing: { nickname: "checking" } })
  const nicknameStatus = c.nicknameTaken ? "taken" : checking ? "checking" : "idle"
  const isSubmitting = snapshot.matches({ editing: { form: "submitting" } })
  const loaded = !snapshot.matches("loading") && !snapshot.matches("loadFailed")
  const isNewMember = loaded ? c.currentNickname === null : registering
  return {
    load: loadState({ loading: snapshot.matches("loading"), failed: snapshot.matches("loadFailed") }, () => send({ type: "user.retry" })),
    isSubmitting,
    isSaved: snapshot.matches("saved"),
    isNewMember,
    nickname: c.values.nickname,
    email: c.email ?? "",
    dateOfBirth: c.values.dateOfBirth,
    latestDateOfBirth: seoulToday(),
    earliestDateOfBirth: EARLIEST_BIRTH_DATE,
    gender: c.values.gender,
    phoneNumber: c.values.phoneNumber,
    profileImageUrl: c.profileImageUrl,
    image: c.image,
    nicknameStatus,
    nicknameMessage: c.nicknameTaken ? MESSAGES.nicknameTakenInline : (c.errors.nickname ?? null),
    errors: c.errors,
    alert: c.alert,
    draftNotice: draftNotice(c.restored),
    submitLabel: isSubmitting ? PROFILE_FORM_COPY.submitting : isNewMember ? PROFILE_FORM_COPY.submitRegister : PROFILE_FORM_COPY.submitEdit,
    copy: PROFILE_FORM_COPY,
    changeNickname: (value) => send({ type: "user.changeNickname", value }),
    changeField: (field, value) => send({ type: "user.changeField", field, value }),
    changeGender: (gender) => send({ type: "user.changeGender", gender }),
    pickImage: (file) => send({ type: "user.pickImage", file }),
    submit: () => send({ type: "user.submit" }),
    dismissAlert: () => send({ type: "user.dismissAlert" }),
    retry: () => send({ type: "user.retry" })
  }
}

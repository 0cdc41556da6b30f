/**
 * The profile form (`/auth/register` and `/mypage/profile`).
 *
 * ```
 * loading ─> editing ─> saved (emits `saved`)         loading ─error─> loadFailed ─user.retry─> loading
 * editing (parallel)
 *   nickname: idle ─change─> debouncing ─300 ms─> checking ─> idle   (no check when empty or unchanged)
 *   form:     ready ─user.submit─> submitting ─409─> ready (server message, nickname marked taken)
 * ```
 * Submit is blocked with the §5 alerts: a taken nickname, an invalid phone, a missing field.
 */
import { assertEvent, assign, emit, fromPromise, setup } from "xstate"
import { isHttpStatus } from "../api/errors.ts"
import { MESSAGES } from "../domain/messages.ts"
import { shouldCheckNickname, validateProfileForm, type ProfileUpdate } from "../domain/validation.ts"
import type { Profile, RegisterResponse } from "../schema/member.ts"
import {
  NICKNAME_CHECK_DEBOUNCE_MS,
  profileToValues,
  type ProfileFormContext,
  type ProfileFormEmitted,
  type ProfileFormEvent,
  type ProfileFormInput
} from "./profileForm.types.ts"

export interface UpdateProfileInput {
  readonly update: ProfileUpdate
  readonly image: Blob | null
}

const missing = (name: string) => new Error(`profileForm: '${name}' is not provided; use profileFormMachine.provide(createProfileFormImplementations(ports))`)

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    input: {} as ProfileFormInput | undefined,
    events: {} as ProfileFormEvent,
    emitted: {} as ProfileFormEmitted
  },
  actors: {
    loadProfile: fromPromise<Profile, void>(async () => {
      throw missing("loadProfile")
    }),
    /** Answers whether the nickname is taken. */
    checkNickname: fromPromise<boolean, { nickname: string }>(async () => {
      throw missing("checkNickname")
    }),
    updateProfile: fromPromise<RegisterResponse, UpdateProfileInput>(async () => {
      throw missing("updateProfile")
    })
  },
  actions: {
    /** The loaded profile; a draft kept from before a reload stands in for its values. */
    setProfile: assign(({ context }, profile: Profile) => ({
      values: context.keptValues ?? profileToValues(profile),
      email: profile.email,
      currentNickname: profile.nickname,
      profileImageUrl: profile.profileImageUrl,
      nicknameTaken: false,
      errors: {},
      alert: null
    })),
    setNickname: assign(({ context, event }) => {
      assertEvent(event, "user.changeNickname")
      const { nickname: _, ...errors } = context.errors
      return { values: { ...context.values, nickname: event.value }, nicknameTaken: false, errors }
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, "user.changeField")
      const { [event.field]: _, ...errors } = context.errors
      return { values: { ...context.values, [event.field]: event.value }, errors }
    }),
    setGender: assign(({ context, event }) => {
      assertEvent(event, "user.changeGender")
      return { values: { ...context.values, gender: event.gender } }
    }),
    setImage: assign({
      image: ({ event }) => {
        assertEvent(event, "user.pickImage")
        return event.file
      }
    }),
    setNicknameTaken: assign((_, params: { taken: boolean }) => ({ nicknameTaken: params.taken })),
    alertNicknameTaken: assign({ alert: MESSAGES.nicknameTakenAlert }),
    alertInvalid: assign(({ context }) => {
      const r = validateProfileForm(context.values)
      return r.ok ? {} : { errors: r.errors, alert: r.alert }
    }),
    clearErrors: assign({ errors: {}, alert: null }),
    alertConflict: assign((_, params: { error: unknown }) => ({
      alert: params.error instanceof Error && params.error.message ? params.error.message : MESSAGES.nicknameTakenAlert,
      nicknameTaken: true
    })),
    alertUpdateFailed: assign({ alert: MESSAGES.profileUpdateFailed }),
    dismissAlert: assign({ alert: null }),
    setSaved: assign(({ context }, saved: RegisterResponse) => ({
      profileImageUrl: saved.profilePictureUrl,
      currentNickname: context.values.nickname.trim(),
      image: null
    })),
    emitSaved: emit(({ context }) => ({ type: "saved" as const, profileImageUrl: context.profileImageUrl })),
    /** The form as typed, for a reload (`ProfileFormPorts.draftMemory`); by default not kept. */
    rememberDraft: () => {},
    /** The profile is saved: its draft is done with. */
    forgetDraft: () => {}
  },
  guards: {
    /** Is the typed nickname worth a duplicate check (not empty, not the current one)? */
    shouldCheckNickname: ({ context, event }) => {
      assertEvent(event, "user.changeNickname")
      return shouldCheckNickname(event.value, context.currentNickname)
    },
    isNicknameTaken: ({ context }) => context.nicknameTaken,
    isFormInvalid: ({ context }) => !validateProfileForm(context.values).ok,
    isNicknameConflict: (_, params: { error: unknown }) => isHttpStatus(params.error, 409)
  },
  delays: {
    nicknameDebounce: NICKNAME_CHECK_DEBOUNCE_MS
  }
}).createMachine({
  id: "profileForm",
  context: ({ input }) => ({
    values: { nickname: "", dateOfBirth: "", gender: null, phoneNumber: "" },
    email: null,
    currentNickname: null,
    profileImageUrl: null,
    image: null,
    nicknameTaken: false,
    errors: {},
    alert: null,
    restored: input?.draft ? { hadImage: input.draft.hadImage } : null,
    keptValues: input?.draft?.values ?? null
  }),
  initial: "loading",
  on: {
    "user.dismissAlert": { actions: "dismissAlert" }
  },
  states: {
    loading: {
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: { target: "editing", actions: { type: "setProfile", params: ({ event }) => event.output } },
        onError: "loadFailed"
      }
    },
    loadFailed: {
      on: { "user.retry": "loading" }
    },
    editing: {
      type: "parallel",
      on: {
        "user.changeField": { actions: ["setField", "rememberDraft"] },
        "user.changeGender": { actions: ["setGender", "rememberDraft"] },
        "user.pickImage": { actions: ["setImage", "rememberDraft"] }
      },
      states: {
        nickname: {
          initial: "idle",
          on: {
            "user.changeNickname": [
              // Not `reenter`: only this region's state is left and entered again (the timer restarts);
              // a submission in the `form` region goes on.
              { guard: "shouldCheckNickname", target: ".debouncing", actions: ["setNickname", "rememberDraft"] },
              { target: ".idle", actions: ["setNickname", "rememberDraft"] }
            ]
          },
          states: {
            idle: {},
            debouncing: {
              after: { nicknameDebounce: "checking" }
            },
            checking: {
              invoke: {
                id: "checkNickname",
                src: "checkNickname",
                input: ({ context }) => ({ nickname: context.values.nickname.trim() }),
                onDone: { target: "idle", actions: { type: "setNicknameTaken", params: ({ event }) => ({ taken: event.output }) } },
                // A failed check does not block: the server answers 409 on submit if it is taken.
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
                  { guard: "isNicknameTaken", actions: "alertNicknameTaken" },
                  { guard: "isFormInvalid", actions: "alertInvalid" },
                  { target: "submitting", actions: "clearErrors" }
                ]
              }
            },
            submitting: {
              invoke: {
                id: "updateProfile",
                src: "updateProfile",
                input: ({ context }) => {
                  const r = validateProfileForm(context.values)
                  if (!r.ok) throw new Error("profileForm: submitting an invalid form")
                  return { update: r.value, image: context.image }
                },
                onDone: {
                  target: "#profileForm.saved",
                  actions: [{ type: "setSaved", params: ({ event }) => event.output }, "forgetDraft", "emitSaved"]
                },
                onError: [
                  {
                    guard: { type: "isNicknameConflict", params: ({ event }) => ({ error: event.error }) },
                    target: "ready",
                    actions: { type: "alertConflict", params: ({ event }) => ({ error: event.error }) }
                  },
                  { target: "ready", actions: "alertUpdateFailed" }
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

export type ProfileFormMachine = typeof profileFormMachine

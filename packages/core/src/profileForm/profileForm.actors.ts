/** The profile form's calls: `profileFormMachine.provide(createProfileFormImplementations({ api }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { Profile, RegisterResponse } from "../schema/member.ts"
import { profileFormMachine, type UpdateProfileInput } from "./profileForm.machine.ts"
import type { ProfileFormContext, ProfileFormPorts } from "./profileForm.types.ts"

export const createProfileFormImplementations = ({ api, draftMemory }: ProfileFormPorts) => ({
  actions: {
    rememberDraft: ({ context }: { context: ProfileFormContext }) => draftMemory?.save({ values: context.values, hadImage: context.image !== null }),
    forgetDraft: () => draftMemory?.clear()
  },
  actors: {
    loadProfile: fromApiCall<Profile, void>(({ signal }) => api.call("profile", undefined, { signal })),
    checkNickname: fromApiCall<boolean, { nickname: string }>(({ input, signal }) =>
      api.call("checkNickname", { query: { nickname: input.nickname } }, { signal })
    ),
    updateProfile: fromApiCall<RegisterResponse, UpdateProfileInput>(({ input, signal }) =>
      api.call("updateProfile", { part: input.update, files: { profileImage: input.image } }, { signal })
    )
  }
})

export const provideProfileFormMachine = (ports: ProfileFormPorts) => profileFormMachine.provide(createProfileFormImplementations(ports))

/** The profile form's calls: `profileFormMachine.provide(createProfileFormImplementations({ api }))`. */
import { fromPromise } from "xstate"
import type { Profile, RegisterResponse } from "../schema/member.ts"
import { profileFormMachine, type UpdateProfileInput } from "./profileForm.machine.ts"
import type { ProfileFormPorts } from "./profileForm.types.ts"

export const createProfileFormImplementations = ({ api }: ProfileFormPorts) => ({
  actors: {
    loadProfile: fromPromise<Profile, void>(({ signal }) => api.call("profile", undefined, { signal })),
    checkNickname: fromPromise<boolean, { nickname: string }>(({ input, signal }) =>
      api.call("checkNickname", { query: { nickname: input.nickname } }, { signal })
    ),
    updateProfile: fromPromise<RegisterResponse, UpdateProfileInput>(({ input, signal }) =>
      api.call("updateProfile", { part: input.update, files: { profileImage: input.image } }, { signal })
    )
  }
})

export const provideProfileFormMachine = (ports: ProfileFormPorts) => profileFormMachine.provide(createProfileFormImplementations(ports))

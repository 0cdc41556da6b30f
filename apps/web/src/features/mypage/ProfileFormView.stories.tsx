import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MESSAGES, VALIDATION_MESSAGES } from "@mungwalk/core"
import { PROFILE_FORM_COPY } from "@mungwalk/core/profileForm"
import { newMemberProfile, profile } from "../../fixtures.ts"
import { ProfileFormView, type ProfileFormModel } from "./ProfileFormView.tsx"

/** A view model as `connectProfileForm` gives it, for the signed-up member of the fixtures. */
const model = (over: Partial<ProfileFormModel> = {}): ProfileFormModel => ({
  load: { status: "ready", reloading: false },
  isSubmitting: false,
  isSaved: false,
  isNewMember: false,
  nickname: profile.nickname!,
  email: profile.email!,
  dateOfBirth: profile.dateOfBirth!,
  latestDateOfBirth: "2026-03-15",
  gender: profile.gender,
  phoneNumber: profile.phoneNumber!,
  profileImageUrl: profile.profileImageUrl,
  image: null,
  nicknameStatus: "idle",
  nicknameMessage: null,
  errors: {},
  alert: null,
  submitLabel: PROFILE_FORM_COPY.submitEdit,
  copy: PROFILE_FORM_COPY,
  changeNickname: fn(),
  changeField: fn(),
  changeGender: fn(),
  pickImage: fn(),
  submit: fn(),
  dismissAlert: fn(),
  retry: fn(),
  ...over
})

const newMember = (over: Partial<ProfileFormModel> = {}) =>
  model({
    isNewMember: true,
    nickname: "",
    email: newMemberProfile.email!,
    dateOfBirth: "",
    gender: null,
    phoneNumber: "",
    profileImageUrl: null,
    submitLabel: PROFILE_FORM_COPY.submitRegister,
    ...over
  })

const meta = {
  title: "Screens/MyPage/ProfileForm",
  component: ProfileFormView,
  parameters: { path: "/mypage/profile" },
  args: { form: model() }
} satisfies Meta<typeof ProfileFormView>

export default meta
type Story = StoryObj<typeof meta>

export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("textbox", { name: "이메일" })).toHaveAttribute("readonly")
    await userEvent.type(canvas.getByRole("textbox", { name: /닉네임/ }), "!")
    await expect(args.form.changeNickname).toHaveBeenLastCalledWith(`${profile.nickname}!`)
    await userEvent.click(canvas.getByRole("radio", { name: "남성" }))
    await expect(args.form.changeGender).toHaveBeenLastCalledWith("male")
    await userEvent.click(canvas.getByRole("button", { name: PROFILE_FORM_COPY.submitEdit }))
    await expect(args.form.submit).toHaveBeenCalledOnce()
  }
}

export const CheckingNickname: Story = { args: { form: model({ nickname: "콩이보호자", nicknameStatus: "checking" }) } }

export const NicknameTaken: Story = {
  args: { form: model({ nickname: "멍멍이", nicknameStatus: "taken", nicknameMessage: MESSAGES.nicknameTakenInline }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: /닉네임/ })).toHaveAccessibleDescription(MESSAGES.nicknameTakenInline)
  }
}

export const NicknameTakenAlert: Story = {
  args: { form: model({ nickname: "멍멍이", nicknameStatus: "taken", nicknameMessage: MESSAGES.nicknameTakenInline, alert: MESSAGES.nicknameTakenAlert }) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole("alertdialog")).toHaveAccessibleDescription(MESSAGES.nicknameTakenAlert)
    await userEvent.click(body.getByRole("button", { name: "확인" }))
    await expect(args.form.dismissAlert).toHaveBeenCalledOnce()
  }
}

export const BadPhoneAlert: Story = {
  args: { form: model({ phoneNumber: "0101234", errors: { phoneNumber: MESSAGES.phoneInvalid }, alert: MESSAGES.phoneInvalid }) }
}

export const Submitting: Story = {
  args: { form: model({ isSubmitting: true, submitLabel: PROFILE_FORM_COPY.submitting }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: PROFILE_FORM_COPY.submitting })).toBeDisabled()
  }
}

export const UpdateFailed: Story = { args: { form: model({ alert: MESSAGES.profileUpdateFailed }) } }

export const Loading: Story = { args: { form: model({ load: { status: "loading" } }) } }

const retry = fn()
export const LoadFailed: Story = {
  args: { form: model({ retry, load: { status: "failed", retry } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: PROFILE_FORM_COPY.retry }))
    await expect(args.form.retry).toHaveBeenCalledOnce()
  }
}

export const Register: Story = {
  parameters: { path: "/auth/register" },
  args: { form: newMember() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "프로필을 만들어 주세요" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: PROFILE_FORM_COPY.submitRegister })).toBeEnabled()
  }
}

export const RegisterMissingFields: Story = {
  parameters: { path: "/auth/register" },
  args: {
    form: newMember({
      nicknameMessage: VALIDATION_MESSAGES.nicknameRequired,
      errors: { nickname: VALIDATION_MESSAGES.nicknameRequired, dateOfBirth: VALIDATION_MESSAGES.birthDateRequired, phoneNumber: VALIDATION_MESSAGES.phoneRequired },
      alert: VALIDATION_MESSAGES.nicknameRequired
    })
  }
}

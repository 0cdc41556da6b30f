import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MESSAGES, VALIDATION_MESSAGES } from "@mungwalk/core"
import {
  connectProfileForm,
  PROFILE_FORM_COPY,
  profileFormMachine,
  profileToValues,
  type ProfileFormContext,
  type ProfileFormEvent
} from "@mungwalk/core/profileForm"
import { newMemberProfile, profile } from "../../fixtures.ts"
import { ProfileFormView } from "./ProfileFormView.tsx"
import { useSubmitted } from "../../app/storyStates.ts"

const send = fn<(event: ProfileFormEvent) => void>()

type FormState = "loading" | "loadFailed" | { editing: { nickname: "idle" | "checking"; form: "ready" | "submitting" } }
const editing = (form: "ready" | "submitting" = "ready", nickname: "idle" | "checking" = "idle"): FormState => ({ editing: { nickname, form } })

/**
 * The view's props from a profile-form snapshot (`resolveState` → `connectProfileForm`): the
 * signed-up member of the fixtures by default; its events go to `send` unless `to` is given.
 */
const formIn = (value: FormState = editing(), over: Partial<ProfileFormContext> = {}, to: (event: ProfileFormEvent) => void = send) => ({
  form: connectProfileForm(
    profileFormMachine.resolveState({
      value,
      context: {
        values: profileToValues(profile),
        email: profile.email,
        currentNickname: profile.nickname,
        profileImageUrl: profile.profileImageUrl,
        image: null,
        nicknameTaken: false,
        errors: {},
        alert: null,
        restored: null,
        keptValues: null,
        ...over
      }
    }),
    to
  )
})

/** A member who has not registered yet (`/auth/register`). */
const newMember = (over: Partial<ProfileFormContext> = {}) =>
  formIn(editing(), {
    values: profileToValues(newMemberProfile),
    email: newMemberProfile.email,
    currentNickname: null,
    profileImageUrl: null,
    ...over
  })

/** How many times the view sent an event of `type`. */
const sent = (type: ProfileFormEvent["type"]) => send.mock.calls.filter(([event]) => event.type === type).length

const meta = {
  title: "Screens/MyPage/ProfileForm",
  component: ProfileFormView,
  parameters: { path: "/mypage/profile" },
  args: formIn(),
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof ProfileFormView>

export default meta
type Story = StoryObj<typeof meta>

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("textbox", { name: "이메일" })).toHaveAttribute("readonly")
    await userEvent.type(canvas.getByRole("textbox", { name: /닉네임/ }), "!")
    await expect(send).toHaveBeenLastCalledWith({ type: "user.changeNickname", value: `${profile.nickname}!` })
    await userEvent.click(canvas.getByRole("radio", { name: "남성" }))
    await expect(send).toHaveBeenLastCalledWith({ type: "user.changeGender", gender: "male" })
    await userEvent.click(canvas.getByRole("button", { name: PROFILE_FORM_COPY.submitEdit }))
    await expect(sent("user.submit")).toBe(1)
  }
}

/** Opened again after a reload with what was typed (`storedProfileDraft`): it says so, and asks for the photo again. */
export const DraftRestored: Story = {
  args: formIn(editing(), { values: { ...profileToValues(profile), phoneNumber: "01098765432" }, restored: { hadImage: true } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="draft-restored"]')).toHaveTextContent(PROFILE_FORM_COPY.draftRestoredPhoto)
    await expect(within(canvasElement).getByRole("textbox", { name: /전화번호/ })).toHaveValue("01098765432")
  }
}

export const CheckingNickname: Story = { args: formIn(editing("ready", "checking"), { values: { ...profileToValues(profile), nickname: "콩이보호자" } }) }

export const NicknameTaken: Story = {
  args: formIn(editing(), { values: { ...profileToValues(profile), nickname: "멍멍이" }, nicknameTaken: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: /닉네임/ })).toHaveAccessibleDescription(MESSAGES.nicknameTakenInline)
  }
}

export const NicknameTakenAlert: Story = {
  args: formIn(editing(), { values: { ...profileToValues(profile), nickname: "멍멍이" }, nicknameTaken: true, alert: MESSAGES.nicknameTakenAlert }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole("alertdialog")).toHaveAccessibleDescription(MESSAGES.nicknameTakenAlert)
    await userEvent.click(body.getByRole("button", { name: "확인" }))
    await expect(sent("user.dismissAlert")).toBe(1)
  }
}

export const BadPhoneAlert: Story = {
  args: formIn(editing(), {
    values: { ...profileToValues(profile), phoneNumber: "0101234" },
    errors: { phoneNumber: MESSAGES.phoneInvalid },
    alert: MESSAGES.phoneInvalid
  })
}

/**
 * The profile on its way: the fields wait — the text ones read-only, the photo and gender locked
 * (`aria-disabled`) — but none is `disabled`, so each keeps the focus; a tap changes nothing.
 */
export const Submitting: Story = {
  args: formIn(editing("submitting")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: PROFILE_FORM_COPY.submitting })).toHaveAttribute("aria-disabled", "true")
    for (const field of [
      canvas.getByRole("textbox", { name: /닉네임/ }),
      canvas.getByLabelText(/생년월일/),
      canvas.getByRole("textbox", { name: /전화번호/ })
    ]) {
      await expect(field).toBeEnabled()
      await expect(field).toHaveAttribute("readonly")
    }
    for (const choice of [
      canvas.getByLabelText("프로필 사진 선택"),
      canvas.getByRole("radio", { name: "여성" }),
      canvas.getByRole("radio", { name: "남성" })
    ]) {
      await expect(choice).toBeEnabled()
      await expect(choice).toHaveAttribute("aria-disabled", "true")
    }
    await userEvent.click(canvas.getByRole("radio", { name: "남성" }))
    await expect(canvas.getByRole("radio", { name: "여성" })).toBeChecked()
    await expect(canvas.getByRole("radio", { name: "남성" })).not.toBeChecked()
    await expect(send).not.toHaveBeenCalled()
  }
}

/** The form as its screen keeps it: once sent, it waits in `submitting`. */
const SendingProfileForm = () => {
  const [sending, to] = useSubmitted(send)
  const { form } = formIn(editing(sending ? "submitting" : "ready"), {}, to)
  return <ProfileFormView form={form} />
}

/** Enter in a field sends the profile, and the focus stays in that field (not at the page's top); Enter again sends nothing more. */
export const SentWithEnter: Story = {
  render: () => <SendingProfileForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const phone = canvas.getByRole("textbox", { name: /전화번호/ })
    const before = (phone as HTMLInputElement).value
    await userEvent.click(phone)
    await userEvent.keyboard("{Enter}")
    await expect(sent("user.submit")).toBe(1)
    await expect(canvas.getByRole("button", { name: PROFILE_FORM_COPY.submitting })).toHaveAttribute("aria-disabled", "true")
    await expect(phone).toHaveFocus()
    await expect(phone).toHaveAttribute("readonly")
    await userEvent.keyboard("1{Enter}")
    await expect(phone).toHaveValue(before)
    await expect(sent("user.submit")).toBe(1)
  }
}

export const UpdateFailed: Story = { args: formIn(editing(), { alert: MESSAGES.profileUpdateFailed }) }

export const Loading: Story = { args: formIn("loading") }

export const LoadFailed: Story = {
  args: formIn("loadFailed"),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: PROFILE_FORM_COPY.retry }))
    await expect(sent("user.retry")).toBe(1)
  }
}

export const Register: Story = {
  parameters: { path: "/auth/register" },
  args: newMember(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "프로필을 만들어주세요" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: PROFILE_FORM_COPY.submitRegister })).toBeEnabled()
  }
}

export const RegisterMissingFields: Story = {
  parameters: { path: "/auth/register" },
  args: newMember({
    errors: {
      nickname: VALIDATION_MESSAGES.nicknameRequired,
      dateOfBirth: VALIDATION_MESSAGES.birthDateRequired,
      phoneNumber: VALIDATION_MESSAGES.phoneRequired
    },
    alert: VALIDATION_MESSAGES.nicknameRequired
  })
}

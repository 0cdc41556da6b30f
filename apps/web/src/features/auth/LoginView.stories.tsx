import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { allProviders, devOnlyProviders, socialOnlyProviders } from "../../fixtures.ts"
import type { AuthProviders } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
import { DEV_SIGN_IN_NAME_MAX, SIGN_IN_ERRORS, signInErrorMessage } from "@mungwalk/core/auth"
import { LoginView } from "./LoginView.tsx"

const retry = fn()
const methods = (providers: AuthProviders) => loadableIn<AuthProviders>("success", providers)

const meta = {
  title: "Screens/Login",
  component: LoginView,
  parameters: { path: "/login" },
  args: { providers: methods(allProviders) }
} satisfies Meta<typeof LoginView>

export default meta
type Story = StoryObj<typeof meta>

export const AllProviders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "카카오로 시작하기" })).toHaveAttribute("href", "/api/auth/kakao")
    await expect(canvas.getByRole("link", { name: "네이버로 시작하기" })).toHaveAttribute("href", "/api/auth/naver")
    await expect(canvas.getByRole("link", { name: "Google로 시작하기" })).toHaveAttribute("href", "/api/auth/google")
    const form = canvas.getByRole("form", { name: "개발용 로그인" })
    await expect(form).toHaveAttribute("action", "/api/auth/dev")
    await expect(canvas.getByRole("textbox", { name: /이름/ })).toHaveAttribute("name", "name")
  }
}

export const DevSignInOnly: Story = {
  args: { providers: methods(devOnlyProviders) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryAllByRole("link")).toHaveLength(0)
    await expect(canvas.getByRole("button", { name: "이 이름으로 로그인" })).toBeVisible()
  }
}

export const SocialOnly: Story = {
  args: { providers: methods(socialOnlyProviders) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("form")).toBeNull()
  }
}

export const Loading: Story = { args: { providers: loadableIn("loading") } }

export const LoadFailed: Story = {
  args: { providers: loadableIn("failure", null, retry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "다시 시도" }))
    await expect(retry).toHaveBeenCalledOnce()
  }
}

/** Back from a social sign-in that was cancelled (`/login?error=access_denied`): the page says so above the methods. */
export const CameBackCancelled: Story = {
  args: { signInError: signInErrorMessage("?error=access_denied") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(SIGN_IN_ERRORS.access_denied)
  }
}

/** The development sign-in refuses a name of spaces alone in the page (no trip to the server), and takes at most the server's 30 characters. */
export const DevNameOfSpacesRefused: Story = {
  args: { providers: methods(devOnlyProviders) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole("textbox", { name: /이름/ }) as HTMLInputElement
    await expect(field).toHaveAttribute("maxlength", String(DEV_SIGN_IN_NAME_MAX))
    await userEvent.type(field, "   ")
    await expect(field.checkValidity()).toBe(false)
    await expect(field.validationMessage).toBe("보이는 글자로 이름을 입력해주세요.")
    await userEvent.type(field, "콩이보호자")
    await expect(field.checkValidity()).toBe(true)
  }
}

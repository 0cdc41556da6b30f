import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { allProviders, devOnlyProviders, socialOnlyProviders } from "../../fixtures.ts"
import type { AuthProviders } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
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

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { pet } from "../../fixtures.ts"
import { dogProfile, type DogProfile } from "@mungwalk/core/resource"
import { findableIn } from "../../app/storyStates.ts"
import { DOG_NOT_FOUND_COPY, DogProfileView } from "./DogProfileView.tsx"

const meta = {
  title: "Screens/MyPage/DogProfile",
  component: DogProfileView,
  parameters: { path: "/mypage/dogprofile/1" },
  args: { dog: findableIn<DogProfile>("success", dogProfile(pet)), onEdit: fn() }
} satisfies Meta<typeof DogProfileView>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "콩이" })).toBeVisible()
    await expect(canvas.getByText("4.2kg")).toBeVisible()
    await expect(canvas.getByText("남아")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "수정" }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
  }
}

export const NoPhotoFemaleNotNeutered: Story = {
  args: { dog: findableIn<DogProfile>("success", dogProfile({ ...pet, name: "두부", gender: "female", neutering: false, profileImageUrl: null, weight: 12 })) }
}

export const Loading: Story = { args: { dog: findableIn("loading") } }

export const LoadFailed: Story = { args: { dog: findableIn("failure", null, fn()) } }

/** `/mypage/dogprofile/9999`: another member's or a missing dog (404) — no retry, a way back to my-page. */
export const NotFound: Story = {
  parameters: { path: "/mypage/dogprofile/9999" },
  args: { dog: findableIn("notFound") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The page's heading says it (a screen reader's heading list has one).
    await expect(canvas.getByRole("heading", { level: 1, name: DOG_NOT_FOUND_COPY.title })).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "다시 시도" })).toBeNull()
    await expect(canvas.getByRole("link", { name: DOG_NOT_FOUND_COPY.back })).toHaveAttribute("href", "/mypage")
  }
}

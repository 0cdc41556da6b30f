import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { pet } from "../../fixtures.ts"
import type { Pet } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
import { DogProfileView } from "./DogProfileView.tsx"

const meta = {
  title: "Screens/MyPage/DogProfile",
  component: DogProfileView,
  parameters: { path: "/mypage/dogprofile/1" },
  args: { dog: loadableIn<Pet>("success", pet), onEdit: fn() }
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
  args: { dog: loadableIn<Pet>("success", { ...pet, name: "두부", gender: "female", neutering: false, profileImageUrl: null, weight: 12 }) }
}

export const Loading: Story = { args: { dog: loadableIn("loading") } }

export const LoadFailed: Story = { args: { dog: loadableIn("failure", null, fn()) } }

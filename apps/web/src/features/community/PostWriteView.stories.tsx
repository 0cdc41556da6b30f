import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { POST_WRITE_COPY } from "@mungwalk/core/postWrite"
import { PostWriteView } from "./PostWriteView.tsx"
import { pickedPhotos, postWriteIn } from "./storyModels.ts"

const draft = { title: "한강 산책 인증", contents: "오늘도 콩이랑 한강까지!\n날씨가 좋았어요." }

const meta = {
  title: "Screens/Community/PostWrite",
  component: PostWriteView,
  parameters: { path: "/post/write" },
  args: { form: postWriteIn("editing") }
} satisfies Meta<typeof PostWriteView>

export default meta
type Story = StoryObj<typeof meta>

export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("0/5")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "산책 인증" })).toHaveAttribute("aria-pressed", "true")
  }
}

export const TwoPhotos: Story = { args: { form: postWriteIn("editing", { ...draft, images: pickedPhotos(2) }) } }

export const FivePhotos: Story = {
  args: { form: postWriteIn("editing", { ...draft, boardId: 2, images: pickedPhotos(5) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("5/5")).toBeVisible()
  }
}

export const SixthRefused: Story = {
  args: { form: postWriteIn("editing", { ...draft, images: pickedPhotos(5), alert: POST_WRITE_COPY.tooManyImages }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toHaveTextContent(POST_WRITE_COPY.tooManyImages)
  }
}

export const Uploading: Story = {
  args: { form: postWriteIn("submitting", { ...draft, images: pickedPhotos(3), progress: 0.42 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("progressbar", { name: "올리는 중" })).toHaveAttribute("aria-valuenow", "42")
    await expect(canvas.getByRole("button", { name: /올리는 중 42%/ })).toBeDisabled()
  }
}

export const UploadFailed: Story = {
  args: { form: postWriteIn("editing", { ...draft, images: pickedPhotos(3), alert: POST_WRITE_COPY.submitFailed }) }
}

import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { POST_WRITE_COPY, type PostWriteEvent } from "@mungwalk/core/postWrite"
import { PostWriteView } from "./PostWriteView.tsx"
import { photos, pickedPhotos, postWriteIn } from "./storyModels.ts"
import { useSubmitted } from "../../app/storyStates.ts"

const draft = { title: "한강 산책 인증", contents: "오늘도 콩이랑 한강까지!\n날씨가 좋았어요." }

const send = fn<(event: PostWriteEvent) => void>()

/** How many times the view sent an event of `type`. */
const sent = (type: PostWriteEvent["type"]) => send.mock.calls.filter(([event]) => event.type === type).length

const meta = {
  title: "Screens/Community/PostWrite",
  component: PostWriteView,
  parameters: { path: "/post/write" },
  args: { form: postWriteIn("editing") },
  beforeEach: () => {
    send.mockClear()
  }
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

/**
 * '등록' with no title: the alert says so; the title is marked invalid with the same words (read
 * with it), and the alert's '확인' leads to it, as every form does.
 */
export const TitleMissing: Story = {
  render: () => {
    const [alertOpen, setAlertOpen] = useState(true)
    const form = postWriteIn("editing", { contents: draft.contents, alert: alertOpen ? POST_WRITE_COPY.titleRequired : null, invalidField: "title" })
    return <PostWriteView form={{ ...form, dismissAlert: () => setAlertOpen(false) }} />
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("textbox", { name: "제목" })
    await expect(title).toHaveAttribute("aria-invalid", "true")
    await expect(title).toHaveAccessibleDescription(POST_WRITE_COPY.titleRequired)
    await userEvent.click(within(within(canvasElement.ownerDocument.body).getByRole("alertdialog")).getByRole("button", { name: "확인" }))
    await waitFor(() => expect(title).toHaveFocus())
  }
}

/** '등록' with no text: the text field is marked the same way. */
export const ContentsMissing: Story = {
  args: { form: postWriteIn("editing", { title: draft.title, invalidField: "contents" }) },
  play: async ({ canvasElement }) => {
    const contents = within(canvasElement).getByRole("textbox", { name: "내용" })
    await expect(contents).toHaveAttribute("aria-invalid", "true")
    await expect(contents).toHaveAccessibleDescription(POST_WRITE_COPY.contentsRequired)
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

/**
 * The post on its way: the title and contents wait read-only, the boards and photos locked
 * (`aria-disabled`) — none `disabled`, so each keeps the focus; a tap changes nothing.
 */
export const Uploading: Story = {
  args: { form: postWriteIn("submitting", { ...draft, images: pickedPhotos(3), progress: 0.42 }, send) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("progressbar", { name: "올리는 중" })).toHaveAttribute("aria-valuenow", "42")
    await expect(canvas.getByRole("button", { name: /올리는 중 42%/ })).toHaveAttribute("aria-disabled", "true")
    // A slow or stalled upload can be stopped.
    await expect(canvas.getByRole("button", { name: POST_WRITE_COPY.cancelUpload })).toBeEnabled()
    for (const field of [canvas.getByRole("textbox", { name: "제목" }), canvas.getByRole("textbox", { name: "내용" })]) {
      await expect(field).toBeEnabled()
      await expect(field).toHaveAttribute("readonly")
    }
    const locked = [canvas.getByRole("button", { name: "산책 인증" }), canvas.getByRole("button", { name: "사진 1 삭제" }), canvas.getByLabelText("사진 추가")]
    for (const control of locked) {
      await expect(control).toBeEnabled()
      await expect(control).toHaveAttribute("aria-disabled", "true")
    }
    const otherBoard = canvas.getAllByRole("button", { pressed: false })[0]!
    await userEvent.click(otherBoard)
    await userEvent.click(canvas.getByRole("button", { name: "사진 1 삭제" }))
    await expect(sent("user.changeBoard")).toBe(0)
    await expect(sent("user.removeImage")).toBe(0)
  }
}

/** The form as its screen keeps it: once sent, it waits in `submitting`. */
const SendingPostForm = () => {
  const [sending, to] = useSubmitted(send)
  const form = postWriteIn(sending ? "submitting" : "editing", draft, to)
  return <PostWriteView form={form} />
}

/** Enter in the title sends the post, and the focus stays in the title (not at the page's top); Enter again sends nothing more. */
export const SentWithEnter: Story = {
  render: () => <SendingPostForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = canvas.getByRole("textbox", { name: "제목" })
    await userEvent.click(title)
    await userEvent.keyboard("{Enter}")
    await expect(sent("user.submit")).toBe(1)
    await expect(canvas.getByRole("button", { name: POST_WRITE_COPY.cancelUpload })).toBeVisible()
    await expect(title).toHaveFocus()
    await expect(title).toHaveAttribute("readonly")
    await userEvent.keyboard("!{Enter}")
    await expect(title).toHaveValue(draft.title)
    await expect(sent("user.submit")).toBe(1)
  }
}

/** Stopped mid-upload: the form as it was, and a note saying so. */
export const UploadCanceled: Story = {
  args: { form: postWriteIn("editing", { ...draft, images: pickedPhotos(3), alert: POST_WRITE_COPY.uploadCanceled }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole("alertdialog")).toHaveTextContent(POST_WRITE_COPY.uploadCanceled)
    await expect(within(canvasElement).queryByRole("button", { name: POST_WRITE_COPY.cancelUpload })).toBeNull()
  }
}

export const UploadFailed: Story = {
  args: { form: postWriteIn("editing", { ...draft, images: pickedPhotos(3), alert: POST_WRITE_COPY.submitFailed }) }
}

export const DraftOffered: Story = {
  args: { form: postWriteIn("offeringDraft", { offer: { boardId: 1, ...draft, images: pickedPhotos(1) } }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(POST_WRITE_COPY.draftTitle)
    await expect(within(dialog).getByRole("button", { name: POST_WRITE_COPY.draftRestore })).toBeInTheDocument()
    await expect(within(dialog).getByRole("button", { name: POST_WRITE_COPY.draftDiscard })).toBeInTheDocument()
  }
}

export const LeaveAsked: Story = {
  args: { form: postWriteIn("confirmingLeave", { ...draft, images: pickedPhotos(2) }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(POST_WRITE_COPY.leaveBody)
    for (const name of [POST_WRITE_COPY.stay, POST_WRITE_COPY.leave, POST_WRITE_COPY.discardAndLeave]) {
      await expect(within(dialog).getByRole("button", { name })).toBeInTheDocument()
    }
  }
}

const editing = { editId: 7, boardId: 2, title: "산책 팁 (수정)", contents: "물을 꼭 챙기세요", kept: [photos[0]!] }

export const EditMyPost: Story = {
  parameters: { path: "/post/edit/7" },
  args: { form: postWriteIn("editing", { ...editing, images: pickedPhotos(1) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: "게시글 수정" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: POST_WRITE_COPY.save })).toBeVisible()
  }
}

export const EditLeaveAsked: Story = {
  parameters: { path: "/post/edit/7" },
  args: { form: postWriteIn("confirmingLeave", { ...editing, pristine: "changed" }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(POST_WRITE_COPY.leaveEditTitle)
    await expect(within(dialog).queryByRole("button", { name: POST_WRITE_COPY.discardAndLeave })).toBeNull()
  }
}

export const EditLoading: Story = { parameters: { path: "/post/edit/7" }, args: { form: postWriteIn("loadingPost", { editId: 7 }) } }

export const EditLoadFailed: Story = { parameters: { path: "/post/edit/7" }, args: { form: postWriteIn("loadFailed", { editId: 7 }) } }

export const EditNotFound: Story = {
  parameters: { path: "/post/edit/7" },
  args: { form: postWriteIn("notFound", { editId: 7 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(POST_WRITE_COPY.notFound)).toBeVisible()
    // The way out is the board, not only the top bar's back arrow.
    await expect(within(canvasElement).getByRole("link", { name: POST_WRITE_COPY.notFoundAction })).toHaveAttribute("href", "/post/1")
  }
}

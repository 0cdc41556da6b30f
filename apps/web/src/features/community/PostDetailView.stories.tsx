import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import { POST_DETAIL_COPY } from "@mungwalk/core/postDetail"
import { reachableByScrolling, reflowProblems, zoomedTo } from "../../ui/testing/reflow.ts"
import { gallery } from "./community.css.ts"
import { PostDetailView } from "./PostDetailView.tsx"
import { photos, postDetailIn, readyDetail, storyComments, storyPost } from "./storyModels.ts"

const withImages = storyPost(1, { imgList: photos, img: photos[0]!, comments: storyComments, commentsCount: 4, likesCount: 12, isLiked: true })

const meta = {
  title: "Screens/Community/PostDetail",
  component: PostDetailView,
  parameters: { path: "/post/1/1" },
  args: { detail: postDetailIn(readyDetail, withImages) }
} satisfies Meta<typeof PostDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const WithImagesAndComments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("img", { name: /사진 \d\/3/ })).toHaveLength(3)
    await expect(canvas.getByRole("button", { name: /좋아요/ })).toHaveAttribute("aria-pressed", "true")
    // The text as written: line breaks kept, never HTML.
    await expect(canvasElement.querySelector("article p")?.textContent).toContain("\n")
    await expect(within(canvas.getByRole("listitem", { name: "보리아빠의 댓글" })).getByRole("list", { name: "답글" })).toBeVisible()
    // A comment's text buttons are 44 px targets (they were 32 px tall, '삭제' 26 px wide).
    for (const b of canvas.getAllByRole("button", { name: /답글 달기|삭제/ })) {
      const box = b.getBoundingClientRect()
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
  }
}

export const NoImagesNoComments: Story = {
  args: { detail: postDetailIn(readyDetail, storyPost(3, { comments: [], commentsCount: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyComments)).toBeVisible()
  }
}

/** Edited an hour after it was written: the edit's time on a line of its own under the author, led by no '·'. */
const editedAt = new Date(storyPost(3).createdAt.getTime() + 3_600_000)
export const EditedPost: Story = {
  args: { detail: postDetailIn(readyDetail, storyPost(3, { comments: [], commentsCount: 0, updatedAt: editedAt })) },
  play: async ({ canvasElement }) => {
    const edited = canvasElement.querySelector('[data-part="edited"]')
    await expect(edited?.textContent).toMatch(/^수정됨 \d+월 \d+일/)
    await expect(edited).toHaveAttribute("dateTime", editedAt.toISOString())
  }
}

export const OneImage: Story = { args: { detail: postDetailIn(readyDetail, storyPost(2, { comments: storyComments.slice(1), commentsCount: 1 })) } }

export const LikeReverted: Story = {
  args: { detail: postDetailIn(readyDetail, withImages, { alert: POST_DETAIL_COPY.likeFailed }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toHaveTextContent(POST_DETAIL_COPY.likeFailed)
  }
}

export const ReplyMode: Story = {
  args: { detail: postDetailIn(readyDetail, withImages, { replyTo: 1, draft: "저도 같이 가고 싶어요" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("보리아빠님에게 답글")).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: POST_DETAIL_COPY.replyPlaceholder })).toHaveValue("저도 같이 가고 싶어요")
  }
}

/**
 * '등록' with a blank comment: §5's alert; the field is marked invalid with the same words (read with
 * it), and closing the alert puts the focus in the field, as every form does.
 */
export const BlankCommentRefused: Story = {
  render: () => {
    const [alertOpen, setAlertOpen] = useState(true)
    const detail = postDetailIn(readyDetail, withImages, { alert: alertOpen ? MESSAGES.commentBlank : null, blankSubmitted: true })
    return <PostDetailView detail={{ ...detail, dismissAlert: () => setAlertOpen(false) }} />
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: POST_DETAIL_COPY.commentPlaceholder })
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(field).toHaveAccessibleDescription(MESSAGES.commentBlank)
    const alert = within(canvasElement.ownerDocument.body).getByRole("alertdialog")
    await userEvent.click(within(alert).getByRole("button", { name: "확인" }))
    await waitFor(() => expect(field).toHaveFocus())
  }
}

/** A comment just written: the status region says so (the new comment may be off screen). */
export const CommentWritten: Story = {
  args: { detail: postDetailIn(readyDetail, withImages, { written: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(POST_DETAIL_COPY.commentWritten)
  }
}

/**
 * A comment on its way: the field and '등록' wait — unchangeable and unusable, but neither is
 * `disabled`, so the focus of whoever sent it stays where it was (not at the page's top).
 */
export const SendingComment: Story = {
  args: { detail: postDetailIn({ ready: { like: "idle", comment: "submitting" } }, withImages, { draft: "좋아요!" }) },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector("form textarea") as HTMLTextAreaElement
    await expect(field).toHaveAttribute("readonly")
    await expect(field).toBeEnabled()
    field.focus()
    await expect(field).toHaveFocus()
    const send = canvasElement.querySelector('form button[type="submit"]')
    await expect(send).toHaveAttribute("aria-disabled", "true")
    await expect(send).toBeEnabled()
  }
}

export const Loading: Story = { args: { detail: postDetailIn("loading", null) } }

export const LoadFailed: Story = { args: { detail: postDetailIn("loadFailed", null) } }

const mine = storyPost(1, {
  imgList: photos,
  img: photos[0]!,
  isMine: true,
  commentsCount: 3,
  comments: [
    { ...storyComments[0]!, content: "", nickname: "", profileImageUrl: null, removed: "DELETED" },
    { ...storyComments[1]!, isMine: true },
    {
      ...storyComments[1]!,
      id: 9,
      content: "",
      nickname: "",
      profileImageUrl: null,
      removed: "WITHDRAWN",
      count: 1,
      children: [storyComments[0]!.children[0]!]
    }
  ]
})

export const MyPostWithDeletedComments: Story = {
  args: { detail: postDetailIn(readyDetail, mine) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "내 글 수정" })).toHaveAttribute("href", "/post/edit/1")
    await expect(canvas.getByRole("button", { name: "내 글 삭제" })).toBeVisible()
    await expect(canvas.getByText(POST_DETAIL_COPY.removedDeleted)).toBeVisible()
    await expect(canvas.getByText(POST_DETAIL_COPY.removedWithdrawn)).toBeVisible()
    await expect(canvas.getAllByRole("button", { name: "내 댓글 삭제" })).toHaveLength(1)
  }
}

export const ConfirmDeletePost: Story = {
  args: { detail: postDetailIn({ ready: { like: "idle", comment: "editing", manage: "confirmingPost" } }, mine) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(POST_DETAIL_COPY.deletePostTitle)
    await expect(within(dialog).getByRole("button", { name: POST_DETAIL_COPY.confirmDelete })).toBeEnabled()
  }
}

export const DeletingComment: Story = {
  args: { detail: postDetailIn({ ready: { like: "idle", comment: "editing", manage: "deletingComment" } }, mine, { deleting: 2 }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(POST_DETAIL_COPY.deleteCommentTitle)
    await expect(within(dialog).getByRole("button", { name: POST_DETAIL_COPY.cancelDelete })).toBeDisabled()
  }
}

export const OpenedAtComment: Story = {
  args: { detail: postDetailIn(readyDetail, withImages, { highlight: 4 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("#comment-4 > div")).toHaveAttribute("data-state", "highlighted")
  }
}

export const NotFound: Story = {
  args: { detail: postDetailIn("notFound", null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: POST_DETAIL_COPY.notFound })).toBeVisible()
    await expect(canvas.queryByRole("button", { name: POST_DETAIL_COPY.retry })).toBeNull()
  }
}

/**
 * The post at 200 % zoom (WCAG 1.4.10 reflow): names and dates wrap beside or under the faces
 * (never cut to a letter), replies keep a narrow indent, and the comment box is at the page's end
 * instead of over the post (with the bar and the bottom navigation it took half of the viewport);
 * only the photos move sideways.
 */
const reflowsAtZoom = async (canvasElement: HTMLElement, width: number) => {
  await expect(window.innerWidth).toBe(width)
  await expect(reflowProblems(canvasElement, { sideways: `.${gallery}` })).toEqual([])
  const canvas = within(canvasElement)
  const box = canvas.getByRole("form", { name: "댓글 쓰기" })
  window.scrollTo(0, 0)
  // Nothing of the post or its comments (the page before the box) lies under the box.
  await expect(box.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.previousElementSibling!.getBoundingClientRect().bottom)
  const field = within(box).getByRole("textbox")
  await expect(reachableByScrolling(field)).toBeNull()
  await expect(reachableByScrolling(within(box).getByRole("button", { name: POST_DETAIL_COPY.submit }))).toBeNull()
  // Its placeholder shows whole (two lines there).
  await expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight)
}

/** A 390×844 phone at 200 % (195×422 CSS px), answering a comment. */
export const ZoomedTo200: Story = {
  ...zoomedTo("zoomed390"),
  args: { detail: postDetailIn(readyDetail, withImages, { replyTo: 1 }) },
  play: async ({ canvasElement }) => {
    await reflowsAtZoom(canvasElement, 195)
    await expect(reachableByScrolling(within(canvasElement).getByRole("button", { name: POST_DETAIL_COPY.cancelReply }))).toBeNull()
  }
}

/** A 360×640 phone at 200 % (180×320 CSS px), my post with removed comments. */
export const ZoomedTo200OnASmallPhone: Story = {
  ...zoomedTo("zoomed360"),
  args: { detail: postDetailIn(readyDetail, mine) },
  play: async ({ canvasElement }) => reflowsAtZoom(canvasElement, 180)
}

/**
 * A post and a reply by members with a 20-character nickname on a 360 px phone: each date stays
 * whole on one line and the nickname is cut short with an ellipsis (not the date broken over lines).
 */
export const LongNicknameReplyOnASmallPhone: Story = {
  parameters: { viewport: { options: { phone360x640: { name: "Phone 360×640", styles: { width: "360px", height: "640px" }, type: "mobile" } } } },
  globals: { viewport: { value: "phone360x640", isRotated: false } },
  args: {
    detail: postDetailIn(
      readyDetail,
      storyPost(1, {
        nickname: "산책을정말정말좋아하는멍멍이보호자님",
        commentsCount: 2,
        comments: [{ ...storyComments[0]!, children: [{ ...storyComments[0]!.children[0]!, nickname: "아주긴닉네임을가진멍멍이보호자입니다요" }] }]
      })
    )
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360)
    const reply = within(canvasElement).getByRole("listitem", { name: "아주긴닉네임을가진멍멍이보호자입니다요의 댓글" })
    const date = reply.querySelector("span span:last-child") as HTMLElement
    const lineHeight = Number.parseFloat(getComputedStyle(date).lineHeight)
    await expect(date.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5)
    const name = within(reply).getByText("아주긴닉네임을가진멍멍이보호자입니다요")
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    const postDate = canvasElement.querySelector("article time, time") as HTMLElement
    await expect(postDate.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5)
  }
}

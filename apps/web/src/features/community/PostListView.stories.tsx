import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import { PostListView } from "./PostListView.tsx"
import { postListIn, storyNow, storyPosts } from "./storyModels.ts"

const meta = {
  title: "Screens/Community/PostList",
  component: PostListView,
  parameters: { path: "/post/1" },
  args: { boardId: 1, now: storyNow, posts: postListIn({ ready: "still" }, storyPosts(15)) }
} satisfies Meta<typeof PostListView>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("listitem")).toHaveLength(15)
    await expect(canvas.getByRole("link", { name: "산책 인증" })).toHaveAttribute("aria-current", "page")
    await expect(canvas.getByRole("link", { name: /글쓰기/ })).toHaveAttribute("href", "/post/write?board=1")
    await expect(canvas.getByText("11월 21일 (토) 오후 8:23")).toBeVisible()
  }
}

export const InformationBoard: Story = { parameters: { path: "/post/2" }, args: { boardId: 2, posts: postListIn({ ready: "still" }, storyPosts(4, 7)) } }

export const Loading: Story = { args: { posts: postListIn("loading") } }

export const Empty: Story = {
  args: { posts: postListIn("empty") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyPosts)).toBeVisible()
  }
}

export const EndOfList: Story = {
  args: { posts: postListIn("end", storyPosts(20)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("마지막 게시글이에요.")).toBeVisible()
  }
}

export const LoadingMore: Story = {
  args: { posts: postListIn({ ready: "loadingMore" }, storyPosts(15)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "게시글을 더 불러오는 중" })).toBeInTheDocument()
  }
}

export const MoreFailed: Story = { args: { posts: postListIn({ ready: "moreFailure" }, storyPosts(15)) } }

export const Failed: Story = { args: { posts: postListIn("failure", [], fn()) } }

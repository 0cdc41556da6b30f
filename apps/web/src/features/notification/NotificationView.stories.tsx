import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { NOTIFICATIONS_COPY } from "@mungwalk/core/notifications"
import { AppLayout } from "../../app/ShellView.tsx"
import { notificationsIn, storyNotifications } from "../community/storyModels.ts"
import { NotificationView } from "./NotificationView.tsx"

const meta = {
  title: "Screens/Notification",
  component: NotificationView,
  parameters: { path: "/notification" },
  args: { notifications: notificationsIn({ inside: "showing" }, { items: storyNotifications, unread: true }) }
} satisfies Meta<typeof NotificationView>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const links = canvas.getAllByRole("link")
    await expect(links).toHaveLength(3)
    await expect(links[0]).toHaveAttribute("href", "/post/1/1")
    await expect(links[0]).toHaveTextContent(NOTIFICATIONS_COPY.commented("보리아빠"))
    await expect(links[0]).toHaveAttribute("data-state", "unread")
    // Unread is said, not only tinted; the link opens the post under its own board.
    await expect(links[0]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${NOTIFICATIONS_COPY.unreadItem}: `)))
    await expect(links[2]).not.toHaveAccessibleName(expect.stringMatching(new RegExp(NOTIFICATIONS_COPY.unreadItem)))
    await expect(links[1]).toHaveAttribute("href", "/post/2/4")
  }
}

/** A 1,000-character comment shows its first three lines: the other notifications stay in view. */
export const LongComment: Story = {
  args: {
    notifications: notificationsIn(
      { inside: "showing" },
      { items: [{ ...storyNotifications[0]!, commentContent: "산책 ".repeat(250) }, ...storyNotifications.slice(1)], unread: true }
    )
  },
  play: async ({ canvasElement }) => {
    const [long, short] = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="notification-content"]')]
    const line = short!.getBoundingClientRect().height
    await expect(long!.getBoundingClientRect().height).toBeLessThanOrEqual(3 * line + 1)
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(3)
  }
}

export const Empty: Story = {
  args: { notifications: notificationsIn({ inside: "showing" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NOTIFICATIONS_COPY.empty)).toBeVisible()
  }
}

export const Loading: Story = { args: { notifications: notificationsIn({ inside: "loading" }) } }

export const Failed: Story = { args: { notifications: notificationsIn({ inside: "failed" }, {}, fn()) } }

/** The top bar as the shell renders it from the same machine: the icon changes while anything is unread. */
export const TopBarUnread: Story = {
  parameters: { frame: "bare", path: "/" },
  render: (args) => {
    const flag = notificationsIn("outside", { unread: true })
    return (
      <AppLayout bar={{ kind: "top" }} bottomNav activeNav="home" unread={flag.hasUnread} onBack={fn()}>
        <NotificationView {...args} />
      </AppLayout>
    )
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "알림 (새 알림 있음)" })).toHaveAttribute("data-state", "unread")
  }
}

/** A reply says '답글을 남겼어요'; both open the post at the comment. */
export const ReplyAndComment: Story = {
  args: {
    notifications: notificationsIn(
      { inside: "showing" },
      {
        unread: true,
        items: [
          { id: 5, commenterNickname: "두부네", commentContent: "저도 가봐야겠어요", read: false, postId: 1, commentId: 4, reply: true },
          { id: 6, commenterNickname: "보리아빠", commentContent: "다음 주말에 같이 산책해요", read: false, postId: 1, commentId: 2, reply: false }
        ]
      }
    )
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link")
    await expect(links[0]).toHaveTextContent(NOTIFICATIONS_COPY.replied("두부네"))
    await expect(links[0]).toHaveAttribute("href", "/post/1/1?comment=4")
    await expect(links[1]).toHaveTextContent(NOTIFICATIONS_COPY.commented("보리아빠"))
    await expect(links[1]).toHaveAttribute("href", "/post/1/1?comment=2")
  }
}

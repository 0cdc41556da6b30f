import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { connectSettings, SETTINGS_COPY, settingsMachine, type SettingsContext, type SettingsEvent } from "@mungwalk/core/settings"
import { SettingsView } from "./SettingsView.tsx"

const SETTINGS = { walkSharing: true, locationConsent: "AGREED", commentNotifications: true } as const

/** The view of the real machine in `state` with `context` (a state the app can be in), its events recorded by `send`. */
const settingsIn = (state: string, context: Partial<SettingsContext> = {}, send: (event: SettingsEvent) => void = () => {}) =>
  connectSettings(
    settingsMachine.resolveState({
      value: state,
      context: { settings: SETTINGS, alert: null, failure: null, unsentPoints: 0, walking: false, ...context }
    }),
    send
  )

const meta = {
  title: "Screens/MyPage/Settings",
  component: SettingsView,
  parameters: { path: "/mypage/settings" },
  args: { settings: settingsIn("ready") }
} satisfies Meta<typeof SettingsView>

export default meta
type Story = StoryObj<typeof meta>

/** Walk sharing and comment notifications as switches, the download, sign-out and withdrawal. */
export const Settings: Story = {
  args: { settings: settingsIn("ready", {}, fn()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("switch", { name: SETTINGS_COPY.sharing })).toHaveAttribute("aria-checked", "true")
    await expect(canvas.getByRole("switch", { name: SETTINGS_COPY.notifications })).toHaveAttribute("aria-checked", "true")
    await expect(canvas.getByText(SETTINGS_COPY.sharingOn)).toBeVisible()
    await expect(canvas.getByRole("button", { name: SETTINGS_COPY.export })).toBeEnabled()
    await expect(canvas.getByRole("button", { name: SETTINGS_COPY.logout })).toBeVisible()
    await expect(canvas.getByRole("button", { name: SETTINGS_COPY.deleteAccount })).toBeVisible()
  }
}

/** 비공개, notifications off. */
export const Private: Story = {
  args: { settings: settingsIn("ready", { settings: { walkSharing: false, locationConsent: "DECLINED", commentNotifications: false } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("switch", { name: SETTINGS_COPY.sharing })).toHaveAttribute("aria-checked", "false")
    await expect(canvas.getByText(SETTINGS_COPY.sharingOff)).toBeVisible()
  }
}

export const Saving: Story = { args: { settings: settingsIn("savingSharing") } }

export const Exporting: Story = { args: { settings: settingsIn("exporting") } }

export const Loading: Story = { args: { settings: settingsIn("loading", { settings: null }) } }

export const LoadFailed: Story = { args: { settings: settingsIn("loadFailed", { settings: null }) } }

export const SaveFailed: Story = {
  args: { settings: settingsIn("ready", { alert: SETTINGS_COPY.saveFailed }) },
  play: async () => {
    await expect(within(document.body).getByRole("alertdialog")).toHaveTextContent(SETTINGS_COPY.saveFailed)
  }
}

export const ConfirmLogout: Story = {
  args: { settings: settingsIn("confirmingLogout") },
  play: async () => {
    const dialog = within(document.body).getByRole("alertdialog")
    await expect(dialog).toHaveTextContent(SETTINGS_COPY.confirmLogoutTitle)
    await expect(dialog).not.toHaveTextContent(SETTINGS_COPY.confirmLogoutWalking)
  }
}

/** During a walk: the unsent points are sent first. */
export const ConfirmLogoutWalking: Story = {
  args: { settings: settingsIn("confirmingLogout", { walking: true, unsentPoints: 12 }) },
  play: async () => {
    await expect(within(document.body).getByRole("alertdialog")).toHaveTextContent(SETTINGS_COPY.confirmLogoutWalking)
  }
}

export const SendingWalk: Story = { args: { settings: settingsIn("flushingWalk", { walking: true, unsentPoints: 12 }) } }

/** The points could not be sent: signing out loses them, so the member decides. */
const lossEvents = fn()
export const ConfirmLoss: Story = {
  args: { settings: settingsIn("confirmingLoss", { walking: true, unsentPoints: 5 }, lossEvents) },
  play: async () => {
    const dialog = within(within(document.body).getByRole("alertdialog"))
    await waitFor(() => expect(dialog.getByText(SETTINGS_COPY.confirmLossBody(5))).toBeVisible())
    await userEvent.click(dialog.getByRole("button", { name: SETTINGS_COPY.confirmLoss }))
    await expect(lossEvents).toHaveBeenCalledWith({ type: "user.confirm" })
  }
}

export const SigningOut: Story = { args: { settings: settingsIn("signingOut") } }

/** What withdrawal erases and what it keeps (orders, anonymously, for 5 years). */
export const ConfirmDelete: Story = {
  args: { settings: settingsIn("confirmingDelete") },
  play: async () => {
    const dialog = within(document.body).getByRole("alertdialog")
    await expect(dialog).toHaveTextContent(SETTINGS_COPY.confirmDeleteTitle)
    for (const line of SETTINGS_COPY.confirmDeleteBody) await expect(dialog).toHaveTextContent(line)
    await waitFor(() => expect(within(dialog).getByRole("button", { name: SETTINGS_COPY.confirmDelete })).toBeVisible())
  }
}

export const Deleting: Story = { args: { settings: settingsIn("deleting") } }

/** Refused by the server while an order is being paid: its message, with a retry. */
export const DeleteFailed: Story = {
  args: {
    settings: settingsIn("deleteFailed", { failure: "결제나 환불이 진행 중인 주문이 있어 지금은 탈퇴할 수 없어요. 처리가 끝난 뒤에 다시 시도해주세요." })
  },
  play: async () => {
    const dialog = within(document.body).getByRole("alertdialog")
    await expect(dialog).toHaveTextContent(SETTINGS_COPY.deleteFailedTitle)
    await expect(dialog).toHaveTextContent("결제나 환불이 진행 중인 주문이 있어")
    await waitFor(() => expect(within(dialog).getByRole("button", { name: SETTINGS_COPY.retry })).toBeVisible())
  }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within } from "storybook/test"
import { connectConsent, consentMachine, SETTINGS_COPY } from "@mungwalk/core/settings"
import { LocationConsentView } from "./LocationConsentView.tsx"

const consentIn = (state: "asking" | "saving", alert: string | null = null, send: Parameters<typeof connectConsent>[1] = () => {}) =>
  connectConsent(consentMachine.resolveState({ value: state, context: { answered: false, answer: state === "saving" ? "AGREED" : null, alert } }), send)

const meta = {
  title: "Screens/Walk/LocationConsent",
  component: LocationConsentView,
  parameters: { path: "/walk" },
  args: { consent: consentIn("asking") }
} satisfies Meta<typeof LocationConsentView>

export default meta
type Story = StoryObj<typeof meta>

/** What is recorded and who sees it, with 동의 (공개), 동의하지 않음 (비공개) and 나중에. */
export const Asking: Story = {
  play: async () => {
    const dialog = await waitFor(() => within(document.body).getByRole("dialog", { name: SETTINGS_COPY.consentTitle }))
    for (const line of SETTINGS_COPY.consentBody) await expect(dialog).toHaveTextContent(line)
    await waitFor(() => expect(within(dialog).getByRole("button", { name: SETTINGS_COPY.consentDecline })).toBeVisible())
  }
}

const sendConsent = fn()

/**
 * Opened by the start button, in its place: a double tap on start must not answer it. For its
 * first half second a tap falls on the backdrop and does nothing (not even '나중에'); then the
 * buttons take taps.
 */
export const GuardsTheOpeningTap: Story = {
  args: { consent: consentIn("asking", null, sendConsent) },
  play: async () => {
    sendConsent.mockClear()
    const dialog = await waitFor(() => within(document.body).getByRole("dialog", { name: SETTINGS_COPY.consentTitle }))
    const later = within(dialog).getByRole("button", { name: SETTINGS_COPY.consentLater })
    const box = later.getBoundingClientRect()
    const hit = () => document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const first = hit()!
    await expect(first.closest("button")).toBeNull()
    first.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }))
    first.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    await expect(sendConsent).not.toHaveBeenCalled()
    await waitFor(() => expect(hit()?.closest("button")).toBe(later), { timeout: 2000 })
    hit()!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    await expect(sendConsent).toHaveBeenCalled()
  }
}

export const Saving: Story = { args: { consent: consentIn("saving") } }

export const SaveFailed: Story = {
  args: { consent: consentIn("asking", SETTINGS_COPY.consentSaveFailed) },
  play: async () => {
    await waitFor(() => expect(within(document.body).getByRole("alertdialog")).toHaveTextContent(SETTINGS_COPY.consentSaveFailed))
  }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { connectConsent, consentMachine, SETTINGS_COPY } from "@mungwalk/core/settings"
import { LocationConsentView } from "./LocationConsentView.tsx"

const consentIn = (state: "asking" | "saving", alert: string | null = null) =>
  connectConsent(consentMachine.resolveState({ value: state, context: { answered: false, answer: state === "saving" ? "AGREED" : null, alert } }), () => {})

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

export const Saving: Story = { args: { consent: consentIn("saving") } }

export const SaveFailed: Story = {
  args: { consent: consentIn("asking", SETTINGS_COPY.consentSaveFailed) },
  play: async () => {
    await waitFor(() => expect(within(document.body).getByRole("alertdialog")).toHaveTextContent(SETTINGS_COPY.consentSaveFailed))
  }
}

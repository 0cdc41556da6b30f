/** The settings view model: the toggles, the buttons, and the one dialog that may be open. */
import type { SnapshotFrom } from "xstate"
import type { SettingsMachine } from "./settings.machine.ts"
import { SETTINGS_COPY, type SettingsEvent } from "./settings.types.ts"

/** The dialog over the page: a question (confirm / cancel), a progress note, or a failure. */
export type SettingsDialog =
  | {
      readonly kind: "confirm"
      readonly id: "logout" | "loss" | "delete"
      readonly title: string
      readonly body: ReadonlyArray<string>
      readonly confirmLabel: string
      /** A destructive action (red button). */
      readonly danger: boolean
    }
  | { readonly kind: "progress"; readonly text: string }
  | { readonly kind: "failed"; readonly title: string; readonly body: string }

export interface SettingsView {
  readonly status: "loading" | "failed" | "ready"
  readonly copy: typeof SETTINGS_COPY
  /** Null until loaded. */
  readonly walkSharing: boolean | null
  readonly sharingHint: string
  readonly commentNotifications: boolean | null
  /** A setting is being saved: the toggles wait. */
  readonly saving: boolean
  readonly exporting: boolean
  readonly alert: string | null
  readonly dialog: SettingsDialog | null
  retry(): void
  toggleSharing(): void
  toggleNotifications(): void
  exportData(): void
  logout(): void
  deleteAccount(): void
  confirm(): void
  cancel(): void
  dismissAlert(): void
}

const dialogOf = (snapshot: SnapshotFrom<SettingsMachine>): SettingsDialog | null => {
  const c = snapshot.context
  if (snapshot.matches("confirmingLogout")) {
    return {
      kind: "confirm",
      id: "logout",
      title: SETTINGS_COPY.confirmLogoutTitle,
      body: c.walking || c.unsentPoints > 0 ? [SETTINGS_COPY.confirmLogoutBody, SETTINGS_COPY.confirmLogoutWalking] : [SETTINGS_COPY.confirmLogoutBody],
      confirmLabel: SETTINGS_COPY.logout,
      danger: false
    }
  }
  if (snapshot.matches("confirmingLoss")) {
    return {
      kind: "confirm",
      id: "loss",
      title: SETTINGS_COPY.confirmLossTitle,
      body: [SETTINGS_COPY.confirmLossBody(c.unsentPoints)],
      confirmLabel: SETTINGS_COPY.confirmLoss,
      danger: true
    }
  }
  if (snapshot.matches("confirmingDelete")) {
    return {
      kind: "confirm",
      id: "delete",
      title: SETTINGS_COPY.confirmDeleteTitle,
      body: SETTINGS_COPY.confirmDeleteBody,
      confirmLabel: SETTINGS_COPY.confirmDelete,
      danger: true
    }
  }
  if (snapshot.matches("flushingWalk")) return { kind: "progress", text: SETTINGS_COPY.flushing }
  if (snapshot.matches("signingOut") || snapshot.matches("signedOut")) return { kind: "progress", text: SETTINGS_COPY.signingOut }
  if (snapshot.matches("deleting") || snapshot.matches("deleted")) return { kind: "progress", text: SETTINGS_COPY.deleting }
  if (snapshot.matches("deleteFailed")) return { kind: "failed", title: SETTINGS_COPY.deleteFailedTitle, body: c.failure ?? SETTINGS_COPY.deleteFailed }
  return null
}

export const connectSettings = (snapshot: SnapshotFrom<SettingsMachine>, send: (event: SettingsEvent) => void): SettingsView => {
  const c = snapshot.context
  const status = snapshot.matches("loading") ? "loading" : snapshot.matches("loadFailed") ? "failed" : "ready"
  const sharing = c.settings?.walkSharing ?? null
  return {
    status,
    copy: SETTINGS_COPY,
    walkSharing: sharing,
    sharingHint: sharing === false ? SETTINGS_COPY.sharingOff : SETTINGS_COPY.sharingOn,
    commentNotifications: c.settings?.commentNotifications ?? null,
    saving: snapshot.matches("savingSharing") || snapshot.matches("savingNotifications"),
    exporting: snapshot.matches("exporting"),
    alert: c.alert,
    dialog: dialogOf(snapshot),
    retry: () => send({ type: "user.retry" }),
    toggleSharing: () => send({ type: "user.toggleSharing" }),
    toggleNotifications: () => send({ type: "user.toggleNotifications" }),
    exportData: () => send({ type: "user.export" }),
    logout: () => send({ type: "user.logout" }),
    deleteAccount: () => send({ type: "user.deleteAccount" }),
    confirm: () => send({ type: "user.confirm" }),
    cancel: () => send({ type: "user.cancel" }),
    dismissAlert: () => send({ type: "user.dismissAlert" })
  }
}

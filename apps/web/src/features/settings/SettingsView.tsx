import type { ReactElement } from "react"
import type { SettingsView as SettingsModel } from "@mungwalk/core/settings"
import { Alert, Button, Card, LoadFailed, Modal, Page, PageSection, Skeleton, Spinner, Stack, Text, Toggle } from "../../ui/index.ts"
import * as css from "./settings.css.ts"

export interface SettingsViewProps {
  settings: SettingsModel
}

/** `/mypage/settings`: walk sharing, comment notifications, the data download, sign-out and withdrawal, with their dialogs. */
export const SettingsView = ({ settings: s }: SettingsViewProps): ReactElement => {
  const { copy, dialog } = s
  return (
    <Page label={copy.title}>
      <Text as="h1" size="xl" weight="bold">
        {copy.title}
      </Text>
      {s.status === "loading" ? (
        <Stack gap="4">
          <Skeleton height={120} label={copy.loading} />
          <Skeleton height={88} />
          <Skeleton height={120} />
        </Stack>
      ) : s.status === "failed" ? (
        <LoadFailed title={copy.title} message={copy.couldNotLoad} onRetry={s.retry} />
      ) : (
        <>
          <PageSection title={copy.sharingSection}>
            <Card padding="md">
              <Stack gap="2">
                <Toggle label={copy.sharing} checked={s.walkSharing === true} onChange={s.toggleSharing} disabled={s.saving} />
                <Text size="sm" tone="muted">
                  {s.sharingHint}
                </Text>
              </Stack>
            </Card>
          </PageSection>
          <PageSection title={copy.notificationsSection}>
            <Card padding="md">
              <Stack gap="2">
                <Toggle label={copy.notifications} checked={s.commentNotifications === true} onChange={s.toggleNotifications} disabled={s.saving} />
                <Text size="sm" tone="muted">
                  {copy.notificationsHint}
                </Text>
              </Stack>
            </Card>
          </PageSection>
          <PageSection title={copy.dataSection}>
            <Card padding="md">
              <Stack gap="3">
                <Text size="sm" tone="muted">
                  {copy.exportHint}
                </Text>
                <Button variant="outline" fullWidth onClick={s.exportData} loading={s.exporting}>
                  {s.exporting ? copy.exporting : copy.export}
                </Button>
              </Stack>
            </Card>
          </PageSection>
          <Stack gap="3">
            <Button variant="secondary" fullWidth onClick={s.logout}>
              {copy.logout}
            </Button>
            <button type="button" className={css.leave} onClick={s.deleteAccount}>
              {copy.deleteAccount}
            </button>
          </Stack>
        </>
      )}

      <Modal
        open={dialog?.kind === "confirm"}
        role="alertdialog"
        title={dialog?.kind === "confirm" ? dialog.title : ""}
        onClose={s.cancel}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={s.cancel} data-autofocus>
              {copy.cancel}
            </Button>
            <Button variant={dialog?.kind === "confirm" && dialog.danger ? "danger" : "primary"} fullWidth onClick={s.confirm}>
              {dialog?.kind === "confirm" ? dialog.confirmLabel : ""}
            </Button>
          </>
        }
      >
        {dialog?.kind === "confirm" ? (
          <ul className={css.points}>
            {dialog.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === "progress"} title={dialog?.kind === "progress" ? dialog.text : ""}>
        <div className={css.progress}>
          <Spinner label={dialog?.kind === "progress" ? dialog.text : ""} />
        </div>
      </Modal>
      <Modal
        open={dialog?.kind === "failed"}
        role="alertdialog"
        title={dialog?.kind === "failed" ? dialog.title : ""}
        description={dialog?.kind === "failed" ? dialog.body : undefined}
        onClose={s.cancel}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={s.cancel} data-autofocus>
              {copy.cancel}
            </Button>
            <Button variant="danger" fullWidth onClick={s.retry}>
              {copy.retry}
            </Button>
          </>
        }
      />
      <Alert message={s.alert} onConfirm={s.dismissAlert} />
    </Page>
  )
}

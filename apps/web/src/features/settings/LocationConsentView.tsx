import type { ReactElement } from "react"
import type { ConsentView } from "@mungwalk/core/settings"
import { Alert, Button, Modal } from "../../ui/index.ts"
import * as css from "./settings.css.ts"

/** '위치정보 이용 동의' when the first walk's start is pressed: what is recorded, who sees it; 동의 (공개), not (비공개) or later (비공개 for now), then the walk starts; closed, nothing starts. */
export const LocationConsentView = ({ consent: c }: { consent: ConsentView }): ReactElement => (
  <>
    <Modal
      open={c.open && c.alert === null}
      title={c.copy.consentTitle}
      onClose={c.saving ? undefined : c.close}
      actionsLayout="stack"
      // Opened by the start button, whose place its buttons take: a double tap on start must not answer it.
      guardsOpeningTap
      actions={
        <>
          <Button fullWidth onClick={c.agree} loading={c.saving} data-autofocus>
            {c.copy.consentAgree}
          </Button>
          <Button variant="outline" fullWidth onClick={c.decline} disabled={c.saving}>
            {c.copy.consentDecline}
          </Button>
          <Button variant="ghost" fullWidth onClick={c.later} disabled={c.saving}>
            {c.copy.consentLater}
          </Button>
        </>
      }
    >
      <ul className={css.points}>
        {c.copy.consentBody.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Modal>
    <Alert message={c.alert} onConfirm={c.dismissAlert} />
  </>
)

/**
 * The location consent step's calls (before a walk's first start): a module of its own, so the walk
 * screen loads the consent machine without the settings screen's (`settings.actors.ts`).
 */
import { fromApiCall } from "../api/abort.ts"
import type { ApiClient } from "../api/client.ts"
import type { AccountSettings, LocationConsent } from "../schema/account.ts"
import { consentMachine } from "./consent.machine.ts"

/** The consent step's calls and the walk's start: `provideConsentMachine(api, () => walk.send({ type: "user.start" }))`. */
export const provideConsentMachine = (api: ApiClient, startWalk: () => void) =>
  consentMachine.provide({
    actors: {
      loadSettings: fromApiCall<AccountSettings, void>(({ signal }) => api.call("accountSettings", undefined, { signal })),
      saveConsent: fromApiCall<AccountSettings, LocationConsent>(({ input, signal }) =>
        api.call("updateAccountSettings", { body: { locationConsent: input } }, { signal })
      )
    },
    actions: { startWalk: () => startWalk() }
  })

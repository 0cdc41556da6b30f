/** The settings' calls and device effects: `provideSettingsMachine({ api, walk, clearLocal, navigate, saveFile })`. */
import { fromPromise } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import { encodeWith } from "../api/codec.ts"
import { seoulDayKey } from "../domain/format.ts"
import type { AccountExport, AccountSettings, AccountSettingsUpdate } from "../schema/account.ts"
import { AccountExport as AccountExportSchema } from "../schema/account.ts"
import { settingsMachine } from "./settings.machine.ts"
import type { SettingsPorts, WalkOnDevice } from "./settings.types.ts"

/** The download's file name: `mungwalk-my-data-2026-11-26.json` (the day of the export in Korea, as the member reads it). */
export const exportFileName = (data: AccountExport): string => `mungwalk-my-data-${seoulDayKey(data.exportedAt)}.json`

/** The export as the member receives it: the wire JSON (ISO dates), indented. */
export const exportFileContents = (data: AccountExport): string => {
  const encoded = encodeWith(AccountExportSchema, data)
  return JSON.stringify(encoded.ok ? encoded.value : data, null, 2)
}

export const createSettingsImplementations = ({ api, walk, clearLocal, navigate, saveFile }: SettingsPorts) => ({
  actors: {
    loadSettings: fromApiCall<AccountSettings, void>(({ signal }) => api.call("accountSettings", undefined, { signal })),
    saveSettings: fromApiCall<AccountSettings, AccountSettingsUpdate>(({ input, signal }) => api.call("updateAccountSettings", { body: input }, { signal })),
    exportData: fromApiCall<AccountExport, void>(({ signal }) => api.call("accountExport", undefined, { signal })),
    readWalk: fromPromise<WalkOnDevice, void>(() => walk.read()),
    flushWalk: fromPromise<WalkOnDevice, void>(() => walk.flush()),
    logout: fromApiCall<void, void>(({ signal }) => api.call("logout", undefined, { signal })),
    /*
     * Once the server has said the member is gone, the device forgets them and goes home from the
     * call itself, and the call is not aborted when the screen goes: the withdrawal revokes the
     * token, so another call of the page's in flight meanwhile (the notifications' first) can be
     * refused with 401, which signs the page out and tears this screen down before the answer
     * arrives. The answer must still land (`account.e2e.ts`).
     */
    deleteAccount: fromPromise<void, void>(async () => {
      await api.call("deleteAccount")
      clearLocal()
      navigate("/", { replace: true })
    })
  },
  actions: {
    offerFile: (_: unknown, data: AccountExport) => saveFile(exportFileName(data), exportFileContents(data), "application/json"),
    clearLocal: () => clearLocal(),
    goHome: () => navigate("/", { replace: true })
  }
})

export const provideSettingsMachine = (ports: SettingsPorts) => settingsMachine.provide(createSettingsImplementations(ports))

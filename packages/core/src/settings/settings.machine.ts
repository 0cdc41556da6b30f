/**
 * `/mypage/settings` (issue 32): the member's settings, sign-out, withdrawal and data download.
 *
 * ```
 * loading ─ok─> ready | ─fail─> loadFailed ─user.retry─> loading
 * ready ─user.toggleSharing | user.toggleNotifications─> saving ─ok | fail (alert)─> ready
 * ready ─user.export─> exporting ─ok (file offered) | fail (alert)─> ready
 * ready ─user.logout─> checkingWalk ─> confirmingLogout ─user.confirm─> [unsent walk points] flushingWalk | signingOut
 *        flushingWalk ─all sent─> signingOut | ─some not sent─> confirmingLoss ─user.confirm─> signingOut
 *        signingOut ─ok | 401 (already refused)─> signedOut (local state cleared, to /) | ─fail (alert)─> ready
 * ready ─user.deleteAccount─> confirmingDelete ─user.confirm─> deleting ─ok─> deleted (the call cleared the device and went to /)
 *        deleting ─fail─> deleteFailed (the server's message: an order being paid) ─user.retry─> deleting
 * every dialog ─user.cancel─> ready
 * ```
 */
import { assign, fromPromise, setup } from "xstate"
import { HttpError, isHttpStatus } from "../api/errors.ts"
import type { AccountExport, AccountSettings, AccountSettingsUpdate } from "../schema/account.ts"
import { SETTINGS_COPY, type SettingsContext, type SettingsEvent, type WalkOnDevice } from "./settings.types.ts"

const missing = (name: string) => new Error(`settings: '${name}' is not provided; use provideSettingsMachine(ports)`)

/** The server's Korean message of a refused withdrawal (409 while an order is paid), else the generic one. */
const deleteFailure = (error: unknown): string =>
  error instanceof HttpError && error.status < 500 && error.message ? error.message : SETTINGS_COPY.deleteFailed

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent
  },
  actors: {
    loadSettings: fromPromise<AccountSettings, void>(async () => {
      throw missing("loadSettings")
    }),
    saveSettings: fromPromise<AccountSettings, AccountSettingsUpdate>(async () => {
      throw missing("saveSettings")
    }),
    exportData: fromPromise<AccountExport, void>(async () => {
      throw missing("exportData")
    }),
    readWalk: fromPromise<WalkOnDevice, void>(async () => {
      throw missing("readWalk")
    }),
    flushWalk: fromPromise<WalkOnDevice, void>(async () => {
      throw missing("flushWalk")
    }),
    logout: fromPromise<void, void>(async () => {
      throw missing("logout")
    }),
    deleteAccount: fromPromise<void, void>(async () => {
      throw missing("deleteAccount")
    })
  },
  actions: {
    setSettings: assign((_, settings: AccountSettings) => ({ settings })),
    alert: assign((_, message: string) => ({ alert: message })),
    dismissAlert: assign({ alert: null }),
    setWalk: assign((_, walk: WalkOnDevice) => ({ unsentPoints: walk.unsent, walking: walk.walking })),
    setFailure: assign(({ event }) => ({ failure: deleteFailure((event as { readonly error?: unknown }).error) })),
    offerFile: (_, _data: AccountExport) => {
      throw missing("offerFile")
    },
    clearLocal: () => {
      throw missing("clearLocal")
    },
    goHome: () => {
      throw missing("goHome")
    }
  },
  guards: {
    hasUnsentWalk: ({ context }) => context.unsentPoints > 0,
    allSent: (_, walk: WalkOnDevice) => walk.unsent === 0,
    isUnauthorized: ({ event }) => isHttpStatus((event as { error?: unknown }).error, 401)
  }
}).createMachine({
  id: "settings",
  context: { settings: null, alert: null, failure: null, unsentPoints: 0, walking: false },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadSettings",
        src: "loadSettings",
        onDone: { target: "ready", actions: { type: "setSettings", params: ({ event }) => event.output } },
        onError: "loadFailed"
      }
    },
    loadFailed: { on: { "user.retry": "loading" } },
    ready: {
      on: {
        "user.toggleSharing": "savingSharing",
        "user.toggleNotifications": "savingNotifications",
        "user.export": "exporting",
        "user.logout": "checkingWalk",
        "user.deleteAccount": "confirmingDelete",
        "user.dismissAlert": { actions: "dismissAlert" }
      }
    },
    savingSharing: {
      invoke: {
        id: "saveSharing",
        src: "saveSettings",
        input: ({ context }) => ({ walkSharing: !context.settings!.walkSharing }),
        onDone: { target: "ready", actions: { type: "setSettings", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: { type: "alert", params: SETTINGS_COPY.saveFailed } }
      }
    },
    savingNotifications: {
      invoke: {
        id: "saveNotifications",
        src: "saveSettings",
        input: ({ context }) => ({ commentNotifications: !context.settings!.commentNotifications }),
        onDone: { target: "ready", actions: { type: "setSettings", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: { type: "alert", params: SETTINGS_COPY.saveFailed } }
      }
    },
    exporting: {
      invoke: {
        id: "exportData",
        src: "exportData",
        onDone: { target: "ready", actions: { type: "offerFile", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: { type: "alert", params: SETTINGS_COPY.exportFailed } }
      }
    },
    checkingWalk: {
      invoke: {
        id: "readWalk",
        src: "readWalk",
        onDone: { target: "confirmingLogout", actions: { type: "setWalk", params: ({ event }) => event.output } },
        onError: "confirmingLogout"
      }
    },
    confirmingLogout: {
      on: {
        "user.confirm": [{ guard: "hasUnsentWalk", target: "flushingWalk" }, { target: "signingOut" }],
        "user.cancel": "ready"
      }
    },
    flushingWalk: {
      invoke: {
        id: "flushWalk",
        src: "flushWalk",
        onDone: [
          { guard: { type: "allSent", params: ({ event }) => event.output }, target: "signingOut" },
          { target: "confirmingLoss", actions: { type: "setWalk", params: ({ event }) => event.output } }
        ],
        onError: "confirmingLoss"
      }
    },
    confirmingLoss: {
      on: { "user.confirm": "signingOut", "user.cancel": "ready" }
    },
    signingOut: {
      invoke: {
        id: "logout",
        src: "logout",
        onDone: "signedOut",
        onError: [
          { guard: "isUnauthorized", target: "signedOut" },
          { target: "ready", actions: { type: "alert", params: SETTINGS_COPY.logoutFailed } }
        ]
      }
    },
    signedOut: { type: "final", entry: ["clearLocal", "goHome"] },
    confirmingDelete: {
      on: { "user.confirm": "deleting", "user.cancel": "ready" }
    },
    deleting: {
      invoke: {
        id: "deleteAccount",
        src: "deleteAccount",
        onDone: "deleted",
        onError: { target: "deleteFailed", actions: "setFailure" }
      }
    },
    deleteFailed: {
      on: { "user.retry": "deleting", "user.cancel": "ready" }
    },
    // The call itself has cleared the device and gone home: its answer must land even when the
    // screen (this machine) was torn down meanwhile (`settings.actors.ts`).
    deleted: { type: "final" }
  }
})

export type SettingsMachine = typeof settingsMachine

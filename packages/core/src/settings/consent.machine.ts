/**
 * '위치정보 이용 동의', asked once, as a step of the first walk's start: pressing start asks a
 * member who never answered what is recorded and who sees it. Agreeing makes the walks 공개,
 * declining 비공개; either way the walk then starts (`startWalk`, the walk machine's own
 * `user.start`). '나중에 정하기' starts it without an answer — private, as a member who never
 * answered shares nothing (the server's default) — and the next start asks again; closing the
 * dialog (its ×, the back) starts nothing.
 *
 * ```
 * checking ─ok─> idle (answered or not) | ─fail─> idle (not asked: walking never waits on this)
 * idle ─user.start─> [never answered, dogs chosen] asking | startWalk (the walk machine answers a start without dogs)
 * asking ─user.agree | user.decline─> saving ─ok─> idle + startWalk | ─fail (alert)─> asking
 * asking ─user.later─> idle + startWalk (no answer saved) ; ─user.close─> idle
 * checking ─user.start─> startWalk (not known yet: not asked)
 * ```
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { AccountSettings, LocationConsent } from "../schema/account.ts"
import { CONSENT_COPY } from "./consent.copy.ts"

export type ConsentEvent =
  /** The start button; `withDogs`: dogs are chosen, so the walk would start (else the walk machine answers with its alert, not asked). */
  | { readonly type: "user.start"; readonly withDogs: boolean }
  | { readonly type: "user.agree" }
  | { readonly type: "user.decline" }
  /** '나중에 정하기': walk now without answering (private), asked again next time. */
  | { readonly type: "user.later" }
  /** The dialog closed (its ×, the back): no walk. */
  | { readonly type: "user.close" }
  | { readonly type: "user.dismissAlert" }

export interface ConsentContext {
  /** The member has answered (or the check failed: not asked then). */
  readonly answered: boolean
  readonly answer: LocationConsent | null
  readonly alert: string | null
}

const missing = (name: string) => new Error(`location consent: '${name}' is not provided; use provideConsentMachine(api, startWalk)`)

export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent },
  actors: {
    loadSettings: fromPromise<AccountSettings, void>(async () => {
      throw missing("loadSettings")
    }),
    saveConsent: fromPromise<AccountSettings, LocationConsent>(async () => {
      throw missing("saveConsent")
    })
  },
  actions: {
    noteSettings: assign((_, settings: AccountSettings) => ({ answered: settings.locationConsent !== null })),
    noteAnswered: assign({ answered: true }),
    choose: assign((_, answer: LocationConsent) => ({ answer })),
    alert: assign({ alert: CONSENT_COPY.consentSaveFailed }),
    dismissAlert: assign({ alert: null }),
    startWalk: () => {
      throw missing("startWalk")
    }
  },
  guards: {
    mustAsk: ({ context, event }) => !context.answered && event.type === "user.start" && event.withDogs
  }
}).createMachine({
  id: "locationConsent",
  context: { answered: false, answer: null, alert: null },
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "loadSettings",
        src: "loadSettings",
        onDone: { target: "idle", actions: { type: "noteSettings", params: ({ event }) => event.output } },
        onError: { target: "idle", actions: "noteAnswered" }
      },
      on: { "user.start": { actions: "startWalk" } }
    },
    idle: {
      on: { "user.start": [{ guard: "mustAsk", target: "asking" }, { actions: "startWalk" }] }
    },
    asking: {
      on: {
        "user.agree": { target: "saving", actions: { type: "choose", params: "AGREED" } },
        "user.decline": { target: "saving", actions: { type: "choose", params: "DECLINED" } },
        "user.later": { target: "idle", actions: "startWalk" },
        "user.close": "idle",
        "user.dismissAlert": { actions: "dismissAlert" }
      }
    },
    saving: {
      invoke: {
        id: "saveConsent",
        src: "saveConsent",
        input: ({ context }) => context.answer!,
        onDone: { target: "idle", actions: ["noteAnswered", "startWalk"] },
        onError: { target: "asking", actions: "alert" }
      }
    }
  }
})

export type ConsentMachine = typeof consentMachine

export interface ConsentView {
  /** The walk's start button (`withDogs`: dogs are chosen): asks first when the member never answered. */
  start(withDogs: boolean): void
  /** The dialog is shown. */
  readonly open: boolean
  readonly saving: boolean
  readonly alert: string | null
  readonly copy: typeof CONSENT_COPY
  agree(): void
  decline(): void
  later(): void
  close(): void
  dismissAlert(): void
}

export const connectConsent = (snapshot: SnapshotFrom<ConsentMachine>, send: (event: ConsentEvent) => void): ConsentView => ({
  open: snapshot.matches("asking") || snapshot.matches("saving"),
  saving: snapshot.matches("saving"),
  alert: snapshot.context.alert,
  copy: CONSENT_COPY,
  start: (withDogs) => send({ type: "user.start", withDogs }),
  agree: () => send({ type: "user.agree" }),
  decline: () => send({ type: "user.decline" }),
  later: () => send({ type: "user.later" }),
  close: () => send({ type: "user.close" }),
  dismissAlert: () => send({ type: "user.dismissAlert" })
})

/** The connectivity machine's context, events, input and Korean copy. */

export const CONNECTIVITY_COPY = {
  /** The shell's banner while offline during a walk: the points wait in the outbox. */
  offlineWalking: "오프라인 상태예요. 연결되면 자동으로 이어서 보내요.",
  /** The shell's banner while offline elsewhere: the last screens stay, loads fail with retry. */
  offline: "오프라인 상태예요. 연결되면 다시 불러올 수 있어요.",
  /** A call found no server while the device says it is online (the server down, a captive network). */
  unreachable: "서버에 연결할 수 없어요. 연결되면 다시 불러올 수 있어요.",
  unreachableWalking: "서버에 연결할 수 없어요. 연결되면 자동으로 이어서 보내요.",
  updateAvailable: "새 버전이 있어요",
  updateNow: "새로고침",
  updateLater: "나중에"
} as const

/** While offline, how often the server is asked whether the network is back (`probe`). */
export const CONNECTIVITY_PROBE_MS = 10_000

export interface ConnectivityInput {
  /** Whether the device said it was online when the actor started. */
  readonly online: boolean
}

export interface ConnectivityMachineContext extends ConnectivityInput {
  /** Offline because a call got no answer, not because the device said so: the server is what cannot be reached. */
  readonly serverOnly: boolean
}

export type ConnectivityEvent =
  /** The device's network came back (the `Connectivity` port). */
  | { readonly type: "net.online" }
  /**
   * The device's network went away (the `Connectivity` port), or — `server: true` — a call got no
   * answer while the device may still be online (the reporting transport).
   */
  | { readonly type: "net.offline"; readonly server?: boolean }
  /** A new version of the app is installed and waits (the service worker's registration). */
  | { readonly type: "update.available" }
  /** The member accepted the update prompt: reload onto the new version. */
  | { readonly type: "user.update" }
  /** The member put the update prompt away for this page. */
  | { readonly type: "user.dismissUpdate" }

/** What the machine does to the world: supplied by `createConnectivityImplementations`. */
export interface ConnectivityHooks {
  /** The network came back after being away: retry what waited (the session retries the walk's calls). */
  readonly reconnected?: () => void
  /** Activate the waiting version and reload the page. */
  readonly applyUpdate?: () => void
  /**
   * While offline: ask the server something small (the session's health call). Its answer goes
   * through the reporting transport, which says online (or offline) by itself.
   */
  readonly probe?: () => void
}

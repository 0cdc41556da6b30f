/** The shell's view of connectivity: the offline banner and the quiet update prompt. */
import type { SnapshotFrom } from "xstate"
import type { ConnectivityMachine } from "./connectivity.machine.ts"
import { CONNECTIVITY_COPY, type ConnectivityEvent } from "./connectivity.types.ts"

export interface ConnectivityView {
  readonly isOffline: boolean
  /** The banner's text while offline (it names the walk's waiting points during a walk), else null. */
  readonly offlineMessage: string | null
  /** A new version waits and may be offered now: never during a walk (reloading would interrupt it). */
  readonly showUpdate: boolean
  readonly labels: typeof CONNECTIVITY_COPY
  update(): void
  dismissUpdate(): void
}

export interface ConnectivityContext {
  /** A walk is in progress (`connectWalk(...).isWalking`). */
  readonly walking: boolean
}

export const connectConnectivity = (
  snapshot: SnapshotFrom<ConnectivityMachine>,
  send: (event: ConnectivityEvent) => void,
  { walking }: ConnectivityContext
): ConnectivityView => {
  const isOffline = snapshot.matches({ network: "offline" })
  return {
    isOffline,
    offlineMessage: !isOffline ? null : walking ? CONNECTIVITY_COPY.offlineWalking : CONNECTIVITY_COPY.offline,
    showUpdate: snapshot.matches({ update: "available" }) && !walking,
    labels: CONNECTIVITY_COPY,
    update: () => send({ type: "user.update" }),
    dismissUpdate: () => send({ type: "user.dismissUpdate" })
  }
}

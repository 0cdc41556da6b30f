/** The shell's view of connectivity: the offline banner and the quiet update prompt. */
import type { SnapshotFrom } from "xstate"
import type { ConnectivityMachine } from "./connectivity.machine.ts"
import { CONNECTIVITY_COPY, type ConnectivityEvent } from "./connectivity.types.ts"

export interface ConnectivityView {
  readonly isOffline: boolean
  /** Why offline: the device said so, or only calls failed (the server cannot be reached); null online. */
  readonly offlineCause: "device" | "server" | null
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
    offlineCause: !isOffline ? null : snapshot.context.serverOnly ? "server" : "device",
    offlineMessage: !isOffline
      ? null
      : snapshot.context.serverOnly
        ? walking
          ? CONNECTIVITY_COPY.unreachableWalking
          : CONNECTIVITY_COPY.unreachable
        : walking
          ? CONNECTIVITY_COPY.offlineWalking
          : CONNECTIVITY_COPY.offline,
    showUpdate: snapshot.matches({ update: "available" }) && !walking,
    labels: CONNECTIVITY_COPY,
    update: () => send({ type: "user.update" }),
    dismissUpdate: () => send({ type: "user.dismissUpdate" })
  }
}

/**
 * Calls `listener` each time the network goes from offline to online in the actor: the device's
 * network back, or the server answering again after a failed call said offline (the probe). What a
 * failed block retries on, so it and the banner agree.
 */
export const onReconnected = (
  actor: { getSnapshot(): SnapshotFrom<ConnectivityMachine>; subscribe(next: (s: SnapshotFrom<ConnectivityMachine>) => void): { unsubscribe(): void } },
  listener: () => void
): (() => void) => {
  let offline = actor.getSnapshot().matches({ network: "offline" })
  const subscription = actor.subscribe((snapshot) => {
    const now = snapshot.matches({ network: "offline" })
    if (offline && !now) listener()
    offline = now
  })
  return () => subscription.unsubscribe()
}

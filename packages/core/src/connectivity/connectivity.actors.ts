/** The connectivity machine over its ports: the device's network state and the update hooks. */
import { createActor, fromCallback, type EventObject } from "xstate"
import type { Connectivity } from "../ports.ts"
import { connectivityMachine } from "./connectivity.machine.ts"
import type { ConnectivityHooks } from "./connectivity.types.ts"

export interface ConnectivityPorts extends ConnectivityHooks {
  readonly connectivity: Connectivity
}

/** A device that never says it is offline (clients without a network signal, tests). */
export const alwaysOnline: Connectivity = {
  isOnline: () => true,
  subscribe: () => () => {}
}

export const provideConnectivityMachine = ({ connectivity, reconnected, applyUpdate }: ConnectivityPorts) =>
  connectivityMachine.provide({
    actors: {
      watchNetwork: fromCallback<EventObject>(({ sendBack }) => connectivity.subscribe((online) => sendBack({ type: online ? "net.online" : "net.offline" })))
    },
    actions: {
      reconnected: () => reconnected?.(),
      applyUpdate: () => applyUpdate?.()
    }
  })

/** Creates (not starts) the session's connectivity actor, starting from what the port says now. */
export const createConnectivityActor = (ports: ConnectivityPorts) =>
  createActor(provideConnectivityMachine(ports), { input: { online: ports.connectivity.isOnline() } })

export type ConnectivityActor = ReturnType<typeof createConnectivityActor>

/** The connectivity machine over its ports: the device's network state and the update hooks. */
import { createActor, fromCallback, type EventObject } from "xstate"
import type { Clock, Connectivity } from "../ports.ts"
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

export const provideConnectivityMachine = ({ connectivity, reconnected, applyUpdate, probe }: ConnectivityPorts) =>
  connectivityMachine.provide({
    actors: {
      watchNetwork: fromCallback<EventObject>(({ sendBack }) => connectivity.subscribe((online) => sendBack({ type: online ? "net.online" : "net.offline" })))
    },
    actions: {
      reconnected: () => reconnected?.(),
      applyUpdate: () => applyUpdate?.(),
      probe: () => probe?.()
    }
  })

/** Creates (not starts) the session's connectivity actor, starting from what the port says now. */
export const createConnectivityActor = (ports: ConnectivityPorts, options: { readonly clock?: Pick<Clock, "setTimeout" | "clearTimeout"> } = {}) =>
  createActor(provideConnectivityMachine(ports), { input: { online: ports.connectivity.isOnline() }, ...(options.clock ? { clock: options.clock } : {}) })

export type ConnectivityActor = ReturnType<typeof createConnectivityActor>

/**
 * Connectivity and app updates, one session-long actor with two regions:
 *
 * ```
 * network: checking ─[input.online]─> online ─net.offline─> offline ─net.online / reconnected─> online
 *          (the Connectivity port is watched while the actor runs)
 * update:  none ─update.available─> available ─user.update / applyUpdate─> applying
 *                                              ─user.dismissUpdate─> dismissed
 * ```
 *
 * The machine only knows whether an update waits; whether the prompt may show (never during a
 * walk) is `connectConnectivity`'s rule, which is given the walk's state.
 */
import { fromCallback, setup, type EventObject } from "xstate"
import type { ConnectivityEvent, ConnectivityInput } from "./connectivity.types.ts"

const missing = (name: string) => new Error(`connectivity: '${name}' is not provided; use provideConnectivityMachine(ports)`)

export const connectivityMachine = setup({
  types: {
    input: {} as ConnectivityInput,
    context: {} as ConnectivityInput,
    events: {} as ConnectivityEvent
  },
  actors: {
    watchNetwork: fromCallback<EventObject>(() => {
      throw missing("watchNetwork")
    })
  },
  actions: {
    reconnected: () => {},
    applyUpdate: () => {}
  },
  guards: {
    startsOnline: ({ context }) => context.online
  }
}).createMachine({
  id: "connectivity",
  context: ({ input }) => ({ online: input.online }),
  type: "parallel",
  invoke: { id: "watchNetwork", src: "watchNetwork" },
  states: {
    network: {
      initial: "checking",
      states: {
        checking: {
          always: [{ guard: "startsOnline", target: "online" }, { target: "offline" }]
        },
        online: { on: { "net.offline": "offline" } },
        offline: { on: { "net.online": { target: "online", actions: "reconnected" } } }
      }
    },
    update: {
      initial: "none",
      states: {
        none: { on: { "update.available": "available" } },
        available: {
          on: {
            "user.update": { target: "applying", actions: "applyUpdate" },
            "user.dismissUpdate": "dismissed"
          }
        },
        dismissed: {},
        applying: {}
      }
    }
  }
})

export type ConnectivityMachine = typeof connectivityMachine

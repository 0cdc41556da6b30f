/**
 * Connectivity and app updates, one session-long actor with two regions:
 *
 * ```
 * network: checking ─[input.online]─> online ─net.offline─> offline ─net.online / reconnected─> online
 *          (offline remembers whether only a call failed — `serverOnly`: the server cannot be reached —
 *          or the device said so, which outranks it)
 *          offline ─every CONNECTIVITY_PROBE_MS / probe─> offline
 *          (the Connectivity port is watched while the actor runs; a failed call also says offline, and
 *          the probe — a small call whose answer, through the reporting transport, says online — ends
 *          an "offline" that one failed call began while the device itself never lost its network)
 * update:  none ─update.available─> available ─user.update / applyUpdate─> applying
 *                                              ─user.dismissUpdate─> dismissed
 * ```
 *
 * The machine only knows whether an update waits; whether the prompt may show (never during a
 * walk) is `connectConnectivity`'s rule, which is given the walk's state.
 */
import { assign, fromCallback, setup, type EventObject } from "xstate"
import { CONNECTIVITY_PROBE_MS, type ConnectivityEvent, type ConnectivityInput, type ConnectivityMachineContext } from "./connectivity.types.ts"

const missing = (name: string) => new Error(`connectivity: '${name}' is not provided; use provideConnectivityMachine(ports)`)

export const connectivityMachine = setup({
  types: {
    input: {} as ConnectivityInput,
    context: {} as ConnectivityMachineContext,
    events: {} as ConnectivityEvent
  },
  actors: {
    watchNetwork: fromCallback<EventObject>(() => {
      throw missing("watchNetwork")
    })
  },
  actions: {
    reconnected: () => {},
    applyUpdate: () => {},
    probe: () => {},
    noteCause: assign({ serverOnly: ({ event }) => event.type === "net.offline" && event.server === true })
  },
  delays: {
    probeInterval: CONNECTIVITY_PROBE_MS
  },
  guards: {
    startsOnline: ({ context }) => context.online,
    fromDevice: ({ event }) => event.type === "net.offline" && event.server !== true
  }
}).createMachine({
  id: "connectivity",
  context: ({ input }) => ({ online: input.online, serverOnly: false }),
  type: "parallel",
  invoke: { id: "watchNetwork", src: "watchNetwork" },
  states: {
    network: {
      initial: "checking",
      states: {
        checking: {
          always: [{ guard: "startsOnline", target: "online" }, { target: "offline" }]
        },
        online: { on: { "net.offline": { target: "offline", actions: "noteCause" } } },
        offline: {
          after: { probeInterval: { target: "offline", reenter: true, actions: "probe" } },
          on: {
            "net.online": { target: "online", actions: "reconnected" },
            // The device's own word outranks a failed call's: the device is offline, not only the server.
            "net.offline": { guard: "fromDevice", actions: "noteCause" }
          }
        }
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

/** Model-based test of the connectivity machine: every transition, through the real actor over a fake network. */
import { createActor } from "xstate"
import { createFakeConnectivity, TestClock } from "../testing/fakes.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { connectivityMachine } from "./connectivity.machine.ts"
import { provideConnectivityMachine } from "./connectivity.actors.ts"

modelSuite(
  "connectivity",
  {
    machine: connectivityMachine,
    inputs: [{ online: true }, { online: false }],
    events: () => [
      { type: "net.online" },
      { type: "net.offline" },
      { type: "net.offline", server: true },
      { type: "update.available" },
      { type: "user.update" },
      { type: "user.dismissUpdate" }
    ],
    // Offline because a call failed and offline by the device's word are told apart (the banner's words differ).
    serialize: (s) => JSON.stringify([s.value, s.context.serverOnly])
  },
  {
    start(input, inspect) {
      const network = createFakeConnectivity(input.online)
      const clock = new TestClock()
      const actor = createActor(provideConnectivityMachine({ connectivity: network.port }), { input, inspect, clock }).start()
      return {
        actor,
        perform(event) {
          // The network's events come from the device, as in the app; the probe's timer from the clock.
          if (event.type.startsWith("xstate.after.")) return fireDelayed(actor, clock, event.type)
          // A failed call's offline comes from the transport, not the device.
          if (event.type === "net.offline" && event.server) actor.send(event)
          else if (event.type === "net.online" || event.type === "net.offline") network.setOnline(event.type === "net.online")
          else actor.send(event)
        }
      }
    }
  }
)

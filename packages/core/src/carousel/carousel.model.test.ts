/** Model-based test of the carousel with a simulated clock. */
import { createActor } from "xstate"
import { TestClock } from "../testing/fakes.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { carouselMachine } from "./carousel.machine.ts"

modelSuite(
  "carousel",
  {
    machine: carouselMachine,
    inputs: [{}],
    events: () => [{ type: "user.goTo", index: 2 }],
    serialize: (s) => JSON.stringify([s.value, s.context.index])
  },
  {
    start(input, inspect) {
      const clock = new TestClock()
      const actor = createActor(carouselMachine, { input, clock, inspect }).start()
      return {
        actor,
        perform(event) {
          if (event.type.startsWith("xstate.after.")) return fireDelayed(actor, clock, event.type)
          actor.send(event)
        }
      }
    }
  }
)

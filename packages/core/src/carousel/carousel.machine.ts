/**
 * The home banner carousel: `playing` advances every 2000 ms (wrapping); a manual next, previous
 * or go-to restarts the timer so the chosen slide gets its full time; `paused` stops advancing.
 * Keyboard focus on a slide pauses it (the WAI carousel pattern: the slide being read does not
 * slide away, and so its link does not lose focus); the play button starts it again. A device that
 * asks for reduced motion (`device.reducedMotion`) gets the banner paused the same way.
 */
import { assertEvent, assign, setup } from "xstate"
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES } from "../domain/constants.ts"
import type { CarouselContext, CarouselEvent, CarouselInput } from "./carousel.types.ts"

const wrap = (index: number, count: number): number => ((index % count) + count) % count

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    prev: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({
      index: ({ context, event }) => {
        assertEvent(event, "user.goTo")
        return wrap(Math.trunc(event.index), context.count)
      }
    })
  },
  delays: {
    interval: ({ context }) => context.intervalMs
  }
}).createMachine({
  id: "carousel",
  context: ({ input }) => ({
    index: 0,
    count: Math.max(1, input.count ?? CAROUSEL_SLIDES),
    intervalMs: input.intervalMs ?? CAROUSEL_INTERVAL_MS
  }),
  initial: "playing",
  states: {
    playing: {
      after: { interval: { target: "playing", reenter: true, actions: "next" } },
      on: {
        "user.next": { target: "playing", reenter: true, actions: "next" },
        "user.prev": { target: "playing", reenter: true, actions: "prev" },
        "user.goTo": { target: "playing", reenter: true, actions: "goTo" },
        "user.pause": "paused",
        "user.focusSlide": "paused",
        "device.reducedMotion": "paused"
      }
    },
    paused: {
      on: {
        "user.next": { actions: "next" },
        "user.prev": { actions: "prev" },
        "user.goTo": { actions: "goTo" },
        "user.play": "playing"
      }
    }
  }
})

export type CarouselMachine = typeof carouselMachine

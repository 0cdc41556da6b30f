/** The carousel view model: the slide shown, the page counter "1 / 3", and handlers. */
import type { SnapshotFrom } from "xstate"
import type { CarouselMachine } from "./carousel.machine.ts"
import { CAROUSEL_COPY, type CarouselEvent } from "./carousel.types.ts"

export interface CarouselView {
  readonly index: number
  readonly count: number
  /** The page counter, e.g. `1 / 3`. */
  readonly counterLabel: string
  readonly isPlaying: boolean
  readonly slides: ReadonlyArray<{ readonly index: number; readonly isActive: boolean }>
  readonly labels: typeof CAROUSEL_COPY
  next(): void
  prev(): void
  goTo(index: number): void
  /** Pauses when playing, plays when paused. */
  togglePlay(): void
  /** Keyboard focus entered a slide: pauses (the play button resumes). */
  focusSlide(): void
  /** The device asks for reduced motion: pauses (the play button resumes). */
  reducedMotion(): void
}

export const connectCarousel = (snapshot: SnapshotFrom<CarouselMachine>, send: (event: CarouselEvent) => void): CarouselView => {
  const { index, count } = snapshot.context
  const isPlaying = snapshot.matches("playing")
  return {
    index,
    count,
    counterLabel: `${index + 1} / ${count}`,
    isPlaying,
    slides: Array.from({ length: count }, (_, i) => ({ index: i, isActive: i === index })),
    labels: CAROUSEL_COPY,
    next: () => send({ type: "user.next" }),
    prev: () => send({ type: "user.prev" }),
    goTo: (i) => send({ type: "user.goTo", index: i }),
    togglePlay: () => send({ type: isPlaying ? "user.pause" : "user.play" }),
    focusSlide: () => send({ type: "user.focusSlide" }),
    reducedMotion: () => send({ type: "device.reducedMotion" })
  }
}

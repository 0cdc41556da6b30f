/**
 * The home banner carousel (3 slides, 2000 ms, page counter). `createActor(carouselMachine,
 * { input: {} })`; render `connectCarousel(snapshot, send)`.
 */
export { carouselMachine } from "./carousel.machine.ts"
export type { CarouselMachine } from "./carousel.machine.ts"
export { connectCarousel } from "./carousel.connect.ts"
export type { CarouselView } from "./carousel.connect.ts"
export { CAROUSEL_COPY } from "./carousel.types.ts"
export type { CarouselContext, CarouselEvent, CarouselInput } from "./carousel.types.ts"

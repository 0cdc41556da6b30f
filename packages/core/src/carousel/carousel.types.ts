/** Types of the banner carousel (§2 Home, §9: 3 slides, 2000 ms). */

export interface CarouselContext {
  /** The slide shown, 0-based. */
  readonly index: number
  readonly count: number
  readonly intervalMs: number
}

export interface CarouselInput {
  /** Default `CAROUSEL_SLIDES` (3). */
  readonly count?: number
  /** Default `CAROUSEL_INTERVAL_MS` (2000). */
  readonly intervalMs?: number
}

export type CarouselEvent =
  | { readonly type: "user.next" }
  | { readonly type: "user.prev" }
  | { readonly type: "user.goTo"; readonly index: number }
  /** Stops auto-advance (a pause button, a finger holding the banner, WCAG 2.2.2). */
  | { readonly type: "user.pause" }
  | { readonly type: "user.play" }
  /** Keyboard focus entered a slide: auto-advance stops until the play button starts it (WAI carousel pattern). */
  | { readonly type: "user.focusSlide" }
  /**
   * The device asks for reduced motion (`prefers-reduced-motion: reduce`), told once the page is
   * shown: the banner does not advance by itself; the play button still starts it.
   */
  | { readonly type: "device.reducedMotion" }

export const CAROUSEL_COPY = {
  pause: "배너 자동 넘김 멈추기",
  play: "배너 자동 넘김 시작",
  next: "다음 배너",
  prev: "이전 배너"
} as const

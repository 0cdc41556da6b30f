import type { ReactElement } from "react"
import { CAROUSEL_SLIDES, CAROUSEL_INTERVAL_MS, carouselMachine, connectCarousel } from "@mungwalk/core"
import { connectHome, provideHomeMachine } from "@mungwalk/core/home"
import { useConnected } from "../../app/useConnected.ts"
import { HomeView } from "./HomeView.tsx"

/** `/`: binds the carousel and home machines (the home machine decides what loads when, hot places included). */
export const HomeScreen = (): ReactElement => {
  const home = useConnected(provideHomeMachine, { now: Date.now() }, connectHome)
  const carousel = useConnected(() => carouselMachine, { count: CAROUSEL_SLIDES, intervalMs: CAROUSEL_INTERVAL_MS }, connectCarousel)
  return <HomeView carousel={carousel} today={home.todayBlock} hotPlaces={home.hotPlaces} />
}

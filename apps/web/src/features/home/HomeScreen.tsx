import { useEffect, useRef, useState, type ReactElement } from "react"
import type { LatLng } from "@mungwalk/core"
import { CAROUSEL_SLIDES, CAROUSEL_INTERVAL_MS, carouselMachine, connectCarousel } from "@mungwalk/core"
import { isWalkInProgress } from "@mungwalk/core/walk"
import { connectHome, homeInput, homeToday, provideHomeMachine } from "@mungwalk/core/home"
import { needsRegistration } from "@mungwalk/core/auth"
import { useConnected, useConnectedInTransition, useConnectedValue } from "../../app/useConnected.ts"
import { useServices } from "../../app/services.tsx"
import { HomeView } from "./HomeView.tsx"

/**
 * `/`: binds the carousel and home machines (the home machine decides what loads when — nothing
 * without a token —, hot places, quests and latest posts included) and the app's walk actor.
 */
export const HomeScreen = (): ReactElement => {
  const { tokens, walk, auth } = useServices()
  // Its four loads' answers in a transition: drawn together when they land together, in slices.
  const home = useConnectedInTransition(provideHomeMachine, homeInput(tokens, Date.now()), connectHome)
  const carousel = useConnected(() => carouselMachine, { count: CAROUSEL_SLIDES, intervalMs: CAROUSEL_INTERVAL_MS }, connectCarousel)
  // A device that asks for reduced motion: the banner stays on its slide (its play button still
  // starts it). Told after the first paint (which the prerendered page drew playing), and again if
  // the setting changes while the page is open — not on every render, which would undo a play.
  const reducedMotion = useRef(carousel.reducedMotion)
  reducedMotion.current = carousel.reducedMotion
  useEffect(() => {
    const query = typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null
    if (!query) return
    const tell = () => {
      if (query.matches) reducedMotion.current()
    }
    tell()
    query.addEventListener("change", tell)
    return () => query.removeEventListener("change", tell)
  }, [])
  // Only whether a walk is on (not the walk's view, so the walk's screens' model stays off the home's first load):
  // the walk's clock ticks every second, and the home need not be drawn again with it.
  const walking = useConnectedValue(walk, isWalkInProgress)
  // Signed in without a profile yet: home asks for the profile first (`homeToday`).
  const registering = useConnectedValue(auth, needsRegistration)
  // The tapped hot place: presentation the screen keeps (like a dialog's open state).
  const [selectedPlaces, setSelectedPlaces] = useState<ReadonlyArray<LatLng> | null>(null)
  return (
    <HomeView
      carousel={carousel}
      today={homeToday(home.todayBlock, registering)}
      hotPlaces={home.hotPlaces}
      quests={home.quests}
      posts={home.posts}
      walkInProgress={walking}
      selectedPlaces={selectedPlaces}
      onSelectPlaces={setSelectedPlaces}
    />
  )
}

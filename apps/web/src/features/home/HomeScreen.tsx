import { useState, type ReactElement } from "react"
import { useActorRef, useSelector } from "@xstate/react"
import {
  CAROUSEL_SLIDES, CAROUSEL_INTERVAL_MS, DEFAULT_MAP_CENTER, HOTPLACE_MARKER_DELAY_MS, carouselMachine, connectCarousel,
  connectHome, locate, provideHomeMachine, type HomeView as HomeModel, type LatLng
} from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { geolocation } from "../walk/walkActor.ts"
import { HomeView, type HotPlacesState, type TodayState } from "./HomeView.tsx"

const todayState = (home: HomeModel): TodayState => {
  if (home.isVisitor) return { kind: "guest" }
  if (home.failed) return { kind: "failed", onRetry: home.retry }
  switch (home.prompt) {
    case "registerDog":
      return { kind: "noDog" }
    case "noWalkToday":
      return { kind: "noWalk" }
    case "todaySummary":
      return home.today ? { kind: "summary", totals: home.today, dogs: home.pets } : { kind: "loading" }
    default:
      return { kind: "loading" }
  }
}

/** Hot places around the member (or the default centre), loaded 1 s after the screen (§9). */
const useHotPlaces = (): HotPlacesState => {
  const { api } = useServices()
  const hot = useResource<{ center: LatLng; places: ReadonlyArray<LatLng> }>(
    async (_, signal) => {
      const { center } = await locate(geolocation)
      const places = await api.call("walkHotplace", { body: { latitude: center.lat, longitude: center.lng } }, { signal })
      return { center, places }
    },
    undefined,
    { delayMs: HOTPLACE_MARKER_DELAY_MS, isEmpty: () => false }
  )
  return {
    status: hot.data ? "ready" : hot.isError ? "ready" : "loading",
    center: hot.data?.center ?? DEFAULT_MAP_CENTER,
    places: hot.data?.places ?? []
  }
}

const VISITOR_HOT_PLACES: HotPlacesState = { status: "guest", center: DEFAULT_MAP_CENTER, places: [] }

const MemberHotPlaces = ({ render }: { render: (hot: HotPlacesState) => ReactElement }) => render(useHotPlaces())

/** `/`: binds the carousel and home machines; hot places load once the pets call said "member". */
export const HomeScreen = (): ReactElement => {
  const { api } = useServices()
  const [homeLogic] = useState(() => provideHomeMachine({ api }))
  const homeRef = useActorRef(homeLogic, { input: { now: Date.now() } })
  const home = connectHome(useSelector(homeRef, (s) => s), homeRef.send)
  const carouselRef = useActorRef(carouselMachine, { input: { count: CAROUSEL_SLIDES, intervalMs: CAROUSEL_INTERVAL_MS } })
  const carousel = connectCarousel(useSelector(carouselRef, (s) => s), carouselRef.send)
  const view = (hotPlaces: HotPlacesState) => <HomeView carousel={carousel} today={todayState(home)} hotPlaces={hotPlaces} />
  return home.isLoggedIn ? <MemberHotPlaces render={view} /> : view(home.isVisitor ? VISITOR_HOT_PLACES : { ...VISITOR_HOT_PLACES, status: "loading" })
}

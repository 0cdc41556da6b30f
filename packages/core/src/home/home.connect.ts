/** The home view model: logged in or visitor, and which walk prompt to show. */
import type { SnapshotFrom } from "xstate"
import { summarizeWalks, type WalkTotals } from "../calendar/calendar.connect.ts"
import { MESSAGES } from "../domain/messages.ts"
import type { LocatedView } from "../location/location.ts"
import { UNLOCATED } from "../location/location.ts"
import type { Loadable } from "../resource/loadable.ts"
import type { LatLng } from "../schema/common.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { HomeMachine } from "./home.machine.ts"
import { HOME_COPY, type HomeEvent } from "./home.types.ts"

export type HomePrompt = "todaySummary" | "noWalkToday" | "registerDog"

/** What the "today" block shows once known: an invitation for a visitor, or one of the three prompts (§4 Home). */
export type HomeToday =
  | { readonly kind: "visitor" }
  | { readonly kind: "registerDog"; readonly message: string }
  | { readonly kind: "noWalkToday"; readonly message: string }
  | { readonly kind: "todaySummary"; readonly totals: WalkTotals; readonly pets: ReadonlyArray<PetSummary> }

export interface HomeView {
  readonly isLoading: boolean
  /** The pets call succeeded (§4). */
  readonly isLoggedIn: boolean
  readonly isVisitor: boolean
  /** Which of the three prompts to show (null while loading, for a visitor, or after a failure). */
  readonly prompt: HomePrompt | null
  /** The prompt's message (`MESSAGES.emptyWalkToday`, `MESSAGES.emptyDogs`). */
  readonly promptMessage: string | null
  readonly today: WalkTotals | null
  readonly pets: ReadonlyArray<PetSummary>
  readonly failed: boolean
  readonly copy: typeof HOME_COPY
  /** The "today" block in the loading vocabulary (`failed` retries the call that failed). */
  readonly todayBlock: Loadable<HomeToday>
  /** Hot places around the member; null for a visitor (none are loaded). A failure shows as none found (§8). */
  readonly hotPlaces: LocatedView<ReadonlyArray<LatLng>> | null
  reload(): void
  retry(): void
}

export const connectHome = (snapshot: SnapshotFrom<HomeMachine>, send: (event: HomeEvent) => void): HomeView => {
  const c = snapshot.context
  const walks = c.todayWalks ?? []
  const at = (state: "loadingPets" | "loadingToday" | "ready" | "noDogs" | "visitor" | "todayFailed" | "failed") => snapshot.matches({ prompt: state })
  const prompt: HomePrompt | null = at("noDogs")
    ? "registerDog"
    : at("ready")
      ? walks.length > 0 ? "todaySummary" : "noWalkToday"
      : null
  const today = prompt === "todaySummary" ? summarizeWalks(walks) : null
  const failed = at("failed") || at("todayFailed")
  const retry = () => send({ type: "user.retry" })
  const todayBlock: Loadable<HomeToday> = at("visitor")
    ? { status: "ready", data: { kind: "visitor" }, reloading: false }
    : failed
      ? { status: "failed", retry }
      : prompt === "registerDog"
        ? { status: "ready", data: { kind: "registerDog", message: MESSAGES.emptyDogs }, reloading: false }
        : prompt === "noWalkToday"
          ? { status: "ready", data: { kind: "noWalkToday", message: MESSAGES.emptyWalkToday }, reloading: false }
          : prompt === "todaySummary" && today
            ? { status: "ready", data: { kind: "todaySummary", totals: today, pets: c.pets ?? [] }, reloading: false }
            : { status: "loading" }
  const hot = c.hotPlaces
  const hotFound: Loadable<ReadonlyArray<LatLng>> = snapshot.matches({ hotPlaces: "ready" }) && hot
    ? hot.data.length > 0 ? { status: "ready", data: hot.data, reloading: false } : { status: "empty" }
    : snapshot.matches({ hotPlaces: "failed" })
      ? { status: "failed", retry: () => send({ type: "user.retryHotPlaces" }) }
      : { status: "loading" }
  return {
    isLoading: at("loadingPets") || at("loadingToday"),
    isLoggedIn: c.pets !== null,
    isVisitor: at("visitor"),
    prompt,
    promptMessage: prompt === "noWalkToday" ? MESSAGES.emptyWalkToday : prompt === "registerDog" ? MESSAGES.emptyDogs : null,
    today,
    pets: c.pets ?? [],
    failed,
    copy: HOME_COPY,
    todayBlock,
    hotPlaces: at("visitor") ? null : { center: hot?.center ?? UNLOCATED.center, position: hot?.position ?? null, found: hotFound },
    reload: () => send({ type: "user.reload" }),
    retry
  }
}

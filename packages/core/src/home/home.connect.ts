/** The home view model: logged in or visitor, and which walk prompt to show. */
import type { SnapshotFrom } from "xstate"
import { summarizeWalks, type WalkTotals } from "../calendar/calendar.connect.ts"
import { MESSAGES } from "../domain/messages.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { HomeMachine } from "./home.machine.ts"
import { HOME_COPY, type HomeEvent } from "./home.types.ts"

export type HomePrompt = "todaySummary" | "noWalkToday" | "registerDog"

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
  reload(): void
  retry(): void
}

export const connectHome = (snapshot: SnapshotFrom<HomeMachine>, send: (event: HomeEvent) => void): HomeView => {
  const c = snapshot.context
  const walks = c.todayWalks ?? []
  const prompt: HomePrompt | null = snapshot.matches("noDogs")
    ? "registerDog"
    : snapshot.matches("ready")
      ? walks.length > 0 ? "todaySummary" : "noWalkToday"
      : null
  return {
    isLoading: snapshot.matches("loadingPets") || snapshot.matches("loadingToday"),
    isLoggedIn: c.pets !== null,
    isVisitor: snapshot.matches("visitor"),
    prompt,
    promptMessage: prompt === "noWalkToday" ? MESSAGES.emptyWalkToday : prompt === "registerDog" ? MESSAGES.emptyDogs : null,
    today: prompt === "todaySummary" ? summarizeWalks(walks) : null,
    pets: c.pets ?? [],
    failed: snapshot.matches("failed") || snapshot.matches("todayFailed"),
    copy: HOME_COPY,
    reload: () => send({ type: "user.reload" }),
    retry: () => send({ type: "user.retry" })
  }
}

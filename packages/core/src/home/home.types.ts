/** Types of the home screen's walk prompt (§4 Home, §2 `/`). */
import type { ApiClient } from "../api/client.ts"
import type { LocatedData } from "../location/location.ts"
import type { Geolocation } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { Walk } from "../schema/walk.ts"

export interface HomeContext {
  /** Today in Asia/Seoul. */
  readonly today: { readonly year: number; readonly month: number; readonly day: number }
  /** The member's dogs (a successful pets call means logged in, §4). */
  readonly pets: ReadonlyArray<PetSummary> | null
  readonly todayWalks: ReadonlyArray<Walk> | null
  /** The hot places around the member (loaded once the pets call said "member"), with where they were looked for. */
  readonly hotPlaces: LocatedData<ReadonlyArray<LatLng>> | null
}

export interface HomeInput {
  /** The clock's time, epoch milliseconds ("today" is its Asia/Seoul day). */
  readonly now: number
}

export type HomeEvent =
  /** Load again (the member signed in or out, the screen came back into view). */
  | { readonly type: "user.reload" }
  | { readonly type: "user.retry" }
  /** Load the hot places again after a failure. */
  | { readonly type: "user.retryHotPlaces" }

export interface LoadTodayInput {
  readonly year: number
  readonly month: number
  readonly day: number
}

export interface HomePorts {
  readonly api: ApiClient
  readonly geolocation: Geolocation
}

/** Korean copy of the prompts that the spec does not give. */
export const HOME_COPY = {
  todayTitle: "오늘의 산책",
  startWalk: "산책하러 가기",
  registerDog: "강아지 등록하기",
  visitorPrompt: "로그인하고 우리 강아지와 산책을 기록해보세요.",
  login: "로그인"
} as const

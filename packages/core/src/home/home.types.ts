/** Types of the home screen's walk prompt (§4 Home, §2 `/`). */
import type { ApiClient } from "../api/client.ts"
import type { LocatedData } from "../location/location.ts"
import type { Geolocation } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { Walk } from "../schema/walk.ts"
import type { Post } from "../schema/community.ts"
import type { Quest } from "../schema/quest.ts"
import type { TokenStore } from "../api/tokens.ts"

export interface HomeContext {
  /** Today in Asia/Seoul. */
  readonly today: { readonly year: number; readonly month: number; readonly day: number }
  /** A token was stored when home opened; without one nothing is called (a visitor). */
  readonly signedIn: boolean
  /** The member's dogs (a successful pets call means logged in, §4). */
  readonly pets: ReadonlyArray<PetSummary> | null
  readonly todayWalks: ReadonlyArray<Walk> | null
  /** The hot places around the member (loaded once the pets call said "member"), with where they were looked for. */
  readonly hotPlaces: LocatedData<ReadonlyArray<LatLng>> | null
  /** Today's quests (the shortcuts' state); loading them records the daily check-in. */
  readonly quests: ReadonlyArray<Quest> | null
  /** The latest walk-certification posts. */
  readonly posts: ReadonlyArray<Post> | null
}

export interface HomeInput {
  /** The clock's time, epoch milliseconds ("today" is its Asia/Seoul day). */
  readonly now: number
  /** Whether a token is stored (`homeInput(tokens, now)`); false means a visitor and no calls. */
  readonly signedIn: boolean
}

/** The home machine's input from the token store and the clock. */
export const homeInput = (tokens: Pick<TokenStore, "get">, now: number): HomeInput => ({ now, signedIn: tokens.get() !== null })

export type HomeEvent =
  /** Load again (the member signed in or out, the screen came back into view). */
  | { readonly type: "user.reload" }
  | { readonly type: "user.retry" }
  /** Load the hot places again after a failure. */
  | { readonly type: "user.retryHotPlaces" }
  /** Load today's quests again after a failure. */
  | { readonly type: "user.retryQuests" }
  /** Load the latest posts again after a failure. */
  | { readonly type: "user.retryPosts" }

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
  registerProfilePrompt: "프로필을 만들면 산책 기록과 퀘스트를 시작할 수 있어요.",
  registerProfile: "프로필 만들기",
  visitorPrompt: "로그인하고 우리 강아지와 산책을 기록해보세요.",
  login: "로그인",
  walkingTitle: "산책 중",
  walkingDetail: "산책을 이어서 기록하고 있어요. 눌러서 돌아가기",
  latestPostsTitle: "산책 인증",
  more: "더보기",
  postsFailed: "게시글을 불러오지 못했어요.",
  questsFailed: "퀘스트 상태를 불러오지 못했어요.",
  questDone: "완료",
  questClaimable: "포인트 받기"
} as const

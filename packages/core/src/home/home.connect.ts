/** The home view model: logged in or visitor, and which walk prompt to show. */
import type { SnapshotFrom } from "xstate"
import { summarizeWalks, type WalkTotals } from "../calendar/walkTotals.ts"
import { MESSAGES } from "../domain/messages.ts"
import type { LocatedView } from "../location/location.ts"
import { UNLOCATED } from "../location/location.ts"
import type { Loadable } from "../resource/loadable.ts"
import type { LatLng } from "../schema/common.ts"
import type { PetSummary } from "../schema/pet.ts"
import { formatKoreanDate } from "../domain/format.ts"
import { isQuestDone, QUESTS, type QuestKind } from "../domain/quests.ts"
import type { Post } from "../schema/community.ts"
import type { Quest } from "../schema/quest.ts"
import type { Walk } from "../schema/walk.ts"
import type { HomeMachine } from "./home.machine.ts"
import { HOME_COPY, type HomeEvent } from "./home.types.ts"

export type HomePrompt = "todaySummary" | "noWalkToday" | "registerDog"

/** What the "today" block shows once known: an invitation for a visitor, or one of the three prompts (§4 Home). */
export type HomeToday =
  | { readonly kind: "visitor" }
  /** Signed in, the profile not saved yet: every member screen sends them to `/auth/register` first. */
  | { readonly kind: "registerProfile" }
  | { readonly kind: "registerDog"; readonly message: string }
  | { readonly kind: "noWalkToday"; readonly message: string }
  | {
      readonly kind: "todaySummary"
      /** `"오늘 2번 산책했어요"`, or with a walk in progress `"오늘 3번째 산책 중이에요"` (the totals count it so far). */
      readonly headline: string
      readonly totals: WalkTotals
      readonly pets: ReadonlyArray<PetSummary>
    }

/** The "today" block of a member who signed in but has not saved the profile yet (the auth actor knows; the home's loads do not). */
export const REGISTER_PROFILE_TODAY: Loadable<HomeToday> = { status: "ready", data: { kind: "registerProfile" }, reloading: false }

/**
 * The "today" block home shows: the home's own (`connectHome`), unless the member signed in
 * without a profile yet (`registering`: the auth actor's `needsRegistration`), whom every member
 * screen leads to the registration: home asks them to make the profile first.
 */
export const homeToday = (todayBlock: Loadable<HomeToday>, registering: boolean): Loadable<HomeToday> => (registering ? REGISTER_PROFILE_TODAY : todayBlock)

/** A shortcut's quest state: done (claimed), points waiting to be claimed, or nothing to show. */
export type QuestBadge = { readonly tone: "done" | "claimable"; readonly label: string } | null

/** Today's quests on the home shortcuts: the quest tile shows the progress, walk and write their quest. */
export interface HomeQuestShortcuts {
  /** `1/3` */
  readonly progressLabel: string
  readonly allDone: boolean
  readonly quest: QuestBadge
  /** The walk quest (quest 2). */
  readonly walk: QuestBadge
  /** The post quest (quest 3). */
  readonly write: QuestBadge
}

/** A compact card of one of the latest walk-certification posts. */
export interface HomePostCard {
  readonly postId: number
  /** `/post/1/{postId}` */
  readonly href: string
  readonly title: string
  readonly nickname: string
  readonly img: string | null
  readonly dateLabel: string
  readonly likesCount: number
  readonly commentsCount: number
}

export interface HomeView {
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
  /** Today's quests for the shortcuts; null for a visitor (nothing is called). */
  readonly quests: Loadable<HomeQuestShortcuts> | null
  /** The 3 latest walk-certification posts; null for a visitor. */
  readonly posts: Loadable<ReadonlyArray<HomePostCard>> | null
  reload(): void
  retry(): void
}

const badgeOf = (quests: ReadonlyArray<Quest>, kind: QuestKind): QuestBadge => {
  const id = QUESTS.find((q) => q.kind === kind)?.questId
  const quest = quests.find((q) => q.questId === id)
  if (!quest || !isQuestDone(quest)) return null
  return quest.reward ? { tone: "done", label: HOME_COPY.questDone } : { tone: "claimable", label: HOME_COPY.questClaimable }
}

/** The shortcuts' quest state from today's list. */
export const questShortcuts = (quests: ReadonlyArray<Quest>): HomeQuestShortcuts => {
  const done = quests.filter(isQuestDone).length
  const allDone = quests.length > 0 && quests.every((q) => q.reward)
  const claimable = quests.some((q) => q.completed && !q.reward)
  return {
    progressLabel: `${done}/${quests.length}`,
    allDone,
    quest: allDone ? { tone: "done", label: HOME_COPY.questDone } : claimable ? { tone: "claimable", label: HOME_COPY.questClaimable } : null,
    walk: badgeOf(quests, "walk"),
    write: badgeOf(quests, "post")
  }
}

/** A post as a compact home card linking to its detail. */
export const homePostCard = (p: Post): HomePostCard => ({
  postId: p.postId,
  href: `/post/${p.boardId}/${p.postId}`,
  title: p.title,
  nickname: p.nickname,
  img: p.img ?? p.imgList[0] ?? null,
  dateLabel: formatKoreanDate(p.createdAt),
  likesCount: p.likesCount,
  commentsCount: p.commentsCount
})

/** The today summary's first line: the walks of the day, the one in progress named as such rather than counted as walked. */
export const todayHeadline = (walks: ReadonlyArray<Walk>): string => {
  const walking = walks.some((w) => w.isWalking)
  return walking ? `오늘 ${walks.length}번째 산책 중이에요` : `오늘 ${walks.length}번 산책했어요`
}

export const connectHome = (snapshot: SnapshotFrom<HomeMachine>, send: (event: HomeEvent) => void): HomeView => {
  const c = snapshot.context
  const walks = c.todayWalks ?? []
  const at = (state: "start" | "loadingPets" | "loadingToday" | "ready" | "noDogs" | "visitor" | "todayFailed" | "failed") =>
    snapshot.matches({ prompt: state })
  const prompt: HomePrompt | null = at("noDogs") ? "registerDog" : at("ready") ? (walks.length > 0 ? "todaySummary" : "noWalkToday") : null
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
            ? { status: "ready", data: { kind: "todaySummary", headline: todayHeadline(walks), totals: today, pets: c.pets ?? [] }, reloading: false }
            : { status: "loading" }
  const hot = c.hotPlaces
  const hotFound: Loadable<ReadonlyArray<LatLng>> =
    snapshot.matches({ hotPlaces: "ready" }) && hot
      ? hot.data.length > 0
        ? { status: "ready", data: hot.data, reloading: false }
        : { status: "empty" }
      : snapshot.matches({ hotPlaces: "failed" })
        ? { status: "failed", retry: () => send({ type: "user.retryHotPlaces" }) }
        : { status: "loading" }
  const signedIn = c.signedIn && !at("visitor")
  const quests: Loadable<HomeQuestShortcuts> | null = !signedIn
    ? null
    : snapshot.matches({ quests: "ready" }) && c.quests
      ? { status: "ready", data: questShortcuts(c.quests), reloading: false }
      : snapshot.matches({ quests: "failed" })
        ? { status: "failed", retry: () => send({ type: "user.retryQuests" }) }
        : { status: "loading" }
  const posts: Loadable<ReadonlyArray<HomePostCard>> | null = !signedIn
    ? null
    : snapshot.matches({ posts: "ready" }) && c.posts
      ? { status: "ready", data: c.posts.map(homePostCard), reloading: false }
      : snapshot.matches({ posts: "empty" })
        ? { status: "empty" }
        : snapshot.matches({ posts: "failed" })
          ? { status: "failed", retry: () => send({ type: "user.retryPosts" }) }
          : { status: "loading" }
  return {
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
    quests,
    posts,
    reload: () => send({ type: "user.reload" }),
    retry
  }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { DEFAULT_MAP_CENTER, HOME_COPY, MESSAGES, QUESTS, summarizeWalks, type LatLng, type Post, type Quest } from "@mungwalk/core"
import { CAROUSEL_COPY } from "@mungwalk/core/carousel"
import { connectHome, homeMachine, REGISTER_PROFILE_TODAY, type HomeContext } from "@mungwalk/core/home"
import { hotPlaces, manyPets, pets, walksOnDay } from "../../fixtures.ts"
import { reachableByScrolling, reflowProblems, zoomedTo } from "../../ui/testing/reflow.ts"
import { HomeView } from "./HomeView.tsx"

type PromptState = "start" | "loadingPets" | "loadingToday" | "ready" | "noDogs" | "visitor" | "todayFailed" | "failed"
type HotState = "unknown" | "waiting" | "loading" | "ready" | "failed"
type QuestsState = "idle" | "loading" | "ready" | "failed"
type PostsState = "idle" | "loading" | "ready" | "empty" | "failed"

/** Today's quests: `[completed, reward]` per catalogue quest. */
const questsWith = (...states: ReadonlyArray<readonly [boolean, boolean]>): Quest[] =>
  QUESTS.map((q, i) => ({ questId: q.questId, questName: q.name, questPoint: q.point, completed: states[i]![0], reward: states[i]![1] }))

const post = (postId: number, title: string, nickname: string, hoursAgo: number, likesCount: number, commentsCount: number): Post => ({
  boardId: 1,
  postId,
  title,
  contents: "",
  nickname,
  profileImageUrl: null,
  img: null,
  imgList: [],
  createdAt: new Date(Date.UTC(2026, 1, 28, 23) - hoursAgo * 3_600_000),
  updatedAt: new Date(Date.UTC(2026, 1, 28, 23) - hoursAgo * 3_600_000),
  likesCount,
  commentsCount,
  isLiked: false,
  boardType: "산책 인증"
})
const LATEST: ReadonlyArray<Post> = [
  post(31, "한강 공원 한 바퀴 완료! 콩이가 신났어요", "산책왕콩이맘", 1, 12, 3),
  post(30, "비 온 뒤 산책은 역시 상쾌해요", "보리아빠", 5, 4, 0),
  post(29, "오늘은 짧게 300m만 걸었어요", "두부누나", 26, 0, 1)
]

/** The view's props from a home-machine snapshot (`resolveState` → `connectHome`): only states the app can be in. */
const home = (
  prompt: PromptState,
  hot: HotState,
  context: Partial<HomeContext> = {},
  places: ReadonlyArray<LatLng> = hotPlaces,
  more: { quests?: QuestsState; posts?: PostsState; walkInProgress?: boolean } = {}
) => {
  const member = prompt !== "visitor" && prompt !== "loadingPets" && prompt !== "failed" && prompt !== "start"
  const signedIn = prompt !== "visitor"
  const quests = more.quests ?? (signedIn ? "ready" : "idle")
  const posts = more.posts ?? (signedIn ? "ready" : "idle")
  const view = connectHome(
    homeMachine.resolveState({
      value: { prompt, hotPlaces: hot, quests, posts },
      context: {
        today: { year: 2026, month: 3, day: 1 },
        signedIn,
        quests: quests === "ready" ? questsWith([true, true], [true, false], [false, false]) : null,
        posts: posts === "ready" ? LATEST : posts === "empty" ? [] : null,
        pets: member ? pets.slice(0, 2) : null,
        todayWalks: prompt === "ready" ? walksOnDay : null,
        hotPlaces: hot === "ready" ? { center: DEFAULT_MAP_CENTER, position: null, data: places } : null,
        ...context
      }
    }),
    retryToday
  )
  return { today: view.todayBlock, hotPlaces: view.hotPlaces, quests: view.quests, posts: view.posts, walkInProgress: more.walkInProgress ?? false }
}
const retryToday = fn()

const meta = {
  title: "Screens/Home",
  component: HomeView,
  args: {
    carousel: { index: 0, counterLabel: "1 / 3", isPlaying: true, labels: CAROUSEL_COPY, togglePlay: fn(), focusSlide: fn() },
    ...home("ready", "ready")
  }
} satisfies Meta<typeof HomeView>

export default meta
type Story = StoryObj<typeof meta>

export const TodaysWalk: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("1 / 3")).toBeVisible()
    const totals = summarizeWalks(walksOnDay)
    await expect(canvas.getByText(totals.distanceLabel)).toBeVisible()
    await expect(canvas.getByText(totals.caloriesLabel)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: CAROUSEL_COPY.pause }))
    await expect(args.carousel.togglePlay).toHaveBeenCalledOnce()
    // Keyboard focus on the shown slide's link pauses the banner (it would slide away from under the focus).
    canvasElement.querySelector<HTMLElement>('[data-part="banner"] [data-state="current"] a')!.focus()
    await expect(args.carousel.focusSlide).toHaveBeenCalled()
    const shortcuts = within(canvas.getByRole("navigation", { name: "바로가기" }))
    await expect(shortcuts.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/quest", "/walk", "/post/write"])
  }
}

/** Five dogs: the card draws three faces and counts the others ('+2', read '외 2마리'). */
export const TodaysWalkFiveDogs: Story = {
  args: home("ready", "ready", { pets: manyPets }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("img", { name: "외 2마리" })).toHaveTextContent("+2")
    await expect(canvas.getByRole("img", { name: manyPets[2]!.name })).toBeVisible()
    await expect(canvas.queryByRole("img", { name: manyPets[3]!.name })).toBeNull()
  }
}

/** A member: the shortcuts carry today's quests (check-in claimed, walk claimable), the 3 latest walk posts link to their detail. */
export const MemberQuestsAndPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const shortcuts = within(canvas.getByRole("navigation", { name: "바로가기" }))
    await expect(shortcuts.getByRole("link", { name: /퀘스트/ })).toHaveTextContent("포인트 받기")
    await expect(shortcuts.getByRole("link", { name: /산책하기/ })).toHaveTextContent("포인트 받기")
    await expect(shortcuts.getByRole("link", { name: /글쓰기/ })).not.toHaveTextContent("완료")
    const posts = within(canvas.getByRole("list", { name: "최신 산책 인증 글" }))
    await expect(posts.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/post/1/31", "/post/1/30", "/post/1/29"])
    await expect(canvas.getAllByRole("link", { name: HOME_COPY.more }).map((a) => a.getAttribute("href"))).toContain("/post/1")
  }
}

export const AllQuestsDone: Story = {
  args: (() => {
    const base = home("ready", "ready")
    const view = connectHome(
      homeMachine.resolveState({
        value: { prompt: "ready", hotPlaces: "ready", quests: "ready", posts: "ready" },
        context: {
          today: { year: 2026, month: 3, day: 1 },
          signedIn: true,
          pets: pets.slice(0, 2),
          todayWalks: walksOnDay,
          hotPlaces: { center: DEFAULT_MAP_CENTER, position: null, data: hotPlaces },
          quests: questsWith([true, true], [true, true], [true, true]),
          posts: LATEST
        }
      }),
      retryToday
    )
    return { ...base, quests: view.quests }
  })(),
  play: async ({ canvasElement }) => {
    const shortcuts = within(within(canvasElement).getByRole("navigation", { name: "바로가기" }))
    for (const name of [/퀘스트/, /산책하기/, /글쓰기/]) await expect(shortcuts.getByRole("link", { name })).toHaveTextContent("완료")
  }
}

/** Issue 9: a walk in progress shows "산책 중", returning to `/walk/onwalk`; today's summary names it rather than counting it as walked. */
export const WalkInProgress: Story = {
  args: home("ready", "ready", { todayWalks: [...walksOnDay, { ...walksOnDay[0]!, walkId: 99, isWalking: true }] }, hotPlaces, { walkInProgress: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: new RegExp(HOME_COPY.walkingTitle) })).toHaveAttribute("href", "/walk/onwalk")
    await expect(canvas.getByText(`오늘 ${walksOnDay.length + 1}번째 산책 중이에요`)).toBeVisible()
  }
}

export const PostsLoading: Story = { args: home("ready", "ready", {}, hotPlaces, { posts: "loading", quests: "loading" }) }

/**
 * A member's shortcut tiles while today's quests load keep the badges' room: when the badges come
 * nothing in the tiles moves (their icons moved 15 px down, a layout shift on a member's `/`).
 */
export const QuestsLoadingKeepsThePlaces: Story = {
  // Two copies of the screen, one above the other, have the same landmarks by design; every other rule applies.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <>
      <div data-testid="loading">
        <HomeView {...args} {...home("ready", "ready", {}, hotPlaces, { quests: "loading" })} />
      </div>
      <div data-testid="ready">
        <HomeView {...args} />
      </div>
      <div data-testid="failed">
        <HomeView {...args} {...home("ready", "ready", {}, hotPlaces, { quests: "failed" })} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    /** Each tile's icon and label, from the top of the shortcuts. */
    const places = (view: HTMLElement) => {
      const nav = within(view).getByRole("navigation", { name: "바로가기" })
      const top = nav.getBoundingClientRect().top
      return [...nav.querySelectorAll("a")].map((a) => [a.getBoundingClientRect().height, a.firstElementChild!.getBoundingClientRect().top - top])
    }
    const ready = places(canvas.getByTestId("ready"))
    await expect(ready).toHaveLength(3)
    await expect(places(canvas.getByTestId("loading"))).toEqual(ready)
    await expect(places(canvas.getByTestId("failed"))).toEqual(ready)
    // The room is unseen and unread.
    const room = canvas.getByTestId("loading").querySelector('[data-part="quest-badge-space"]')!
    await expect(room).not.toBeVisible()
    await expect(room).toHaveAttribute("aria-hidden", "true")
  }
}

export const PostsFailed: Story = {
  args: home("ready", "ready", {}, hotPlaces, { posts: "failed", quests: "failed" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(HOME_COPY.postsFailed)).toBeVisible()
    await expect(canvas.getByText(HOME_COPY.questsFailed)).toBeVisible()
    await userEvent.click(canvas.getAllByRole("button", { name: "다시 시도" })[1]!)
    await expect(retryToday).toHaveBeenCalledWith({ type: "user.retryPosts" })
  }
}

export const PostsEmpty: Story = {
  args: home("ready", "ready", {}, hotPlaces, { posts: "empty" }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyPosts)).toBeVisible()
  }
}

export const SecondSlidePaused: Story = {
  args: {
    ...home("ready", "ready"),
    carousel: { index: 1, counterLabel: "2 / 3", isPlaying: false, labels: CAROUSEL_COPY, togglePlay: fn(), focusSlide: fn() }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("2 / 3")).toBeVisible()
    await expect(canvas.getByRole("button", { name: CAROUSEL_COPY.play })).toBeVisible()
  }
}

export const NoWalkYet: Story = {
  args: home("ready", "ready", { todayWalks: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyWalkToday)).toBeVisible()
  }
}

export const NoDogYet: Story = {
  args: home("noDogs", "ready", { pets: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(MESSAGES.emptyDogs)).toBeVisible()
    await expect(canvas.getByRole("link", { name: HOME_COPY.registerDog })).toHaveAttribute("href", "/mypage/addDog")
  }
}

/** Signed in, the profile not saved yet: the today block leads to the registration (every member screen would send them there). */
export const ProfileNotSavedYet: Story = {
  args: { ...home("noDogs", "ready", { pets: [] }), today: REGISTER_PROFILE_TODAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(HOME_COPY.registerProfilePrompt)).toBeVisible()
    await expect(canvas.getByRole("link", { name: HOME_COPY.registerProfile })).toHaveAttribute("href", "/auth/register")
    await expect(canvas.queryByRole("link", { name: HOME_COPY.registerDog })).toBeNull()
  }
}

/** No token: nothing was called; only the public parts show (no quest badges, no posts). */
export const Visitor: Story = {
  args: home("visitor", "unknown"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: HOME_COPY.login })).toHaveAttribute("href", "/login")
    await expect(canvas.queryByRole("list", { name: "최신 산책 인증 글" })).toBeNull()
    await expect(canvasElement.querySelector('[data-part="quest-badge"]')).toBeNull()
  }
}

export const Loading: Story = {
  args: home("loadingPets", "unknown")
}

export const NoHotPlacesNearby: Story = {
  args: home("ready", "ready", {}, [])
}

export const TodayFailed: Story = {
  args: home("todayFailed", "ready", { todayWalks: null }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "다시 시도" }))
    await expect(retryToday).toHaveBeenCalledWith({ type: "user.retry" })
  }
}

/** §8: a failed hot-place load leaves the map without markers, like none found. */
export const HotPlacesFailed: Story = {
  args: home("ready", "failed"),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("아직 근처에 핫플레이스가 없어요.")).toBeVisible()
  }
}

/** A tap on the hot-place map's group: the card under it says how many places and what a hot place is; close clears it. */
export const HotPlaceSelected: Story = {
  args: { ...home("ready", "ready", {}, hotPlaces), selectedPlaces: hotPlaces.slice(0, 3), onSelectPlaces: fn() },
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole("region", { name: "선택한 핫플레이스" })
    await expect(sheet).toHaveTextContent("핫플레이스 3곳")
    await expect(sheet).toHaveTextContent("보호자 세 명 이상이 산책한 곳이 모여 있어요.")
    await userEvent.click(within(sheet).getByRole("button", { name: "핫플레이스 정보 닫기" }))
    await expect(args.onSelectPlaces).toHaveBeenCalledWith(null)
  }
}

/**
 * The home at 200 % zoom (WCAG 1.4.10 reflow) on a 390×844 phone (195×422 CSS px) and a 360×640
 * one (180×320): everything wraps in the column — today's figures one above the other, the latest
 * posts' titles, authors and dates whole (no picture), '더보기' one word — the banner's words end
 * above its pause button and counter, and only the banner moves sideways.
 */
const reflowsAtZoom = async (canvasElement: HTMLElement, width: number) => {
  await expect(window.innerWidth).toBe(width)
  await expect(reflowProblems(canvasElement, { sideways: '[data-part="banner"]' })).toEqual([])
  const canvas = within(canvasElement)
  const slideWords = canvasElement.querySelector('[data-part="banner"] [data-state="current"] a > span')!
  await expect(slideWords.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    canvas.getByRole("button", { name: CAROUSEL_COPY.pause }).getBoundingClientRect().top
  )
  for (const el of [...canvas.getByRole("list", { name: "최신 산책 인증 글" }).querySelectorAll("a"), ...canvas.getAllByRole("link", { name: HOME_COPY.more })])
    await expect(reachableByScrolling(el)).toBeNull()
}

export const ZoomedTo200: Story = {
  ...zoomedTo("zoomed390"),
  args: WalkInProgress.args,
  play: async ({ canvasElement }) => reflowsAtZoom(canvasElement, 195)
}

export const ZoomedTo200OnASmallPhone: Story = {
  ...zoomedTo("zoomed360"),
  args: WalkInProgress.args,
  play: async ({ canvasElement }) => reflowsAtZoom(canvasElement, 180)
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { DEFAULT_MAP_CENTER, HOME_COPY, MESSAGES, summarizeWalks, type LatLng } from "@mungwalk/core"
import { CAROUSEL_COPY } from "@mungwalk/core/carousel"
import { connectHome, homeMachine, type HomeContext } from "@mungwalk/core/home"
import { hotPlaces, pets, walksOnDay } from "../../fixtures.ts"
import { HomeView } from "./HomeView.tsx"

type PromptState = "loadingPets" | "loadingToday" | "ready" | "noDogs" | "visitor" | "todayFailed" | "failed"
type HotState = "unknown" | "waiting" | "loading" | "ready" | "failed"

/** The view's props from a home-machine snapshot (`resolveState` → `connectHome`): only states the app can be in. */
const home = (prompt: PromptState, hot: HotState, context: Partial<HomeContext> = {}, places: ReadonlyArray<LatLng> = hotPlaces) => {
  const member = prompt !== "visitor" && prompt !== "loadingPets" && prompt !== "failed"
  const view = connectHome(
    homeMachine.resolveState({
      value: { prompt, hotPlaces: hot },
      context: {
        today: { year: 2026, month: 3, day: 1 },
        pets: member ? pets.slice(0, 2) : null,
        todayWalks: prompt === "ready" ? walksOnDay : null,
        hotPlaces: hot === "ready" ? { center: DEFAULT_MAP_CENTER, position: null, data: places } : null,
        ...context
      }
    }),
    retryToday
  )
  return { today: view.todayBlock, hotPlaces: view.hotPlaces }
}
const retryToday = fn()

const meta = {
  title: "Screens/Home",
  component: HomeView,
  args: {
    carousel: { index: 0, counterLabel: "1 / 3", isPlaying: true, labels: CAROUSEL_COPY, togglePlay: fn() },
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
    const shortcuts = within(canvas.getByRole("navigation", { name: "바로가기" }))
    await expect(shortcuts.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/quest", "/walk", "/post/write"])
  }
}

export const SecondSlidePaused: Story = {
  args: { carousel: { index: 1, counterLabel: "2 / 3", isPlaying: false, labels: CAROUSEL_COPY, togglePlay: fn() } },
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

export const Visitor: Story = {
  args: home("visitor", "unknown"),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: HOME_COPY.login })).toHaveAttribute("href", "/login")
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

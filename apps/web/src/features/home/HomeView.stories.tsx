import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { DEFAULT_MAP_CENTER, HOME_COPY, MESSAGES, summarizeWalks } from "@mungwalk/core"
import { CAROUSEL_COPY } from "@mungwalk/core/carousel"
import { hotPlaces, pets, walksOnDay } from "../../fixtures.ts"
import { HomeView } from "./HomeView.tsx"

const meta = {
  title: "Screens/Home",
  component: HomeView,
  args: {
    carousel: { index: 0, counterLabel: "1 / 3", isPlaying: true, labels: CAROUSEL_COPY, togglePlay: fn() },
    today: { kind: "summary", totals: summarizeWalks(walksOnDay), dogs: pets.slice(0, 2) },
    hotPlaces: { status: "ready", center: DEFAULT_MAP_CENTER, places: hotPlaces }
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
  args: { today: { kind: "noWalk" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyWalkToday)).toBeVisible()
  }
}

export const NoDogYet: Story = {
  args: { today: { kind: "noDog" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(MESSAGES.emptyDogs)).toBeVisible()
    await expect(canvas.getByRole("link", { name: HOME_COPY.registerDog })).toHaveAttribute("href", "/mypage/addDog")
  }
}

export const Visitor: Story = {
  args: { today: { kind: "guest" }, hotPlaces: { status: "guest", center: DEFAULT_MAP_CENTER, places: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: HOME_COPY.login })).toHaveAttribute("href", "/login")
  }
}

export const Loading: Story = {
  args: { today: { kind: "loading" }, hotPlaces: { status: "loading", center: DEFAULT_MAP_CENTER, places: [] } }
}

export const NoHotPlacesNearby: Story = {
  args: { hotPlaces: { status: "ready", center: DEFAULT_MAP_CENTER, places: [] } }
}

export const TodayFailed: Story = { args: { today: { kind: "failed", onRetry: fn() } } }

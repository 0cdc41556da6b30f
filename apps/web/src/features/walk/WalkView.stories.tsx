import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { MESSAGES } from "@mungwalk/core"
import type { PetSummary } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
import { WALK_COPY, type WalkEvent } from "@mungwalk/core/walk"
import { WalkView } from "./WalkView.tsx"
import { center, dogs } from "./fixtures.ts"
import { choosingModel } from "./storyModels.ts"

const send = fn<(event: WalkEvent) => void>()

const meta = {
  title: "Walk/WalkView",
  component: WalkView,
  args: {
    walk: choosingModel("idle", { selectedDogIds: [] }, send),
    dogs: loadableIn<ReadonlyArray<PetSummary>>("success", dogs),
    here: { center, position: center }
  },
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof WalkView>
export default meta
type Story = StoryObj<typeof meta>

const retryDogs = fn()

/**
 * While the dogs load the map waits: the chooser and the start button come first (the map is 1 MB).
 * Its frame says '지도를 불러오는 중' (from 400 ms on), not an empty grey box.
 */
export const LoadingDogs: Story = {
  args: { dogs: loadableIn("loading") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "강아지 목록을 불러오는 중" })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const frame = canvasElement.querySelector("[data-map]")!
    await expect(frame).toHaveAttribute("data-map", "pending")
    await expect(frame).toHaveTextContent("지도를 불러오는 중")
    await waitFor(() => expect(getComputedStyle(frame.querySelector('[data-part="map-loading"]')!).opacity).not.toBe("0"))
  }
}

/**
 * No dog yet: the way to register one is the screen's action. The start button stays in its place
 * below it (a tap still says a dog is needed) instead of floating over it. In a 360×640 phone's
 * frame (the story's own scroller), less the bottom navigation's 64 px.
 */
export const NoDogs: Story = {
  args: { dogs: loadableIn("empty", []) },
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 360, height: 640, overflowY: "auto" }}>
        <Story />
      </div>
    )
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(MESSAGES.emptyDogs)).toBeVisible()
    const register = canvas.getByRole("link", { name: "강아지 등록하기" })
    await expect(register).toHaveAttribute("href", "/mypage/addDog")
    // Scrolled to just above where the navigation would be, nothing covers it.
    const frame = canvasElement.querySelector<HTMLElement>("[data-frame]")!
    const bottom = frame.getBoundingClientRect().top + 640 - 64
    frame.scrollTop += register.getBoundingClientRect().bottom - (bottom - 8)
    const box = register.getBoundingClientRect()
    await expect(box.bottom).toBeLessThanOrEqual(bottom)
    await expect(document.elementFromPoint(box.left + box.width / 2, box.bottom - 4)?.closest("a")).toBe(register)
    await userEvent.click(canvas.getByRole("button", { name: "산책 시작" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.start" })
  }
}

/** The dogs could not be loaded: nothing is assumed, a retry is offered. */
export const DogsLoadFailed: Story = {
  args: { dogs: loadableIn("failure", null, retryDogs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(MESSAGES.emptyDogs)).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "다시 시도" }))
    await expect(retryDogs).toHaveBeenCalled()
    // Nothing to start with yet: the start is off, not "choose a dog" to a member who has one.
    await expect(canvas.getByRole("button", { name: "산책 시작" })).toBeDisabled()
    // The connection coming back tries again by itself.
    const calls = retryDogs.mock.calls.length
    window.dispatchEvent(new Event("online"))
    await expect(retryDogs.mock.calls.length).toBe(calls + 1)
  }
}

export const DogsToChoose: Story = {
  play: async ({ canvasElement }) => {
    await mapsSettled(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "보리" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.toggleDog", petId: 2 })
    await userEvent.click(canvas.getByRole("button", { name: /산책 시작/ }))
    await expect(send).toHaveBeenCalledWith({ type: "user.start" })
  }
}

export const TwoDogsSelected: Story = {
  args: { walk: choosingModel("idle", { selectedDogIds: [1, 2] }, send) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: "콩이" })).toHaveAttribute("aria-pressed", "true")
    await expect(canvas.getByRole("button", { name: "두부" })).toHaveAttribute("aria-pressed", "false")
    await expect(canvas.getByRole("button", { name: "2마리와 산책 시작" })).toBeEnabled()
  }
}

/**
 * Another device is recording a walk of this member's now (its last point under two minutes old):
 * not taken on here, and the dog choice says that a start here ends it before the member presses it.
 */
export const WalkRecordedElsewhere: Story = {
  args: { walk: choosingModel("idle", { selectedDogIds: [1], elsewhereWalkId: 41 }, send) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const notice = canvasElement.querySelector('[data-part="walk-elsewhere"]')
    await expect(notice).toHaveAttribute("role", "status")
    await expect(notice).toHaveTextContent(WALK_COPY.inProgressElsewhere)
    await expect(canvas.getByRole("button", { name: "1마리와 산책 시작" })).toBeEnabled()
  }
}

/** Start pressed with no dog chosen: the spec's alert. */
export const NeedsDogAlert: Story = {
  args: { walk: choosingModel("idle", { selectedDogIds: [], alert: MESSAGES.walkNeedsDog }, send) },
  play: async () => {
    const dialog = within(document.body).getByRole("alertdialog")
    await expect(dialog).toHaveTextContent(MESSAGES.walkNeedsDog)
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.dismissAlert" })
  }
}

export const Starting: Story = {
  args: { walk: choosingModel("starting", { selectedDogIds: [1] }, send) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /산책을 시작하는 중/ })).toHaveAttribute("aria-disabled", "true")
  }
}

/** No fix (a slow or lost signal): the map sits on the spec's default centre without a "me" dot, and nothing is said yet. */
export const DefaultCentre: Story = {
  args: { here: { center, position: null, failure: "timeout" } },
  play: async ({ canvasElement }) => {
    await mapsSettled(canvasElement)
    await expect(canvasElement.querySelector('[data-kind="me"]')).toBeNull()
    await expect(within(canvasElement).getByRole("img", { name: "기본 위치 지도" })).toBeVisible()
    await expect(canvasElement.querySelector('[data-part="location-problem"]')).toBeNull()
  }
}

/** Location refused: the default centre, and before the start a word that the walk's route cannot be recorded and how to allow it. */
export const LocationDenied: Story = {
  args: { here: { center, position: null, failure: "denied" } },
  play: async ({ canvasElement }) => {
    await mapsSettled(canvasElement)
    await expect(canvasElement.querySelector('[data-part="location-problem"]')).toHaveTextContent(WALK_COPY.gpsDenied)
    // The start stays possible (the spec: denied location centres the map on the default; the walk still counts its time).
    await expect(within(canvasElement).getByRole("button", { name: /산책 시작/ })).toBeVisible()
  }
}

const fiveDogs: ReadonlyArray<PetSummary> = [
  ...dogs,
  { petId: 4, name: "초코", profileImageUrl: null },
  { petId: 5, name: "망고", profileImageUrl: null }
].slice(0, 5)

/**
 * Five dogs on a small screen: the start button sticks above the bottom navigation (64 px; none in
 * a story), fully visible and tappable without scrolling (issue 33).
 */
export const FiveDogsStartInReach: Story = {
  args: {
    walk: choosingModel("idle", { selectedDogIds: [1, 2, 3, 4, 5] }, send),
    dogs: loadableIn<ReadonlyArray<PetSummary>>("success", fiveDogs)
  },
  play: async ({ canvasElement }) => {
    const start = within(canvasElement).getByRole("button", { name: "5마리와 산책 시작" })
    const box = start.getBoundingClientRect()
    await expect(box.top).toBeGreaterThanOrEqual(0)
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight - 64 + 1)
    // Nothing covers its middle: a tap there reaches the button.
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest("button")).toBe(start)
  }
}

/**
 * Five dogs on a 360×640 phone, chosen with the keyboard: a dog of the second row, reached with
 * Tab, scrolls clear of the start bar floating over the list's end (its name and focus ring seen),
 * rather than staying behind it.
 */
export const FiveDogsTabbedOnASmallPhone: Story = {
  parameters: { viewport: { options: { phone360x640: { name: "Phone 360×640", styles: { width: "360px", height: "640px" }, type: "mobile" } } } },
  globals: { viewport: { value: "phone360x640", isRotated: false } },
  args: {
    walk: choosingModel("idle", { selectedDogIds: [1] }, send),
    dogs: loadableIn<ReadonlyArray<PetSummary>>("success", fiveDogs)
  },
  // What the shell gives the screen for its bottom navigation (none in a story otherwise): the room
  // under it and the page's scroll padding (`app/layout.css.ts`).
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 64 }}>
        <Story />
      </div>
    )
  ],
  beforeEach: () => {
    document.documentElement.style.scrollPaddingBottom = "64px"
    return () => {
      document.documentElement.style.scrollPaddingBottom = ""
    }
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerHeight).toBe(640)
    const chips = within(within(canvasElement).getByRole("group", { name: "산책할 강아지 선택" })).getAllByRole("button")
    const last = chips[chips.length - 1]!
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(async () => {
      await userEvent.tab()
      await expect(last).toHaveFocus()
    })
    const bar = within(canvasElement).getByRole("button", { name: "1마리와 산책 시작" }).parentElement!
    // The chip and its focus ring (3 px, 2 px off) end above the bar; nothing covers its middle.
    await waitFor(() => expect(last.getBoundingClientRect().bottom + 5).toBeLessThanOrEqual(bar.getBoundingClientRect().top))
    const box = last.getBoundingClientRect()
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest("button")).toBe(last)
  }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { Walk } from "@mungwalk/core"
import { CALENDAR_COPY, walkSummaryView } from "@mungwalk/core/calendar"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { dogs, today, walksOnDay } from "./fixtures.ts"
import { WalkResultCard, type WalkResultActions } from "./WalkResultCard.tsx"

/** The walk just ended with two marks: 소변 near the middle, 대변 near the end. */
const base = walksOnDay[0]!
const route = base.route
const marked: Walk = {
  ...base,
  marks: [
    { kind: "PEE", recordTime: route[Math.floor(route.length / 2)]!.recordTime, location: route[Math.floor(route.length / 2)]!.location },
    { kind: "POO", recordTime: route[route.length - 2]!.recordTime, location: route[route.length - 2]!.location }
  ]
}
const threeDogs: Walk = {
  ...marked,
  dogs: dogs.slice(0, 3).map((pet, i) => ({ pet, caloriesBurned: [31.2, 58.4, 17.9][i]! }))
}
const noRoute: Walk = { ...base, route: [], distance: 0, duration: 480 }

const actions = (over: Partial<WalkResultActions> = {}): WalkResultActions => ({
  pictures: {},
  busyWalkId: null,
  shareMessage: null,
  writeCertification: fn(),
  share: fn(),
  showInCalendar: fn(),
  ...over
})

const focused = (w: Walk) => walkSummaryView(w, 0, today, w.walkId)

const meta = {
  title: "Walk/WalkResultCard",
  component: WalkResultCard,
  args: { walk: focused(marked), actions: actions({ pictures: { [marked.walkId]: "ready" } }) }
} satisfies Meta<typeof WalkResultCard>
export default meta
type Story = StoryObj<typeof meta>

/** '산책 완료' with two marks: pins on the route, counts, pace, one dog's calories and the actions. */
export const JustEndedWithMarks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CALENDAR_COPY.resultTitle)).toBeVisible()
    await expect(canvas.getByText(/\/km$/)).toBeVisible()
    await expect(canvas.getByRole("list", { name: CALENDAR_COPY.marks })).toHaveTextContent("소변 1대변 1")
    await mapsSettled(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.writeCertification }))
    await expect(args.actions!.writeCertification).toHaveBeenCalledWith(args.walk)
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.share }))
    await expect(args.actions!.share).toHaveBeenCalledWith(args.walk)
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.showInCalendar }))
    await expect(args.actions!.showInCalendar).toHaveBeenCalled()
  }
}

/** Three dogs: each with its own calories. */
export const ThreeDogs: Story = {
  args: { walk: focused(threeDogs) },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole("list", { name: "함께한 강아지와 소모 칼로리" })).getAllByRole("listitem")
    await expect(items).toHaveLength(3)
    await expect(items[1]).toHaveTextContent("58 kcal")
  }
}

/** A walk from the day list (not the one just ended): no badge, no '캘린더에서 보기'. */
export const InDayList: Story = {
  args: { walk: walkSummaryView(marked, 1, today, null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(CALENDAR_COPY.resultTitle)).toBeNull()
    await expect(canvas.queryByRole("button", { name: CALENDAR_COPY.showInCalendar })).toBeNull()
  }
}

/** No stored point: no map, no share; the post can still be written. */
export const NoRoute: Story = {
  args: { walk: focused(noRoute) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CALENDAR_COPY.noRoute)).toBeVisible()
    await expect(canvas.getByText("–")).toBeVisible()
    await expect(canvas.queryByRole("button", { name: CALENDAR_COPY.share })).toBeNull()
    await expect(canvas.getByRole("button", { name: CALENDAR_COPY.writeCertification })).toBeEnabled()
  }
}

/** The picture is being drawn while '인증글 쓰기' waits for it. */
export const PictureLoading: Story = {
  args: { actions: actions({ pictures: { [marked.walkId]: "loading" }, busyWalkId: marked.walkId }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: CALENDAR_COPY.writeCertification })).toHaveAttribute("aria-busy", "true")
  }
}

/** The picture could not be drawn: said, and the post can be written without it. */
export const PictureFailed: Story = {
  args: { actions: actions({ pictures: { [marked.walkId]: "failed" } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/경로 그림을 만들지 못했어요/)).toBeVisible()
  }
}

/** Where files cannot be shared the link was copied. */
export const ShareCopiedLink: Story = {
  args: { actions: actions({ pictures: { [marked.walkId]: "ready" }, shareMessage: { walkId: marked.walkId, text: "산책 기록 링크를 복사했어요." } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("산책 기록 링크를 복사했어요.")
  }
}

/** Where neither works the picture was saved. */
export const ShareSavedPicture: Story = {
  args: { actions: actions({ pictures: { [marked.walkId]: "ready" }, shareMessage: { walkId: marked.walkId, text: "경로 그림을 저장했어요." } }) }
}

/** Sharing: the share button is busy. */
export const Sharing: Story = {
  args: { actions: actions({ pictures: { [marked.walkId]: "ready" }, busyWalkId: marked.walkId }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: CALENDAR_COPY.share })).toBeDisabled()
  }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { Walk } from "@mungwalk/core"
import { CALENDAR_COPY, walkSummaryView } from "@mungwalk/core/calendar"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { dogs, routePicture, today, walksOnDay } from "./fixtures.ts"
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
  picture: null,
  busyWalkId: null,
  shareMessage: null,
  writeCertification: fn(),
  share: fn(),
  showInCalendar: fn(),
  ...over
})

const focused = (w: Walk) => walkSummaryView(w, 0, today, w.walkId)

const drawn = { walkId: marked.walkId, load: { status: "ready", data: routePicture, reloading: false } } as const
const drawing = { walkId: marked.walkId, load: { status: "loading" } } as const

const meta = {
  title: "Walk/WalkResultCard",
  component: WalkResultCard,
  args: { walk: focused(marked), actions: actions({ picture: drawn }) }
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
    // The picture that goes with the post and the share, drawn.
    const picture = canvas.getByRole("img", { name: CALENDAR_COPY.pictureAlt })
    await expect(picture).toHaveAttribute("src", expect.stringMatching(/^blob:/))
    await mapsSettled(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.writeCertification }))
    await expect(args.actions!.writeCertification).toHaveBeenCalledWith(args.walk)
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.share }))
    await expect(args.actions!.share).toHaveBeenCalledWith(args.walk)
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.showInCalendar }))
    await expect(args.actions!.showInCalendar).toHaveBeenCalled()
  }
}

/**
 * The longest figures on a 360 px phone (the card 328 px wide): no figure breaks inside —
 * '12분 30초/km' stays one line (a row too narrow for three takes the last to the next line whole).
 */
export const LongFiguresOnANarrowPhone: Story = {
  args: { walk: focused({ ...marked, distance: 6800, duration: 5100 }) },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    )
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pace = canvas.getByText("12분 30초/km")
    const time = canvas.getByText("1시간 25분")
    const distance = canvas.getByText("6.80 km")
    for (const figure of [pace, time]) await expect(figure.getBoundingClientRect().height).toBe(distance.getBoundingClientRect().height)
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

/** The picture is being drawn (the card just opened): a placeholder where it will be. */
export const PictureLoading: Story = {
  args: { actions: actions({ picture: drawing }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status", { name: CALENDAR_COPY.pictureLoading })).toBeVisible()
    await expect(canvas.queryByRole("img", { name: CALENDAR_COPY.pictureAlt })).toBeNull()
    await expect(canvas.getByRole("button", { name: CALENDAR_COPY.writeCertification })).toBeEnabled()
  }
}

/** '인증글 쓰기' tapped while the picture is drawn: the button waits for it. */
export const PictureLoadingWhileWriting: Story = {
  args: { actions: actions({ picture: drawing, busyWalkId: marked.walkId }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: CALENDAR_COPY.writeCertification })).toHaveAttribute("aria-busy", "true")
  }
}

/** The picture could not be drawn: said, with a retry, and the post can be written without it. */
export const PictureFailed: Story = {
  args: { actions: actions({ picture: { walkId: marked.walkId, load: { status: "failed", retry: fn() } } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CALENDAR_COPY.pictureFailed)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: CALENDAR_COPY.retryPicture }))
    const load = args.actions!.picture!.load
    await expect(load.status === "failed" && load.retry).toHaveBeenCalled()
    await expect(canvas.getByRole("button", { name: CALENDAR_COPY.writeCertification })).toBeEnabled()
  }
}

/** Where files cannot be shared the link was copied. */
export const ShareCopiedLink: Story = {
  args: { actions: actions({ picture: drawn, shareMessage: { walkId: marked.walkId, text: CALENDAR_COPY.shareCopied } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(CALENDAR_COPY.shareCopied)
  }
}

/** Where neither works the picture was saved. */
export const ShareSavedPicture: Story = {
  args: { actions: actions({ picture: drawn, shareMessage: { walkId: marked.walkId, text: CALENDAR_COPY.shareSaved } }) }
}

/** Sharing: the share button is busy. */
export const Sharing: Story = {
  args: { actions: actions({ picture: drawn, busyWalkId: marked.walkId }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: CALENDAR_COPY.share })).toBeDisabled()
  }
}

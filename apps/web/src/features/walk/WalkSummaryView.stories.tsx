import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { MESSAGES, ROUTE_COLORS } from "@mungwalk/core"
import { CALENDAR_COPY, type CalendarView } from "@mungwalk/core/calendar"
import { WalkSummaryView } from "./WalkSummaryView.tsx"
import { emptyMonth, monthOfWalks, routePicture, walksOnDay } from "./fixtures.ts"
import { calendarModel } from "./storyModels.ts"

/** The view model with spies for its handlers (a failed load's `retry` is the model's). */
const withSpies = (view: CalendarView): CalendarView => {
  const retry = fn()
  const spied = <L extends CalendarView["monthLoad"]>(load: L): L => (load.status === "failed" ? { ...load, retry } : load)
  return {
    ...view,
    monthLoad: spied(view.monthLoad),
    day: view.day ? { ...view.day, load: spied(view.day.load) } : null,
    prevMonth: fn(),
    nextMonth: fn(),
    swipe: fn(),
    selectDay: fn(),
    showMonthly: fn(),
    retry
  }
}

const meta = {
  title: "Walk/WalkSummaryView",
  component: WalkSummaryView,
  args: { calendar: withSpies(calendarModel({ month: "ready", day: "none" }, { monthly: monthOfWalks })) }
} satisfies Meta<typeof WalkSummaryView>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { calendar: withSpies(calendarModel({ month: "loading", day: "none" })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "이번 달 기록을 불러오는 중" })).toBeInTheDocument()
  }
}

export const EmptyMonth: Story = {
  args: { calendar: withSpies(calendarModel({ month: "ready", day: "none" }, { monthly: emptyMonth })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyWalkMonth)).toBeVisible()
    // This month with no walk yet: the next step is offered, as on home.
    await expect(within(canvasElement).getByRole("link", { name: "산책하러 가기" })).toHaveAttribute("href", "/walk")
  }
}

/** The month with walks: totals, marked days and all routes in the colour cycle. */
export const MonthWithWalks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("6번 산책")).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-walked="true"]')).toHaveLength(monthOfWalks.dailyWalks.length)
    await mapsSettled(canvasElement)
    const colours = [...canvasElement.querySelectorAll('[data-part="route"]')].map((r) => r.getAttribute("stroke"))
    await expect(colours).toEqual(ROUTE_COLORS.slice(0, 6))
    await userEvent.click(canvas.getByRole("button", { name: /5월 12일/ }))
    await expect(args.calendar.selectDay).toHaveBeenCalledWith(12)
    await userEvent.click(canvas.getByRole("button", { name: "다음 달" }))
    await expect(args.calendar.nextMonth).toHaveBeenCalled()
  }
}

/**
 * The days are one tab stop: Tab reaches the selected day and the next Tab leaves the calendar;
 * the arrow keys move between days (a week up and down, kept within the month), Home and End to
 * its first and last day, and Enter selects the day reached; a tapped day keeps the stop.
 */
export const KeyboardThroughTheMonth: Story = {
  args: { calendar: withSpies(calendarModel({ month: "ready", day: "ready" }, { monthly: monthOfWalks, selectedDay: 21, daily: walksOnDay })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const month = canvas.getByRole("group", { name: /달력$/ })
    const day = (d: number) => within(month).getByRole("button", { name: new RegExp(`^5월 ${d}일 `) })
    const days = month.querySelectorAll("button")
    await expect([...days].filter((b) => b.tabIndex === 0)).toEqual([day(21)])
    day(21).focus()
    await userEvent.keyboard("{ArrowRight}")
    await expect(day(22)).toHaveFocus()
    await userEvent.keyboard("{ArrowUp}")
    await expect(day(15)).toHaveFocus()
    await expect([...days].filter((b) => b.tabIndex === 0)).toEqual([day(15)])
    await userEvent.keyboard("{Home}{ArrowLeft}")
    await expect(day(1)).toHaveFocus()
    await userEvent.keyboard("{End}{ArrowDown}")
    await expect(day(31)).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.calendar.selectDay).toHaveBeenCalledWith(31)
    // A tapped day is where the tab stop is then.
    await userEvent.click(day(3))
    await expect([...days].filter((b) => b.tabIndex === 0)).toEqual([day(3)])
    await userEvent.tab()
    await expect(canvasElement.querySelector('[data-part="calendar"]')?.contains(document.activeElement)).toBe(false)
  }
}

/** A day with two walks: each with its start time, distance, duration, dogs' calories and its route. */
export const DayWithWalks: Story = {
  args: { calendar: withSpies(calendarModel({ month: "ready", day: "ready" }, { monthly: monthOfWalks, selectedDay: 21, daily: walksOnDay })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("article")).toHaveLength(2)
    await expect(canvas.getByText("5월 21일 (수) 오전 7:42")).toBeVisible()
    await expect(canvas.getByRole("button", { name: /^5월 21일 수요일/ })).toHaveAttribute("aria-pressed", "true")
    await mapsSettled(canvasElement)
    const colours = [...canvasElement.querySelectorAll('article [data-part="route"]')].map((r) => r.getAttribute("stroke"))
    await expect(colours).toEqual(ROUTE_COLORS.slice(0, 2))
  }
}

export const DayLoading: Story = {
  args: { calendar: withSpies(calendarModel({ month: "ready", day: "loading" }, { monthly: monthOfWalks, selectedDay: 12 })) }
}

/** Today selected and no walk yet: the spec's message. */
export const EmptyToday: Story = {
  args: { calendar: withSpies(calendarModel({ month: "ready", day: "ready" }, { monthly: emptyMonth, selectedDay: 21, daily: [] })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyWalkToday)).toBeVisible()
  }
}

export const LoadFailed: Story = {
  args: { calendar: withSpies(calendarModel({ month: "failed", day: "none" })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "다시 시도" }))
    await expect(args.calendar.retry).toHaveBeenCalled()
  }
}

/** '기록 삭제' on a walk of the day asks first. */
export const DeleteWalkAsked: Story = {
  args: {
    calendar: withSpies(
      calendarModel(
        { month: "ready", day: "ready", remove: "confirming" },
        { monthly: monthOfWalks, selectedDay: 21, daily: walksOnDay, deleting: walksOnDay[0]!.walkId }
      )
    )
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(CALENDAR_COPY.deleteTitle)
    await expect(within(dialog).getByRole("button", { name: CALENDAR_COPY.confirmDelete })).toBeEnabled()
  }
}

export const DeletingWalk: Story = {
  args: {
    calendar: withSpies(
      calendarModel(
        { month: "ready", day: "ready", remove: "deleting" },
        { monthly: monthOfWalks, selectedDay: 21, daily: walksOnDay, deleting: walksOnDay[0]!.walkId }
      )
    )
  }
}

export const DeleteWalkFailed: Story = {
  args: {
    calendar: withSpies(
      calendarModel({ month: "ready", day: "ready" }, { monthly: monthOfWalks, selectedDay: 21, daily: walksOnDay, alert: CALENDAR_COPY.deleteFailed })
    )
  }
}

/** Where ending a walk lands ('산책 완료'): its day selected, its result card first with the actions, then the day's totals and the other walks. */
export const JustEnded: Story = {
  args: {
    calendar: withSpies(
      calendarModel({ month: "ready", day: "ready" }, { monthly: monthOfWalks, selectedDay: 21, daily: walksOnDay, focusWalkId: walksOnDay[1]!.walkId })
    ),
    result: { picture: null, busyWalkId: null, shareMessage: null, writeCertification: fn(), share: fn(), showInCalendar: fn() }
  },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole("article")
    await expect(cards[0]).toHaveAttribute("data-focused", "true")
    await expect(within(cards[0]!).getByText(CALENDAR_COPY.resultTitle)).toBeVisible()
    await expect(within(cards[0]!).getByRole("button", { name: CALENDAR_COPY.writeCertification })).toBeVisible()
  }
}

/** The card just ended, its route picture in each of its states (the calendar's `picture`, as the screen binds it). */
const justEndedWithPicture = (picture: "loading" | "ready" | "failed"): NonNullable<Story["args"]> => {
  const walkId = walksOnDay[1]!.walkId
  const calendar = withSpies(
    calendarModel(
      { month: "ready", day: "ready", picture },
      {
        monthly: monthOfWalks,
        selectedDay: 21,
        daily: walksOnDay,
        focusWalkId: walkId,
        pictureWalkId: walkId,
        picture: picture === "ready" ? routePicture : null
      }
    )
  )
  return {
    calendar,
    result: {
      picture: calendar.picture,
      busyWalkId: calendar.busyWalkId,
      shareMessage: calendar.shareMessage,
      writeCertification: fn(),
      share: fn(),
      showInCalendar: fn()
    }
  }
}

/** Just ended: the route picture is being drawn (asked for at once). */
export const JustEndedPictureLoading: Story = {
  args: justEndedWithPicture("loading"),
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getAllByRole("article")[0]!)
    await expect(card.getByRole("status", { name: CALENDAR_COPY.pictureLoading })).toBeVisible()
  }
}

/** Just ended: the route picture drawn, ready for the post and the share. */
export const JustEndedPictureReady: Story = {
  args: justEndedWithPicture("ready"),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole("article")
    await expect(within(cards[0]!).getByRole("img", { name: CALENDAR_COPY.pictureAlt })).toBeVisible()
    // Only the card whose picture it is shows it.
    await expect(within(cards[1]!).queryByRole("img", { name: CALENDAR_COPY.pictureAlt })).toBeNull()
  }
}

/** Just ended: the route picture could not be drawn; said, with a retry. */
export const JustEndedPictureFailed: Story = {
  args: justEndedWithPicture("failed"),
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getAllByRole("article")[0]!)
    await expect(card.getByText(CALENDAR_COPY.pictureFailed)).toBeVisible()
    await expect(card.getByRole("button", { name: CALENDAR_COPY.retryPicture })).toBeEnabled()
  }
}

import { Profiler } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { reachableByScrolling, reflowProblems, zoomedTo } from "../../ui/testing/reflow.ts"
import { connectOnWalk, lostPointsMessage, offlineWalkNotice, rejectedPointsMessage, WALK_COPY, type LiveCard, type OnWalkConfirm } from "@mungwalk/core/walk"
import { movableSource } from "../../ui/source.ts"
import { OnWalkView, type OnWalkViewProps } from "./OnWalkView.tsx"
import { liveRoute, longLiveRoute } from "./fixtures.ts"
import { activeWalk, walkingModel, walkOverModel } from "./storyModels.ts"

const handlers = () => ({
  onRequestEnd: fn(),
  onRequestAbandon: fn(),
  onConfirm: fn(),
  onCancelConfirm: fn(),
  onDiscard: fn(),
  onMark: fn(),
  onUndoMark: fn(),
  onDismissAlert: fn(),
  onRetryEnd: fn(),
  onDismissGap: fn(),
  onDismissRejected: fn(),
  onWalkOverAction: fn()
})

/** Props for a machine state, with spy handlers. */
const props = (model: ReturnType<typeof walkingModel>, confirm: OnWalkConfirm = null, offline: "device" | "server" | null = null): OnWalkViewProps => ({
  walk: { ...connectOnWalk(model, confirm, () => {}, offline), ...handlers() }
})

const meta = {
  title: "Walk/OnWalkView",
  component: OnWalkView,
  args: props(walkingModel(activeWalk(liveRoute), "idle"))
} satisfies Meta<typeof OnWalkView>
export default meta
type Story = StoryObj<typeof meta>

/** Just started: no fix yet. */
export const Fresh: Story = {
  args: props(walkingModel(activeWalk([], { startedSecondsBefore: 3 }), "due")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("0.00 km")).toBeVisible()
    await expect(canvas.getAllByText("0 kcal")).toHaveLength(2)
  }
}

export const Walking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('[role="status"][data-part="mark-note"]')?.textContent).toBe("")
    await expect(canvasElement.querySelector('[data-part="elapsed"]')?.textContent).toMatch(/^\d+분 \d+초$/)
    await expect(canvasElement.querySelector('[data-part="distance"]')?.textContent).toMatch(/^\d+\.\d{2} km$/)
    await mapsSettled(canvasElement)
    await expect(canvasElement.querySelectorAll('[data-part="route"]')).toHaveLength(1)
    await userEvent.click(canvas.getByRole("button", { name: "산책 종료" }))
    await expect(args.walk.onRequestEnd).toHaveBeenCalled()
  }
}

/** The live card as the walk hands it (`live`), moved by the story as fixes and ticks would. */
const walkingArgs = props(walkingModel(activeWalk(liveRoute), "idle"))
const firstCard = walkingArgs.walk.live!
const movingCard = movableSource<LiveCard | null>(firstCard)
/** Renders of the view itself, and commits of anything under it (the live card's parts included: React's `Profiler`). */
let viewRenders = 0
let commits = 0
const CountedView = (args: OnWalkViewProps) => {
  viewRenders += 1
  return (
    <Profiler id="on-walk" onRender={() => commits++}>
      <OnWalkView {...args} />
    </Profiler>
  )
}

/**
 * The live card reads its figures from the walk by itself (issue 33): a new distance, time or
 * dog's calories is drawn at once — in the task that changed it — and by writing that text alone:
 * no component draws again, the card's neither.
 */
export const TheLiveCardDrawsItself: Story = {
  args: { ...walkingArgs, live: movingCard },
  render: (args) => <CountedView {...args} />,
  play: async ({ canvasElement }) => {
    const distance = () => canvasElement.querySelector('[data-part="distance"]')?.textContent
    const elapsed = () => canvasElement.querySelector('[data-part="elapsed"]')?.textContent
    const calories = () => [...canvasElement.querySelectorAll('[data-part="calories"]')].map((c) => c.textContent)
    await expect(distance()).toBe(firstCard.distanceLabel)
    const before = viewRenders
    const committed = commits
    movingCard.move({ ...firstCard, distanceMetres: 1234, distanceLabel: "1.23 km" })
    // Synchronously: no microtask or task has run since the change.
    await expect(distance()).toBe("1.23 km")
    movingCard.move({ ...movingCard.get()!, elapsedSeconds: 3723, elapsedLabel: "1시간 2분 3초" })
    await expect(elapsed()).toBe("1시간 2분 3초")
    const [first, ...others] = firstCard.dogs
    movingCard.move({ ...movingCard.get()!, dogs: [{ ...first!, caloriesLabel: "99 kcal" }, ...others] })
    await expect(calories()).toEqual(["99 kcal", ...others.map((d) => d.caloriesLabel)])
    await expect(viewRenders).toBe(before)
    await expect(commits).toBe(committed)
    movingCard.move(firstCard)
    await expect(calories()).toEqual(firstCard.dogs.map((d) => d.caloriesLabel))
  }
}

/** Marks on the way: pins on the route, counts on the buttons; the last one just tapped can be undone. */
export const WithMarks: Story = {
  args: props(
    walkingModel(
      activeWalk(liveRoute, {
        marks: [
          { kind: "PEE", at: 2 },
          { kind: "WATER", at: 5 },
          { kind: "POO", at: liveRoute.length - 1, sent: false }
        ]
      }),
      "idle"
    )
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await mapsSettled(canvasElement)
    const pins = canvasElement.querySelectorAll(
      '[data-part="marker"][data-kind="pee"], [data-part="marker"][data-kind="poo"], [data-part="marker"][data-kind="water"]'
    )
    await expect([...pins].map((p) => p.getAttribute("data-kind"))).toEqual(["pee", "water", "poo"])
    await expect(canvasElement.querySelector('[data-part="mark-count-POO"]')).toHaveTextContent("1")
    await expect(canvasElement.querySelector('[data-part="mark-undo"]')).toHaveTextContent("대변을 기록했어요")
    // Said by a screen reader from the sheet's polite status, which is there with or without a mark.
    await expect(canvasElement.querySelector('[role="status"][data-part="mark-note"]')).toHaveTextContent("대변을 기록했어요")
    await userEvent.click(canvas.getByRole("button", { name: "되돌리기" }))
    await expect(args.walk.onUndoMark).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: /^소변/ }))
    await expect(args.walk.onMark).toHaveBeenCalledWith("PEE")
  }
}

/** Just after '되돌리기' on the last of three quick taps: the note says it is gone, with no button (the tap before is not offered next). */
export const MarkUndone: Story = {
  args: props(
    walkingModel(
      (() => {
        const walk = activeWalk(liveRoute, {
          marks: [
            { kind: "PEE", at: liveRoute.length - 1, sent: false },
            { kind: "POO", at: liveRoute.length - 1, sent: false }
          ]
        })
        const last = walk.track[walk.track.length - 1]!
        return { ...walk, undone: { kind: "WATER" as const, time: last.time + 500, at: last.time + 1000 } }
      })(),
      "idle"
    )
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-part="mark-undo"]')
    await expect(bar).toHaveTextContent("물 기록을 지웠어요")
    await expect(canvasElement.querySelector('[role="status"][data-part="mark-note"]')).toHaveTextContent("물 기록을 지웠어요")
    await expect(within(canvasElement).queryByRole("button", { name: "되돌리기" })).toBeNull()
  }
}

/** Two hours and thousands of fixes: the map draws a simplified route. */
export const LongRoute: Story = {
  args: props(walkingModel(activeWalk(longLiveRoute, { unsent: 12, dogCount: 3 }), "idle")),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="elapsed"]')?.textContent).toMatch(/^\d시간 \d+분 \d+초$/)
  }
}

/** A batch leaving while the walk goes on: the chip stays as it was (recording, its dot), every 20 s. */
export const Sending: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { unsent: 20 }), "sending")),
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-part="sync"]')!
    await expect(chip).toHaveTextContent("산책 기록 중")
    await expect(chip.querySelector("[aria-hidden]")).not.toBeNull()
    // Nothing of it tells the send apart (the screen is not drawn again for it: issue 33).
    await expect(chip.hasAttribute("data-tone")).toBe(false)
    await expect(chip.hasAttribute("data-state")).toBe(false)
  }
}

/** Offline: the send failed, points are kept on the device and retried with backoff. */
export const OfflineRetrying: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { unsent: 57 }), "backoff", { failures: 3, failure: WALK_COPY.sendFailed })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/보관 중/)).toBeVisible()
    await expect(canvas.getByText(WALK_COPY.sendFailed)).toBeVisible()
  }
}

/**
 * The device is offline (the connectivity actor says so): ONE compact notice names the kept points
 * — no recording chip, no send-problem notice (and the shell leaves its banner out on this screen) —
 * and with the gap notice after a reload the numbers and the end button still fit a 360×640 phone.
 */
export const OfflineOneNotice: Story = {
  args: props(
    walkingModel(
      activeWalk(liveRoute, {
        unsent: 57,
        dogCount: 2,
        gaps: [{ from: liveRoute[10]!.recordTime.getTime(), to: liveRoute[10]!.recordTime.getTime() + 192_000, reason: "closed" }]
      }),
      "backoff",
      { failures: 3, failure: WALK_COPY.sendFailed }
    ),
    null,
    "device"
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const notice = canvasElement.querySelector('[data-part="offline-notice"]')!
    await expect(notice).toHaveTextContent(offlineWalkNotice(57))
    await expect(notice).toHaveAttribute("role", "status")
    await expect(canvasElement.querySelectorAll('[data-part="sync"], [data-part="send-problem"], [data-part="offline-banner"]')).toHaveLength(0)
    await expect(canvas.queryByText(WALK_COPY.sendFailed)).toBeNull()
    // One line, under the map; the end button and the numbers stay in the screen.
    const summary = notice.querySelector("summary")!
    const gapLine = canvasElement.querySelector('[data-part="gap-notice"] summary')!
    await expect(summary.getBoundingClientRect().height).toBeLessThanOrEqual(gapLine.getBoundingClientRect().height)
    const bottom = window.innerHeight - 56 - 64 + 1
    for (const el of [canvas.getByRole("button", { name: "산책 종료" }), canvasElement.querySelector('[data-part="distance"]')!]) {
      await expect(el.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom)
    }
  }
}

/** The page was hidden for a while: the gap notice. */
export const HiddenGapNotice: Story = {
  args: props(
    walkingModel(
      activeWalk(liveRoute, { gaps: [{ from: liveRoute[10]!.recordTime.getTime(), to: liveRoute[10]!.recordTime.getTime() + 192_000, reason: "hidden" }] }),
      "idle"
    )
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`${WALK_COPY.gapHidden} (3분 12초)`)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "알림 닫기" }))
    await expect(args.walk.onDismissGap).toHaveBeenCalled()
  }
}

export const GpsDenied: Story = {
  args: props(walkingModel(activeWalk(liveRoute), "idle", { gpsError: "denied" })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(WALK_COPY.gpsDenied)
    // The chip does not claim a recording that gets no fixes, nor pulses its dot.
    const chip = canvasElement.querySelector('[data-part="sync"]')
    await expect(chip).toHaveTextContent(WALK_COPY.chipNoLocation)
    await expect(chip?.querySelector("[aria-hidden]")).toBeNull()
  }
}

export const ConfirmEnd: Story = {
  args: props(walkingModel(activeWalk(liveRoute), "idle"), "end"),
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("alertdialog", { name: "산책을 종료할까요?" })
    await userEvent.click(within(dialog).getByRole("button", { name: "종료하기" }))
    await expect(args.walk.onConfirm).toHaveBeenCalled()
  }
}

/** Ending a walk under 50 m or 1 minute: '기록하지 않을까요?' — discard it or keep it (closing walks on). */
export const ConfirmShortWalk: Story = {
  args: props(walkingModel(activeWalk(liveRoute.slice(0, 3), { startedSecondsBefore: 8 }), "idle"), "short"),
  play: async ({ args }) => {
    const dialog = await waitFor(() => within(document.body).getByRole("alertdialog", { name: WALK_COPY.shortWalkTitle }))
    await expect(dialog).toHaveTextContent(WALK_COPY.shortWalkDetail)
    await userEvent.click(within(dialog).getByRole("button", { name: WALK_COPY.shortWalkDiscard }))
    await expect(args.walk.onDiscard).toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole("button", { name: WALK_COPY.shortWalkKeep }))
    await expect(args.walk.onConfirm).toHaveBeenCalled()
  }
}

/** The short walk is being deleted on the server. */
export const Discarding: Story = {
  args: props(walkingModel(activeWalk(liveRoute.slice(0, 3), { startedSecondsBefore: 8 }), "discarding")),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /기록을 지우는 중/ })).toHaveAttribute("aria-disabled", "true")
  }
}

/** Discarding failed (e.g. offline): the walk goes on, with an alert. */
export const DiscardFailed: Story = {
  args: props(walkingModel(activeWalk(liveRoute.slice(0, 3), { startedSecondsBefore: 8 }), "idle", { alert: WALK_COPY.discardFailed })),
  play: async ({ args }) => {
    const dialog = await waitFor(() => within(document.body).getByRole("alertdialog", { name: "알림" }))
    await expect(dialog).toHaveTextContent(WALK_COPY.discardFailed)
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }))
    await expect(args.walk.onDismissAlert).toHaveBeenCalled()
  }
}

/** Ending: the remaining points go first, then the end call. */
export const Ending: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { unsent: 7, ending: true }), "flushing")),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: /산책을 저장하는 중/ })).toHaveAttribute("aria-disabled", "true")
    await expect(canvas.getByText(WALK_COPY.endSending)).toBeVisible()
  }
}

/**
 * Ending failed and is retried; the user may retry now or give up the walk. The end button that had
 * the focus is gone: '지금 다시 시도' takes it (not the page).
 */
export const EndingRetrying: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { unsent: 0, ending: true }), "finishRetry", { failures: 2, failure: WALK_COPY.endRetrying })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(new RegExp(WALK_COPY.endRetrying))).toBeVisible()
    const retry = canvas.getByRole("button", { name: "지금 다시 시도" })
    await waitFor(() => expect(retry).toHaveFocus())
    await userEvent.click(retry)
    await expect(args.walk.onRetryEnd).toHaveBeenCalled()
  }
}

export const ConfirmAbandon: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { unsent: 0, ending: true }), "finishRetry", { failures: 4, failure: WALK_COPY.endRetrying }), "abandon"),
  play: async () => {
    await waitFor(() => expect(within(document.body).getByRole("alertdialog", { name: "이 산책 기록을 포기할까요?" })).toBeVisible())
  }
}

/** The server refused a few points (e.g. stamped by a clock far off): they are left out, the walk goes on. */
export const RejectedPoints: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { rejectedPoints: 3 }), "idle")),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(rejectedPointsMessage(3))).toBeVisible()
    await expect(rejectedPointsMessage(3)).toBe("위치 3개는 기록할 수 없어 제외했어요.")
    await userEvent.click(canvas.getByRole("button", { name: "제외 알림 닫기" }))
    await expect(args.walk.onDismissRejected).toHaveBeenCalled()
  }
}

/** The walk was ended on another device while 7 points were still on this one: tracking stopped; on to the summary. */
export const EndedElsewhere: Story = {
  args: props(walkOverModel({ reason: "endedElsewhere", lostPoints: 7, walk: activeWalk(liveRoute, { unsent: 7 }) })),
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("alertdialog", { name: "이 산책은 이미 종료되었어요." })
    await expect(dialog).toHaveTextContent(lostPointsMessage(7))
    // Tracking has stopped: nothing claims to be recording behind the dialog.
    await expect(within(document.body).queryByText("산책 기록 중")).toBeNull()
    await userEvent.click(within(dialog).getByRole("button", { name: "산책 기록 보기" }))
    await expect(args.walk.onWalkOverAction).toHaveBeenCalled()
  }
}

/** Another device took the walk on while this one was still (one walk, one recorder): tracking stopped here; back to /walk. */
export const RecordedElsewhere: Story = {
  args: props(walkOverModel({ reason: "recordedElsewhere", lostPoints: 4, walk: activeWalk(liveRoute, { unsent: 4 }) })),
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("alertdialog", { name: "다른 기기에서 이 산책을 기록하고 있어요." })
    await expect(dialog).toHaveTextContent(WALK_COPY.recordedElsewhereDetail)
    await expect(dialog).toHaveTextContent(lostPointsMessage(4))
    await expect(within(document.body).queryByText("산책 기록 중")).toBeNull()
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }))
    await expect(args.walk.onWalkOverAction).toHaveBeenCalled()
  }
}

/** The server does not know the walk (its data was reset), nothing was unsent: back to /walk. */
export const NotFoundOnServer: Story = {
  args: props(walkOverModel({ reason: "notFound", lostPoints: 0, walk: activeWalk(liveRoute, { unsent: 0, ending: true }) })),
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("alertdialog", { name: "서버에서 이 산책을 찾을 수 없어요." })
    await expect(dialog).toHaveTextContent(WALK_COPY.notFoundDetail)
    await expect(dialog).not.toHaveTextContent("저장되지 않았어요")
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }))
    await expect(args.walk.onWalkOverAction).toHaveBeenCalled()
  }
}

/**
 * After a reload: the closed-app gap and refused points both show, with three dogs. The notices
 * are one line each (tap to read all); the live numbers, the end button and the map stay in the
 * screen without scrolling (the screen is the viewport less the bar and the bottom navigation).
 */
export const AfterReloadTwoNotices: Story = {
  args: props(
    walkingModel(
      activeWalk(liveRoute, {
        dogCount: 3,
        rejectedPoints: 3,
        gaps: [{ from: liveRoute[10]!.recordTime.getTime(), to: liveRoute[10]!.recordTime.getTime() + 192_000, reason: "closed" }]
      }),
      "idle"
    )
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const gap = canvasElement.querySelector('[data-part="gap-notice"]')!
    const rejected = canvasElement.querySelector('[data-part="rejected-points"]')!
    await expect(gap).toHaveTextContent("앱이 닫혀 있던 3분 12초 동안은 경로가 기록되지 않았어요.")
    await expect(rejected).toHaveTextContent(rejectedPointsMessage(3))
    // The screen's bottom edge: the viewport less the bar and the bottom navigation (none in a story: less both).
    const bottom = window.innerHeight - 56 - 64 + 1
    const end = canvas.getByRole("button", { name: "산책 종료" })
    for (const el of [end, canvasElement.querySelector('[data-part="elapsed"]')!, canvasElement.querySelector('[data-part="distance"]')!]) {
      await expect(el.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom)
    }
    await expect(end).toBeVisible()
    const map = canvasElement.querySelector("[data-map]")!
    await expect(map.getBoundingClientRect().height).toBeGreaterThanOrEqual(139)
    // Notices sit under the map, never over it.
    await expect(gap.getBoundingClientRect().top).toBeGreaterThanOrEqual(map.getBoundingClientRect().bottom)
    // One line each, until opened.
    const summary = gap.querySelector("summary")!
    const oneLine = summary.getBoundingClientRect().height
    await userEvent.click(summary)
    await expect(gap.querySelector("details")).toHaveAttribute("open")
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(oneLine)
    await expect(end.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom)
  }
}

/**
 * Five dogs on a small phone: the dogs' list scrolls inside itself (the live numbers and the end
 * button keep their place), and a shadow at its bottom edge shows there is more to scroll.
 */
export const FiveDogs: Story = {
  args: props(walkingModel(activeWalk(liveRoute, { dogCount: 5 }), "idle")),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-part="dogs"]')!
    await expect(list.querySelectorAll("li")).toHaveLength(5)
    // The list's own scroll: the rows past its edge are reached inside it, and it draws its edge shadows.
    await expect(getComputedStyle(list).overflowY).toBe("auto")
    await expect(getComputedStyle(list).backgroundImage).toContain("radial-gradient")
    await expect(canvasElement.querySelector('[data-part="distance"]')).toBeVisible()
  }
}

/**
 * Five dogs on a 360×640 phone: the dogs' list is too tall for its place and scrolls inside itself.
 * A keyboard reaches it (a named region in the tab order, WCAG 2.1.1), so its hidden rows can be
 * scrolled to without a touch screen or a mouse.
 */
export const FiveDogsOnASmallPhone: Story = {
  parameters: { viewport: { options: { phone360x640: { name: "Phone 360×640", styles: { width: "360px", height: "640px" }, type: "mobile" } } } },
  globals: { viewport: { value: "phone360x640", isRotated: false } },
  args: props(walkingModel(activeWalk(liveRoute, { dogCount: 5 }), "idle")),
  play: async ({ canvasElement }) => {
    await expect(window.innerHeight).toBe(640)
    const list = within(canvasElement).getByRole("region", { name: "강아지별 소모 칼로리" })
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight)
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(async () => {
      await userEvent.tab()
      await expect(list).toHaveFocus()
    })
  }
}

/**
 * A 390×844 phone zoomed to 200 % (195×422 CSS px; WCAG 1.4.10 reflow): a walk of hours with
 * three dogs. The screen flows and the page scrolls: the live figures whole (a long time on two
 * lines), each dog's calories under its name, the marks above a full-width end button — nothing
 * cut, nothing scrolled sideways, and the end button and every figure come into view by scrolling.
 */
export const ZoomedTo200: Story = {
  ...zoomedTo("zoomed390"),
  args: props(walkingModel(activeWalk(longLiveRoute, { dogCount: 3 }), "idle")),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(195)
    await mapsSettled(canvasElement)
    await expect(reflowProblems(canvasElement)).toEqual([])
    const figures = canvasElement.querySelectorAll<HTMLElement>('[data-part="elapsed"], [data-part="distance"], [data-part="calories"]')
    await expect(figures).toHaveLength(5)
    for (const el of [within(canvasElement).getByRole("button", { name: "산책 종료" }), ...figures]) await expect(reachableByScrolling(el)).toBeNull()
  }
}

/** A 360×640 phone zoomed to 200 % (180×320 CSS px), after a reload with two notices and two dogs: the same, in the smaller screen. */
export const ZoomedTo200OnASmallPhone: Story = {
  ...zoomedTo("zoomed360"),
  args: props(
    walkingModel(
      activeWalk(liveRoute, {
        dogCount: 2,
        rejectedPoints: 3,
        gaps: [{ from: liveRoute[10]!.recordTime.getTime(), to: liveRoute[10]!.recordTime.getTime() + 192_000, reason: "closed" }]
      }),
      "idle"
    )
  ),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(180)
    await mapsSettled(canvasElement)
    await expect(reflowProblems(canvasElement)).toEqual([])
    const canvas = within(canvasElement)
    const reachable = [
      canvas.getByRole("button", { name: "산책 종료" }),
      ...canvas.getAllByRole("button", { name: /^(소변|대변|물)/ }),
      ...canvasElement.querySelectorAll<HTMLElement>('[data-part="elapsed"], [data-part="distance"], [data-part="calories"]')
    ]
    for (const el of reachable) await expect(reachableByScrolling(el)).toBeNull()
  }
}

/**
 * The same phone at 150 % (260×563 CSS px): too short for the map, three dogs' calories and the
 * end button in one screen, so it flows as at 200 % and the page scrolls to '산책 종료' — the
 * sheet does not scroll inside itself with the end button half under its edge.
 */
export const ZoomedTo150: Story = {
  ...zoomedTo("zoomed390at150"),
  args: props(walkingModel(activeWalk(longLiveRoute, { dogCount: 3 }), "idle")),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(260)
    await mapsSettled(canvasElement)
    await expect(reflowProblems(canvasElement)).toEqual([])
    await expect(reachableByScrolling(within(canvasElement).getByRole("button", { name: "산책 종료" }))).toBeNull()
  }
}

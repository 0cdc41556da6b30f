import type { Meta, StoryObj } from "@storybook/react-vite"
import { assign, createActor, setup } from "xstate"
import { expect, fn, userEvent, within } from "storybook/test"
import { AUTH_COPY } from "@mungwalk/core/auth"
import { CONNECTIVITY_COPY, connectConnectivity, connectivityMachine } from "@mungwalk/core/connectivity"
import { Button, Card, Page, Text } from "../ui/index.ts"
import { zoomedTo } from "../ui/testing/reflow.ts"
import { AppLayout, LoginRequiredModal, WALK_IN_PROGRESS_LABEL } from "./ShellView.tsx"
import { useConnectedValue } from "./useConnected.ts"

const meta = {
  title: "Shell/Layout",
  parameters: { frame: "bare" }
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const Filler = () => (
  <Page>
    <Text as="h1" size="xl" weight="bold">
      화면 제목
    </Text>
    {[1, 2, 3].map((n) => (
      <Card key={n}>
        <Text>내용 {n}</Text>
      </Card>
    ))}
  </Page>
)

export const HomeChrome: Story = {
  render: () => (
    <AppLayout bar={{ kind: "top" }} bottomNav activeNav="home" onBack={fn()}>
      <Filler />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole("navigation", { name: "주요 메뉴" })
    const links = within(nav).getAllByRole("link")
    await expect(links.map((a) => a.getAttribute("href"))).toEqual(["/", "/walk", "/quest", "/post/1", "/shop"])
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page")
    await expect(canvasElement.querySelector('[data-part="walking-dot"]')).toBeNull()
    for (const link of [...links, canvas.getByRole("link", { name: "알림" }), canvas.getByRole("link", { name: "마이페이지" })]) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
  }
}

/**
 * Tabbing down a page longer than the screen (a phone zoomed to 200 %): each control the focus
 * reaches is scrolled clear of the sticky top bar and the fixed bottom navigation (WCAG 2.4.11),
 * not left under them.
 */
export const FocusClearOfTheBars: Story = {
  ...zoomedTo("zoomed390"),
  render: () => (
    <AppLayout bar={{ kind: "top" }} bottomNav activeNav="home" onBack={fn()}>
      <Page>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Card key={n}>
            <Text>내용 {n}</Text>
            <Button variant="secondary">버튼 {n}</Button>
          </Card>
        ))}
      </Page>
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const top = canvasElement.querySelector("header")!.getBoundingClientRect().bottom
    const bottom = canvas.getByRole("navigation", { name: "주요 메뉴" }).getBoundingClientRect().top
    for (let n = 1; n <= 6; n++) {
      const button = canvas.getByRole("button", { name: `버튼 ${n}` })
      button.focus()
      const box = button.getBoundingClientRect()
      await expect({ n, top: box.top >= top - 0.5, bottom: box.bottom <= bottom + 0.5 }).toEqual({ n, top: true, bottom: true })
    }
    // And back up: the first is scrolled clear of the top bar.
    const first = canvas.getByRole("button", { name: "버튼 1" })
    first.focus()
    await expect(first.getBoundingClientRect().top).toBeGreaterThanOrEqual(top - 0.5)
  }
}

/** A walk is in progress (the walk actor's `isWalking`): a dot on the walk tab, said in its name. */
export const WalkInProgress: Story = {
  render: () => (
    <AppLayout bar={{ kind: "top" }} bottomNav activeNav="home" walking onBack={fn()}>
      <Filler />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "주요 메뉴" }))
    const walk = nav.getByRole("link", { name: WALK_IN_PROGRESS_LABEL })
    await expect(walk).toHaveAttribute("href", "/walk")
    await expect(walk.querySelector('[data-part="walking-dot"]')).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-part="walking-dot"]')).toHaveLength(1)
  }
}

/** The shell's view of a connectivity snapshot, made by the same `connect` the app uses. */
const connectivity = (network: "online" | "offline", update: "none" | "available", walking: boolean) =>
  connectConnectivity(connectivityMachine.resolveState({ value: { network, update }, context: { online: network === "online", serverOnly: false } }), fn(), {
    walking
  })

/** No network during a walk: the banner under the bar says the points are kept and sent later. */
export const OfflineDuringWalk: Story = {
  render: () => {
    const view = connectivity("offline", "none", true)
    return (
      <AppLayout bar={{ kind: "top" }} bottomNav activeNav="walk" walking offlineMessage={view.offlineMessage} onBack={fn()}>
        <Filler />
      </AppLayout>
    )
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("status")
    await expect(banner).toHaveTextContent(CONNECTIVITY_COPY.offlineWalking)
    await expect(banner.getBoundingClientRect().top).toBeGreaterThanOrEqual(56)
  }
}

/** A new version waits and no walk is in progress: the quiet prompt above the bottom navigation. */
export const UpdateAvailable: Story = {
  render: () => {
    const view = connectivity("online", "available", false)
    return (
      <AppLayout bar={{ kind: "top" }} bottomNav activeNav="home" updatePrompt={view.showUpdate ? view : null} onBack={fn()}>
        <Filler />
      </AppLayout>
    )
  },
  play: async ({ canvasElement }) => {
    const prompt = within(within(canvasElement).getByRole("region", { name: CONNECTIVITY_COPY.updateAvailable }))
    for (const name of [CONNECTIVITY_COPY.updateNow, CONNECTIVITY_COPY.updateLater]) {
      await expect(prompt.getByRole("button", { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
  }
}

/** The same waiting version during a walk: no prompt (reloading would interrupt the walk). */
export const UpdateWaitsForWalk: Story = {
  render: () => {
    const view = connectivity("online", "available", true)
    return (
      <AppLayout bar={{ kind: "top" }} bottomNav activeNav="walk" walking updatePrompt={view.showUpdate ? view : null} onBack={fn()}>
        <Filler />
      </AppLayout>
    )
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: CONNECTIVITY_COPY.updateAvailable })).toBeNull()
  }
}

export const UnreadNotifications: Story = {
  render: () => (
    <AppLayout bar={{ kind: "top" }} bottomNav activeNav="walk" unread onBack={fn()}>
      <Filler />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "알림 (새 알림 있음)" })).toHaveAttribute("data-state", "unread")
  }
}

const onBack = fn()

export const BackBarChrome: Story = {
  render: () => (
    <AppLayout bar={{ kind: "back", title: "주문 내역" }} bottomNav={false} activeNav={null} onBack={onBack}>
      <Filler />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    onBack.mockClear()
    await expect(canvas.queryByRole("navigation")).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "뒤로 가기" }))
    await expect(onBack).toHaveBeenCalledOnce()
  }
}

const onLogin = fn()

export const LoginNeeded: Story = {
  render: () => (
    <AppLayout bar={{ kind: "top" }} bottomNav activeNav="walk" onBack={fn()}>
      <Filler />
      <LoginRequiredModal
        modal={{
          open: true,
          title: AUTH_COPY.loginNeededTitle,
          body: AUTH_COPY.loginNeededBody,
          confirmLabel: AUTH_COPY.goToLogin,
          dismissLabel: AUTH_COPY.dismiss
        }}
        onLogin={onLogin}
        onDismiss={fn()}
      />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    onLogin.mockClear()
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: AUTH_COPY.loginNeededTitle })
    const login = within(dialog).getByRole("button", { name: AUTH_COPY.goToLogin })
    await expect(login).toHaveFocus()
    await userEvent.click(login)
    await expect(onLogin).toHaveBeenCalledOnce()
  }
}

/** A walk's shape as the shell sees it: a clock that ticks while walking, and whether a walk is on. */
const tickingWalk = setup({
  types: { context: {} as { now: number }, events: {} as { type: "start" } | { type: "tick" } | { type: "end" } }
}).createMachine({
  context: { now: 0 },
  initial: "idle",
  on: { tick: { actions: assign({ now: ({ context }) => context.now + 1 }) } },
  states: { idle: { on: { start: "walking" } }, walking: { on: { end: "idle" } } }
})

const walkForDot = createActor(tickingWalk).start()
let dotDraws = 0

const BarsFollowingTheWalk = () => {
  const walking = useConnectedValue(walkForDot, (s) => s.matches("walking"))
  dotDraws += 1
  return (
    <AppLayout bar={{ kind: "top" }} bottomNav activeNav="home" walking={walking} onBack={fn()}>
      <Filler />
    </AppLayout>
  )
}

/**
 * The shell binds only whether a walk is on (`useConnectedValue`): a walk's clock ticks every
 * second, and the bars — and the screen under them — are drawn again only when the dot changes.
 */
export const WalkDotIgnoresTheClock: Story = {
  render: () => <BarsFollowingTheWalk />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const before = dotDraws
    for (let i = 0; i < 5; i++) walkForDot.send({ type: "tick" })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(dotDraws).toBe(before)
    walkForDot.send({ type: "start" })
    await expect(await canvas.findByRole("link", { name: WALK_IN_PROGRESS_LABEL })).toBeVisible()
    const walkingDraws = dotDraws
    await expect(walkingDraws).toBe(before + 1)
    for (let i = 0; i < 5; i++) walkForDot.send({ type: "tick" })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(dotDraws).toBe(walkingDraws)
    walkForDot.send({ type: "end" })
    await expect(await canvas.findByRole("link", { name: "산책" })).toBeVisible()
  }
}

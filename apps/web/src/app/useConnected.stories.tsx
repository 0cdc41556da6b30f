import type { Meta, StoryObj } from "@storybook/react-vite"
import { Profiler, useState } from "react"
import { assign, createActor, setup } from "xstate"
import { expect, waitFor } from "storybook/test"
import { Text } from "../ui/index.ts"
import { useConnectedActorWhenShown, useConnectedValue } from "./useConnected.ts"

/**
 * The binding hooks as the on-walk screen uses them (issue 33: smooth at hour two): a walk's
 * snapshot changes on every fix, for hours.
 */
const meta = {
  title: "App/Binding a machine",
  parameters: { frame: "bare" }
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const counter = setup({ types: { context: {} as { fixes: number; online: boolean }, events: {} as { type: "fix" } | { type: "offline" } } }).createMachine({
  context: { fixes: 0, online: true },
  on: {
    fix: { actions: assign({ fixes: ({ context }) => context.fixes + 1 }) },
    offline: { actions: assign({ online: false }) }
  }
})

const walkLike = createActor(counter).start()
/** Commits of the screen (`<Profiler>`) and its renders. */
let commits = 0
let screenDraws = 0

/** What the screen shows: the fixes in tens (as the live card shows metres in tens); `count` reads the latest. */
interface TensModel {
  readonly tens: number
  readonly count: () => number
}
const sameTens = (a: TensModel, b: TensModel): boolean => a.tens === b.tens
/** The screen's latest `count` action (stable across draws). */
let countAction: (() => number) | null = null

const Screen = () => {
  const [label] = useState("고정")
  const online = useConnectedValue(walkLike, isOnline)
  const model = useConnectedActorWhenShown(walkLike, (s): TensModel => ({ tens: Math.floor(s.context.fixes / 10), count: () => s.context.fixes }), sameTens, [
    label
  ])
  countAction = model.count
  screenDraws += 1
  return (
    <Text data-part="fixes">
      {label} {online ? "온라인" : "오프라인"} {model.tens}
    </Text>
  )
}
const isOnline = (s: ReturnType<typeof walkLike.getSnapshot>): boolean => s.context.online

/**
 * `useConnectedActorWhenShown`: a snapshot that changes what the screen shows is drawn at once, in
 * the task that made it — the text is current right after `send`, with no await — one render and
 * one commit; a snapshot that shows nothing new draws nothing, and the screen's actions (the same
 * functions all along) still act on the latest.
 */
export const DrawsWhatItShowsAtOnce: Story = {
  render: () => (
    <Profiler id="screen" onRender={() => (commits += 1)}>
      <Screen />
    </Profiler>
  ),
  play: async ({ canvasElement }) => {
    const text = () => canvasElement.querySelector('[data-part="fixes"]')?.textContent
    await expect(text()).toContain("온라인")
    // To the next ten but one (one drawn change at least): then nine fixes show nothing new, the tenth a new figure.
    do walkLike.send({ type: "fix" })
    while (walkLike.getSnapshot().context.fixes % 10 !== 0)
    const action = countAction
    const tens = walkLike.getSnapshot().context.fixes / 10
    const draws = screenDraws
    const before = commits
    for (let i = 1; i <= 9; i++) walkLike.send({ type: "fix" })
    await expect(screenDraws - draws).toBe(0)
    await expect(commits - before).toBe(0)
    await expect(text()).toBe(`고정 온라인 ${tens}`)
    // The action drawn nine snapshots ago reads the walk as it is now.
    await expect(action?.()).toBe(10 * tens + 9)
    walkLike.send({ type: "fix" })
    // Synchronously: no microtask or task has run since the send.
    await expect(text()).toBe(`고정 온라인 ${tens + 1}`)
    await expect(screenDraws - draws).toBe(1)
    await expect(commits - before).toBe(1)
    // A value the screen reads through `useConnectedValue` is drawn as React schedules it.
    walkLike.send({ type: "offline" })
    await waitFor(() => expect(text()).toBe(`고정 오프라인 ${tens + 1}`))
  }
}

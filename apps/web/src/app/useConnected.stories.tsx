import type { Meta, StoryObj } from "@storybook/react-vite"
import { Profiler, useState } from "react"
import { assign, createActor, setup } from "xstate"
import { expect } from "storybook/test"
import { Text } from "../ui/index.ts"
import { useConnectedActorAtOnce, useConnectedValue } from "./useConnected.ts"

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

const Screen = () => {
  const [label] = useState("고정")
  const online = useConnectedValue(walkLike, isOnline)
  const fixes = useConnectedActorAtOnce(walkLike, (s) => s.context.fixes)
  screenDraws += 1
  return (
    <Text data-part="fixes">
      {label} {online ? "온라인" : "오프라인"} {fixes}
    </Text>
  )
}
const isOnline = (s: ReturnType<typeof walkLike.getSnapshot>): boolean => s.context.online

/**
 * `useConnectedActorAtOnce`: each snapshot is drawn at once, in the task that made it — the text
 * is current right after `send`, with no await — once per snapshot, one commit each.
 */
export const DrawsEachSnapshotAtOnce: Story = {
  render: () => (
    <Profiler id="screen" onRender={() => (commits += 1)}>
      <Screen />
    </Profiler>
  ),
  play: async ({ canvasElement }) => {
    const text = () => canvasElement.querySelector('[data-part="fixes"]')?.textContent
    await expect(text()).toContain("온라인")
    const draws = screenDraws
    const before = commits
    const start = walkLike.getSnapshot().context.fixes
    for (let i = 1; i <= 5; i++) {
      walkLike.send({ type: "fix" })
      // Synchronously: no microtask or task has run since the send.
      await expect(text()).toBe(`고정 온라인 ${start + i}`)
    }
    await expect(screenDraws - draws).toBe(5)
    await expect(commits - before).toBe(5)
    walkLike.send({ type: "offline" })
    await expect(text()).toBe(`고정 오프라인 ${start + 5}`)
  }
}

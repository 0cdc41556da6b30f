import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { QUESTS, walkQuestProgress } from "@mungwalk/core"
import { connectQuest, questMachine, QUEST_COPY, type QuestContext, type QuestEvent } from "@mungwalk/core/quest"
import { QuestView } from "./QuestView.tsx"

type QuestState = "loading" | "ready" | "claiming" | "allDone" | "failed"

/** Today's quests as the server answers them: `[completed, reward]` per catalogue quest. */
const questsWith = (...states: ReadonlyArray<readonly [boolean, boolean]>) =>
  QUESTS.map((q, i) => ({ questId: q.questId, questName: q.name, questPoint: q.point, completed: states[i]![0], reward: states[i]![1] }))

const send = fn<(event: QuestEvent) => void>()

/** The view's props from a quest-machine snapshot (`resolveState` → `connectQuest`): only states the app can be in. */
const quest = (value: QuestState, context: Partial<QuestContext> = {}) =>
  connectQuest(questMachine.resolveState({ value, context: { quests: null, claimingId: null, claimError: null, claimUnknown: null, ...context } }), send)

const CHECKED_IN = questsWith([true, false], [false, false], [false, false])
const WALKED = questsWith([true, true], [true, false], [false, false])

const meta = {
  title: "Screens/Quest",
  component: QuestView,
  parameters: { path: "/quest" },
  args: { quest: quest("ready", { quests: CHECKED_IN }) },
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof QuestView>

export default meta
type Story = StoryObj<typeof meta>

/** Just opened: the check-in is done (the list's load recorded it), its points wait; walk and post say 'go'. */
export const GoAndGetPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("1/3 완료")).toBeVisible()
    await expect(canvas.getByText("0P / 90P 받음")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: `${QUESTS[1]!.name} ${QUEST_COPY.go}` }))
    await expect(send).toHaveBeenCalledWith({ type: "user.go", questId: 2 })
    await userEvent.click(canvas.getByRole("button", { name: `${QUESTS[0]!.name} ${QUEST_COPY.claim}` }))
    await expect(send).toHaveBeenCalledWith({ type: "user.claim", questId: 1 })
  }
}

/** A walk of 200 m today: the walk quest says how far it is ('0.20 / 0.30 km'). */
export const WalkOnTheWay: Story = {
  args: { walkProgress: walkQuestProgress(204) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const walkQuest = canvasElement.querySelector('[data-quest="2"]')!
    await expect(within(walkQuest as HTMLElement).getByText(/0\.20 \/ 0\.30 km/)).toBeVisible()
    await expect(canvas.getAllByText(/\/ 0\.30 km/)).toHaveLength(1)
  }
}

/** After a walk of 300 m: quest 2 'get points' (no progress any more), quest 1 'done' (disabled). */
export const WalkedDoneAndClaimable: Story = {
  args: { quest: quest("ready", { quests: WALKED }), walkProgress: walkQuestProgress(320) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const done = canvas.getByRole("button", { name: `${QUESTS[0]!.name} ${QUEST_COPY.done}` })
    await expect(done).toHaveAttribute("aria-disabled", "true")
    await expect(done).toBeDisabled()
    await expect(canvas.getByRole("button", { name: `${QUESTS[1]!.name} ${QUEST_COPY.claim}` })).toBeEnabled()
    await expect(canvas.getByText("10P / 90P 받음")).toBeVisible()
    await expect(canvas.queryByText(/\/ 0\.30 km/)).toBeNull()
  }
}

export const Claiming: Story = {
  args: { quest: quest("claiming", { quests: WALKED, claimingId: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: `${QUESTS[1]!.name} ${QUEST_COPY.claiming}` })).toHaveAttribute("aria-disabled", "true")
    await expect(canvas.getByRole("button", { name: `${QUESTS[2]!.name} ${QUEST_COPY.go}` })).toHaveAttribute("aria-disabled", "true")
  }
}

export const ClaimFailed: Story = {
  args: { quest: quest("ready", { quests: WALKED, claimError: QUEST_COPY.claimFailed }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(QUEST_COPY.claimFailed)
    await userEvent.click(canvas.getByRole("button", { name: "닫기" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.dismissError" })
  }
}

/** The claim succeeded: its quest shows 'done' at once while the list loads again. */
export const ReloadingAfterClaim: Story = {
  args: { quest: quest("loading", { quests: questsWith([true, true], [true, true], [false, false]) }) }
}

export const AllDone: Story = {
  args: { quest: quest("allDone", { quests: questsWith([true, true], [true, true], [true, true]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(QUEST_COPY.allDone)).toBeVisible()
    await expect(canvas.getByText("90P / 90P 받음")).toBeVisible()
    for (const b of canvas.getAllByRole("button", { name: new RegExp(QUEST_COPY.done) })) await expect(b).toBeDisabled()
  }
}

/**
 * A claim done under the keyboard's focus: its button says '완료' and stays focused (usable by
 * nobody: `aria-disabled`), and becomes `disabled` once the focus leaves it (§4: done, disabled).
 */
export const ClaimedUnderTheFocus: Story = {
  render: () => {
    const [claimed, setClaimed] = useState(false)
    const view = quest("ready", { quests: questsWith([true, true], [true, claimed], [false, false]) })
    return (
      <QuestView
        quest={{ ...view, quests: view.quests.map((q) => (q.questId === QUESTS[1]!.questId && !claimed ? { ...q, onAction: () => setClaimed(true) } : q)) }}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const claim = canvas.getByRole("button", { name: `${QUESTS[1]!.name} ${QUEST_COPY.claim}` })
    claim.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(claim).toHaveAccessibleName(`${QUESTS[1]!.name} ${QUEST_COPY.done}`))
    await expect(claim).toHaveFocus()
    await expect(claim).toHaveAttribute("aria-disabled", "true")
    await expect(claim).toBeEnabled()
    await userEvent.tab()
    await expect(claim).toBeDisabled()
  }
}

export const Loading: Story = { args: { quest: quest("loading") } }

export const LoadFailed: Story = {
  args: { quest: quest("failed") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(QUEST_COPY.couldNotLoad)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: QUEST_COPY.retry }))
    await expect(send).toHaveBeenCalledWith({ type: "user.retry" })
  }
}

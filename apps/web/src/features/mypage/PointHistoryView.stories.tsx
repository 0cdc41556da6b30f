import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { pointEntries } from "../../fixtures.ts"
import { pointLedger, type PointLedger } from "@mungwalk/core/resource"
import { loadableIn } from "../../app/storyStates.ts"
import { storyNow } from "../shop/storyModels.ts"
import { PointHistoryView } from "./PointHistoryView.tsx"

/** The fixtures' balance: Σ plus − Σ minus (the server's ledger invariant). */
const BALANCE = pointEntries.reduce((sum, e) => sum + (e.type === "plus" ? e.amount : -e.amount), 0)

const meta = {
  title: "Screens/MyPage/PointHistory",
  component: PointHistoryView,
  parameters: { path: "/mypage/point" },
  args: { ledger: loadableIn<PointLedger>("success", pointLedger(pointEntries, BALANCE)), now: storyNow }
} satisfies Meta<typeof PointHistoryView>

export default meta
type Story = StoryObj<typeof meta>

/** Grouped by KST day, newest first, each day with its plus/minus sums; the balance on top. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("+100", { selector: "li *" })).toBeVisible()
    await expect(canvas.getByText("-50", { selector: "li *" })).toBeVisible()
    // The Korean long format; the year because it is not this year (`storyNow`: 2026).
    await expect(canvas.getByText("2025년 5월 21일 (수) 오후 6:42")).toBeVisible()
    await expect(canvas.getByLabelText(`보유 포인트 ${BALANCE}P`)).toBeVisible()
    const days = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    await expect(days[0]).toBe("2025년 5월 21일 수요일")
    await expect(days).toHaveLength(6)
  }
}

export const Empty: Story = { args: { ledger: loadableIn<PointLedger>("success", pointLedger([], 0)) } }

export const Loading: Story = { args: { ledger: loadableIn("loading") } }

export const LoadFailed: Story = { args: { ledger: loadableIn("failure", null, fn()) } }

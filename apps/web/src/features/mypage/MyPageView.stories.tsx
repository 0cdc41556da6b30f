import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import { manyPets, memberInfo, pets } from "../../fixtures.ts"
import type { MyPage, PetSummary } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
import { MyPageView } from "./MyPageView.tsx"

const page = (dogs: ReadonlyArray<PetSummary>) => loadableIn<MyPage>("success", { memberInfo, pets: dogs })

const meta = {
  title: "Screens/MyPage",
  component: MyPageView,
  parameters: { path: "/mypage" },
  args: { page: page(pets) }
} satisfies Meta<typeof MyPageView>

export default meta
type Story = StoryObj<typeof meta>

export const WithDogs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: memberInfo.nickname })).toBeVisible()
    // The page is named by its one h1 (said to screen readers, not shown); the nickname heads the profile card.
    await expect(canvas.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["마이페이지"])
    await expect(canvas.getByRole("heading", { level: 2, name: memberInfo.nickname })).toBeVisible()
    await expect(canvas.getByText("1,250P")).toBeVisible()
    await expect(canvas.getByRole("link", { name: /포인트 내역/ })).toHaveAttribute("href", "/mypage/point")
    await expect(canvas.getByRole("link", { name: pets[0]!.name })).toHaveAttribute("href", `/mypage/dogprofile/${pets[0]!.petId}`)
    await expect(canvas.getByRole("link", { name: "주문 내역" })).toHaveAttribute("href", "/mypage/orderlist")
    await expect(canvas.getByRole("link", { name: /내 활동/ })).toHaveAttribute("aria-disabled", "true")
  }
}

export const ManyDogs: Story = { args: { page: page(manyPets) } }

export const NoDogs: Story = {
  args: { page: page([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.emptyDogs)).toBeVisible()
  }
}

export const Loading: Story = { args: { page: loadableIn("loading") } }

export const LoadFailed: Story = { args: { page: loadableIn("failure", null, fn()) } }

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { LatLng } from "@mungwalk/core"
import { locatedAt, locatedIn } from "../../app/storyStates.ts"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { HotPlaceMapBlock, HotPlaceView } from "./HotPlaceView.tsx"
import { center, hotPlaces } from "./fixtures.ts"

const meta = {
  title: "Walk/HotPlaceView",
  component: HotPlaceView,
  args: { places: locatedIn<ReadonlyArray<LatLng>>("success", locatedAt(center), hotPlaces) }
} satisfies Meta<typeof HotPlaceView>
export default meta
type Story = StoryObj<typeof meta>

/** During the spec's 1 s delay and the call: the map without markers. */
export const Loading: Story = {
  args: { places: locatedIn<ReadonlyArray<LatLng>>("waiting", null) },
  play: async ({ canvasElement }) => {
    await mapsSettled(canvasElement)
    await expect(canvasElement.querySelectorAll('[data-kind="hotplace"]')).toHaveLength(0)
    await expect(within(canvasElement).getByRole("status", { name: "핫플레이스를 찾는 중" })).toBeInTheDocument()
  }
}

export const Markers: Story = {
  play: async ({ canvasElement }) => {
    await mapsSettled(canvasElement)
    await expect(canvasElement.querySelectorAll('[data-kind="hotplace"]')).toHaveLength(hotPlaces.length)
    await expect(within(canvasElement).getByText(`여러 멍멍이가 자주 걷는 곳 ${hotPlaces.length}곳`)).toBeVisible()
  }
}

export const Empty: Story = {
  args: { places: locatedIn<ReadonlyArray<LatLng>>("empty", locatedAt(center), []) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("근처에 아직 핫플레이스가 없어요.")).toBeVisible()
  }
}

/** The call failed: the usual failure with a retry, not the empty result. */
export const LoadFailed: Story = {
  args: { places: { ...locatedIn<ReadonlyArray<LatLng>>("failure", null), found: { status: "failed", retry: fn() } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("핫플레이스를 불러오지 못했어요.")).toBeVisible()
    await expect(canvas.queryByText("근처에 아직 핫플레이스가 없어요.")).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "다시 시도" }))
    await expect(args.places.found.status === "failed" && args.places.found.retry).toHaveBeenCalled()
  }
}

/** The block the home screen shows. */
export const HomeMapBlock: StoryObj<typeof HotPlaceMapBlock> = {
  render: () => <HotPlaceMapBlock center={center} places={hotPlaces} height={220} />,
  parameters: { frame: "component" }
}

import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { HotPlace, LatLng } from "@mungwalk/core"
import { locatedAt, locatedIn } from "../../app/storyStates.ts"
import { mapsSettled } from "../../ui/map/testing/settled.ts"
import { HotPlaceMapBlock } from "./HotPlaceMapBlock.tsx"
import { HotPlaceView } from "./HotPlaceView.tsx"
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
    const retry = args.places.found.status === "failed" ? args.places.found.retry : null
    await expect(retry).toHaveBeenCalledTimes(1)
    // The connection coming back tries again by itself.
    window.dispatchEvent(new Event("online"))
    await expect(retry).toHaveBeenCalledTimes(2)
  }
}

/** Places packed close together (a busy park): grouped so that no two discs overlap at the zoom shown. */
const packed: ReadonlyArray<LatLng> = Array.from({ length: 14 }, (_, i) => ({
  lat: center.lat + 0.0009 * Math.sin(i * 2.4) * (1 + (i % 3)),
  lng: center.lng + 0.0011 * Math.cos(i * 2.4) * (1 + (i % 4))
}))

/** The discs drawn for places and groups: centre and outer radius, read from the schematic map. */
const discs = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-part="marker-group"], [data-part="marker"][data-kind="hotplace"]')].map((el) => {
    const box = el.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: Math.max(box.width, box.height) / 2, count: Number(el.getAttribute("data-count") ?? 1) }
  })

/** A tap on a group shows its places under the map; nothing overlaps. */
export const TapGroup: Story = {
  args: { places: locatedIn<ReadonlyArray<LatLng>>("success", locatedAt(center), packed), onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await mapsSettled(canvasElement)
    const all = discs(canvasElement)
    await expect(all.reduce((n, d) => n + d.count, 0)).toBe(packed.length)
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) await expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r)
    }
    // Each place's button has a name of its own (numbered): twenty are told apart.
    const names = within(canvasElement)
      .getAllByRole("button", { name: /^핫플레이스 \d+/ })
      .map((b) => b.getAttribute("aria-label"))
    await expect(new Set(names).size).toBe(names.length)
    const group = within(canvasElement).getAllByRole("button", { name: /^핫플레이스 \d+: \d+ 곳 보기$/ })[0]!
    const count = Number(group.getAttribute("data-count"))
    await userEvent.click(group)
    await expect(args.onSelect).toHaveBeenCalledWith(expect.any(Array))
    await expect((args.onSelect as ReturnType<typeof fn>).mock.calls[0]![0]).toHaveLength(count)
    // The keyboard reaches the places too.
    group.focus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onSelect).toHaveBeenCalledTimes(2)
  }
}

/** A tapped group: how many places, where from the member, and a close button. */
export const PlaceSelected: Story = {
  args: {
    places: locatedIn<ReadonlyArray<HotPlace>>("success", locatedAt(center), hotPlaces),
    selected: hotPlaces.slice(0, 2),
    onSelect: fn()
  },
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole("region", { name: "선택한 핫플레이스" })
    await expect(sheet).toHaveTextContent("핫플레이스 2곳")
    // The walks through both places (48 + 35), from the answer's `walkCount`.
    await expect(sheet.querySelector('[data-part="place-walks"]')!.textContent).toBe("최근 산책 83회")
    await expect(sheet.querySelector('[data-part="place-area"]')!.textContent).toMatch(/^내 위치에서 (북|북동|동|남동|남|남서|서|북서)쪽 약 \d+ m$/)
    await userEvent.click(within(sheet).getByRole("button", { name: "핫플레이스 정보 닫기" }))
    await expect(args.onSelect).toHaveBeenCalledWith(null)
  }
}

/** The block the home screen shows. */
export const HomeMapBlock: StoryObj<typeof HotPlaceMapBlock> = {
  render: () => <HotPlaceMapBlock center={center} places={hotPlaces} height={220} />,
  parameters: { frame: "component" }
}

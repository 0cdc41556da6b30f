import { Suspense } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { CHUNK_LOAD_TIMEOUT_MS } from "@mungwalk/core"
import { ScreenErrorBoundary } from "../features/error/ErrorScreen.tsx"
import { Spinner } from "../ui/index.ts"
import { ChunkLoadError, lazyScreen, loadWithTimeout } from "./lazyScreen.ts"

const meta = { title: "Shell/ChunkErrors" } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const FailingScreen = lazyScreen(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/HomeScreen.js")))

export const ChunkFailsToLoad: Story = {
  render: () => (
    <ScreenErrorBoundary navigate={fn()}>
      <Suspense fallback={<Spinner />}>
        <FailingScreen />
      </Suspense>
    </ScreenErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole("heading", { name: "화면을 불러오지 못했어요" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "다시 시도" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "이전 페이지로" })).toBeVisible()
  }
}

export const ChunkLoadTimesOut: Story = {
  render: () => <p>청크 로딩 시간 제한: {CHUNK_LOAD_TIMEOUT_MS / 1000}초</p>,
  play: async () => {
    await expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    const never = new Promise<never>(() => {})
    await expect(loadWithTimeout(() => never, 30)).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(loadWithTimeout(() => Promise.resolve("ok"), 30)).resolves.toBe("ok")
  }
}

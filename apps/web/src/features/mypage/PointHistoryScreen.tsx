import type { ReactElement } from "react"
import type { PointEntry } from "@mungwalk/core"
import { connectLoadable, pointsMachine } from "@mungwalk/core/resource"
import { NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { PointHistoryView } from "./PointHistoryView.tsx"

/** `/mypage/point`: `GET /api/points`. */
export const PointHistoryScreen = (): ReactElement => (
  <PointHistoryView points={useConnected(({ api }) => pointsMachine(api), NO_INPUT, connectLoadable<ReadonlyArray<PointEntry>>)} />
)

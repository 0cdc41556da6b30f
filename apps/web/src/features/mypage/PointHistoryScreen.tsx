import type { ReactElement } from "react"
import type { PointEntry } from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { PointHistoryView } from "./PointHistoryView.tsx"

/** `/mypage/point`: `GET /api/points` (memberId is the token's; 0 is sent as the spec does). */
export const PointHistoryScreen = (): ReactElement => {
  const { api } = useServices()
  const points = useResource<ReadonlyArray<PointEntry>>((_, signal) => api.call("points", { query: { memberId: 0 } }, { signal }), undefined)
  return (
    <PointHistoryView
      status={points.isError ? "error" : points.isLoading ? "loading" : "ready"}
      entries={points.data ?? []}
      onRetry={points.retry}
    />
  )
}

import { useState, type ReactElement } from "react"
import { connectLoadable, pointLedgerMachine, type PointLedger } from "@mungwalk/core/resource"
import { NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { PointHistoryView } from "./PointHistoryView.tsx"

/** `/mypage/point`: `GET /api/points` grouped by KST day under `GET /api/mypage`'s balance. */
export const PointHistoryScreen = (): ReactElement => {
  const [now] = useState(() => new Date())
  return <PointHistoryView ledger={useConnected(({ api }) => pointLedgerMachine(api), NO_INPUT, connectLoadable<PointLedger>)} now={now} />
}

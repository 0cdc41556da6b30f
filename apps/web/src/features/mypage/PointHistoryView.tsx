import type { ReactElement } from "react"
import type { PointEntry } from "@mungwalk/core"
import { formatDateTime } from "@mungwalk/core"
import type { Loadable } from "@mungwalk/core/resource"
import { LoadFailed, Card, EmptyState, IconCoin, Page, Skeleton, Stack, Text } from "../../ui/index.ts"
import * as css from "./mypage.css.ts"

export interface PointHistoryViewProps {
  /** `GET /api/points` (no entries is `empty`; `failed` carries the retry). */
  points: Loadable<ReadonlyArray<PointEntry>>
}

/** The signed amount of an entry: `+100`, `-50`. */
export const signedAmount = (e: PointEntry): string => `${e.type === "plus" ? "+" : "-"}${e.amount.toLocaleString("ko-KR")}`

/** `/mypage/point`: each entry with its description, date and signed amount. */
export const PointHistoryView = ({ points }: PointHistoryViewProps): ReactElement => (
  <Page>
    <Text as="h1" size="xl" weight="bold">포인트 내역</Text>
    {points.status === "loading" ? (
      <Stack gap="2">
        <Skeleton height={64} label="포인트 내역을 불러오는 중" />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    ) : points.status === "failed" ? (
      <LoadFailed message="포인트 내역을 불러오지 못했어요." onRetry={points.retry} />
    ) : points.status === "empty" ? (
      <Card tone="brand"><EmptyState icon={<IconCoin size={40} />} message="아직 포인트 내역이 없어요" detail="퀘스트를 완료하고 포인트를 모아 보세요." /></Card>
    ) : (
      <Card padding="sm">
        <ul aria-label="포인트 내역 목록">
          {points.data.map((e) => (
            <li key={e.id} className={css.pointRow}>
              <span className={css.pointSign} data-type={e.type} aria-hidden>{e.type === "plus" ? "+" : "−"}</span>
              <Stack gap="0" minWidth="0">
                <Text weight="medium">{e.description}</Text>
                <Text as="time" size="xs" tone="muted" numeric dateTime={e.date.toISOString()}>{formatDateTime(e.date)}</Text>
              </Stack>
              <span className={css.amount} data-type={e.type}>
                {signedAmount(e)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    )}
  </Page>
)

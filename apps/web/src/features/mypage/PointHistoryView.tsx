import type { ReactElement } from "react"
import type { PointEntry } from "@mungwalk/core"
import { formatInteger, formatKoreanDateTime } from "@mungwalk/core"
import type { Loadable, PointLedger } from "@mungwalk/core/resource"
import { LoadFailed, Card, EmptyState, IconCoin, Page, Skeleton, Stack, Text } from "../../ui/index.ts"
import * as css from "./mypage.css.ts"
import { formatPoints } from "./MyPageView.tsx"

export interface PointHistoryViewProps {
  /** The balance (my-page's point) over the history grouped by KST day, newest first; `failed` carries the retry. */
  ledger: Loadable<PointLedger>
  /** The clock when the page opened: entry dates show their year only when not this one. */
  now: Date
}

/** The signed amount of an entry: `+100`, `-50`. */
export const signedAmount = (e: PointEntry): string => `${e.type === "plus" ? "+" : "-"}${formatInteger(e.amount)}`

/** `/mypage/point`: the balance, then each KST day (its plus/minus sums) with its entries. */
export const PointHistoryView = ({ ledger, now }: PointHistoryViewProps): ReactElement => (
  <Page>
    <Text as="h1" size="xl" weight="bold">
      포인트 내역
    </Text>
    {ledger.status === "loading" || ledger.status === "empty" ? (
      <Stack gap="2">
        <Skeleton height={76} label="포인트 내역을 불러오는 중" />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    ) : ledger.status === "failed" ? (
      <LoadFailed message="포인트 내역을 불러오지 못했어요." onRetry={ledger.retry} />
    ) : (
      <Stack gap="4">
        <div className={css.pointCard} data-part="balance">
          <Stack gap="0">
            <Text as="span" size="sm" tone="inherit">
              보유 포인트
            </Text>
            <Text as="span" size="xxl" weight="heavy" tone="inherit" numeric aria-label={`보유 포인트 ${formatPoints(ledger.data.balance)}`}>
              {formatPoints(ledger.data.balance)}
            </Text>
          </Stack>
          <IconCoin size={36} />
        </div>
        {ledger.data.days.length === 0 ? (
          <Card tone="brand">
            <EmptyState icon={<IconCoin size={40} />} message="아직 포인트 내역이 없어요" detail="퀘스트를 완료하고 포인트를 모아보세요." />
          </Card>
        ) : (
          ledger.data.days.map((day) => (
            <section key={day.date} aria-label={day.label} className={css.pointDay}>
              <div className={css.pointDayHead}>
                <Text as="h2" size="sm" weight="bold">
                  <time dateTime={day.date}>{day.label}</time>
                </Text>
                <span className={css.pointDaySums}>
                  {day.plus > 0 ? (
                    <span className={css.amount} data-type="plus">
                      +{formatInteger(day.plus)}
                    </span>
                  ) : null}
                  {day.minus > 0 ? (
                    <span className={css.amount} data-type="minus">
                      -{formatInteger(day.minus)}
                    </span>
                  ) : null}
                </span>
              </div>
              <Card padding="sm">
                <ul aria-label={`${day.label} 포인트 내역`}>
                  {day.entries.map((e) => (
                    <li key={e.id} className={css.pointRow}>
                      <span className={css.pointSign} data-type={e.type} aria-hidden>
                        {e.type === "plus" ? "+" : "−"}
                      </span>
                      <Stack gap="0" minWidth="0">
                        <Text weight="medium">{e.description}</Text>
                        <Text as="time" size="xs" tone="muted" numeric dateTime={e.date.toISOString()}>
                          {formatKoreanDateTime(e.date, now)}
                        </Text>
                      </Stack>
                      <span className={css.amount} data-type={e.type}>
                        {signedAmount(e)}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          ))
        )}
      </Stack>
    )}
  </Page>
)

/** `/walk/summary`: the walk calendar with the monthly or the daily summary (pure view of `connectCalendar`). */
import { useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from "react"
import { Link } from "wouter"
import type { CalendarView, WalkSummaryView as WalkItem, WalkTotals } from "@mungwalk/core/calendar"
import {
  Alert,
  Button,
  Card,
  EmptyState,
  IconButton,
  IconChevronLeft,
  IconChevronRight,
  LinkButton,
  Modal,
  Page,
  PageSection,
  RetryOnReconnect,
  Spinner,
  Stack,
  Text,
  VisuallyHidden
} from "../../ui/index.ts"
import { MapView } from "../../ui/map/MapView.tsx"
import * as css from "./summary.css.ts"
import * as walkCss from "./walk.css.ts"
import { WalkResultCard, type WalkResultActions } from "./WalkResultCard.tsx"

export interface WalkSummaryViewProps {
  /** `connectCalendar(...)`. */
  readonly calendar: CalendarView
  /** The result cards' actions (picture, '인증글 쓰기', share); absent: the cards show no action. */
  readonly result?: WalkResultActions
}

/** How many days an arrow key moves the focus in the calendar. */
const DAY_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/** Where an arrow key (or Home, End) moves the focus in a month of `days` days from `day`; null: a key the calendar leaves alone. */
const dayAfterKey = (key: string, day: number, days: number): number | null => {
  const step = DAY_STEPS[key]
  const to = key === "Home" ? 1 : key === "End" ? days : step === undefined ? null : day + step
  return to === null ? null : Math.min(days, Math.max(1, to))
}

/**
 * The month's days are one tab stop (a roving `tabIndex`): Tab reaches the selected day (else
 * today, else the 1st) and leaves the calendar with the next Tab, not 28–31 stops later; the
 * arrow keys move between days (a week up and down), Home and End to the month's first and last;
 * Enter or Space selects, as a tap does.
 */
const Calendar = (props: CalendarView): ReactElement => {
  const start = useRef<{ x: number; y: number } | null>(null)
  const grid = useRef<HTMLDivElement>(null)
  const cells = props.weeks.flat().filter((c) => c.inMonth)
  const days = cells.length
  const home = cells.find((c) => c.isSelected)?.day ?? cells.find((c) => c.isToday)?.day ?? 1
  // The day the arrows moved to, in this month (another month starts again from `home`).
  const [moved, setMoved] = useState<{ title: string; day: number } | null>(null)
  const stop = moved?.title === props.title ? moved.day : home
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = Number((e.target as HTMLElement).closest<HTMLElement>("[data-day-of-month]")?.dataset.dayOfMonth)
    if (!from) return
    const to = dayAfterKey(e.key, from, days)
    if (to === null) return
    e.preventDefault()
    setMoved({ title: props.title, day: to })
    grid.current?.querySelector<HTMLElement>(`[data-day-of-month="${to}"]`)?.focus()
  }
  return (
    <div
      className={css.calendar}
      data-part="calendar"
      onPointerDown={(e) => {
        start.current = { x: e.clientX, y: e.clientY }
      }}
      onPointerUp={(e) => {
        const s = start.current
        start.current = null
        if (s && Math.abs(e.clientX - s.x) > Math.abs(e.clientY - s.y)) props.swipe(e.clientX - s.x)
      }}
      onPointerCancel={() => {
        start.current = null
      }}
    >
      <div className={css.monthBar}>
        <IconButton label={props.copy.prevMonth} onClick={props.prevMonth}>
          <IconChevronLeft />
        </IconButton>
        <h2 className={css.monthTitle} aria-live="polite">
          {props.title}
        </h2>
        <IconButton label={props.copy.nextMonth} onClick={props.nextMonth}>
          <IconChevronRight />
        </IconButton>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a calendar grid of day buttons, labelled as one group; a fieldset would be a form control */}
      <div className={css.grid} role="group" aria-label={`${props.title} 달력`} ref={grid} onKeyDown={onKeyDown}>
        {props.weekdayLabels.map((w, i) => (
          <span key={w} className={css.weekday} data-day={i} aria-hidden>
            {w}
          </span>
        ))}
        {props.weeks.flatMap((week) =>
          week.map((cell) =>
            cell.inMonth ? (
              <button
                key={cell.date}
                type="button"
                className={css.dayButton}
                data-today={cell.isToday}
                data-walked={cell.walkCount > 0}
                aria-pressed={cell.isSelected}
                tabIndex={cell.day === stop ? 0 : -1}
                data-day-of-month={cell.day}
                onClick={() => {
                  setMoved({ title: props.title, day: cell.day })
                  props.selectDay(cell.day)
                }}
              >
                <span aria-hidden>{cell.day}</span>
                <VisuallyHidden>
                  {`${props.month}월 ${cell.day}일 ${props.weekdayLabels[cell.weekday]}요일`}
                  {cell.isToday ? ", 오늘" : ""}
                  {cell.walkCount > 0 ? `, ${props.copy.walkCount(cell.walkCount)}` : ""}
                </VisuallyHidden>
                <span className={cell.walkCount > 0 ? css.walkDot : css.noDot} aria-hidden />
              </button>
            ) : (
              <span key={cell.date} aria-hidden />
            )
          )
        )}
      </div>
    </div>
  )
}

const Totals = ({ totals, copy }: { totals: WalkTotals; copy: CalendarView["copy"] }): ReactElement => (
  <Card tone="brand" padding="md">
    <dl className={css.summaryGrid} data-part="totals">
      <div className={css.summaryItem}>
        <dt className={walkCss.statLabel}>총 거리</dt>
        <dd className={css.summaryValue}>{totals.distanceLabel}</dd>
      </div>
      <div className={css.summaryItem}>
        <dt className={walkCss.statLabel}>총 시간</dt>
        <dd className={css.summaryValue}>{totals.durationLabel}</dd>
      </div>
      <div className={css.summaryItem}>
        <dt className={walkCss.statLabel}>산책 횟수</dt>
        <dd className={css.summaryValue}>{copy.walkCount(totals.count)}</dd>
      </div>
    </dl>
    {totals.marksLabel ? (
      <Text size="sm" tone="muted" data-part="mark-totals">
        {copy.marks} · {totals.marksLabel}
      </Text>
    ) : null}
  </Card>
)

const RoutesMap = ({ walks, label, height }: { walks: ReadonlyArray<WalkItem>; label: string; height: number }): ReactElement | null => {
  const routes = useMemo(() => walks.filter((w) => w.route.length > 0).map((w) => ({ points: w.route, color: w.color })), [walks])
  const first = routes[0]?.points[0]
  return first ? <MapView center={first} fitToContent routes={routes} ariaLabel={label} height={height} /> : null
}

/** The question before one of my walks is deleted. */
const DeleteWalkDialog = ({ calendar }: { calendar: CalendarView }): ReactElement => (
  <Modal
    open={calendar.deleteDialog !== null}
    role="alertdialog"
    title={calendar.copy.deleteTitle}
    description={calendar.copy.deleteBody}
    {...(calendar.deleteDialog && !calendar.deleteDialog.isDeleting ? { onClose: calendar.deleteDialog.cancel } : {})}
    actions={
      <>
        <Button variant="outline" fullWidth onClick={calendar.deleteDialog?.cancel} disabled={calendar.deleteDialog?.isDeleting}>
          {calendar.copy.cancelDelete}
        </Button>
        <Button variant="danger" fullWidth onClick={calendar.deleteDialog?.confirm} loading={calendar.deleteDialog?.isDeleting}>
          {calendar.copy.confirmDelete}
        </Button>
      </>
    }
  />
)

const Loading = ({ label }: { label: string }): ReactElement => (
  <div className={walkCss.centerBlock}>
    <Spinner label={label} />
  </div>
)

const Failed = ({ copy, onRetry }: { copy: CalendarView["copy"]; onRetry: () => void }): ReactElement => (
  <EmptyState
    message={copy.couldNotLoad}
    action={
      <>
        <Button variant="outline" onClick={onRetry}>
          {copy.retry}
        </Button>
        <RetryOnReconnect onRetry={onRetry} />
      </>
    }
  />
)

const Monthly = (props: CalendarView): ReactElement => {
  if (props.monthLoad.status === "loading") return <Loading label="이번 달 기록을 불러오는 중" />
  if (props.monthLoad.status === "failed") return <Failed copy={props.copy} onRetry={props.monthLoad.retry} />
  if (props.monthEmptyMessage) {
    const next = props.monthEmptyAction
    return (
      <EmptyState
        message={props.monthEmptyMessage}
        action={
          next ? (
            <Link href={next.path} asChild>
              <LinkButton variant="secondary">{next.label}</LinkButton>
            </Link>
          ) : undefined
        }
      />
    )
  }
  return (
    <Stack gap="3">
      <Totals totals={props.monthTotals} copy={props.copy} />
      <RoutesMap walks={props.monthWalks} label={`${props.title} 산책 경로 지도`} height={220} />
    </Stack>
  )
}

const Daily = ({
  day,
  copy,
  onDeleteWalk,
  result
}: {
  day: NonNullable<CalendarView["day"]>
  copy: CalendarView["copy"]
  onDeleteWalk: (walkId: number) => void
  result: WalkResultActions | undefined
}): ReactElement => {
  if (day.load.status === "loading") return <Loading label="산책 기록을 불러오는 중" />
  if (day.load.status === "failed") return <Failed copy={copy} onRetry={day.load.retry} />
  if (day.emptyMessage) return <EmptyState message={day.emptyMessage} />
  return (
    <Stack gap="3">
      {day.walks.map((walk) =>
        walk.isFocused ? <WalkResultCard key={walk.walkId} walk={walk} actions={result} onDelete={() => onDeleteWalk(walk.walkId)} /> : null
      )}
      <Totals totals={day.totals} copy={copy} />
      {day.walks.map((walk) =>
        walk.isFocused ? null : <WalkResultCard key={walk.walkId} walk={walk} actions={result} onDelete={() => onDeleteWalk(walk.walkId)} />
      )}
    </Stack>
  )
}

export const WalkSummaryView = ({ calendar: props, result }: WalkSummaryViewProps): ReactElement => {
  const calendar = (
    <Card padding="sm">
      <Calendar {...props} />
    </Card>
  )
  // Landing on the walk just ended ('산책 완료'): its day, with its card first, comes before the
  // calendar, so the result is the first thing seen; '캘린더에서 보기' puts the calendar back on top.
  const resultFirst = props.day?.walks.some((w) => w.isFocused) === true
  return (
    <Page label="산책 기록">
      <VisuallyHidden as="h1">산책 기록</VisuallyHidden>
      {resultFirst ? null : calendar}
      {props.day ? (
        <PageSection
          title={props.day.dateLabel}
          action={
            <Button variant="ghost" size="sm" onClick={props.showMonthly}>
              {props.copy.monthly} 요약
            </Button>
          }
        >
          <Daily day={props.day} copy={props.copy} onDeleteWalk={props.askDeleteWalk} result={result} />
        </PageSection>
      ) : (
        <PageSection title={`${props.month}월 산책 요약`}>
          <Monthly {...props} />
        </PageSection>
      )}
      {resultFirst ? calendar : null}
      <DeleteWalkDialog calendar={props} />
      <Alert message={props.alert} onConfirm={props.dismissAlert} />
    </Page>
  )
}

export default WalkSummaryView

/** The walk summary view model: the month grid with walk marks, the monthly or daily summary, handlers. */
import type { SnapshotFrom } from "xstate"
import { ROUTE_COLORS } from "../domain/constants.ts"
import { monthGrid, type CalendarDay } from "../domain/calendar.ts"
import {
  formatCalories,
  formatKoreanDateTime,
  formatDuration,
  formatKm,
  formatKoreanDate,
  formatKoreanMonth,
  seoulDayKey,
  seoulDayRange
} from "../domain/format.ts"
import { certificationPost, formatPace, MARK_LABELS, type CertificationPost, type MarkCount } from "../domain/walkResult.ts"
import { MESSAGES } from "../domain/messages.ts"
import type { LatLng } from "../schema/common.ts"
import type { Walk, WalkMarkKind } from "../schema/walk.ts"
import type { CalendarMachine } from "./calendar.machine.ts"
import { failedState, loadingState, loadState, readyState, type Loadable, type LoadState } from "../resource/loadable.ts"
import { CALENDAR_COPY, type CalendarEvent, type WalkHandOff } from "./calendar.types.ts"
import { marksOf, summarizeWalks, type WalkTotals } from "./walkTotals.ts"

export { summarizeWalks, type WalkTotals } from "./walkTotals.ts"

export interface WalkSummaryView {
  readonly walkId: number
  /** `11월 26일 (목) 오전 5:41` (the year when not this year). */
  readonly startLabel: string
  readonly distanceLabel: string
  readonly durationLabel: string
  readonly dogs: ReadonlyArray<{ readonly petId: number; readonly name: string; readonly caloriesLabel: string }>
  readonly route: ReadonlyArray<LatLng>
  /** The route colour: the six summary colours in turn. */
  readonly color: string
  /** The Asia/Seoul day it started, `yyyy-mm-dd`. */
  readonly date: string
  /** Minutes per km (`"12분 30초/km"`, `"–"` for a walk too short). */
  readonly paceLabel: string
  /** The marks (소변, 대변, 물) as pins on the route, in time order. */
  readonly marks: ReadonlyArray<{ readonly kind: WalkMarkKind; readonly label: string; readonly location: LatLng }>
  readonly markCounts: ReadonlyArray<MarkCount>
  /** `"소변 2 · 대변 1"`, or `""` with no mark. */
  readonly marksLabel: string
  /** False when no point was stored (nothing to draw: no map, no picture). */
  readonly hasRoute: boolean
  /** The walk the summary opened on ('산책 완료': the walk just ended), shown first. */
  readonly isFocused: boolean
  /** The walk-certification post it offers ('인증글 쓰기'). */
  readonly certification: CertificationPost
}

export const walkSummaryView = (walk: Walk, index: number, now: Date | number, focusWalkId: number | null = null): WalkSummaryView => {
  const marks = walk.marks ?? []
  const { markCounts, marksLabel } = marksOf(marks)
  return {
    walkId: walk.walkId,
    startLabel: formatKoreanDateTime(walk.startTime, now),
    distanceLabel: formatKm(walk.distance),
    durationLabel: formatDuration(walk.duration),
    dogs: walk.dogs.map((d) => ({ petId: d.pet.petId, name: d.pet.name, caloriesLabel: formatCalories(d.caloriesBurned) })),
    route: walk.route.map((p) => p.location),
    color: ROUTE_COLORS[index % ROUTE_COLORS.length]!,
    date: seoulDayKey(walk.startTime),
    paceLabel: formatPace(walk.distance, walk.duration),
    marks: marks.map((m) => ({ kind: m.kind, label: MARK_LABELS[m.kind], location: m.location })),
    markCounts,
    marksLabel,
    hasRoute: walk.route.length > 0,
    isFocused: walk.walkId === focusWalkId,
    certification: certificationPost(
      { startTime: walk.startTime, distance: walk.distance, duration: walk.duration, dogNames: walk.dogs.map((d) => d.pet.name) },
      now,
      markCounts
    )
  }
}

/** The walk opened on first, the others in their order. */
const focusedFirst = (walks: ReadonlyArray<Walk>, focusWalkId: number | null): ReadonlyArray<Walk> => {
  const focused = walks.find((w) => w.walkId === focusWalkId)
  return focused ? [focused, ...walks.filter((w) => w !== focused)] : walks
}

const GO_WALK = { label: CALENDAR_COPY.goWalk, path: "/walk" } as const

export interface CalendarCell extends CalendarDay {
  readonly isToday: boolean
  readonly isSelected: boolean
  readonly walkCount: number
}

export interface CalendarView {
  readonly year: number
  readonly month: number
  /** `"2026년 3월"`. */
  readonly title: string
  readonly weekdayLabels: ReadonlyArray<string>
  readonly weeks: ReadonlyArray<ReadonlyArray<CalendarCell>>
  readonly view: "monthly" | "daily"
  /** The month's load (`failed` offers `retry`). */
  readonly monthLoad: LoadState
  readonly monthTotals: WalkTotals
  /** The month's walks, for the monthly map (coloured in turn). */
  readonly monthWalks: ReadonlyArray<WalkSummaryView>
  /** Shown instead of the monthly summary when the month has no walk. */
  readonly monthEmptyMessage: string | null
  /** This month with no walk yet: the next step ('산책하러 가기' to `/walk`); null otherwise. */
  readonly monthEmptyAction: { readonly label: string; readonly path: string } | null
  readonly day: null | {
    readonly day: number
    /** `"2026년 3월 1일 일요일"`. */
    readonly dateLabel: string
    /** The day's load (`failed` offers `retry`). */
    readonly load: LoadState
    readonly walks: ReadonlyArray<WalkSummaryView>
    readonly totals: WalkTotals
    readonly emptyMessage: string | null
  }
  readonly copy: typeof CALENDAR_COPY
  prevMonth(): void
  nextMonth(): void
  /** Report a finished horizontal swipe of `dx` px. */
  swipe(dx: number): void
  selectDay(day: number): void
  showMonthly(): void
  retry(): void
  /** Asks before deleting one of my walks (the day list's '기록 삭제'). */
  askDeleteWalk(walkId: number): void
  /** The delete question, while asked or sent; null otherwise. */
  readonly deleteDialog: { readonly isDeleting: boolean; confirm(): void; cancel(): void } | null
  /** A message to show (a failed delete), or null. */
  readonly alert: string | null
  dismissAlert(): void
  /** '캘린더에서 보기': the walk opened on becomes one card of its day like the others. */
  clearFocus(): void
  /** The route picture asked for (the walk opened on, or the one whose action was tapped): loading, ready (the PNG) or failed (`retry`); null before any. */
  readonly picture: { readonly walkId: number; readonly load: Loadable<Blob> } | null
  /** The walk being shared or handed to the post form (its buttons busy), or null. */
  readonly busyWalkId: number | null
  /** What the last share did ('링크를 복사했어요') and for which walk, or null. */
  readonly shareMessage: { readonly walkId: number; readonly text: string } | null
  /** '인증글 쓰기': the post form filled in with the figures and the picture (once it is drawn; without it when it cannot be). */
  writeCertification(walk: WalkSummaryView): void
  /** '공유하기': the picture shared once it is drawn. */
  share(walk: WalkSummaryView): void
}

const handOffOf = (walk: WalkSummaryView): WalkHandOff => ({ walkId: walk.walkId, date: walk.date, hasRoute: walk.hasRoute, post: walk.certification })

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const

export const connectCalendar = (snapshot: SnapshotFrom<CalendarMachine>, send: (event: CalendarEvent) => void): CalendarView => {
  const c = snapshot.context
  const isThisMonth = c.year === c.today.year && c.month === c.today.month
  const byDate = new Map((c.monthly?.dailyWalks ?? []).map((d) => [d.date, d.walks] as const))
  const monthWalkList = (c.monthly?.dailyWalks ?? []).flatMap((d) => d.walks)
  const monthReady = snapshot.matches({ month: "ready" })
  const dayWalks = c.daily ?? []
  const selected = c.selectedDay
  const isToday = (day: number) => isThisMonth && day === c.today.day
  const retry = () => send({ type: "user.retry" })
  /** The calendar's today (its clock at start): dates in another year show their year. */
  const now = seoulDayRange(c.today.year, c.today.month, c.today.day).start
  return {
    year: c.year,
    month: c.month,
    title: formatKoreanMonth(c.year, c.month),
    weekdayLabels: WEEKDAYS,
    weeks: monthGrid(c.year, c.month).map((week) =>
      week.map((cell) => ({
        ...cell,
        isToday: cell.inMonth && isToday(cell.day),
        isSelected: cell.inMonth && cell.day === selected,
        walkCount: cell.inMonth ? (byDate.get(cell.date)?.length ?? 0) : 0
      }))
    ),
    view: selected === null ? "monthly" : "daily",
    monthLoad: loadState({ loading: snapshot.matches({ month: "loading" }), failed: snapshot.matches({ month: "failed" }) }, retry),
    monthTotals: summarizeWalks(monthWalkList),
    monthWalks: monthWalkList.map((w, i) => walkSummaryView(w, i, now)),
    monthEmptyMessage: monthReady && monthWalkList.length === 0 ? (isThisMonth ? MESSAGES.emptyWalkMonth : CALENDAR_COPY.noWalkThatMonth) : null,
    monthEmptyAction: monthReady && monthWalkList.length === 0 && isThisMonth ? GO_WALK : null,
    day:
      selected === null
        ? null
        : {
            day: selected,
            dateLabel: formatKoreanDate(seoulDayRange(c.year, c.month, selected).start),
            load: loadState({ loading: snapshot.matches({ day: "loading" }), failed: snapshot.matches({ day: "failed" }) }, retry),
            walks: focusedFirst(dayWalks, c.focusWalkId).map((w) => walkSummaryView(w, dayWalks.indexOf(w), now, c.focusWalkId)),
            totals: summarizeWalks(dayWalks),
            emptyMessage:
              snapshot.matches({ day: "ready" }) && dayWalks.length === 0 ? (isToday(selected) ? MESSAGES.emptyWalkToday : CALENDAR_COPY.noWalkThatDay) : null
          },
    copy: CALENDAR_COPY,
    prevMonth: () => send({ type: "user.prevMonth" }),
    nextMonth: () => send({ type: "user.nextMonth" }),
    swipe: (dx) => send({ type: "user.swipe", dx }),
    selectDay: (day) => send({ type: "user.selectDay", day }),
    showMonthly: () => send({ type: "user.showMonthly" }),
    retry,
    askDeleteWalk: (walkId) => send({ type: "user.askDeleteWalk", walkId }),
    deleteDialog:
      snapshot.matches({ remove: "confirming" }) || snapshot.matches({ remove: "deleting" })
        ? {
            isDeleting: snapshot.matches({ remove: "deleting" }),
            confirm: () => send({ type: "user.confirmDelete" }),
            cancel: () => send({ type: "user.cancelDelete" })
          }
        : null,
    alert: c.alert,
    dismissAlert: () => send({ type: "user.dismissAlert" }),
    clearFocus: () => send({ type: "user.clearFocus" }),
    picture:
      c.pictureWalkId === null || snapshot.matches({ picture: "none" })
        ? null
        : {
            walkId: c.pictureWalkId,
            load: snapshot.matches({ picture: "failed" })
              ? failedState(() => send({ type: "user.retryPicture" }))
              : c.picture
                ? readyState(c.picture)
                : loadingState
          },
    busyWalkId: c.handOff?.walkId ?? null,
    shareMessage: c.shareMessage,
    writeCertification: (walk) => send({ type: "user.writeCertification", ...handOffOf(walk) }),
    share: (walk) => send({ type: "user.share", ...handOffOf(walk) })
  }
}

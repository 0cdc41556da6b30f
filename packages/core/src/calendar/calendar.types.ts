/** Types of the walk summary calendar (`/walk/summary`). */
import type { ApiClient } from "../api/client.ts"
import { daysInMonth } from "../domain/calendar.ts"
import { seoulDayKey } from "../domain/format.ts"

const DAY_MS = 86_400_000
import type { CertificationPost } from "../domain/walkResult.ts"
import type { MonthlyWalk, Walk } from "../schema/walk.ts"

export interface YearMonth {
  readonly year: number
  /** 1–12. */
  readonly month: number
}

export interface CalendarContext extends YearMonth {
  /** Today in Asia/Seoul. */
  readonly today: YearMonth & { readonly day: number }
  /** The day shown in the daily view, or null for the monthly view. */
  readonly selectedDay: number | null
  readonly monthly: MonthlyWalk | null
  readonly daily: ReadonlyArray<Walk> | null
  /** The walk whose deletion is being asked or sent. */
  readonly deleting: number | null
  /** A message to show (a failed delete), cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /** The walk the calendar opened on ('산책 완료': the walk just ended), shown first and expanded in its day; else null. */
  readonly focusWalkId: number | null
  /** The walk whose route picture is asked for, loaded or failed (one at a time: the card open or tapped); else null. */
  readonly pictureWalkId: number | null
  /** That walk's picture (PNG) once loaded. */
  readonly picture: Blob | null
  /** '인증글 쓰기' or '공유하기' tapped: waiting for the walk's picture, then handed over (or shared). */
  readonly handOff: (WalkHandOff & { readonly kind: "certify" | "share" }) | null
  /** What the last share did ('링크를 복사했어요') and for which walk, or null. */
  readonly shareMessage: { readonly walkId: number; readonly text: string } | null
}

/** A walk handed to the post form ('인증글 쓰기') or to the share sheet: the post's text, and its picture when it has one. */
export interface WalkHandOff {
  readonly walkId: number
  /** The Asia/Seoul day it started, `yyyy-mm-dd` (the picture's file name, the shared link). */
  readonly date: string
  readonly hasRoute: boolean
  readonly post: CertificationPost
}

/** How a share ended (the platform's share sheet, a copied link or a saved picture). */
export type ShareOutcome = "shared" | "copied" | "saved" | "cancelled" | "failed"

/** The walk to open on: its id and the Asia/Seoul day it started (`/walk/summary?walk=12&date=2026-11-26`). */
export interface CalendarFocus {
  readonly walkId: number
  readonly year: number
  readonly month: number
  readonly day: number
}

export interface CalendarInput {
  /** The clock's time, epoch milliseconds: the calendar opens on its Asia/Seoul month. */
  readonly now: number
  /** Open on this walk: its month, its day selected and loaded, its card first ('산책 완료'). */
  readonly focus?: CalendarFocus | null
}

/**
 * `?walk=12&date=2026-11-26` → the focus; null when absent, malformed, not a day of the calendar
 * (`2026-02-31`) or after the day after `now`'s Asia/Seoul day (no walk started there: the calendar opens on
 * this month instead of a load that no retry could mend).
 */
export const parseCalendarFocus = (search: string, now: number): CalendarFocus | null => {
  const q = new URLSearchParams(search)
  const walkId = Number(q.get("walk"))
  const key = q.get("date") ?? ""
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key)
  if (!Number.isInteger(walkId) || walkId < 1 || !date) return null
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])]
  if (year < 2000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  // A day of slack: the walk's day is the server's, and a phone's clock may be a little behind it at midnight.
  if (key > seoulDayKey(new Date(now + DAY_MS))) return null
  return { walkId, year, month, day }
}

export { calendarFocusPath } from "./calendarFocus.ts"

export type CalendarEvent =
  | { readonly type: "user.prevMonth" }
  | { readonly type: "user.nextMonth" }
  /** A horizontal swipe of `dx` px (100 px or more changes the month, §9). */
  | { readonly type: "user.swipe"; readonly dx: number }
  | { readonly type: "user.selectDay"; readonly day: number }
  | { readonly type: "user.showMonthly" }
  /** Delete one of my walks (from the day list): ask, then send. */
  | { readonly type: "user.askDeleteWalk"; readonly walkId: number }
  | { readonly type: "user.confirmDelete" }
  | { readonly type: "user.cancelDelete" }
  | { readonly type: "user.dismissAlert" }
  /** Load again what failed. */
  | { readonly type: "user.retry" }
  /** '캘린더에서 보기': the walk opened on becomes one card of its day like the others. */
  | { readonly type: "user.clearFocus" }
  /** '인증글 쓰기': the post form filled in with the walk's figures and picture (waits for the picture). */
  | ({ readonly type: "user.writeCertification" } & WalkHandOff)
  /** '공유하기': the walk's picture shared (waits for the picture). */
  | ({ readonly type: "user.share" } & WalkHandOff)
  /** Ask again for the picture that failed. */
  | { readonly type: "user.retryPicture" }

export interface LoadMonthInput extends YearMonth {}
export interface LoadDayInput extends YearMonth {
  readonly day: number
}

export interface CalendarPorts {
  readonly api: ApiClient
  /** '인증글 쓰기': hand the post form its prefill (the picture as a PNG file, or none) and open it. */
  readonly writeCertification?: (handOff: WalkHandOff, picture: Blob | null) => void
  /** '공유하기': share the picture (the platform's share sheet, else the link copied, else the picture saved). */
  readonly shareWalk?: (handOff: WalkHandOff, picture: Blob) => Promise<ShareOutcome>
}

/** Korean copy of the summary that the spec does not give. */
export const CALENDAR_COPY = {
  monthly: "월간",
  daily: "일간",
  prevMonth: "이전 달",
  nextMonth: "다음 달",
  noWalkThatMonth: "이 달에는 산책 기록이 없어요.",
  /** This month empty: the next step, to the walk page. */
  goWalk: "산책하러 가기",
  noWalkThatDay: "이 날은 산책 기록이 없어요.",
  couldNotLoad: "산책 기록을 불러오지 못했어요.",
  retry: "다시 시도",
  walkCount: (n: number) => `${n}번 산책`,
  deleteWalk: "기록 삭제",
  deleteTitle: "산책 기록을 삭제할까요?",
  deleteBody: "경로와 거리가 캘린더와 주변 산책로에서 사라지고, 되돌릴 수 없어요. 이미 받은 퀘스트 포인트는 그대로예요.",
  confirmDelete: "삭제",
  cancelDelete: "취소",
  deleteFailed: "산책 기록을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.",
  resultTitle: "산책 완료",
  distance: "거리",
  time: "시간",
  pace: "페이스",
  marks: "기록한 표시",
  noRoute: "기록된 경로가 없어요.",
  writeCertification: "인증글 쓰기",
  showInCalendar: "캘린더에서 보기",
  share: "공유하기",
  pictureAlt: "산책 경로 그림",
  pictureCaption: "인증글과 공유에 담길 경로 그림",
  pictureLoading: "경로 그림을 그리고 있어요",
  pictureFailed: "경로 그림을 만들지 못했어요. 인증글은 그림 없이 쓸 수 있어요.",
  retryPicture: "그림 다시 만들기",
  shareCopied: "산책 기록 링크를 복사했어요.",
  shareSaved: "경로 그림을 저장했어요.",
  shareFailed: "공유하지 못했어요. 잠시 후 다시 시도해주세요."
} as const

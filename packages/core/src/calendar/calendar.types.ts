/** Types of the walk summary calendar (`/walk/summary`). */
import type { ApiClient } from "../api/client.ts"
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
}

export interface CalendarInput {
  /** The clock's time, epoch milliseconds: the calendar opens on its Asia/Seoul month. */
  readonly now: number
}

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

export interface LoadMonthInput extends YearMonth {}
export interface LoadDayInput extends YearMonth {
  readonly day: number
}

export interface CalendarPorts {
  readonly api: ApiClient
}

/** Korean copy of the summary that the spec does not give. */
export const CALENDAR_COPY = {
  monthly: "월간",
  daily: "일간",
  prevMonth: "이전 달",
  nextMonth: "다음 달",
  noWalkThatMonth: "이 달에는 산책 기록이 없어요.",
  noWalkThatDay: "이 날은 산책 기록이 없어요.",
  couldNotLoad: "산책 기록을 불러오지 못했어요.",
  retry: "다시 시도",
  walkCount: (n: number) => `${n}번 산책`,
  deleteWalk: "기록 삭제",
  deleteTitle: "산책 기록을 삭제할까요?",
  deleteBody: "경로와 거리가 캘린더와 주변 산책로에서 사라지고, 되돌릴 수 없어요. 이미 받은 퀘스트 포인트는 그대로예요.",
  confirmDelete: "삭제",
  cancelDelete: "취소",
  deleteFailed: "산책 기록을 삭제하지 못했어요. 잠시 후 다시 시도해주세요."
} as const

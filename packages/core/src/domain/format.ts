/**
 * Display formats (spec §9). Times are always shown in Asia/Seoul, whatever the device's zone,
 * and walk days and months are Asia/Seoul days.
 */
import { WALK_TIME_ZONE } from "./constants.ts"

const pad = (n: number, width = 2) => String(n).padStart(width, "0")
const nonNegative = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0)
/**
 * Intl formatters are costly to build (tens of ms on a phone, ICU data and the time zone loaded):
 * each is built on first use, not when the module loads during the app's start.
 */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined
  return () => (value ??= make())
}
const integers = once(() => new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 0 }))

/**
 * A whole number with ko-KR's thousands separators: `"1,234,567"`, `"-3,000"`. By arithmetic,
 * not `Intl`: building a `NumberFormat` took ~25 ms of a phone's start (~100 ms under Lighthouse's
 * 4× CPU) when the member's home first showed a walk's calories. Fractions are rounded; numbers
 * beyond 2^53 (never a count, price or point here) ask `Intl`, and anything not finite is 0.
 */
export function formatInteger(n: number): string {
  const whole = Number.isFinite(n) ? Math.round(n) : 0
  if (!Number.isSafeInteger(whole)) return integers().format(whole)
  const digits = String(Math.abs(whole))
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1)
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`
  return whole < 0 ? `-${grouped}` : grouped
}

/** Metres as kilometres with two decimals: `"1.23"`. */
export function formatKmValue(metres: number): string {
  return (Math.round(nonNegative(metres) / 10) / 100).toFixed(2)
}

/** Metres as kilometres with two decimals and the unit: `"1.23 km"`. */
export function formatKm(metres: number): string {
  return `${formatKmValue(metres)} km`
}

/**
 * Seconds as hours and minutes (`"1시간 5분"`, `"5분"`), a walk under a minute in seconds
 * (`"45초"`, not `"0분"`; nothing at all is `"0분"`), or with seconds for the live card
 * (`"1시간 5분 3초"`, `"5분 3초"`, `"3초"`). Partial seconds are dropped.
 */
export function formatDuration(seconds: number, options: { withSeconds?: boolean } = {}): string {
  const total = Math.floor(nonNegative(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (options.withSeconds) {
    if (h > 0) return `${h}시간 ${m}분 ${s}초`
    if (m > 0) return `${m}분 ${s}초`
    return `${s}초`
  }
  if (total > 0 && total < 60) return `${s}초`
  return h > 0 ? `${h}시간 ${m}분` : `${m}분`
}

/** Calories rounded to whole kcal: `"12 kcal"`. */
export function formatCalories(kcal: number): string {
  return `${formatInteger(nonNegative(kcal))} kcal`
}

/** Korean won with thousands separators: `"12,000원"`. */
export function formatWon(amount: number): string {
  return `${formatInteger(amount)}원`
}

/** `3,000P` (points). */
export function formatPoints(points: number): string {
  return `${formatInteger(points)}P`
}

/** Calendar and clock fields of an instant in Asia/Seoul. `weekday`: 0 = Sunday … 6 = Saturday. */
export interface SeoulDateParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: number
}

const seoulFormat = once(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: WALK_TIME_ZONE,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
      hourCycle: "h23"
    })
)
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const KOREAN_WEEKDAYS = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]

/**
 * Since 1988-10-09 Asia/Seoul has kept UTC+9 all year (no summer time since): from this instant on
 * (1990-01-01 KST, with margin) the zone's fields are the UTC fields of the instant plus nine hours.
 * That arithmetic is exact for every walk, post and order, and costs nothing, where building the Intl
 * formatter took ~40 ms of a phone's start (ICU's zone data). Earlier instants ask Intl.
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1989, 11, 31, 15)
const SEOUL_OFFSET_MS = 9 * 3_600_000

/** The Asia/Seoul calendar and clock fields of `date`. */
export function seoulDateParts(date: Date): SeoulDateParts {
  const t = date.getTime()
  if (t >= FIXED_OFFSET_SINCE_MS) {
    const wall = new Date(t + SEOUL_OFFSET_MS)
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
      weekday: wall.getUTCDay()
    }
  }
  return seoulDatePartsByIntl(date)
}

/** {@link seoulDateParts} through the IANA zone data (any instant; costly to set up). */
export function seoulDatePartsByIntl(date: Date): SeoulDateParts {
  const parts: Record<string, string> = {}
  for (const part of seoulFormat().formatToParts(date)) parts[part.type] = part.value
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? "")
  }
}

/** `yy-mm-dd hh:mm:ss` (24 h) in Asia/Seoul: `"26-11-21 09:05:03"`. */
export function formatDateTime(date: Date): string {
  const p = seoulDateParts(date)
  return `${pad(p.year % 100)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

const SHORT_WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"]

/**
 * The Korean long date and time people read (spec §9 allows it; one formatter for every screen):
 * `"11월 26일 (목) 오전 5:41"` in Asia/Seoul, with the year first (`"2025년 12월 31일 (수) 오후 11:59"`)
 * only when it is not `now`'s year. `now` is passed in, so views stay pure and tests fixed.
 */
export function formatKoreanDateTime(date: Date, now: Date | number): string {
  const p = seoulDateParts(date)
  const thisYear = seoulDateParts(typeof now === "number" ? new Date(now) : now).year
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12
  const year = p.year === thisYear ? "" : `${p.year}년 `
  return `${year}${p.month}월 ${p.day}일 (${SHORT_WEEKDAYS[p.weekday]}) ${p.hour < 12 ? "오전" : "오후"} ${hour12}:${pad(p.minute)}`
}

/**
 * How long ago, as a list of recent events reads it: '방금 전' under a minute, then '5분 전',
 * '3시간 전', '2일 전' within a week, and the date after that (`"11월 2일"`, with the year when not
 * `now`'s). A time ahead of `now` (a phone's clock behind the server's) is '방금 전'.
 */
export function formatTimeAgo(date: Date, now: Date | number): string {
  const at = typeof now === "number" ? now : now.getTime()
  const seconds = Math.floor((at - date.getTime()) / 1000)
  if (seconds < 60) return "방금 전"
  if (seconds < 3600) return `${Math.floor(seconds / 60)}분 전`
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}시간 전`
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)}일 전`
  const p = seoulDateParts(date)
  const thisYear = seoulDateParts(new Date(at)).year
  return `${p.year === thisYear ? "" : `${p.year}년 `}${p.month}월 ${p.day}일`
}

/** Korean long date in Asia/Seoul: `"2026년 11월 21일 토요일"`. */
export function formatKoreanDate(date: Date): string {
  const p = seoulDateParts(date)
  return `${p.year}년 ${p.month}월 ${p.day}일 ${KOREAN_WEEKDAYS[p.weekday]}`
}

/** Korean month heading: `"2026년 11월"`. */
export function formatKoreanMonth(year: number, month: number): string {
  return `${year}년 ${month}월`
}

/** The Asia/Seoul calendar day of `date` as `yyyy-mm-dd` (a walk at 00:30 KST belongs to that KST date). */
export function seoulDayKey(date: Date): string {
  const p = seoulDateParts(date)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}

/** The UTC instant at which Asia/Seoul's clock shows midnight of the given date (day may overflow). */
function seoulMidnight(year: number, month: number, day: number): Date {
  const wall = new Date(0)
  wall.setUTCFullYear(year, month - 1, day)
  wall.setUTCHours(0, 0, 0, 0)
  const target = wall.getTime()
  // Start from the zone's offset at the target and correct once more in case it changed in between.
  let guess = target
  for (let i = 0; i < 2; i++) {
    const p = seoulDateParts(new Date(guess))
    const shown = new Date(0)
    shown.setUTCFullYear(p.year, p.month - 1, p.day)
    shown.setUTCHours(p.hour, p.minute, p.second, 0)
    guess -= shown.getTime() - target
  }
  return new Date(guess)
}

/** The instants bounding an Asia/Seoul day: `start` inclusive, `end` (next midnight) exclusive. */
export function seoulDayRange(year: number, month: number, day: number): { start: Date; end: Date } {
  return { start: seoulMidnight(year, month, day), end: seoulMidnight(year, month, day + 1) }
}

/** The instants bounding an Asia/Seoul month: `start` inclusive, `end` (first of next month) exclusive. */
export function seoulMonthRange(year: number, month: number): { start: Date; end: Date } {
  return { start: seoulMidnight(year, month, 1), end: seoulMidnight(year, month + 1, 1) }
}

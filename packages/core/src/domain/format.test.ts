import { describe, expect, it } from "vitest"
import {
  formatCalories,
  formatDateTime,
  formatKoreanDateTime,
  formatTimeAgo,
  formatDuration,
  formatInteger,
  formatKm,
  formatKmValue,
  formatKoreanDate,
  formatKoreanMonth,
  formatWon,
  seoulDateParts,
  seoulDatePartsByIntl,
  seoulDayKey,
  seoulDayRange,
  seoulMonthRange
} from "./format.ts"

describe("distance, duration, calories and money", () => {
  it("shows metres as km with two decimals", () => {
    expect(formatKm(1234)).toBe("1.23 km")
    expect(formatKm(0)).toBe("0.00 km")
    expect(formatKmValue(1005)).toBe("1.01")
    expect(formatKmValue(999.4)).toBe("1.00")
    expect(formatKmValue(52_345)).toBe("52.35")
    expect(formatKmValue(Number.NaN)).toBe("0.00")
  })

  it("shows durations as hours and minutes", () => {
    expect(formatDuration(3903)).toBe("1시간 5분")
    expect(formatDuration(300)).toBe("5분")
    // Under a minute: seconds, not '0분' (nothing at all is '0분').
    expect(formatDuration(59)).toBe("59초")
    expect(formatDuration(45.8)).toBe("45초")
    expect(formatDuration(1)).toBe("1초")
    expect(formatDuration(0.4)).toBe("0분")
    expect(formatDuration(60)).toBe("1분")
    expect(formatDuration(0)).toBe("0분")
    expect(formatDuration(7200)).toBe("2시간 0분")
  })

  it("shows durations with seconds on the live card", () => {
    const s = { withSeconds: true }
    expect(formatDuration(3903, s)).toBe("1시간 5분 3초")
    expect(formatDuration(303, s)).toBe("5분 3초")
    expect(formatDuration(3, s)).toBe("3초")
    expect(formatDuration(3.9, s)).toBe("3초")
    expect(formatDuration(-5, s)).toBe("0초")
  })

  it("rounds calories and formats won with separators", () => {
    expect(formatCalories(12.4)).toBe("12 kcal")
    expect(formatCalories(12.5)).toBe("13 kcal")
    expect(formatCalories(1234.2)).toBe("1,234 kcal")
    expect(formatWon(12000)).toBe("12,000원")
    expect(formatWon(0)).toBe("0원")
    expect(formatWon(1234567)).toBe("1,234,567원")
    expect(formatWon(-3000)).toBe("-3,000원")
  })

  it("groups whole numbers as ko-KR's Intl does, by arithmetic", () => {
    const intl = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 0 })
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 2147483647, Number.MAX_SAFE_INTEGER]
    let x = 7
    for (let i = 0; i < 500; i++) {
      x = (x * 48271) % 2147483647
      samples.push(x % 10 ** (1 + (i % 16)))
    }
    for (const n of samples) {
      expect(formatInteger(n)).toBe(intl.format(n))
      expect(formatInteger(-n)).toBe(n === 0 ? "0" : intl.format(-n))
    }
    expect(formatInteger(1234.5)).toBe("1,235")
    expect(formatInteger(-0.4)).toBe("0")
    expect(formatInteger(Number.NaN)).toBe("0")
    expect(formatInteger(Number.POSITIVE_INFINITY)).toBe("0")
    expect(formatInteger(1e21)).toBe(intl.format(1e21))
  })
})

describe("dates in Asia/Seoul", () => {
  it("formats yy-mm-dd hh:mm:ss in KST, 24 h", () => {
    expect(formatDateTime(new Date("2026-11-21T00:05:03Z"))).toBe("26-11-21 09:05:03")
    expect(formatDateTime(new Date("2026-11-21T05:00:00Z"))).toBe("26-11-21 14:00:00")
  })

  it("moves an instant after 15:00 UTC to the next KST day", () => {
    expect(formatDateTime(new Date("2026-11-20T15:30:00Z"))).toBe("26-11-21 00:30:00")
    expect(formatDateTime(new Date("2026-12-31T15:00:00Z"))).toBe("27-01-01 00:00:00")
    expect(seoulDayKey(new Date("2026-11-20T15:30:00Z"))).toBe("2026-11-21")
    expect(seoulDayKey(new Date("2026-11-20T14:59:59Z"))).toBe("2026-11-20")
  })

  it("says how long ago for a list of recent events: 방금 전, N분 전, N시간 전, N일 전, then the date", () => {
    const now = new Date("2026-11-26T03:00:00Z")
    const ago = (ms: number) => formatTimeAgo(new Date(now.getTime() - ms), now)
    expect(ago(0)).toBe("방금 전")
    expect(ago(59_999)).toBe("방금 전")
    expect(ago(-30_000)).toBe("방금 전") // a phone's clock behind the server's
    expect(ago(60_000)).toBe("1분 전")
    expect(ago(59 * 60_000)).toBe("59분 전")
    expect(ago(3_600_000)).toBe("1시간 전")
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toBe("23시간 전")
    expect(ago(86_400_000)).toBe("1일 전")
    expect(ago(6 * 86_400_000)).toBe("6일 전")
    expect(ago(7 * 86_400_000)).toBe("11월 19일")
    expect(formatTimeAgo(new Date("2025-12-31T14:59:00Z"), now.getTime())).toBe("2025년 12월 31일")
  })

  it("formats the Korean long date and time people read: KST, 12 h with 오전/오후, the year only when not this year", () => {
    const now = new Date("2026-11-26T03:00:00Z")
    expect(formatKoreanDateTime(new Date("2026-11-25T20:41:36Z"), now)).toBe("11월 26일 (목) 오전 5:41")
    expect(formatKoreanDateTime(new Date("2026-11-26T03:05:00Z"), now)).toBe("11월 26일 (목) 오후 12:05")
    expect(formatKoreanDateTime(new Date("2026-11-25T15:00:00Z"), now)).toBe("11월 26일 (목) 오전 12:00")
    expect(formatKoreanDateTime(new Date("2026-01-01T14:59:00Z"), now.getTime())).toBe("1월 1일 (목) 오후 11:59")
    // The year is the KST year: 2025-12-31 15:00 UTC is already 2026 in Seoul.
    expect(formatKoreanDateTime(new Date("2025-12-31T15:00:00Z"), now)).toBe("1월 1일 (목) 오전 12:00")
    expect(formatKoreanDateTime(new Date("2025-12-31T14:59:00Z"), now)).toBe("2025년 12월 31일 (수) 오후 11:59")
    expect(formatKoreanDateTime(new Date("2027-02-03T00:00:00Z"), now)).toBe("2027년 2월 3일 (수) 오전 9:00")
  })

  it("formats the Korean long date and month", () => {
    expect(formatKoreanDate(new Date("2026-11-21T03:00:00Z"))).toBe("2026년 11월 21일 토요일")
    expect(formatKoreanDate(new Date("2026-11-20T15:30:00Z"))).toBe("2026년 11월 21일 토요일")
    expect(formatKoreanDate(new Date("2026-11-22T03:00:00Z"))).toBe("2026년 11월 22일 일요일")
    expect(formatKoreanMonth(2026, 11)).toBe("2026년 11월")
  })

  it("gives the KST fields of an instant", () => {
    expect(seoulDateParts(new Date("2026-11-20T15:30:07Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 0,
      minute: 30,
      second: 7,
      weekday: 6
    })
  })

  it("computes KST fields by arithmetic exactly as the zone data gives them, from 1990 to 2100", () => {
    const from = Date.UTC(1989, 11, 31, 15)
    const to = Date.UTC(2100, 0, 1)
    const instants = [from, from + 1, Date.UTC(2026, 11, 31, 14, 59, 59, 999), Date.UTC(2026, 11, 31, 15), Date.UTC(2028, 1, 28, 15), Date.UTC(2028, 1, 29, 15)]
    let seed = 7
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      instants.push(from + Math.floor((seed / 2 ** 31) * (to - from)))
    }
    for (const t of instants) expect(seoulDateParts(new Date(t)), new Date(t).toISOString()).toEqual(seoulDatePartsByIntl(new Date(t)))
  })

  it("asks the zone data before 1990, when Seoul kept summer time (1987-88) or other offsets", () => {
    // 1987-07-01 12:00 UTC was 22:00 in Seoul (UTC+10, summer time), not 21:00.
    expect(seoulDateParts(new Date("1987-07-01T12:00:00Z")).hour).toBe(22)
    expect(seoulDateParts(new Date("1987-07-01T12:00:00Z"))).toEqual(seoulDatePartsByIntl(new Date("1987-07-01T12:00:00Z")))
  })

  it("bounds a KST day and month with UTC instants", () => {
    expect(seoulDayRange(2026, 11, 21)).toEqual({
      start: new Date("2026-11-20T15:00:00Z"),
      end: new Date("2026-11-21T15:00:00Z")
    })
    expect(seoulDayRange(2026, 12, 31)).toEqual({
      start: new Date("2026-12-30T15:00:00Z"),
      end: new Date("2026-12-31T15:00:00Z")
    })
    expect(seoulMonthRange(2026, 11)).toEqual({
      start: new Date("2026-10-31T15:00:00Z"),
      end: new Date("2026-11-30T15:00:00Z")
    })
    expect(seoulMonthRange(2026, 12)).toEqual({
      start: new Date("2026-11-30T15:00:00Z"),
      end: new Date("2026-12-31T15:00:00Z")
    })
    const walk = new Date("2026-11-20T15:30:00Z")
    const { start, end } = seoulDayRange(2026, 11, 21)
    expect(walk >= start && walk < end).toBe(true)
  })
})

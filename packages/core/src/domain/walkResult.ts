/**
 * The '산책 완료' result of a walk (issue 33): its pace, its marks counted by kind, and the text of
 * the walk-certification post it offers ('오늘 콩이랑 1.20 km, 25분 산책했어요').
 */
import type { WalkMark, WalkMarkKind } from "../schema/walk.ts"
import { formatDuration, formatKm, seoulDateParts } from "./format.ts"

/** Below this distance a pace means nothing (a walk around one spot): shown as '–'. */
export const MIN_PACE_DISTANCE_M = 50

/**
 * The mark kinds' Korean names (소변, 대변, 물): the one table, for the walk's mark buttons and undo
 * bar as for the result's pins and counts; its keys in the schema's order (`WALK_MARK_KINDS`).
 */
export const MARK_LABELS: Readonly<Record<WalkMarkKind, string>> = { PEE: "소변", POO: "대변", WATER: "물" }

/** The kinds in the order they are counted and shown (the table's, which is the schema's; domain/ loads no Effect, so not imported from it). */
const MARK_ORDER = Object.keys(MARK_LABELS) as ReadonlyArray<WalkMarkKind>

/**
 * Minutes per kilometre in Korean: `"12분 30초/km"`, `"12분/km"`; `"–"` when the walk is shorter
 * than {@link MIN_PACE_DISTANCE_M} or took no time.
 */
export function formatPace(metres: number, seconds: number): string {
  if (!(metres >= MIN_PACE_DISTANCE_M) || !(seconds > 0)) return "–"
  const perKm = Math.round((seconds * 1000) / metres)
  const h = Math.floor(perKm / 3600)
  const m = Math.floor((perKm % 3600) / 60)
  const s = perKm % 60
  const time = h > 0 ? `${h}시간 ${m}분` : s === 0 ? `${m}분` : m === 0 ? `${s}초` : `${m}분 ${s}초`
  return `${time}/km`
}

export interface MarkCount {
  readonly kind: WalkMarkKind
  readonly label: string
  readonly count: number
}

/** The marks counted by kind in the order 소변, 대변, 물; kinds with none left out. */
export function countMarks(marks: ReadonlyArray<Pick<WalkMark, "kind">>): ReadonlyArray<MarkCount> {
  return MARK_ORDER.map((kind) => ({ kind, label: MARK_LABELS[kind], count: marks.filter((m) => m.kind === kind).length })).filter((c) => c.count > 0)
}

/** `"소변 2 · 대변 1"`, or `""` with no mark. */
export function formatMarkCounts(counts: ReadonlyArray<MarkCount>): string {
  return counts.map((c) => `${c.label} ${c.count}`).join(" · ")
}

/** Whether a Korean word ends in a final consonant (받침): `콩이` no, `단짝` yes; other scripts: no. */
export function hasFinalConsonant(word: string): boolean {
  const last = word.trim().at(-1)
  if (last === undefined) return false
  const code = last.charCodeAt(0)
  if (code < 0xac00 || code > 0xd7a3) return false
  return (code - 0xac00) % 28 !== 0
}

/** `"콩이랑"`, `"단짝이랑"`; several dogs: `"콩이, 보리랑"`. */
export function withDogs(names: ReadonlyArray<string>): string {
  if (names.length === 0) return ""
  const last = names[names.length - 1]!
  return `${names.join(", ")}${hasFinalConsonant(last) ? "이랑" : "랑"}`
}

export interface CertificationPost {
  readonly title: string
  readonly contents: string
}

/**
 * The walk-certification post's title and text: `"11월 26일 산책 인증"` and
 * `"오늘 콩이랑 1.20 km, 25분 산책했어요"` (`"11월 25일에 …"` when the walk was not today, Asia/Seoul).
 */
export function certificationPost(
  walk: { readonly startTime: Date; readonly distance: number; readonly duration: number; readonly dogNames: ReadonlyArray<string> },
  now: Date | number,
  marks: ReadonlyArray<MarkCount> = []
): CertificationPost {
  const day = seoulDateParts(walk.startTime)
  const today = seoulDateParts(typeof now === "number" ? new Date(now) : now)
  const isToday = day.year === today.year && day.month === today.month && day.day === today.day
  const when = isToday ? "오늘" : `${day.month}월 ${day.day}일에`
  const dogs = withDogs(walk.dogNames)
  const line = `${when} ${dogs ? `${dogs} ` : ""}${formatKm(walk.distance)}, ${formatDuration(walk.duration)} 산책했어요`
  const marksLine = marks.length > 0 ? `\n${formatMarkCounts(marks)}` : ""
  return { title: `${day.month}월 ${day.day}일 산책 인증`, contents: `${line}${marksLine}` }
}

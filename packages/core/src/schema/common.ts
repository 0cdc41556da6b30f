/**
 * Shared wire primitives and the codecs for the wire's quirks.
 *
 * Every codec here decodes a wire value into a clean domain value and encodes it back, so the
 * rest of the code never sees `[lng, lat]`, `'Y' | 'N'`, `f | m` or `Male | Female`.
 */
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { EARLIEST_BIRTH_DATE } from "../domain/constants.ts"
import { seoulDayKey } from "../domain/format.ts"
import { MAX_ID } from "./constants.ts"

/** Database identifiers: positive integers within the `integer` column range (1 … 2,147,483,647). */
export const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_ID }))
export type Id = typeof Id.Type

/** True for a value that can be an id (the range of `Id`). */
export const isId = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= MAX_ID

/** A path or query parameter carrying an id: `"12"` on the wire, `12` in the domain. */
export const IdFromString = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,9}$/, { expected: "a positive integer" })).pipe(
  Schema.decodeTo(Id, SchemaTransformation.transform({ decode: Number, encode: String }))
)

/** A non-negative integer in a query string (`page=0`). */
export const IntFromString = Schema.String.check(Schema.isPattern(/^\d{1,9}$/, { expected: "a non-negative integer" })).pipe(
  Schema.decodeTo(Schema.Int, SchemaTransformation.transform({ decode: Number, encode: String }))
)

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/

/** Whether year-month-day names a day that exists (no 30 February: `Date.parse` would roll it over). */
const isCalendarDate = (y: number, mo: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** ISO 8601 date-time on the wire, `Date` in the domain. Invalid dates fail to decode. */
export const IsoDateTime = Schema.String.check(
  Schema.makeFilter((s: string) => {
    const m = ISO_DATE_TIME.exec(s)
    return m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) && !Number.isNaN(Date.parse(s)) ? true : "Expected an ISO 8601 date-time"
  })
).pipe(
  Schema.decodeTo(
    Schema.Date,
    SchemaTransformation.transform({
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString()
    })
  )
)

/** A calendar date `yyyy-mm-dd` (birth dates, calendar days). Stays a string: it has no time zone. */
export const DateOnly = Schema.String.check(
  Schema.makeFilter((s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
    if (!m) return "Expected a date in the form yyyy-mm-dd"
    return isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) ? true : "Expected an existing calendar date"
  })
)

/** Today's date (`yyyy-mm-dd`) in Asia/Seoul, the product's calendar. */
export const seoulToday = (now: Date = new Date()): string => seoulDayKey(now)

/** A birth date: a calendar date from `EARLIEST_BIRTH_DATE` to today in Asia/Seoul (today is allowed). */
export const BirthDate = DateOnly.check(
  Schema.makeFilter((s: string) =>
    s > seoulToday() ? "Expected a date that is not in the future" : s < EARLIEST_BIRTH_DATE ? `Expected a date from ${EARLIEST_BIRTH_DATE} on` : true
  )
)

/** A position in the domain. */
export const LatLng = Schema.Struct({
  lat: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  lng: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }))
})
export type LatLng = typeof LatLng.Type

/**
 * GeoJSON-like point on the wire: `{ type: "Point", coordinates: [longitude, latitude] }`.
 * Decodes to `{ lat, lng }`; the order quirk lives only here.
 */
export const GeoPoint = Schema.Struct({
  type: Schema.optionalKey(Schema.Literal("Point")),
  coordinates: Schema.Tuple([Schema.Finite, Schema.Finite])
}).pipe(
  Schema.decodeTo(
    LatLng,
    SchemaTransformation.transform({
      decode: (w) => ({ lat: w.coordinates[1], lng: w.coordinates[0] }),
      encode: (p) => ({ type: "Point" as const, coordinates: [p.lng, p.lat] as const })
    })
  )
)

/** `'Y' | 'N'` on the wire, boolean in the domain. */
export const YesNo = Schema.Literals(["Y", "N"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (s) => s === "Y",
      encode: (b): "Y" | "N" => (b ? "Y" : "N")
    })
  )
)

/** Domain gender, shared by members and pets. */
export const Gender = Schema.Literals(["female", "male"])
export type Gender = typeof Gender.Type

/** Members: `f | m` on the wire. */
export const MemberGender = Schema.Literals(["f", "m"]).pipe(
  Schema.decodeTo(
    Gender,
    SchemaTransformation.transform({
      decode: (s): Gender => (s === "f" ? "female" : "male"),
      encode: (g): "f" | "m" => (g === "female" ? "f" : "m")
    })
  )
)

/** Pets: `Male | Female` on the wire. */
export const PetGender = Schema.Literals(["Male", "Female"]).pipe(
  Schema.decodeTo(
    Gender,
    SchemaTransformation.transform({
      decode: (s): Gender => (s === "Female" ? "female" : "male"),
      encode: (g): "Male" | "Female" => (g === "female" ? "Female" : "Male")
    })
  )
)

/** An image URL served by the API (`/uploads/...`) or absolute; null when there is none. */
export const ImageUrl = Schema.NullOr(Schema.String)

/** The error body every 4xx/5xx carries. */
export const ApiMessage = Schema.Struct({ message: Schema.String })
export type ApiMessage = typeof ApiMessage.Type

/** `memberId` as clients send it (always 0); servers ignore it and use the token's member. */
export const IgnoredMemberId = Schema.optionalKey(Schema.Number)

const pathKey = (p: unknown): string => (typeof p === "object" && p !== null && "key" in p ? String((p as { key: PropertyKey }).key) : String(p))

/** An error message names at most this many problems, then says how many more there are. */
export const MAX_REPORTED_ISSUES = 5

/** `a; b; c (and 17 more)` — the first `max` items of a list of problems. */
export const summarizeProblems = (items: ReadonlyArray<string>, max = MAX_REPORTED_ISSUES): string =>
  items.length <= max ? items.join("; ") : `${items.slice(0, max).join("; ")} (and ${items.length - max} more)`

/**
 * Formats a schema issue: the dotted path of the first bad field and a `path: message; ...` text
 * naming at most the first `MAX_REPORTED_ISSUES` problems (a batch of 20,000 bad points must not
 * answer megabytes). `prefix` is put in front of every path (`body`, `params`, a multipart part's name).
 */
export const formatIssue = (issue: SchemaIssue.Issue, prefix = ""): { path: string; message: string } => {
  const { issues } = SchemaIssue.makeFormatterStandardSchemaV1()(issue)
  const paths = issues.map((i) => [prefix, ...(i.path ?? []).map(pathKey)].filter(Boolean).join("."))
  const message = summarizeProblems(issues.map((i, n) => (paths[n] ? `${paths[n]}: ${i.message}` : i.message)))
  return { path: paths[0] ?? prefix, message }
}

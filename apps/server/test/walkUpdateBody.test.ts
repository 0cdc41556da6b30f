/**
 * The walk update's fast body decoder agrees with the shared schema: whenever it answers a value,
 * the schema decodes the same body to the same value (`toStrictEqual`: same keys, same dates, -0
 * kept), and whenever the schema refuses a body, it answers nothing (so the schema's 400 message
 * is what the client gets). Bodies are generated from a seeded PRNG: the shapes clients send, then
 * each with one part replaced by something hostile or odd.
 */
import { describe, expect, it } from "vitest"
import { decodeWith } from "@mungwalk/core/api"
import { MAX_ID, MAX_POINTS_PER_UPDATE, WalkUpdateRequest } from "@mungwalk/core/schema"
import { decodePlainWalkUpdate } from "../src/http/walkUpdateBody.ts"

/** mulberry32 */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

type Json = unknown
const random = prng(20261123)
const pick = <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(random() * xs.length)]!

const validPoint = (t: number): Record<string, Json> => {
  const point: Record<string, Json> = {
    recordTime: new Date(t).toISOString(),
    location:
      random() < 0.8
        ? { type: "Point", coordinates: [pick([127 + random() * 0.1, -180, 180, -0, 0.5]), pick([37.5 + random() * 0.1, -90, 90, 0, -0])] }
        : { coordinates: [126.97 + random(), 37.56 + random()] }
  }
  if (random() < 0.8) point.accuracy = pick([5 + random() * 20, 0, -0, 3])
  return point
}

const validBody = (): Record<string, Json> => {
  const size = pick([0, 1, 20, 20, 20, 100])
  const t0 = Date.UTC(2026, 4, 1, 9, 30) + Math.floor(random() * 1e9)
  const body: Record<string, Json> = { walkId: pick([1, 7, 12345, MAX_ID]), walkPaths: Array.from({ length: size }, (_, i) => validPoint(t0 + i * 1000)) }
  if (random() < 0.7) body.memberId = pick([0, 3, -1, 1.5])
  if (random() < 0.6) body.recorderId = pick(["3f9a0c1e5b7d4a2f8e6c0b1a9d3e5f7a", "device_A-01", "a".repeat(64)])
  if (random() < 0.1) body.extra = "ignored"
  return body
}

const ODD_VALUES: ReadonlyArray<Json> = [
  null,
  undefined,
  true,
  "",
  "x",
  "1",
  0,
  -0,
  1,
  -1,
  1.5,
  91,
  -181,
  1e308,
  NaN,
  Infinity,
  -Infinity,
  MAX_ID + 1,
  [],
  [1],
  [1, 2, 3],
  {},
  { type: "Point" },
  { type: "Line", coordinates: [127, 37] },
  { type: undefined, coordinates: [127, 37] },
  { coordinates: [127, "37"] },
  { coordinates: [200, 37] },
  { coordinates: [127, 95] },
  { coordinates: [127] },
  { coordinates: [127, 37, 0] },
  "2026-02-30T10:00:00.000Z",
  "2026-05-01T09:30:00Z",
  "2026-05-01T09:30:00.000+09:00",
  "2026-05-01T09:30",
  "2026-05-01",
  "+275760-09-13T00:00:00.000Z",
  "2026-05-01T09:30:00.000z",
  " 2026-05-01T09:30:00.000Z",
  "2026-05-01T24:00:00.000Z",
  "2026-13-01T09:30:00.000Z",
  "0000-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999Z",
  "2026-05-01T09:30:00.123456Z",
  "short",
  "a".repeat(65),
  "two words here",
  "기기아이디입니다요"
]

/** Every place in a body a value can be replaced: [parent, key]. */
const slots = (value: Json, out: Array<[Record<string, Json> | Json[], string | number]> = []) => {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      out.push([value, i])
      slots(v, out)
    })
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Record<string, Json>, k])
      slots(v, out)
    }
  }
  return out
}

const mutated = (): Json => {
  const body = validBody()
  const places = slots(body)
  if (places.length === 0 || random() < 0.05) return pick(ODD_VALUES)
  const [parent, key] = pick(places)
  const how = random()
  if (how < 0.15 && !Array.isArray(parent)) delete (parent as Record<string, Json>)[key as string]
  else (parent as Record<string | number, Json>)[key] = pick(ODD_VALUES)
  return body
}

const agree = (body: Json): "fast" | "schema" => {
  const fast = decodePlainWalkUpdate(body)
  const schema = decodeWith(WalkUpdateRequest, body, "body")
  if (fast === undefined) return "schema"
  expect(schema.ok, JSON.stringify(body)).toBe(true)
  if (schema.ok) expect(fast).toStrictEqual(schema.value)
  return "fast"
}

describe("the walk update's fast body decoder", () => {
  it("answers the schema's value for the bodies clients send", () => {
    for (let n = 0; n < 500; n++) expect(agree(validBody())).toBe("fast")
  })

  it("never answers a body the schema refuses, nor a value other than the schema's", () => {
    const counts = { fast: 0, schema: 0 }
    for (let n = 0; n < 3000; n++) counts[agree(mutated())]++
    // Both ways are exercised: the hostile part often sits where it changes nothing the fast path accepts.
    expect(counts.fast).toBeGreaterThan(200)
    expect(counts.schema).toBeGreaterThan(1500)
  })

  it("leaves over-long batches, odd times and non-objects to the schema", () => {
    const t = Date.UTC(2026, 4, 1)
    const long = { walkId: 1, walkPaths: Array.from({ length: MAX_POINTS_PER_UPDATE + 1 }, (_, i) => validPoint(t + i * 1000)) }
    expect(decodePlainWalkUpdate(long)).toBeUndefined()
    expect(decodeWith(WalkUpdateRequest, long).ok).toBe(false)
    for (const body of [null, [], "x", 1, { walkId: 1 }, { walkId: "1", walkPaths: [] }]) expect(agree(body)).toBe("schema")
    // Valid for the schema, but not in toISOString's form: the schema decodes these.
    const offset = { walkId: 1, walkPaths: [{ recordTime: "2026-05-01T09:30:00+09:00", location: { coordinates: [127, 37] } }] }
    expect(agree(offset)).toBe("schema")
    expect(decodeWith(WalkUpdateRequest, offset).ok).toBe(true)
  })
})

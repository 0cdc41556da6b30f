/**
 * Route points read in bulk as one binary value: each point is four big-endian doubles (time in
 * epoch ms, lat, lng, accuracy or NaN when unknown) from `float8send`, aggregated in time order
 * and sent as base64. A 2-hour walk is 7,200 points, re-read on every update: printing and
 * parsing 28,800 decimal numbers (or building 7,200 JSON arrays) costs the database and the
 * server several times more than copying the bytes, and the doubles arrive bit for bit.
 */
import { type SQL, sql } from "drizzle-orm"
import { walkPoints } from "../../db/schema.ts"
import type { StoredPoint } from "./routeViews.ts"

const BYTES_PER_POINT = 32

/**
 * The aggregate over rows with `walk_points`' columns (`record_time`, `lat`, `lng`, `accuracy`)
 * of `source` (a table or subquery with that alias); null when there are no rows.
 */
export const packedPointsSql = (source: SQL): SQL => sql`(
  select encode(string_agg(
    float8send(date_part('epoch', r.record_time) * 1000) || float8send(r.lat) || float8send(r.lng) ||
      float8send(coalesce(r.accuracy, 'NaN'::float8)),
    '' order by r.record_time), 'base64')
  from ${source} as r)`

/** Every point of one walk, packed. */
export const walkPointsSql = (walkId: number): SQL =>
  packedPointsSql(sql`(select record_time, lat, lng, accuracy from ${walkPoints} where ${walkPoints.walkId} = ${walkId})`)

/** Decodes {@link packedPointsSql}'s value (the API never stores a NaN accuracy, so NaN means none). */
export const decodePoints = (packed: string | null | undefined): StoredPoint[] => {
  if (!packed) return []
  const bytes = Buffer.from(packed, "base64")
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const count = bytes.byteLength / BYTES_PER_POINT
  const out: StoredPoint[] = new Array(count)
  for (let i = 0; i < count; i++) {
    const at = i * BYTES_PER_POINT
    const accuracy = view.getFloat64(at + 24)
    out[i] = {
      time: Math.round(view.getFloat64(at)),
      lat: view.getFloat64(at + 8),
      lng: view.getFloat64(at + 16),
      accuracy: Number.isNaN(accuracy) ? null : accuracy
    }
  }
  return out
}

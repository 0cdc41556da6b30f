/**
 * A fast decoder for the walk update's body (`WalkUpdateRequest`), the one request the server
 * gets all the time: the shared schema's decoder (Effect Schema, all errors collected) costs a
 * batch of 20 points about as much as the rest of the request's handling in JavaScript.
 *
 * It never decides that a body is bad. It answers the value the schema would give for a body it
 * can see is plainly valid — the shape every client sends: `recordTime` as `toISOString()` writes
 * it, `location` with `type: "Point"` or none, finite coordinates in range, a finite accuracy ≥ 0
 * or none — and undefined for anything else, for which the schema decodes and names the problem
 * exactly as before. `test/walkUpdateBody.test.ts` checks that it agrees with the schema.
 */
import { MAX_ID, MAX_POINTS_PER_UPDATE, RECORDER_ID_PATTERN, type RoutePoint, type WalkUpdateRequest } from "@mungwalk/core/schema"

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

const isFiniteIn = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isFinite(v) && v >= min && v <= max

/**
 * The date of a time written as `Date.prototype.toISOString` writes years 1000–9999
 * (`2026-05-01T09:30:00.000Z`), which the schema's ISO 8601 check always accepts; else undefined.
 * (The schema refuses years 0–99, which `Date.UTC` reads as 1900–1999.)
 */
const canonicalIsoDate = (v: unknown): Date | undefined => {
  if (typeof v !== "string" || v.length !== 24 || v[0] === "0") return undefined
  const d = new Date(v)
  return !Number.isNaN(d.getTime()) && d.toISOString() === v ? d : undefined
}

const routePoint = (v: unknown): RoutePoint | undefined => {
  if (!isRecord(v)) return undefined
  const recordTime = canonicalIsoDate(v.recordTime)
  const location = v.location
  if (recordTime === undefined || !isRecord(location)) return undefined
  if ("type" in location && location.type !== "Point") return undefined
  const coordinates = location.coordinates
  if (!Array.isArray(coordinates) || coordinates.length !== 2) return undefined
  const [lng, lat] = coordinates as unknown[]
  if (!isFiniteIn(lat, -90, 90) || !isFiniteIn(lng, -180, 180)) return undefined
  if (!("accuracy" in v)) return { recordTime, location: { lat, lng } }
  const accuracy = v.accuracy
  return isFiniteIn(accuracy, 0, Infinity) ? { recordTime, location: { lat, lng }, accuracy } : undefined
}

/** The decoded body when it is plainly valid (the schema's value); undefined: let the schema decide. */
export const decodePlainWalkUpdate = (json: unknown): WalkUpdateRequest | undefined => {
  if (!isRecord(json)) return undefined
  // Marks (a few per walk) are left to the schema.
  if ("walkMarks" in json) return undefined
  const { walkId, walkPaths } = json
  if (typeof walkId !== "number" || !Number.isInteger(walkId) || walkId < 1 || walkId > MAX_ID) return undefined
  if ("memberId" in json && typeof json.memberId !== "number") return undefined
  const { recorderId } = json
  if ("recorderId" in json && (typeof recorderId !== "string" || !RECORDER_ID_PATTERN.test(recorderId))) return undefined
  if (!Array.isArray(walkPaths) || walkPaths.length > MAX_POINTS_PER_UPDATE) return undefined
  const points: RoutePoint[] = new Array(walkPaths.length)
  for (let i = 0; i < walkPaths.length; i++) {
    const p = routePoint(walkPaths[i])
    if (p === undefined) return undefined
    points[i] = p
  }
  const body: WalkUpdateRequest = "memberId" in json ? { memberId: json.memberId as number, walkId, walkPaths: points } : { walkId, walkPaths: points }
  return typeof recorderId === "string" ? { ...body, recorderId } : body
}

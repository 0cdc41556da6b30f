/**
 * What `liveDistance.ts` and its worker (`liveDistance.worker.ts`) send each other: the points
 * packed as doubles (time, lat, lng, accuracy — NaN for none), so a tail of ~900 points crosses
 * as one transferred buffer (handed back with the reply and used again) and comes out bit for bit.
 */
import type { LiveRouteState } from "@mungwalk/core/domain"
import type { StoredPoint } from "./routeViews.ts"

export interface LiveDistanceRequest {
  readonly id: number
  readonly state: LiveRouteState
  /** The points packed by {@link packPoints} into the start of `buffer`. */
  readonly buffer: ArrayBuffer
  readonly count: number
}

/** The reply hands the request's buffer back, so the next request can use it again. */
export type LiveDistanceReply = { readonly id: number; readonly buffer: ArrayBuffer } & (
  | { readonly distance: number; readonly state: LiveRouteState }
  | { readonly error: string }
)

/** Bytes {@link packPoints} needs for `count` points. */
export const packedBytes = (count: number): number => count * 4 * Float64Array.BYTES_PER_ELEMENT

/** Packs `points` into the start of `buffer` (at least {@link packedBytes} long). */
export const packPoints = (points: ReadonlyArray<StoredPoint>, buffer: ArrayBuffer): void => {
  const packed = new Float64Array(buffer, 0, points.length * 4)
  for (let i = 0, k = 0; i < points.length; i++, k += 4) {
    const p = points[i]!
    packed[k] = p.time
    packed[k + 1] = p.lat
    packed[k + 2] = p.lng
    packed[k + 3] = p.accuracy ?? Number.NaN
  }
}

export const unpackPoints = (buffer: ArrayBuffer, count: number): StoredPoint[] => {
  const packed = new Float64Array(buffer, 0, count * 4)
  const points: StoredPoint[] = new Array(count)
  for (let i = 0, k = 0; i < points.length; i++, k += 4) {
    const accuracy = packed[k + 3]!
    points[i] = { time: packed[k]!, lat: packed[k + 1]!, lng: packed[k + 2]!, accuracy: Number.isNaN(accuracy) ? null : accuracy }
  }
  return points
}

/**
 * The walk in progress, kept in storage so a reload loses nothing. Two versioned,
 * schema-checked entries of the core's persistence facility (`../persist`): a corrupt or
 * outdated entry is ignored and removed, never thrown. The stored form is unchanged since
 * before the facility existed (`{ "version": 1, ...fields }` under the same keys), so a walk in
 * progress survives the update.
 *
 * Two entries keep the cost of a save bounded on long walks:
 * - `mungwalk.walk`: the walk with its outbox (the unsent points), written on every change;
 * - `mungwalk.walk.track`: the acknowledged part of the drawn track, rewritten only when a send
 *   was acknowledged (points leave the outbox), i.e. every ~20 points.
 * The outbox is always the unsent end of the track, so the track is `acknowledged ++ outbox`.
 */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { persistedEntry } from "../persist/persisted.ts"
import type { GeoFix, KeyValueStorage } from "../ports.ts"
import { Id, LatLng } from "../schema/common.ts"
import { RoutePoint, WalkDog, WalkMarkKind } from "../schema/walk.ts"
import { WALK_STORAGE_KEY, type ActiveWalk, type PersistedWalkState } from "./walk.types.ts"

/** Storage key of the acknowledged track. */
export const WALK_TRACK_STORAGE_KEY = `${WALK_STORAGE_KEY}.track`

const Fix = Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite, accuracy: Schema.Finite, time: Schema.Finite })

/** A track fix stored compactly as `[lat, lng, accuracy, time]` (a long walk has thousands). */
const StoredFix = Schema.Tuple([Schema.Finite, Schema.Finite, Schema.Finite, Schema.Finite]).pipe(
  Schema.decodeTo(
    Fix,
    SchemaTransformation.transform({
      decode: ([lat, lng, accuracy, time]) => ({ lat, lng, accuracy, time }),
      encode: (f) => [f.lat, f.lng, f.accuracy, f.time] as const
    })
  )
)

const TrackingGap = Schema.Struct({
  from: Schema.Finite,
  to: Schema.Finite,
  reason: Schema.Literals(["hidden", "closed"])
})

/** Version of both entries' shape; bump it when the shape changes (older entries are then discarded). */
const VERSION = 1

/** The fields of `mungwalk.walk` (stored with `version` beside them). */
export const PersistedWalk = Schema.Struct({
  walk: Schema.Struct({
    walkId: Id,
    dogs: Schema.Array(WalkDog),
    startTime: Schema.Finite,
    startPosition: LatLng,
    outbox: Schema.Array(RoutePoint),
    lastSendAt: Schema.Finite,
    serverDistance: Schema.Finite,
    gaps: Schema.Array(TrackingGap),
    ending: Schema.Boolean,
    /** Absent in entries written before they existed: 0. */
    clockOffset: Schema.optionalKey(Schema.Finite),
    rejectedPoints: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    gapsSeen: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    rejectedSeen: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    marks: Schema.optionalKey(
      Schema.Array(Schema.Struct({ kind: WalkMarkKind, time: Schema.Finite, lat: Schema.Finite, lng: Schema.Finite, sent: Schema.Boolean }))
    )
  }),
  selectedDogIds: Schema.Array(Id),
  savedAt: Schema.Finite
})

/** The fields of `mungwalk.walk.track`: the acknowledged fixes of walk `walkId`. */
export const PersistedTrack = Schema.Struct({
  walkId: Id,
  fixes: Schema.Array(StoredFix)
})

const toFix = (p: RoutePoint): GeoFix => ({
  lat: p.location.lat,
  lng: p.location.lng,
  accuracy: p.accuracy ?? 0,
  time: p.recordTime.getTime()
})

export interface WalkSessionStore {
  /** The walk in progress; a missing entry is null, a corrupt one is removed and null. */
  load(): PersistedWalkState | null
  save(state: PersistedWalkState): void
  clear(): void
}

/** Reads and writes the walk in progress in `storage`. */
export const createWalkSessionStore = (storage: KeyValueStorage): WalkSessionStore => {
  const walkEntry = persistedEntry(storage, { key: WALK_STORAGE_KEY, version: VERSION, schema: PersistedWalk })
  const trackEntry = persistedEntry(storage, { key: WALK_TRACK_STORAGE_KEY, version: VERSION, schema: PersistedTrack })
  /** Which acknowledged track is in storage already, so it is rewritten only when it grew. */
  let written: { walkId: number; length: number } | null = null

  const clear = (): void => {
    walkEntry.clear()
    trackEntry.clear()
    written = null
  }

  return {
    load() {
      const stored = walkEntry.load()
      if (!stored) {
        trackEntry.clear()
        return null
      }
      const { walk, selectedDogIds, savedAt } = stored
      const track = trackEntry.load()
      // A missing or foreign track only costs the drawing of the sent part; the points are on the server.
      const acknowledged = track && track.walkId === walk.walkId ? track.fixes : []
      written = { walkId: walk.walkId, length: acknowledged.length }
      const lastAcknowledged = acknowledged[acknowledged.length - 1]?.time ?? Number.NEGATIVE_INFINITY
      const unsent = walk.outbox.map(toFix).filter((f) => f.time > lastAcknowledged)
      const restored: ActiveWalk = {
        ...walk,
        clockOffset: walk.clockOffset ?? 0,
        rejectedPoints: walk.rejectedPoints ?? 0,
        gapsSeen: walk.gapsSeen ?? 0,
        rejectedSeen: walk.rejectedSeen ?? 0,
        track: [...acknowledged, ...unsent]
      }
      return { walk: restored, selectedDogIds, savedAt }
    },

    save({ walk, selectedDogIds, savedAt }) {
      const { track, ...rest } = walk
      const acknowledged = track.length - walk.outbox.length
      if (written === null || written.walkId !== walk.walkId || written.length !== acknowledged) {
        trackEntry.save({ walkId: walk.walkId, fixes: track.slice(0, acknowledged) })
        written = { walkId: walk.walkId, length: acknowledged }
      }
      walkEntry.save({ walk: rest, selectedDogIds, savedAt })
    },

    clear
  }
}

/** Reads the walk in progress (see `WalkSessionStore.load`). */
export const loadWalkSession = (storage: KeyValueStorage): PersistedWalkState | null => createWalkSessionStore(storage).load()

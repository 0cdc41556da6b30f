/**
 * The walk in progress, kept in storage so a reload loses nothing. Two versioned,
 * schema-checked entries of the core's persistence facility (`../persist`): a corrupt or
 * outdated entry is ignored and removed, never thrown. The stored form is unchanged since
 * before the facility existed (`{ "version": 1, ...fields }` under the same keys), so a walk in
 * progress survives the update.
 *
 * The entries keep the cost of a save bounded on long walks:
 * - `mungwalk.walk`: the walk with its outbox (the unsent points), written on every change;
 * - `mungwalk.walk.track`: the latest acknowledged fixes of the drawn track (fewer than
 *   `WALK_TRACK_CHUNK_FIXES`) and `sealed`, the number of chunks before them; rewritten only when a
 *   send was acknowledged (points leave the outbox), i.e. every ~20 points;
 * - `mungwalk.walk.track.0`, `.1`, …: the sealed chunks, `WALK_TRACK_CHUNK_FIXES` fixes each, in
 *   the track entry's own shape, each written once when it fills.
 * The outbox is always the unsent end of the track, so the track is `chunks ++ latest ++ outbox`.
 * A walk shorter than one chunk is stored exactly as before chunks existed (no `sealed`).
 */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { encodeWith } from "../api/codec.ts"
import { persistedEntry } from "../persist/persisted.ts"
import type { GeoFix, KeyValueStorage } from "../ports.ts"
import { Id, LatLng } from "../schema/common.ts"
import { RoutePoint, WalkDog, WalkMarkKind } from "../schema/walk.ts"
import {
  removeStoredTrack,
  WALK_STORAGE_KEY,
  WALK_TRACK_CHUNK_FIXES,
  WALK_TRACK_STORAGE_KEY,
  walkTrackChunkKey,
  type ActiveWalk,
  type PersistedWalkState
} from "./walk.types.ts"

export { WALK_TRACK_STORAGE_KEY }

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
    startUnlocated: Schema.optionalKey(Schema.Literal(true)),
    outbox: Schema.Array(RoutePoint),
    lastSendAt: Schema.Finite,
    serverDistance: Schema.Finite,
    gaps: Schema.Array(TrackingGap),
    ending: Schema.Boolean,
    endedAt: Schema.optionalKey(Schema.Finite),
    /** Absent in entries written before they existed: 0. */
    clockOffset: Schema.optionalKey(Schema.Finite),
    rejectedPoints: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    gapsSeen: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    rejectedSeen: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    marks: Schema.optionalKey(
      Schema.Array(
        Schema.Struct({
          kind: WalkMarkKind,
          time: Schema.Finite,
          lat: Schema.Finite,
          lng: Schema.Finite,
          sent: Schema.Boolean,
          unplaced: Schema.optionalKey(Schema.Literal(true))
        })
      )
    ),
    undone: Schema.optionalKey(Schema.Struct({ kind: WalkMarkKind, time: Schema.Finite, at: Schema.Finite }))
  }),
  selectedDogIds: Schema.Array(Id),
  savedAt: Schema.Finite
})

/**
 * The fields of `mungwalk.walk.track`: acknowledged fixes of walk `walkId`, after `sealed` chunks
 * (absent: none); a sealed chunk `mungwalk.walk.track.N` has the same shape without `sealed`.
 */
export const PersistedTrack = Schema.Struct({
  walkId: Id,
  fixes: Schema.Array(StoredFix),
  sealed: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)))
})

const RoutePoints = Schema.Array(RoutePoint)

const encodeOrThrow = <S extends Schema.Top>(schema: S, value: unknown): unknown => {
  const encoded = encodeWith(schema as never, value)
  if (!encoded.ok) throw new Error(`persist: cannot store '${WALK_STORAGE_KEY}' (${encoded.message})`)
  return encoded.value
}

/** The same keys with the same values (`Object.is`). */
const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]))
}

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
  const chunkEntry = (index: number) => persistedEntry(storage, { key: walkTrackChunkKey(index), version: VERSION, schema: PersistedTrack })
  /** Which acknowledged track is in storage already, so it is rewritten only when it grew. */
  let written: { walkId: number; length: number } | null = null
  /**
   * The acknowledged track as stored, kept to append to (issue 33: smooth at hour two): how many
   * fixes and sealed chunks, and the JSON of the fixes after the chunks. Acknowledged fixes never
   * change, so each is encoded once, and a chunk is written once.
   */
  let trackJson: { walkId: number; length: number; sealed: number; last: GeoFix | undefined; json: string } | null = null
  /** The route points waiting (the outbox), each encoded once: a walk is saved on every fix. */
  const encodedPoints = new WeakMap<RoutePoint, unknown>()
  let encodedDogs: { dogs: ReadonlyArray<unknown>; encoded: unknown } | null = null
  /** The entry's small fields as last encoded, kept while none of them changed (a fix changes only the outbox). */
  let encodedFields: { fields: Record<string, unknown>; selectedDogIds: ReadonlyArray<number>; encoded: { walk: object } } | null = null

  const clear = (): void => {
    walkEntry.clear()
    removeStoredTrack(storage)
    written = null
    trackJson = null
  }

  const fixJson = (f: GeoFix): string => `[${f.lat},${f.lng},${f.accuracy},${f.time}]`
  const entryJson = (walkId: number, json: string, sealed: number): string =>
    `{"version":${VERSION},"walkId":${walkId},"fixes":[${json}]${sealed > 0 ? `,"sealed":${sealed}` : ""}}`

  /**
   * Writes the first `acknowledged` fixes of `track` as `trackEntry.save` and `chunkEntry(n).save`
   * would (`{ version, walkId, fixes[, sealed] }`, each fix `[lat, lng, accuracy, time]`): a chunk
   * as it fills, then the fixes after the last chunk. When the track only grew since the last
   * write, it appends to that write's JSON and writes no earlier chunk again.
   */
  const saveTrack = (walkId: number, track: ReadonlyArray<GeoFix>, acknowledged: number): void => {
    const grew = trackJson !== null && trackJson.walkId === walkId && trackJson.length <= acknowledged && track[trackJson.length - 1] === trackJson.last
    const from = grew ? trackJson!.length : 0
    let sealed = grew ? trackJson!.sealed : 0
    let json = grew ? trackJson!.json : ""
    for (let i = from; i < acknowledged; i++) {
      const f = track[i]!
      if (![f.lat, f.lng, f.accuracy, f.time].every(Number.isFinite)) {
        // Not storable as the schema says (a programming error): the schema's own save reports it.
        trackEntry.save({ walkId, fixes: track.slice(0, acknowledged) })
        return
      }
      json += `${json === "" ? "" : ","}${fixJson(f)}`
      if (i + 1 - sealed * WALK_TRACK_CHUNK_FIXES === WALK_TRACK_CHUNK_FIXES) {
        // Written before the entry that counts it: a page killed between the two keeps the entry before.
        storage.setItem(walkTrackChunkKey(sealed), entryJson(walkId, json, 0))
        sealed += 1
        json = ""
      }
    }
    trackJson = { walkId, length: acknowledged, sealed, last: track[acknowledged - 1], json }
    storage.setItem(WALK_TRACK_STORAGE_KEY, entryJson(walkId, json, sealed))
  }

  /**
   * The acknowledged fixes of walk `walkId` in storage: the sealed chunks and the fixes after them.
   * A missing, corrupt or foreign part drops them all (a gap in the middle would draw a false
   * line); that costs only the drawing of the sent part — the points are on the server.
   */
  const loadTrack = (walkId: number): ReadonlyArray<GeoFix> => {
    const latest = trackEntry.load()
    if (!latest || latest.walkId !== walkId) return []
    const sealed = latest.sealed ?? 0
    const fixes: Array<GeoFix> = []
    for (let i = 0; i < sealed; i++) {
      const chunk = chunkEntry(i).load()
      if (!chunk || chunk.walkId !== walkId || chunk.fixes.length !== WALK_TRACK_CHUNK_FIXES || chunk.sealed !== undefined) return []
      for (const f of chunk.fixes) fixes.push(f)
    }
    for (const f of latest.fixes) fixes.push(f)
    // Appended to from here: no chunk is written again after a reload. (A track stored in one entry
    // before chunks existed is written again in chunks by the next save.)
    trackJson =
      latest.fixes.length < WALK_TRACK_CHUNK_FIXES
        ? { walkId, length: fixes.length, sealed, last: fixes[fixes.length - 1], json: latest.fixes.map(fixJson).join(",") }
        : null
    return fixes
  }

  return {
    load() {
      const stored = walkEntry.load()
      if (!stored) {
        removeStoredTrack(storage)
        return null
      }
      const { walk, selectedDogIds, savedAt } = stored
      const acknowledged = loadTrack(walk.walkId)
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
        saveTrack(walk.walkId, track, acknowledged)
        written = { walkId: walk.walkId, length: acknowledged }
      }
      // The schema encodes the entry's small fields when one of them changed; the outbox points
      // and the dogs are encoded once each (the same encoding, spliced in): a fix adds one point.
      const { outbox: _outbox, ...fields } = rest
      if (encodedFields === null || encodedFields.selectedDogIds !== selectedDogIds || !sameFields(encodedFields.fields, fields)) {
        const small = encodeWith(PersistedWalk, { walk: { ...fields, outbox: [], dogs: [] }, selectedDogIds, savedAt })
        if (!small.ok) throw new Error(`persist: cannot store '${WALK_STORAGE_KEY}' (${small.message})`)
        encodedFields = { fields, selectedDogIds, encoded: small.value }
      }
      if (encodedDogs === null || encodedDogs.dogs !== walk.dogs) encodedDogs = { dogs: walk.dogs, encoded: encodeOrThrow(Schema.Array(WalkDog), walk.dogs) }
      // Points not encoded yet (one per fix; a whole outbox after a reload) in one schema call.
      const fresh = walk.outbox.filter((p) => !encodedPoints.has(p))
      if (fresh.length > 0) {
        const encoded = encodeOrThrow(RoutePoints, fresh) as ReadonlyArray<unknown>
        for (let i = 0; i < fresh.length; i++) encodedPoints.set(fresh[i]!, encoded[i])
      }
      const outbox = walk.outbox.map((p) => encodedPoints.get(p))
      // `savedAt` is a plain number in both forms.
      const entry = { ...encodedFields.encoded, savedAt, walk: { ...encodedFields.encoded.walk, outbox, dogs: encodedDogs.encoded } }
      storage.setItem(WALK_STORAGE_KEY, JSON.stringify({ version: VERSION, ...entry }))
    },

    clear
  }
}

/** Reads the walk in progress (see `WalkSessionStore.load`). */
export const loadWalkSession = (storage: KeyValueStorage): PersistedWalkState | null => createWalkSessionStore(storage).load()

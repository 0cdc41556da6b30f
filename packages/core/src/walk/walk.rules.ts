/**
 * The walk's pure rules: what the walk machine's guards ask and its assignments compute, kept
 * out of the statechart so that `walk.machine.ts` reads as states and transitions only. Every
 * function here is pure (no ports, no clock) and unit-tested in `walk.rules.test.ts`.
 */
import { HttpError } from "../api/errors.ts"
import { DEFAULT_MAP_CENTER } from "../domain/constants.ts"
import { acceptFix, DEFAULT_POINT_ACCURACY_M } from "../domain/geo.ts"
import type { GeoFix } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import { MAX_MARKS_PER_UPDATE, MAX_POINTS_PER_UPDATE, WALK_RECORDED_ELSEWHERE_MESSAGE } from "../schema/constants.ts"
import type { RoutePoint, Walk, WalkDog, WalkMark, WalkMarkKind } from "../schema/walk.ts"
import {
  WALK_TAKEOVER_IDLE_MS,
  MARK_UNDONE_NOTE_MS,
  MARK_UNDO_MS,
  type RecordedMark,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  TRACKING_GAP_MIN_MS,
  type ActiveWalk,
  type EndWalkInput,
  type FixRejection,
  type PersistedWalkState,
  type StartedWalk,
  type TrackingGap,
  type WalkContext,
  type WalkInput,
  type WalkNotice
} from "./walk.types.ts"

// ── retries ────────────────────────────────────────────────────────────────────────────────

/** Delay before retry number `failures` (1 s, 2 s, 4 s … 60 s). */
export const backoffDelay = (failures: number): number => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1))

// ── clocks ─────────────────────────────────────────────────────────────────────────────────

/**
 * Server clock minus device clock, from the start call: the server stamped `startTime` at some
 * device time between `sentAt` and `receivedAt`, best estimated by the midpoint (half the round
 * trip). When `startTime` falls within the round trip the clocks agree as far as can be told: 0.
 */
export const clockOffset = ({ answer, sentAt, receivedAt }: StartedWalk): number => {
  const server = answer.startTime.getTime()
  return server >= sentAt && server <= receivedAt ? 0 : Math.round(server - (sentAt + receivedAt) / 2)
}

/** A device fix on the server's clock (the clock the walk's times are kept in). */
export const onServerClock = (walk: ActiveWalk, fix: GeoFix): GeoFix => (walk.clockOffset === 0 ? fix : { ...fix, time: fix.time + walk.clockOffset })

// ── fixes and the track ────────────────────────────────────────────────────────────────────

/** A recorded fix as the route point the server stores. */
export const toRoutePoint = (fix: GeoFix): RoutePoint => ({
  recordTime: new Date(fix.time),
  location: { lat: fix.lat, lng: fix.lng },
  accuracy: fix.accuracy
})

const pointKey = (p: RoutePoint): number => p.recordTime.getTime()

const lastFix = (walk: ActiveWalk): GeoFix | undefined => walk.track[walk.track.length - 1]

/**
 * What becomes of a device fix during a walk, on the server's clock:
 * - `predatesWalk`: stamped before the walk started — a browser can hand over a stale cached
 *   position first. Dropped quietly: not recorded, not sent, not counted or shown as refused.
 * - `reject`: `acceptFix` refuses it (accuracy, (0,0), impossible speed, time not after the last).
 * - `record`: the fix (on the server's clock) joins the track and the outbox.
 */
export type FixJudgement =
  | { readonly kind: "record"; readonly fix: GeoFix }
  | { readonly kind: "predatesWalk" }
  | { readonly kind: "reject"; readonly reason: FixRejection }

export const judgeFix = (walk: ActiveWalk, deviceFix: GeoFix): FixJudgement => {
  const fix = onServerClock(walk, deviceFix)
  if (fix.time < walk.startTime) return { kind: "predatesWalk" }
  const verdict = acceptFix(lastFix(walk), fix)
  return verdict.accept ? { kind: "record", fix } : { kind: "reject", reason: verdict.reason }
}

/**
 * The walk with `fix` (already on the server's clock) recorded: drawn and waiting to be sent. The
 * track is copied with `concat` (one block copy: ~18 µs for 7,200 fixes in Node here, against ~60 µs
 * for a spread, which iterates; issue 33: smooth at hour two).
 */
export const withFix = (walk: ActiveWalk, fix: GeoFix): ActiveWalk => ({
  ...walk,
  track: walk.track.concat([fix]),
  outbox: walk.outbox.concat([toRoutePoint(fix)]),
  // The first fix of a walk started without location places the marks tapped before it.
  ...(walk.track.length === 0 && walk.marks?.some((m) => m.unplaced) ? { marks: placedMarks(walk.marks, fix) } : {})
})

const placedMarks = (marks: ReadonlyArray<RecordedMark>, at: LatLng): ReadonlyArray<RecordedMark> =>
  marks.map((m) => (m.unplaced ? { kind: m.kind, time: m.time, lat: at.lat, lng: at.lng, sent: m.sent } : m))

/** Where the walk is now: the last recorded fix, else where it started. */
export const lastPosition = (walk: ActiveWalk): LatLng => {
  const f = lastFix(walk)
  return f ? { lat: f.lat, lng: f.lng } : walk.startPosition
}

/** Where the walker is known to be: the last recorded fix, else the start when it was located; null when neither is known. */
export const knownPosition = (walk: ActiveWalk): LatLng | null => (lastFix(walk) || !walk.startUnlocated ? lastPosition(walk) : null)

/** The end call for `walk`: where it was when ended (its last position; not `located` without a fix all walk) and when. */
export const endWalkInputOf = (walk: ActiveWalk): EndWalkInput => ({
  walkId: walk.walkId,
  position: lastPosition(walk),
  located: knownPosition(walk) !== null,
  ...(walk.endedAt === undefined ? {} : { endedAt: walk.endedAt })
})

// ── tracking gaps ──────────────────────────────────────────────────────────────────────────

/**
 * Is the stretch from `from` to `to` long enough to tell the member about? A reload or a glance
 * at another app takes seconds and loses nothing worth a notice; only `TRACKING_GAP_MIN_MS` (30 s)
 * or more is recorded — and shown (gaps stored by older versions may be shorter).
 */
export const isTrackingGap = (gap: Pick<TrackingGap, "from" | "to">): boolean => gap.to - gap.from >= TRACKING_GAP_MIN_MS

/** The walk with the gap added when it is long enough to be one, else unchanged. */
export const withGap = (walk: ActiveWalk, gap: TrackingGap): ActiveWalk => (isTrackingGap(gap) ? { ...walk, gaps: [...walk.gaps, gap] } : walk)

// ── sending ────────────────────────────────────────────────────────────────────────────────

/** The next batch to send: the oldest points of the outbox, at most `batchLimit`. */
export const nextBatch = (walk: ActiveWalk, batchLimit: number): ReadonlyArray<RoutePoint> => walk.outbox.slice(0, Math.min(MAX_POINTS_PER_UPDATE, batchLimit))

/** The outbox once the batch in flight is acknowledged (points that arrived meanwhile stay). */
export const outboxAfterAck = (walk: ActiveWalk, batch: ReadonlyArray<RoutePoint>): ReadonlyArray<RoutePoint> => {
  const sent = new Set(batch.map(pointKey))
  return walk.outbox.filter((p) => !sent.has(pointKey(p)))
}

/** Updates each dog's calories from the server's answer, keeping the order of the start answer. */
export const mergeDogs = (dogs: ReadonlyArray<WalkDog>, update: ReadonlyArray<WalkDog>): ReadonlyArray<WalkDog> => {
  const byId = new Map(update.map((d) => [d.pet.petId, d]))
  return dogs.map((d) => byId.get(d.pet.petId) ?? d)
}

/**
 * 409: the walk was ended elsewhere, or another device records it now (its message says which);
 * 404: the server does not know it. Either way it is over here.
 */
export const walkOverReason = (error: unknown): WalkNotice["reason"] | null =>
  error instanceof HttpError
    ? error.status === 409
      ? error.message === WALK_RECORDED_ELSEWHERE_MESSAGE
        ? "recordedElsewhere"
        : "endedElsewhere"
      : error.status === 404
        ? "notFound"
        : null
    : null

/** A 400: the server refuses something in the batch, and will refuse it again. */
export const isRefusal = (error: unknown): error is HttpError => error instanceof HttpError && error.status === 400

/**
 * What a 400 on `batch` leads to. The server names the first point it refuses
 * (`body.walkPaths.2.recordTime: …`): that point is left out. A 400 that names no point halves
 * the batch (bisection), until the refused point travels alone and is left out.
 */
export const refusalOf = (batch: ReadonlyArray<RoutePoint>, message: string): { drop: RoutePoint | null; batchLimit: number } => {
  const named = /\bwalkPaths\.(\d+)\b/.exec(message)
  const index = named ? Number(named[1]) : Number.NaN
  if (index < batch.length) return { drop: batch[index]!, batchLimit: MAX_POINTS_PER_UPDATE }
  if (batch.length <= 1) return { drop: batch[0] ?? null, batchLimit: MAX_POINTS_PER_UPDATE }
  return { drop: null, batchLimit: Math.floor(batch.length / 2) }
}

/** The walk without the point the 400 on `batch` refused (out of the outbox and the drawn track), or unchanged. */
export const walkAfterRefusal = (
  walk: ActiveWalk,
  batch: ReadonlyArray<RoutePoint>,
  error: HttpError,
  batchMarks: ReadonlyArray<number> = []
): { walk: ActiveWalk; batchLimit: number } => {
  // The field the server names is in `detail` (the message is for people), else in the message.
  const named = `${error.detail ?? ""} ${error.message}`
  if (batchMarks.length > 0) {
    // A refused mark: the one named is left out; a 400 naming nothing leaves out the batch's marks (rare: marks are made here).
    const mark = /\bwalkMarks\.(\d+)\b/.exec(named)
    const pointNamed = /\bwalkPaths\.\d+\b/.test(named)
    if (mark || !pointNamed) {
      const drop = new Set(mark ? [batchMarks[Number(mark[1])]] : batchMarks)
      return { walk: { ...walk, marks: (walk.marks ?? []).filter((m) => m.sent || !drop.has(m.time)) }, batchLimit: MAX_POINTS_PER_UPDATE }
    }
  }
  const { drop, batchLimit } = refusalOf(batch, named)
  if (!drop) return { walk, batchLimit }
  const key = pointKey(drop)
  return {
    walk: {
      ...walk,
      outbox: walk.outbox.filter((p) => pointKey(p) !== key),
      track: walk.track.filter((f) => f.time !== key),
      rejectedPoints: walk.rejectedPoints + 1
    },
    batchLimit
  }
}

// ── marks (소변, 대변, 물) ──────────────────────────────────────────────────────────────────

/**
 * The walk with a mark of `kind` at its last known position, at `now` (device clock) moved onto the
 * server's clock. Before the walk knows where it is, the mark waits `unplaced` for the first fix.
 */
export const withMark = (walk: ActiveWalk, kind: WalkMarkKind, now: number): ActiveWalk => {
  const known = knownPosition(walk)
  const at = known ?? walk.startPosition
  const marks = walk.marks ?? []
  // Each tap its own time, after the last mark and the last undone one: the walk's clock moves on its
  // 1 s tick, and two taps in one second at one time would be one mark on the server (a mark is
  // kept once per walk, time and kind) and look undone to `undoableMark`.
  const time = Math.max(
    now + walk.clockOffset,
    // Within the walk: the machine's clock may still be the tap on '산책 시작' (a slow first fix).
    walk.startTime,
    (marks[marks.length - 1]?.time ?? Number.NEGATIVE_INFINITY) + 1,
    (walk.undone?.time ?? Number.NEGATIVE_INFINITY) + 1
  )
  const mark: RecordedMark = { kind, time, lat: at.lat, lng: at.lng, sent: false, ...(known ? {} : { unplaced: true as const }) }
  return { ...walk, marks: [...marks, mark] }
}

/**
 * The last mark, while it can still be undone: not sent, under `MARK_UNDO_MS` old at `now` (device
 * clock), and tapped after the last undo — an undo takes back the latest tap only, never the one
 * before it (three quick taps, one undo: the bar does not offer the second tap next).
 */
export const undoableMark = (walk: ActiveWalk, now: number): RecordedMark | null => {
  const last = walk.marks?.[walk.marks.length - 1]
  if (!last || last.sent || now + walk.clockOffset - last.time >= MARK_UNDO_MS) return null
  return walk.undone && last.time <= walk.undone.time ? null : last
}

/** The walk without its last mark, undone at `now` (device clock): remembered for the note that says so. */
export const withoutLastMark = (walk: ActiveWalk, now: number): ActiveWalk => {
  const marks = walk.marks ?? []
  const last = marks[marks.length - 1]
  if (!last) return walk
  return { ...walk, marks: marks.slice(0, -1), undone: { kind: last.kind, time: last.time, at: now + walk.clockOffset } }
}

/** The mark just undone, while its note shows (`MARK_UNDONE_NOTE_MS` at `now`, device clock, and no tap since), else null. */
export const justUndoneMark = (walk: ActiveWalk, now: number): WalkMarkKind | null => {
  const undone = walk.undone
  if (!undone || now + walk.clockOffset - undone.at >= MARK_UNDONE_NOTE_MS) return null
  // A tap since is a mark after the undone one (marks' times only grow, `withMark`).
  const last = walk.marks?.[walk.marks.length - 1]
  return last && last.time > undone.time ? null : undone.kind
}

/** Marks not sent yet. */
export const unsentMarks = (walk: ActiveWalk): ReadonlyArray<RecordedMark> => (walk.marks ?? []).filter((m) => !m.sent)

/** The marks the next send carries: unsent, placed and past the undo time (all unsent ones while ending), at most `MAX_MARKS_PER_UPDATE`. */
export const marksDue = (walk: ActiveWalk, now: number): ReadonlyArray<RecordedMark> =>
  unsentMarks(walk)
    // An unplaced mark waits for the first fix; a walk ending without one sends it at the stand-in start.
    .filter((m) => walk.ending || (!m.unplaced && now + walk.clockOffset - m.time >= MARK_UNDO_MS))
    .slice(0, MAX_MARKS_PER_UPDATE)

export const toWireMark = (m: RecordedMark): WalkMark => ({ kind: m.kind, recordTime: new Date(m.time), location: { lat: m.lat, lng: m.lng } })

/** The walk with the marks of `times` acknowledged. */
export const marksAcknowledged = (walk: ActiveWalk, times: ReadonlyArray<number> | undefined): ActiveWalk => {
  if (!times || times.length === 0 || !walk.marks) return walk
  const sent = new Set(times)
  return { ...walk, marks: walk.marks.map((m) => (!m.sent && sent.has(m.time) ? { ...m, sent: true } : m)) }
}

/** Nothing waits for the server: no point in the outbox and no unsent mark. */
export const nothingToSend = (walk: ActiveWalk | null): boolean => !walk || (walk.outbox.length === 0 && unsentMarks(walk).length === 0)

/** How many marks of each kind. */
export const markCounts = (marks: ReadonlyArray<{ readonly kind: WalkMarkKind }>): Record<WalkMarkKind, number> => {
  const counts = { PEE: 0, POO: 0, WATER: 0 }
  for (const m of marks) counts[m.kind]++
  return counts
}

// ── the walk's beginning ───────────────────────────────────────────────────────────────────

/** Where a walk starts: the device position, else the spec's default centre (§8). */
export const startPositionOf = (position: LatLng | null): LatLng => position ?? { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }

/** The walk the start call began, at `startPosition` (the device's; null: unknown, the default centre stands in for it). */
export const newWalk = (started: StartedWalk, startPosition: LatLng | null, now: number): ActiveWalk => ({
  walkId: started.answer.walkId,
  dogs: started.answer.dogs,
  startTime: started.answer.startTime.getTime(),
  startPosition: startPositionOf(startPosition),
  ...(startPosition === null ? { startUnlocated: true as const } : {}),
  outbox: [],
  track: [],
  lastSendAt: now,
  serverDistance: 0,
  gaps: [],
  ending: false,
  clockOffset: clockOffset(started),
  rejectedPoints: 0,
  gapsSeen: 0,
  rejectedSeen: 0
})

/** The walk in progress among the server's answers (the latest started), or null. */
export const walkInProgressOf = (walks: ReadonlyArray<Walk>): Walk | null =>
  walks.reduce<Walk | null>((found, w) => (w.isWalking && (found === null || w.startTime > found.startTime) ? w : found), null)

/**
 * May this device take on the server's walk in progress at `now` (device clock)? Only when no
 * other device is plausibly still recording it: it has no route beyond its start point yet, or its
 * last point is `WALK_TAKEOVER_IDLE_MS` old (a device recording a walk sends at least every 40 s
 * while it moves). Two devices recording one walk would interleave their positions in one route.
 * The server has the last word (`recorderId`): a walk just started on another device (only its
 * start point) is taken on here, and if that device is still recording it, this one's first send
 * is refused and it stops with the `recordedElsewhere` notice; the same device after its storage
 * was cleared keeps its recorder id and goes on.
 */
export const mayTakeOn = (walk: Walk, now: number): boolean => {
  const last = walk.route[walk.route.length - 1]
  return walk.route.length <= 1 || !last || now - last.recordTime.getTime() >= WALK_TAKEOVER_IDLE_MS
}

/**
 * A walk the server has in progress and this device does not (started on another device or
 * browser, or this one's storage was cleared), taken on at `now`: its stored route is the track (a
 * point without a reported accuracy counts `DEFAULT_POINT_ACCURACY_M`, as on the server), its marks
 * are sent ones, nothing waits to be sent, and the time since its last point (if long enough) is a
 * tracking gap. The device clock is taken as the server's (no start call here measured it).
 */
export const adoptedWalk = (walk: Walk, now: number): ActiveWalk => {
  const track = walk.route.map(
    (p): GeoFix => ({ lat: p.location.lat, lng: p.location.lng, accuracy: p.accuracy ?? DEFAULT_POINT_ACCURACY_M, time: p.recordTime.getTime() })
  )
  const startTime = walk.startTime.getTime()
  const marks = (walk.marks ?? []).map(
    (m): RecordedMark => ({ kind: m.kind, time: m.recordTime.getTime(), lat: m.location.lat, lng: m.location.lng, sent: true })
  )
  const adopted: ActiveWalk = {
    walkId: walk.walkId,
    dogs: walk.dogs,
    startTime,
    startPosition: startPositionOf(track[0] ? { lat: track[0].lat, lng: track[0].lng } : null),
    ...(track[0] ? {} : { startUnlocated: true as const }),
    outbox: [],
    track,
    lastSendAt: now,
    serverDistance: walk.distance,
    gaps: [],
    ending: false,
    clockOffset: 0,
    rejectedPoints: 0,
    gapsSeen: 0,
    rejectedSeen: 0,
    ...(marks.length > 0 ? { marks } : {})
  }
  return withGap(adopted, { from: track[track.length - 1]?.time ?? startTime, to: now, reason: "closed" })
}

/** A walk read from storage at `now`: the time it was closed (if long enough) becomes a tracking gap. */
export const reopenedWalk = (p: PersistedWalkState, now: number): ActiveWalk => withGap(p.walk, { from: p.savedAt, to: now, reason: "closed" })

/** The machine's first context: a restored walk (see `reopenedWalk`), or a walk in storage still to read. */
export const initialContext = (input: WalkInput): WalkContext => {
  const p = input.persisted ?? null
  const walk = p ? reopenedWalk(p, input.now) : null
  return {
    ...(input.storedWalk && !p ? { storedWalk: true } : {}),
    selectedDogIds: p?.selectedDogIds ?? [],
    alert: null,
    startPosition: null,
    walk,
    batch: [],
    failures: 0,
    failure: null,
    now: input.now,
    hiddenSince: null,
    lastRejection: null,
    gpsError: null,
    batchLimit: MAX_POINTS_PER_UPDATE,
    notice: null
  }
}

/**
 * The tails of walks in progress, kept in memory between updates so an update need not read its
 * walk's tail (up to ~900 points) back from the database: an update then only stores its batch.
 *
 * A copy is used only when it is provably the database's: each entry carries the walk's
 * `route_revision` (bumped in the same statement that stores an update's totals, with the walk
 * row locked) and `tail_from` as they were when the copy was made, and the update compares them
 * with the row it has just locked. Another instance on the same PostgreSQL, a rolled-back
 * transaction or a restart therefore only costs one read, never a wrong distance. Entries are
 * written after the transaction has committed, never inside it.
 *
 * One cache per database object (tests open many databases in one process, with the same ids);
 * bounded by the points it holds, least recently used walks dropped first.
 */
import type { LiveRouteState } from "@mungwalk/core/domain"
import type { StoredPoint } from "./routeViews.ts"

/** About 40 MB of points: 200 walkers' tails take ~180,000. */
export const MAX_CACHED_POINTS = 500_000

export interface CachedTail {
  /** The walk's `route_revision` this copy belongs to. */
  readonly revision: number
  /** The walk's `tail_from` (epoch ms, null: every point) this copy starts at. */
  readonly tailFrom: number | null
  /** The points from `tailFrom` on, in time order. */
  readonly points: ReadonlyArray<StoredPoint>
  /**
   * What else an update needs of the walk at this revision, so that one whose batch is provably
   * new can skip reading the row (`updateWalk`'s one-statement path, which checks the revision
   * as it writes): the owner and start time (fixed for a walk's life), the settled part of the
   * live distance, and the dogs with the weight kept with the walk.
   */
  readonly walk?: CachedWalk
}

export interface CachedWalk {
  readonly memberId: number
  /** The walk's recorder when the copy was made (a change of recorder raises the revision): only an update from it, or naming none, takes the fast path. Absent: none. */
  readonly recorder?: string | null
  /** The token version of the (checked) call that made this copy: only a token of that version takes the fast path (sign-out raises it). Absent: 0. */
  readonly tokenVersion?: number
  /** Epoch ms. */
  readonly startTime: number
  readonly settledDistance: number
  /** The settled boundary (epoch ms, null: nothing settled). */
  readonly boundary: number | null
  /** The length of the tail's context before the boundary, measured on this copy's points (the core's `LiveRouteState.context`). */
  readonly context?: LiveRouteState["context"]
  readonly dogs: ReadonlyArray<{ readonly petId: number; readonly weightKg: number }>
}

export interface TailCache {
  /** The copy of the walk's tail when it matches the locked row's revision and tail start; otherwise undefined. */
  get(walkId: number, revision: number, tailFrom: number | null): CachedTail | undefined
  /** The latest copy of the walk's tail, whatever its revision (the caller must check the revision as it writes). */
  peek(walkId: number): CachedTail | undefined
  /** Keeps `tail` unless the copy held is of a later revision (two updates of one walk can finish in either order). */
  set(walkId: number, tail: CachedTail): void
  delete(walkId: number): void
  /** Points held (for tests). */
  readonly size: number
}

export const createTailCache = (maxPoints = MAX_CACHED_POINTS): TailCache => {
  const entries = new Map<number, CachedTail>()
  let size = 0
  const remove = (walkId: number) => {
    const old = entries.get(walkId)
    if (old === undefined) return
    size -= old.points.length
    entries.delete(walkId)
  }
  return {
    get(walkId, revision, tailFrom) {
      const tail = entries.get(walkId)
      if (tail === undefined || tail.revision !== revision || tail.tailFrom !== tailFrom) return undefined
      return tail
    },
    peek(walkId) {
      return entries.get(walkId)
    },
    set(walkId, tail) {
      const held = entries.get(walkId)
      if (held !== undefined && held.revision > tail.revision) return
      remove(walkId)
      if (tail.points.length > maxPoints) return
      entries.set(walkId, tail)
      size += tail.points.length
      for (const oldest of entries.keys()) {
        if (size <= maxPoints) break
        remove(oldest)
      }
    },
    delete: remove,
    get size() {
      return size
    }
  }
}

const caches = new WeakMap<object, TailCache>()

/** The cache of one database (created on first use). */
export const tailCacheOf = (db: object): TailCache => {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = createTailCache()
    caches.set(db, cache)
  }
  return cache
}

/** Two time-ordered lists of distinct points as one time-ordered list. */
export const mergeByTime = (a: ReadonlyArray<StoredPoint>, b: ReadonlyArray<StoredPoint>): StoredPoint[] => {
  if (b.length === 0) return a.slice()
  if (a.length === 0 || a[a.length - 1]!.time < b[0]!.time) return [...a, ...b]
  const out: StoredPoint[] = new Array(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) out[k++] = a[i]!.time <= b[j]!.time ? a[i++]! : b[j++]!
  while (i < a.length) out[k++] = a[i++]!
  while (j < b.length) out[k++] = b[j++]!
  return out
}

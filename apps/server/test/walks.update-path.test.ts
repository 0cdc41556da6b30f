/**
 * The walk update's fast path (points stored and read back in one statement, packed as binary
 * doubles) answers exactly what the core's live distance over the points as sent would (the
 * settled segments and the tail, `liveRouteDistance`; the end measures them all with `routeDistance`): every double and
 * time survives bit for bit, a missing accuracy stays missing, and a retry changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { asc, eq } from "drizzle-orm"
import {
  caloriesBurned,
  DEFAULT_MAP_CENTER,
  liveRouteDistance,
  type LiveRouteState,
  NO_SETTLED_ROUTE,
  offsetMetres,
  routeDistance,
  type TrackPoint
} from "@mungwalk/core/domain"
import type { Db } from "../src/db/client.ts"
import { walkPoints, walks } from "../src/db/schema.ts"
import { endWalk, startWalk, updateWalk } from "../src/services/walks.ts"
import { loadPoints } from "../src/services/walks/reads.ts"
import { tailCacheOf } from "../src/services/walks/tailCache.ts"
import { pendingUpdates } from "../src/services/walks/updateFromCopy.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, toRoutePoint, type TestMember, type TimedPoint } from "./helpers/walkFixtures.ts"

describe("walk update path", () => {
  let server: TestServer
  let member: TestMember
  let dog: number

  beforeAll(async () => {
    server = await createTestServer()
    member = await createMember(server, "빠른길")
    dog = await createPet(member, { name: "번개", weight: 6.3 })
  })
  afterAll(() => server.close())

  /** 25 minutes of fixes at irregular times, with doubles that need all 17 digits and some without accuracy. */
  const awkwardRoute = (t0: number): TimedPoint[] =>
    Array.from({ length: 1500 }, (_, i) => {
      const p = offsetMetres(DEFAULT_MAP_CENTER, i * 1.1 + Math.sin(i) * 3 + 1e-9 * i, Math.cos(i / 7) * 40 + Math.SQRT2 * 1e-7)
      const at = t0 + 3000 + i * 1000 + ((i * 7919) % 211)
      return i % 9 === 0 ? { at, lat: p.lat, lng: p.lng } : { at, lat: p.lat, lng: p.lng, accuracy: 3 + ((i * 0.37) % 17) + Math.PI * 1e-6 }
    })

  it("answers the live distance of the points as sent, exactly, after every batch and for a retried batch", async () => {
    const db = server.database.db
    const t0 = Date.now() - 30 * 60_000
    const started = await startWalk(db, member.memberId, { dogs: [dog], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }, new Date(t0))
    const route = awkwardRoute(t0)
    const sent: TrackPoint[] = [{ lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng, time: t0 }]
    let answer = { totalDistance: 0, dogs: [] as ReadonlyArray<{ pet: { petId: number }; caloriesBurned: number }> }
    let live: LiveRouteState = NO_SETTLED_ROUTE
    for (let i = 0; i < route.length; i += 100) {
      const batch = route.slice(i, i + 100)
      answer = await updateWalk(db, member.memberId, { walkId: started.walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[batch.length - 1]!.at))
      sent.push(
        ...batch.map((p) => (p.accuracy === undefined ? { lat: p.lat, lng: p.lng, time: p.at } : { lat: p.lat, lng: p.lng, time: p.at, accuracy: p.accuracy }))
      )
      const expected = liveRouteDistance(live, live.tailFrom === null ? sent : sent.filter((p) => p.time >= live.tailFrom!))
      live = expected.state
      expect(answer.totalDistance).toBe(expected.distance)
    }
    expect(answer.totalDistance).toBeGreaterThan(1000)
    expect(live.boundary).not.toBeNull()
    // Settled segments never see later points; within 1.5 % of measuring them all (see geo.live.test.ts).
    expect(Math.abs(answer.totalDistance - routeDistance(sent)) / routeDistance(sent)).toBeLessThan(0.015)
    expect(answer.dogs.map((d) => [d.pet.petId, d.caloriesBurned])).toEqual([[dog, caloriesBurned(6.3, answer.totalDistance)]])

    const retried = await updateWalk(db, member.memberId, { walkId: started.walkId, walkPaths: route.slice(-100).map(toRoutePoint) })
    expect(retried).toEqual(answer)

    const loaded = await loadPoints(db, started.walkId)
    expect(loaded).toEqual(sent.map((p) => ({ time: p.time, lat: p.lat, lng: p.lng, accuracy: p.accuracy ?? null })))
    const rows = await db.select().from(walkPoints).where(eq(walkPoints.walkId, started.walkId)).orderBy(asc(walkPoints.recordTime))
    expect(rows.map((r) => [r.recordTime.getTime(), r.lat, r.lng, r.accuracy])).toEqual(loaded.map((p) => [p.time, p.lat, p.lng, p.accuracy]))

    const ended = await endWalk(db, member.memberId, { walkId: started.walkId, latitude: sent[sent.length - 1]!.lat, longitude: sent[sent.length - 1]!.lng })
    expect(ended.route).toHaveLength(sent.length + 1)
    expect(ended.distance).toBe(routeDistance(await loadPoints(db, started.walkId)))
  })

  /** A short walk (one segment, so nothing settles and its live distance is exactly `routeDistance`) started 20 minutes ago. */
  const shortWalk = async (walker: { readonly member: TestMember; readonly dog: number } = { member, dog }) => {
    const db = server.database.db
    const t0 = Date.now() - 20 * 60_000
    const started = await startWalk(
      db,
      walker.member.memberId,
      { dogs: [walker.dog], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng },
      new Date(t0)
    )
    const route = awkwardRoute(t0).slice(0, 600)
    const sent: TrackPoint[] = [{ lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng, time: t0 }]
    const send = async (on: Db, from: number, to: number) => {
      const batch = route.slice(from, to)
      const answer = await updateWalk(
        on,
        walker.member.memberId,
        { walkId: started.walkId, walkPaths: batch.map(toRoutePoint) },
        new Date(batch[batch.length - 1]!.at)
      )
      sent.push(...batch.map((p) => ({ lat: p.lat, lng: p.lng, time: p.at, ...(p.accuracy === undefined ? {} : { accuracy: p.accuracy }) })))
      return answer
    }
    return { walkId: started.walkId, memberId: walker.member.memberId, sent, send }
  }

  it("an update through another server on the same database is not missed by this server's copy of the tail", async () => {
    const db = server.database.db
    // Another instance: the same database through another object, so with a cache of its own.
    const other = new Proxy(db, {}) as Db
    const walk = await shortWalk()
    await walk.send(db, 0, 200)
    expect(tailCacheOf(db).size).toBeGreaterThan(0)
    const elsewhere = await walk.send(other, 200, 400)
    expect(elsewhere.totalDistance).toBe(routeDistance(walk.sent))
    const here = await walk.send(db, 400, 600)
    expect(here.totalDistance).toBe(routeDistance(walk.sent))
    expect(await loadPoints(db, walk.walkId)).toHaveLength(walk.sent.length)
    await endWalk(db, member.memberId, { walkId: walk.walkId, latitude: 0, longitude: 0 })
  })

  it("a batch whose transaction fails after its points were inserted stores none of them, and the next batch counts right", async () => {
    const db = server.database.db
    const walk = await shortWalk()
    await walk.send(db, 0, 300)
    const [before] = await db.select().from(walks).where(eq(walks.id, walk.walkId))
    // The second statement that travels as raw SQL in the transaction stores the totals: fail there.
    const failing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver)
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) => {
            let executed = 0
            return work(
              new Proxy(tx, {
                get(t, p, r) {
                  if (p !== "execute") return Reflect.get(t, p, r)
                  return (query: never) => (++executed === 2 ? Promise.reject(new Error("totals failed")) : t.execute(query))
                }
              })
            )
          })
      }
    }) as Db
    const batch = awkwardRoute(Date.now() - 20 * 60_000).slice(300, 320)
    await expect(updateWalk(failing, member.memberId, { walkId: walk.walkId, walkPaths: batch.map(toRoutePoint) }, new Date(batch[19]!.at))).rejects.toThrow(
      "totals failed"
    )
    expect(await loadPoints(db, walk.walkId)).toHaveLength(walk.sent.length)
    const [after] = await db.select().from(walks).where(eq(walks.id, walk.walkId))
    expect(after).toEqual(before)
    const next = await walk.send(db, 300, 600)
    expect(next.totalDistance).toBe(routeDistance(walk.sent))
    await endWalk(db, member.memberId, { walkId: walk.walkId, latitude: 0, longitude: 0 })
  })

  /** `db` with its transactions counted: the one-statement path opens none. */
  const countingTransactions = (db: Db) => {
    const counter = { transactions: 0 }
    const counted = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver)
        return (...args: Parameters<Db["transaction"]>) => {
          counter.transactions++
          return target.transaction(...args)
        }
      }
    }) as Db
    return { db: counted, counter }
  }

  it("with this server's copy, an update is one statement outside any transaction; a point stored meanwhile or a concurrent batch falls back to the locked path, exactly", async () => {
    const { db, counter } = countingTransactions(server.database.db)
    const walk = await shortWalk()
    await walk.send(db, 0, 100)
    expect(counter.transactions).toBe(1)
    const fast = await walk.send(db, 100, 200)
    expect(counter.transactions).toBe(1)
    expect(fast.totalDistance).toBe(routeDistance(walk.sent))
    expect(fast.dogs.map((d) => [d.pet.petId, d.caloriesBurned])).toEqual([[dog, caloriesBurned(6.3, fast.totalDistance)]])

    // A point of the next batch stored behind this server's back (no revision change): the
    // statement fails on the key and writes nothing, and the locked path stores the rest.
    const t0 = walk.sent[0]!.time
    const next = awkwardRoute(t0).slice(200, 220)
    await server.database.db
      .insert(walkPoints)
      .values({ walkId: walk.walkId, recordTime: new Date(next[5]!.at), lat: next[5]!.lat, lng: next[5]!.lng, accuracy: next[5]!.accuracy ?? null })
    const [before] = await server.database.db.select().from(walks).where(eq(walks.id, walk.walkId))
    const answer = await walk.send(db, 200, 220)
    expect(counter.transactions).toBe(2)
    const [after] = await server.database.db.select().from(walks).where(eq(walks.id, walk.walkId))
    // Counted once: the failed statement changed nothing, the locked path stored the other 19.
    expect(after!.routeRevision).toBe(before!.routeRevision + 1)
    expect(answer.totalDistance).toBeGreaterThan(fast.totalDistance)
    expect(await loadPoints(server.database.db, walk.walkId)).toHaveLength(walk.sent.length)
    // The copy never saw the point stored behind its back (no server stores one without counting a
    // revision): forget it, so the next update reads the tail from the database.
    tailCacheOf(db).delete(walk.walkId)

    // Two batches at once on one copy: one statement wins, the other finds the revision moved.
    const first = walk.send(db, 220, 240)
    const second = walk.send(db, 240, 260)
    await Promise.all([first, second])
    expect(counter.transactions).toBeGreaterThanOrEqual(3)
    const last = await walk.send(db, 260, 280)
    expect(last.totalDistance).toBe(routeDistance(walk.sent))
    expect(await loadPoints(server.database.db, walk.walkId)).toHaveLength(walk.sent.length)
    await endWalk(db, member.memberId, { walkId: walk.walkId, latitude: 0, longitude: 0 })
  })

  /**
   * `db` with the walks each one-statement update carried recorded, and those statements held
   * while `hold()` is in force (so the updates that arrive meanwhile must queue); transactions counted.
   */
  const watchingStatements = (db: Db) => {
    const seen = { statements: [] as number[][], transactions: 0 }
    let gate: Promise<void> | undefined
    let open = () => {}
    const client = (db as unknown as { $client: object }).$client
    const watched = new Proxy(client, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver)
        if (prop !== "query") return value
        return async (...args: unknown[]) => {
          const first = args[0] as string | { text: string; values: unknown[] }
          const [text, values] = typeof first === "string" ? [first, args[1] as unknown[]] : [first.text, first.values]
          if (/^with u as \(/.test(text)) {
            seen.statements.push(values[0] as number[])
            if (gate) await gate
          }
          return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)
        }
      }
    })
    const watching = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "$client") return watched
        if (prop !== "transaction") return Reflect.get(target, prop, receiver)
        return (...args: Parameters<Db["transaction"]>) => {
          seen.transactions++
          return target.transaction(...args)
        }
      }
    }) as Db
    const hold = () => {
      gate = new Promise(
        (resolve) =>
          (open = () => {
            gate = undefined
            resolve()
          })
      )
    }
    return { db: watching, seen, hold, release: () => open() }
  }

  it("updates that arrive while the database is busy share one statement; a taken point sends only its walk to the locked path", async () => {
    const watch = watchingStatements(server.database.db)
    const { db, seen } = watch
    // Six walkers (a member walking one walk at a time), each with a dog as heavy as the others'.
    const walkers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const walker = await createMember(server, `함께${i}`)
        return { member: walker, dog: await createPet(walker, { name: `동무${i}`, weight: 6.3 }) }
      })
    )
    const walking = await Promise.all(walkers.map((w) => shortWalk(w)))
    // Each walk's first batch goes through the locked path and leaves this server its copy.
    for (const walk of walking) await walk.send(db, 0, 100)
    expect(seen.transactions).toBe(6)
    expect(seen.statements).toEqual([])

    /** Every walk's next batch at once, the first two statements held until the other four updates wait for one. */
    const together = async (from: number, to: number) => {
      watch.hold()
      const answers = Promise.all(walking.map((w) => w.send(db, from, to)))
      await vi.waitFor(() => expect(pendingUpdates(db)).toEqual({ queued: 4, inFlight: 2 }), { timeout: 10_000 })
      watch.release()
      return answers
    }
    const answers = await together(100, 120)
    // Two statements at once, one walk each; the four that queued meanwhile share the next.
    expect(seen.statements.map((walkIds) => walkIds.length)).toEqual([1, 1, 4])
    expect(seen.statements.flat().sort()).toEqual(walking.map((w) => w.walkId).sort())
    expect(seen.transactions).toBe(6)
    walking.forEach((walk, i) => {
      expect(answers[i]!.totalDistance).toBe(routeDistance(walk.sent))
      expect(answers[i]!.dogs.map((d) => [d.pet.petId, d.caloriesBurned])).toEqual([[walkers[i]!.dog, caloriesBurned(6.3, answers[i]!.totalDistance)]])
    })

    // A point of walk 2's next batch stored behind this server's back: the statement that carries
    // it fails and writes nothing, every walk of it is tried alone, and only walk 2 takes the locked path.
    const taken = walking[2]!
    const point = awkwardRoute(taken.sent[0]!.time).slice(120, 140)[5]!
    await server.database.db
      .insert(walkPoints)
      .values({ walkId: taken.walkId, recordTime: new Date(point.at), lat: point.lat, lng: point.lng, accuracy: point.accuracy ?? null })
    seen.statements.length = 0
    const before = await Promise.all(walking.map(async (w) => (await db.select().from(walks).where(eq(walks.id, w.walkId)))[0]!))
    const next = await together(120, 140)
    expect(seen.transactions).toBe(7)
    expect(seen.statements.some((walkIds) => walkIds.length > 1 && walkIds.includes(taken.walkId))).toBe(true)
    for (const [i, walk] of walking.entries()) {
      const [after] = await db.select().from(walks).where(eq(walks.id, walk.walkId))
      expect(after!.routeRevision, `walk ${i}`).toBe(before[i]!.routeRevision + 1)
      expect(await loadPoints(db, walk.walkId), `walk ${i}`).toHaveLength(walk.sent.length)
      if (walk !== taken) expect(next[i]!.totalDistance).toBe(routeDistance(walk.sent))
    }
    expect(next[2]!.totalDistance).toBeGreaterThan(answers[2]!.totalDistance)
    for (const walk of walking) await endWalk(db, walk.memberId, { walkId: walk.walkId, latitude: 0, longitude: 0 })
  })

  it("a walk ended elsewhere is not updated through the copy: 409, and nothing is stored", async () => {
    const db = server.database.db
    const walk = await shortWalk()
    await walk.send(db, 0, 100)
    await walk.send(db, 100, 120)
    // Ended through another server object (another instance): this server's copy stays.
    await endWalk(new Proxy(db, {}) as Db, member.memberId, { walkId: walk.walkId, latitude: 0, longitude: 0 })
    const stored = (await loadPoints(db, walk.walkId)).length
    await expect(walk.send(db, 120, 140)).rejects.toMatchObject({ status: 409 })
    expect(await loadPoints(db, walk.walkId)).toHaveLength(stored)
  })

  it("a walk without stored points reads as an empty route", async () => {
    const db = server.database.db
    const started = await startWalk(db, member.memberId, { dogs: [dog], latitude: 0, longitude: 0 })
    expect(await loadPoints(db, started.walkId)).toEqual([])
    await endWalk(db, member.memberId, { walkId: started.walkId, latitude: 0, longitude: 0 })
  })
})

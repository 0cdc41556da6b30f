/**
 * Fixtures for the walk tests: members signed in through `POST /api/login` (the development
 * sign-in) with dogs added through `POST /api/mypage/pets`, and walks recorded through the walk
 * service at chosen times (the API always uses the real clock).
 */
import { eq } from "drizzle-orm"
import { offsetMetres } from "@mungwalk/core/domain"
import type { LatLng, RoutePoint, WalkMarkKind } from "@mungwalk/core/schema"
import type { ApiClient } from "@mungwalk/core/api"
import { members } from "../../src/db/schema.ts"
import { endWalk, startWalk, updateWalk } from "../../src/services/walks.ts"
import type { TestServer } from "./app.ts"

export interface TestMember {
  readonly memberId: number
  readonly token: string
  readonly client: ApiClient
}

/**
 * A new member, signed in with the development sign-in under `name` (unique per server) and
 * registered (the server refuses writes before registration; the profile stays empty), unless
 * `registered: false`.
 */
export const createMember = async (
  server: TestServer,
  name: string,
  options: { readonly registered?: boolean; readonly sharesWalks?: boolean } = {}
): Promise<TestMember> => {
  const { accessToken } = await server.client().call("login", { body: { name } })
  const verified = await server.deps.tokens.verify(accessToken)
  if (!verified) throw new Error("login answered a token the server does not accept")
  // A registered member who agreed to share their walks (as one who answered '동의하고 공개'), unless told otherwise.
  if (options.registered !== false)
    await server.database.db
      .update(members)
      .set({ registeredAt: new Date(), walkSharing: options.sharesWalks ?? true })
      .where(eq(members.id, verified.memberId))
  return { memberId: verified.memberId, token: accessToken, client: server.client(accessToken) }
}

/** Adds a dog for the member through the API; answers its id. */
export const createPet = async (member: TestMember, pet: { name?: string; weight?: number } = {}): Promise<number> => {
  const [breed] = await member.client.call("breeds", { query: {} })
  const added = await member.client.call("addPet", {
    part: {
      breedId: breed!.id,
      name: pet.name ?? "콩이",
      dateOfBirth: "2020-05-01",
      gender: "female",
      weight: pet.weight ?? 5,
      neutering: true
    }
  })
  return added.petId
}

/** A point of a route: where and when (epoch ms). */
export interface TimedPoint {
  readonly at: number
  readonly lat: number
  readonly lng: number
  readonly accuracy?: number
}

export const toRoutePoint = (p: TimedPoint): RoutePoint =>
  p.accuracy === undefined
    ? { recordTime: new Date(p.at), location: { lat: p.lat, lng: p.lng } }
    : { recordTime: new Date(p.at), location: { lat: p.lat, lng: p.lng }, accuracy: p.accuracy }

/**
 * A walk along a polyline given as `[east, north]` metre offsets from `origin`, at `speed` m/s
 * with a fix every `everySeconds`, starting at `startAt` (epoch ms).
 */
export const walkAlong = (
  origin: LatLng,
  waypoints: ReadonlyArray<readonly [number, number]>,
  startAt: number,
  { speed = 1.25, everySeconds = 3 }: { speed?: number; everySeconds?: number } = {}
): TimedPoint[] => {
  const out: TimedPoint[] = []
  const step = speed * everySeconds
  let t = startAt
  let carried = 0
  const push = (east: number, north: number) => {
    const p = offsetMetres(origin, east, north)
    out.push({ at: t, lat: p.lat, lng: p.lng, accuracy: 5 })
    t += everySeconds * 1000
  }
  push(waypoints[0]![0], waypoints[0]![1])
  for (let i = 1; i < waypoints.length; i++) {
    const [ax, ay] = waypoints[i - 1]!
    const [bx, by] = waypoints[i]!
    const len = Math.hypot(bx - ax, by - ay)
    let d = step - carried
    while (d <= len) {
      push(ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len)
      d += step
    }
    carried = len - (d - step)
  }
  const [lx, ly] = waypoints[waypoints.length - 1]!
  const last = offsetMetres(origin, lx, ly)
  if (out[out.length - 1]!.lat !== last.lat || out[out.length - 1]!.lng !== last.lng) push(lx, ly)
  return out
}

/**
 * Records a whole walk through the walk service with the times of its points: started at the
 * first point, updated in batches of 20 (each at its last point's time), ended one second after
 * the last point at the last point's position. `marks` are tapped at the given points (index ≥ 1).
 */
export const recordWalk = async (
  server: TestServer,
  memberId: number,
  dogs: number[],
  points: ReadonlyArray<TimedPoint>,
  marks: ReadonlyArray<{ kind: WalkMarkKind; atPoint: number }> = []
): Promise<number> => {
  const db = server.database.db
  const first = points[0]!
  const last = points[points.length - 1]!
  const started = await startWalk(db, memberId, { dogs, latitude: first.lat, longitude: first.lng }, new Date(first.at))
  for (let i = 1; i < points.length; i += 20) {
    const batch = points.slice(i, i + 20)
    const walkMarks = marks
      .filter((m) => m.atPoint >= i && m.atPoint < i + 20)
      .map((m) => ({ kind: m.kind, recordTime: new Date(points[m.atPoint]!.at), location: { lat: points[m.atPoint]!.lat, lng: points[m.atPoint]!.lng } }))
    await updateWalk(
      db,
      memberId,
      { walkId: started.walkId, walkPaths: batch.map(toRoutePoint), ...(walkMarks.length ? { walkMarks } : {}) },
      new Date(batch[batch.length - 1]!.at)
    )
  }
  await endWalk(db, memberId, { walkId: started.walkId, latitude: last.lat, longitude: last.lng }, new Date(last.at + 1000))
  return started.walkId
}

/**
 * Demo data for the embedded default: a handful of members with dogs and three weeks of walks
 * around the spec's default map centre (낙산 성곽길 by 흥인지문, 대학로, 이화동, 종로, 청계천, 율곡로
 * and 창경궁로, with a few walks out to 창덕궁 and 삼청동), so a new member sees nearby routes and
 * hot places at once.
 *
 * Walks follow a small graph of the real streets (`demoStreets.ts`): from a member's home
 * they wander along streets, favouring the wall trail and the stream, and come back by the
 * shortest way; they are sampled like a phone would (a fix every 4–5 s at 1.0–1.5 m/s, a few
 * metres of noise, stops to sniff) and stored with the same functions as real walks, so their
 * distances, calories, shared routes and hot-place cells are computed exactly like a member's.
 *
 * Runs once: a `seed_runs` row marks it, written in the same transaction (a second instance
 * starting at the same time waits on that row, then finds it and does nothing). Deterministic
 * (seeded PRNG) apart from being dated relative to the first start.
 */
import { inArray, sql } from "drizzle-orm"
import { haversine, offsetMetres, seoulDateParts, seoulDayRange } from "@mungwalk/core/domain"
import type { Gender, LatLng } from "@mungwalk/core/schema"
import type { Config } from "../config.ts"
import type { Db, DbOrTx } from "../db/client.ts"
import { breeds, members, pets, seedRuns, walkCells, walkDogs, walkPoints, walks } from "../db/schema.ts"
import { createLocalImageStore } from "../providers/images.ts"
import { seedDemoPosts } from "./demoPosts.ts"
import { rngFrom, type Rng } from "./demoRandom.ts"
import { GRAPH, type NodeId, position, shortestPath } from "./demoStreets.ts"
import { DEMO_SHOP_SEED, renderDemoShopImages, seedDemoShop } from "./demoShop.ts"
import { dogCalories, finishedViews, type StoredPoint } from "./walks/routeViews.ts"

export const DEMO_SEED = "demo"
/** Days of walks before the first start. */
export const DEMO_DAYS = 21

// ── the demo people ─────────────────────────────────────────────────────────────────────────

interface DemoDog {
  readonly name: string
  readonly breed: string
  readonly weight: number
  readonly gender: Gender
  readonly dateOfBirth: string
  readonly neutering: boolean
}

interface DemoMember {
  readonly nickname: string
  readonly gender: Gender
  readonly dateOfBirth: string
  /** The street node nearest home, and where home is from it (metres east, north). */
  readonly homeNode: NodeId
  readonly homeOffset: readonly [number, number]
  /** Typical walk length, metres. */
  readonly reach: readonly [number, number]
  /** Chance of a walk on a given morning and evening. */
  readonly morning: number
  readonly evening: number
  readonly dogs: ReadonlyArray<DemoDog>
}

export const DEMO_MEMBERS: ReadonlyArray<DemoMember> = [
  {
    nickname: "낙산산책러",
    gender: "female",
    dateOfBirth: "1991-04-12",
    homeNode: "ihwaVillage",
    homeOffset: [-40, 35],
    reach: [1800, 3200],
    morning: 0.6,
    evening: 0.5,
    dogs: [{ name: "콩이", breed: "말티즈", weight: 3.4, gender: "female", dateOfBirth: "2019-06-02", neutering: true }]
  },
  {
    nickname: "동대문보리아빠",
    gender: "male",
    dateOfBirth: "1986-11-30",
    homeNode: "jibong1",
    homeOffset: [55, -30],
    reach: [2500, 4200],
    morning: 0.7,
    evening: 0.3,
    dogs: [{ name: "보리", breed: "진돗개", weight: 17.8, gender: "male", dateOfBirth: "2018-03-21", neutering: true }]
  },
  {
    nickname: "혜화동초코맘",
    gender: "female",
    dateOfBirth: "1994-08-08",
    homeNode: "hyehwaStation",
    homeOffset: [-60, 20],
    reach: [1500, 2600],
    morning: 0.3,
    evening: 0.7,
    dogs: [
      { name: "초코", breed: "토이 푸들", weight: 3.9, gender: "male", dateOfBirth: "2020-01-15", neutering: true },
      { name: "라떼", breed: "비숑 프리제", weight: 6.1, gender: "female", dateOfBirth: "2021-09-09", neutering: false }
    ]
  },
  {
    nickname: "청계천하루",
    gender: "male",
    dateOfBirth: "1989-02-17",
    homeNode: "cheonggye5",
    homeOffset: [30, -50],
    reach: [2200, 3800],
    morning: 0.5,
    evening: 0.6,
    dogs: [{ name: "하루", breed: "웰시 코기", weight: 12.6, gender: "female", dateOfBirth: "2019-11-23", neutering: true }]
  },
  {
    nickname: "원남동두부",
    gender: "female",
    dateOfBirth: "1997-05-25",
    homeNode: "wonnam",
    homeOffset: [-45, -40],
    reach: [1600, 3000],
    morning: 0.4,
    evening: 0.5,
    dogs: [{ name: "두부", breed: "시바견", weight: 9.2, gender: "male", dateOfBirth: "2020-07-04", neutering: true }]
  },
  {
    nickname: "이화장마루",
    gender: "male",
    dateOfBirth: "1983-09-03",
    homeNode: "ihwajang",
    homeOffset: [-35, -45],
    reach: [2000, 3500],
    morning: 0.5,
    evening: 0.4,
    dogs: [{ name: "마루", breed: "골든 리트리버", weight: 29.5, gender: "male", dateOfBirth: "2017-12-12", neutering: true }]
  },
  {
    nickname: "삼청동구름이",
    gender: "female",
    dateOfBirth: "1992-12-19",
    homeNode: "samcheong2",
    homeOffset: [40, 30],
    reach: [1500, 2800],
    morning: 0.5,
    evening: 0.4,
    dogs: [{ name: "구름", breed: "포메라니안", weight: 2.8, gender: "female", dateOfBirth: "2021-03-30", neutering: true }]
  }
]

// ── walks ───────────────────────────────────────────────────────────────────────────────────

const homeOf = (m: DemoMember): LatLng => offsetMetres(position(m.homeNode), m.homeOffset[0], m.homeOffset[1])

/** A street route from home and back: a wander favouring appealing streets, then the shortest way home. */
const planRoute = (m: DemoMember, rng: Rng): LatLng[] => {
  const target = rng.between(m.reach[0], m.reach[1])
  const nodes: NodeId[] = [m.homeNode]
  let walked = 0
  let previous: NodeId | undefined
  while (walked < target / 2) {
    const here = nodes[nodes.length - 1]!
    const edges = GRAPH.get(here)!
    const choices = edges.length > 1 ? edges.filter((e) => e.to !== previous) : edges
    const edge = rng.pick(choices, (e) => e.appeal ** 2)
    previous = here
    nodes.push(edge.to)
    walked += edge.metres
  }
  const back = shortestPath(nodes[nodes.length - 1]!, m.homeNode).slice(1)
  const home = homeOf(m)
  return [home, ...nodes.map(position), ...back.map(position), home]
}

const METRES_PER_DEG_LAT = 111_195

/** Samples a route as a phone would: a fix every few seconds, metres of noise, stops to sniff. */
const sampleWalk = (route: ReadonlyArray<LatLng>, startMs: number, rng: Rng): StoredPoint[] => {
  const speed = rng.between(1.0, 1.5)
  const every = rng.int(4, 5) * 1000
  const side = rng.between(-4, 4)
  const points: StoredPoint[] = []
  let t = startMs
  const fix = (p: LatLng, quality = 1) => {
    const accuracy = Math.round(rng.between(4, 10) * quality)
    const noisy = offsetMetres(p, rng.normal() * accuracy * 0.4, rng.normal() * accuracy * 0.4)
    points.push({ time: t, lat: noisy.lat, lng: noisy.lng, accuracy })
    t += every
  }
  let untilStop = rng.between(150, 500)
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!
    const b = route[i]!
    const len = haversine(a, b)
    // walk on one side of the street, a few metres off its centre line
    const east = (b.lng - a.lng) * METRES_PER_DEG_LAT * Math.cos((a.lat * Math.PI) / 180)
    const north = (b.lat - a.lat) * METRES_PER_DEG_LAT
    const norm = Math.hypot(east, north) || 1
    for (let d = 0; d < len; d += (speed * every) / 1000) {
      const f = d / len
      const shifted = offsetMetres({ lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f }, (side * north) / norm, (-side * east) / norm)
      fix(shifted)
      untilStop -= (speed * every) / 1000
      if (untilStop <= 0) {
        const stop = rng.between(10, 60) * 1000
        const until = t + stop
        while (t < until) fix(shifted, 1.2)
        untilStop = rng.between(150, 500)
      }
    }
  }
  fix(route[route.length - 1]!)
  return points
}

/** A KST wall-clock time `days` before `now`'s KST date, at `hour` (fractional), as epoch ms. */
const kstTime = (now: Date, daysBefore: number, hour: number): number => {
  const today = seoulDateParts(now)
  return seoulDayRange(today.year, today.month, today.day - daysBefore).start.getTime() + hour * 3600_000
}

interface PlannedWalk {
  readonly member: number
  readonly points: StoredPoint[]
}

const planWalks = (now: Date): PlannedWalk[] => {
  const out: PlannedWalk[] = []
  DEMO_MEMBERS.forEach((m, index) => {
    const rng = rngFrom(0x6d756e67 + index * 7919)
    for (let day = DEMO_DAYS; day >= 0; day--) {
      const slots: Array<[number, number]> = [
        [rng.between(6.5, 9), m.morning],
        [rng.between(18, 21.5), m.evening]
      ]
      for (const [hour, chance] of slots) {
        if (rng.next() >= chance) continue
        const start = kstTime(now, day, hour)
        const points = sampleWalk(planRoute(m, rng), start, rng)
        if (points[points.length - 1]!.time + 60_000 > now.getTime()) continue
        out.push({ member: index, points })
      }
    }
  })
  return out
}

const chunks = <T>(items: ReadonlyArray<T>, size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Inserts the demo members, dogs and walks. */
const insertDemo = async (tx: DbOrTx, now: Date): Promise<void> => {
  const breedNames = [...new Set(DEMO_MEMBERS.flatMap((m) => m.dogs.map((d) => d.breed)))]
  const breedRows = await tx.select({ id: breeds.id, name: breeds.name }).from(breeds).where(inArray(breeds.name, breedNames))
  const breedId = new Map(breedRows.map((b) => [b.name, b.id]))
  const fallbackBreed = breedRows[0]?.id

  const memberIds: number[] = []
  const dogsOf: Array<Array<{ id: number; weight: number }>> = []
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    const [row] = await tx
      .insert(members)
      .values({
        provider: "demo",
        subject: `demo-${i + 1}`,
        nickname: m.nickname,
        dateOfBirth: m.dateOfBirth,
        gender: m.gender,
        registeredAt: new Date(now.getTime() - (DEMO_DAYS + 30) * 86_400_000),
        // Their routes are the nearby routes and hot places a first start shows (no one to ask).
        walkSharing: true
      })
      .returning({ id: members.id })
    memberIds.push(row!.id)
    const dogs = await tx
      .insert(pets)
      .values(
        m.dogs.map((d) => ({
          memberId: row!.id,
          breedId: breedId.get(d.breed) ?? fallbackBreed!,
          name: d.name,
          dateOfBirth: d.dateOfBirth,
          gender: d.gender,
          weight: d.weight,
          neutering: d.neutering
        }))
      )
      .returning({ id: pets.id, weight: pets.weight })
    dogsOf.push(dogs)
  }

  const planned = planWalks(now)
  // Ids first (from the table's own sequence), so every table is written in a few bulk statements.
  const ids = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('walks', 'id'))::int as id from generate_series(1, ${planned.length})`
  )) as unknown as { rows: Array<{ id: number | string }> }
  const walkIds = ids.rows.map((r) => Number(r.id))
  const walkRows: Array<typeof walks.$inferInsert> = []
  const pointRows: Array<[number, string, number, number, number | null]> = []
  const dogRows: Array<typeof walkDogs.$inferInsert> = []
  const cellRows: Array<typeof walkCells.$inferInsert> = []
  planned.forEach((w, i) => {
    const views = finishedViews(w.points)
    const first = w.points[0]!
    const last = w.points[w.points.length - 1]!
    const memberId = memberIds[w.member]!
    const walkId = walkIds[i]!
    const endTime = new Date(last.time)
    walkRows.push({
      id: walkId,
      memberId,
      startTime: new Date(first.time),
      endTime,
      isWalking: false,
      distance: views.distance,
      startLat: first.lat,
      startLng: first.lng,
      endLat: last.lat,
      endLng: last.lng,
      overview: views.overview,
      sharedRoute: views.sharedRoute
    })
    for (const d of dogsOf[w.member]!) {
      dogRows.push({ walkId, petId: d.id, weightKg: d.weight, caloriesBurned: dogCalories(d.weight, views.distance) })
    }
    for (const p of w.points) pointRows.push([walkId, new Date(p.time).toISOString(), p.lat, p.lng, p.accuracy])
    for (const c of views.cells) cellRows.push({ walkId, cellX: c.x, cellY: c.y, memberId, walkedAt: endTime, lat: c.lat, lng: c.lng })
  })
  for (const part of chunks(walkRows, 500)) await tx.insert(walks).values(part)
  for (const part of chunks(dogRows, 2000)) await tx.insert(walkDogs).values(part)
  for (const part of chunks(cellRows, 5000)) await tx.insert(walkCells).values(part)
  // Tens of thousands of points: one JSON parameter per chunk instead of five parameters per row.
  for (const part of chunks(pointRows, 20_000)) {
    await tx.execute(sql`
      insert into ${walkPoints} (walk_id, record_time, lat, lng, accuracy)
      select (p->>0)::int, (p->>1)::timestamptz, (p->>2)::float8, (p->>3)::float8, (p->>4)::float8
      from jsonb_array_elements(${JSON.stringify(part)}::jsonb) as p`)
  }
}

/**
 * Seeds the demo once per database; later calls (and concurrent ones from other instances) do
 * nothing. The shop catalogue has its own marker in the same transaction, so a database seeded
 * before the shop existed gets it on its next start. True when anything was seeded.
 */
export const seedDemo = async (db: Db, options: { config: Config }, now = new Date()): Promise<boolean> => {
  const stored: string[] = []
  try {
    return await db.transaction(async (tx) => {
      const claim = async (name: string) => (await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning({ name: seedRuns.name })).length > 0
      const demo = await claim(DEMO_SEED)
      const shop = await claim(DEMO_SHOP_SEED)
      // The catalogue's images are drawn on sharp's threads while the walks and posts are written.
      const drawing = shop ? renderDemoShopImages(options.config) : undefined
      drawing?.catch(() => undefined) // awaited below; a failure before that must not go unhandled
      if (demo) {
        await insertDemo(tx, now)
        stored.push(...(await seedDemoPosts(tx, options.config, now)))
      }
      if (drawing) stored.push(...(await seedDemoShop(tx, options.config, now, await drawing)))
      return demo || shop
    })
  } catch (e) {
    // The rows are rolled back; the images stored for them go too.
    const images = createLocalImageStore(options.config.uploadsDir)
    await Promise.all(stored.map((u) => images.remove(u).catch(() => undefined)))
    throw e
  }
}

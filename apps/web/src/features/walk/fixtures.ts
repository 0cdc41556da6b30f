/**
 * Fixture data for the walk stories: realistic routes around the spec's default centre
 * (낙산 성곽길, 이화동, 대학로, 청계천 — the streets around 37.5740321, 127.0078127),
 * dogs, walks, a month of walks, nearby routes and hot places. Deterministic (seeded noise).
 */
import type { DailyWalkEntry, HotPlace, LatLng, MonthlyWalk, NearbyRoute, PetSummary, RoutePoint, Walk, WalkDog } from "@mungwalk/core"
import { caloriesBurned, DEFAULT_MAP_CENTER, haversine, mulberry32 } from "@mungwalk/core"

const dogAvatar = (bg: string, ear: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/><ellipse cx="18" cy="24" rx="8" ry="14" fill="${ear}"/><ellipse cx="46" cy="24" rx="8" ry="14" fill="${ear}"/><circle cx="32" cy="36" r="18" fill="#FFF6EC"/><circle cx="25" cy="33" r="2.5" fill="#2B2118"/><circle cx="39" cy="33" r="2.5" fill="#2B2118"/><ellipse cx="32" cy="41" rx="4" ry="3" fill="#2B2118"/></svg>`
  )}`

export const dogs: ReadonlyArray<PetSummary> = [
  { petId: 1, name: "콩이", profileImageUrl: dogAvatar("#F6CFAF", "#B84F14") },
  { petId: 2, name: "보리", profileImageUrl: dogAvatar("#D9E7FB", "#6B5E53") },
  { petId: 3, name: "두부", profileImageUrl: null }
]

/**
 * Points every `stepM` metres along `waypoints` with a metre or two of GPS noise, one fix every
 * `stepM / speedMps` seconds from `start`.
 */
export const trackAlong = (waypoints: ReadonlyArray<LatLng>, options: { start: Date; stepM?: number; speedMps?: number; seed?: number }): RoutePoint[] => {
  const { start, stepM = 6, speedMps = 1.2, seed = 7 } = options
  const rnd = mulberry32(seed)
  const out: RoutePoint[] = []
  let t = start.getTime()
  for (let i = 0; i + 1 < waypoints.length; i++) {
    const a = waypoints[i]!
    const b = waypoints[i + 1]!
    const steps = Math.max(1, Math.round(haversine(a, b) / stepM))
    for (let s = 0; s < steps; s++) {
      const f = s / steps
      const noise = () => (rnd() - 0.5) * 0.00002
      out.push({
        recordTime: new Date(t),
        location: { lat: a.lat + (b.lat - a.lat) * f + noise(), lng: a.lng + (b.lng - a.lng) * f + noise() },
        accuracy: 4 + Math.round(rnd() * 6)
      })
      t += (stepM / speedMps) * 1000
    }
  }
  const last = waypoints[waypoints.length - 1]
  if (last) out.push({ recordTime: new Date(t), location: last, accuracy: 5 })
  return out
}

export const routeLength = (points: ReadonlyArray<LatLng>): number => points.reduce((sum, p, i) => (i === 0 ? 0 : sum + haversine(points[i - 1]!, p)), 0)

/** 흥인지문 → 낙산 성곽길 → 낙산공원, back down through 이화동 벽화마을. */
export const naksanLoop: ReadonlyArray<LatLng> = [
  { lat: 37.5712, lng: 127.0094 },
  { lat: 37.5724, lng: 127.0091 },
  { lat: 37.5737, lng: 127.0086 },
  { lat: 37.5751, lng: 127.0082 },
  { lat: 37.5766, lng: 127.008 },
  { lat: 37.5781, lng: 127.0079 },
  { lat: 37.5795, lng: 127.0077 },
  { lat: 37.5806, lng: 127.0073 },
  { lat: 37.5799, lng: 127.0062 },
  { lat: 37.5786, lng: 127.0056 },
  { lat: 37.5772, lng: 127.0051 },
  { lat: 37.5757, lng: 127.0053 },
  { lat: 37.5744, lng: 127.0059 },
  { lat: 37.5731, lng: 127.0066 },
  { lat: 37.5719, lng: 127.0078 }
]

/** 혜화역 → 마로니에공원 → 대학로 → 이화사거리 → 종로5가. */
export const daehakroWalk: ReadonlyArray<LatLng> = [
  { lat: 37.5822, lng: 127.0019 },
  { lat: 37.5812, lng: 127.0024 },
  { lat: 37.5806, lng: 127.0031 },
  { lat: 37.5795, lng: 127.0026 },
  { lat: 37.5781, lng: 127.0022 },
  { lat: 37.5765, lng: 127.0021 },
  { lat: 37.5748, lng: 127.002 },
  { lat: 37.573, lng: 127.0019 },
  { lat: 37.5712, lng: 127.0019 }
]

/** 청계천 산책로, 오간수문 → 세운교 방향 and back. */
export const cheonggyeWalk: ReadonlyArray<LatLng> = [
  { lat: 37.5697, lng: 127.0096 },
  { lat: 37.5697, lng: 127.0072 },
  { lat: 37.5699, lng: 127.0046 },
  { lat: 37.5698, lng: 127.0018 },
  { lat: 37.5696, lng: 126.999 },
  { lat: 37.5695, lng: 126.9972 },
  { lat: 37.5693, lng: 126.999 },
  { lat: 37.5695, lng: 127.003 },
  { lat: 37.5695, lng: 127.007 },
  { lat: 37.5694, lng: 127.0094 }
]

/** 창경궁 돌담길: 율곡로를 따라 원남동 → 혜화동 로터리. */
export const palaceWallWalk: ReadonlyArray<LatLng> = [
  { lat: 37.5745, lng: 126.9975 },
  { lat: 37.5757, lng: 126.9986 },
  { lat: 37.5771, lng: 126.9993 },
  { lat: 37.5786, lng: 126.9996 },
  { lat: 37.5801, lng: 127.0 },
  { lat: 37.5815, lng: 127.0008 },
  { lat: 37.5826, lng: 127.0016 }
]

export const center: LatLng = DEFAULT_MAP_CENTER

const kst = (iso: string) => new Date(`${iso}+09:00`)

/** Weights (kg) of the fixture dogs, by `dogs` index. */
export const dogWeights = [6.2, 11.5, 3.4] as const

const walkDogs = (pets: ReadonlyArray<PetSummary>, meters: number, weights: ReadonlyArray<number>): WalkDog[] =>
  pets.map((pet, i) => ({
    pet,
    caloriesBurned: caloriesBurned(weights[i] ?? 5, meters)
  }))

const makeWalk = (walkId: number, waypoints: ReadonlyArray<LatLng>, startIso: string, pets: ReadonlyArray<PetSummary>, seed: number): Walk => {
  const start = kst(startIso)
  const route = trackAlong(waypoints, { start, seed })
  const distance = Math.round(routeLength(waypoints))
  const last = route[route.length - 1]!
  return {
    walkId,
    startTime: start,
    isWalking: false,
    distance,
    duration: Math.round((last.recordTime.getTime() - start.getTime()) / 1000) + 95,
    route,
    dogs: walkDogs(
      pets,
      distance,
      pets.map((p) => dogWeights[dogs.indexOf(p)] ?? 5)
    )
  }
}

/** The day the summary stories show as "today". */
export const today = kst("2025-05-21T18:00:00")

export const walksOnDay: ReadonlyArray<Walk> = [
  makeWalk(31, naksanLoop, "2025-05-21T07:42:10", [dogs[0]!, dogs[1]!], 3),
  makeWalk(32, cheonggyeWalk, "2025-05-21T19:05:40", [dogs[0]!], 11)
]

export const monthOfWalks: MonthlyWalk = {
  month: 5,
  dailyWalks: [
    { date: "2025-05-03", walks: [makeWalk(21, daehakroWalk, "2025-05-03T10:12:00", [dogs[0]!], 5)] },
    { date: "2025-05-07", walks: [makeWalk(22, palaceWallWalk, "2025-05-07T18:30:00", [dogs[0]!, dogs[1]!], 6)] },
    { date: "2025-05-12", walks: [makeWalk(23, naksanLoop, "2025-05-12T08:05:00", [dogs[1]!], 8)] },
    { date: "2025-05-16", walks: [makeWalk(24, cheonggyeWalk, "2025-05-16T20:10:00", [dogs[0]!], 9)] },
    { date: "2025-05-21", walks: [...walksOnDay] }
  ] satisfies DailyWalkEntry[]
}

export const emptyMonth: MonthlyWalk = { month: 5, dailyWalks: [] }

/** Other members' recent routes near the centre (trimmed at both ends, as the server sends them). */
export const nearbyRoutes: ReadonlyArray<NearbyRoute> = [
  { paths: trackAlong(naksanLoop.slice(1, 9), { start: today, stepM: 12, seed: 21 }).map((p) => p.location) },
  { paths: trackAlong(daehakroWalk.slice(1, -1), { start: today, stepM: 12, seed: 22 }).map((p) => p.location) },
  { paths: trackAlong(cheonggyeWalk.slice(1, 6), { start: today, stepM: 12, seed: 23 }).map((p) => p.location) },
  { paths: trackAlong(palaceWallWalk.slice(1, -1), { start: today, stepM: 12, seed: 24 }).map((p) => p.location) }
]

/** Hot places: spots where many members walked. */
export const hotPlaces: ReadonlyArray<HotPlace> = [
  { lat: 37.5806, lng: 127.0073, walkCount: 48 }, // 낙산공원
  { lat: 37.5806, lng: 127.0031, walkCount: 35 }, // 마로니에공원
  { lat: 37.5712, lng: 127.0094, walkCount: 21 }, // 흥인지문
  { lat: 37.5697, lng: 127.0046, walkCount: 17 }, // 청계천 버들다리
  { lat: 37.5772, lng: 127.0051, walkCount: 12 } // 이화동 벽화마을
]

/** A walk in progress: the first part of the 낙산 loop, fixes every 6 m. */
export const liveRoute: ReadonlyArray<RoutePoint> = trackAlong(naksanLoop.slice(0, 6), {
  start: kst("2025-05-21T18:02:00"),
  seed: 41
})

/** A long walk (≈ 2 h, thousands of fixes) to show simplification at work. */
export const longLiveRoute: ReadonlyArray<RoutePoint> = trackAlong(
  [...naksanLoop, ...cheonggyeWalk.slice().reverse(), ...daehakroWalk.slice().reverse(), ...palaceWallWalk, ...naksanLoop],
  { start: kst("2025-05-21T16:00:00"), stepM: 2, speedMps: 1.1, seed: 42 }
)

/** A small drawn route (a PNG) standing in the stories for the server's `picture.png` of a walk. */
export const routePicture: Blob = new Blob(
  [
    Uint8Array.from(
      atob(
        "iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAABe0lEQVR42u3byxGDMAxFUSqiAipJI2kn5WWZZXYJiyyYARwD/uhJl3kN+IzMSMYMn/eLJDJAABBAAAEEEEAAAUQAAggggGpnmiaAtl3WD0ApnUwjgAAC6LROjhEVxBYDKJ3nfQToD9CeEX3QT2cZOumUzhxmsRQQw2phHbdARTZXLCDOg8rXjkOgTR2AKuo4Adqjua7jAaiqjjZQbRptoDY6qkDNdPSAWtLoAbXXUQJqT6ME1EtHG4jLC+VHc4DiAfXVAUgcqLuOaSALOgDJAhnRAUgTyI6ORaCOU4UqEBfJ7eoAJAVkUAegfkBH12lTpxbQ0RNSszpVgBLfHvYIAgFl6uTbuQIqouMWaG+p0jp1ga6/m/wAHV2qik4ZoCtLNa5TAEilEPoAude5BBRB5zxQEJ0zQOPjFkfnANDsso57nVygTZ2lEUApIMc6BYB862QBJXQiGFFBAAFktw9yr3Oyk47gIv87FEAAAQQQQAQggAACCCCAAAIobr6BC+d/A0ZLLAAAAABJRU5ErkJggg=="
      ),
      (c) => c.charCodeAt(0)
    )
  ],
  { type: "image/png" }
)

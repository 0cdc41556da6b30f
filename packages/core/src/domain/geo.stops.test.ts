/**
 * The parts of `routeDistance` added for short and noisy walks (issue 10): where a stop begins
 * (`stopArrival`), a sniff at a street corner that keeps its corner, and multipath fixes thrown
 * 15–30 m with a fine reported accuracy that add nothing.
 */
import { describe, expect, it } from "vitest"
import { gaussian, mulberry32 } from "../../bench/tracks.ts"
import { offsetMetres, type TrackPoint } from "./geo.ts"
import { routeDistance, stopArrival } from "./routeDistance.ts"

const ORIGIN = { lat: 37.5740321, lng: 127.0078127 }

/** Columns of a walk on a plane: `walk` seconds at `speed` m/s east, then still for `still` seconds, then on. */
function walkStopWalk(rand: () => number, speed: number, walk: number, still: number, after: number, jitter: number) {
  const normal = gaussian(rand)
  const x: number[] = []
  const y: number[] = []
  const t: number[] = []
  let time = 0
  let east = 0
  let firstStill = -1
  while (time < walk + still + after) {
    if (time >= walk && time < walk + still && firstStill < 0) firstStill = t.length
    x.push(east + jitter * normal())
    y.push(jitter * normal())
    t.push(time)
    const dt = 0.8 + rand() * 0.4
    if (time + dt <= walk) east += speed * dt
    else if (time < walk) east += speed * (walk - time)
    else if (time + dt > walk + still) east += speed * (time + dt - Math.max(time, walk + still))
    time += dt
  }
  return { track: { x, y, t }, firstStill, n: t.length }
}

describe("stopArrival", () => {
  it("finds where the walker came to rest, within a fix, for any walking pace, stop and jitter", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rand = mulberry32(seed)
      const speed = 0.8 + rand() * 1.2
      const walk = 10 + rand() * 60
      const { track, firstStill, n } = walkStopWalk(rand, speed, walk, 20 + rand() * 120, 20, rand() * 0.5)
      const at = stopArrival(track, 0, n - 1)
      // The first point that moves less than 3.2 m over the next 8 s: the last few metres of
      // walking already do (3.2 m, plus up to 2 m of jitter, at the walking pace, plus a fix).
      expect(at, `seed ${seed}`).toBeLessThanOrEqual(firstStill)
      expect(track.t[at]!, `seed ${seed}`).toBeGreaterThanOrEqual(track.t[firstStill]! - 5.2 / speed - 1.3)
    }
  })

  it("answers `from` when the track never rests (walking) or rests from the start", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const rand = mulberry32(seed)
      const moving = walkStopWalk(rand, 0.5 + rand(), 200, 0, 0, 0.1)
      expect(stopArrival(moving.track, 0, moving.n - 1)).toBe(0)
      const resting = walkStopWalk(rand, 1.2, 0, 60, 10, 0.3)
      expect(stopArrival(resting.track, 0, resting.n - 1)).toBe(0)
      const from = 5 + Math.floor(rand() * 20)
      expect(stopArrival(moving.track, from, moving.n - 1)).toBe(from)
    }
  })

  it("only looks inside the hop: a stop after `to` is not found, and the answer lies in [from, to)", () => {
    const { track, firstStill, n } = walkStopWalk(mulberry32(9), 1.2, 60, 60, 20, 0.2)
    expect(stopArrival(track, 0, firstStill - 10)).toBe(0)
    const at = stopArrival(track, 3, n - 1)
    expect(at).toBeGreaterThanOrEqual(3)
    expect(at).toBeLessThan(n - 1)
  })
})

/** Points along a plane path (east, north metres) with a fix a second and a fixed accuracy. */
const pointsAlong = (path: ReadonlyArray<readonly [number, number]>, accuracy: number): TrackPoint[] =>
  path.map(([east, north], i) => ({ ...offsetMetres(ORIGIN, east, north), time: 1_700_000_000_000 + i * 1000, accuracy }))

/** `metres` east at 1.25 m/s, a sniff of `seconds` at the corner, 100 m north. */
function cornerSniff(metres: number, seconds: number): Array<readonly [number, number]> {
  const path: Array<readonly [number, number]> = []
  const steps = Math.round(metres / 1.25)
  for (let i = 0; i <= steps; i++) path.push([i * 1.25, 0])
  for (let i = 0; i < seconds; i++) path.push([steps * 1.25, 0])
  for (let i = 1; i <= 80; i++) path.push([steps * 1.25, i * 1.25])
  return path
}

describe("routeDistance on stops and urban multipath", () => {
  it("a sniff at a street corner keeps the corner (the stop's chord used to cut it)", () => {
    // The last anchor before the corner lies up to twice the accuracy before it; the first leg's
    // length decides where. The stop's chord from there cut the corner by up to 10 m.
    for (const accuracy of [5, 8, 12]) {
      for (const metres of [90, 95, 100, 105]) {
        for (const seconds of [30, 180]) {
          const ours = routeDistance(pointsAlong(cornerSniff(metres, seconds), accuracy))
          // The smoother still rounds the corner by up to 3 m.
          expect(Math.abs(ours - (metres + 100)), `accuracy ${accuracy} m, ${metres} m, ${seconds} s`).toBeLessThan(4)
        }
      }
    }
  })

  it("fixes thrown 15–30 m away with a fine accuracy (3–4 % of them) add nothing to a straight walk", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(seed)
      const path: Array<readonly [number, number]> = []
      for (let i = 0; i <= 800; i++) {
        const thrown = rand() < 0.035
        const metres = 15 + rand() * 15
        const dir = rand() * 2 * Math.PI
        path.push(thrown ? [i * 1.25 + metres * Math.cos(dir), metres * Math.sin(dir)] : [i * 1.25, 0])
      }
      const ours = routeDistance(pointsAlong(path, 6))
      expect(Math.abs(ours - 1000), `seed ${seed}`).toBeLessThan(10)
    }
  })

  it("the tight median limit keeps the ends of a jog and the fixes after a gap (one-sided windows)", () => {
    for (const pace of [1.4, 2, 3]) {
      // 400 m out, a two-minute gap (a tunnel) at the same pace, 400 m on; a fix a second.
      const path: Array<readonly [number, number]> = []
      const times: number[] = []
      const steps = Math.round(400 / pace)
      for (let i = 0; i <= steps; i++) {
        path.push([i * pace, 0])
        times.push(i)
      }
      for (let i = 0; i <= steps; i++) {
        path.push([(steps + 120 + i) * pace, 0])
        times.push(steps + 120 + i)
      }
      const points = pointsAlong(path, 5).map((p, i) => ({ ...p, time: 1_700_000_000_000 + times[i]! * 1000 }))
      const truth = (2 * steps + 120) * pace
      expect(Math.abs(routeDistance(points) - truth) / truth, `${pace} m/s`).toBeLessThan(0.01)
    }
  })

  it("the error wandering beyond twice the accuracy over a long sniff is not counted as walking", () => {
    // 100 m, then five minutes still while the reported position creeps 10–15 m sideways and back
    // (accuracy 7 m: the walking radius is 14 m, the stop radius 21 m), then 100 m on.
    for (const metres of [10, 12, 15]) {
      const path: Array<readonly [number, number]> = []
      for (let i = 0; i <= 80; i++) path.push([i * 1.25, 0])
      for (let i = 1; i <= 300; i++) path.push([100, metres * Math.sin((Math.PI * i) / 300)])
      for (let i = 1; i <= 80; i++) path.push([100 + i * 1.25, 0])
      expect(Math.abs(routeDistance(pointsAlong(path, 7)) - 200), `${metres} m`).toBeLessThan(3)
    }
  })
})

#!/usr/bin/env node
// @ts-check
/**
 * Replays a GPX track as a walk for a member, through the same walk machine the app runs: the
 * track's points become GPS fixes, the machine filters them, sends them in batches, ends the walk
 * and the server measures it. Useful for demos and for trying the server with real tracks.
 *
 *   node walk-gpx.mjs --server http://localhost:8080 --name 산책왕 track.gpx
 *   node walk-gpx.mjs --server https://api.example.com --token <accessToken> track.gpx
 *
 * --name signs in with the development sign-in (a server started with DEV_LOGIN=1); --token uses a
 * member's access token. The member must have registered and added a dog; the walk takes all their
 * dogs (or --dog <petId>). Fixes are replayed at the track's own pace, because the server and the
 * machine refuse points at an impossible pace: a 30-minute track takes 30 minutes. --lead <s> sends
 * fixes up to that many seconds ahead of the clock (at most 110: the server accepts times up to two
 * minutes ahead of its own), so a track shorter than that replays at once. Prints the walk as the
 * server recorded it, as JSON.
 */
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { createApiClient, createTokenStore, createWalkActor, memoryStorage, seoulDateParts, systemClock } from "@mungwalk/core"
import { waitFor } from "xstate"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { server: { type: "string" }, name: { type: "string" }, token: { type: "string" }, dog: { type: "string" }, lead: { type: "string", default: "0" } }
})
const gpxFile = positionals[0]
if (!values.server || !gpxFile || (!values.name && !values.token)) {
  console.error("usage: node walk-gpx.mjs --server <origin> (--name <dev sign-in name> | --token <accessToken>) [--dog <petId>] [--lead <s>] <track.gpx>")
  process.exit(2)
}
const leadMs = Math.min(110, Math.max(0, Number(values.lead) || 0)) * 1000

/** The track: `<trkpt lat lon>` with its `<time>`, in order. GPX has no accuracy: 5 m is a good phone fix. */
const points = [...readFileSync(gpxFile, "utf8").matchAll(/<trkpt\b([^>]*)>([\s\S]*?)<\/trkpt>/g)].map(([, attributes = "", inner = ""]) => ({
  lat: Number(/lat="([^"]+)"/.exec(attributes)?.[1]),
  lng: Number(/lon="([^"]+)"/.exec(attributes)?.[1]),
  time: Date.parse(/<time>([^<]+)<\/time>/.exec(inner)?.[1] ?? "")
}))
const first = points[0]
if (!first || points.some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lng) || !Number.isFinite(p.time))) {
  console.error(`${gpxFile}: no track points with lat, lon and time`)
  process.exit(2)
}

const tokens = createTokenStore(memoryStorage(values.token ? { accessToken: values.token } : {}))
const api = createApiClient({ baseUrl: values.server, tokens })
if (values.name) await api.call("login", { body: { name: values.name } }) // the answer's token is stored by the client
const dogs = values.dog ? [Number(values.dog)] : (await api.call("myPets")).map((pet) => pet.petId)
if (dogs.length === 0) {
  console.error("this member has no dog yet: add one first")
  process.exit(1)
}

/** @type {(fix: import("@mungwalk/core").GeoFix) => void} */
let emit = () => {}
/** @type {string[]} */
const visited = []
const walk = createWalkActor({
  api,
  storage: memoryStorage(),
  clock: systemClock,
  // The "device": its first fix starts the walk; `watch` hands the machine the replayed ones.
  geolocation: {
    current: async () => ({ lat: first.lat, lng: first.lng, time: Date.now(), accuracy: 5 }),
    watch: (_options, onFix) => {
      emit = onFix
      return () => (emit = () => {})
    }
  },
  wakeLock: { acquire: async () => () => {} },
  visibility: { isHidden: () => false, subscribe: () => () => {} },
  navigate: (path) => visited.push(path)
}).start()

for (const petId of dogs) walk.send({ type: "user.toggleDog", petId })
walk.send({ type: "user.start" })
const walking = await waitFor(walk, (s) => s.matches("session") || s.context.alert !== null, { timeout: 30_000 })
if (!walking.matches("session")) throw new Error(`the walk did not start: ${walking.context.alert}`)
const walkId = walking.context.walk?.walkId

// Replay: each fix at its offset from the track's first point, `leadMs` early.
const start = Date.now()
for (const p of points) {
  const time = start + (p.time - first.time)
  const wait = time - leadMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  emit({ lat: p.lat, lng: p.lng, accuracy: 5, time })
}
// The fixes the machine kept (the others were at an impossible pace or too inaccurate) and the ones the server refused.
const { track = [], rejectedPoints = 0 } = walk.getSnapshot().context.walk ?? {}
walk.send({ type: "user.end" })
await waitFor(walk, (s) => visited.some((p) => p.startsWith("/walk/summary")) || s.context.failure !== null, { timeout: 60_000 })
const ended = walk.getSnapshot()
walk.stop()
if (!visited.some((p) => p.startsWith("/walk/summary"))) throw new Error(`the walk did not end: ${ended.context.failure}`)

// Read it back as the calendar does: the walks of its day in Asia/Seoul.
const { year, month, day } = seoulDateParts(new Date(start))
const { walks } = await api.call("walkDaily", { body: { year, month, day } })
const recorded = walks.find((w) => w.walkId === walkId)
console.log(
  JSON.stringify({
    walkId,
    fixes: points.length,
    kept: track.length,
    refusedByServer: rejectedPoints,
    distance: recorded?.distance,
    duration: recorded?.duration,
    points: recorded?.route.length,
    dogs: recorded?.dogs.map((d) => d.pet.name)
  })
)

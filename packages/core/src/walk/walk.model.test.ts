/**
 * Model-based test of the walk machine: paths generated from its graph (xstate/graph over the
 * real machine's transitions, with the actors' done/error events and timers as path events),
 * each replayed against the real machine in a fake world (real API client over a fake server,
 * fake GPS, simulated clocks), and every transition must be taken.
 */
import { HttpError, NetworkError } from "../api/errors.ts"
import { GeolocationFailure, memoryStorage } from "../ports.ts"
import { ROUTE_SEND_BATCH } from "../domain/constants.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { walkMachine } from "./walk.machine.ts"
import { toRoutePoint } from "./walk.rules.ts"
import { createWalkSessionStore } from "./walk.session.ts"
import { createWalkWorld, fixAt, startAnswer, T0, updateAnswer } from "./walk.testkit.ts"
import type { WalkStore } from "./walk.store.ts"
import type { ActiveWalk, PersistedWalkState, WalkEvent, WalkInput } from "./walk.types.ts"

const restoredWalk = (unsent: number, ending: boolean): ActiveWalk => {
  const track = Array.from({ length: unsent }, (_, i) => fixAt(i + 1))
  return {
    walkId: 7,
    dogs: startAnswer().dogs,
    startTime: T0,
    startPosition: { lat: 37.58, lng: 127.01 },
    outbox: track.map(toRoutePoint),
    track,
    lastSendAt: T0,
    serverDistance: 0,
    gaps: [],
    ending,
    clockOffset: 0,
    rejectedPoints: 0,
    gapsSeen: 0,
    rejectedSeen: 0
  }
}

const stored = (unsent: number, ending: boolean): PersistedWalkState => ({
  walk: restoredWalk(unsent, ending),
  selectedDogIds: [1],
  savedAt: T0 + 1_990_000
})

/** What reading the stored walk can give: a walk (offline for long: more than one update call's worth of points waits; ending, with points or none), or nothing (a corrupt entry). */
const storedWalks = [stored(1030, false), stored(3, true), stored(0, true), null]

/** No walk; a walk in storage, read once the machine runs (`restoring.reading`). */
const inputs: WalkInput[] = [{ now: T0 }, { now: T0 + 2_000_000, storedWalk: true }]

/** The answers the route and end calls can get, each as the real client reports it. */
const offline = new NetworkError("walkUpdate", "offline")
const updateErrors = [
  offline,
  // A poison point: the server names it.
  new HttpError("walkUpdate", 400, "body.walkPaths.0.recordTime: 2026-03-01T00:10:00.000Z is in the future"),
  // A 400 that names no point: the batch is halved.
  new HttpError("walkUpdate", 400, "Bad Request"),
  new HttpError("walkUpdate", 404, "Walk not found"),
  new HttpError("walkUpdate", 409, "This walk has already ended")
]
const endErrors = [
  new HttpError("walkEnd", 503, "busy"),
  new HttpError("walkEnd", 404, "Walk not found"),
  new HttpError("walkEnd", 409, "This walk has already ended")
]

const discardErrors = [
  new NetworkError("walkDiscard", "offline"),
  new HttpError("walkDiscard", 404, "Walk not found"),
  new HttpError("walkDiscard", 409, "This walk has already ended")
]

const endedWalk = {
  walkId: 7,
  startTime: new Date(T0),
  isWalking: false,
  distance: 10,
  duration: 60,
  route: [],
  dogs: startAnswer().dogs
}

/**
 * A walk the server has in progress (started on another device), with a mark and no point yet: an
 * adopted walk is then as early as a fresh one, where marks and discarding are tried (`offers`).
 * Its route and marks taken on are `walk.test.ts`'s.
 */
const walkInProgress = {
  walkId: 8,
  startTime: new Date(T0),
  isWalking: true,
  distance: 0,
  duration: 2,
  route: [],
  dogs: startAnswer().dogs,
  marks: [{ kind: "PEE" as const, recordTime: new Date(T0 + 1500), location: { lat: fixAt(1).lat, lng: fixAt(1).lng } }]
}

const walkRecordedElsewhere = {
  ...walkInProgress,
  walkId: 9,
  route: [1, 2].map((s) => ({ recordTime: new Date(T0 + s * 1000), location: { lat: fixAt(s).lat, lng: fixAt(s).lng } }))
}

modelSuite(
  "walk",
  {
    machine: walkMachine,
    inputs,
    describeInput: (input) => (input.storedWalk ? "a walk in storage" : "no walk"),
    events: ({ context }) => {
      const last = context.walk?.track[context.walk.track.length - 1]
      const nextTime = (last?.time ?? T0) + 1000
      const good = { ...fixAt((nextTime - T0) / 1000) }
      return [
        { type: "user.toggleDog", petId: 1 },
        { type: "user.mark", kind: "PEE" },
        { type: "gps.fix", fix: good },
        { type: "gps.fix", fix: { ...good, accuracy: 200 } },
        // A stale cached position from before the walk started.
        { type: "gps.fix", fix: { ...good, time: T0 - 60_000 } },
        { type: "gps.error", error: "timeout" },
        { type: "timer.tick", now: context.now + 1000 },
        { type: "page.hidden", at: context.now },
        { type: "page.visible", at: context.now + 10_000 },
        { type: "nav.changed", path: "/" },
        { type: "nav.changed", path: "/walk" },
        { type: "nav.changed", path: "/walk/onwalk" },
        ...storedWalks.map((output) => ({ type: "xstate.done.actor.readStoredWalk", output })),
        { type: "xstate.error.actor.readStoredWalk", error: new Error("the codec's chunk did not load") },
        { type: "xstate.done.actor.findWalkInProgress", output: { walk: walkInProgress, now: T0 + 3000 } },
        // Another device is recording it (its last point a second old): not taken on, the dog choice says so.
        { type: "xstate.done.actor.findWalkInProgress", output: { walk: walkRecordedElsewhere, now: T0 + 3000 } },
        { type: "xstate.done.actor.findWalkInProgress", output: null },
        { type: "xstate.error.actor.findWalkInProgress", error: offline },
        { type: "xstate.done.actor.currentPosition", output: { lat: 37.58, lng: 127.01 } },
        { type: "xstate.error.actor.currentPosition", error: new GeolocationFailure("denied") },
        { type: "xstate.done.actor.startWalk", output: { answer: startAnswer(), sentAt: T0, receivedAt: T0 } },
        { type: "xstate.error.actor.startWalk", error: new HttpError("walkStart", 500, "boom") },
        { type: "xstate.done.actor.sendRoute", output: updateAnswer(10) },
        ...updateErrors.map((error) => ({ type: "xstate.error.actor.sendRoute", error })),
        { type: "xstate.done.actor.flushRoute", output: updateAnswer(10) },
        ...updateErrors.map((error) => ({ type: "xstate.error.actor.flushRoute", error })),
        { type: "xstate.done.actor.endWalk", output: endedWalk },
        ...endErrors.map((error) => ({ type: "xstate.error.actor.endWalk", error })),
        { type: "xstate.done.actor.discardWalk", output: { walkId: 7 } },
        ...discardErrors.map((error) => ({ type: "xstate.error.actor.discardWalk", error }))
      ]
    },
    // Marks and discarding matter early in a fresh walk: tried there only (one waiting mark at a
    // time, no alert showing), every mark and discard transition is still taken, and the restored
    // walks' large graphs are not multiplied by them.
    offers: ({ context }, type) => {
      const early = context.walk !== null && context.walk.track.length < 3 && context.alert === null
      const waiting = (context.walk?.marks ?? []).some((m) => !m.sent)
      if (type === "user.mark") return early && !waiting
      if (type === "user.undoMark") return waiting
      if (type === "user.discard") return early
      return true
    },
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        dogs: s.context.selectedDogIds.length,
        alert: s.context.alert !== null,
        walk:
          s.context.walk === null
            ? null
            : {
                outbox: Math.min(s.context.walk.outbox.length, ROUTE_SEND_BATCH + 1),
                ending: s.context.walk.ending,
                // Told apart early in a walk only, where marks are tried (see `offers`).
                markWaiting: s.context.walk.track.length < 3 && (s.context.walk.marks ?? []).some((m) => !m.sent),
                rejected: s.context.walk.rejectedPoints > 0
              },
        notice: s.context.notice?.reason ?? null,
        onSelection: s.context.path === "/walk",
        // Where the app is matters to the stored walk's redirects (told apart while it is read only).
        ...(s.matches({ restoring: "reading" }) ? { path: s.context.path ?? null } : {}),
        sending: s.context.batch.length > 0,
        failing: s.context.failures > 0,
        hidden: s.context.hiddenSince !== null
      })
  },
  {
    start(input, inspect) {
      const storage = memoryStorage()
      const codec = createWalkSessionStore(storage)
      /** The stored walk's read, answered by the path (`xstate.*.actor.readStoredWalk`); the rest is the real storage. */
      let read: { resolve: (state: PersistedWalkState | null) => void; reject: (error: unknown) => void } | null = null
      const store: WalkStore = {
        stored: () => input.storedWalk === true,
        load: () => new Promise((resolve, reject) => (read = { resolve, reject })),
        save: (state) => codec.save(state),
        clear: () => codec.clear()
      }
      const w = createWalkWorld({ storage, now: input.now, separateTicker: true, inspect, store })
      w.actor.start()
      /** The fake server answers the oldest pending `name` call with what `error` reports. */
      const failWith = (name: "walkUpdate" | "walkEnd" | "walkDiscard", error: unknown) => {
        const request = w.server.next(name)
        return error instanceof HttpError ? request.fail(error.status, error.message) : request.networkError()
      }
      /**
       * Real time minus planned time of the walk started in this run: the start call is answered
       * with the real clock's now (as the server would), and every fix is stamped on that clock,
       * so a fix the plan made after the start is after it in the run too.
       */
      let shift = 0
      const perform = (event: WalkEvent | { type: string; output?: unknown; error?: unknown }) => {
        const e = event as { type: string; output?: any; error?: unknown }
        switch (e.type) {
          case "gps.fix": {
            const fix = (event as Extract<WalkEvent, { type: "gps.fix" }>).fix
            return w.geo.emit({ ...fix, time: fix.time + shift })
          }
          case "gps.error":
            return w.geo.emitError((event as Extract<WalkEvent, { type: "gps.error" }>).error)
          case "timer.tick":
            return w.tickClock.advance(1000)
          case "page.hidden":
            return w.visibility.setHidden(true)
          case "page.visible":
            return w.visibility.setHidden(false)
          case "xstate.done.actor.readStoredWalk":
            return read!.resolve(e.output)
          case "xstate.error.actor.readStoredWalk":
            return read!.reject(e.error)
          // The lookup asks for today's and yesterday's walks: the first answer holds the walk (or none, or fails), the other none.
          case "xstate.done.actor.findWalkInProgress":
            w.server.next("walkDaily").respond({ walks: e.output ? [e.output.walk] : [] })
            return w.server.next("walkDaily").respond({ walks: [] })
          case "xstate.error.actor.findWalkInProgress":
            w.server.next("walkDaily").networkError()
            if (w.server.pending("walkDaily").length > 0) w.server.next("walkDaily").respond({ walks: [] })
            return
          case "xstate.done.actor.currentPosition":
            return w.geo.answerCurrent({ ...e.output, accuracy: 5, time: w.clock.now() })
          case "xstate.error.actor.currentPosition":
            return w.geo.failCurrent("denied")
          case "xstate.done.actor.startWalk": {
            const at = w.clock.now()
            shift = at - e.output.answer.startTime.getTime()
            return w.server.next("walkStart").respond({ ...e.output.answer, startTime: new Date(at) })
          }
          case "xstate.error.actor.startWalk":
            return w.server.next("walkStart").fail(500, "boom")
          case "xstate.done.actor.sendRoute":
          case "xstate.done.actor.flushRoute":
            return w.server.next("walkUpdate").respond(e.output)
          case "xstate.error.actor.sendRoute":
          case "xstate.error.actor.flushRoute":
            return failWith("walkUpdate", e.error)
          case "xstate.done.actor.endWalk":
            return w.server.next("walkEnd").respond(e.output)
          case "xstate.error.actor.endWalk":
            return failWith("walkEnd", e.error)
          case "xstate.done.actor.discardWalk":
            return w.server.next("walkDiscard").respond(e.output)
          case "xstate.error.actor.discardWalk":
            return failWith("walkDiscard", e.error)
          default:
            if (e.type.startsWith("xstate.after.")) return fireDelayed(w.actor, w.clock, e.type)
            if (e.type.startsWith("xstate.")) throw new Error(`walk model: no way to cause ${e.type}`)
            return w.actor.send(event as WalkEvent)
        }
      }
      return { actor: w.actor, perform }
    }
  }
)

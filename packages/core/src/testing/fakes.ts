/**
 * Fakes for the world outside the core: time, GPS, the wake lock and page visibility. Each is
 * the port the core declares (`ports.ts`), driven by the test.
 */
import { SimulatedClock } from "xstate"
import {
  GeolocationFailure,
  type Clock,
  type Connectivity,
  type GeoFix,
  type Geolocation,
  type GeolocationFailureKind,
  type GeolocationOptions,
  type PageRestore,
  type PageVisibility,
  type WakeLock
} from "../ports.ts"

/**
 * XState's `SimulatedClock` that also knows when its timers are due, so a test can move time
 * to the next timer. Pass it as the actor's clock and as the ports' clock.
 */
export class TestClock implements Clock {
  private readonly sim = new SimulatedClock()
  private readonly due = new Map<number, number>()

  constructor(start = 0) {
    if (start > 0) this.sim.set(start)
  }

  now(): number {
    return this.sim.now()
  }

  setTimeout(fn: () => void, ms: number): number {
    const id: number = this.sim.setTimeout(() => {
      this.due.delete(id)
      fn()
    }, ms)
    this.due.set(id, this.sim.now() + ms)
    return id
  }

  clearTimeout(id: number): void {
    this.due.delete(id)
    this.sim.clearTimeout(id)
  }

  /** Moves time on by `ms`, firing every timer that falls due. */
  advance(ms: number): void {
    this.sim.increment(ms)
  }

  /** When the next timer is due, if any. */
  nextDue(): number | undefined {
    return this.due.size === 0 ? undefined : Math.min(...this.due.values())
  }

  /** Moves time to the next timer and fires it (and any due at the same time). False when none is pending. */
  fireNext(): boolean {
    const at = this.nextDue()
    if (at === undefined) return false
    this.sim.set(Math.max(at, this.sim.now()))
    return true
  }

  get pendingTimers(): number {
    return this.due.size
  }
}

// ── geolocation ───────────────────────────────────────────────────────────────────────────

interface PendingCurrent {
  readonly options: GeolocationOptions
  resolve(fix: GeoFix): void
  reject(error: GeolocationFailure): void
}

interface Watcher {
  readonly options: GeolocationOptions
  readonly onFix: (fix: GeoFix) => void
  readonly onError: (error: GeolocationFailure) => void
}

export interface FakeGeolocation {
  readonly port: Geolocation
  /** Every `current` request not answered yet. */
  readonly pendingCurrent: ReadonlyArray<PendingCurrent>
  /** When set, `current` answers at once with this fix (or failure) instead of waiting. */
  autoCurrent: GeoFix | GeolocationFailureKind | undefined
  answerCurrent(fix: GeoFix): void
  failCurrent(kind: GeolocationFailureKind): void
  /** Sends a fix to every active watch. */
  emit(fix: GeoFix): void
  /** Sends an error to every active watch. */
  emitError(kind: GeolocationFailureKind): void
  /** Active watches (0 when tracking stopped). */
  readonly activeWatches: number
  /** How many watches were started (restarts count). */
  readonly watchesStarted: number
  readonly lastWatchOptions: GeolocationOptions | undefined
}

export const createFakeGeolocation = (): FakeGeolocation => {
  const pending: PendingCurrent[] = []
  const watchers = new Set<Watcher>()
  let started = 0
  let lastOptions: GeolocationOptions | undefined
  const take = (): PendingCurrent => {
    const p = pending.shift()
    if (!p) throw new Error("fake geolocation: no pending current-position request")
    return p
  }
  const fake: FakeGeolocation = {
    port: {
      current(options) {
        const auto = fake.autoCurrent
        if (typeof auto === "string") return Promise.reject(new GeolocationFailure(auto))
        if (auto) return Promise.resolve(auto)
        return new Promise<GeoFix>((resolve, reject) => pending.push({ options, resolve, reject }))
      },
      watch(options, onFix, onError) {
        const w = { options, onFix, onError }
        watchers.add(w)
        started++
        lastOptions = options
        return () => void watchers.delete(w)
      }
    },
    pendingCurrent: pending,
    autoCurrent: undefined,
    answerCurrent: (fix) => take().resolve(fix),
    failCurrent: (kind) => take().reject(new GeolocationFailure(kind)),
    emit: (fix) => {
      for (const w of [...watchers]) w.onFix(fix)
    },
    emitError: (kind) => {
      for (const w of [...watchers]) w.onError(new GeolocationFailure(kind))
    },
    get activeWatches() {
      return watchers.size
    },
    get watchesStarted() {
      return started
    },
    get lastWatchOptions() {
      return lastOptions
    }
  }
  return fake
}

// ── wake lock and visibility ──────────────────────────────────────────────────────────────

export interface FakeWakeLock {
  readonly port: WakeLock
  /** Locks held right now. */
  readonly held: number
  readonly acquired: number
  /** When true, `acquire` rejects (no Wake Lock support, battery saver). */
  refuse: boolean
}

export const createFakeWakeLock = (): FakeWakeLock => {
  let held = 0
  let acquired = 0
  const fake: FakeWakeLock = {
    port: {
      acquire: async () => {
        if (fake.refuse) throw new Error("wake lock refused")
        held++
        acquired++
        let released = false
        return () => {
          if (released) return
          released = true
          held--
        }
      }
    },
    get held() {
      return held
    },
    get acquired() {
      return acquired
    },
    refuse: false
  }
  return fake
}

export interface FakeVisibility {
  readonly port: PageVisibility
  setHidden(hidden: boolean): void
  readonly listeners: number
}

/** A boolean the world changes, with listeners: the shape of the visibility and connectivity ports. */
const fakeFlag = (initial: boolean) => {
  let current = initial
  const listeners = new Set<(value: boolean) => void>()
  return {
    get: () => current,
    subscribe(listener: (value: boolean) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(value: boolean) {
      if (value === current) return
      current = value
      for (const l of [...listeners]) l(value)
    },
    get listeners() {
      return listeners.size
    }
  }
}

export const createFakeVisibility = (hidden = false): FakeVisibility => {
  const flag = fakeFlag(hidden)
  return {
    port: { isHidden: flag.get, subscribe: flag.subscribe },
    setHidden: flag.set,
    get listeners() {
      return flag.listeners
    }
  }
}

export interface FakeConnectivity {
  readonly port: Connectivity
  setOnline(online: boolean): void
  readonly listeners: number
}

export const createFakeConnectivity = (online = true): FakeConnectivity => {
  const flag = fakeFlag(online)
  return {
    port: { isOnline: flag.get, subscribe: flag.subscribe },
    setOnline: flag.set,
    get listeners() {
      return flag.listeners
    }
  }
}

export interface FakePageRestore {
  readonly port: PageRestore
  /** The browser shows the page again from its back/forward cache. */
  restore(): void
  readonly listeners: number
}

export const createFakePageRestore = (): FakePageRestore => {
  const listeners = new Set<() => void>()
  return {
    port: {
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      }
    },
    restore: () => {
      for (const l of [...listeners]) l()
    },
    get listeners() {
      return listeners.size
    }
  }
}

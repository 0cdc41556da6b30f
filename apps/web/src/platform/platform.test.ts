/** The browser ports over fake browser APIs (the real ones need a device: GPS, a screen to keep on). */
import { describe, expect, it } from "vitest"
import { GPS_WATCH_OPTIONS, GeolocationFailure } from "@mungwalk/core"
import { browserGeolocation } from "./geolocation.ts"
import { browserConnectivity } from "./connectivity.ts"
import { browserVisibility } from "./visibility.ts"
import { browserWakeLock } from "./wakeLock.ts"

const position = (lat: number, lng: number, accuracy: number, timestamp: number) =>
  ({ coords: { latitude: lat, longitude: lng, accuracy }, timestamp }) as GeolocationPosition

const positionError = (code: 1 | 2 | 3) => ({ code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError

const fakeGeolocation = () => {
  const calls: Array<{ kind: string; options?: PositionOptions }> = []
  const watchers = new Map<number, { ok: PositionCallback; fail: PositionErrorCallback }>()
  let nextId = 1
  let current: GeolocationPosition | GeolocationPositionError = position(37.5, 127, 8, 1000)
  const geo = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) {
      calls.push({ kind: "current", ...(options ? { options } : {}) })
      if ("coords" in current) ok(current)
      else fail(current)
    },
    watchPosition(ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) {
      calls.push({ kind: "watch", ...(options ? { options } : {}) })
      watchers.set(nextId, { ok, fail })
      return nextId++
    },
    clearWatch(id: number) {
      calls.push({ kind: `clear ${id}` })
      watchers.delete(id)
    }
  }
  return {
    geo: geo as unknown as Geolocation,
    calls,
    watchers,
    answer: (p: GeolocationPosition | GeolocationPositionError) => (current = p)
  }
}

describe("browser geolocation", () => {
  it("asks for one fix with the spec's options and reports lat, lng, accuracy and time", async () => {
    const fake = fakeGeolocation()
    fake.answer(position(37.574, 127.0078, 6, 1_700_000_000_000))
    const fix = await browserGeolocation(fake.geo).current(GPS_WATCH_OPTIONS)
    expect(fix).toEqual({ lat: 37.574, lng: 127.0078, accuracy: 6, time: 1_700_000_000_000 })
    expect(fake.calls[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 })
  })

  it("a refused permission is a 'denied' failure, a timeout a 'timeout' one", async () => {
    const fake = fakeGeolocation()
    const geolocation = browserGeolocation(fake.geo)
    fake.answer(positionError(1))
    await expect(geolocation.current(GPS_WATCH_OPTIONS)).rejects.toMatchObject({ kind: "denied" })
    fake.answer(positionError(3))
    await expect(geolocation.current(GPS_WATCH_OPTIONS)).rejects.toMatchObject({ kind: "timeout" })
    fake.answer(positionError(2))
    await expect(geolocation.current(GPS_WATCH_OPTIONS)).rejects.toBeInstanceOf(GeolocationFailure)
  })

  it("without the Geolocation API every request fails as 'unsupported'", async () => {
    const geolocation = browserGeolocation(undefined)
    await expect(geolocation.current(GPS_WATCH_OPTIONS)).rejects.toMatchObject({ kind: "unsupported" })
    const errors: string[] = []
    const stop = geolocation.watch(
      GPS_WATCH_OPTIONS,
      () => {},
      (e) => errors.push(e.kind)
    )
    stop()
    expect(errors).toEqual(["unsupported"])
  })

  it("watching reports every fix and error until stopped, then clears the watch", () => {
    const fake = fakeGeolocation()
    const fixes: number[] = []
    const errors: string[] = []
    const stop = browserGeolocation(fake.geo).watch(
      GPS_WATCH_OPTIONS,
      (f) => fixes.push(f.time),
      (e) => errors.push(e.kind)
    )
    const watcher = fake.watchers.get(1)!
    watcher.ok(position(37.5, 127, 5, 1))
    watcher.fail(positionError(2))
    watcher.ok(position(37.5, 127, 5, 2))
    stop()
    expect(fixes).toEqual([1, 2])
    expect(errors).toEqual(["unavailable"])
    expect(fake.calls.map((c) => c.kind)).toEqual(["watch", "clear 1"])
    expect(fake.calls[0]?.options).toEqual({ ...GPS_WATCH_OPTIONS })
  })
})

const fakeDocument = (state: DocumentVisibilityState = "visible") => {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  target.visibilityState = state
  const set = (next: DocumentVisibilityState) => {
    target.visibilityState = next
    target.dispatchEvent(new Event("visibilitychange"))
  }
  return { doc: target as unknown as Document, set }
}

describe("page visibility", () => {
  it("reports hidden and visible changes until unsubscribed", () => {
    const { doc, set } = fakeDocument()
    const visibility = browserVisibility(doc)
    const seen: boolean[] = []
    expect(visibility.isHidden()).toBe(false)
    const off = visibility.subscribe((hidden) => seen.push(hidden))
    set("hidden")
    expect(visibility.isHidden()).toBe(true)
    set("visible")
    off()
    set("hidden")
    expect(seen).toEqual([true, false])
  })
})

const fakeWakeLock = () => {
  const sentinels: Array<{ released: boolean; release(): Promise<void> }> = []
  let refuse = false
  const api = {
    request: async (type: "screen") => {
      expect(type).toBe("screen")
      if (refuse) throw new DOMException("not allowed", "NotAllowedError")
      const s = {
        released: false,
        release: async () => {
          s.released = true
        }
      }
      sentinels.push(s)
      return s as unknown as WakeLockSentinel
    }
  }
  return { api, sentinels, refuse: (r: boolean) => (refuse = r) }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe("screen wake lock", () => {
  it("keeps the screen on, takes the lock again when the page comes back, and lets go on release", async () => {
    const lock = fakeWakeLock()
    const { doc, set } = fakeDocument()
    const release = await browserWakeLock(lock.api, browserVisibility(doc)).acquire()
    expect(lock.sentinels).toHaveLength(1)

    // The browser drops the lock when the page is hidden.
    lock.sentinels[0]!.released = true
    set("hidden")
    set("visible")
    await flush()
    expect(lock.sentinels).toHaveLength(2)
    expect(lock.sentinels[1]!.released).toBe(false)

    release()
    await flush()
    expect(lock.sentinels[1]!.released).toBe(true)
    set("hidden")
    set("visible")
    await flush()
    expect(lock.sentinels).toHaveLength(2)
  })

  it("a lock still held is not requested twice", async () => {
    const lock = fakeWakeLock()
    const { doc, set } = fakeDocument()
    const release = await browserWakeLock(lock.api, browserVisibility(doc)).acquire()
    set("visible")
    await flush()
    expect(lock.sentinels).toHaveLength(1)
    release()
  })

  it("without the API, or when refused, acquiring fails and the walk goes on without it", async () => {
    await expect(browserWakeLock(undefined, browserVisibility(fakeDocument().doc)).acquire()).rejects.toThrow()
    const lock = fakeWakeLock()
    lock.refuse(true)
    await expect(browserWakeLock(lock.api, browserVisibility(fakeDocument().doc)).acquire()).rejects.toThrow()
  })
})

describe("connectivity", () => {
  it("reads navigator.onLine and reports the window's online/offline events until unsubscribed", () => {
    const nav = { onLine: false }
    const target = new EventTarget()
    const connectivity = browserConnectivity(nav, target as unknown as Window)
    expect(connectivity.isOnline()).toBe(false)
    const heard: boolean[] = []
    const stop = connectivity.subscribe((online) => heard.push(online))
    target.dispatchEvent(new Event("online"))
    target.dispatchEvent(new Event("offline"))
    stop()
    target.dispatchEvent(new Event("online"))
    expect(heard).toEqual([true, false])
    nav.onLine = true
    expect(connectivity.isOnline()).toBe(true)
  })

  it("without a browser the device counts as online and nothing is watched", () => {
    const connectivity = browserConnectivity(undefined, undefined)
    expect(connectivity.isOnline()).toBe(true)
    expect(() => connectivity.subscribe(() => {})()).not.toThrow()
  })
})

/**
 * Ports: the outside world as the core sees it. Browsers, tests and other clients supply
 * implementations; the core never touches `window`, `localStorage` or `navigator` itself.
 */
import type { Fix } from "./domain/geo.ts"

/** Synchronous key-value storage (the shape of `localStorage`). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives in memory (tests, server-side rendering, clients without storage). */
export const memoryStorage = (initial: Record<string, string> = {}): KeyValueStorage & { readonly data: Map<string, string> } => {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key)
  }
}

/**
 * Time: the current time and one-shot timers. The shape of XState's `Clock` plus `now()`, so one
 * object can drive both an actor's delayed transitions (`createActor(m, { clock })`) and the
 * timers of its ports. Tests pass XState's `SimulatedClock`.
 */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  // biome-ignore lint/suspicious/noExplicitAny: the opaque handle this clock's own setTimeout returned (a number, a Node Timeout or a simulated id)
  clearTimeout(handle: any): void
}

/** The real clock (looked up at call time, so importing touches nothing). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle)
}

/** One GPS fix: position, reported horizontal accuracy (metres) and epoch-millisecond time. */
export type GeoFix = Readonly<Fix>

/** Options of a position request (`GPS_WATCH_OPTIONS` has the §9 values). */
export interface GeolocationOptions {
  readonly enableHighAccuracy: boolean
  readonly timeout: number
  readonly maximumAge: number
}

/** Why a position could not be had. */
export type GeolocationFailureKind = "denied" | "unavailable" | "timeout" | "unsupported"

export class GeolocationFailure extends Error {
  readonly _tag = "GeolocationFailure" as const
  constructor(
    readonly kind: GeolocationFailureKind,
    message: string = kind
  ) {
    super(message)
    this.name = "GeolocationFailure"
  }
}

/** The device's position (the browser's `navigator.geolocation`). */
export interface Geolocation {
  /** One fix; rejects with a `GeolocationFailure`. */
  current(options: GeolocationOptions): Promise<GeoFix>
  /** Reports fixes and failures until the returned function is called. */
  watch(options: GeolocationOptions, onFix: (fix: GeoFix) => void, onError: (error: GeolocationFailure) => void): () => void
}

/** Keeps the screen on (the Screen Wake Lock API). `acquire` resolves with the release function. */
export interface WakeLock {
  acquire(): Promise<() => void>
}

/** Whether the page is hidden (the Page Visibility API). */
export interface PageVisibility {
  isHidden(): boolean
  /** Calls `listener` with the new hidden flag on every change; returns the unsubscribe function. */
  subscribe(listener: (hidden: boolean) => void): () => void
}

/**
 * The browser showing this page again from its back/forward cache (`pageshow` with `persisted`):
 * the member came back with the back button, e.g. from the pay provider's page, and the page
 * resumes as it was left. `subscribe` returns the unsubscribe function.
 */
export interface PageRestore {
  subscribe(listener: () => void): () => void
}

/**
 * Keeps the member in the app when they go back from a page the pay provider sent them to (the
 * provider's pages lie behind it in the history): `arm(onBack)` adds one history entry over the
 * current page (once: not again when that entry is already there) and calls `onBack` when the
 * member goes back from it. Returns the disarm function.
 */
export interface BackTrap {
  arm(onBack: () => void): () => void
}

/** Goes to an app path (the router's navigate). */
export type Navigate = (path: string, options?: { readonly replace?: boolean }) => void

/**
 * Live "unread notifications changed" signals (the server's notification stream). `subscribe`
 * calls `onUnreadChanged(unread)` once connected and on every change, and keeps reconnecting with
 * backoff when the connection drops (reconnecting is the implementation's job, not the machine's:
 * `createNotificationStream` in `notifications/` does it over any `EventSource`-like factory).
 * Returns the unsubscribe function, which also closes the connection.
 */
export interface NotificationStream {
  subscribe(onUnreadChanged: (unread: boolean) => void): () => void
}

/**
 * Leaves the app for an address outside it (the pay provider's page): the browser's
 * `window.location.assign(url)`. Unlike `Navigate`, the app is unloaded.
 */
export type OpenUrl = (url: string) => void

/**
 * Whether the device has a network (the browser's `navigator.onLine` and its `online` / `offline`
 * events). `subscribe` calls `listener` with the new state on every change; returns the unsubscribe function.
 */
export interface Connectivity {
  isOnline(): boolean
  subscribe(listener: (online: boolean) => void): () => void
}

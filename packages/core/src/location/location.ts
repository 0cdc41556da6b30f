/**
 * Location for screens: where the device is (or the spec's default centre, §8), and "locate
 * the device, then load something near it" as one resource machine, so no screen sequences the
 * two itself. The one place that asks the `Geolocation` port for a single fix.
 */
import type { SnapshotFrom } from "xstate"
import { DEFAULT_MAP_CENTER, GPS_WATCH_OPTIONS } from "../domain/constants.ts"
import { GeolocationFailure, type Geolocation, type GeolocationFailureKind } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import { connectLoadable } from "../resource/resource.connect.ts"
import type { Loadable } from "../resource/loadable.ts"
import { isEmptyData, loadResource, type ResourceMachine } from "../resource/resource.machine.ts"
import type { ResourceEvent } from "../resource/resource.types.ts"

export interface Located {
  /** Where to centre a map: the device position, or the spec's default centre (§8). */
  readonly center: LatLng
  /** The device position, or null when denied, unsupported or unavailable (no "me" marker then). */
  readonly position: LatLng | null
  /** Why there is no position, once the device was asked (absent while asking or when located). */
  readonly failure?: GeolocationFailureKind
}

/** One fix as a position; rejects with the port's `GeolocationFailure`. */
export const currentPosition = async (geolocation: Geolocation): Promise<LatLng> => {
  const fix = await geolocation.current(GPS_WATCH_OPTIONS)
  return { lat: fix.lat, lng: fix.lng }
}

/** Where nothing is known: the default centre and no "me" marker. */
export const UNLOCATED: Located = { center: { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }, position: null }

/** The device position for a map, falling back to the spec's default centre when it cannot be had (§8). */
export const locate = async (geolocation: Geolocation): Promise<Located> => {
  try {
    const position = await currentPosition(geolocation)
    return { center: position, position }
  } catch (e) {
    return { ...UNLOCATED, failure: e instanceof GeolocationFailure ? e.kind : "unavailable" }
  }
}

/** What a located load answers: where it looked, and what it found there. */
export interface LocatedData<T> extends Located {
  readonly data: T
}

/** A loader that locates the device, then calls `load` with the map centre (a failed fix loads around the default centre). */
export const locateThenLoad =
  <T>(geolocation: Geolocation, load: (center: LatLng, signal: AbortSignal) => Promise<T>) =>
  async (_: void, signal: AbortSignal): Promise<LocatedData<T>> => {
    const here = await locate(geolocation)
    return { ...here, data: await load(here.center, signal) }
  }

/**
 * A resource machine over `locateThenLoad`: loading → success | empty (nothing found, by
 * `isEmpty`, default null or []) | failure. Create it with `{ input: { input: undefined, delayMs? } }`.
 */
export const loadLocated = <T>(
  geolocation: Geolocation,
  load: (center: LatLng, signal: AbortSignal) => Promise<T>,
  isEmpty: (data: T) => boolean = isEmptyData
) => loadResource(locateThenLoad(geolocation, load), { isEmpty: (d) => isEmpty(d.data) })

/** A map screen's view model: the map's centre and "me" marker (known once located) and what was found there. */
export interface LocatedView<T> extends Located {
  readonly found: Loadable<T>
}

/** `T` is what `load` answers. The centre is the default one until the device was located. */
export const connectLocated = <T>(snapshot: SnapshotFrom<ResourceMachine>, send: (event: ResourceEvent) => void): LocatedView<T> => {
  const here = snapshot.context.data as LocatedData<T> | null
  const found = connectLoadable<LocatedData<T>>(snapshot, send)
  return {
    center: here?.center ?? UNLOCATED.center,
    position: here?.position ?? null,
    ...(here?.failure ? { failure: here.failure } : {}),
    found: found.status === "ready" ? { ...found, data: found.data.data } : found
  }
}

/** The device position machine's view: the default centre and no marker until located. */
export const connectPosition = (snapshot: SnapshotFrom<ResourceMachine>): Located => (snapshot.context.data as Located | null) ?? UNLOCATED

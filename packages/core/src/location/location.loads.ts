/**
 * The map screens' loads, each a resource machine ready to run (the screen passes the input
 * exported beside it and renders `connectLocated`):
 *
 * ```ts
 * const ref = createActor(hotPlacesMachine({ api, geolocation }), { input: HOT_PLACES_INPUT }).start()
 * const view = connectLocated<ReadonlyArray<LatLng>>(ref.getSnapshot(), ref.send)   // { center, position, found }
 * ```
 */
import type { ApiClient } from "../api/client.ts"
import { HOTPLACE_MARKER_DELAY_MS } from "../domain/constants.ts"
import type { Geolocation } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import { loadResource } from "../resource/resource.machine.ts"
import type { ResourceInput } from "../resource/resource.types.ts"
import { loadLocated, locate } from "./location.ts"

export interface LocationPorts {
  readonly api: ApiClient
  readonly geolocation: Geolocation
}

/** The hot-place call around a centre. */
export const fetchHotPlaces = (api: ApiClient) => (center: LatLng, signal: AbortSignal) =>
  api.call("walkHotplace", { body: { latitude: center.lat, longitude: center.lng } }, { signal })

/** `/walk/nearby`: other members' routes around the device; none found is `empty`. */
export const nearbyRoutesMachine = ({ api, geolocation }: LocationPorts) =>
  loadLocated(geolocation, (center, signal) => api.call("walkNearby", { body: { latitude: center.lat, longitude: center.lng } }, { signal }))

/** `/walk/hotplace`: hot places around the device; none found is `empty`. Start it with `HOT_PLACES_INPUT`. */
export const hotPlacesMachine = ({ api, geolocation }: LocationPorts) => loadLocated(geolocation, fetchHotPlaces(api))

/** The hot-place markers load after the spec's 1 s delay (§9). */
export const HOT_PLACES_INPUT: ResourceInput<void> = { input: undefined, delayMs: HOTPLACE_MARKER_DELAY_MS }

/** The device position alone (the `/walk` map): never empty, never failed (the default centre stands in). */
export const devicePositionMachine = ({ geolocation }: Pick<LocationPorts, "geolocation">) =>
  loadResource((_: void) => locate(geolocation), { isEmpty: () => false })

/** The input of a resource machine whose loader takes nothing. */
export const NO_INPUT: ResourceInput<void> = { input: undefined }

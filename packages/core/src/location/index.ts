/**
 * Location for screens: `locate(geolocation)` (the device or the default centre), and the map
 * screens' "locate, then load around it" resource machines (`nearbyRoutesMachine`,
 * `hotPlacesMachine`, `devicePositionMachine`) rendered with `connectLocated` / `connectPosition`.
 */
export { connectLocated, connectPosition, currentPosition, loadLocated, locate, locateThenLoad, UNLOCATED } from "./location.ts"
export type { Located, LocatedData, LocatedView } from "./location.ts"
export {
  devicePositionMachine,
  fetchHotPlaces,
  HOT_PLACES_INPUT,
  hotPlacesMachine,
  nearbyRoutesMachine,
  NO_INPUT
} from "./location.loads.ts"
export type { LocationPorts } from "./location.loads.ts"

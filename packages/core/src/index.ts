/** @mungwalk/core — the headless core of MungWalk. See CONTEXT.md. */
export * from "./schema/index.ts"
export * from "./api/index.ts"
export * from "./ports.ts"
export * from "./domain/index.ts"
export * from "./auth/index.ts"
export * from "./persist/index.ts"
export * from "./walk/index.ts"
export * from "./profileForm/index.ts"
export * from "./dogForm/index.ts"
export * from "./calendar/index.ts"
export * from "./carousel/index.ts"
export * from "./home/index.ts"
export * from "./resource/index.ts"
export * from "./pagedList/index.ts"
export * from "./postDetail/index.ts"
export * from "./postWrite/index.ts"
export * from "./notifications/index.ts"
export * from "./quest/index.ts"
export * from "./shop/index.ts"
export * from "./product/index.ts"
export * from "./cart/index.ts"
export * from "./orders/index.ts"
export * from "./paymentResult/index.ts"
export * from "./connectivity/index.ts"
export * from "./session/index.ts"
export {
  connectLocated,
  connectPosition,
  currentPosition,
  devicePositionMachine,
  fetchHotPlaces,
  HOT_PLACES_INPUT,
  hotPlacesMachine,
  loadLocated,
  locateThenLoad,
  nearbyRoutesMachine,
  NO_INPUT,
  UNLOCATED
} from "./location/index.ts"
export type { LocatedData, LocatedView, LocationPorts } from "./location/index.ts"

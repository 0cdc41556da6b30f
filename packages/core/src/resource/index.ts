/**
 * A generic load → success | empty | notFound | failure machine for simple screens.
 * `loadResource((input, signal) => api.call(...))` gives a machine; create the actor with
 * `{ input: { input, delayMs? } }` and render `connectLoadable(snapshot, send)` (a `Loadable`, the
 * one loading vocabulary of every view; `connectFindable` for one addressed thing).
 */
export { isEmptyData, isNotFoundError, loadResource, NotFoundError, resourceMachine } from "./resource.machine.ts"
export type { ResourceMachine } from "./resource.machine.ts"
export { connectFindable, connectLoadable } from "./resource.connect.ts"
export { dataOr, emptyState, failedState, loadingState, loadState, notFoundState, readyState } from "./loadable.ts"
export type { Findable, Loadable, LoadState, LoadStatus, NotFound, PageMore } from "./loadable.ts"
export type { ResourceContext, ResourceEvent, ResourceInput, ResourceStatus } from "./resource.types.ts"
export {
  authProvidersMachine,
  dogProfile,
  formatWeight,
  myPageMachine,
  myPetsMachine,
  petProfileMachine,
  pointLedger,
  pointLedgerMachine,
  pointsMachine,
  walkedTodayMachine
} from "./resource.loads.ts"
export type { DogProfile, PointLedger, PointLedgerDay } from "./resource.loads.ts"

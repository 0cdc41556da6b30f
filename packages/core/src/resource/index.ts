/**
 * A generic load → success | empty | notFound | failure machine for simple screens.
 * `loadResource((input, signal) => api.call(...))` gives a machine; create the actor with
 * `{ input: { input, delayMs? } }` and render `connectLoadable(snapshot, send)` (a `Loadable`, the
 * one loading vocabulary of every view; `connectResource` is the machine-level view).
 */
export { isEmptyData, isNotFoundError, loadResource, NotFoundError, resourceMachine } from "./resource.machine.ts"
export type { ResourceMachine } from "./resource.machine.ts"
export { connectFindable, connectLoadable, connectResource } from "./resource.connect.ts"
export { dataOr, emptyState, failedState, loadingState, notFoundState, readyState } from "./loadable.ts"
export type { Findable, Loadable, LoadStatus, NotFound, PageMore } from "./loadable.ts"
export type { ResourceView } from "./resource.connect.ts"
export type { ResourceContext, ResourceEvent, ResourceInput, ResourceStatus } from "./resource.types.ts"
export { authProvidersMachine, myPageMachine, myPetsMachine, petProfileMachine, pointLedger, pointLedgerMachine, pointsMachine } from "./resource.loads.ts"
export type { PointLedger, PointLedgerDay } from "./resource.loads.ts"

/**
 * A generic load → success | empty | failure machine for simple screens.
 * `loadResource((input, signal) => api.call(...))` gives a machine; create the actor with
 * `{ input: { input, delayMs? } }` and render `connectResource(snapshot, send)`.
 */
export { isEmptyData, loadResource, resourceMachine } from "./resource.machine.ts"
export type { ResourceMachine } from "./resource.machine.ts"
export { connectResource } from "./resource.connect.ts"
export type { ResourceView } from "./resource.connect.ts"
export type { ResourceContext, ResourceEvent, ResourceInput, ResourceStatus } from "./resource.types.ts"

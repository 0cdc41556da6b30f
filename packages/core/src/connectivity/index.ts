/**
 * Connectivity (issue 12): whether the device is online (the `Connectivity` port) and whether a
 * new version of the app waits. The session creates one actor; when the network comes back it
 * retries the walk's stalled calls at once. `connectConnectivity(snapshot, send, { walking })`
 * gives the shell's offline banner and the update prompt (never shown during a walk).
 */
export { connectivityMachine } from "./connectivity.machine.ts"
export type { ConnectivityMachine } from "./connectivity.machine.ts"
export { alwaysOnline, createConnectivityActor, provideConnectivityMachine } from "./connectivity.actors.ts"
export type { ConnectivityActor, ConnectivityPorts } from "./connectivity.actors.ts"
export { connectConnectivity, onReconnected } from "./connectivity.connect.ts"
export type { ConnectivityContext, ConnectivityView } from "./connectivity.connect.ts"
export { CONNECTIVITY_COPY } from "./connectivity.types.ts"
export type { ConnectivityEvent, ConnectivityHooks, ConnectivityInput } from "./connectivity.types.ts"
